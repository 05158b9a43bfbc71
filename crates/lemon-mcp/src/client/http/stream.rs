//! The SSE side of the Streamable HTTP transport: reading a POST's event stream up
//! to the response (forwarding notifications and server requests on the way),
//! resuming a dropped stream with `Last-Event-ID` after the server's `retry:` delay,
//! and the standalone GET stream for traffic the server starts on its own.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use http::Method;
use http::StatusCode;
use http::header::{CONTENT_TYPE, HeaderName, HeaderValue};
use tokio::sync::oneshot;
use tokio::time::Instant;

use super::LAST_EVENT_ID_HEADER;
use super::error::HttpError;
use super::session::{Inbound, Inner, answers, with_id};
use crate::client::http_plumbing::{EVENT_STREAM, drain_briefly, error_chain, header_str};
use crate::protocol::jsonrpc::{Message, RequestId};
use crate::sse::{SseError, SseEvent, SseParser};

/// How a GET for an event stream was answered.
enum StreamOpen {
    Stream(reqwest::Response),
    NotSupported,
}

impl Inner {
    /// Reads a POST's event stream until the response to `id` arrives, forwarding
    /// everything else; resumes a dropped stream with GET + `Last-Event-ID`.
    pub(super) async fn read_sse_response(
        &self,
        resp: reqwest::Response,
        id: &RequestId,
        deadline: Instant,
        timeout: Duration,
    ) -> Result<Message, HttpError> {
        let mut resp = resp;
        let mut parser = SseParser::with_max_event_bytes(self.cfg.max_body_bytes);
        let mut retry: Option<Duration> = None;
        let mut attempts = 0u32;
        loop {
            let end_reason = loop {
                let chunk = match tokio::time::timeout_at(deadline, resp.chunk()).await {
                    Err(_) => {
                        return Err(HttpError::Timeout {
                            url: self.shown_url.clone(),
                            timeout,
                        });
                    }
                    Ok(c) => c,
                };
                match chunk {
                    Ok(Some(bytes)) => {
                        parser.feed(&bytes).map_err(|e| self.sse_error(e))?;
                        while let Some(ev) = parser.next_event() {
                            attempts = 0;
                            if let Some(m) = self.route_event(ev, Some(id)).await {
                                // Deliver now; let the stream end in the background.
                                tokio::spawn(drain_briefly(resp));
                                return Ok(m);
                            }
                        }
                    }
                    Ok(None) => break "the server closed the stream".to_string(),
                    Err(e) => break format!("the connection failed: {}", error_chain(&e)),
                }
            };
            retry = parser.retry().or(retry);
            let Some(last_id) = parser.last_event_id().map(str::to_string) else {
                // Not resumable: accept an event whose final blank line never came.
                if let Some(ev) = parser.finish()
                    && let Some(m) = self.route_event(ev, Some(id)).await
                {
                    return Ok(m);
                }
                return Err(HttpError::StreamEnded {
                    url: self.shown_url.clone(),
                    id: id.to_string(),
                    reason: format!("{end_reason}, and it carried no event id to resume from"),
                });
            };
            let stream_ended = |reason: String| HttpError::StreamEnded {
                url: self.shown_url.clone(),
                id: id.to_string(),
                reason,
            };
            resp = loop {
                attempts += 1;
                if attempts > self.cfg.max_reconnect_attempts {
                    return Err(stream_ended(format!(
                        "{end_reason}; gave up resuming after {} attempts",
                        self.cfg.max_reconnect_attempts
                    )));
                }
                let delay = self.reconnect_delay(retry, attempts);
                if Instant::now() + delay >= deadline {
                    return Err(HttpError::Timeout {
                        url: self.shown_url.clone(),
                        timeout,
                    });
                }
                tokio::time::sleep(delay).await;
                match self
                    .open_event_stream(Some(&last_id), deadline, timeout)
                    .await
                {
                    Ok(StreamOpen::Stream(r)) => break r,
                    Ok(StreamOpen::NotSupported) => {
                        return Err(stream_ended(format!(
                            "{end_reason}, and the server refuses GET streams (405), so it cannot be resumed"
                        )));
                    }
                    Err(
                        e @ (HttpError::AuthRequired { .. }
                        | HttpError::Auth { .. }
                        | HttpError::OAuth { .. }
                        | HttpError::Timeout { .. }),
                    ) => return Err(e),
                    Err(e) => {
                        tracing::debug!(url = %self.shown_url, error = %e, attempt = attempts, "resuming SSE stream failed");
                    }
                }
            };
            parser = SseParser::resuming(self.cfg.max_body_bytes, Some(last_id));
        }
    }

    fn reconnect_delay(&self, retry: Option<Duration>, attempt: u32) -> Duration {
        let cap = self.cfg.max_reconnect_delay;
        match retry {
            Some(r) => r.min(cap),
            None => {
                let factor = 1u32
                    .checked_shl(attempt.saturating_sub(1).min(16))
                    .unwrap_or(u32::MAX);
                self.cfg
                    .initial_reconnect_delay
                    .saturating_mul(factor)
                    .min(cap)
            }
        }
    }

    fn sse_error(&self, e: SseError) -> HttpError {
        match e {
            SseError::EventTooLarge { limit } => HttpError::BodyTooLarge {
                url: self.shown_url.clone(),
                limit,
            },
        }
    }

