//! The session engine of the Streamable HTTP transport: the state every exchange
//! shares (session id, negotiated version, the client's `initialize` params), the one
//! place a request goes out (`send_http`: session and auth headers, one retry after a
//! 401/403 the auth provider answered), the exchange of one request (JSON or SSE
//! answer) and the re-initialization after a 404 on an expired session (`initialize`
//! again once, then resend only the refused message; concurrent 404s share it).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use http::header::{CONTENT_TYPE, HeaderMap, HeaderName, HeaderValue};
use http::{Method, StatusCode};
use serde_json::Value;
use tokio::sync::mpsc;
use tokio::task::AbortHandle;
use tokio::time::Instant;

use super::config::HttpConfig;
use super::error::HttpError;
use super::{PROTOCOL_VERSION_HEADER, SESSION_ID_HEADER};
use crate::client::auth::{self, AuthAction, AuthChallenge};
use crate::client::http_plumbing::{
    self, ERROR_SNIPPET_BYTES, EVENT_STREAM, body_snippet, describe_body, encode_message,
    error_chain, header_str, is_json_type, read_capped,
};
use crate::protocol::jsonrpc::{Message, Notification, Request, RequestId};

/// The bound on a stateless error body (a JSON-RPC error with its `data`).
const STATELESS_ERROR_BYTES: usize = 64 * 1024;
use crate::protocol::methods;
use crate::protocol::stateless;

/// What the engine delivers to the transport's receiver.
#[derive(Debug)]
pub(super) enum Inbound {
    /// A message from the server: a response, a notification or a request.
    Message(Message),
    /// The exchange for this request failed; no response will come.
    Failed { id: RequestId, error: HttpError },
}

/// Session state shared by all exchanges.
#[derive(Default)]
pub(super) struct Session {
    pub(super) id: Option<HeaderValue>,
    pub(super) protocol_version: Option<HeaderValue>,
    /// The `params` of the client's `initialize`, kept to initialize again after a 404.
    pub(super) init_params: Option<Value>,
    /// Bumped on every re-initialization, so concurrent 404s re-initialize once.
    pub(super) generation: u64,
    /// `notifications/initialized` went out: the GET stream may be opened.
    pub(super) initialized: bool,
    /// The stateless wire's version header, when the client speaks 2026-07-28: then no
    /// session id is sent and nothing re-initializes.
    pub(super) stateless: Option<HeaderValue>,
}

pub(super) struct Inner {
    pub(super) cfg: HttpConfig,
    pub(super) http: reqwest::Client,
    pub(super) url: url::Url,
    /// The URL without credentials or query, for messages and logs.
    pub(super) shown_url: String,
    pub(super) post_headers: HeaderMap,
    pub(super) get_headers: HeaderMap,
    /// Lower-cased names of configured headers (they win over auth headers).
    pub(super) configured: Vec<HeaderName>,
    pub(super) session: Mutex<Session>,
    pub(super) reinit_lock: tokio::sync::Mutex<()>,
    pub(super) inflight: Mutex<HashMap<RequestId, AbortHandle>>,
    pub(super) get_task: Mutex<Option<AbortHandle>>,
    pub(super) tx: mpsc::Sender<Inbound>,
    pub(super) closed: AtomicBool,
    /// A re-initialization is under way (requests wait for `reinit_lock`).
    pub(super) reinitializing: AtomicBool,
    /// Wakes a `recv` blocked on an empty queue when the transport closes.
    pub(super) closed_signal: tokio::sync::watch::Sender<bool>,
    pub(super) reinit_counter: AtomicU64,
    /// `x-mcp-header` annotations by tool name: (argument, `Mcp-Param-<header>` name).
    pub(super) param_headers: Mutex<HashMap<String, Vec<(String, HeaderName)>>>,
}

/// The response to one exchange of a request.
pub(super) enum Outcome {
    Response(Message),
    /// 404 while holding a session created in this generation.
    SessionGone(u64),
}

