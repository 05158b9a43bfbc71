//! A protected MCP server and its authorization server in one axum app on 127.0.0.1
//! (an ephemeral port), for the OAuth tests: protected-resource metadata, RFC 8414
//! metadata, registration, an auto-approving `/authorize`, a token endpoint (PKCE
//! checked, refresh tokens rotated) and an MCP endpoint that wants a valid bearer (and
//! per-method scopes). Every request is logged; knobs change behaviour per test.
#![allow(dead_code)]

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use serde_json::{Value, json};
use sha2::Digest as _;

/// One request as the server saw it.
#[derive(Debug, Clone)]
pub struct Req {
    pub method: Method,
    pub path: String,
    pub query: HashMap<String, String>,
    pub headers: HeaderMap,
    pub body: Bytes,
}

impl Req {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }
    pub fn form(&self) -> HashMap<String, String> {
        url::form_urlencoded::parse(&self.body)
            .into_owned()
            .collect()
    }
    pub fn json(&self) -> Option<Value> {
        serde_json::from_slice(&self.body).ok()
    }
    pub fn rpc_method(&self) -> Option<String> {
        self.json()?.get("method")?.as_str().map(str::to_string)
    }
    pub fn bearer(&self) -> Option<&str> {
        self.header("authorization")?.strip_prefix("Bearer ")
    }
}

pub type Handler = Arc<dyn Fn(&Req, &mut Knobs) -> Option<Response> + Send + Sync>;

/// What the mock does; tests change it between calls.
#[derive(Default)]
pub struct Knobs {
    pub base: String,
    /// The PRM `resource` (default `{base}/mcp`).
    pub prm_resource: Option<String>,
    /// The PRM `authorization_servers` (default `[base]`).
    pub authorization_servers: Option<Vec<String>>,
    /// The AS metadata `issuer` (default `base`).
    pub metadata_issuer: Option<String>,
    /// Merged into the AS metadata.
    pub metadata_extra: Value,
    /// Tokens the MCP endpoint accepts, with their scopes.
    pub valid: HashMap<String, Vec<String>>,
    /// Refresh tokens the token endpoint accepts.
    pub refresh_valid: HashSet<String>,
    /// Issue refresh tokens.
    pub issue_refresh: bool,
    /// The `expires_in` of issued tokens (default 3600).
    pub expires_in: Option<u64>,
    /// The scope an MCP method needs.
    pub scope_for: HashMap<String, String>,
    /// The `scope` of the 401 challenge.
    pub challenge_scope: Option<String>,
    /// Overrides any route (returning `Some` answers instead of the mock).
    pub override_route: Option<Handler>,
    /// `code_challenge` of the last authorization request.
    pub code_challenge: Option<String>,
    /// What `/authorize` puts in `iss` (`None`: the issuer) and `state` (`None`: echo).
    pub iss_in_redirect: Option<Option<String>>,
    pub state_in_redirect: Option<String>,
    pub issued: usize,
}

#[derive(Clone)]
struct Shared {
    log: Arc<Mutex<Vec<Req>>>,
    knobs: Arc<Mutex<Knobs>>,
}

pub struct Mock {
    pub base: String,
    pub log: Arc<Mutex<Vec<Req>>>,
    pub knobs: Arc<Mutex<Knobs>>,
}

impl Mock {
    pub fn url(&self) -> String {
        format!("{}/mcp", self.base)
    }
    pub fn requests(&self) -> Vec<Req> {
        self.log.lock().unwrap().clone()
    }
    pub fn to(&self, path: &str) -> Vec<Req> {
        self.requests()
            .into_iter()
            .filter(|r| r.path == path)
            .collect()
    }
    pub fn knobs(&self) -> std::sync::MutexGuard<'_, Knobs> {
        self.knobs.lock().unwrap()
    }
    /// Every access token stops being valid.
    pub fn revoke_access(&self) {
        self.knobs().valid.clear();
    }
}