    /// Decodes one event and forwards it, unless it is the response to `expect`, which
    /// is returned instead.
    async fn route_event(&self, ev: SseEvent, expect: Option<&RequestId>) -> Option<Message> {
        if ev.event != "message" || ev.data.trim().is_empty() {
            // Priming events (an id and empty data) and unknown event types.
            return None;
        }
        let msg = match Message::decode(&ev.data) {
            Ok(m) => m,
            Err(e) => {
                // The raw data may hold tool output: log only the reason.
                tracing::warn!(url = %self.shown_url, error = %e, "dropping an SSE event that is not JSON-RPC");
                return None;
            }
        };
        if let Some(id) = expect
            && answers(&msg, id)
        {
            return Some(with_id(msg, id));
        }
        self.deliver(Inbound::Message(msg)).await;
        None
    }

    /// GET the endpoint as an event stream (the standalone stream, or a resumption).
    async fn open_event_stream(
        &self,
        last_event_id: Option<&str>,
        deadline: Instant,
        timeout: Duration,
    ) -> Result<StreamOpen, HttpError> {
        let extra: Vec<(HeaderName, HeaderValue)> = match last_event_id {
            Some(id) => vec![(
                HeaderName::from_static(LAST_EVENT_ID_HEADER),
                HeaderValue::from_str(id).map_err(|_| HttpError::Request {
                    url: self.shown_url.clone(),
                    reason: "the server's event id cannot be sent back as a header".into(),
                })?,
            )],
            None => Vec::new(),
        };
        let (resp, _, _) = self
            .send_http(Method::GET, None, &extra, false, deadline, timeout)
            .await?;
        let status = resp.status();
        if status == StatusCode::METHOD_NOT_ALLOWED {
            return Ok(StreamOpen::NotSupported);
        }
        if !status.is_success() {
            return Err(self.status_error(resp, deadline).await);
        }
        let ct = header_str(resp.headers(), CONTENT_TYPE).map(str::to_ascii_lowercase);
        if !ct.as_deref().is_some_and(|c| c.starts_with(EVENT_STREAM)) {
            let ct = ct.unwrap_or_else(|| "none".into());
            return Err(HttpError::UnexpectedContentType {
                url: self.shown_url.clone(),
                status: status.as_u16(),
                detail: "a GET stream must be text/event-stream".into(),
                content_type: ct,
            });
        }
        Ok(StreamOpen::Stream(resp))
    }

    /// Starts (or restarts) the GET stream task; the receiver completes once its first
    /// attempt to open the stream has an outcome (open, refused or failed).
    pub(super) fn start_get_stream(self: &Arc<Self>) -> Option<oneshot::Receiver<()>> {
        if !self.cfg.open_get_stream || self.closed.load(Ordering::Acquire) {
            return None;
        }
        let me = Arc::clone(self);
        let (opened_tx, opened_rx) = oneshot::channel();
        let mut slot = self.get_task.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(old) = slot.take() {
            old.abort();
        }
        *slot =
            Some(tokio::spawn(async move { me.run_get_stream(opened_tx).await }).abort_handle());
        Some(opened_rx)
    }

    /// The standalone GET stream: forwards everything; reopens after a drop (with
    /// `Last-Event-ID` when known), a bounded number of times without progress.
    async fn run_get_stream(self: Arc<Self>, opened: oneshot::Sender<()>) {
        let timeout = self.cfg.timeout;
        let mut last_id: Option<String> = None;
        let mut retry: Option<Duration> = None;
        let mut attempts = 0u32;
        let mut opened = Some(opened);
        loop {
            let deadline = Instant::now() + timeout;
            let outcome = self
                .open_event_stream(last_id.as_deref(), deadline, timeout)
                .await;
            if let Some(tx) = opened.take() {
                let _ = tx.send(());
            }
            match outcome {
                Ok(StreamOpen::NotSupported) => {
                    tracing::debug!(url = %self.shown_url, "server offers no GET stream (405)");
                    return;
                }
                Ok(StreamOpen::Stream(mut resp)) => {
                    let mut parser = SseParser::resuming(self.cfg.max_body_bytes, last_id.clone());
                    loop {
                        match resp.chunk().await {
                            Ok(Some(bytes)) => {
                                if let Err(e) = parser.feed(&bytes) {
                                    tracing::warn!(url = %self.shown_url, error = %self.sse_error(e), "closing the GET stream");
                                    break;
                                }
                                while let Some(ev) = parser.next_event() {
                                    attempts = 0;
                                    self.route_event(ev, None).await;
                                }
                            }
                            Ok(None) => break,
                            Err(e) => {
                                tracing::debug!(url = %self.shown_url, error = %error_chain(&e), "GET stream dropped");
                                break;
                            }
                        }
                    }
                    last_id = parser.last_event_id().map(str::to_string).or(last_id);
                    retry = parser.retry().or(retry);
                }
                Err(e) => {
                    tracing::debug!(url = %self.shown_url, error = %e, "opening the GET stream failed");
                    if matches!(
                        e,
                        HttpError::AuthRequired { .. } | HttpError::Status { status: 404, .. }
                    ) {
                        // A later POST re-initializes the session and restarts us.
                        return;
                    }
                }
            }
            attempts += 1;
            if attempts > self.cfg.max_reconnect_attempts || self.closed.load(Ordering::Acquire) {
                tracing::debug!(url = %self.shown_url, "giving up on the GET stream");
                return;
            }
            tokio::time::sleep(self.reconnect_delay(retry, attempts)).await;
        }
    }
}
