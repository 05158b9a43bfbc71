//! The HTTP client transports. [`HttpTransport`] speaks Streamable HTTP (MCP
//! 2025-03-26 and later): every outgoing JSON-RPC message is POSTed to one endpoint; a
//! request is answered with JSON or with an SSE stream that may carry notifications and
//! server→client requests before the response; an optional GET stream carries traffic
//! the server starts on its own.
//!
//! What the transport takes care of, so the protocol client above it does not have
//! to: the `Mcp-Session-Id` and negotiated `MCP-Protocol-Version` headers; resuming a
//! dropped SSE stream with `Last-Event-ID` after the server's `retry:` delay; a 404 on
//! an expired session (initialize again once, then resend only the message the server
//! refused); DELETE on close; configured headers; the
//! [`AuthProvider`](crate::client::auth::AuthProvider) seam for OAuth; bounded bodies
//! and clear errors for HTML pages and other non-JSON answers. Every failure is a typed
//! [`HttpError`], carried through the [`Transport`] boundary as
//! [`TransportError::Http`].
//!
//! Where to read: this file (the transport and its [`Transport`] impl), `config`
//! ([`HttpConfig`]), `error` ([`HttpError`]), `session` (the session and re-initialize
//! engine), `stream` (SSE responses, resumption and the GET stream); the plumbing
//! shared with other HTTP transports is in `client::http_plumbing`.
//!
//! One [`reqwest::Client`] is kept for the life of the transport, so connections are
//! pooled and kept alive between calls.

mod config;
mod error;
mod session;
mod stream;

use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use http::header::{ACCEPT, CONTENT_TYPE, HeaderMap, HeaderName, HeaderValue};
use tokio::sync::mpsc;

pub use config::{DEFAULT_REQUEST_TIMEOUT, HttpConfig};
pub use error::HttpError;

use crate::client::http_plumbing::{
    EVENT_STREAM, cancelled_request_id, configured_headers, encode_message, error_chain,
    parse_http_url, redact_url, shared_client, with_configured,
};
use crate::client::transport::{BoxFuture as TransportFuture, Transport, TransportError};
use crate::client::{Client, ClientError, ClientOptions};
use crate::protocol::jsonrpc::Message;
use crate::protocol::methods;
use crate::protocol::stateless::{self, ParamHeader};
use crate::protocol::version::ProtocolVersion;
use session::{Inbound, Inner, Session};

/// The session header (case-insensitive on the wire).
pub const SESSION_ID_HEADER: &str = "mcp-session-id";
/// The negotiated-version header sent on every request after `initialize`.
pub const PROTOCOL_VERSION_HEADER: &str = "mcp-protocol-version";
/// The header that asks a server to replay an SSE stream after the given event.
pub const LAST_EVENT_ID_HEADER: &str = "last-event-id";

const ACCEPT_BOTH: &str = "application/json, text/event-stream";
/// How long `notifications/initialized` waits for the GET stream to open (see
/// `send_message`).
const GET_STREAM_OPEN_WAIT: Duration = Duration::from_secs(2);

/// The Streamable HTTP transport. It implements [`Transport`], which is how the
/// [`Client`] drives it: messages go out with [`Transport::send`]; everything the
/// server sends, and the typed failure of each request, comes out of
/// [`Transport::receive`].
///
/// ```no_run
/// # async fn demo() -> Result<(), lemon_mcp::client::ClientError> {
/// use lemon_mcp::client::{Client, ClientOptions};
/// use lemon_mcp::client::http::{HttpConfig, HttpTransport};
/// use lemon_mcp::client::transport::TransportError;
///
/// let transport = HttpTransport::new(HttpConfig::new("http://127.0.0.1:3000/mcp"))
///     .map_err(TransportError::from)?;
/// let client = Client::connect(transport, ClientOptions::default()).await?;
/// client.ping().await?;
/// client.close().await;
/// # Ok(()) }
/// ```
pub struct HttpTransport {
    inner: Arc<Inner>,
    rx: tokio::sync::Mutex<mpsc::Receiver<Inbound>>,
}

