//! The OAuth client against a real protected MCP server and authorization server on
//! 127.0.0.1 (`oauth_mock`): the authorization-code flow through the loopback listener,
//! client credentials (post and basic), the refresh ladder with rotation, the token
//! cache hooks, step-up on 403 and its limit, and the refusals (wrong issuer, resource
//! mismatch, insecure authorization server, bad token endpoints), each as its typed
//! error; no secret in any error or Debug output.

mod oauth_mock;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use axum::response::IntoResponse;
use futures::future::BoxFuture;
use lemon_mcp::client::http::{HttpConfig, HttpError};
use lemon_mcp::client::oauth::{
    ClientCredentials, LoopbackCodeProvider, OAuthConfig, OAuthError, OAuthFlow, TokenCache,
    TokenEndpointAuthMethod, Tokens,
};
use lemon_mcp::client::transport::TransportError;
use lemon_mcp::client::{Client, ClientError, ClientOptions};
use oauth_mock::{Mock, start};
use serde_json::json;

const SECRET: &str = "s3cret-value-xyz";

fn options() -> ClientOptions {
    ClientOptions {
        request_timeout: Duration::from_secs(20),
        ..ClientOptions::default()
    }
}

fn cc(method: Option<TokenEndpointAuthMethod>) -> OAuthConfig {
    let mut client = ClientCredentials::new("svc-client").secret(SECRET);
    if let Some(m) = method {
        client = client.auth_method(m);
    }
    OAuthConfig::new()
        .flow(OAuthFlow::ClientCredentials)
        .client(client)
        .timeout(Duration::from_secs(3))
}

fn http(mock: &Mock, oauth: OAuthConfig) -> HttpConfig {
    HttpConfig::new(mock.url())
        .header("X-Team", "lemon-configured")
        .timeout(Duration::from_secs(10))
        .with_oauth(oauth)
}

async fn connect(mock: &Mock, oauth: OAuthConfig) -> Result<Client, ClientError> {
    Client::connect_http(http(mock, oauth), options()).await
}

/// The typed OAuth error inside a client error.
fn oauth_error(e: &ClientError) -> &OAuthError {
    match e.transport_error() {
        Some(TransportError::Http(HttpError::OAuth { error, .. })) => error,
        _ => panic!("expected an OAuth error, got {e:?}"),
    }
}

