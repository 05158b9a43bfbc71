//! The OAuth side of `conformance-server --oauth`: a minimal authorization server for the
//! client-credentials grant (its RFC 8414 metadata, the protected-resource metadata of the
//! MCP endpoint, a token endpoint accepting `client_secret_post` and
//! `client_secret_basic`) on its own loopback port, and the bearer check
//! ([`BearerCheck`], a lemon-mcp `RequestAuthorizer`) the MCP endpoint runs first.
//! Tokens are random, live one hour and are kept in memory. `GET /stats` on the
//! authorization server's port answers what it and the bearer check have seen
//! ([`Stats`]), so a test can tell a refused client from one that never asked.
//!
//! With [`OAuthSettings::auto_consent`] it also runs the authorization-code grant with
//! PKCE as a user who approves at once: `/authorize` checks the request (client id,
//! `response_type=code`, an S256 challenge, a redirect URI, the resource) and redirects
//! to the redirect URI with a one-time code, its `state` and `iss`; the token endpoint
//! exchanges the code against the verifier (a public client needs no secret) and issues a
//! refresh token, rotated on every refresh grant.

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
use lemon_mcp::protocol::jsonrpc::ErrorObject;
use lemon_mcp::protocol::types::{
    CallToolParams, CallToolResult, Implementation, ListToolsResult, Tool,
};
use lemon_mcp::server::http::{AuthRejection, HttpServer, RequestAuthorizer};
use lemon_mcp::server::{RequestContext, ServerHandler};
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
    /// Also run the authorization-code grant (PKCE, consent given at once) and the
    /// refresh grant; without it every authorization request is refused.
    pub auto_consent: bool,
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
    /// Authorization codes issued by `/authorize` (auto-consent only).
    pub authorizations: u64,
    /// Refresh grants answered with a token.
    pub refreshes: u64,
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
    authorizations: AtomicU64,
    refreshes: AtomicU64,
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
            authorizations: get(&self.authorizations),
            refreshes: get(&self.refreshes),
        }
    }
}

/// An authorization code waiting for its exchange.
struct Code {
    challenge: String,
    redirect_uri: String,
    at: Instant,
}

/// How long an authorization code may wait for its exchange.
const CODE_LIFETIME: Duration = Duration::from_secs(120);