impl fmt::Debug for HttpTransport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HttpTransport")
            .field("url", &self.inner.shown_url)
            .finish_non_exhaustive()
    }
}

impl HttpTransport {
    /// Validates the configuration and builds the transport. Nothing is sent yet (the
    /// HTTP client is built, so call this inside a Tokio runtime).
    ///
    /// # Errors
    /// [`HttpError::InvalidUrl`], [`HttpError::InvalidHeader`] or
    /// [`HttpError::Setup`].
    pub fn new(cfg: HttpConfig) -> Result<HttpTransport, HttpError> {
        let url = parse_http_url(&cfg.url)?;
        let configured = configured_headers(&cfg.headers)?;
        let configured_names = configured.keys().cloned().collect();
        let mut post_headers = HeaderMap::new();
        post_headers.insert(ACCEPT, HeaderValue::from_static(ACCEPT_BOTH));
        post_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
        let post_headers = with_configured(post_headers, &configured);
        let mut get_headers = HeaderMap::new();
        get_headers.insert(ACCEPT, HeaderValue::from_static(EVENT_STREAM));
        let get_headers = with_configured(get_headers, &configured);
        let http = match cfg.http_client.clone() {
            Some(c) => c,
            None => {
                shared_client(cfg.connect_timeout).map_err(|e| HttpError::Setup(error_chain(&e)))?
            }
        };
        let (tx, rx) = mpsc::channel(256);
        let inner = Inner {
            shown_url: redact_url(&url),
            url,
            http,
            post_headers,
            get_headers,
            configured: configured_names,
            session: Mutex::new(Session::default()),
            reinit_lock: tokio::sync::Mutex::new(()),
            inflight: Mutex::new(HashMap::new()),
            get_task: Mutex::new(None),
            tx,
            closed: AtomicBool::new(false),
            reinitializing: AtomicBool::new(false),
            closed_signal: tokio::sync::watch::Sender::new(false),
            reinit_counter: AtomicU64::new(0),
            param_headers: Mutex::new(HashMap::new()),
            cfg,
        };
        Ok(HttpTransport {
            inner: Arc::new(inner),
            rx: tokio::sync::Mutex::new(rx),
        })
    }

    /// Sends one message, with a limit on its exchange.
    ///
    /// A request returns at once: its response (or its failure) arrives on the inbound
    /// channel, after any notifications and requests the server streams before it. A
    /// notification or a response returns when the server accepted it.
    ///
    /// Errors: for notifications and responses, any [`HttpError`]; for requests only
    /// [`HttpError::Closed`].
    async fn send_message(&self, msg: Message, timeout: Duration) -> Result<(), HttpError> {
        let inner = &self.inner;
        if inner.closed.load(Ordering::Acquire) {
            return Err(inner.closed_error());
        }
        let body = encode_message(&msg);
        let cancelled = cancelled_request_id(&msg);
        match msg {
            Message::Request(req) => {
                let is_init = req.method == methods::INITIALIZE;
                let headers = if inner.lock_session().stateless.is_some() {
                    inner.stateless_headers(&req)
                } else {
                    Vec::new()
                };
                if is_init {
                    let mut s = inner.lock_session();
                    s.init_params = req.params.clone();
                }
                let id = req.id.clone();
                let task_inner = Arc::clone(inner);
                let task_id = id.clone();
                // Register before spawning so a quick cancellation still finds it.
                let mut inflight = inner.lock_inflight();
                let handle = tokio::spawn(async move {
                    task_inner
                        .run_request(task_id, body, is_init, headers, timeout)
                        .await;
                });
                inflight.insert(id, handle.abort_handle());
                Ok(())
            }
            Message::Notification(n) => {
                if let Some(id) = cancelled
                    && let Some(h) = inner.lock_inflight().remove(&id)
                {
                    // The client gave up on that request: stop reading its stream.
                    h.abort();
                }
                if inner.lock_session().stateless.is_some() {
                    // The stateless wire has no notifications from the client: a request
                    // is cancelled by closing its stream, done above.
                    return Ok(());
                }
                let is_initialized = n.method == methods::INITIALIZED;
                inner.send_one_way(body, timeout).await?;
                if is_initialized {
                    inner.lock_session().initialized = true;
                    // A server sends requests and notifications that belong to no POST
                    // on the GET stream, and may drop them while none is open (the TS
                    // SDK does): so the session is ready only once the stream is open
                    // (or refused), waiting at most GET_STREAM_OPEN_WAIT.
                    if let Some(opened) = inner.start_get_stream() {
                        let _ =
                            tokio::time::timeout(GET_STREAM_OPEN_WAIT.min(timeout), opened).await;
                    }
                }
                Ok(())
            }
            _ => inner.send_one_way(body, timeout).await,
        }
    }

