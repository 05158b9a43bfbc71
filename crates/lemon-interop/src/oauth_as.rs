//! The OAuth side of `conformance-server --oauth`: a minimal authorization server for the
//! client-credentials grant (its RFC 8414 metadata, the protected-resource metadata of the
//! MCP endpoint, a token endpoint accepting `client_secret_post` and
//! `client_secret_basic`) on its own loopback port, and the bearer check
//! ([`BearerCheck`], a lemon-mcp `RequestAuthorizer`) the MCP endpoint runs first.
//! Tokens are random, live one hour and are kept in memory. `GET /stats` on the
//! authorization server's port answers what it and the bearer check have seen
//! ([`Stats`]), so a test can tell a refused client from one that never asked.

use std::collections::HashMap;
use std::hash::{BuildHasher as _, Hasher as _};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use base64::Engine as _;
use lemon_mcp::server::http::{AuthRejection, RequestAuthorizer};
use serde_json::json;

const TOKEN_LIFETIME: Duration = Duration::from_secs(3600);

/// The registered client and the resource the tokens are for.
#[derive(Clone)]
pub struct OAuthSettings {
    pub client_id: String,
    pub client_secret: String,
    /// The MCP endpoint URL, the protected resource's identifier.
    pub resource: String,
    /// The authorization server's loopback port; `None` picks a free one.
    pub port: Option<u16>,
}

/// What the authorization server and the bearer check have counted since start-up, as
/// `GET /stats` answers it (snake_case JSON keys).
#[derive(Debug, Default, serde::Serialize)]
pub struct Stats {
    /// Protected-resource metadata documents served.
    pub resource_metadata: u64,
    /// Authorization-server metadata documents served.
    pub server_metadata: u64,
    /// Token requests answered with a token.
    pub tokens_issued: u64,
    /// Token requests refused (any error).
    pub tokens_refused: u64,
    /// MCP requests that carried no bearer token (answered 401).
    pub unauthenticated: u64,
    /// MCP requests with a bearer this server did not issue or that expired (401).
    pub invalid_token: u64,
    /// MCP requests let through with a valid bearer.
    pub authorized: u64,
}

#[derive(Default)]
struct Counters {
    resource_metadata: AtomicU64,
    server_metadata: AtomicU64,
    tokens_issued: AtomicU64,
    tokens_refused: AtomicU64,
    unauthenticated: AtomicU64,
    invalid_token: AtomicU64,
    authorized: AtomicU64,
}

impl Counters {
    fn bump(counter: &AtomicU64) {
        counter.fetch_add(1, Ordering::Relaxed);
    }

    fn snapshot(&self) -> Stats {
        let get = |c: &AtomicU64| c.load(Ordering::Relaxed);
        Stats {
            resource_metadata: get(&self.resource_metadata),
            server_metadata: get(&self.server_metadata),
            tokens_issued: get(&self.tokens_issued),
            tokens_refused: get(&self.tokens_refused),
            unauthenticated: get(&self.unauthenticated),
            invalid_token: get(&self.invalid_token),
            authorized: get(&self.authorized),
        }
    }
}

#[derive(Default)]
struct Issued {
    tokens: HashMap<String, Instant>,
}

/// What the authorization server and the bearer check share.
#[derive(Clone)]
struct Shared {
    settings: OAuthSettings,
    issuer: String,
    issued: Arc<Mutex<Issued>>,
    counters: Arc<Counters>,
}

/// The bearer check of the MCP endpoint.
#[derive(Clone)]
pub struct BearerCheck {
    shared: Shared,
}

impl std::fmt::Debug for BearerCheck {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BearerCheck")
            .field("issuer", &self.shared.issuer)
            .finish_non_exhaustive()
    }
}

impl RequestAuthorizer for BearerCheck {
    fn authorize(&self, headers: &HeaderMap) -> Result<(), AuthRejection> {
        let prm = format!(
            "{}/.well-known/oauth-protected-resource/mcp",
            self.shared.issuer
        );
        let presented = headers
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "));
        let valid = presented.is_some_and(|t| {
            let issued = self.shared.issued.lock().unwrap_or_else(|p| p.into_inner());
            issued
                .tokens
                .get(t)
                .is_some_and(|at| at.elapsed() < TOKEN_LIFETIME)
        });
        let counters = &self.shared.counters;
        if valid {
            Counters::bump(&counters.authorized);
            return Ok(());
        }
        let error = if presented.is_some() {
            Counters::bump(&counters.invalid_token);
            ", error=\"invalid_token\""
        } else {
            Counters::bump(&counters.unauthenticated);
            ""
        };
        Err(AuthRejection::new(
            401,
            format!("Bearer resource_metadata=\"{prm}\"{error}"),
        ))
    }
}

fn random_token() -> String {
    let state = std::collections::hash_map::RandomState::new();
    let mut out = String::from("lemon-");
    for i in 0..4u64 {
        let mut h = state.build_hasher();
        h.write_u64(i);
        h.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or(0),
        );
        out.push_str(&format!("{:016x}", h.finish()));
    }
    out
}

