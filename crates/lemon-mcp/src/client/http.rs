//! The Streamable HTTP client transport (MCP 2025-03-26 and later): every outgoing
//! JSON-RPC message is POSTed to one endpoint; a request is answered with JSON or with
//! an SSE stream that may carry notifications and server→client requests before the
//! response; an optional GET stream carries traffic the server starts on its own.
//!
//! What this module takes care of, so the protocol client above it does not have to:
//! the `Mcp-Session-Id` and negotiated `MCP-Protocol-Version` headers; resuming a
//! dropped SSE stream with `Last-Event-ID` after the server's `retry:` delay; a 404 on
//! an expired session (initialize again once, then resend only the message the server
//! refused); DELETE on close; configured headers; an [`AuthProvider`] seam for OAuth;
//! bounded bodies and clear errors for HTML pages and other non-JSON answers.
//!
//! One [`reqwest::Client`] is kept for the life of the transport, so connections are
//! pooled and kept alive between calls.

use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use futures::future::BoxFuture;
use http::header::{ACCEPT, CONTENT_TYPE, HeaderMap, HeaderName, HeaderValue, WWW_AUTHENTICATE};
use http::{Method, StatusCode};
use serde_json::Value;
use tokio::sync::{mpsc, oneshot};
use tokio::task::AbortHandle;
use tokio::time::Instant;

use crate::client::transport::{BoxFuture as TransportFuture, Transport, TransportError};
use crate::client::{Client, ClientError, ClientOptions};
use crate::protocol::jsonrpc::{Message, RequestId};
use crate::protocol::version::ProtocolVersion;
use crate::sse::{SseError, SseEvent, SseParser};

/// The session header (case-insensitive on the wire).
pub const SESSION_ID_HEADER: &str = "mcp-session-id";
/// The negotiated-version header sent on every request after `initialize`.
pub const PROTOCOL_VERSION_HEADER: &str = "mcp-protocol-version";
/// The header that asks a server to replay an SSE stream after the given event.
pub const LAST_EVENT_ID_HEADER: &str = "last-event-id";

const ACCEPT_BOTH: &str = "application/json, text/event-stream";
const EVENT_STREAM: &str = "text/event-stream";
/// The cap on a request's exchange when a [`Client`](crate::client) drives the
/// transport: just above the client's longest per-request wait (300 s), so the client's
/// own timeout (which cancels the request) always comes first.
const CLIENT_REQUEST_BACKSTOP: Duration = Duration::from_secs(301);
/// How much of an error body is read to explain the error; the rest is never read.
const ERROR_SNIPPET_BYTES: usize = 4096;
/// How many characters of an error body end up in an error message.
const ERROR_SNIPPET_CHARS: usize = 300;
/// After a POST stream delivered its response, how long to keep reading for the
/// server's end of stream (so the connection can go back to the pool).
const DRAIN_AFTER_RESPONSE: Duration = Duration::from_millis(200);
/// How long `notifications/initialized` waits for the GET stream to open (see `send`).
const GET_STREAM_OPEN_WAIT: Duration = Duration::from_secs(2);

/// Everything the Streamable HTTP transport needs to know.
///
/// ```
/// use std::time::Duration;
/// use lemon_mcp::client::http::HttpConfig;
///
/// let cfg = HttpConfig::new("https://example.com/mcp")
///     .header("X-Team", "lemon")
///     .timeout(Duration::from_secs(10));
/// assert_eq!(cfg.headers.len(), 1);
/// ```
#[derive(Clone)]
#[non_exhaustive]
pub struct HttpConfig {
    /// The MCP endpoint; every message is POSTed here.
    pub url: String,
    /// Extra headers sent on every request to the endpoint, verbatim. A configured
    /// `Accept`, `Content-Type` or `Authorization` replaces the transport's own.
    pub headers: Vec<(String, String)>,
    /// The limit on one HTTP exchange: connect, headers and the whole body, including
    /// stream resumptions. Default 30 s. Used directly, requests may carry their own
    /// (see [`HttpTransport::send_with_timeout`]). Under a [`Client`](crate::client),
    /// requests are timed (and cancelled) by the client's per-request timeouts instead,
    /// and this bounds notifications, responses, GET stream opens and the DELETE.
    pub timeout: Duration,
    /// The limit on establishing a connection. Default 10 s.
    pub connect_timeout: Duration,
    /// The bound on one response body (JSON) or one SSE event. Default 8 MiB.
    pub max_body_bytes: usize,
    /// How many times a dropped SSE stream is resumed (or the GET stream reopened)
    /// without any event arriving in between. Default 5.
    pub max_reconnect_attempts: u32,
    /// The delay before the first reconnection when the server sent no `retry:`;
    /// doubled on each attempt up to [`max_reconnect_delay`](Self::max_reconnect_delay).
    /// Default 1 s.
    pub initial_reconnect_delay: Duration,
    /// The cap on the reconnection delay, also applied to a server's `retry:`.
    /// Default 30 s.
    pub max_reconnect_delay: Duration,
    /// Open the GET stream for server-initiated traffic after initialization. Default
    /// true; a server without one answers 405, which is fine.
    pub open_get_stream: bool,
    /// Credentials for the endpoint (OAuth lives behind this). Default none.
    pub auth: Option<Arc<dyn AuthProvider>>,
    /// A client to share with other transports (its pool and TLS settings are used
    /// as they are). By default the transport builds its own.
    pub http_client: Option<reqwest::Client>,
}