    /// The next message from the server or failed request; `None` once closed.
    /// One consumer at a time (a second caller waits for the first).
    async fn next_inbound(&self) -> Option<Inbound> {
        let mut closed = self.inner.closed_signal.subscribe();
        if *closed.borrow_and_update() {
            return None;
        }
        let mut rx = self.rx.lock().await;
        tokio::select! {
            item = rx.recv() => item,
            _ = closed.wait_for(|c| *c) => None,
        }
    }

    /// The session id the server assigned, if any.
    pub fn session_id(&self) -> Option<String> {
        self.inner
            .lock_session()
            .id
            .as_ref()
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    }

    /// The protocol version the server answered `initialize` with, once known.
    pub fn protocol_version(&self) -> Option<String> {
        self.inner
            .lock_session()
            .protocol_version
            .as_ref()
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    }

    /// How many times the transport initialized again after an expired session.
    pub fn reinitializations(&self) -> u64 {
        self.inner.reinit_counter.load(Ordering::Relaxed)
    }

    /// The endpoint, without credentials or query (safe to show).
    pub fn display_url(&self) -> &str {
        &self.inner.shown_url
    }

    /// Closes the transport: stops every stream, then ends the session with a DELETE
    /// (a 405 answer is fine). Idempotent.
    pub async fn close(&self) {
        let inner = &self.inner;
        if inner.closed.swap(true, Ordering::AcqRel) {
            return;
        }
        inner.closed_signal.send_replace(true);
        inner.abort_tasks();
        let session = inner.lock_session().id.clone();
        if let Some(session) = session {
            let timeout = inner.cfg.timeout.min(Duration::from_secs(5));
            let mut req = inner
                .http
                .delete(inner.url.clone())
                .headers(inner.get_headers.clone());
            req = req.header(SESSION_ID_HEADER, session);
            if let Some(v) = inner.lock_session().protocol_version.clone() {
                req = req.header(PROTOCOL_VERSION_HEADER, v);
            }
            if let Ok(extra) = inner.auth_headers().await {
                for (n, v) in extra {
                    req = req.header(n, v);
                }
            }
            match tokio::time::timeout(timeout, req.send()).await {
                Ok(Ok(resp)) => {
                    tracing::debug!(url = %inner.shown_url, status = resp.status().as_u16(), "MCP session DELETE")
                }
                Ok(Err(e)) => {
                    tracing::debug!(url = %inner.shown_url, error = %error_chain(&e), "MCP session DELETE failed")
                }
                Err(_) => tracing::debug!(url = %inner.shown_url, "MCP session DELETE timed out"),
            }
        }
    }
}

/// Dropping the transport without [`close`](HttpTransport::close) stops every stream
/// and task at once, but cannot send the DELETE that ends the server's session.
impl Drop for HttpTransport {
    fn drop(&mut self) {
        // Tasks hold the shared state: without this the GET stream would outlive us.
        self.inner.closed.store(true, Ordering::Release);
        self.inner.abort_tasks();
    }
}

