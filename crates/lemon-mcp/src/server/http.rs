//! The Streamable HTTP transport on `axum`.
//!
//! One endpoint (default `/mcp`):
//! - `POST` carries client messages. Requests are answered with JSON, or with an SSE
//!   stream as soon as the handler sends something else first (progress, a log, a
//!   sampling request); notifications and responses alone get `202 Accepted`.
//! - `GET` opens the session's stream for messages outside any request; with
//!   `Last-Event-ID` it resumes an interrupted stream (a POST's or the GET's).
//! - `DELETE` ends the session.
//!
//! `initialize` creates a session and returns its `Mcp-Session-Id`; every later request
//! must carry it (400 when missing, 404 when unknown or expired). A known but
//! unsupported `MCP-Protocol-Version` gets 400. On loopback binds, `Host` and `Origin`
//! are checked against DNS rebinding (403). `GET /health` answers
//! `{"status":"ok","initialized":…}`. [`HttpServer::shutdown`] ends every session, task
//! and socket.
//!
//! Every wait of a connection is bounded ([`HttpConfig`]): a request head must arrive
//! within `header_read_timeout` (10 s; idle keep-alive connections end after it too), a
//! body within `body_read_timeout` (30 s, else 408), at most `max_connections` (512) are
//! open (one beyond is answered 503 and closed), at most `max_sessions` (1024) exist, and
//! a session unused for `session_idle_timeout` (30 min) is forgotten (404 afterwards).

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures::StreamExt;
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::{Semaphore, mpsc};
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use super::context::SessionHandle;
use super::event_stream::{EventStream, parse_event_id};
use super::handler::{ServerHandler, erase};
use super::options::ServerOptions;
use super::routing_headers;
use super::session::{Outgoing, Outlet, Session, Shared, encode_error};
use super::stdio::batches_allowed;
use super::{ServerError, errors};
use crate::protocol::jsonrpc::{ErrorObject, Message, RequestId, codes};
use crate::protocol::methods;
use crate::protocol::stateless;
use crate::protocol::version::{ProtocolVersion, SUPPORTED};

/// The `Mcp-Session-Id` header.
pub const SESSION_HEADER: &str = "mcp-session-id";
/// The `MCP-Protocol-Version` header.
pub const PROTOCOL_VERSION_HEADER: &str = "mcp-protocol-version";

/// Why a request to the MCP endpoint is refused by a [`RequestAuthorizer`]: the status
/// (401 or 403) and the `WWW-Authenticate` challenge sent with it.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct AuthRejection {
    /// 401 (no or bad credentials) or 403 (insufficient scope).
    pub status: u16,
    /// The `WWW-Authenticate` header value (e.g. `Bearer resource_metadata="..."`).
    pub www_authenticate: String,
}

impl AuthRejection {
    /// A rejection with this status and challenge.
    pub fn new(status: u16, www_authenticate: impl Into<String>) -> Self {
        AuthRejection {
            status,
            www_authenticate: www_authenticate.into(),
        }
    }
}

/// Decides, before anything else, whether a request to the MCP endpoint (POST, GET or
/// DELETE) may proceed: an OAuth resource server's bearer check plugs in here.
///
/// ```
/// use axum::http::HeaderMap;
/// use lemon_mcp::server::http::{AuthRejection, HttpConfig, RequestAuthorizer};
///
/// #[derive(Debug)]
/// struct Fixed;
/// impl RequestAuthorizer for Fixed {
///     fn authorize(&self, headers: &HeaderMap) -> Result<(), AuthRejection> {
///         match headers.get("authorization").and_then(|v| v.to_str().ok()) {
///             Some("Bearer letmein") => Ok(()),
///             _ => Err(AuthRejection::new(401, "Bearer")),
///         }
///     }
/// }
/// let config = HttpConfig::default().with_authorizer(std::sync::Arc::new(Fixed));
/// assert!(config.authorizer.is_some());
/// ```
pub trait RequestAuthorizer: Send + Sync + std::fmt::Debug + 'static {
    /// `Ok` lets the request through; a rejection is answered as it says.
    fn authorize(&self, headers: &HeaderMap) -> Result<(), AuthRejection>;
}

/// How the HTTP server listens and what it accepts. Every wait of a connection is
/// bounded: the request head ([`HttpConfig::header_read_timeout`]), the body
/// ([`HttpConfig::body_read_timeout`]), the number of connections
/// ([`HttpConfig::max_connections`]) and of sessions, and a session's idle time.
///
/// ```
/// use std::time::Duration;
/// use lemon_mcp::server::http::HttpConfig;
/// let config = HttpConfig::default()
///     .with_path("/mcp")
///     .with_allowed_host("mcp.example.test")
///     .with_header_read_timeout(Duration::from_secs(5))
///     .with_max_connections(256)
///     .with_session_idle_timeout(Duration::from_secs(600));
/// assert_eq!(config.bind.port(), 0);
/// assert_eq!(config.max_connections, 256);
/// ```
#[derive(Debug, Clone)]
pub struct HttpConfig {
    /// Address to bind. Default `127.0.0.1:0` (a free port).
    pub bind: SocketAddr,
    /// The MCP endpoint path. Default `/mcp`.
    pub path: String,
    /// Check `Host` and `Origin` against DNS rebinding: `None` (default) turns it on
    /// exactly when `bind` is a loopback address.
    pub dns_rebinding_protection: Option<bool>,
    /// Host names accepted besides `localhost`, `127.0.0.1` and `::1` when protection is on.
    pub allowed_hosts: Vec<String>,
    /// Never answer a POST with SSE; messages sent during a request go to the GET
    /// stream instead. Default false.
    pub json_response: bool,
    /// A session unused this long (and with no open stream) is forgotten; a later request
    /// with its id gets 404, which tells the client to initialize again. Default 30 min.
    pub session_idle_timeout: Duration,
    /// A connection must send a complete request head (request line and headers) this
    /// soon after it opens, and after each response if it stays open; otherwise it is
    /// closed. This ends slow-header ("slowloris") connections and idle keep-alive ones.
    /// Default 10 s.
    pub header_read_timeout: Duration,
    /// A request body must arrive in full this soon after its head; otherwise the request
    /// gets 408 and the connection closes. Default 30 s.
    pub body_read_timeout: Duration,
    /// Most open connections at once. A connection beyond it is answered `503` (with
    /// `Retry-After`) and closed at once; the open ones, and the sessions they carry, are
    /// untouched. Keep it under the process's file-descriptor limit. Default 512.
    pub max_connections: usize,
    /// Most sessions at once; a new `initialize` beyond it gets 503. Default 1024.
    pub max_sessions: usize,
    /// Interval of SSE keep-alive comments. Default 15 s.
    pub sse_keepalive: Duration,
    /// Transport-independent settings (message size bound, timeouts, ...).
    pub options: ServerOptions,
    /// Checks every request to the MCP endpoint first (a bearer check). Default none.
    pub authorizer: Option<Arc<dyn RequestAuthorizer>>,
}