impl fmt::Debug for HttpConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Header values and URLs may carry credentials: show names only.
        f.debug_struct("HttpConfig")
            .field("url", &redact_url_str(&self.url))
            .field(
                "headers",
                &self
                    .headers
                    .iter()
                    .map(|(k, _)| k.as_str())
                    .collect::<Vec<_>>(),
            )
            .field("timeout", &self.timeout)
            .field("connect_timeout", &self.connect_timeout)
            .field("max_body_bytes", &self.max_body_bytes)
            .field("max_reconnect_attempts", &self.max_reconnect_attempts)
            .field("open_get_stream", &self.open_get_stream)
            .field("auth", &self.auth.is_some())
            .finish_non_exhaustive()
    }
}

impl HttpConfig {
    /// A configuration with the defaults for `url`.
    pub fn new(url: impl Into<String>) -> Self {
        HttpConfig {
            url: url.into(),
            headers: Vec::new(),
            timeout: Duration::from_secs(30),
            connect_timeout: Duration::from_secs(10),
            max_body_bytes: 8 * 1024 * 1024,
            max_reconnect_attempts: 5,
            initial_reconnect_delay: Duration::from_secs(1),
            max_reconnect_delay: Duration::from_secs(30),
            open_get_stream: true,
            auth: None,
            http_client: None,
        }
    }

    /// Adds one configured header.
    pub fn header(mut self, name: impl Into<String>, value: impl Into<String>) -> Self {
        self.headers.push((name.into(), value.into()));
        self
    }

    /// Sets the per-exchange timeout.
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Sets the auth provider.
    pub fn auth(mut self, auth: Arc<dyn AuthProvider>) -> Self {
        self.auth = Some(auth);
        self
    }
}

/// What the endpoint said when it refused a request with 401 or 403.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct AuthChallenge {
    /// 401 or 403.
    pub status: u16,
    /// The raw `WWW-Authenticate` header, when there was one (it names the
    /// protected-resource metadata, the scope, or `insufficient_scope`).
    pub www_authenticate: Option<String>,
    /// The MCP endpoint that refused.
    pub url: url::Url,
}

/// What to do after a challenge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuthAction {
    /// New credentials are ready: send the request once more (it gets fresh
    /// [`AuthProvider::headers`]).
    Retry,
    /// Give up; the request fails with [`HttpError::AuthRequired`].
    Fail,
}

/// An auth provider's own failure (token endpoint down, operator declined, ...).
#[derive(Debug, Clone, thiserror::Error)]
#[error("{0}")]
pub struct AuthError(pub String);

/// Supplies credentials for the MCP endpoint. The OAuth client implements it; a
/// static bearer token is just a configured `Authorization` header.
///
/// A configured header of the same name always wins over a provider's header.
///
/// ```
/// use std::sync::Arc;
/// use futures::future::BoxFuture;
/// use http::{HeaderName, HeaderValue};
/// use lemon_mcp::client::http::{AuthAction, AuthChallenge, AuthError, AuthProvider, HttpConfig};
///
/// struct Fixed(HeaderValue);
/// impl AuthProvider for Fixed {
///     fn headers(&self) -> BoxFuture<'_, Result<Vec<(HeaderName, HeaderValue)>, AuthError>> {
///         let h = vec![(http::header::AUTHORIZATION, self.0.clone())];
///         Box::pin(async move { Ok(h) })
///     }
///     fn on_challenge<'a>(&'a self, _c: &'a AuthChallenge) -> BoxFuture<'a, Result<AuthAction, AuthError>> {
///         Box::pin(async { Ok(AuthAction::Fail) })
///     }
/// }
/// let cfg = HttpConfig::new("http://127.0.0.1:1/mcp")
///     .auth(Arc::new(Fixed(HeaderValue::from_static("Bearer t"))));
/// assert!(cfg.auth.is_some());
/// ```
pub trait AuthProvider: Send + Sync + 'static {
    /// Headers to add to the next request to the endpoint (POST, GET or DELETE).
    fn headers(&self) -> BoxFuture<'_, Result<Vec<(HeaderName, HeaderValue)>, AuthError>>;

    /// The endpoint answered 401 or 403. Return [`AuthAction::Retry`] once new
    /// credentials are in place; each request is retried at most once.
    fn on_challenge<'a>(
        &'a self,
        challenge: &'a AuthChallenge,
    ) -> BoxFuture<'a, Result<AuthAction, AuthError>>;
}