fn grants(mock: &Mock) -> Vec<String> {
    mock.to("/token")
        .iter()
        .map(|r| r.form().get("grant_type").cloned().unwrap_or_default())
        .collect()
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A "browser" that follows the authorization URL (and its redirect to the loopback
/// listener).
fn browser() -> LoopbackCodeProvider {
    LoopbackCodeProvider::new(|url| {
        let url = url.clone();
        tokio::spawn(async move {
            let _ = reqwest::get(url).await;
        });
    })
    .timeout(Duration::from_secs(10))
}

fn auth_code(port: u16) -> OAuthConfig {
    OAuthConfig::new()
        .redirect_uri(format!("http://127.0.0.1:{port}/callback"))
        .code_provider(Arc::new(browser()))
        .timeout(Duration::from_secs(3))
}

#[tokio::test]
async fn authorization_code_flow_from_a_401_on_initialize() {
    let mock = start().await;
    mock.knobs().challenge_scope = Some("mcp:read".into());
    let port = free_port();
    let client = connect(&mock, auth_code(port)).await.unwrap();
    let tools = client.list_tools().await.unwrap();
    assert_eq!(tools[0].name, "t");

    // 401 → PRM → AS metadata → registration → authorize → token → the retried initialize.
    let paths: Vec<String> = mock.requests().iter().map(|r| r.path.clone()).collect();
    let first_of = |p: &str| paths.iter().position(|x| x == p).unwrap();
    assert_eq!(paths[0], "/mcp");
    assert!(
        first_of("/.well-known/oauth-protected-resource/mcp")
            < first_of("/.well-known/oauth-authorization-server")
    );
    assert!(first_of("/.well-known/oauth-authorization-server") < first_of("/register"));
    assert!(first_of("/register") < first_of("/authorize"));
    assert!(first_of("/authorize") < first_of("/token"));

    let authz = &mock.to("/authorize")[0];
    assert_eq!(authz.query["code_challenge_method"], "S256");
    assert_eq!(authz.query["resource"], mock.url());
    assert_eq!(authz.query["scope"], "mcp:read");
    assert_eq!(authz.query["client_id"], "dyn-client");
    let reg = mock.to("/register")[0].json().unwrap();
    assert_eq!(reg["application_type"], "native");
    assert_eq!(
        reg["redirect_uris"][0],
        format!("http://127.0.0.1:{port}/callback")
    );

    let token = mock.to("/token")[0].form();
    assert_eq!(token["grant_type"], "authorization_code");
    assert_eq!(token["resource"], mock.url());
    assert_eq!(
        token["client_secret"], "dyn-secret-value",
        "registered post method"
    );
    // Metadata, registration and token requests carry neither configured headers nor bearer.
    for r in mock.requests().iter().filter(|r| r.path != "/mcp") {
        assert!(
            r.header("x-team").is_none(),
            "{} got a configured header",
            r.path
        );
        assert!(r.bearer().is_none(), "{} got a bearer", r.path);
    }
    // The MCP requests after the flow carry the bearer.
    let last = mock.to("/mcp").pop().unwrap();
    assert_eq!(last.bearer(), Some("at-1"));
    client.close().await;
}

#[tokio::test]
async fn state_and_iss_of_the_redirect_are_checked() {
    let mock = start().await;
    mock.knobs().state_in_redirect = Some("forged".into());
    let err = connect(&mock, auth_code(free_port())).await.unwrap_err();
    assert!(
        matches!(oauth_error(&err), OAuthError::StateMismatch),
        "{err}"
    );
    assert!(mock.to("/token").is_empty());

    let mock = start().await;
    mock.knobs().iss_in_redirect = Some(Some(format!("{}/", mock.base)));
    let err = connect(&mock, auth_code(free_port())).await.unwrap_err();
    assert!(
        matches!(
            oauth_error(&err),
            OAuthError::IssMismatch { found: Some(_), .. }
        ),
        "{err}"
    );

    let mock = start().await;
    mock.knobs().iss_in_redirect = Some(None);
    mock.knobs().metadata_extra = json!({"authorization_response_iss_parameter_supported": true});
    let err = connect(&mock, auth_code(free_port())).await.unwrap_err();
    assert!(
        matches!(
            oauth_error(&err),
            OAuthError::IssMismatch { found: None, .. }
        ),
        "{err}"
    );
    assert!(mock.to("/token").is_empty());
}

#[tokio::test]
async fn pkce_without_s256_is_refused() {
    let mock = start().await;
    mock.knobs().metadata_extra = json!({"code_challenge_methods_supported": ["plain"]});
    let err = connect(&mock, auth_code(free_port())).await.unwrap_err();
    assert!(
        matches!(oauth_error(&err), OAuthError::PkceUnsupported { .. }),
        "{err}"
    );
    assert!(mock.to("/authorize").is_empty());
}

#[tokio::test]
async fn client_credentials_post_is_the_default() {
    let mock = start().await;
    let client = connect(&mock, cc(None).scopes("mcp:tools")).await.unwrap();
    client.list_tools().await.unwrap();
    let t = &mock.to("/token")[0];
    let f = t.form();
    assert_eq!(f["grant_type"], "client_credentials");
    assert_eq!(f["client_id"], "svc-client");
    assert_eq!(f["client_secret"], SECRET);
    assert_eq!(f["scope"], "mcp:tools");
    assert_eq!(f["resource"], mock.url());
    assert!(t.header("authorization").is_none());
    assert!(
        mock.to("/register").is_empty(),
        "pre-registered: no registration"
    );
}

#[tokio::test]
async fn client_credentials_basic() {
    use base64::Engine as _;
    let mock = start().await;
    let client = connect(&mock, cc(Some(TokenEndpointAuthMethod::ClientSecretBasic)))
        .await
        .unwrap();
    client.list_tools().await.unwrap();
    let t = &mock.to("/token")[0];
    let basic = t
        .header("authorization")
        .unwrap()
        .strip_prefix("Basic ")
        .unwrap();
    let decoded = base64::engine::general_purpose::STANDARD
        .decode(basic)
        .unwrap();
    assert_eq!(
        String::from_utf8(decoded).unwrap(),
        format!("svc-client:{SECRET}")
    );
    assert!(!t.form().contains_key("client_secret"));
}

#[tokio::test]
async fn refresh_ladder_rotates_then_falls_back_to_client_credentials() {
    let mock = start().await;
    let client = connect(&mock, cc(None)).await.unwrap();
    assert_eq!(grants(&mock), ["client_credentials"]);

    // The access token expires: the refresh token (rt-1) gets a new one.
    mock.revoke_access();
    client.list_tools().await.unwrap();
    assert_eq!(grants(&mock), ["client_credentials", "refresh_token"]);
    assert_eq!(mock.to("/token")[1].form()["refresh_token"], "rt-1");

    // Again: the rotated refresh token (rt-2) is the one used.
    mock.revoke_access();
    client.list_tools().await.unwrap();
    assert_eq!(mock.to("/token")[2].form()["refresh_token"], "rt-2");

    // The refresh token is refused: a fresh client-credentials token, same request.
    mock.revoke_access();
    mock.knobs().refresh_valid.clear();
    client.list_tools().await.unwrap();
    assert_eq!(grants(&mock)[3..], ["refresh_token", "client_credentials"]);

    // A server that refuses every token: refresh once, client credentials once, then
    // the request fails as AuthRequired.
    let before = grants(&mock).len();
    mock.knobs().override_route = Some(Arc::new(|req, _| {
        (req.path == "/mcp").then(|| {
            (
                StatusCode::UNAUTHORIZED,
                [("www-authenticate", "Bearer")],
                "no",
            )
                .into_response()
        })
    }));
    let err = client.list_tools().await.unwrap_err();
    assert!(
        matches!(
            err.transport_error(),
            Some(TransportError::Http(HttpError::AuthRequired {
                status: 401,
                ..
            }))
        ),
        "{err:?}"
    );
    assert_eq!(
        grants(&mock)[before..],
        ["refresh_token", "client_credentials"]
    );
}

#[derive(Default)]
struct Cache {
    stored: Mutex<Option<Tokens>>,
    saved: Mutex<Vec<Tokens>>,
    loads: Mutex<u32>,
}

impl TokenCache for Cache {
    fn load(&self) -> BoxFuture<'_, Option<Tokens>> {
        *self.loads.lock().unwrap() += 1;
        let t = self.stored.lock().unwrap().clone();
        Box::pin(async move { t })
    }
    fn save<'a>(&'a self, tokens: &'a Tokens) -> BoxFuture<'a, ()> {
        self.saved.lock().unwrap().push(tokens.clone());
        Box::pin(async {})
    }
}

#[tokio::test]
async fn token_cache_is_loaded_before_initialize_and_saved_after_each_token() {
    let mock = start().await;
    mock.knobs().valid.insert("cached-token".into(), vec![]);
    let cache = Arc::new(Cache::default());
    *cache.stored.lock().unwrap() = Some(Tokens::new("cached-token"));
    let client = connect(&mock, cc(None).token_cache(cache.clone()))
        .await
        .unwrap();
    assert_eq!(
        mock.to("/mcp")[0].bearer(),
        Some("cached-token"),
        "initialize used the cache"
    );
    assert!(mock.to("/token").is_empty());
    assert_eq!(*cache.loads.lock().unwrap(), 1);

    mock.revoke_access();
    client.list_tools().await.unwrap();
    let saved = cache.saved.lock().unwrap().clone();
    assert_eq!(saved.len(), 1);
    assert_eq!(saved[0].access_token.expose(), "at-1");
    assert_eq!(saved[0].refresh_token.as_ref().unwrap().expose(), "rt-1");
    assert_eq!(saved[0].issuer.as_deref(), Some(mock.base.as_str()));
    assert_eq!(*cache.loads.lock().unwrap(), 1, "loaded once");

    // Only a refresh token in the cache: no bearer on initialize, then the refresh grant.
    let mock = start().await;
    mock.knobs().refresh_valid.insert("cached-refresh".into());
    let cache = Arc::new(Cache::default());
    *cache.stored.lock().unwrap() = Some(Tokens::new("").refresh_token("cached-refresh"));
    let client = connect(&mock, cc(None).token_cache(cache.clone()))
        .await
        .unwrap();
    client.list_tools().await.unwrap();
    assert!(mock.to("/mcp")[0].header("authorization").is_none());
    assert_eq!(grants(&mock), ["refresh_token"]);
    assert_eq!(
        mock.to("/token")[0].form()["refresh_token"],
        "cached-refresh"
    );
    assert_eq!(cache.saved.lock().unwrap().len(), 1);
}

#[tokio::test]
async fn step_up_on_insufficient_scope_asks_for_the_union() {
    let mock = start().await;
    mock.knobs().challenge_scope = Some("mcp:read".into());
    mock.knobs()
        .scope_for
        .insert("tools/call".into(), "mcp:write".into());
    let client = connect(&mock, cc(None)).await.unwrap();
    client.call_tool("t", json!({})).await.unwrap();
    let scopes: Vec<String> = mock
        .to("/token")
        .iter()
        .map(|r| r.form().get("scope").cloned().unwrap_or_default())
        .collect();
    assert_eq!(scopes, ["mcp:read", "mcp:read mcp:write"]);
}

#[tokio::test]
async fn step_up_is_limited() {
    let mock = start().await;
    mock.knobs()
        .scope_for
        .insert("tools/call".into(), "mcp:admin".into());
    // The AS never grants the scope asked for.
    mock.knobs().override_route = Some(Arc::new(|req, k| {
        (req.path == "/token").then(|| {
            let v = oauth_mock::issue(k, None);
            (
                StatusCode::OK,
                [("content-type", "application/json")],
                v.to_string(),
            )
                .into_response()
        })
    }));
    let client = connect(&mock, cc(None)).await.unwrap();
    let before = mock.to("/token").len();
    let err = client.call_tool("t", json!({})).await.unwrap_err();
    assert!(
        matches!(
            err.transport_error(),
            Some(TransportError::Http(HttpError::AuthRequired {
                status: 403,
                ..
            }))
        ),
        "{err:?}"
    );
    let step_ups = mock.to("/token").len() - before;
    assert_eq!(step_ups, 2, "max_step_ups defaults to 2");
}

#[tokio::test]
async fn metadata_with_another_issuer_is_refused() {
    let mock = start().await;
    mock.knobs().metadata_issuer = Some("https://attacker.example.com".into());
    let err = connect(&mock, cc(None)).await.unwrap_err();
    assert!(
        matches!(oauth_error(&err), OAuthError::IssuerMismatch { .. }),
        "{err}"
    );
    assert!(mock.to("/token").is_empty());
}

#[tokio::test]
async fn resource_metadata_for_another_resource_is_refused() {
    let mock = start().await;
    mock.knobs().prm_resource = Some("https://evil.example.com/mcp".into());
    let err = connect(&mock, cc(None)).await.unwrap_err();
    assert!(
        matches!(oauth_error(&err), OAuthError::ResourceMismatch { .. }),
        "{err}"
    );
    assert!(
        mock.to("/.well-known/oauth-authorization-server")
            .is_empty()
    );
}

#[tokio::test]
async fn a_plain_http_authorization_server_off_loopback_is_refused() {
    let mock = start().await;
    mock.knobs().authorization_servers = Some(vec!["http://auth.example.com".into()]);
    let err = connect(&mock, cc(None)).await.unwrap_err();
    let OAuthError::InsecureEndpoint { url } = oauth_error(&err) else {
        panic!("{err}")
    };
    assert_eq!(url, "http://auth.example.com/");
}

async fn token_endpoint_answering(
    answer: impl Fn() -> axum::response::Response + Send + Sync + 'static,
) -> (ClientError, Duration) {
    let mock = start().await;
    mock.knobs().override_route =
        Some(Arc::new(move |req, _| (req.path == "/token").then(&answer)));
    let t = Instant::now();
    let err = connect(&mock, cc(None)).await.unwrap_err();
    (err, t.elapsed())
}

#[tokio::test]
async fn bad_token_endpoints_are_typed_errors_within_the_timeout() {
    let (err, _) = token_endpoint_answering(|| "garbage, not json".into_response()).await;
    assert!(
        matches!(
            oauth_error(&err),
            OAuthError::InvalidResponse { status: 200, .. }
        ),
        "{err}"
    );

    let (err, _) = token_endpoint_answering(|| {
        (
            StatusCode::BAD_GATEWAY,
            [("content-type", "text/html")],
            "<html><head><title>Bad Gateway</title></head></html>",
        )
            .into_response()
    })
    .await;
    let OAuthError::InvalidResponse {
        status: 502,
        detail,
        ..
    } = oauth_error(&err)
    else {
        panic!("{err}")
    };
    assert!(detail.contains("Bad Gateway"), "{detail}");

    let (err, _) = token_endpoint_answering(|| "x".repeat(1024 * 1024).into_response()).await;
    assert!(
        matches!(oauth_error(&err), OAuthError::ResponseTooLarge { .. }),
        "{err}"
    );

    let (err, _) = token_endpoint_answering(|| {
        (
            StatusCode::UNAUTHORIZED,
            [("content-type", "application/json")],
            json!({"error": "invalid_client", "error_description": format!("secret {SECRET} is wrong")}).to_string(),
        )
            .into_response()
    })
    .await;
    assert!(
        matches!(
            oauth_error(&err),
            OAuthError::TokenEndpoint { status: 401, .. }
        ),
        "{err}"
    );
    assert!(!format!("{err} {err:?}").contains(SECRET), "{err}");

    // Hanging: the answer never comes; the 3 s OAuth timeout ends it.
    let mock = start().await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let hang = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((s, _)) = listener.accept().await {
            held.push(s);
        }
    });
    mock.knobs().metadata_extra = json!({"token_endpoint": format!("{hang}/token")});
    let t = Instant::now();
    let err = connect(&mock, cc(None)).await.unwrap_err();
    assert!(
        matches!(oauth_error(&err), OAuthError::Timeout { .. }),
        "{err}"
    );
    assert!(t.elapsed() < Duration::from_secs(8), "{:?}", t.elapsed());
}