#[derive(Default)]
struct Issued {
    tokens: HashMap<String, Instant>,
    codes: HashMap<String, Code>,
    refresh: std::collections::HashSet<String>,
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
    if s.settings.auto_consent {
        return axum::Json(json!({
            "issuer": issuer,
            "authorization_endpoint": format!("{issuer}/authorize"),
            "token_endpoint": format!("{issuer}/token"),
            "grant_types_supported": ["client_credentials", "authorization_code", "refresh_token"],
            "token_endpoint_auth_methods_supported": ["client_secret_post", "client_secret_basic", "none"],
            "response_types_supported": ["code"],
            "code_challenge_methods_supported": ["S256"],
            "authorization_response_iss_parameter_supported": true,
        }))
        .into_response();
    }
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

/// Without auto-consent every authorization request is refused: this server has no
/// user to ask. With it, a well-formed request is approved at once.
async fn authorize(
    State(s): State<Shared>,
    axum::extract::RawQuery(query): axum::extract::RawQuery,
) -> Response {
    if !s.settings.auto_consent {
        return oauth_error(StatusCode::BAD_REQUEST, "unsupported_response_type");
    }
    let q = url_decode(query.as_deref().unwrap_or(""));
    let get = |k: &str| q.get(k).map(String::as_str).filter(|v| !v.is_empty());
    let redirect = match get("redirect_uri").map(url::Url::parse) {
        Some(Ok(u)) => u,
        _ => return oauth_error(StatusCode::BAD_REQUEST, "invalid_request"),
    };
    // Errors about the client itself are not redirected (RFC 6749 §4.1.2.1).
    if get("client_id") != Some(s.settings.client_id.as_str()) {
        return oauth_error(StatusCode::BAD_REQUEST, "unauthorized_client");
    }
    let refuse = |error: &str| {
        let mut to = redirect.clone();
        to.query_pairs_mut()
            .append_pair("error", error)
            .append_pair("state", get("state").unwrap_or(""));
        (StatusCode::FOUND, [("location", to.to_string())]).into_response()
    };
    if get("response_type") != Some("code") {
        return refuse("unsupported_response_type");
    }
    let (Some(challenge), Some("S256")) = (get("code_challenge"), get("code_challenge_method"))
    else {
        return refuse("invalid_request");
    };
    if get("resource").is_some_and(|r| r != s.settings.resource) {
        return refuse("invalid_target");
    }
    let code = random_token();
    s.issued
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .codes
        .insert(
            code.clone(),
            Code {
                challenge: challenge.to_string(),
                redirect_uri: redirect.to_string(),
                at: Instant::now(),
            },
        );
    Counters::bump(&s.counters.authorizations);
    let mut to = redirect;
    to.query_pairs_mut()
        .append_pair("code", &code)
        .append_pair("state", get("state").unwrap_or(""))
        .append_pair("iss", &s.issuer);
    (StatusCode::FOUND, [("location", to.to_string())]).into_response()
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
    let grant = form.get("grant_type").map(String::as_str);
    let other_grants =
        s.settings.auto_consent && matches!(grant, Some("authorization_code" | "refresh_token"));
    if grant != Some("client_credentials") && !other_grants {
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
    // A public client of the code grant sends no secret (PKCE binds the code); a secret
    // that is sent must be the right one.
    let public = other_grants && basic.is_none() && !form.contains_key("client_secret");
    if id != s.settings.client_id || (!public && secret != s.settings.client_secret) {
        return oauth_error(StatusCode::UNAUTHORIZED, "invalid_client");
    }
    if form
        .get("resource")
        .is_some_and(|r| *r != s.settings.resource)
    {
        return oauth_error(StatusCode::BAD_REQUEST, "invalid_target");
    }
    let mut issued = s.issued.lock().unwrap_or_else(|p| p.into_inner());
    match grant {
        Some("authorization_code") => {
            let code = form.get("code").map(String::as_str).unwrap_or("");
            let Some(c) = issued.codes.remove(code) else {
                return oauth_error(StatusCode::BAD_REQUEST, "invalid_grant");
            };
            let verifier = form.get("code_verifier").map(String::as_str).unwrap_or("");
            let computed = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(
                ring::digest::digest(&ring::digest::SHA256, verifier.as_bytes()),
            );
            if c.at.elapsed() > CODE_LIFETIME
                || computed != c.challenge
                || form.get("redirect_uri") != Some(&c.redirect_uri)
            {
                return oauth_error(StatusCode::BAD_REQUEST, "invalid_grant");
            }
        }
        Some("refresh_token") => {
            let r = form.get("refresh_token").map(String::as_str).unwrap_or("");
            if !issued.refresh.remove(r) {
                return oauth_error(StatusCode::BAD_REQUEST, "invalid_grant");
            }
            Counters::bump(&s.counters.refreshes);
        }
        _ => {}
    }
    let t = random_token();
    issued.tokens.insert(t.clone(), Instant::now());
    let mut answer = json!({
        "access_token": t,
        "token_type": "Bearer",
        "expires_in": TOKEN_LIFETIME.as_secs(),
    });
    if other_grants {
        let r = random_token();
        issued.refresh.insert(r.clone());
        answer["refresh_token"] = json!(r);
    }
    axum::Json(answer).into_response()
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

/// The one tool of [`protected_echo`]: `echo` answers `echo:<message>`.
struct Echo;

impl ServerHandler for Echo {
    fn server_info(&self) -> Implementation {
        Implementation::new("protected-echo", "1.0.0")
    }
    async fn list_tools(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListToolsResult, ErrorObject> {
        let schema = json!({"type": "object", "properties": {"message": {"type": "string"}}});
        Ok(ListToolsResult {
            tools: vec![Tool::new("echo", "Echoes its input", schema)],
            ..Default::default()
        })
    }
    async fn call_tool(
        &self,
        params: CallToolParams,
        _ctx: RequestContext,
    ) -> Result<CallToolResult, ErrorObject> {
        let args = params.arguments.unwrap_or_default();
        let message = args
            .get("message")
            .and_then(serde_json::Value::as_str)
            .unwrap_or_default();
        Ok(CallToolResult::text(format!("echo:{message}")))
    }
}

/// A running protected MCP server: lemon-mcp's Streamable HTTP server with one `echo`
/// tool behind [`BearerCheck`], and its authorization server. Dropping it stops the MCP
/// endpoint.
pub struct ProtectedEcho {
    /// The MCP endpoint, `http://127.0.0.1:<port>/mcp` (the protected resource).
    pub url: String,
    /// The authorization server's issuer URL (`GET <issuer>/stats` counts).
    pub issuer: String,
    _server: HttpServer,
}

/// Starts [`ProtectedEcho`] for the client `client_id`/`client_secret` on free ports;
/// `auto_consent` as in [`OAuthSettings`]. Tests of OAuth clients outside this crate
/// (the connection manager, the CLI) use it.
pub async fn protected_echo(
    client_id: &str,
    client_secret: &str,
    auto_consent: bool,
) -> std::io::Result<ProtectedEcho> {
    let port = crate::peers::free_port().map_err(std::io::Error::other)?;
    let url = format!("http://127.0.0.1:{port}/mcp");
    let (check, issuer) = start(OAuthSettings {
        client_id: client_id.into(),
        client_secret: client_secret.into(),
        resource: url.clone(),
        port: None,
        auto_consent,
    })
    .await?;
    let config = lemon_mcp::server::http::HttpConfig::default()
        .with_bind(([127, 0, 0, 1], port).into())
        .with_authorizer(Arc::new(check));
    let server = lemon_mcp::server::http::serve(Echo, config)
        .await
        .map_err(std::io::Error::other)?;
    Ok(ProtectedEcho {
        url,
        issuer,
        _server: server,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The PKCE check is RFC 7636's appendix B example.
    #[test]
    fn s256_of_the_rfc_example() {
        let computed =
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(ring::digest::digest(
                &ring::digest::SHA256,
                b"dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
            ));
        assert_eq!(computed, "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
    }

    #[test]
    fn form_decoding() {
        let f = url_decode("a=b+c&d=%3A%2F");
        assert_eq!(f["a"], "b c");
        assert_eq!(f["d"], ":/");
        assert_eq!(decode_component("id%3Ax"), "id:x");
        assert_ne!(random_token(), random_token());
    }
}