/// Why an exchange with the endpoint failed. Messages name the endpoint (without
/// credentials or query) and say what to check.
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum HttpError {
    /// The URL in the configuration cannot be used.
    #[error("invalid MCP server URL {url:?}: {reason}")]
    InvalidUrl { url: String, reason: String },
    /// A configured header has an invalid name or value (the value is not shown).
    #[error("invalid configured HTTP header {name:?}: {reason}")]
    InvalidHeader { name: String, reason: String },
    /// The HTTP client could not be built (TLS setup).
    #[error("could not set up the HTTP client: {0}")]
    Setup(String),
    /// Connecting or sending failed (DNS, refused connection, reset, TLS).
    #[error("HTTP request to {url} failed: {reason}")]
    Request { url: String, reason: String },
    /// The server did not finish the exchange in time.
    #[error("{url} did not answer within {timeout:?}; the server may be hung or overloaded")]
    Timeout { url: String, timeout: Duration },
    /// A status other than success (and other than those with their own variant).
    #[error(
        "{url} answered HTTP {status}{}: {detail}",
        content_type_suffix(content_type)
    )]
    Status {
        url: String,
        status: u16,
        content_type: Option<String>,
        detail: String,
    },
    /// A success status with a body that is neither JSON nor an event stream.
    #[error(
        "{url} answered HTTP {status} with content type {content_type:?}, expected application/json or text/event-stream: {detail}"
    )]
    UnexpectedContentType {
        url: String,
        status: u16,
        content_type: String,
        detail: String,
    },
    /// A body (or one SSE event) over [`HttpConfig::max_body_bytes`].
    #[error(
        "{url} sent a response over the {limit}-byte limit; raise max_body_bytes if the server is trusted"
    )]
    BodyTooLarge { url: String, limit: usize },
    /// The body was not JSON-RPC.
    #[error("{url} answered HTTP {status} with a body that is not valid JSON-RPC: {reason}")]
    InvalidBody {
        url: String,
        status: u16,
        reason: String,
    },
    /// A request was answered with an empty body.
    #[error("{url} answered request {id} with HTTP {status} and no body")]
    MissingResponseBody {
        url: String,
        id: String,
        status: u16,
    },
    /// The JSON body answered a different request.
    #[error("{url} answered request {id} with a response for another id")]
    ResponseIdMismatch { url: String, id: String },
    /// An SSE stream ended (and could not be resumed) before the response arrived.
    #[error("the SSE stream from {url} ended before the response to request {id}: {reason}")]
    StreamEnded {
        url: String,
        id: String,
        reason: String,
    },
    /// The endpoint wants credentials the transport does not have.
    #[error(
        "{url} requires authorization (HTTP {status}{}); configure credentials for this server",
        www_authenticate.as_deref().map(|w| format!(", WWW-Authenticate: {}", truncate_chars(w, 200))).unwrap_or_default()
    )]
    AuthRequired {
        url: String,
        status: u16,
        www_authenticate: Option<String>,
    },
    /// The auth provider failed.
    #[error("authorization for {url} failed: {source}")]
    Auth { url: String, source: AuthError },
    /// The session expired (404) and a fresh `initialize` did not help.
    #[error("the MCP session at {url} expired and could not be re-established: {reason}")]
    SessionExpired { url: String, reason: String },
    /// The transport was closed.
    #[error("the HTTP transport to {url} is closed")]
    Closed { url: String },
}

fn content_type_suffix(ct: &Option<String>) -> String {
    ct.as_deref().map(|c| format!(" ({c})")).unwrap_or_default()
}

/// What the transport delivers to the protocol client.
#[derive(Debug)]
pub enum Inbound {
    /// A message from the server: a response, a notification or a request.
    Message(Message),
    /// The exchange for this request failed; no response will come.
    Failed { id: RequestId, error: HttpError },
}

/// Session state shared by all exchanges.
#[derive(Default)]
struct Session {
    id: Option<HeaderValue>,
    protocol_version: Option<HeaderValue>,
    /// The `params` of the client's `initialize`, kept to initialize again after a 404.
    init_params: Option<Value>,
    /// Bumped on every re-initialization, so concurrent 404s re-initialize once.
    generation: u64,
    /// `notifications/initialized` went out: the GET stream may be opened.
    initialized: bool,
}

