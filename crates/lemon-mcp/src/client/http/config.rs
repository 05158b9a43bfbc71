//! [`HttpConfig`]: what a Streamable HTTP connection needs to know (endpoint,
//! headers, timeouts, bounds, reconnection, auth), with its defaults.

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use crate::client::auth::AuthProvider;
use crate::client::http_plumbing::{header_names, redact_url_str};

/// The default cap on a request's exchange: just above the
/// [`Client`](crate::client::Client)'s longest per-request wait (300 s), so the
/// client's own timeout (which cancels the request) always comes first.
pub const DEFAULT_REQUEST_TIMEOUT: Duration = Duration::from_secs(301);

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
    /// The limit on one HTTP exchange of a notification or a response, a GET stream
    /// open and the closing DELETE: connect, headers and the whole body, including
    /// stream resumptions. Default 30 s.
    pub timeout: Duration,
    /// The limit on a request's exchange (its answer may stream for long). Default
    /// [`DEFAULT_REQUEST_TIMEOUT`]: under a [`Client`](crate::client::Client) requests
    /// are timed (and cancelled) by the client's per-request timeouts, and this is only
    /// a backstop.
    pub request_timeout: Duration,
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
            .field("headers", &header_names(&self.headers))
            .field("timeout", &self.timeout)
            .field("request_timeout", &self.request_timeout)
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
            request_timeout: DEFAULT_REQUEST_TIMEOUT,
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

    /// Sets the per-exchange timeout of notifications, responses and streams.
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Sets the cap on a request's exchange.
    pub fn request_timeout(mut self, timeout: Duration) -> Self {
        self.request_timeout = timeout;
        self
    }

    /// Sets the auth provider.
    pub fn auth(mut self, auth: Arc<dyn AuthProvider>) -> Self {
        self.auth = Some(auth);
        self
    }
}
