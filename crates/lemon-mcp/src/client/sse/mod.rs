//! The legacy HTTP+SSE client transport (MCP 2024-11-05): the client GETs the SSE URL
//! and keeps that event stream open for the whole connection; the server's first
//! `endpoint` event names the URL to POST each JSON-RPC message to; every answer,
//! notification and server request arrives on the stream as a `message` event.
//!
//! [`SseTransport::connect`] opens the stream and waits (bounded by
//! [`SseConfig::timeout`]) for the `endpoint` event, resolving a relative one against
//! the SSE URL and refusing one on another origin ([`HttpError::EndpointOrigin`]),
//! because messages and configured headers (credentials) must not go elsewhere. After
//! that a reader task feeds the stream through the bounded [`SseParser`] and hands
//! the messages to [`Transport::receive`]; the [`Client`] above correlates answers,
//! times requests and runs the sampling, roots and elicitation handlers, exactly as
//! over stdio and Streamable HTTP. A request's POST runs in its own task, so the
//! client's request timeout bounds the whole wait even when a POST hangs. The stream
//! is never resumed: when it ends the connection is over, reported as
//! [`HttpError::EventStreamLost`].
//!
//! Protocol versions are negotiated as over the other transports: the newest is
//! offered, as the TypeScript and Python SDK clients do over this transport, and their
//! servers (server-everything, the Python SDK) accept it; `2024-11-05` can be pinned.
//!
//! HTTP client construction, header and URL validation, error bodies and redaction
//! come from `client::http_plumbing`, shared with the Streamable HTTP transport.

mod config;

use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use http::header::{ACCEPT, CONTENT_TYPE, HeaderMap, HeaderValue};
use tokio::sync::{mpsc, watch};
use tokio::task::AbortHandle;
use tokio::time::Instant;

pub use config::SseConfig;

use crate::client::http::HttpError;
use crate::client::http_plumbing::{
    ERROR_SNIPPET_BYTES, EVENT_STREAM, body_snippet, cancelled_request_id, configured_headers,
    encode_message, error_chain, header_str, parse_http_url, read_capped, redact_url,
    shared_client, status_error, with_configured,
};
use crate::client::transport::{BoxFuture, Transport, TransportError};
use crate::client::{Client, ClientError, ClientOptions};
use crate::protocol::jsonrpc::{Message, RequestId};
use crate::sse::{SseError, SseEvent, SseParser};

/// How many decoded messages may wait for the client's reader; a full queue stops
/// reading the stream (back-pressure) rather than growing.
const INBOUND_QUEUE: usize = 256;

/// What the stream reader hands to [`Transport::receive`].
enum Inbound {
    Message(Message),
    /// The POST of this request failed; no answer will come.
    Failed {
        id: RequestId,
        error: HttpError,
    },
    /// The stream ended or failed: the last item.
    Lost(HttpError),
}

/// What the POSTs need, fixed once the `endpoint` event arrived.
struct Shared {
    http: reqwest::Client,
    endpoint: url::Url,
    /// The endpoint without query (it often carries the session id) or credentials.
    shown_endpoint: String,
    post_headers: HeaderMap,
    timeout: Duration,
    /// For the failures of requests' POSTs, which run in their own tasks.
    tx: mpsc::Sender<Inbound>,
    /// Requests whose POST is still under way, stopped on cancellation and close.
    inflight: Mutex<HashMap<RequestId, AbortHandle>>,
    shown_url: String,
    closed: AtomicBool,
    /// Wakes a `receive` blocked on an empty queue when the transport closes.
    closed_signal: watch::Sender<bool>,
}

/// The legacy HTTP+SSE transport. It implements [`Transport`]; [`Client::connect_sse`]
/// is the short way to a ready client.
///
/// ```no_run
/// # async fn demo() -> Result<(), lemon_mcp::client::ClientError> {
/// use lemon_mcp::client::{Client, ClientOptions};
/// use lemon_mcp::client::sse::{SseConfig, SseTransport};
/// use lemon_mcp::client::transport::TransportError;
///
/// let transport = SseTransport::connect(SseConfig::new("http://127.0.0.1:3001/sse"))
///     .await
///     .map_err(TransportError::from)?;
/// println!("posting to {}", transport.display_endpoint());
/// let client = Client::connect(transport, ClientOptions::default()).await?;
/// client.ping().await?;
/// client.close().await;
/// # Ok(()) }
/// ```
pub struct SseTransport {
    shared: Arc<Shared>,
    rx: tokio::sync::Mutex<mpsc::Receiver<Inbound>>,
    reader: AbortHandle,
}