struct Inner {
    cfg: HttpConfig,
    http: reqwest::Client,
    url: url::Url,
    /// The URL without credentials or query, for messages and logs.
    shown_url: String,
    post_headers: HeaderMap,
    get_headers: HeaderMap,
    /// Lower-cased names of configured headers (they win over auth headers).
    configured: Vec<HeaderName>,
    session: Mutex<Session>,
    reinit_lock: tokio::sync::Mutex<()>,
    inflight: Mutex<HashMap<RequestId, AbortHandle>>,
    get_task: Mutex<Option<AbortHandle>>,
    tx: mpsc::Sender<Inbound>,
    closed: AtomicBool,
    /// A re-initialization is under way (requests wait for `reinit_lock`).
    reinitializing: AtomicBool,
    /// Wakes a `recv` blocked on an empty queue when the transport closes.
    closed_signal: tokio::sync::watch::Sender<bool>,
    reinit_counter: AtomicU64,
}

/// The Streamable HTTP transport. Messages go out with [`send`](Self::send); everything
/// the server sends comes out of [`recv`](Self::recv). It implements
/// [`Transport`], which is how the
/// [`Client`](crate::client) uses it.
///
/// ```no_run
/// # async fn demo() -> Result<(), lemon_mcp::client::http::HttpError> {
/// use lemon_mcp::client::http::{HttpConfig, HttpTransport, Inbound};
/// use lemon_mcp::protocol::jsonrpc::{Message, Request, RequestId};
///
/// let transport = HttpTransport::new(HttpConfig::new("http://127.0.0.1:3000/mcp"))?;
/// transport
///     .send(Message::Request(Request {
///         id: RequestId::Number(1),
///         method: "ping".into(),
///         params: None,
///     }))
///     .await?;
/// if let Some(Inbound::Message(reply)) = transport.recv().await {
///     println!("{reply:?}");
/// }
/// transport.close().await;
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

/// The HTTP client for a connect timeout. Building one costs milliseconds (TLS roots),
/// so transports with the same settings share one per process, and with it one pool of
/// kept-alive connections.
fn shared_client(connect_timeout: Duration) -> Result<reqwest::Client, HttpError> {
    static CLIENTS: Mutex<Vec<(Duration, reqwest::Client)>> = Mutex::new(Vec::new());
    let mut clients = CLIENTS.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((_, c)) = clients.iter().find(|(t, _)| *t == connect_timeout) {
        return Ok(c.clone());
    }
    ensure_crypto_provider();
    let client = reqwest::Client::builder()
        .connect_timeout(connect_timeout)
        .tcp_nodelay(true)
        .pool_idle_timeout(Duration::from_secs(90))
        .build()
        .map_err(|e| HttpError::Setup(error_chain(&e)))?;
    // A handful of distinct timeouts at most in practice; bound it anyway.
    if clients.len() >= 8 {
        clients.remove(0);
    }
    clients.push((connect_timeout, client.clone()));
    Ok(client)
}

/// Installs the `ring` rustls provider once per process (the workspace builds reqwest
/// without one, to avoid aws-lc). Another provider installed first is fine.
fn ensure_crypto_provider() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // An error only means a provider is already installed, which is what we need.
        let _ = rustls::crypto::ring::default_provider().install_default();
    });
}

impl HttpTransport {
    /// Validates the configuration and builds the transport. Nothing is sent yet (the
    /// HTTP client is built, so call this inside a Tokio runtime).
    ///
    /// # Errors
    /// [`HttpError::InvalidUrl`], [`HttpError::InvalidHeader`] or
    /// [`HttpError::Setup`].
    pub fn new(cfg: HttpConfig) -> Result<HttpTransport, HttpError> {
        let url = url::Url::parse(&cfg.url).map_err(|e| HttpError::InvalidUrl {
            url: redact_url_str(&cfg.url),
            reason: e.to_string(),
        })?;
        if url.scheme() != "http" && url.scheme() != "https" {
            return Err(HttpError::InvalidUrl {
                url: redact_url(&url),
                reason: "the scheme must be http or https".into(),
            });
        }
        let mut configured = HeaderMap::new();
        let mut configured_names = Vec::new();
        for (name, value) in &cfg.headers {
            let n = HeaderName::from_bytes(name.trim().as_bytes()).map_err(|e| {
                HttpError::InvalidHeader {
                    name: name.clone(),
                    reason: e.to_string(),
                }
            })?;
            let v = HeaderValue::from_str(value.trim()).map_err(|_| HttpError::InvalidHeader {
                name: name.clone(),
                reason: "the value contains characters not allowed in a header".into(),
            })?;
            configured.append(n.clone(), v);
            configured_names.push(n);
        }
        let mut post_headers = HeaderMap::new();
        post_headers.insert(ACCEPT, HeaderValue::from_static(ACCEPT_BOTH));
        post_headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
        let mut get_headers = HeaderMap::new();
        get_headers.insert(ACCEPT, HeaderValue::from_static(EVENT_STREAM));
        for name in configured.keys() {
            // A configured header replaces ours; several values of one name all go out.
            post_headers.remove(name);
            get_headers.remove(name);
        }
        for (name, value) in &configured {
            post_headers.append(name.clone(), value.clone());
            get_headers.append(name.clone(), value.clone());
        }
        let http = match cfg.http_client.clone() {
            Some(c) => c,
            None => shared_client(cfg.connect_timeout)?,
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
            cfg,
        };
        Ok(HttpTransport {
            inner: Arc::new(inner),
            rx: tokio::sync::Mutex::new(rx),
        })
    }