impl Inner {
    pub(super) fn lock_session(&self) -> std::sync::MutexGuard<'_, Session> {
        // A panic while holding this lock cannot leave the session half-updated in a
        // way that matters (plain field stores), so recover from poisoning.
        self.session.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub(super) fn lock_inflight(
        &self,
    ) -> std::sync::MutexGuard<'_, HashMap<RequestId, AbortHandle>> {
        self.inflight.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub(super) fn closed_error(&self) -> HttpError {
        HttpError::Closed {
            url: self.shown_url.clone(),
        }
    }

    pub(super) fn abort_tasks(&self) {
        for (_, h) in self.lock_inflight().drain() {
            h.abort();
        }
        if let Some(h) = self
            .get_task
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take()
        {
            h.abort();
        }
    }

    pub(super) async fn deliver(&self, item: Inbound) {
        // The receiver gone means nobody listens any more; dropping is right.
        let _ = self.tx.send(item).await;
    }

    pub(super) async fn run_request(
        self: Arc<Self>,
        id: RequestId,
        body: Bytes,
        is_init: bool,
        headers: Vec<(HeaderName, HeaderValue)>,
        timeout: Duration,
    ) {
        let result = self
            .request_with_reinit(&id, body, is_init, &headers, timeout)
            .await;
        self.lock_inflight().remove(&id);
        match result {
            Ok(msg) => {
                if is_init {
                    self.remember_protocol_version(&msg);
                }
                self.deliver(Inbound::Message(msg)).await;
            }
            Err(error) => self.deliver(Inbound::Failed { id, error }).await,
        }
    }

    fn remember_protocol_version(&self, msg: &Message) {
        if let Message::Response(r) = msg
            && let Some(v) = r.result.get("protocolVersion").and_then(Value::as_str)
            && let Ok(hv) = HeaderValue::from_str(v)
        {
            self.lock_session().protocol_version = Some(hv);
        }
    }

    async fn request_with_reinit(
        self: &Arc<Self>,
        id: &RequestId,
        body: Bytes,
        is_init: bool,
        headers: &[(HeaderName, HeaderValue)],
        timeout: Duration,
    ) -> Result<Message, HttpError> {
        let deadline = Instant::now() + timeout;
        match self
            .exchange_request(id, body.clone(), is_init, headers, deadline, timeout)
            .await?
        {
            Outcome::Response(m) => Ok(m),
            Outcome::SessionGone(generation) => {
                self.reinitialize(generation, deadline, timeout).await?;
                match self
                    .exchange_request(id, body, is_init, headers, deadline, timeout)
                    .await?
                {
                    Outcome::Response(m) => Ok(m),
                    Outcome::SessionGone(_) => Err(HttpError::SessionExpired {
                        url: self.shown_url.clone(),
                        reason: "the server answered 404 again right after a new initialize".into(),
                    }),
                }
            }
        }
    }