#[tokio::test]
async fn no_secret_in_errors_or_debug() {
    let cfg = cc(None).scopes("a b");
    let http = HttpConfig::new("http://127.0.0.1:1/mcp").with_oauth(cfg.clone());
    let tokens = Tokens::new("access-token-abc123").refresh_token("refresh-token-def456");
    let shown = format!("{cfg:?} {http:?} {tokens:?}");
    for s in [SECRET, "access-token-abc123", "refresh-token-def456"] {
        assert!(!shown.contains(s), "{s} in {shown}");
    }
    // A flow that fails at the token endpoint after sending the secret.
    let (err, _) = token_endpoint_answering(move || {
        (
            StatusCode::OK,
            [("content-type", "text/plain")],
            format!("oops {SECRET}"),
        )
            .into_response()
    })
    .await;
    let text = format!("{err} | {err:?} | {:#}", anyhow_like(&err));
    assert!(!text.contains(SECRET), "{text}");
}

/// The error with its whole source chain, as a CLI would print it.
fn anyhow_like(e: &(dyn std::error::Error + 'static)) -> String {
    let mut out = e.to_string();
    let mut cur = e.source();
    while let Some(s) = cur {
        out.push_str(&format!(": {s} / {s:?}"));
        cur = s.source();
    }
    out
}

#[tokio::test]
async fn client_credentials_with_private_key_jwt() {
    use base64::Engine as _;
    use ring::signature::{
        ECDSA_P256_SHA256_FIXED, ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair, KeyPair as _,
        UnparsedPublicKey,
    };
    let rng = ring::rand::SystemRandom::new();
    let doc = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &rng).unwrap();
    let b64 = base64::engine::general_purpose::STANDARD.encode(doc.as_ref());
    let pem = format!("-----BEGIN PRIVATE KEY-----\n{b64}\n-----END PRIVATE KEY-----\n");
    let key = lemon_mcp::client::oauth::PrivateKey::from_pem(&pem).unwrap();
    assert!(!format!("{key:?}").contains(&b64[..16]));
    let mock = start().await;
    let oauth = OAuthConfig::new()
        .flow(OAuthFlow::ClientCredentials)
        .client(ClientCredentials::new("jwt-client").private_key(key));
    let client = connect(&mock, oauth).await.unwrap();
    client.list_tools().await.unwrap();
    let f = mock.to("/token")[0].form();
    assert_eq!(
        f["client_assertion_type"],
        "urn:ietf:params:oauth:client-assertion-type:jwt-bearer"
    );
    let jwt = &f["client_assertion"];
    let (input, sig) = jwt.rsplit_once('.').unwrap();
    let pair =
        EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, doc.as_ref(), &rng).unwrap();
    let sig = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(sig)
        .unwrap();
    UnparsedPublicKey::new(&ECDSA_P256_SHA256_FIXED, pair.public_key().as_ref())
        .verify(input.as_bytes(), &sig)
        .expect("the assertion verifies with the client's public key");
    let claims: serde_json::Value = serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(input.split('.').nth(1).unwrap())
            .unwrap(),
    )
    .unwrap();
    assert_eq!(claims["iss"], "jwt-client");
    assert_eq!(claims["sub"], "jwt-client");
    assert_eq!(claims["aud"], mock.base);
}

