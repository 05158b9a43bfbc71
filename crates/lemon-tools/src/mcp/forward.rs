//! Elicitation and roots from configured servers: what the manager does with a
//! downstream server's `elicitation/create` and `roots/list`. With a [`ClientRequests`]
//! in `ManagerOptions::client_requests`, every connection advertises the `elicitation`
//! and `roots` client capabilities and hands those requests to it, naming the server
//! that asked (`lemon serve` answers them from the upstream client whose call is in
//! flight there). Without one nothing is advertised, so servers do not ask, and a
//! server that asks anyway gets `-32601`. Sampling has its own policy and backend
//! ([`super::sampling`]).

use lemon_mcp::client::transport::BoxFuture;
use lemon_mcp::server::HandlerError;
use serde_json::Value;

/// Answers a downstream server's elicitation and roots requests. `server` is the
/// asking server's configured name (`None` for an unnamed entry); the result is the
/// JSON-RPC `result` the server gets, the error its JSON-RPC error (which must carry no
/// secret: servers log what they get).
///
/// ```
/// use lemon_mcp::client::transport::BoxFuture;
/// use lemon_mcp::server::HandlerError;
/// use lemon_tools::mcp::forward::ClientRequests;
/// use serde_json::{Value, json};
///
/// struct NoRoots;
/// impl ClientRequests for NoRoots {
///     fn elicit(&self, _server: Option<String>, _params: Value)
///         -> BoxFuture<'static, Result<Value, HandlerError>> {
///         Box::pin(async { Ok(json!({"action": "decline"})) })
///     }
///     fn list_roots(&self, _server: Option<String>)
///         -> BoxFuture<'static, Result<Value, HandlerError>> {
///         Box::pin(async { Ok(json!({"roots": []})) })
///     }
/// }
/// let answers: std::sync::Arc<dyn ClientRequests> = std::sync::Arc::new(NoRoots);
/// # let _ = answers;
/// ```
pub trait ClientRequests: Send + Sync {
    /// Answers `elicitation/create` (`params` verbatim).
    fn elicit(
        &self,
        server: Option<String>,
        params: Value,
    ) -> BoxFuture<'static, Result<Value, HandlerError>>;

    /// Answers `roots/list`.
    fn list_roots(&self, server: Option<String>)
    -> BoxFuture<'static, Result<Value, HandlerError>>;
}

/// The connection's `elicitation/create` and `roots/list` handlers over `answers`, for
/// the server named `server`.
pub(crate) fn handlers(
    answers: &std::sync::Arc<dyn ClientRequests>,
    server: Option<&str>,
) -> (
    lemon_mcp::client::RequestHandler,
    lemon_mcp::client::RequestHandler,
) {
    let (a, name) = (answers.clone(), server.map(str::to_string));
    let elicit: lemon_mcp::client::RequestHandler =
        std::sync::Arc::new(move |params: Value| a.elicit(name.clone(), params));
    let (a, name) = (answers.clone(), server.map(str::to_string));
    let roots: lemon_mcp::client::RequestHandler =
        std::sync::Arc::new(move |_params: Value| a.list_roots(name.clone()));
    (elicit, roots)
}