fn oauth_error(status: StatusCode, error: &str) -> Response {
    (status, axum::Json(json!({"error": error}))).into_response()
}

async fn metadata(State(s): State<Shared>) -> Response {
    Counters::bump(&s.counters.server_metadata);
    let issuer = &s.issuer;
    axum::Json(json!({
        "issuer": issuer,
        // Only client credentials are issued, so RFC 8414 would let this be left out;
        // clients that require it (the Python SDK's metadata model does) get an endpoint
        // that refuses every authorization request with the standard error.
        "authorization_endpoint": format!("{issuer}/authorize"),
        "token_endpoint": format!("{issuer}/token"),
        "grant_types_supported": ["client_credentials"],
        "token_endpoint_auth_methods_supported": ["client_secret_post", "client_secret_basic"],
        "response_types_supported": [],
    }))
    .into_response()
}

/// Every authorization request is refused: this server has no user to ask.
async fn authorize() -> Response {
    oauth_error(StatusCode::BAD_REQUEST, "unsupported_response_type")
}

async fn resource_metadata(State(s): State<Shared>) -> Response {
    Counters::bump(&s.counters.resource_metadata);
    axum::Json(json!({
        "resource": s.settings.resource,
        "authorization_servers": [s.issuer],
        "bearer_methods_supported": ["header"],
    }))
    .into_response()
}

async fn stats(State(s): State<Shared>) -> Response {
    axum::Json(s.counters.snapshot()).into_response()
}

async fn token(State(s): State<Shared>, headers: HeaderMap, body: String) -> Response {
    let response = issue(&s, &headers, &body);
    let counter = if response.status().is_success() {
        &s.counters.tokens_issued
    } else {
        &s.counters.tokens_refused
    };
    Counters::bump(counter);
    response
}

fn issue(s: &Shared, headers: &HeaderMap, body: &str) -> Response {
    let form: HashMap<String, String> = url_decode(body);
    if form.get("grant_type").map(String::as_str) != Some("client_credentials") {
        return oauth_error(StatusCode::BAD_REQUEST, "unsupported_grant_type");
    }
    let basic = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Basic "))
        .and_then(|b| base64::engine::general_purpose::STANDARD.decode(b).ok())
        .and_then(|b| String::from_utf8(b).ok());
    let (id, secret) = match &basic {
        Some(pair) => {
            let (id, secret) = pair.split_once(':').unwrap_or((pair, ""));
            (decode_component(id), decode_component(secret))
        }
        None => (
            form.get("client_id").cloned().unwrap_or_default(),
            form.get("client_secret").cloned().unwrap_or_default(),
        ),
    };
    if id != s.settings.client_id || secret != s.settings.client_secret {
        return oauth_error(StatusCode::UNAUTHORIZED, "invalid_client");
    }
    if form
        .get("resource")
        .is_some_and(|r| *r != s.settings.resource)
    {
        return oauth_error(StatusCode::BAD_REQUEST, "invalid_target");
    }
    let t = random_token();
    s.issued
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .tokens
        .insert(t.clone(), Instant::now());
    axum::Json(json!({
        "access_token": t,
        "token_type": "Bearer",
        "expires_in": TOKEN_LIFETIME.as_secs(),
    }))
    .into_response()
}

fn decode_component(s: &str) -> String {
    url::form_urlencoded::parse(format!("v={s}").as_bytes())
        .next()
        .map(|(_, v)| v.into_owned())
        .unwrap_or_default()
}

fn url_decode(body: &str) -> HashMap<String, String> {
    url::form_urlencoded::parse(body.as_bytes())
        .into_owned()
        .collect()
}

/// Starts the authorization server on 127.0.0.1 (the configured port, else a free one)
/// and returns the bearer check for the MCP endpoint, and the issuer URL.
pub async fn start(settings: OAuthSettings) -> std::io::Result<(BearerCheck, String)> {
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", settings.port.unwrap_or(0))).await?;
    let issuer = format!("http://{}", listener.local_addr()?);
    let shared = Shared {
        settings,
        issuer: issuer.clone(),
        issued: Arc::default(),
        counters: Arc::default(),
    };
    let app = Router::new()
        .route("/.well-known/oauth-authorization-server", get(metadata))
        .route(
            "/.well-known/oauth-protected-resource/mcp",
            get(resource_metadata),
        )
        .route("/token", post(token))
        .route("/authorize", get(authorize))
        .route("/stats", get(stats))
        .with_state(shared.clone());
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    Ok((BearerCheck { shared }, issuer))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn form_decoding() {
        let f = url_decode("a=b+c&d=%3A%2F");
        assert_eq!(f["a"], "b c");
        assert_eq!(f["d"], ":/");
        assert_eq!(decode_component("id%3Ax"), "id:x");
        assert_ne!(random_token(), random_token());
    }
}