#[tokio::test]
async fn a_new_authorization_server_gets_nothing_of_the_old_one() {
    // Authorization code with dynamic registration: the new issuer gets its own.
    let mock = start().await;
    let as2 = start().await;
    let client = connect(&mock, auth_code(free_port())).await.unwrap();
    assert_eq!(mock.to("/register").len(), 1);
    mock.knobs().authorization_servers = Some(vec![as2.base.clone()]);
    mock.revoke_access();
    mock.knobs().refresh_valid.clear();
    let _ = client.list_tools().await;
    assert_eq!(
        as2.to("/register").len(),
        1,
        "registered again at the new issuer"
    );
    assert!(
        as2.to("/token")
            .iter()
            .all(|t| !t.form().contains_key("refresh_token")),
        "no refresh token of the old issuer at the new one"
    );

    // Pre-registered credentials stay with the issuer they were first used with.
    let mock = start().await;
    let as2 = start().await;
    let client = connect(&mock, cc(None)).await.unwrap();
    mock.knobs().authorization_servers = Some(vec![as2.base.clone()]);
    mock.revoke_access();
    mock.knobs().refresh_valid.clear();
    let err = client.list_tools().await.unwrap_err();
    assert!(
        matches!(
            err.transport_error(),
            Some(TransportError::Http(HttpError::OAuth {
                error: OAuthError::NoClientIdentity { .. },
                ..
            }))
        ),
        "{err:?}"
    );
    assert!(
        as2.to("/token").is_empty(),
        "the secret never went to the new issuer"
    );
}

