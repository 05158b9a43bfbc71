//! The client-side transport abstraction: what the MCP client needs from stdio,
//! Streamable HTTP or any other carrier of JSON-RPC messages.
//!
//! A transport moves whole [`Message`]s. Framing, decoding, tolerance of junk input
//! (non-JSON lines, HTML error pages) and size bounds are the transport's job; it
//! reports only what the client must act on. The client drives it from two places:
//! any number of tasks call [`Transport::send`] concurrently, and one dedicated reader
//! task calls [`Transport::receive`] in a loop. The trait is object-safe
//! (`Box<dyn Transport>`), with boxed futures so no extra crate is needed.

use std::future::Future;
use std::pin::Pin;

use crate::client::http::HttpError;
use crate::protocol::jsonrpc::{Message, RequestId};
use crate::protocol::stateless::ParamHeader;
use crate::protocol::version::ProtocolVersion;

/// A boxed, sendable future, the return type of every transport method.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A carrier of JSON-RPC messages between a client and one server.
///
/// Contract:
/// - `send` may be called from several tasks at once; each message is written whole
///   (never interleaved with another). For HTTP, `send` of a request POSTs it, and the
///   response (JSON or SSE) is delivered later through `receive`, like any other
///   incoming message. A transport should return from `send` once the message is
///   handed over; it must not wait for the server's answer to a request.
/// - `receive` is called by one task only. It returns `Some(Ok(message))` for each
///   incoming message, `Some(Err(TransportError::RequestFailed { .. }))` when one
///   request's exchange failed (not fatal: the client fails only that request and keeps
///   reading), `Some(Err(e))` with any other error for a fatal error (after which it
///   returns `None`),
///   and `None` when the connection ended. Non-fatal junk (a non-JSON line, a message
///   that is not JSON-RPC) is logged and skipped by the transport, not returned.
/// - `close` ends the connection and releases everything (child process reaped,
///   HTTP session deleted); it is idempotent, and afterwards `receive` returns `None`
///   and `send` fails with [`TransportError::Closed`].
///
/// ```
/// use lemon_mcp::client::transport::{BoxFuture, Transport, TransportError};
/// use lemon_mcp::protocol::jsonrpc::Message;
/// use tokio::sync::{mpsc, Mutex};
///
/// /// A loopback transport: everything sent comes back.
/// struct Loopback {
///     tx: mpsc::UnboundedSender<Message>,
///     rx: Mutex<mpsc::UnboundedReceiver<Message>>,
/// }
///
/// impl Transport for Loopback {
///     fn send(&self, message: Message) -> BoxFuture<'_, Result<(), TransportError>> {
///         Box::pin(async move { self.tx.send(message).map_err(|_| TransportError::Closed) })
///     }
///     fn receive(&self) -> BoxFuture<'_, Option<Result<Message, TransportError>>> {
///         Box::pin(async move { self.rx.lock().await.recv().await.map(Ok) })
///     }
///     fn close(&self) -> BoxFuture<'_, Result<(), TransportError>> {
///         Box::pin(async move { self.rx.lock().await.close(); Ok(()) })
///     }
/// }
///
/// # tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap().block_on(async {
/// let (tx, rx) = mpsc::unbounded_channel();
/// let t: Box<dyn Transport> = Box::new(Loopback { tx, rx: Mutex::new(rx) });
/// t.send(Message::notification("ping", None)).await.unwrap();
/// assert_eq!(t.receive().await.unwrap().unwrap().method(), Some("ping"));
/// # });
/// ```
pub trait Transport: Send + Sync + 'static {
    /// Sends one message.
    fn send(&self, message: Message) -> BoxFuture<'_, Result<(), TransportError>>;

    /// Waits for the next incoming message (single consumer; see the trait docs).
    fn receive(&self) -> BoxFuture<'_, Option<Result<Message, TransportError>>>;

    /// Closes the connection; idempotent.
    fn close(&self) -> BoxFuture<'_, Result<(), TransportError>>;

    /// Called once initialization succeeded, with the negotiated version. The HTTP
    /// transport sends it as `MCP-Protocol-Version` from then on; stdio ignores it.
    fn set_protocol_version(&self, _version: ProtocolVersion) {}

    /// Switches the transport to the 2026-07-28 stateless wire speaking `version`
    /// (`Some`), or back to the handshake wire (`None`). Returns whether the transport
    /// carries the stateless wire; the default does not, and a client in auto mode then
    /// runs the handshake. On HTTP the stateless wire means: no session,
    /// `MCP-Protocol-Version: <version>` and the SEP-2243 `Mcp-Method`, `Mcp-Name` and
    /// `Mcp-Param-*` headers on every POST, and JSON-RPC errors read from 4xx/5xx bodies.
    fn set_stateless(&self, _version: Option<&'static str>) -> bool {
        false
    }

    /// Whether [`WireMode::Auto`](crate::client::WireMode) probes `server/discover` on
    /// this transport before it falls back to `initialize` (true unless the transport
    /// says a probe is unsafe; stdio does).
    fn probes_stateless(&self) -> bool {
        true
    }

    /// How long the [`WireMode::Auto`](crate::client::WireMode) probe waits for an
    /// answer before it gives up on the stateless wire and runs `initialize` on the same
    /// connection; `None` (the default) waits the whole initialization timeout, and a
    /// probe that times out fails the connect.
    fn stateless_probe_wait(&self) -> Option<std::time::Duration> {
        None
    }

    /// The `x-mcp-header` annotations of the server's tools (by tool name), replacing
    /// any earlier set; a stateless HTTP transport mirrors the annotated arguments of a
    /// `tools/call` into `Mcp-Param-*` headers. Other transports ignore them.
    fn set_tool_param_headers(&self, _tools: Vec<(String, Vec<ParamHeader>)>) {}

    /// Recent diagnostic output to quote in error messages (for stdio: the tail of the
    /// child's stderr). `None` when the transport has none.
    fn diagnostics(&self) -> Option<String> {
        None
    }

    /// A short, redacted description for logs and errors (`"stdio"`, `"http"`); never a
    /// command line, URL or credential.
    fn kind(&self) -> &'static str {
        "transport"
    }
}