impl fmt::Debug for SseTransport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SseTransport")
            .field("url", &self.shared.shown_url)
            .field("endpoint", &self.shared.shown_endpoint)
            .finish_non_exhaustive()
    }
}

impl SseTransport {
    /// Opens the event stream and waits for its `endpoint` event, all within
    /// [`SseConfig::timeout`]. Nothing is POSTed yet.
    ///
    /// # Errors
    /// A bad configuration ([`HttpError::InvalidUrl`], [`HttpError::InvalidHeader`],
    /// [`HttpError::Setup`]); the GET failing ([`HttpError::Request`],
    /// [`HttpError::Timeout`]) or answered with an error status ([`HttpError::Status`];
    /// this transport has no OAuth, so a 401 is a status too) or with a body that is not
    /// an event stream ([`HttpError::UnexpectedContentType`]); no
    /// `endpoint` event in time ([`HttpError::NoEndpoint`]); the stream ending first
    /// ([`HttpError::EventStreamLost`]); an oversized event
    /// ([`HttpError::BodyTooLarge`]); an endpoint that is not a URL
    /// ([`HttpError::InvalidUrl`]) or is on another origin
    /// ([`HttpError::EndpointOrigin`]).
    pub async fn connect(cfg: SseConfig) -> Result<SseTransport, HttpError> {
        let url = parse_http_url(&cfg.url)?;
        let shown_url = redact_url(&url);
        let configured = configured_headers(&cfg.headers)?;
        let http = match cfg.http_client.clone() {
            Some(c) => c,
            None => {
                shared_client(cfg.connect_timeout).map_err(|e| HttpError::Setup(error_chain(&e)))?
            }
        };
        let mut get_headers = HeaderMap::new();
        get_headers.insert(ACCEPT, HeaderValue::from_static(EVENT_STREAM));
        let get_headers = with_configured(get_headers, &configured);
        let mut post_headers = HeaderMap::new();
        post_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
        let post_headers = with_configured(post_headers, &configured);

        let deadline = Instant::now() + cfg.timeout;
        let timed_out = || HttpError::Timeout {
            url: shown_url.clone(),
            timeout: cfg.timeout,
        };
        let request = http.get(url.clone()).headers(get_headers);
        let mut resp = tokio::time::timeout_at(deadline, request.send())
            .await
            .map_err(|_| timed_out())?
            .map_err(|e| HttpError::Request {
                url: shown_url.clone(),
                reason: error_chain(&e),
            })?;
        if !resp.status().is_success() {
            return Err(status_error(&shown_url, resp, deadline).await);
        }
        let ct = header_str(resp.headers(), CONTENT_TYPE).map(str::to_ascii_lowercase);
        if !ct.as_deref().is_some_and(|c| c.starts_with(EVENT_STREAM)) {
            let status = resp.status().as_u16();
            let detail = body_snippet(resp, ct.as_deref(), deadline).await;
            return Err(HttpError::UnexpectedContentType {
                url: shown_url,
                status,
                content_type: ct.unwrap_or_else(|| "none".into()),
                detail: format!("the SSE URL must answer text/event-stream; {detail}"),
            });
        }

        let mut parser = SseParser::with_max_event_bytes(cfg.max_body_bytes);
        let lost = |reason: String| HttpError::EventStreamLost {
            url: shown_url.clone(),
            reason,
        };
        let endpoint_data = 'found: loop {
            while let Some(ev) = parser.next_event() {
                if ev.event == "endpoint" {
                    break 'found ev.data;
                }
                tracing::debug!(url = %shown_url, event = %ev.event, "ignoring an SSE event before `endpoint`");
            }
            let chunk = match tokio::time::timeout_at(deadline, resp.chunk()).await {
                Err(_) => {
                    return Err(HttpError::NoEndpoint {
                        url: shown_url,
                        timeout: cfg.timeout,
                    });
                }
                Ok(c) => c,
            };
            match chunk {
                Ok(Some(bytes)) => parser.feed(&bytes).map_err(|e| too_large(&shown_url, e))?,
                Ok(None) => {
                    if let Some(ev) = parser.finish()
                        && ev.event == "endpoint"
                    {
                        break 'found ev.data;
                    }
                    return Err(lost(
                        "the server closed it before sending the `endpoint` event".into(),
                    ));
                }
                Err(e) => {
                    return Err(lost(format!(
                        "the connection failed before the `endpoint` event: {}",
                        error_chain(&e)
                    )));
                }
            }
        };
        let endpoint = resolve_endpoint(&url, &shown_url, &endpoint_data)?;
        tracing::debug!(url = %shown_url, endpoint = %redact_url(&endpoint), "legacy SSE endpoint");

