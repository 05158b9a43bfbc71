//! The MCP server side: a [`ServerHandler`] trait for tools, resources, prompts,
//! completion and logging, a [`Router`] that registers them as closures, and two
//! transports that serve a handler: [`stdio`] (newline-delimited JSON on stdin/stdout)
//! and [`http`] (Streamable HTTP on `axum`).
//!
//! The transports share one protocol core: lifecycle gating, version
//! negotiation, cancellation, server→client requests (sampling, elicitation, roots)
//! and the exact error texts the MCP specification gives. A tool's *declared* failure is an
//! `isError: true` result; a handler error or a panic becomes a JSON-RPC error and
//! never takes the server down.
//!
//! Protocol versions: a client's `initialize` is answered with its own version when
//! this library supports it, else with the newest
//! ([`crate::protocol::version::server_negotiate`]).

pub mod context;
pub mod handler;
pub mod http;
pub mod notify;
pub mod router;
pub mod stdio;

mod event_stream;
mod listener;
mod options;
mod park;
mod routing_headers;
mod session;
mod stateless;

pub use crate::protocol::jsonrpc::HandlerError;
pub use context::{PeerError, RequestContext, SessionHandle};
pub use handler::ServerHandler;
pub use notify::Notifier;
pub use options::ServerOptions;
pub use router::Router;

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
    #[error(
        "could not listen on {addr} for the MCP HTTP server: {source}; pick another port or stop the process using it"
    )]
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

/// Builds the JSON-RPC error objects a handler returns, with the codes and the exact
/// texts the original system answers (clients match on some of them).
pub mod errors {
    use super::*;

    fn err(code: i64, message: impl Into<String>) -> ErrorObject {
        ErrorObject::new(code, message)
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
        err(
            codes::METHOD_NOT_FOUND,
            format!("Method not found: {method}"),
        )
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

    /// -32700 `"Parse error: invalid JSON"`: a message that is not JSON at all (both
    /// transports answer it the same way).
    pub(crate) fn invalid_json() -> ErrorObject {
        err(codes::PARSE_ERROR, "Parse error: invalid JSON")
    }

    /// -32700 `"Failed to parse request: <why>"`: JSON that is no JSON-RPC message.
    pub(crate) fn unparsable_message(why: impl std::fmt::Display) -> ErrorObject {
        err(
            codes::PARSE_ERROR,
            format!("Failed to parse request: {why}"),
        )
    }

    /// -32602 `"Unknown tool: <name>"`.
    pub fn unknown_tool(name: &str) -> ErrorObject {
        err(codes::INVALID_PARAMS, format!("Unknown tool: {name}"))
    }
}
