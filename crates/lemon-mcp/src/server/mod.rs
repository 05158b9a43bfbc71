//! The MCP server side: a [`ServerHandler`] trait for tools, resources, prompts,
//! completion and logging, a [`Router`] that registers them as closures, and two
//! transports that serve a handler: [`stdio`] (newline-delimited JSON on stdin/stdout)
//! and [`http`] (Streamable HTTP on `axum`).
//!
//! The transports share one protocol core ([`session`]): lifecycle gating, version
//! negotiation, cancellation, server→client requests (sampling, elicitation, roots)
//! and the exact error texts of the spec. A tool's *declared* failure is an
//! `isError: true` result; a handler error or a panic becomes a JSON-RPC error and
//! never takes the server down.

pub mod context;
pub mod handler;
pub mod http;
pub mod router;
pub mod session;
pub mod stdio;

mod event_stream;
mod options;

pub use context::{LogLevel, PeerError, RequestContext, SessionHandle};
pub use handler::ServerHandler;
pub use options::ServerOptions;
pub use router::{HandlerError, Router};

/// Why a server could not start or stopped abnormally.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// Reading or writing the transport failed.
    #[error("MCP server I/O failed while {context}: {source}")]
    Io {
        /// What the server was doing.
        context: &'static str,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },
    /// The HTTP listener could not be bound (address in use, no permission, ...).
    #[error("could not listen on {addr} for the MCP HTTP server: {source}; pick another port or stop the process using it")]
    Bind {
        /// The address asked for.
        addr: std::net::SocketAddr,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },
    /// A server task panicked or was aborted.
    #[error("an MCP server task failed: {0}")]
    Task(String),
}

use crate::protocol::jsonrpc::{ErrorObject, codes};

/// Protocol versions this server speaks, oldest first.
pub const SUPPORTED_PROTOCOL_VERSIONS: &[&str] =
    &["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"];

/// The newest version in [`SUPPORTED_PROTOCOL_VERSIONS`]: the answer to a client that
/// offers a version this server does not know.
pub const LATEST_PROTOCOL_VERSION: &str = "2025-11-25";

/// Picks the version to answer an `initialize` with: the client's when supported,
/// else the newest this server speaks.
///
/// ```
/// use lemon_mcp::server::negotiate_version;
/// assert_eq!(negotiate_version("2025-03-26"), "2025-03-26");
/// assert_eq!(negotiate_version("2099-01-01"), "2025-11-25");
/// ```
pub fn negotiate_version(offered: &str) -> &'static str {
    SUPPORTED_PROTOCOL_VERSIONS
        .iter()
        .find(|v| **v == offered)
        .copied()
        .unwrap_or(LATEST_PROTOCOL_VERSION)
}

/// Builds the JSON-RPC error objects a handler returns. Codes and texts follow the spec
/// (`mcp.md` §A.5 and §F.2–F.3).
pub mod errors {
    use super::*;

    fn err(code: i64, message: impl Into<String>) -> ErrorObject {
        ErrorObject { code, message: message.into(), data: None }
    }

    /// -32602: missing or malformed params.
    pub fn invalid_params(message: impl Into<String>) -> ErrorObject {
        err(codes::INVALID_PARAMS, message)
    }

    /// -32600: a malformed request.
    pub fn invalid_request(message: impl Into<String>) -> ErrorObject {
        err(codes::INVALID_REQUEST, message)
    }

    /// -32601 `"Method not found: <method>"`.
    pub fn method_not_found(method: &str) -> ErrorObject {
        err(codes::METHOD_NOT_FOUND, format!("Method not found: {method}"))
    }

    /// -32603: an unexpected failure inside the server.
    pub fn internal(message: impl Into<String>) -> ErrorObject {
        err(codes::INTERNAL_ERROR, message)
    }

    /// -32600 with the handler's own text: what the original answers when a tool
    /// handler fails (not a tool-declared failure, which is an `isError` result).
    pub fn tool_execution(message: impl Into<String>) -> ErrorObject {
        err(codes::INVALID_REQUEST, message)
    }

    /// -32602 `"Resource not found"` (with the uri as `data`).
    pub fn resource_not_found(uri: &str) -> ErrorObject {
        ErrorObject {
            code: codes::INVALID_PARAMS,
            message: "Resource not found".into(),
            data: Some(serde_json::json!({ "uri": uri })),
        }
    }

    /// -32602 `"Prompt not found"`.
    pub fn prompt_not_found(_name: &str) -> ErrorObject {
        err(codes::INVALID_PARAMS, "Prompt not found")
    }

    /// -32602 `"Unknown tool: <name>"`.
    pub fn unknown_tool(name: &str) -> ErrorObject {
        err(codes::INVALID_PARAMS, format!("Unknown tool: {name}"))
    }
}