        let (tx, rx) = mpsc::channel(INBOUND_QUEUE);
        let reader = tokio::spawn(read_stream(resp, parser, tx.clone(), shown_url.clone()));
        let shared = Arc::new(Shared {
            http,
            shown_endpoint: redact_url(&endpoint),
            endpoint,
            post_headers,
            timeout: cfg.timeout,
            tx,
            inflight: Mutex::new(HashMap::new()),
            shown_url: shown_url.clone(),
            closed: AtomicBool::new(false),
            closed_signal: watch::Sender::new(false),
        });
        Ok(SseTransport {
            shared,
            rx: tokio::sync::Mutex::new(rx),
            reader: reader.abort_handle(),
        })
    }

    /// The SSE URL, without credentials or query (safe to show).
    pub fn display_url(&self) -> &str {
        &self.shared.shown_url
    }

    /// The endpoint messages are POSTed to, without credentials or query.
    pub fn display_endpoint(&self) -> &str {
        &self.shared.shown_endpoint
    }

    /// Sends one message. A request's POST runs in its own task, so `send` returns at
    /// once and the client's own timeout governs the wait (a POST that fails comes back
    /// through `receive` as that request's failure); a notification or a response
    /// returns when the server accepted it.
    fn send_message(
        &self,
        message: Message,
    ) -> Result<BoxFuture<'static, Result<(), HttpError>>, HttpError> {
        let s = &self.shared;
        if s.closed.load(Ordering::Acquire) {
            return Err(HttpError::Closed {
                url: s.shown_url.clone(),
            });
        }
        if let Some(id) = cancelled_request_id(&message)
            && let Some(h) = s.lock_inflight().remove(&id)
        {
            // The client gave up on that request: stop its POST too.
            h.abort();
        }
        let shared = Arc::clone(s);
        let Message::Request(req) = &message else {
            return Ok(Box::pin(async move { shared.post(message).await }));
        };
        let id = req.id.clone();
        // Registered before the task can finish, so its own removal always finds it.
        let mut inflight = s.lock_inflight();
        let task_id = id.clone();
        let handle = tokio::spawn(async move {
            let outcome = shared.post(message).await;
            shared.lock_inflight().remove(&task_id);
            if let Err(error) = outcome {
                let _ = shared.tx.send(Inbound::Failed { id: task_id, error }).await;
            }
        });
        inflight.insert(id, handle.abort_handle());
        Ok(Box::pin(async { Ok(()) }))
    }

    /// Ends the stream, stops every POST and refuses further sends; idempotent.
    fn close_now(&self) {
        if !self.shared.closed.swap(true, Ordering::AcqRel) {
            self.shared.closed_signal.send_replace(true);
            self.reader.abort();
            for (_, h) in self.shared.lock_inflight().drain() {
                h.abort();
            }
        }
    }
}

/// Dropping the transport ends the stream too (the reader task would outlive it).
impl Drop for SseTransport {
    fn drop(&mut self) {
        self.close_now();
    }
}

