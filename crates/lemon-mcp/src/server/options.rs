//! Settings shared by both server transports.

use std::time::Duration;

/// How a server behaves, whatever the transport. Every limit has a bound.
///
/// ```
/// use lemon_mcp::server::ServerOptions;
/// let opts = ServerOptions::default().with_client_request_timeout(std::time::Duration::from_secs(5));
/// assert_eq!(opts.max_message_bytes, 8 * 1024 * 1024);
/// ```
#[derive(Debug, Clone)]
pub struct ServerOptions {
    /// Largest accepted message (a stdio line or an HTTP body), in bytes. Default 8 MiB.
    pub max_message_bytes: usize,
    /// Requests of one session handled at the same time. Further ones wait (on stdio up
    /// to 16 times this many; beyond that they are refused with "Server busy"). Default 64.
    pub max_in_flight: usize,
    /// How long a server→client request (sampling, elicitation, roots) waits for the
    /// client's answer. Default 60 s.
    pub client_request_timeout: Duration,
    /// Refuse `initialize` with an unsupported version (-32600
    /// `"Unsupported protocol version: <v>"`, the original's behaviour) instead of answering with the newest
    /// supported one. Default false (negotiate).
    pub strict_protocol_version: bool,
    /// After the input ends (stdio EOF) or on shutdown, how long running requests may
    /// still finish before they are cancelled. Default 2 s.
    pub shutdown_grace: Duration,
    /// Where the application's own notifications (`list_changed`, ...) come from; every
    /// session and `subscriptions/listen` stream of the server receives them. Default
    /// none.
    pub notifier: Option<super::Notifier>,
}

impl Default for ServerOptions {
    fn default() -> Self {
        ServerOptions {
            max_message_bytes: 8 * 1024 * 1024,
            max_in_flight: 64,
            client_request_timeout: Duration::from_secs(60),
            strict_protocol_version: false,
            shutdown_grace: Duration::from_secs(2),
            notifier: None,
        }
    }
}

impl ServerOptions {
    /// Sets [`ServerOptions::client_request_timeout`].
    pub fn with_client_request_timeout(mut self, timeout: Duration) -> Self {
        self.client_request_timeout = timeout;
        self
    }

    /// Sets [`ServerOptions::max_message_bytes`].
    pub fn with_max_message_bytes(mut self, bytes: usize) -> Self {
        self.max_message_bytes = bytes;
        self
    }

    /// Sets [`ServerOptions::notifier`]: what `notifier` sends reaches every client of
    /// the server.
    ///
    /// ```
    /// use lemon_mcp::server::{Notifier, ServerOptions};
    /// let notifier = Notifier::new();
    /// let opts = ServerOptions::default().with_notifier(notifier.clone());
    /// assert!(opts.notifier.is_some());
    /// ```
    pub fn with_notifier(mut self, notifier: super::Notifier) -> Self {
        self.notifier = Some(notifier);
        self
    }

    /// Sets [`ServerOptions::strict_protocol_version`].
    pub fn with_strict_protocol_version(mut self, strict: bool) -> Self {
        self.strict_protocol_version = strict;
        self
    }
}
