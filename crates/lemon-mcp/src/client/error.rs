//! What a client call can fail with ([`ClientError`]) and why a connection ended
//! ([`DisconnectReason`]), both typed so that a caller (a reconnect breaker, an OAuth
//! flow, a CLI's exit code) branches on variants, never on message text.

use std::fmt;
use std::time::Duration;

use serde_json::Value;

use super::ClientState;
use super::transport::{TransportError, stderr_suffix};

/// Why a connection ended.
///
/// ```
/// use lemon_mcp::client::DisconnectReason;
/// use lemon_mcp::client::transport::TransportError;
///
/// /// A reconnect breaker's question: did the server crash, rather than we close it?
/// fn server_crashed(reason: &DisconnectReason) -> bool {
///     matches!(reason, DisconnectReason::Transport(TransportError::ProcessExited { .. }))
/// }
/// assert!(!server_crashed(&DisconnectReason::ClosedByClient));
/// let crash = DisconnectReason::Transport(TransportError::ProcessExited { status: None, stderr: None });
/// assert!(server_crashed(&crash));
/// ```
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum DisconnectReason {
    /// We ended it: [`Client::close`](super::Client::close), or the last handle was
    /// dropped.
    ClosedByClient,
    /// The transport reported the end of the connection without an error;
    /// `diagnostics` is what it had to say (for stdio, the tail of the server's stderr).
    EndOfStream { diagnostics: Option<String> },
    /// A fatal transport error ended it: the server process exited (with its status
    /// and stderr tail), a frame over the bound, an I/O error, ...
    Transport(TransportError),
}

impl fmt::Display for DisconnectReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DisconnectReason::ClosedByClient => f.write_str("the client closed the connection"),
            DisconnectReason::EndOfStream { diagnostics } => write!(
                f,
                "the server ended the connection{}",
                stderr_suffix(diagnostics)
            ),
            DisconnectReason::Transport(e) => e.fmt(f),
        }
    }
}

/// Everything a client call can fail with.
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum ClientError {
    /// The client is not `ready` (still initializing, or disconnected).
    #[error("the MCP client is not ready (state: {state}); connect again if it was closed or lost")]
    NotReady { state: ClientState },
    /// No response within the deadline; the request was cancelled and is not retried.
    #[error(
        "the MCP server did not answer `{method}` within {timeout:?}; the request was cancelled and not retried"
    )]
    Timeout { method: String, timeout: Duration },
    /// The connection closed or was lost while the request was pending.
    #[error("the MCP connection closed: {reason}")]
    ConnectionClosed { reason: DisconnectReason },
    /// The server answered with a JSON-RPC error.
    #[error("the MCP server returned error {code}: {message}")]
    Rpc {
        code: i64,
        message: String,
        data: Option<Value>,
    },
    /// The transport failed to start or to send, or one request's exchange failed
    /// (an HTTP status, a 401/403 challenge, an expired session, ...).
    #[error(transparent)]
    Transport(#[from] TransportError),
    /// The handshake failed (`cause` says how); the connection was closed.
    #[error("MCP initialization failed: {cause}{}", stderr_suffix(diagnostics))]
    InitFailed {
        cause: Box<ClientError>,
        /// The transport's recent diagnostics (stdio: stderr tail), when it had any.
        diagnostics: Option<String>,
    },
    /// The server answered `initialize` with a protocol version this library lacks.
    #[error(
        "the MCP server chose protocol version {version:?}, which this client does not support \
         (supported: 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05); pin an older version \
         or upgrade the server"
    )]
    UnsupportedVersion { version: String },
    /// A result did not have the shape the method requires.
    #[error("the MCP server's answer to `{method}` is malformed: {message}")]
    InvalidResponse { method: String, message: String },
    /// A list kept returning `nextCursor` beyond the page bound (or repeated a cursor).
    #[error(
        "`{method}` returned more than {pages} pages (or repeated a cursor); stopped following nextCursor"
    )]
    TooManyPages { method: String, pages: usize },
    /// [`WireMode::Stateless`](crate::client::WireMode) over a transport that cannot
    /// carry the stateless wire (stdio).
    #[error(
        "the {transport} transport cannot speak the stateless MCP wire (2026-07-28); use Streamable HTTP or stdio, or WireMode::Auto"
    )]
    StatelessUnsupported { transport: &'static str },
    /// The server kept answering `InputRequiredResult` past the round bound.
    #[error(
        "the MCP server asked for input more than {rounds} times for `{method}`; stopped retrying"
    )]
    TooManyInputRounds { method: String, rounds: usize },
    /// The handler for one input request of an `InputRequiredResult` failed or does not
    /// exist (sampling not enabled, no elicitation handler, ...), so `method` cannot go on.
    #[error(
        "`{method}` needs `{input_method}` (input {key:?}), which this client refused: {message} ({code})"
    )]
    InputRequestFailed {
        method: String,
        key: String,
        input_method: String,
        code: i64,
        message: String,
    },
}

impl ClientError {
    /// The error object of an RPC error, for callers that need the code.
    pub fn rpc_code(&self) -> Option<i64> {
        match self {
            ClientError::Rpc { code, .. } => Some(*code),
            _ => None,
        }
    }

    /// The typed transport error behind this one, wherever it sits: a failed request
    /// ([`Transport`](Self::Transport)), a connection lost to it
    /// ([`ConnectionClosed`](Self::ConnectionClosed)) or a failed handshake.
    ///
    /// ```
    /// use lemon_mcp::client::{ClientError, DisconnectReason};
    /// use lemon_mcp::client::transport::TransportError;
    ///
    /// let e = ClientError::InitFailed {
    ///     cause: Box::new(ClientError::ConnectionClosed {
    ///         reason: DisconnectReason::Transport(TransportError::FrameTooLarge { limit: 8 }),
    ///     }),
    ///     diagnostics: None,
    /// };
    /// assert!(matches!(e.transport_error(), Some(TransportError::FrameTooLarge { limit: 8 })));
    /// ```
    pub fn transport_error(&self) -> Option<&TransportError> {
        match self {
            ClientError::Transport(TransportError::RequestFailed { error, .. }) => Some(error),
            ClientError::Transport(e) => Some(e),
            ClientError::ConnectionClosed {
                reason: DisconnectReason::Transport(e),
            } => Some(e),
            ClientError::InitFailed { cause, .. } => cause.transport_error(),
            _ => None,
        }
    }

    /// Why the connection ended, when this error is (or was caused by) its end.
    pub fn disconnect_reason(&self) -> Option<&DisconnectReason> {
        match self {
            ClientError::ConnectionClosed { reason } => Some(reason),
            ClientError::InitFailed { cause, .. } => cause.disconnect_reason(),
            _ => None,
        }
    }
}