impl Transport for SseTransport {
    fn send(&self, message: Message) -> BoxFuture<'_, Result<(), TransportError>> {
        let sent = self.send_message(message);
        Box::pin(async move {
            match sent {
                Ok(done) => done.await.map_err(TransportError::from),
                Err(e) => Err(e.into()),
            }
        })
    }

    fn receive(&self) -> BoxFuture<'_, Option<Result<Message, TransportError>>> {
        Box::pin(async move {
            let mut closed = self.shared.closed_signal.subscribe();
            if *closed.borrow_and_update() {
                return None;
            }
            let mut rx = self.rx.lock().await;
            let item = tokio::select! {
                item = rx.recv() => item,
                _ = closed.wait_for(|c| *c) => None,
            };
            match item? {
                Inbound::Message(m) => Some(Ok(m)),
                Inbound::Failed { id, error } => Some(Err(TransportError::RequestFailed {
                    id,
                    error: Box::new(error.into()),
                })),
                Inbound::Lost(e) => {
                    rx.close();
                    Some(Err(e.into()))
                }
            }
        })
    }

    fn close(&self) -> BoxFuture<'_, Result<(), TransportError>> {
        self.close_now();
        Box::pin(async { Ok(()) })
    }

    fn kind(&self) -> &'static str {
        "sse"
    }
}

/// The POST URL from the `endpoint` event's data: absolute, or relative to the SSE
/// URL; it must share the SSE URL's origin.
impl Shared {
    /// POSTs one message; done when the server accepted it (its answer, if any,
    /// arrives on the stream).
    async fn post(&self, message: Message) -> Result<(), HttpError> {
        let s = self;
        let deadline = Instant::now() + s.timeout;
        let request = s
            .http
            .post(s.endpoint.clone())
            .headers(s.post_headers.clone())
            .body(encode_message(&message));
        let resp = tokio::time::timeout_at(deadline, request.send())
            .await
            .map_err(|_| HttpError::Timeout {
                url: s.shown_endpoint.clone(),
                timeout: s.timeout,
            })?
            .map_err(|e| HttpError::Request {
                url: s.shown_endpoint.clone(),
                reason: error_chain(&e),
            })?;
        if !resp.status().is_success() {
            return Err(status_error(&s.shown_endpoint, resp, deadline).await);
        }
        // The body ("Accepted") means nothing; reading it lets the connection be reused.
        let _ = tokio::time::timeout_at(deadline, read_capped(resp, ERROR_SNIPPET_BYTES)).await;
        Ok(())
    }

    fn lock_inflight(&self) -> std::sync::MutexGuard<'_, HashMap<RequestId, AbortHandle>> {
        self.inflight.lock().unwrap_or_else(|p| p.into_inner())
    }
}

fn resolve_endpoint(base: &url::Url, shown_url: &str, data: &str) -> Result<url::Url, HttpError> {
    let endpoint = base.join(data.trim()).map_err(|e| HttpError::InvalidUrl {
        url: shown_url.to_string(),
        reason: format!("its `endpoint` event is not a URL: {e}"),
    })?;
    if endpoint.origin() != base.origin() {
        return Err(HttpError::EndpointOrigin {
            url: shown_url.to_string(),
            endpoint_origin: endpoint.origin().ascii_serialization(),
        });
    }
    Ok(endpoint)
}

fn too_large(shown_url: &str, e: SseError) -> HttpError {
    match e {
        SseError::EventTooLarge { limit } => HttpError::BodyTooLarge {
            url: shown_url.to_string(),
            limit,
        },
    }
}

/// Reads the stream for the rest of the connection: decodes `message` events and
/// queues them; the stream's end (or an oversized event) is queued as the last item.
async fn read_stream(
    mut resp: reqwest::Response,
    mut parser: SseParser,
    tx: mpsc::Sender<Inbound>,
    shown_url: String,
) {
    let lost = |reason: String| {
        Inbound::Lost(HttpError::EventStreamLost {
            url: shown_url.clone(),
            reason,
        })
    };
    let end = loop {
        while let Some(ev) = parser.next_event() {
            if let Some(m) = decode_event(ev, &shown_url)
                && tx.send(Inbound::Message(m)).await.is_err()
            {
                return; // The transport is gone.
            }
        }
        match resp.chunk().await {
            Ok(Some(bytes)) => {
                if let Err(e) = parser.feed(&bytes) {
                    break Inbound::Lost(too_large(&shown_url, e));
                }
            }
            Ok(None) => {
                if let Some(m) = parser.finish().and_then(|ev| decode_event(ev, &shown_url)) {
                    let _ = tx.send(Inbound::Message(m)).await;
                }
                break lost("the server closed the stream".into());
            }
            Err(e) => break lost(format!("the connection failed: {}", error_chain(&e))),
        }
    };
    let _ = tx.send(end).await;
}

