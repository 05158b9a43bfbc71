//! [`HttpError`]: why an exchange with an MCP HTTP endpoint failed, typed so that
//! callers branch on the variant (OAuth on [`HttpError::AuthRequired`], reconnection
//! on [`HttpError::SessionExpired`] or a status) and people read the `Display`.
//!
//! Every message names the endpoint without credentials or query and never quotes a
//! header value or token.

use std::time::Duration;

use crate::client::auth::{self, Challenge};
use crate::client::transport::TransportError;

/// Why an exchange with the endpoint failed. Messages name the endpoint (without
/// credentials or query) and say what to check.
///
/// ```
/// use lemon_mcp::client::auth::parse_www_authenticate;
/// use lemon_mcp::client::http::HttpError;
///
/// let e = HttpError::AuthRequired {
///     url: "https://mcp.example.com/mcp".into(),
///     status: 401,
///     challenges: parse_www_authenticate([r#"Bearer resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource""#]),
/// };
/// if let HttpError::AuthRequired { challenges, .. } = &e {
///     assert!(challenges[0].resource_metadata().is_some());
/// }
/// assert_eq!(
///     e.to_string(),
///     "https://mcp.example.com/mcp requires authorization (HTTP 401, Bearer challenge); configure credentials for this server"
/// );
/// ```
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
        /// A short summary of the body (an HTML page's title, a JSON-RPC error message).
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
    /// A body (or one SSE event) over [`HttpConfig::max_body_bytes`](super::HttpConfig::max_body_bytes).
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
    /// The endpoint refused with 401 or 403 and no credentials helped: the challenges
    /// of its `WWW-Authenticate` headers say what it wants (OAuth branches on them).
    #[error(
        "{url} requires authorization (HTTP {status}{}); configure credentials for this server",
        auth::summary(challenges)
    )]
    AuthRequired {
        url: String,
        status: u16,
        challenges: Vec<Challenge>,
    },
    /// The auth provider failed.
    #[error("authorization for {url} failed: {source}")]
    Auth {
        url: String,
        source: auth::AuthError,
    },
    /// The OAuth flow failed (discovery, registration, authorization or the token
    /// endpoint); `error` says which step and why, typed (and is part of the message,
    /// not a separate `source`, so an error chain names it once).
    #[error("OAuth authorization for {url} failed: {error}")]
    OAuth {
        url: String,
        error: crate::client::oauth::OAuthError,
    },
    /// The session expired (404) and a fresh `initialize` did not help.
    #[error("the MCP session at {url} expired and could not be re-established: {reason}")]
    SessionExpired { url: String, reason: String },
    /// Legacy HTTP+SSE: the event stream opened but no `endpoint` event (the URL to
    /// POST to) arrived in time.
    #[error(
        "{url} opened an event stream but sent no `endpoint` event within {timeout:?}; \
         is it a legacy HTTP+SSE endpoint rather than a Streamable HTTP one?"
    )]
    NoEndpoint { url: String, timeout: Duration },
    /// Legacy HTTP+SSE: the `endpoint` event named a URL of another origin (scheme,
    /// host and port), which the client refuses to send messages and headers to.
    #[error(
        "{url} named a message endpoint on another origin ({endpoint_origin}); refused, \
         messages and configured headers go only to the origin of the SSE URL"
    )]
    EndpointOrigin {
        url: String,
        /// `scheme://host:port` of the refused endpoint (no path, query or credentials).
        endpoint_origin: String,
    },
    /// Legacy HTTP+SSE: the event stream that carries every answer ended or failed;
    /// the connection is over (this transport cannot resume a stream).
    #[error("the event stream from {url} ended: {reason}; connect again")]
    EventStreamLost { url: String, reason: String },
    /// The transport was closed.
    #[error("the HTTP transport to {url} is closed")]
    Closed { url: String },
}

impl HttpError {
    /// The peer broke the protocol (a body that is not JSON-RPC, the wrong content
    /// type, no body or another request's answer), as opposed to failing or refusing.
    pub fn is_protocol_violation(&self) -> bool {
        matches!(
            self,
            HttpError::UnexpectedContentType { .. }
                | HttpError::InvalidBody { .. }
                | HttpError::MissingResponseBody { .. }
                | HttpError::ResponseIdMismatch { .. }
        )
    }
}

fn content_type_suffix(ct: &Option<String>) -> String {
    ct.as_deref().map(|c| format!(" ({c})")).unwrap_or_default()
}

/// The transport boundary keeps the typed source: a closed transport is
/// [`TransportError::Closed`] and an oversized body [`TransportError::FrameTooLarge`]
/// (the same for every transport); everything else travels as
/// [`TransportError::Http`].
impl From<HttpError> for TransportError {
    fn from(e: HttpError) -> Self {
        match e {
            HttpError::Closed { .. } => TransportError::Closed,
            HttpError::BodyTooLarge { limit, .. } => TransportError::FrameTooLarge { limit },
            e => TransportError::Http(e),
        }
    }
}