impl<T: Transport + ?Sized> Transport for Box<T> {
    fn send(&self, message: Message) -> BoxFuture<'_, Result<(), TransportError>> {
        (**self).send(message)
    }
    fn receive(&self) -> BoxFuture<'_, Option<Result<Message, TransportError>>> {
        (**self).receive()
    }
    fn close(&self) -> BoxFuture<'_, Result<(), TransportError>> {
        (**self).close()
    }
    fn set_protocol_version(&self, version: ProtocolVersion) {
        (**self).set_protocol_version(version)
    }
    fn set_stateless(&self, version: Option<&'static str>) -> bool {
        (**self).set_stateless(version)
    }
    fn probes_stateless(&self) -> bool {
        (**self).probes_stateless()
    }

    fn stateless_probe_wait(&self) -> Option<std::time::Duration> {
        (**self).stateless_probe_wait()
    }
    fn set_tool_param_headers(&self, tools: Vec<(String, Vec<ParamHeader>)>) {
        (**self).set_tool_param_headers(tools)
    }
    fn diagnostics(&self) -> Option<String> {
        (**self).diagnostics()
    }
    fn kind(&self) -> &'static str {
        (**self).kind()
    }
}

/// Why a transport could not send or receive, typed to the boundary that decides on
/// it: the client fails one request or the whole connection, a connection manager
/// tells "server crashed" ([`ProcessExited`](Self::ProcessExited)) from "auth needed"
/// ([`HttpError::AuthRequired`] inside [`Http`](Self::Http)) from "closed by us"
/// ([`Closed`](Self::Closed)). `Display` is for people and never shows a command line,
/// a header value or a URL's credentials.
///
/// It is `Clone` so one disconnect reason can fail every pending request.
///
/// ```
/// use lemon_mcp::client::http::HttpError;
/// use lemon_mcp::client::transport::TransportError;
///
/// fn needs_login(e: &TransportError) -> bool {
///     matches!(e, TransportError::Http(HttpError::AuthRequired { .. }))
/// }
/// assert!(!needs_login(&TransportError::FrameTooLarge { limit: 8 }));
/// ```
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum TransportError {
    /// The transport was closed (by us or by `close`); nothing more can be sent.
    #[error("the connection is closed")]
    Closed,
    /// The command could not be started.
    #[error("could not start the MCP server `{command}`: {message}")]
    Spawn { command: String, message: String },
    /// An I/O error on the connection.
    #[error("I/O error while {context}: {message}")]
    Io {
        context: &'static str,
        kind: std::io::ErrorKind,
        message: String,
    },
    /// A single incoming frame (line, HTTP body, SSE event) exceeded the bound.
    #[error(
        "the server sent a message larger than {limit} bytes; the connection was dropped \
         (the limit protects memory against a misbehaving server)"
    )]
    FrameTooLarge { limit: usize },
    /// The server process ended (or closed its stdout), with the tail of its stderr.
    #[error(
        "the MCP server process exited ({}){}",
        exit_text(.status),
        stderr_suffix(.stderr)
    )]
    ProcessExited {
        /// How it ended; `None` when it closed its stdout but was still running, or
        /// its status could not be read.
        status: Option<std::process::ExitStatus>,
        /// The last bytes it wrote to stderr, when there were any.
        stderr: Option<String>,
    },
    /// An exchange with an HTTP endpoint failed: a status, a 401/403 with its parsed
    /// challenge, an expired session, a timeout, a body that is not JSON-RPC, ...
    #[error(transparent)]
    Http(HttpError),
    /// The exchange that carried ONE request failed (an HTTP error status, a body that
    /// is not JSON-RPC, a stream that ended before the response). **Not fatal**: when
    /// `receive` returns it, the client fails only the pending request `id` with `error`
    /// and keeps reading; no response for `id` will come.
    #[error("request {id} failed: {error}")]
    RequestFailed {
        id: RequestId,
        error: Box<TransportError>,
    },
}