#[tokio::test]
async fn concurrent_refusals_share_one_renewal() {
    let mock = start().await;
    let client = connect(&mock, cc(None)).await.unwrap();
    mock.revoke_access();
    let before = grants(&mock).len();
    let (a, b, c) = tokio::join!(
        client.list_tools(),
        client.list_tools(),
        client.list_tools()
    );
    a.unwrap();
    b.unwrap();
    c.unwrap();
    assert_eq!(
        grants(&mock)[before..],
        ["refresh_token"],
        "one renewal for three refusals"
    );
}

#[tokio::test]
async fn the_loopback_listener_gives_up_in_time() {
    let mock = start().await;
    let port = free_port();
    // Nobody follows the URL: the wait ends at the provider's timeout.
    let provider = LoopbackCodeProvider::new(|_| {}).timeout(Duration::from_millis(300));
    let oauth = OAuthConfig::new()
        .redirect_uri(format!("http://127.0.0.1:{port}/callback"))
        .code_provider(Arc::new(provider));
    let t = Instant::now();
    let err = connect(&mock, oauth).await.unwrap_err();
    assert!(
        matches!(oauth_error(&err), OAuthError::AuthorizationCode(_)),
        "{err}"
    );
    assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());

    // A redirect URI off loopback is refused before anything is sent to it.
    let mock = start().await;
    let oauth = OAuthConfig::new()
        .redirect_uri("http://example.com:8976/callback")
        .code_provider(Arc::new(LoopbackCodeProvider::new(|_| {})));
    let err = connect(&mock, oauth).await.unwrap_err();
    assert!(matches!(oauth_error(&err), OAuthError::Config(_)), "{err}");
}