impl Default for HttpConfig {
    fn default() -> Self {
        HttpConfig {
            bind: SocketAddr::from(([127, 0, 0, 1], 0)),
            path: "/mcp".into(),
            dns_rebinding_protection: None,
            allowed_hosts: Vec::new(),
            json_response: false,
            session_idle_timeout: Duration::from_secs(30 * 60),
            header_read_timeout: Duration::from_secs(10),
            body_read_timeout: Duration::from_secs(30),
            max_connections: 512,
            max_sessions: 1024,
            sse_keepalive: Duration::from_secs(15),
            options: ServerOptions::default(),
            authorizer: None,
        }
    }
}

impl HttpConfig {
    /// Sets [`HttpConfig::bind`].
    pub fn with_bind(mut self, bind: SocketAddr) -> Self {
        self.bind = bind;
        self
    }

    /// Sets [`HttpConfig::path`].
    pub fn with_path(mut self, path: impl Into<String>) -> Self {
        self.path = path.into();
        self
    }

    /// Adds a host name to [`HttpConfig::allowed_hosts`].
    pub fn with_allowed_host(mut self, host: impl Into<String>) -> Self {
        self.allowed_hosts.push(host.into());
        self
    }

    /// Sets [`HttpConfig::options`].
    pub fn with_options(mut self, options: ServerOptions) -> Self {
        self.options = options;
        self
    }

    /// Sets [`HttpConfig::session_idle_timeout`].
    pub fn with_session_idle_timeout(mut self, timeout: Duration) -> Self {
        self.session_idle_timeout = timeout;
        self
    }

    /// Sets [`HttpConfig::header_read_timeout`].
    pub fn with_header_read_timeout(mut self, timeout: Duration) -> Self {
        self.header_read_timeout = timeout;
        self
    }

    /// Sets [`HttpConfig::body_read_timeout`].
    pub fn with_body_read_timeout(mut self, timeout: Duration) -> Self {
        self.body_read_timeout = timeout;
        self
    }

    /// Sets [`HttpConfig::max_connections`].
    pub fn with_max_connections(mut self, max: usize) -> Self {
        self.max_connections = max;
        self
    }

    /// Sets [`HttpConfig::authorizer`].
    pub fn with_authorizer(mut self, authorizer: Arc<dyn RequestAuthorizer>) -> Self {
        self.authorizer = Some(authorizer);
        self
    }
}

/// A running HTTP server. Stop it with [`HttpServer::shutdown`], which waits until
/// everything has ended; dropping the handle starts the same shutdown without waiting.
#[must_use = "dropping the HttpServer stops it"]
pub struct HttpServer {
    addr: SocketAddr,
    state: Arc<AppState>,
    stop: CancellationToken,
    join: Option<JoinHandle<std::io::Result<()>>>,
}

impl Drop for HttpServer {
    fn drop(&mut self) {
        self.state.close_all();
        self.stop.cancel();
    }
}

/// Binds `config.bind` and serves `handler` on a background task.
///
/// ```
/// use lemon_mcp::server::{Router, http};
/// # #[tokio::main(flavor = "current_thread")] async fn main() {
/// let server = http::serve(Router::new("demo", "1.0.0"), http::HttpConfig::default()).await.unwrap();
/// assert!(server.url().starts_with("http://127.0.0.1:"));
/// server.shutdown().await.unwrap();
/// # }
/// ```
pub async fn serve<H: ServerHandler>(
    handler: H,
    config: HttpConfig,
) -> Result<HttpServer, ServerError> {
    let listener = TcpListener::bind(config.bind)
        .await
        .map_err(|source| ServerError::Bind {
            addr: config.bind,
            source,
        })?;
    serve_on(handler, listener, config)
}