    /// Sends one message with the configured timeout.
    ///
    /// A request returns at once: its response (or an [`Inbound::Failed`]) arrives on
    /// the inbound channel, after any notifications and requests the server streams
    /// before it. A notification or a response returns when the server accepted it.
    ///
    /// # Errors
    /// For notifications and responses, any [`HttpError`]; for requests only
    /// [`HttpError::Closed`].
    pub async fn send(&self, msg: Message) -> Result<(), HttpError> {
        self.send_with_timeout(msg, self.inner.cfg.timeout).await
    }

    /// Like [`send`](Self::send), with a timeout for this message's exchange.
    ///
    /// # Errors
    /// As for [`send`](Self::send).
    pub async fn send_with_timeout(
        &self,
        msg: Message,
        timeout: Duration,
    ) -> Result<(), HttpError> {
        let inner = &self.inner;
        if inner.closed.load(Ordering::Acquire) {
            return Err(inner.closed_error());
        }
        let body = encode_message(&msg);
        match msg {
            Message::Request(req) => {
                let is_init = req.method == "initialize";
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
                        .run_request(task_id, body, is_init, timeout)
                        .await;
                });
                inflight.insert(id, handle.abort_handle());
                Ok(())
            }
            Message::Notification(n) => {
                if n.method == "notifications/cancelled" {
                    // The client gave up on that request: stop reading its stream.
                    if let Some(id) = n
                        .params
                        .as_ref()
                        .and_then(|p| p.get("requestId"))
                        .and_then(|v| serde_json::from_value::<RequestId>(v.clone()).ok())
                    {
                        if let Some(h) = inner.lock_inflight().remove(&id) {
                            h.abort();
                        }
                    }
                }
                let is_initialized = n.method == "notifications/initialized";
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
    pub async fn recv(&self) -> Option<Inbound> {
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

/// The response to one exchange of a request.
enum Outcome {
    Response(Message),
    /// 404 while holding a session created in this generation.
    SessionGone(u64),
}

impl Inner {
    fn lock_session(&self) -> std::sync::MutexGuard<'_, Session> {
        // A panic while holding this lock cannot leave the session half-updated in a
        // way that matters (plain field stores), so recover from poisoning.
        self.session.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn lock_inflight(&self) -> std::sync::MutexGuard<'_, HashMap<RequestId, AbortHandle>> {
        self.inflight.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn closed_error(&self) -> HttpError {
        HttpError::Closed {
            url: self.shown_url.clone(),
        }
    }

    fn abort_tasks(&self) {
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

    async fn deliver(&self, item: Inbound) {
        // The receiver gone means nobody listens any more; dropping is right.
        let _ = self.tx.send(item).await;
    }

    async fn run_request(
        self: Arc<Self>,
        id: RequestId,
        body: Bytes,
        is_init: bool,
        timeout: Duration,
    ) {
        let result = self.request_with_reinit(&id, body, is_init, timeout).await;
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
        if let Message::Response(r) = msg {
            if let Some(v) = r.result.get("protocolVersion").and_then(Value::as_str) {
                if let Ok(hv) = HeaderValue::from_str(v) {
                    self.lock_session().protocol_version = Some(hv);
                }
            }
        }
    }

    async fn request_with_reinit(
        self: &Arc<Self>,
        id: &RequestId,
        body: Bytes,
        is_init: bool,
        timeout: Duration,
    ) -> Result<Message, HttpError> {
        let deadline = Instant::now() + timeout;
        match self
            .exchange_request(id, body.clone(), is_init, deadline, timeout)
            .await?
        {
            Outcome::Response(m) => Ok(m),
            Outcome::SessionGone(generation) => {
                self.reinitialize(generation, deadline, timeout).await?;
                match self
                    .exchange_request(id, body, is_init, deadline, timeout)
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
        let body = encode_message(&Message::Request(crate::protocol::jsonrpc::Request {
            id: id.clone(),
            method: "initialize".into(),
            params: Some(params),
        }));
        let resp = match self
            .exchange_request(&id, body, true, deadline, timeout)
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
        let note = encode_message(&Message::Notification(
            crate::protocol::jsonrpc::Notification {
                method: "notifications/initialized".into(),
                params: None,
            },
        ));
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
    async fn auth_headers(&self) -> Result<Vec<(HeaderName, HeaderValue)>, HttpError> {
        let Some(auth) = &self.cfg.auth else {
            return Ok(Vec::new());
        };
        let mut h = auth.headers().await.map_err(|source| HttpError::Auth {
            url: self.shown_url.clone(),
            source,
        })?;
        h.retain(|(n, _)| !self.configured.contains(n));
        Ok(h)
    }

    /// Builds and sends one request to the endpoint with the session headers, the
    /// auth headers and `extra`; answers a 401/403 through the auth provider (one retry).
    ///
    /// `initialize` (`fresh_session`) goes out without session and version headers, and
    /// its answer sets the session id (or clears it when the server sends none).
    async fn send_http(
        &self,
        method: Method,
        body: Option<&Bytes>,
        extra: Option<(HeaderName, HeaderValue)>,
        fresh_session: bool,
        deadline: Instant,
        timeout: Duration,
    ) -> Result<(reqwest::Response, u64, bool), HttpError> {
        let mut retried_auth = false;
        loop {
            let (session, version, generation) = {
                let s = self.lock_session();
                if fresh_session {
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
            if let Some((n, v)) = &extra {
                headers.insert(n.clone(), v.clone());
            }
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
                let www = resp
                    .headers()
                    .get(WWW_AUTHENTICATE)
                    .and_then(|v| v.to_str().ok())
                    .map(str::to_string);
                // The auth provider gets one chance to answer the challenge; without a
                // provider, after its retry, or when it gives up, authorization is required.
                if let (Some(auth), false) = (&self.cfg.auth, retried_auth) {
                    let challenge = AuthChallenge {
                        status: status.as_u16(),
                        www_authenticate: www.clone(),
                        url: self.url.clone(),
                    };
                    drop(resp);
                    match auth.on_challenge(&challenge).await {
                        Ok(AuthAction::Retry) => {
                            retried_auth = true;
                            continue;
                        }
                        Ok(AuthAction::Fail) => {}
                        Err(source) => {
                            return Err(HttpError::Auth {
                                url: self.shown_url.clone(),
                                source,
                            });
                        }
                    }
                }
                return Err(HttpError::AuthRequired {
                    url: self.shown_url.clone(),
                    status: status.as_u16(),
                    www_authenticate: www,
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
    async fn send_one_way(&self, body: Bytes, timeout: Duration) -> Result<(), HttpError> {
        let deadline = Instant::now() + timeout;
        let (resp, _, _) = self
            .send_http(Method::POST, Some(&body), None, false, deadline, timeout)
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
        deadline: Instant,
        timeout: Duration,
    ) -> Result<Outcome, HttpError> {
        if !is_init && self.reinitializing.load(Ordering::Acquire) {
            // Wait for the new session instead of racing the re-initialization.
            drop(self.reinit_lock.lock().await);
        }
        let (resp, generation, had_session) = self
            .send_http(Method::POST, Some(&body), None, is_init, deadline, timeout)
            .await?;
        let status = resp.status();
        if status == StatusCode::NOT_FOUND && had_session && !is_init {
            return Ok(Outcome::SessionGone(generation));
        }
        if !status.is_success() {
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
                let detail =
                    match tokio::time::timeout_at(deadline, read_capped(resp, ERROR_SNIPPET_BYTES))
                        .await
                    {
                        Ok(Ok((b, _))) => describe_body(&b, Some(&ct)),
                        _ => "(body unreadable)".into(),
                    };
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

    /// Reads a POST's event stream until the response to `id` arrives, forwarding
    /// everything else; resumes a dropped stream with GET + `Last-Event-ID`.
    async fn read_sse_response(
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
                if let Some(ev) = parser.finish() {
                    if let Some(m) = self.route_event(ev, Some(id)).await {
                        return Ok(m);
                    }
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
        if let Some(id) = expect {
            if answers(&msg, id) {
                return Some(with_id(msg, id));
            }
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
        let extra = match last_event_id {
            Some(id) => Some((
                HeaderName::from_static(LAST_EVENT_ID_HEADER),
                HeaderValue::from_str(id).map_err(|_| HttpError::Request {
                    url: self.shown_url.clone(),
                    reason: "the server's event id cannot be sent back as a header".into(),
                })?,
            )),
            None => None,
        };
        let (resp, _, _) = self
            .send_http(Method::GET, None, extra, false, deadline, timeout)
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
    fn start_get_stream(self: &Arc<Self>) -> Option<oneshot::Receiver<()>> {
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

    /// Builds the error for a non-success status, reading at most a few KiB of body.
    async fn status_error(&self, resp: reqwest::Response, deadline: Instant) -> HttpError {
        let status = resp.status().as_u16();
        let ct = header_str(resp.headers(), CONTENT_TYPE).map(str::to_string);
        let detail =
            match tokio::time::timeout_at(deadline, read_capped(resp, ERROR_SNIPPET_BYTES)).await {
                Ok(Ok((b, _))) => describe_body(&b, ct.as_deref()),
                _ => "(body unreadable)".into(),
            };
        let detail = if status == 404 {
            format!("{detail} (check the URL: the endpoint was not found)")
        } else {
            detail
        };
        HttpError::Status {
            url: self.shown_url.clone(),
            status,
            content_type: ct,
            detail,
        }
    }
}

enum StreamOpen {
    Stream(reqwest::Response),
    NotSupported,
}

/// Reads at most `limit` bytes; the flag says the body was longer (the rest is not
/// read).
async fn read_capped(
    mut resp: reqwest::Response,
    limit: usize,
) -> Result<(Vec<u8>, bool), reqwest::Error> {
    let mut buf = Vec::with_capacity(
        resp.content_length()
            .map_or(1024, |n| (n as usize).min(limit)),
    );
    while let Some(chunk) = resp.chunk().await? {
        if buf.len() + chunk.len() > limit {
            let room = limit - buf.len();
            buf.extend_from_slice(&chunk[..room]);
            return Ok((buf, true));
        }
        buf.extend_from_slice(&chunk);
    }
    Ok((buf, false))
}

/// After the response, give the server a moment to end the stream so the connection
/// returns to the pool; otherwise drop it.
async fn drain_briefly(mut resp: reqwest::Response) {
    let _ = tokio::time::timeout(DRAIN_AFTER_RESPONSE, async {
        let mut seen = 0usize;
        while let Ok(Some(c)) = resp.chunk().await {
            seen += c.len();
            if seen > ERROR_SNIPPET_BYTES {
                break;
            }
        }
    })
    .await;
}

fn is_json_type(ct: &str) -> bool {
    let essence = ct.split(';').next().unwrap_or("").trim();
    essence == "application/json" || essence.ends_with("+json")
}

fn header_str(h: &HeaderMap, name: HeaderName) -> Option<&str> {
    h.get(name).and_then(|v| v.to_str().ok())
}

/// Does `msg` answer request `id`? An error response with a null id on a request's
/// own exchange is taken as its answer.
fn answers(msg: &Message, id: &RequestId) -> bool {
    match msg {
        Message::Response(r) => &r.id == id,
        Message::Error(e) => e.id.as_ref().is_none_or(|eid| eid == id),
        _ => false,
    }
}

fn with_id(msg: Message, id: &RequestId) -> Message {
    match msg {
        Message::Error(mut e) if e.id.is_none() => {
            e.id = Some(id.clone());
            Message::Error(e)
        }
        m => m,
    }
}

/// A short, safe description of a body for an error message: the JSON-RPC error
/// message if it is one, the `<title>` of an HTML page, or the first characters.
fn describe_body(body: &[u8], content_type: Option<&str>) -> String {
    let text = String::from_utf8_lossy(body);
    let text = text.trim();
    if text.is_empty() {
        return "(empty body)".into();
    }
    if let Ok(v) = serde_json::from_str::<Value>(text) {
        if let Some(m) = v.pointer("/error/message").and_then(Value::as_str) {
            return format!("JSON-RPC error: {}", truncate_chars(m, ERROR_SNIPPET_CHARS));
        }
    }
    let is_html = content_type.is_some_and(|c| c.to_ascii_lowercase().contains("html"))
        || text
            .get(..15)
            .is_some_and(|p| p.eq_ignore_ascii_case("<!doctype html>"))
        || text.starts_with("<html");
    if is_html {
        let lower = text.to_ascii_lowercase();
        if let (Some(a), Some(b)) = (lower.find("<title>"), lower.find("</title>")) {
            if a + 7 <= b {
                return format!(
                    "an HTML page titled {:?}",
                    truncate_chars(text[a + 7..b].trim(), 120)
                );
            }
        }
        return format!("an HTML page ({} bytes shown of the start)", body.len());
    }
    let flat: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    format!(
        "body starts with {:?}",
        truncate_chars(&flat, ERROR_SNIPPET_CHARS)
    )
}

fn truncate_chars(s: &str, max: usize) -> String {
    match s.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

/// The display of a reqwest error with its causes ("connection refused" lives in a
/// source), without the URL (it may carry credentials).
fn error_chain(e: &reqwest::Error) -> String {
    use std::error::Error as _;
    let mut out = String::new();
    let mut cur: Option<&dyn std::error::Error> = e.source();
    out.push_str(if e.is_connect() {
        "could not connect"
    } else if e.is_timeout() {
        "timed out"
    } else if e.is_body() {
        "reading the body failed"
    } else {
        "request failed"
    });
    let mut depth = 0;
    while let Some(s) = cur {
        let text = s.to_string();
        if !out.ends_with(&text) {
            out.push_str(": ");
            out.push_str(&text);
        }
        cur = s.source();
        depth += 1;
        if depth > 6 {
            break;
        }
    }
    out
}

fn redact_url(u: &url::Url) -> String {
    let mut shown = format!("{}://{}", u.scheme(), u.host_str().unwrap_or(""));
    if let Some(p) = u.port() {
        shown.push_str(&format!(":{p}"));
    }
    shown.push_str(u.path());
    shown
}

fn redact_url_str(s: &str) -> String {
    match url::Url::parse(s) {
        Ok(u) => redact_url(&u),
        Err(_) => "(unparsable URL)".into(),
    }
}

/// Serialises a message without cloning its params or result.
fn encode_message(msg: &Message) -> Bytes {
    let mut buf = Vec::with_capacity(256);
    msg.encode_into(&mut buf);
    Bytes::from(buf)
}

impl From<HttpError> for TransportError {
    fn from(e: HttpError) -> Self {
        match e {
            HttpError::Closed { .. } => TransportError::Closed,
            HttpError::BodyTooLarge { limit, .. } => TransportError::FrameTooLarge { limit },
            HttpError::Status {
                url,
                status,
                content_type,
                detail,
            } => TransportError::Http {
                status,
                body: Some(format!(
                    "from {url}{}: {detail}",
                    content_type_suffix(&content_type)
                )),
            },
            e @ (HttpError::AuthRequired { .. } | HttpError::Auth { .. }) => {
                TransportError::AuthRequired(e.to_string())
            }
            e @ (HttpError::InvalidBody { .. }
            | HttpError::ResponseIdMismatch { .. }
            | HttpError::UnexpectedContentType { .. }
            | HttpError::MissingResponseBody { .. }) => TransportError::Protocol(e.to_string()),
            e => TransportError::Other(e.to_string()),
        }
    }
}

impl Transport for HttpTransport {
    fn send(&self, message: Message) -> TransportFuture<'_, Result<(), TransportError>> {
        // The client times its requests itself (and cancels them, which stops their
        // streams here), so a request's exchange is only capped by a backstop that never
        // fires before the client's longest allowed wait.
        let timeout = match &message {
            Message::Request(_) => self.inner.cfg.timeout.max(CLIENT_REQUEST_BACKSTOP),
            _ => self.inner.cfg.timeout,
        };
        Box::pin(async move {
            self.send_with_timeout(message, timeout)
                .await
                .map_err(TransportError::from)
        })
    }

    fn receive(&self) -> TransportFuture<'_, Option<Result<Message, TransportError>>> {
        Box::pin(async move {
            match self.recv().await? {
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
    fn encode_matches_the_generic_encoder() {
        for text in [
            r#"{"jsonrpc":"2.0","id":"a","method":"tools/list","params":{}}"#,
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            r#"{"jsonrpc":"2.0","id":3,"result":{"tools":[]}}"#,
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}"#,
        ] {
            let m = Message::decode(text).unwrap();
            let ours = encode_message(&m);
            assert_eq!(
                Message::decode(std::str::from_utf8(&ours).unwrap()).unwrap(),
                m
            );
        }
    }

    #[test]
    fn html_bodies_are_summarised() {
        let page = b"<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>...</body></html>";
        assert_eq!(
            describe_body(page, Some("text/html")),
            "an HTML page titled \"502 Bad Gateway\""
        );
        let long = "x".repeat(10_000);
        assert!(describe_body(long.as_bytes(), Some("text/plain")).len() < 400);
        assert_eq!(
            describe_body(
                br#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Bad session"}}"#,
                None
            ),
            "JSON-RPC error: Bad session"
        );
    }

    #[test]
    fn urls_lose_credentials_and_query() {
        assert_eq!(
            redact_url_str("https://user:pw@example.com:8443/mcp?token=abc"),
            "https://example.com:8443/mcp"
        );
    }

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