#[tokio::test]
async fn an_expiring_token_is_refreshed_before_it_is_sent() {
    let mock = start().await;
    mock.knobs().expires_in = Some(5);
    let client = connect(&mock, cc(None)).await.unwrap();
    assert_eq!(grants(&mock), ["client_credentials"]);
    // at-1 expires: the next request goes out with a fresh one, without a 401 first.
    mock.knobs().expires_in = None;
    tokio::time::sleep(Duration::from_millis(4100)).await;
    let before = mock.to("/mcp").len();
    client.list_tools().await.unwrap();
    assert_eq!(grants(&mock)[1..], ["refresh_token"]);
    let sent: Vec<_> = mock.to("/mcp")[before..]
        .iter()
        .filter(|r| r.rpc_method().as_deref() == Some("tools/list"))
        .map(|r| r.bearer().map(str::to_string))
        .collect();
    assert!(
        sent.iter().all(|b| b.as_deref() != Some("at-1")),
        "{sent:?}"
    );
}

#[tokio::test]
async fn discovery_falls_back_in_the_spec_order() {
    // An issuer with a path whose metadata lives only at {issuer}/.well-known/openid-configuration.
    let mock = start().await;
    let issuer = format!("{}/tenant1", mock.base);
    mock.knobs().authorization_servers = Some(vec![issuer.clone()]);
    let base = mock.base.clone();
    mock.knobs().override_route = Some(Arc::new(move |req, _| {
        match req.path.as_str() {
        "/tenant1/.well-known/openid-configuration" => Some(
            (
                [("content-type", "application/json")],
                json!({"issuer": format!("{base}/tenant1"), "token_endpoint": format!("{base}/token"),
                       "authorization_endpoint": format!("{base}/authorize")})
                .to_string(),
            )
                .into_response(),
        ),
        "/.well-known/oauth-authorization-server" => Some(StatusCode::IM_A_TEAPOT.into_response()),
        _ => None,
    }
    }));
    let client = connect(&mock, cc(None)).await.unwrap();
    client.list_tools().await.unwrap();
    let paths: Vec<String> = mock
        .requests()
        .iter()
        .map(|r| r.path.clone())
        .filter(|p| p.contains(".well-known"))
        .collect();
    assert_eq!(
        paths,
        [
            "/.well-known/oauth-protected-resource/mcp",
            "/.well-known/oauth-authorization-server/tenant1",
            "/.well-known/openid-configuration/tenant1",
            "/tenant1/.well-known/openid-configuration",
        ]
    );

    // No protected-resource metadata at all (2025-03-26): the server's origin is the
    // authorization server.
    let mock = start().await;
    mock.knobs().override_route = Some(Arc::new(|req, _| {
        req.path
            .starts_with("/.well-known/oauth-protected-resource")
            .then(|| StatusCode::NOT_FOUND.into_response())
    }));
    let client = connect(&mock, cc(None)).await.unwrap();
    client.list_tools().await.unwrap();
    let paths: Vec<String> = mock
        .requests()
        .iter()
        .map(|r| r.path.clone())
        .filter(|p| p.contains(".well-known"))
        .collect();
    assert_eq!(
        paths,
        [
            "/.well-known/oauth-protected-resource/mcp",
            "/.well-known/oauth-protected-resource",
            "/.well-known/oauth-authorization-server",
        ]
    );
    assert_eq!(mock.to("/token")[0].form()["resource"], mock.url());
}