/// Serves `handler` on an already bound listener (`config.bind` only decides the
/// default of the DNS-rebinding check).
pub fn serve_on<H: ServerHandler>(
    handler: H,
    listener: TcpListener,
    config: HttpConfig,
) -> Result<HttpServer, ServerError> {
    let addr = listener.local_addr().map_err(|source| ServerError::Io {
        context: "reading the listener's address",
        source,
    })?;
    let protect = config
        .dns_rebinding_protection
        .unwrap_or_else(|| is_loopback(addr.ip()));
    let mut allowed_hosts: Vec<String> = ["localhost", "127.0.0.1", "::1"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    allowed_hosts.extend(
        config
            .allowed_hosts
            .iter()
            .map(|h| h.trim_matches(['[', ']']).to_ascii_lowercase()),
    );
    let root = CancellationToken::new();
    let state = Arc::new(AppState {
        shared: Arc::new(Shared {
            dispatch: erase(handler),
            options: config.options.clone(),
        }),
        sessions: Mutex::new(HashMap::new()),
        root: root.clone(),
        tasks: TaskTracker::new(),
        protect,
        allowed_hosts,
        config,
    });
    let app = axum::Router::new()
        .route(
            &state.config.path,
            get(handle_get).post(handle_post).delete(handle_delete),
        )
        .route("/health", get(handle_health))
        .fallback(|| async {
            (
                StatusCode::NOT_FOUND,
                axum::Json(json!({"error": "Not found"})),
            )
        })
        .with_state(state.clone());
    state.tasks.spawn(reap_sessions(state.clone()));
    let stop = CancellationToken::new();
    let signal = stop.clone();
    let limits = super::listener::Limits {
        header_read_timeout: state.config.header_read_timeout,
        max_connections: state.config.max_connections,
    };
    let join = tokio::spawn(super::listener::accept_loop(listener, app, limits, signal));
    Ok(HttpServer {
        addr,
        state,
        stop,
        join: Some(join),
    })
}

impl HttpServer {
    /// The bound address (with the real port when 0 was asked for).
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// The endpoint URL, e.g. `http://127.0.0.1:43123/mcp`.
    pub fn url(&self) -> String {
        format!("http://{}{}", self.addr, self.state.config.path)
    }

    /// Handles on every live session.
    pub fn sessions(&self) -> Vec<SessionHandle> {
        self.state
            .lock_sessions()
            .values()
            .map(|s| SessionHandle::new(s.core.clone()))
            .collect()
    }

    /// Sends `notifications/resources/updated` to every session subscribed to `uri`.
    pub async fn notify_resource_updated(&self, uri: &str) {
        for session in self.sessions() {
            let _ = session.resource_updated(uri).await;
        }
    }

    /// Ends every session (running requests are cancelled, streams closed), stops
    /// accepting connections, closes the listener and waits for every task.
    pub async fn shutdown(mut self) -> Result<(), ServerError> {
        self.state.close_all();
        self.stop.cancel();
        let Some(mut join) = self.join.take() else {
            return Ok(());
        };
        let served = match tokio::time::timeout(Duration::from_secs(10), &mut join).await {
            Ok(Ok(result)) => result.map_err(|source| ServerError::Io {
                context: "serving HTTP",
                source,
            }),
            Ok(Err(e)) => Err(ServerError::Task(e.to_string())),
            Err(_) => {
                join.abort();
                Err(ServerError::Task(
                    "the HTTP server did not stop within 10 s and was aborted".into(),
                ))
            }
        };
        self.state.tasks.close();
        if tokio::time::timeout(Duration::from_secs(10), self.state.tasks.wait())
            .await
            .is_err()
        {
            return Err(ServerError::Task(
                "request tasks did not end within 10 s of shutdown".into(),
            ));
        }
        served
    }
}

struct AppState {
    shared: Arc<Shared>,
    sessions: Mutex<HashMap<Arc<str>, Arc<HttpSession>>>,
    root: CancellationToken,
    tasks: TaskTracker,
    protect: bool,
    allowed_hosts: Vec<String>,
    config: HttpConfig,
}

/// POST streams kept per session for resumption.
const MAX_KEPT_STREAMS: usize = 32;

struct HttpSession {
    core: Arc<Session>,
    standalone: Arc<EventStream>,
    streams: Mutex<HashMap<u64, Arc<EventStream>>>,
    next_stream: AtomicU64,
    permits: Arc<Semaphore>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl HttpSession {
    fn close(&self) {
        self.core.close();
        for s in lock(&self.streams).values() {
            s.finish();
        }
    }

    fn is_busy(&self) -> bool {
        self.standalone.has_subscribers()
            || lock(&self.streams)
                .values()
                .any(|s| s.has_subscribers() || !s.is_finished())
    }

    fn new_stream(&self, prime: bool) -> Arc<EventStream> {
        let id = self.next_stream.fetch_add(1, Ordering::Relaxed);
        let stream = EventStream::new(id, prime);
        let mut streams = lock(&self.streams);
        if streams.len() >= MAX_KEPT_STREAMS {
            // Forget the oldest finished streams first; a running one is never dropped.
            let mut finished: Vec<u64> = streams
                .iter()
                .filter(|(_, s)| s.is_finished())
                .map(|(k, _)| *k)
                .collect();
            finished.sort_unstable();
            for k in finished
                .into_iter()
                .take(streams.len() + 1 - MAX_KEPT_STREAMS)
            {
                streams.remove(&k);
            }
        }
        streams.insert(id, stream.clone());
        stream
    }
}

impl AppState {
    /// Ends every session and the session reaper.
    fn close_all(&self) {
        let sessions: Vec<_> = self.lock_sessions().drain().map(|(_, s)| s).collect();
        for s in &sessions {
            s.close();
        }
        self.root.cancel();
    }

    fn lock_sessions(&self) -> MutexGuard<'_, HashMap<Arc<str>, Arc<HttpSession>>> {
        lock(&self.sessions)
    }

    fn prime_streams(&self, session: &Session) -> bool {
        // SEP-1699 priming events are understood from 2025-11-25 on.
        session
            .protocol_version()
            .is_some_and(|v| v >= ProtocolVersion::V2025_11_25)
    }

    /// DNS-rebinding protection: the Host and Origin must name this machine.
    fn check_origin(&self, headers: &HeaderMap) -> Result<(), Rejection> {
        if !self.protect {
            return Ok(());
        }
        if let Some(host) = headers.get(header::HOST) {
            let host = host.to_str().unwrap_or("");
            if !self.host_allowed(host_name(host)) {
                return Err(Rejection(
                    StatusCode::FORBIDDEN,
                    format!("Forbidden: Host '{host}' is not allowed (DNS rebinding protection)"),
                ));
            }
        }
        if let Some(origin) = headers.get(header::ORIGIN) {
            let origin = origin.to_str().unwrap_or("");
            let host = url::Url::parse(origin)
                .ok()
                .and_then(|u| u.host_str().map(str::to_string));
            let ok = host
                .as_deref()
                .is_some_and(|h| self.host_allowed(h.trim_matches(['[', ']'])));
            if !ok {
                return Err(Rejection(
                    StatusCode::FORBIDDEN,
                    format!(
                        "Forbidden: Origin '{origin}' is not allowed (DNS rebinding protection)"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// DNS-rebinding protection, then the configured authorizer: the refusal, if any.
    fn refusal(&self, headers: &HeaderMap) -> Option<Response> {
        if let Err(r) = self.check_origin(headers) {
            return Some(r.into_response());
        }
        let authorizer = self.config.authorizer.as_ref()?;
        authorizer.authorize(headers).err().map(|r| {
            let status = StatusCode::from_u16(r.status).unwrap_or(StatusCode::UNAUTHORIZED);
            let error = if status == StatusCode::FORBIDDEN {
                "insufficient_scope"
            } else {
                "invalid_token"
            };
            let mut resp = (status, axum::Json(json!({ "error": error }))).into_response();
            if let Ok(v) = HeaderValue::from_str(&r.www_authenticate) {
                resp.headers_mut().insert(header::WWW_AUTHENTICATE, v);
            }
            resp
        })
    }

    fn host_allowed(&self, host: &str) -> bool {
        self.allowed_hosts
            .iter()
            .any(|h| h.eq_ignore_ascii_case(host))
    }

    /// The session a GET or POST addresses, once its `MCP-Protocol-Version` header (if any)
    /// is one we speak; marks it active so the idle reaper spares it.
    fn active_session(&self, headers: &HeaderMap) -> Result<Arc<HttpSession>, Rejection> {
        let session = self.session(headers)?;
        check_protocol_header(headers)?;
        session.core.touch();
        Ok(session)
    }

    fn session(&self, headers: &HeaderMap) -> Result<Arc<HttpSession>, Rejection> {
        let Some(id) = headers.get(SESSION_HEADER) else {
            return Err(Rejection(
                StatusCode::BAD_REQUEST,
                "Bad Request: Mcp-Session-Id header is required".into(),
            ));
        };
        let id = id.to_str().unwrap_or("");
        match self.lock_sessions().get(id) {
            Some(s) => Ok(s.clone()),
            None => Err(Rejection(
                StatusCode::NOT_FOUND,
                "Session not found: it expired or was closed; send a new initialize request".into(),
            )),
        }
    }
}

fn is_loopback(ip: IpAddr) -> bool {
    ip.is_loopback()
}

/// The host name of a `Host` header value (`[::1]:80` → `::1`, `a:1` → `a`).
fn host_name(host: &str) -> &str {
    let host = host.trim();
    if let Some(rest) = host.strip_prefix('[') {
        return rest.split(']').next().unwrap_or("");
    }
    host.rsplit_once(':').map_or(host, |(h, port)| {
        if port.bytes().all(|b| b.is_ascii_digit()) {
            h
        } else {
            host
        }
    })
}

/// A refused HTTP request: its status and message, sent as a JSON-RPC error body.
struct Rejection(StatusCode, String);

impl IntoResponse for Rejection {
    fn into_response(self) -> Response {
        http_error(self.0, self.1)
    }
}

/// A transport-level error: an HTTP status with a JSON-RPC error body.
fn http_error(status: StatusCode, message: String) -> Response {
    let code = match status {
        StatusCode::BAD_REQUEST | StatusCode::PAYLOAD_TOO_LARGE => codes::INVALID_REQUEST,
        _ => -32000,
    };
    json_response(
        status,
        encode_error(
            None,
            &ErrorObject {
                code,
                message,
                data: None,
            },
        ),
        None,
    )
}

fn json_response(status: StatusCode, body: String, session: Option<&str>) -> Response {
    let mut resp = (status, body).into_response();
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    if let Some(id) = session
        .filter(|s| !s.is_empty())
        .and_then(|s| HeaderValue::from_str(s).ok())
    {
        resp.headers_mut().insert(SESSION_HEADER, id);
    }
    resp
}

fn sse_response(body: Body, session: &str) -> Response {
    let mut resp = Response::new(body);
    let headers = resp.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/event-stream"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if let Some(id) = Some(session)
        .filter(|s| !s.is_empty())
        .and_then(|s| HeaderValue::from_str(s).ok())
    {
        headers.insert(SESSION_HEADER, id);
    }
    resp
}

fn accepted() -> Response {
    StatusCode::ACCEPTED.into_response()
}

/// What the `Accept` header allows: (JSON, SSE). A missing header allows both.
fn accepts(headers: &HeaderMap) -> (bool, bool) {
    let Some(accept) = headers.get(header::ACCEPT).and_then(|v| v.to_str().ok()) else {
        return (true, true);
    };
    let mut json = false;
    let mut sse = false;
    for part in accept.split(',') {
        let media = part
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase();
        match media.as_str() {
            "*/*" => {
                json = true;
                sse = true;
            }
            "application/json" | "application/*" => json = true,
            "text/event-stream" | "text/*" => sse = true,
            _ => {}
        }
    }
    (json, sse)
}

fn check_protocol_header(headers: &HeaderMap) -> Result<(), Rejection> {
    let Some(v) = headers.get(PROTOCOL_VERSION_HEADER) else {
        return Ok(());
    };
    let v = v.to_str().unwrap_or("");
    if ProtocolVersion::parse(v).is_some() {
        Ok(())
    } else {
        let supported: Vec<_> = SUPPORTED.iter().map(|v| v.as_str()).collect();
        Err(Rejection(
            StatusCode::BAD_REQUEST,
            format!(
                "Bad Request: Unsupported protocol version: {v} (supported: {})",
                supported.join(", ")
            ),
        ))
    }
}

/// Reads the body, refusing more than `limit` bytes.
async fn read_body(body: Body, limit: usize) -> Result<Vec<u8>, Response> {
    let too_large = || {
        http_error(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("Request body too large: the limit is {limit} bytes"),
        )
    };
    let mut stream = body.into_data_stream();
    let mut out = Vec::new();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(|e| {
            http_error(
                StatusCode::BAD_REQUEST,
                format!("Bad Request: could not read the body: {e}"),
            )
        })?;
        if out.len() + chunk.len() > limit {
            return Err(too_large());
        }
        out.extend_from_slice(&chunk);
    }
    Ok(out)
}

async fn handle_health(State(state): State<Arc<AppState>>) -> Response {
    let sessions = state.lock_sessions();
    let initialized = sessions.values().any(|s| s.core.is_initialized());
    let body = json!({"status": "ok", "initialized": initialized, "sessions": sessions.len()});
    json_response(StatusCode::OK, body.to_string(), None)
}

async fn handle_delete(State(state): State<Arc<AppState>>, headers: HeaderMap) -> Response {
    if let Some(r) = state.refusal(&headers) {
        return r;
    }
    let session = match state.session(&headers) {
        Ok(s) => s,
        Err(r) => return r.into_response(),
    };
    if let Some(id) = &session.core.id {
        state.lock_sessions().remove(id);
    }
    session.close();
    StatusCode::OK.into_response()
}

async fn handle_get(State(state): State<Arc<AppState>>, headers: HeaderMap) -> Response {
    if let Some(r) = state.refusal(&headers) {
        return r;
    }
    if !accepts(&headers).1 {
        return http_error(
            StatusCode::NOT_ACCEPTABLE,
            "Not Acceptable: the GET stream needs Accept: text/event-stream".into(),
        );
    }
    let session = match state.active_session(&headers) {
        Ok(s) => s,
        Err(r) => return r.into_response(),
    };
    let stop = session.core.closed.clone();
    let keepalive = state.config.sse_keepalive;
    let sid = session.core.id.as_deref().unwrap_or("").to_string();
    let last = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(parse_event_id);
    let resumed = last.and_then(|(stream, seq)| {
        let s = if stream == 0 {
            Some(session.standalone.clone())
        } else {
            lock(&session.streams).get(&stream).cloned()
        };
        s.map(|s| (s, seq))
    });
    let body = match resumed {
        Some((stream, seq)) => Body::from_stream(stream.subscribe(Some(seq), stop, keepalive)),
        None => {
            let from = session.standalone.undelivered_from();
            if state.prime_streams(&session.core) {
                session.standalone.prime();
            }
            Body::from_stream(session.standalone.subscribe(from, stop, keepalive))
        }
    };
    sse_response(body, &sid)
}

async fn handle_post(
    State(state): State<Arc<AppState>>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    if let Some(r) = state.refusal(&headers) {
        return r;
    }
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if !content_type
        .trim()
        .to_ascii_lowercase()
        .starts_with("application/json")
    {
        return http_error(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "Unsupported Media Type: Content-Type must be application/json".into(),
        );
    }
    let (accept_json, accept_sse) = accepts(&headers);
    if !accept_json && !accept_sse {
        return http_error(
            StatusCode::NOT_ACCEPTABLE,
            "Not Acceptable: Accept must include application/json and text/event-stream".into(),
        );
    }
    let limit = state.shared.options.max_message_bytes;
    let bytes =
        match tokio::time::timeout(state.config.body_read_timeout, read_body(body, limit)).await {
            Ok(Ok(b)) => b,
            Ok(Err(r)) => return r.into_response(),
            Err(_) => {
                let mut r = http_error(
                    StatusCode::REQUEST_TIMEOUT,
                    format!(
                        "Request Timeout: the body did not arrive within {} s",
                        state.config.body_read_timeout.as_secs_f64()
                    ),
                );
                // The rest of a body that stalled is not worth waiting for.
                r.headers_mut()
                    .insert(header::CONNECTION, HeaderValue::from_static("close"));
                return r;
            }
        };
    let value: Value = match serde_json::from_slice(&bytes) {
        Ok(v) => v,
        Err(_) => {
            let e = errors::invalid_json();
            return json_response(StatusCode::BAD_REQUEST, encode_error(None, &e), None);
        }
    };
    let (items, is_batch) = match value {
        Value::Array(items) => (items, true),
        v => (vec![v], false),
    };
    if items.is_empty() {
        return http_error(
            StatusCode::BAD_REQUEST,
            "Invalid Request: empty batch".into(),
        );
    }
    let messages: Vec<_> = items.into_iter().map(Message::from_value).collect();
    if !headers.contains_key(SESSION_HEADER) && speaks_stateless(&headers, &messages) {
        if is_batch {
            return http_error(
                StatusCode::BAD_REQUEST,
                format!(
                    "Invalid Request: JSON-RPC batches are not supported in protocol version {}",
                    stateless::VERSION
                ),
            );
        }
        let Some(message) = messages.into_iter().next() else {
            return http_error(StatusCode::BAD_REQUEST, "Invalid Request".into());
        };
        return stateless_post(&state, &headers, message, accept_sse).await;
    }
    let has_initialize = messages
        .iter()
        .any(|m| matches!(m, Ok(Message::Request(r)) if r.method == methods::INITIALIZE));
    if has_initialize {
        if is_batch {
            return http_error(
                StatusCode::BAD_REQUEST,
                "Invalid Request: initialize must not be part of a batch".into(),
            );
        }
        return initialize(&state, &headers, messages).await;
    }
    let session = match state.active_session(&headers) {
        Ok(s) => s,
        Err(r) => return r.into_response(),
    };
    if is_batch && !batches_allowed(session.core.protocol_version()) {
        let v = session
            .core
            .protocol_version()
            .map_or("unknown", |v| v.as_str());
        return http_error(
            StatusCode::BAD_REQUEST,
            format!("Invalid Request: JSON-RPC batches are not supported in protocol version {v}"),
        );
    }
    let mut early_answers = Vec::new();
    let mut requests = Vec::new();
    for m in messages {
        match m {
            Err(e) => {
                let e = errors::unparsable_message(e);
                if !is_batch {
                    return json_response(StatusCode::BAD_REQUEST, encode_error(None, &e), None);
                }
                early_answers.push(encode_error(None, &e));
            }
            Ok(m) => requests.extend(session.core.absorb(m)),
        }
    }
    let sid = session.core.id.as_deref().unwrap_or("").to_string();
    if requests.is_empty() {
        if early_answers.is_empty() {
            return accepted();
        }
        return json_response(StatusCode::OK, join_batch(&early_answers), Some(&sid));
    }
    let expected = requests.len();
    let (tx, rx) = mpsc::channel::<Outgoing>(64);
    for r in requests {
        let Ok(permit) = session.permits.clone().acquire_owned().await else {
            return http_error(
                StatusCode::SERVICE_UNAVAILABLE,
                "Service Unavailable: the session is closing".into(),
            );
        };
        let core = session.core.clone();
        let tx = tx.clone();
        state.tasks.spawn(async move {
            let outlet = Outlet::Channel(tx.clone());
            let done = match core.handle_request(r.id, r.method, r.params, outlet).await {
                Some(text) => Outgoing::Final(text),
                None => Outgoing::Nothing,
            };
            let _ = tx.send(done).await;
            drop(permit);
        });
    }
    drop(tx);
    let sse_allowed = accept_sse && !state.config.json_response;
    collect(
        &state,
        session,
        rx,
        expected,
        early_answers,
        is_batch,
        sse_allowed,
        sid,
    )
    .await
}

fn join_batch(answers: &[String]) -> String {
    format!("[{}]", answers.join(","))
}

/// Waits for the responses. Stays JSON while only responses arrive; switches to SSE
/// when anything else comes first.
#[allow(clippy::too_many_arguments)]
async fn collect(
    state: &Arc<AppState>,
    session: Arc<HttpSession>,
    mut rx: mpsc::Receiver<Outgoing>,
    expected: usize,
    mut answers: Vec<String>,
    is_batch: bool,
    sse_allowed: bool,
    sid: String,
) -> Response {
    let mut ended = 0usize;
    loop {
        let Some(msg) = rx.recv().await else { break };
        match msg {
            Outgoing::Final(text) => {
                answers.push(text);
                ended += 1;
            }
            Outgoing::Nothing => ended += 1,
            Outgoing::Related(text) if sse_allowed => {
                return start_sse(
                    state,
                    session,
                    rx,
                    expected,
                    ended,
                    answers,
                    Some(Outgoing::Related(text)),
                    sid,
                );
            }
            Outgoing::CloseStream(d) if sse_allowed => {
                return start_sse(
                    state,
                    session,
                    rx,
                    expected,
                    ended,
                    answers,
                    Some(Outgoing::CloseStream(d)),
                    sid,
                );
            }
            Outgoing::Related(text) => {
                // The client cannot take a stream on this request: use the GET stream.
                let _ = session.standalone.push(text);
            }
            Outgoing::CloseStream(_) => {}
        }
        if ended == expected {
            break;
        }
    }
    session.core.touch();
    match (answers.len(), is_batch) {
        (0, _) => accepted(),
        (_, false) => json_response(StatusCode::OK, answers.swap_remove(0), Some(&sid)),
        (_, true) => json_response(StatusCode::OK, join_batch(&answers), Some(&sid)),
    }
}

#[allow(clippy::too_many_arguments)]
fn start_sse(
    state: &Arc<AppState>,
    session: Arc<HttpSession>,
    mut rx: mpsc::Receiver<Outgoing>,
    expected: usize,
    mut ended: usize,
    answers: Vec<String>,
    first: Option<Outgoing>,
    sid: String,
) -> Response {
    let stream = session.new_stream(state.prime_streams(&session.core));
    let body = stream.subscribe(
        None,
        session.core.closed.clone(),
        state.config.sse_keepalive,
    );
    for a in answers {
        let _ = stream.push(a);
    }
    let pump_stream = stream.clone();
    state.tasks.spawn(async move {
        let mut next = first;
        loop {
            let msg = match next.take() {
                Some(m) => m,
                None => match rx.recv().await {
                    Some(m) => m,
                    None => break,
                },
            };
            match msg {
                Outgoing::Related(text) => {
                    let _ = pump_stream.push(text);
                }
                Outgoing::Final(text) => {
                    let _ = pump_stream.push(text);
                    ended += 1;
                }
                Outgoing::Nothing => ended += 1,
                Outgoing::CloseStream(retry) => pump_stream.disconnect(retry),
            }
            if ended >= expected {
                break;
            }
        }
        pump_stream.finish();
        session.core.touch();
    });
    sse_response(Body::from_stream(body), &sid)
}

async fn initialize(
    state: &Arc<AppState>,
    headers: &HeaderMap,
    messages: Vec<Result<Message, crate::protocol::jsonrpc::DecodeError>>,
) -> Response {
    if let Some(existing) = headers.get(SESSION_HEADER).and_then(|v| v.to_str().ok())
        && state.lock_sessions().contains_key(existing)
    {
        return http_error(
                StatusCode::BAD_REQUEST,
                "Invalid Request: this session is already initialized; omit Mcp-Session-Id to start a new one".into(),
            );
    }
    let Some(Ok(Message::Request(req))) = messages.into_iter().next() else {
        return http_error(StatusCode::BAD_REQUEST, "Invalid Request".into());
    };
    let id: Arc<str> = format!("{:032x}", rand::random::<u128>()).into();
    let standalone = EventStream::new(0, false);
    let core = Session::new(
        state.shared.clone(),
        Some(id.clone()),
        Outlet::Stream(standalone.clone()),
        &state.root,
    );
    let session = Arc::new(HttpSession {
        core,
        standalone,
        streams: Mutex::new(HashMap::new()),
        next_stream: AtomicU64::new(1),
        permits: Arc::new(Semaphore::new(state.shared.options.max_in_flight.max(1))),
    });
    let req_id: RequestId = req.id.clone();
    let Some(answer) = session
        .core
        .handle_request(
            req.id,
            req.method,
            req.params,
            Outlet::Stream(session.standalone.clone()),
        )
        .await
    else {
        return http_error(StatusCode::BAD_REQUEST, "Invalid Request".into());
    };
    if session.core.protocol_version().is_none() {
        // Invalid initialize params: answer the error, keep no session.
        return json_response(StatusCode::OK, answer, None);
    }
    {
        let mut sessions = state.lock_sessions();
        if sessions.len() >= state.config.max_sessions {
            let timeout = state.config.session_idle_timeout;
            sessions.retain(|_, s| {
                let keep = s.core.idle_for() < timeout || s.is_busy();
                if !keep {
                    s.close();
                }
                keep
            });
        }
        if sessions.len() >= state.config.max_sessions {
            drop(sessions);
            session.close();
            let e = errors::internal(format!(
                "Too many sessions (at most {}); close unused sessions with DELETE and retry",
                state.config.max_sessions
            ));
            return json_response(
                StatusCode::SERVICE_UNAVAILABLE,
                encode_error(Some(&req_id), &e),
                None,
            );
        }
        if let Some(forward) = session.core.forward_notifications() {
            // Into the GET stream's buffer (bounded), until the session closes.
            state.tasks.spawn(forward);
        }
        sessions.insert(id.clone(), session);
    }
    json_response(StatusCode::OK, answer, Some(&id))
}

/// Forgets sessions idle past the timeout that have no open stream.
async fn reap_sessions(state: Arc<AppState>) {
    let timeout = state.config.session_idle_timeout;
    let period = (timeout / 4).clamp(Duration::from_millis(50), Duration::from_secs(60));
    loop {
        tokio::select! {
            _ = tokio::time::sleep(period) => {}
            _ = state.root.cancelled() => return,
        }
        let expired: Vec<_> = {
            let mut sessions = state.lock_sessions();
            let ids: Vec<_> = sessions
                .iter()
                .filter(|(_, s)| s.core.idle_for() >= timeout && !s.is_busy())
                .map(|(k, _)| k.clone())
                .collect();
            ids.iter().filter_map(|k| sessions.remove(k)).collect()
        };
        for s in expired {
            tracing::debug!(
                session = s.core.id.as_deref().unwrap_or(""),
                "MCP session expired"
            );
            s.close();
        }
    }
}

// ---------------------------------------------------------------------------------
// The 2026-07-28 stateless wire on the same endpoint
// ---------------------------------------------------------------------------------

/// Whether a POST without `Mcp-Session-Id` speaks the stateless wire: its
/// `MCP-Protocol-Version` header says so, it is `server/discover`, or its `_meta`
/// names a protocol version.
fn speaks_stateless(
    headers: &HeaderMap,
    messages: &[Result<Message, crate::protocol::jsonrpc::DecodeError>],
) -> bool {
    let header = headers
        .get("mcp-protocol-version")
        .and_then(|v| v.to_str().ok())
        .map(str::trim);
    if header == Some(stateless::VERSION) {
        return true;
    }
    messages.iter().any(|m| match m {
        Ok(Message::Request(r)) => super::stateless::self_describing(&r.method, r.params.as_ref()),
        _ => false,
    })
}

fn stateless_error(status: StatusCode, id: &RequestId, error: ErrorObject) -> Response {
    json_response(status, encode_error(Some(id), &error), None)
}

/// `subscriptions/listen`: an SSE stream that opens with
/// `notifications/subscriptions/acknowledged` (the requested notification types the server
/// can send, tagged with the subscription id, which is the request's id), then carries
/// the application's notifications (`ServerOptions::notifier`) of exactly those types,
/// each tagged with the subscription id, kept alive, until the client goes away or the
/// server shuts down. The stream reads the notifier at its own pace: a client that does
/// not read skips what it missed and holds nobody back.
fn listen(state: &Arc<AppState>, id: &RequestId, params: Option<&Value>) -> Response {
    let dispatch = &state.shared.dispatch;
    let filter = super::stateless::agreed_filter(dispatch, params);
    let ack = super::stateless::listen_ack(dispatch, id, params);
    // Subscribed before the acknowledgement is sent: nothing after it is missed.
    let rx = state
        .shared
        .options
        .notifier
        .as_ref()
        .map(|n| n.subscribe());
    let first = futures::stream::once(async move {
        Ok::<String, std::convert::Infallible>(format!("event: message\ndata: {ack}\n\n"))
    });
    let stop = state.root.clone();
    let every = match state.config.sse_keepalive {
        d if d.is_zero() => Duration::from_secs(15),
        d => d,
    };
    let id = id.clone();
    let alive = futures::stream::unfold((stop, rx), move |(stop, mut rx)| {
        let (filter, id) = (filter.clone(), id.clone());
        async move {
            let keepalive = tokio::time::sleep(every);
            tokio::pin!(keepalive);
            loop {
                let note = async {
                    match rx.as_mut() {
                        Some(rx) => super::notify::next(rx).await,
                        None => std::future::pending().await,
                    }
                };
                let event = tokio::select! {
                    () = stop.cancelled() => return None,
                    () = &mut keepalive => ": keepalive\n\n".to_string(),
                    note = note => match note {
                        Some(n) if super::notify::listen_allows(&filter, &n) => {
                            let text = super::notify::listen_text(&id, &n);
                            format!("event: message\ndata: {text}\n\n")
                        }
                        Some(_) => continue,
                        // Every notifier is gone: keep-alives only from now on.
                        None => {
                            rx = None;
                            continue;
                        }
                    },
                };
                return Some((Ok(event), (stop, rx)));
            }
        }
    });
    sse_response(Body::from_stream(first.chain(alive)), "")
}

/// Answers one stateless message: checks the method, the `_meta` and the version headers,
/// then runs it on a session that lives for this request only.
async fn stateless_post(
    state: &Arc<AppState>,
    headers: &HeaderMap,
    message: Result<Message, crate::protocol::jsonrpc::DecodeError>,
    accept_sse: bool,
) -> Response {
    let req = match message {
        Ok(Message::Request(r)) => r,
        Ok(_) => return accepted(),
        Err(e) => {
            let e = errors::unparsable_message(e);
            return json_response(StatusCode::BAD_REQUEST, encode_error(None, &e), None);
        }
    };
    if let Err(e) = super::stateless::method_allowed(&req.method) {
        return stateless_error(StatusCode::NOT_FOUND, &req.id, e);
    }
    let meta = match super::stateless::request_meta(req.params.as_ref()) {
        Ok(meta) => meta,
        Err(e) => return stateless_error(StatusCode::BAD_REQUEST, &req.id, e),
    };
    let header = headers
        .get("mcp-protocol-version")
        .and_then(|v| v.to_str().ok())
        .map(str::trim);
    if header != Some(meta.protocol_version.as_str()) {
        return stateless_error(
            StatusCode::BAD_REQUEST,
            &req.id,
            ErrorObject::new(
                stateless::codes::HEADER_MISMATCH,
                format!(
                    "Header mismatch: MCP-Protocol-Version is {:?}, _meta says {:?}",
                    header.unwrap_or("(absent)"),
                    meta.protocol_version
                ),
            ),
        );
    }
    if let Err(e) = routing_headers::check_standard(headers, &req.method, req.params.as_ref()) {
        return stateless_error(StatusCode::BAD_REQUEST, &req.id, e);
    }
    if let Err(e) = super::stateless::version_supported(&meta) {
        return stateless_error(StatusCode::BAD_REQUEST, &req.id, e);
    }
    if req.method == methods::SERVER_DISCOVER {
        let result = super::stateless::discover_result(&state.shared.dispatch);
        return json_response(
            StatusCode::OK,
            super::session::encode_response(&req.id, &result),
            None,
        );
    }
    if req.method == methods::SUBSCRIPTIONS_LISTEN {
        return listen(state, &req.id, req.params.as_ref());
    }
    let (params, retry) = match super::stateless::take_answers(req.params) {
        Ok(pair) => pair,
        Err(e) => return stateless_error(StatusCode::BAD_REQUEST, &req.id, e),
    };
    let standalone = EventStream::new(0, false);
    let core = Session::stateless(
        state.shared.clone(),
        Outlet::Stream(standalone.clone()),
        &state.root,
        &meta,
        retry.answers,
    );
    if req.method == methods::TOOLS_CALL
        && let Err(e) = routing_headers::check_tool_call(
            &core,
            headers,
            &params,
            Outlet::Stream(standalone.clone()),
        )
        .await
    {
        return stateless_error(StatusCode::BAD_REQUEST, &req.id, e);
    }
    let parked = retry.parked;
    let session = Arc::new(HttpSession {
        core: core.clone(),
        standalone,
        streams: Mutex::new(HashMap::new()),
        next_stream: AtomicU64::new(1),
        permits: Arc::new(Semaphore::new(1)),
    });
    let (tx, rx) = mpsc::channel::<Outgoing>(64);
    state.tasks.spawn(async move {
        let outlet = Outlet::Channel(tx.clone());
        let done = match super::stateless::answer(core, req.id, req.method, params, outlet, parked)
            .await
        {
            Some(text) => Outgoing::Final(text),
            None => Outgoing::Nothing,
        };
        let _ = tx.send(done).await;
    });
    // A handler's -32021 (missing client capability) is answered with HTTP 400, as the
    // other stateless request errors are, and its -32601 (a method nobody serves, for
    // example an extension's the handler does not have) with 404, as a removed method is.
    let mut rx = rx;
    let first = rx.recv().await;
    if let Some(Outgoing::Final(text)) = &first {
        let code = serde_json::from_str::<Value>(text)
            .ok()
            .and_then(|v| v["error"]["code"].as_i64());
        let status = match code {
            Some(stateless::codes::MISSING_REQUIRED_CLIENT_CAPABILITY) => {
                Some(StatusCode::BAD_REQUEST)
            }
            Some(codes::METHOD_NOT_FOUND) => Some(StatusCode::NOT_FOUND),
            _ => None,
        };
        if let Some(status) = status {
            return json_response(status, text.clone(), None);
        }
    }
    let (tx, rest) = mpsc::channel::<Outgoing>(64);
    if let Some(first) = first {
        let _ = tx.send(first).await;
        state.tasks.spawn(async move {
            while let Some(m) = rx.recv().await {
                if tx.send(m).await.is_err() {
                    break;
                }
            }
        });
    }
    let sse_allowed = accept_sse && !state.config.json_response;
    collect(
        state,
        session,
        rest,
        1,
        Vec::new(),
        false,
        sse_allowed,
        String::new(),
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_names_without_ports() {
        assert_eq!(host_name("localhost:3000"), "localhost");
        assert_eq!(host_name("[::1]:3000"), "::1");
        assert_eq!(host_name("[::1]"), "::1");
        assert_eq!(host_name("127.0.0.1"), "127.0.0.1");
        assert_eq!(host_name("evil.example.com"), "evil.example.com");
    }

    #[test]
    fn accept_header_parsing() {
        let mut h = HeaderMap::new();
        assert_eq!(accepts(&h), (true, true));
        h.insert(
            header::ACCEPT,
            HeaderValue::from_static("application/json, text/event-stream"),
        );
        assert_eq!(accepts(&h), (true, true));
        h.insert(header::ACCEPT, HeaderValue::from_static("application/json"));
        assert_eq!(accepts(&h), (true, false));
        h.insert(header::ACCEPT, HeaderValue::from_static("text/html"));
        assert_eq!(accepts(&h), (false, false));
        h.insert(header::ACCEPT, HeaderValue::from_static("*/*;q=0.8"));
        assert_eq!(accepts(&h), (true, true));
    }

    #[test]
    fn protocol_header_must_be_supported() {
        let mut h = HeaderMap::new();
        assert!(check_protocol_header(&h).is_ok());
        h.insert(
            PROTOCOL_VERSION_HEADER,
            HeaderValue::from_static("2025-06-18"),
        );
        assert!(check_protocol_header(&h).is_ok());
        h.insert(
            PROTOCOL_VERSION_HEADER,
            HeaderValue::from_static("1999-01-01"),
        );
        assert_eq!(
            check_protocol_header(&h).unwrap_err().0,
            StatusCode::BAD_REQUEST
        );
    }
}