impl Transport for HttpTransport {
    fn send(&self, message: Message) -> TransportFuture<'_, Result<(), TransportError>> {
        // The client times its requests itself (and cancels them, which stops their
        // streams here), so a request's exchange is only capped by a backstop that never
        // fires before the client's longest allowed wait.
        let timeout = match &message {
            Message::Request(_) => self.inner.cfg.request_timeout,
            _ => self.inner.cfg.timeout,
        };
        Box::pin(async move {
            self.send_message(message, timeout)
                .await
                .map_err(TransportError::from)
        })
    }

    fn receive(&self) -> TransportFuture<'_, Option<Result<Message, TransportError>>> {
        Box::pin(async move {
            match self.next_inbound().await? {
                Inbound::Message(m) => Some(Ok(m)),
                Inbound::Failed { id, error } => Some(Err(TransportError::RequestFailed {
                    id,
                    error: Box::new(error.into()),
                })),
            }
        })
    }

    fn close(&self) -> TransportFuture<'_, Result<(), TransportError>> {
        Box::pin(async move {
            HttpTransport::close(self).await;
            Ok(())
        })
    }

    fn set_protocol_version(&self, version: ProtocolVersion) {
        self.inner.lock_session().protocol_version =
            Some(HeaderValue::from_static(version.as_str()));
    }

    fn set_stateless(&self, version: Option<&'static str>) -> bool {
        let mut s = self.inner.lock_session();
        s.stateless = version.map(HeaderValue::from_static);
        if version.is_some() {
            s.id = None;
        }
        true
    }

    fn set_tool_param_headers(&self, tools: Vec<(String, Vec<ParamHeader>)>) {
        let map = tools
            .into_iter()
            .map(|(tool, params)| {
                let params = params
                    .into_iter()
                    .filter_map(|p| {
                        let name = format!("{}{}", stateless::HEADER_PARAM_PREFIX, p.header);
                        HeaderName::from_bytes(name.as_bytes())
                            .ok()
                            .map(|n| (p.argument, n))
                    })
                    .collect();
                (tool, params)
            })
            .collect();
        *self
            .inner
            .param_headers
            .lock()
            .unwrap_or_else(|p| p.into_inner()) = map;
    }

    fn kind(&self) -> &'static str {
        "http"
    }
}

impl Client {
    /// Connects to a Streamable HTTP MCP server: builds an [`HttpTransport`] from
    /// `config` and runs the handshake with `options` (the same options, handlers and
    /// timeouts as over stdio).
    ///
    /// ```no_run
    /// # async fn demo() -> Result<(), lemon_mcp::client::ClientError> {
    /// use lemon_mcp::client::{Client, ClientOptions};
    /// use lemon_mcp::client::http::HttpConfig;
    ///
    /// let client = Client::connect_http(
    ///     HttpConfig::new("http://127.0.0.1:3000/mcp").header("X-Team", "lemon"),
    ///     ClientOptions::default(),
    /// )
    /// .await?;
    /// let tools = client.list_tools().await?;
    /// println!("{} tools", tools.len());
    /// client.close().await;
    /// # Ok(()) }
    /// ```
    ///
    /// # Errors
    /// A bad URL or header ([`ClientError::Transport`]), or any handshake failure.
    pub async fn connect_http(
        config: HttpConfig,
        options: ClientOptions,
    ) -> Result<Client, ClientError> {
        let transport = HttpTransport::new(config).map_err(TransportError::from)?;
        Client::connect(transport, options).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_config_is_refused_with_the_header_name() {
        let err =
            HttpTransport::new(HttpConfig::new("http://127.0.0.1:1/mcp").header("X-Bad", "a\nb"))
                .unwrap_err();
        assert!(err.to_string().contains("X-Bad"), "{err}");
        assert!(!err.to_string().contains("a\nb"));
        let err = HttpTransport::new(HttpConfig::new("ftp://x/mcp")).unwrap_err();
        assert!(matches!(err, HttpError::InvalidUrl { .. }));
    }
}