    /// Starts a new session after a 404: `initialize` with the client's original
    /// params, then `notifications/initialized`. Concurrent callers that saw the same
    /// expired generation wait for one re-initialization.
    async fn reinitialize(
        self: &Arc<Self>,
        seen_generation: u64,
        deadline: Instant,
        timeout: Duration,
    ) -> Result<(), HttpError> {
        let _guard = self.reinit_lock.lock().await;
        let params = {
            let s = self.lock_session();
            if s.generation != seen_generation {
                return Ok(());
            }
            s.init_params.clone()
        };
        // New requests wait (see `exchange_request`) until the new session is ready;
        // the old session id stays in place so requests already in flight get their 404
        // and retry, instead of going out with no session at all.
        self.reinitializing.store(true, Ordering::Release);
        struct Reset<'a>(&'a AtomicBool);
        impl Drop for Reset<'_> {
            fn drop(&mut self) {
                self.0.store(false, Ordering::Release);
            }
        }
        let _reset = Reset(&self.reinitializing);
        let expired = |reason: String| HttpError::SessionExpired {
            url: self.shown_url.clone(),
            reason,
        };
        let Some(params) = params else {
            return Err(expired(
                "the client never sent initialize, so there is nothing to redo".into(),
            ));
        };
        let n = self.reinit_counter.fetch_add(1, Ordering::Relaxed) + 1;
        let id = RequestId::String(format!("lemon-mcp-reinitialize-{n}"));
        let body = encode_message(&Message::Request(Request {
            id: id.clone(),
            method: methods::INITIALIZE.into(),
            params: Some(params),
        }));
        let resp = match self
            .exchange_request(&id, body, true, &[], deadline, timeout)
            .await
        {
            Ok(Outcome::Response(m)) => m,
            Ok(Outcome::SessionGone(_)) => {
                return Err(expired("initialize was answered 404".into()));
            }
            Err(e) => return Err(expired(e.to_string())),
        };
        if let Message::Error(e) = &resp {
            return Err(expired(format!(
                "initialize failed: {} ({})",
                e.error.message, e.error.code
            )));
        }
        self.remember_protocol_version(&resp);
        let note = encode_message(&Message::Notification(Notification {
            method: methods::INITIALIZED.into(),
            params: None,
        }));
        let remaining = deadline.saturating_duration_since(Instant::now());
        self.send_one_way(note, remaining)
            .await
            .map_err(|e| expired(e.to_string()))?;
        let restart_get = {
            let mut s = self.lock_session();
            s.generation += 1;
            s.initialized
        };
        tracing::info!(url = %self.shown_url, "MCP session expired; initialized a new one");
        if restart_get {
            // The request that re-initialized goes on at once; it does not wait for the stream.
            let _ = self.start_get_stream();
        }
        Ok(())
    }

    /// Headers from the auth provider, minus those the configuration sets itself.
    pub(super) async fn auth_headers(&self) -> Result<Vec<(HeaderName, HeaderValue)>, HttpError> {
        let Some(auth) = &self.cfg.auth else {
            return Ok(Vec::new());
        };
        let mut h = auth
            .headers()
            .await
            .map_err(|source| self.auth_error(source))?;
        h.retain(|(n, _)| !self.configured.contains(n));
        Ok(h)
    }

    /// Builds and sends one request to the endpoint with the session headers, the
    /// auth headers and `extra`; answers a 401/403 through the auth provider (one retry).
    ///
    /// `initialize` (`fresh_session`) goes out without session and version headers, and
    /// its answer sets the session id (or clears it when the server sends none).
    pub(super) async fn send_http(
        &self,
        method: Method,
        body: Option<&Bytes>,
        extra: &[(HeaderName, HeaderValue)],
        fresh_session: bool,
        deadline: Instant,
        timeout: Duration,
    ) -> Result<(reqwest::Response, u64, bool), HttpError> {
        let mut auth_attempt = 0u32;
        let mut earlier = Vec::new();
        loop {
            let (session, version, generation) = {
                let s = self.lock_session();
                if let Some(v) = &s.stateless {
                    (None, Some(v.clone()), s.generation)
                } else if fresh_session {
                    (None, None, s.generation)
                } else {
                    (s.id.clone(), s.protocol_version.clone(), s.generation)
                }
            };
            let is_post = method == Method::POST;
            let mut headers = if is_post {
                self.post_headers.clone()
            } else {
                self.get_headers.clone()
            };
            if let Some(v) = &session {
                headers.insert(HeaderName::from_static(SESSION_ID_HEADER), v.clone());
            }
            if let Some(v) = version {
                headers.insert(HeaderName::from_static(PROTOCOL_VERSION_HEADER), v);
            }
            for (n, v) in extra {
                headers.insert(n.clone(), v.clone());
            }
            let sent_at = std::time::Instant::now();
            for (n, v) in self.auth_headers().await? {
                headers.insert(n, v);
            }
            let mut req = self
                .http
                .request(method.clone(), self.url.clone())
                .headers(headers);
            if let Some(b) = body {
                req = req.body(b.clone());
            }
            let resp = match tokio::time::timeout_at(deadline, req.send()).await {
                Err(_) => {
                    return Err(HttpError::Timeout {
                        url: self.shown_url.clone(),
                        timeout,
                    });
                }
                Ok(Err(e)) => return Err(self.request_error(&e, timeout)),
                Ok(Ok(r)) => r,
            };
            let status = resp.status();
            if status == StatusCode::UNAUTHORIZED || status == StatusCode::FORBIDDEN {
                let challenge = AuthChallenge {
                    status: status.as_u16(),
                    challenges: auth::challenges_in(resp.headers()),
                    url: self.url.clone(),
                    attempt: auth_attempt,
                    earlier: earlier.clone(),
                    sent_at,
                };
                drop(resp);
                // The auth provider answers the challenge (up to its retry limit); without
                // a provider, after its retries, or when it gives up, authorization is required.
                if let Some(auth) = &self.cfg.auth
                    && auth_attempt < auth.max_retries()
                {
                    match auth.on_challenge(&challenge).await {
                        Ok(AuthAction::Retry) => {
                            auth_attempt += 1;
                            earlier.push(challenge.status);
                            continue;
                        }
                        Ok(AuthAction::Fail) => {}
                        Err(source) => return Err(self.auth_error(source)),
                    }
                }
                return Err(HttpError::AuthRequired {
                    url: self.shown_url.clone(),
                    status: challenge.status,
                    challenges: challenge.challenges,
                });
            }
            if status.is_success() {
                let new_id = resp
                    .headers()
                    .get(SESSION_ID_HEADER)
                    .filter(|v| !v.is_empty());
                if fresh_session || new_id.is_some() {
                    let mut s = self.lock_session();
                    if s.id.as_ref() != new_id {
                        s.id = new_id.cloned();
                    }
                }
            }
            return Ok((resp, generation, session.is_some()));
        }
    }

    /// The provider's failure: typed [`HttpError::OAuth`] when it is an OAuth one.
    fn auth_error(&self, source: auth::AuthError) -> HttpError {
        match source.into_oauth() {
            Ok(error) => HttpError::OAuth {
                url: self.shown_url.clone(),
                error,
            },
            Err(source) => HttpError::Auth {
                url: self.shown_url.clone(),
                source,
            },
        }
    }

    fn request_error(&self, e: &reqwest::Error, timeout: Duration) -> HttpError {
        if e.is_timeout() {
            HttpError::Timeout {
                url: self.shown_url.clone(),
                timeout,
            }
        } else {
            HttpError::Request {
                url: self.shown_url.clone(),
                reason: error_chain(e),
            }
        }
    }

    /// POSTs a notification or a response: any 2xx is fine, the body is ignored.
    pub(super) async fn send_one_way(
        &self,
        body: Bytes,
        timeout: Duration,
    ) -> Result<(), HttpError> {
        let deadline = Instant::now() + timeout;
        let (resp, _, _) = self
            .send_http(Method::POST, Some(&body), &[], false, deadline, timeout)
            .await?;
        let status = resp.status();
        if status.is_success() {
            // Drain a small body so the connection can be reused; a large one is dropped.
            let _ = tokio::time::timeout_at(deadline, read_capped(resp, ERROR_SNIPPET_BYTES)).await;
            return Ok(());
        }
        Err(self.status_error(resp, deadline).await)
    }

    /// One POST of a request and the reading of its answer.
    async fn exchange_request(
        self: &Arc<Self>,
        id: &RequestId,
        body: Bytes,
        is_init: bool,
        headers: &[(HeaderName, HeaderValue)],
        deadline: Instant,
        timeout: Duration,
    ) -> Result<Outcome, HttpError> {
        if !is_init && self.reinitializing.load(Ordering::Acquire) {
            // Wait for the new session instead of racing the re-initialization.
            drop(self.reinit_lock.lock().await);
        }
        let (resp, generation, had_session) = self
            .send_http(
                Method::POST,
                Some(&body),
                headers,
                is_init,
                deadline,
                timeout,
            )
            .await?;
        let status = resp.status();
        if status == StatusCode::NOT_FOUND && had_session && !is_init {
            return Ok(Outcome::SessionGone(generation));
        }
        if !status.is_success() {
            if self.lock_session().stateless.is_some() {
                // The stateless wire answers a refused request with its JSON-RPC error
                // and a 4xx/5xx status: the error is the answer.
                return self.stateless_error(resp, id, deadline).await;
            }
            return Err(self.status_error(resp, deadline).await);
        }
        let content_type = header_str(resp.headers(), CONTENT_TYPE).map(str::to_ascii_lowercase);
        match content_type.as_deref() {
            Some(ct) if ct.starts_with(EVENT_STREAM) => self
                .read_sse_response(resp, id, deadline, timeout)
                .await
                .map(Outcome::Response),
            Some(ct) if !is_json_type(ct) => {
                let ct = ct.to_string();
                let detail = body_snippet(resp, Some(&ct), deadline).await;
                Err(HttpError::UnexpectedContentType {
                    url: self.shown_url.clone(),
                    status: status.as_u16(),
                    content_type: ct,
                    detail,
                })
            }
            _ => self
                .read_json_response(resp, id, deadline, timeout)
                .await
                .map(Outcome::Response),
        }
    }

    async fn read_json_response(
        &self,
        resp: reqwest::Response,
        id: &RequestId,
        deadline: Instant,
        timeout: Duration,
    ) -> Result<Message, HttpError> {
        let status = resp.status().as_u16();
        let limit = self.cfg.max_body_bytes;
        if resp.content_length().is_some_and(|n| n > limit as u64) {
            return Err(HttpError::BodyTooLarge {
                url: self.shown_url.clone(),
                limit,
            });
        }
        let body = match tokio::time::timeout_at(deadline, read_capped(resp, limit)).await {
            Err(_) => {
                return Err(HttpError::Timeout {
                    url: self.shown_url.clone(),
                    timeout,
                });
            }
            Ok(Err(e)) => return Err(self.request_error(&e, timeout)),
            Ok(Ok((_, true))) => {
                return Err(HttpError::BodyTooLarge {
                    url: self.shown_url.clone(),
                    limit,
                });
            }
            Ok(Ok((b, false))) => b,
        };
        let text = body.trim_ascii();
        if text.is_empty() || text == b"null" {
            return Err(HttpError::MissingResponseBody {
                url: self.shown_url.clone(),
                id: id.to_string(),
                status,
            });
        }
        let invalid = |reason: String| HttpError::InvalidBody {
            url: self.shown_url.clone(),
            status,
            reason,
        };
        let value: Value = serde_json::from_slice(text).map_err(|e| {
            invalid(format!(
                "{e}; body starts with {}",
                describe_body(text, None)
            ))
        })?;
        let items = match value {
            // 2025-03-26 servers may answer with a batch.
            Value::Array(items) => items,
            v => vec![v],
        };
        let mut ours = None;
        for item in items {
            let msg = Message::from_value(item).map_err(|e| invalid(e.to_string()))?;
            if ours.is_none() && answers(&msg, id) {
                ours = Some(with_id(msg, id));
            } else {
                self.deliver(Inbound::Message(msg)).await;
            }
        }
        ours.ok_or_else(|| HttpError::ResponseIdMismatch {
            url: self.shown_url.clone(),
            id: id.to_string(),
        })
    }

    /// The SEP-2243 headers of a stateless request: `Mcp-Method`, `Mcp-Name` (the tool or
    /// prompt name, the resource URI) and the `Mcp-Param-*` mirror of a tool call's
    /// annotated arguments. A value that cannot be a header is left out.
    pub(super) fn stateless_headers(&self, req: &Request) -> Vec<(HeaderName, HeaderValue)> {
        let mut out = Vec::new();
        if let Ok(v) = HeaderValue::from_str(&req.method) {
            out.push((HeaderName::from_static("mcp-method"), v));
        }
        let params = req.params.as_ref();
        let name_key = match req.method.as_str() {
            methods::TOOLS_CALL | methods::PROMPTS_GET => Some("name"),
            methods::RESOURCES_READ => Some("uri"),
            _ => None,
        };
        if let Some(key) = name_key
            && let Some(name) = params.and_then(|p| p.get(key)).and_then(Value::as_str)
            && let Ok(v) = HeaderValue::from_str(&stateless::encode_header_value(name))
        {
            out.push((HeaderName::from_static("mcp-name"), v));
        }
        if req.method == methods::TOOLS_CALL
            && let Some(tool) = params.and_then(|p| p.get("name")).and_then(Value::as_str)
            && let Some(arguments) = params.and_then(|p| p.get("arguments"))
        {
            let map = self.param_headers.lock().unwrap_or_else(|p| p.into_inner());
            for (argument, header) in map.get(tool).into_iter().flatten() {
                if let Some(value) = arguments
                    .get(argument)
                    .and_then(stateless::param_header_value)
                    && let Ok(v) = HeaderValue::from_str(&value)
                {
                    out.push((header.clone(), v));
                }
            }
        }
        out
    }

    /// A stateless request's error status: the JSON-RPC error in its (bounded) JSON body,
    /// or, when the body is not one, the status error.
    async fn stateless_error(
        &self,
        resp: reqwest::Response,
        id: &RequestId,
        deadline: Instant,
    ) -> Result<Outcome, HttpError> {
        let status = resp.status().as_u16();
        let ct = header_str(resp.headers(), CONTENT_TYPE).map(str::to_ascii_lowercase);
        let body = match tokio::time::timeout_at(deadline, read_capped(resp, STATELESS_ERROR_BYTES))
            .await
        {
            Ok(Ok((b, false))) => b,
            _ => Vec::new(),
        };
        if ct.as_deref().is_some_and(is_json_type)
            && let Ok(value) = serde_json::from_slice::<Value>(&body)
            && let Ok(msg @ Message::Error(_)) = Message::from_value(value)
            && answers(&msg, id)
        {
            return Ok(Outcome::Response(with_id(msg, id)));
        }
        Err(HttpError::Status {
            url: self.shown_url.clone(),
            status,
            detail: describe_body(&body, ct.as_deref()),
            content_type: ct,
        })
    }

    /// Builds the error for a non-success status, reading at most a few KiB of body.
    pub(super) async fn status_error(
        &self,
        resp: reqwest::Response,
        deadline: Instant,
    ) -> HttpError {
        http_plumbing::status_error(&self.shown_url, resp, deadline).await
    }
}
/// Does `msg` answer request `id`? An error response with a null id on a request's
/// own exchange is taken as its answer.
pub(super) fn answers(msg: &Message, id: &RequestId) -> bool {
    match msg {
        Message::Response(r) => &r.id == id,
        Message::Error(e) => e.id.as_ref().is_none_or(|eid| eid == id),
        _ => false,
    }
}

pub(super) fn with_id(msg: Message, id: &RequestId) -> Message {
    match msg {
        Message::Error(mut e) if e.id.is_none() => {
            e.id = Some(id.clone());
            Message::Error(e)
        }
        m => m,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_by_exact_id() {
        let r = Message::decode(r#"{"jsonrpc":"2.0","id":"1","result":{}}"#).unwrap();
        assert!(answers(&r, &RequestId::String("1".into())));
        assert!(!answers(&r, &RequestId::Number(1)));
        let e = Message::decode(r#"{"jsonrpc":"2.0","id":null,"error":{"code":1,"message":"x"}}"#)
            .unwrap();
        assert!(answers(&e, &RequestId::Number(9)));
    }
}