pub async fn start() -> Mock {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let knobs = Arc::new(Mutex::new(Knobs {
        base: base.clone(),
        issue_refresh: true,
        metadata_extra: json!({}),
        ..Knobs::default()
    }));
    let shared = Shared {
        log: Arc::new(Mutex::new(Vec::new())),
        knobs: knobs.clone(),
    };
    let log = shared.log.clone();
    let app = Router::new().fallback(handle).with_state(shared);
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    Mock { base, log, knobs }
}

async fn handle(
    State(s): State<Shared>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let req = Req {
        method,
        path: uri.path().to_string(),
        query: uri
            .query()
            .map(|q| {
                url::form_urlencoded::parse(q.as_bytes())
                    .into_owned()
                    .collect()
            })
            .unwrap_or_default(),
        headers,
        body,
    };
    s.log.lock().unwrap().push(req.clone());
    let handler = s.knobs.lock().unwrap().override_route.clone();
    if let Some(h) = handler {
        let answer = h(&req, &mut s.knobs.lock().unwrap());
        if let Some(r) = answer {
            return r;
        }
    }
    let mut k = s.knobs.lock().unwrap();
    route(&req, &mut k)
}

fn json_body(status: StatusCode, v: Value) -> Response {
    (
        status,
        [("content-type", "application/json")],
        v.to_string(),
    )
        .into_response()
}

pub fn issue(k: &mut Knobs, scope: Option<&str>) -> Value {
    k.issued += 1;
    let n = k.issued;
    let access = format!("at-{n}");
    let scopes: Vec<String> = scope
        .unwrap_or("")
        .split_whitespace()
        .map(str::to_string)
        .collect();
    k.valid.insert(access.clone(), scopes);
    let mut v = json!({"access_token": access, "token_type": "Bearer", "expires_in": k.expires_in.unwrap_or(3600)});
    if let Some(s) = scope {
        v["scope"] = json!(s);
    }
    if k.issue_refresh {
        let r = format!("rt-{n}");
        k.refresh_valid.insert(r.clone());
        v["refresh_token"] = json!(r);
    }
    v
}

fn route(req: &Req, k: &mut Knobs) -> Response {
    let base = k.base.clone();
    match req.path.as_str() {
        "/mcp" => mcp(req, k),
        "/.well-known/oauth-protected-resource/mcp" => json_body(
            StatusCode::OK,
            json!({
                "resource": k.prm_resource.clone().unwrap_or(format!("{base}/mcp")),
                "authorization_servers": k.authorization_servers.clone().unwrap_or(vec![base.clone()]),
            }),
        ),
        "/.well-known/oauth-authorization-server" => {
            let mut md = json!({
                "issuer": k.metadata_issuer.clone().unwrap_or(base.clone()),
                "authorization_endpoint": format!("{base}/authorize"),
                "token_endpoint": format!("{base}/token"),
                "registration_endpoint": format!("{base}/register"),
                "response_types_supported": ["code"],
                "code_challenge_methods_supported": ["S256"],
                "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post", "none"],
            });
            if let (Some(m), Some(extra)) = (md.as_object_mut(), k.metadata_extra.as_object()) {
                for (key, v) in extra {
                    m.insert(key.clone(), v.clone());
                }
            }
            json_body(StatusCode::OK, md)
        }
        "/register" => json_body(
            StatusCode::CREATED,
            json!({"client_id": "dyn-client", "client_secret": "dyn-secret-value", "token_endpoint_auth_method": "client_secret_post"}),
        ),
        "/authorize" => {
            k.code_challenge = req.query.get("code_challenge").cloned();
            let mut to = url::Url::parse(&req.query["redirect_uri"]).unwrap();
            {
                let mut q = to.query_pairs_mut();
                q.append_pair("code", "the-code");
                let state = k
                    .state_in_redirect
                    .clone()
                    .unwrap_or_else(|| req.query["state"].clone());
                q.append_pair("state", &state);
                match &k.iss_in_redirect {
                    None => {
                        q.append_pair("iss", &base);
                    }
                    Some(Some(iss)) => {
                        q.append_pair("iss", iss);
                    }
                    Some(None) => {}
                }
            }
            (StatusCode::FOUND, [("location", to.to_string())]).into_response()
        }
        "/token" => token(req, k),
        _ => StatusCode::NOT_FOUND.into_response(),
    }
}