/// The message a `message` event carries; anything else is skipped (and logged
/// without the data, which may hold tool output).
fn decode_event(ev: SseEvent, shown_url: &str) -> Option<Message> {
    match ev.event.as_str() {
        "message" if !ev.data.trim().is_empty() => match Message::decode(&ev.data) {
            Ok(m) => Some(m),
            Err(e) => {
                tracing::warn!(url = %shown_url, error = %e, "dropping an SSE event that is not JSON-RPC");
                None
            }
        },
        "endpoint" => {
            tracing::debug!(url = %shown_url, "ignoring a repeated `endpoint` event");
            None
        }
        _ => None,
    }
}

impl Client {
    /// Connects over legacy HTTP+SSE (the 2024-11-05 transport): opens the event
    /// stream at `config.url`, takes its `endpoint` event and runs the handshake with
    /// `options` (the same options, handlers and timeouts as over stdio and
    /// Streamable HTTP).
    ///
    /// ```no_run
    /// # async fn demo() -> Result<(), lemon_mcp::client::ClientError> {
    /// use lemon_mcp::client::{Client, ClientOptions};
    /// use lemon_mcp::client::sse::SseConfig;
    ///
    /// let client = Client::connect_sse(
    ///     SseConfig::new("http://127.0.0.1:3001/sse").header("X-Team", "lemon"),
    ///     ClientOptions::default(),
    /// )
    /// .await?;
    /// println!("{} tools", client.list_tools().await?.len());
    /// client.close().await;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// Anything [`SseTransport::connect`] fails with (as [`ClientError::Transport`]),
    /// or any handshake failure.
    pub async fn connect_sse(
        config: SseConfig,
        options: ClientOptions,
    ) -> Result<Client, ClientError> {
        let transport = SseTransport::connect(config)
            .await
            .map_err(TransportError::from)?;
        Client::connect(transport, options).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> url::Url {
        url::Url::parse("http://127.0.0.1:3001/mcp/sse?token=secret").unwrap()
    }

    #[test]
    fn relative_and_absolute_endpoints_resolve_on_the_same_origin() {
        let shown = "http://127.0.0.1:3001/mcp/sse";
        let rel = resolve_endpoint(&base(), shown, "/message?sessionId=abc\n").unwrap();
        assert_eq!(rel.as_str(), "http://127.0.0.1:3001/message?sessionId=abc");
        let sibling = resolve_endpoint(&base(), shown, "messages/?session_id=1").unwrap();
        assert_eq!(
            sibling.as_str(),
            "http://127.0.0.1:3001/mcp/messages/?session_id=1"
        );
        let abs = resolve_endpoint(&base(), shown, "http://127.0.0.1:3001/m").unwrap();
        assert_eq!(abs.path(), "/m");
    }

    #[test]
    fn another_origin_is_refused_and_named_without_path_or_query() {
        let shown = "http://127.0.0.1:3001/mcp/sse";
        for foreign in [
            "http://evil.example/message?sessionId=abc",
            "https://127.0.0.1:3001/message",
            "http://127.0.0.1:3002/message",
            "//other.example/x",
        ] {
            let err = resolve_endpoint(&base(), shown, foreign).unwrap_err();
            let HttpError::EndpointOrigin {
                endpoint_origin, ..
            } = &err
            else {
                panic!("{foreign}: {err:?}");
            };
            assert!(!endpoint_origin.contains("message") && !endpoint_origin.contains("abc"));
            assert!(!err.to_string().contains("secret"), "{err}");
        }
    }
}
