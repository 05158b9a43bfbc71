//! [`SseConfig`]: what a legacy HTTP+SSE connection needs to know (the SSE URL,
//! headers, timeouts, bounds), with its defaults.

use std::fmt;
use std::time::Duration;

use crate::client::http_plumbing::{header_names, redact_url_str};

/// Everything the legacy HTTP+SSE transport needs to know.
///
/// ```
/// use std::time::Duration;
/// use lemon_mcp::client::sse::SseConfig;
///
/// let cfg = SseConfig::new("http://127.0.0.1:3001/sse")
///     .header("Authorization", "Bearer secret")
///     .timeout(Duration::from_secs(10));
/// // Debug shows header names, never their values.
/// assert!(!format!("{cfg:?}").contains("secret"));
/// ```
#[derive(Clone)]
#[non_exhaustive]
pub struct SseConfig {
    /// The SSE URL: the client GETs it for the event stream that carries every
    /// message from the server, starting with the `endpoint` event.
    pub url: String,
    /// Extra headers sent verbatim on the GET and on every POST. A configured
    /// `Accept` or `Content-Type` replaces the transport's own.
    pub headers: Vec<(String, String)>,
    /// The limit on opening the stream up to its `endpoint` event, and on each POST
    /// (connect, status, and the short body of its `202 Accepted`). Default 30 s.
    /// Answers are timed by the [`Client`](crate::client::Client)'s request timeouts.
    pub timeout: Duration,
    /// The limit on establishing a connection. Default 10 s.
    pub connect_timeout: Duration,
    /// The bound on one SSE event. Default 8 MiB.
    pub max_body_bytes: usize,
    /// A client to share with other transports (its pool and TLS settings are used
    /// as they are). By default the transport shares one per connect timeout.
    pub http_client: Option<reqwest::Client>,
}

impl fmt::Debug for SseConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Header values and URLs may carry credentials: show names only.
        f.debug_struct("SseConfig")
            .field("url", &redact_url_str(&self.url))
            .field("headers", &header_names(&self.headers))
            .field("timeout", &self.timeout)
            .field("connect_timeout", &self.connect_timeout)
            .field("max_body_bytes", &self.max_body_bytes)
            .finish_non_exhaustive()
    }
}

impl SseConfig {
    /// A configuration with the defaults for the SSE URL `url`.
    pub fn new(url: impl Into<String>) -> Self {
        SseConfig {
            url: url.into(),
            headers: Vec::new(),
            timeout: Duration::from_secs(30),
            connect_timeout: Duration::from_secs(10),
            max_body_bytes: crate::sse::DEFAULT_MAX_EVENT_BYTES,
            http_client: None,
        }
    }

    /// Adds one configured header.
    pub fn header(mut self, name: impl Into<String>, value: impl Into<String>) -> Self {
        self.headers.push((name.into(), value.into()));
        self
    }

    /// Sets the limit on opening the stream and on each POST.
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Sets the bound on one SSE event.
    pub fn max_body_bytes(mut self, limit: usize) -> Self {
        self.max_body_bytes = limit;
        self
    }
}