fn exit_text(status: &Option<std::process::ExitStatus>) -> String {
    match status {
        Some(s) => s.to_string(),
        None => "it closed its stdout; exit status unknown".into(),
    }
}

/// `"; last stderr output:\n…"` for a non-empty stderr tail, else nothing.
pub(crate) fn stderr_suffix(stderr: &Option<String>) -> String {
    match stderr {
        Some(s) if !s.trim().is_empty() => format!("; last stderr output:\n{}", s.trim_end()),
        _ => String::new(),
    }
}

impl TransportError {
    /// An I/O error with what was being done.
    pub fn io(context: &'static str, err: &std::io::Error) -> Self {
        TransportError::Io {
            context,
            kind: err.kind(),
            message: err.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trait_is_object_safe() {
        fn takes(_: Option<Box<dyn Transport>>) {}
        takes(None);
    }

    #[test]
    fn messages_are_clear() {
        use std::os::unix::process::ExitStatusExt;
        let e = TransportError::ProcessExited {
            // A wait status of 256 is "exited with code 1".
            status: Some(std::process::ExitStatus::from_raw(256)),
            stderr: Some("boom\n".into()),
        };
        assert_eq!(
            e.to_string(),
            "the MCP server process exited (exit status: 1); last stderr output:\nboom"
        );
        assert!(
            TransportError::FrameTooLarge { limit: 8 }
                .to_string()
                .contains("larger than 8 bytes")
        );
        assert_eq!(
            TransportError::Http(HttpError::Status {
                url: "http://x/mcp".into(),
                status: 404,
                content_type: None,
                detail: "(empty body)".into(),
            })
            .to_string(),
            "http://x/mcp answered HTTP 404: (empty body)"
        );
    }
}