fn token(req: &Req, k: &mut Knobs) -> Response {
    let f = req.form();
    let bad = |e: &str| json_body(StatusCode::BAD_REQUEST, json!({"error": e}));
    match f.get("grant_type").map(String::as_str) {
        Some("authorization_code") => {
            let verifier = f.get("code_verifier").cloned().unwrap_or_default();
            let computed = base64::engine::general_purpose::URL_SAFE_NO_PAD
                .encode(sha2::Sha256::digest(verifier.as_bytes()));
            if f.get("code").map(String::as_str) != Some("the-code")
                || k.code_challenge.as_deref() != Some(computed.as_str())
            {
                return bad("invalid_grant");
            }
            let v = issue(k, f.get("scope").map(String::as_str));
            json_body(StatusCode::OK, v)
        }
        Some("refresh_token") => {
            let r = f.get("refresh_token").cloned().unwrap_or_default();
            if !k.refresh_valid.remove(&r) {
                return bad("invalid_grant");
            }
            let v = issue(k, f.get("scope").map(String::as_str));
            json_body(StatusCode::OK, v)
        }
        Some("client_credentials") => {
            let v = issue(k, f.get("scope").map(String::as_str));
            json_body(StatusCode::OK, v)
        }
        _ => bad("unsupported_grant_type"),
    }
}

fn mcp(req: &Req, k: &mut Knobs) -> Response {
    let base = k.base.clone();
    let prm = format!("{base}/.well-known/oauth-protected-resource/mcp");
    let scopes = req.bearer().and_then(|t| k.valid.get(t)).cloned();
    let Some(scopes) = scopes else {
        let mut challenge = format!("Bearer resource_metadata=\"{prm}\"");
        if let Some(s) = &k.challenge_scope {
            challenge.push_str(&format!(", scope=\"{s}\""));
        }
        return (
            StatusCode::UNAUTHORIZED,
            [("www-authenticate", challenge)],
            "unauthorized",
        )
            .into_response();
    };
    let method = req.rpc_method().unwrap_or_default();
    if let Some(need) = k.scope_for.get(&method)
        && !scopes.contains(need)
    {
        return (
            StatusCode::FORBIDDEN,
            [(
                "www-authenticate",
                format!(
                    "Bearer error=\"insufficient_scope\", scope=\"{need}\", resource_metadata=\"{prm}\""
                ),
            )],
            "forbidden",
        )
            .into_response();
    }
    if req.method == Method::GET {
        return StatusCode::METHOD_NOT_ALLOWED.into_response();
    }
    if req.method == Method::DELETE {
        return StatusCode::OK.into_response();
    }
    let id = req.json().and_then(|v| v.get("id").cloned());
    let result = match method.as_str() {
        "initialize" => {
            json!({"protocolVersion": "2025-06-18", "capabilities": {"tools": {}}, "serverInfo": {"name": "Mock", "version": "1"}})
        }
        m if m.starts_with("notifications/") => return StatusCode::ACCEPTED.into_response(),
        "tools/list" => json!({"tools": [{"name": "t", "inputSchema": {"type": "object"}}]}),
        "tools/call" => json!({"content": [{"type": "text", "text": "ok"}]}),
        _ => json!({}),
    };
    json_body(
        StatusCode::OK,
        json!({"jsonrpc": "2.0", "id": id, "result": result}),
    )
}
