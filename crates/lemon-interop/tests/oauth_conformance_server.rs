//! Our OAuth client against our OAuth-protected server: `conformance-server
//! --oauth-client-id …` (a bearer check on the MCP endpoint, protected-resource and
//! authorization-server metadata and a client-credentials token endpoint on another
//! port) driven by lemon-mcp's client with the client-credentials grant, post and basic;
//! without credentials, or with a wrong secret, the failures are typed. The Python and TS
//! SDK clients' own client-credentials providers run against it too; the authorization
//! server's `/stats` tells what reached it. Tokens persisted through lemon-tools'
//! secret-store adapter are reused by the next connection without a token request.

use std::process::Command;
use std::time::Duration;

use lemon_interop::peers::{RunningPeer, free_port};
use lemon_mcp::client::http::{HttpConfig, HttpError};
use lemon_mcp::client::oauth::{
    ClientCredentials, OAuthConfig, OAuthError, OAuthFlow, TokenEndpointAuthMethod,
};
use lemon_mcp::client::transport::TransportError;
use lemon_mcp::client::{Client, ClientOptions};
use serde_json::json;

const SERVER: &str = env!("CARGO_BIN_EXE_conformance-server");

fn protected_server() -> (RunningPeer, String) {
    let (peer, url, _) = protected_server_with_issuer();
    (peer, url)
}

/// The protected server, its MCP URL and its authorization server's issuer URL.
fn protected_server_with_issuer() -> (RunningPeer, String, String) {
    let port = free_port().expect("free port");
    let as_port = free_port().expect("free port");
    let mut cmd = Command::new(SERVER);
    cmd.env("PORT", port.to_string()).args([
        "--oauth-client-id",
        "interop-client",
        "--oauth-client-secret",
        "interop-secret",
        "--oauth-port",
        &as_port.to_string(),
    ]);
    let peer = RunningPeer::spawn(cmd, "conformance-server --oauth", port).expect("listens");
    // The MCP port answers first; the authorization server was bound before it.
    lemon_interop::peers::wait_listening(as_port, Duration::from_secs(10), "oauth_as", None)
        .expect("the authorization server listens");
    (
        peer,
        format!("http://localhost:{port}/mcp"),
        format!("http://127.0.0.1:{as_port}"),
    )
}

/// The authorization server's counters (`GET <issuer>/stats`), fetched on a thread of
/// its own so that async tests can call it too.
fn stats(issuer: &str) -> serde_json::Value {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let url = format!("{issuer}/stats");
    std::thread::scope(|s| {
        s.spawn(|| {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("runtime");
            rt.block_on(async {
                let body = reqwest::Client::new()
                    .get(&url)
                    .timeout(Duration::from_secs(10))
                    .send()
                    .await
                    .and_then(reqwest::Response::error_for_status)
                    .expect("GET /stats")
                    .text()
                    .await
                    .expect("the stats body");
                serde_json::from_str(&body).expect("stats are JSON")
            })
        })
        .join()
        .expect("the stats thread")
    })
}

fn oauth(secret: &str, method: TokenEndpointAuthMethod) -> OAuthConfig {
    OAuthConfig::new()
        .flow(OAuthFlow::ClientCredentials)
        .client(
            ClientCredentials::new("interop-client")
                .secret(secret)
                .auth_method(method),
        )
        .timeout(Duration::from_secs(10))
}

fn options() -> ClientOptions {
    ClientOptions {
        request_timeout: Duration::from_secs(20),
        ..ClientOptions::default()
    }
}

#[tokio::test]
async fn client_credentials_against_the_protected_conformance_server() {
    let (_server, url) = protected_server();
    for method in [
        TokenEndpointAuthMethod::ClientSecretPost,
        TokenEndpointAuthMethod::ClientSecretBasic,
    ] {
        let cfg = HttpConfig::new(&url).with_oauth(oauth("interop-secret", method));
        let client = Client::connect_http(cfg, options())
            .await
            .unwrap_or_else(|e| panic!("{method:?}: {e}"));
        let result = client
            .call_tool("echo", json!({"message": "behind oauth"}))
            .await
            .unwrap();
        assert_eq!(
            serde_json::to_value(&result).unwrap()["content"][0]["text"],
            "Echo: behind oauth"
        );
        client.close().await;
    }

    // No credentials: the endpoint's challenge, typed.
    let err = Client::connect_http(HttpConfig::new(&url), options())
        .await
        .unwrap_err();
    let Some(TransportError::Http(HttpError::AuthRequired {
        status, challenges, ..
    })) = err.transport_error()
    else {
        panic!("{err:?}")
    };
    assert_eq!(*status, 401);
    assert!(challenges[0].resource_metadata().is_some());

    // A wrong secret: the token endpoint's refusal, typed, without the secret.
    let cfg = HttpConfig::new(&url).with_oauth(oauth(
        "wrong-secret-value",
        TokenEndpointAuthMethod::ClientSecretPost,
    ));
    let err = Client::connect_http(cfg, options()).await.unwrap_err();
    let Some(TransportError::Http(HttpError::OAuth { error: source, .. })) = err.transport_error()
    else {
        panic!("{err:?}")
    };
    assert!(
        matches!(source, OAuthError::TokenEndpoint { status: 401, error, .. } if error == "invalid_client"),
        "{source:?}"
    );
    assert!(!format!("{err} {err:?}").contains("wrong-secret-value"));
}

#[test]
fn mcp_probe_oauth_flags_reach_the_protected_server() {
    const PROBE: &str = env!("CARGO_BIN_EXE_mcp-probe");
    let (_server, url) = protected_server();
    let run = |secret: &str, method: &str| {
        Command::new(PROBE)
            .args([
                "--http",
                &url,
                "--call",
                "echo",
                "--args",
                r#"{"message":"p"}"#,
            ])
            .args([
                "--oauth-client-id",
                "interop-client",
                "--oauth-client-secret",
                secret,
            ])
            .args([
                "--oauth-auth-method",
                method,
                "--oauth-flow",
                "client-credentials",
            ])
            .args(["--oauth-scopes", "mcp:tools", "--timeout", "20"])
            .output()
            .expect("mcp-probe runs")
    };
    for method in ["post", "basic"] {
        let out = run("interop-secret", method);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(
            report["lastResult"]["content"][0]["text"], "Echo: p",
            "{report}"
        );
        // The observer saw each exchange of the connect, in order.
        let kinds: Vec<&str> = report["timings"]["oauth"]["exchanges"]
            .as_array()
            .expect("timings.oauth.exchanges")
            .iter()
            .map(|e| e["kind"].as_str().unwrap())
            .collect();
        assert_eq!(
            kinds,
            ["resource_metadata", "server_metadata", "token"],
            "{report}"
        );
        let total = report["timings"]["oauth"]["total_ms"].as_f64().unwrap();
        assert!(total > 0.0 && total <= report["timings"]["first_connect_ms"].as_f64().unwrap());
    }
    let out = run("bad-secret-123", "post");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("invalid_client"), "{stderr}");
    assert!(!stderr.contains("bad-secret-123"), "{stderr}");
}

/// The Python SDK's own client-credentials provider against our OAuth mode: its
/// discovery, its token request (client_secret_post) and its bearer on every request.
#[test]
fn python_sdk_client_credentials_against_our_oauth_mode() {
    let Some(peers) = lemon_interop::peers::peers_or_skip("python_sdk_client_credentials") else {
        return;
    };
    let (_server, url, issuer) = protected_server_with_issuer();
    let run = |secret: &str| {
        let mut cmd = peers.python_client(&[
            "--http",
            &url,
            "--oauth-client-id",
            "interop-client",
            "--oauth-client-secret",
            secret,
            "--call",
            "echo",
            "--args",
            r#"{"message":"from python"}"#,
        ]);
        cmd.output().expect("the Python client runs")
    };
    let out = run("interop-secret");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        report["lastResult"]["content"][0]["text"], "Echo: from python",
        "{report}"
    );
    assert!(report["tools"].as_array().unwrap().len() > 3, "{report}");
    let before = stats(&issuer);
    assert_eq!(before["tokens_issued"], 1, "{before}");
    let refused = run("not-the-secret");
    assert!(!refused.status.success());
    let after = stats(&issuer);
    assert_eq!(after["tokens_issued"], 1, "{after}");
    assert_eq!(
        after["authorized"], before["authorized"],
        "nothing got through: {after}"
    );
    assert!(after["tokens_refused"].as_u64().unwrap() >= 1, "{after}");
}

/// Our OAuth client against a server the Python SDK protects with its own OAuth support
/// (`peers/py_oauth_server.py`): protected-resource and authorization-server metadata
/// from the SDK, dynamic registration, the authorization code with PKCE (consent given
/// by following the authorization URL), the token, then calls with the bearer.
#[tokio::test]
async fn our_client_against_a_python_sdk_oauth_protected_server() {
    let Some(peers) = lemon_interop::peers::peers_or_skip("python_sdk_oauth_server") else {
        return;
    };
    let server = peers.spawn_python_oauth().unwrap_or_else(|e| panic!("{e}"));
    let url = server.url();
    let consent = lemon_interop::consent::FollowRedirect::new(Duration::from_secs(10)).unwrap();
    let oauth = OAuthConfig::new()
        .redirect_uri("http://127.0.0.1:8976/callback")
        .code_provider(std::sync::Arc::new(consent))
        .timeout(Duration::from_secs(10));
    let client = Client::connect_http(HttpConfig::new(url.clone()).with_oauth(oauth), options())
        .await
        .unwrap_or_else(|e| panic!("connect with OAuth: {e}"));
    assert_eq!(
        client.server_info().map(|i| i.name.as_str()),
        Some("python-oauth-peer")
    );
    let result = client
        .call_tool("echo", json!({"message": "through the SDK's OAuth"}))
        .await
        .unwrap();
    let text = serde_json::to_value(&result).unwrap()["content"][0]["text"].clone();
    assert_eq!(text, "Echo: through the SDK's OAuth");
    client.close().await;

    // Without OAuth the same server refuses with a typed 401 challenge.
    let err = Client::connect_http(HttpConfig::new(url), options())
        .await
        .expect_err("refused without a token");
    assert!(
        matches!(
            err.transport_error(),
            Some(TransportError::Http(HttpError::AuthRequired {
                status: 401,
                ..
            }))
        ),
        "{err}"
    );
}

/// The TS SDK v1 client's own `ClientCredentialsProvider` (client_secret_basic, its
/// `expectedIssuer` set) against our OAuth mode: the first initialize is refused with 401,
/// the SDK reads both metadata documents, asks for one token and retries with the bearer;
/// a second session in the same process reuses the token.
#[test]
fn ts_sdk_client_credentials_against_our_oauth_mode() {
    let Some(peers) = lemon_interop::peers::peers_or_skip("ts_sdk_client_credentials") else {
        return;
    };
    let (_server, url, issuer) = protected_server_with_issuer();
    let cmd = peers.ts_client(&[
        "--http",
        &url,
        "--oauth-client-id",
        "interop-client",
        "--oauth-client-secret",
        "interop-secret",
        "--oauth-issuer",
        &issuer,
        "--sessions",
        "2",
        "--call",
        "echo",
        "--args",
        r#"{"message":"from typescript"}"#,
    ]);
    let report = lemon_interop::peers::run_json(cmd, Duration::from_secs(60))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report["client"], "ts-sdk-1.32.2", "{report}");
    assert_eq!(report["oauthAuthorized"], true, "{report}");
    assert_eq!(
        report["lastResult"]["content"][0]["text"], "Echo: from typescript",
        "{report}"
    );
    let tools = report["tools"].as_array().expect("tools");
    assert!(tools.iter().any(|t| t == "echo"), "{report}");
    assert_eq!(report["timings"]["sessions"], 2, "{report}");

    let seen = stats(&issuer);
    assert_eq!(
        seen["unauthenticated"], 1,
        "one 401 starts the flow: {seen}"
    );
    assert_eq!(seen["resource_metadata"], 1, "{seen}");
    assert_eq!(seen["server_metadata"], 1, "{seen}");
    assert_eq!(
        seen["tokens_issued"], 1,
        "one token for both sessions: {seen}"
    );
    assert_eq!(seen["tokens_refused"], 0, "{seen}");
    assert_eq!(seen["invalid_token"], 0, "{seen}");
    // Two initializes, two tools/list and the call at least, all with the bearer.
    assert!(seen["authorized"].as_u64().unwrap() >= 5, "{seen}");
}

/// The TS SDK client with a wrong secret fails, the token endpoint refused it, and the
/// MCP endpoint never let a request through; with the wrong `expectedIssuer` the SDK
/// refuses to send its credentials at all.
#[test]
fn ts_sdk_client_with_a_wrong_secret_or_issuer_is_refused() {
    let Some(peers) = lemon_interop::peers::peers_or_skip("ts_sdk_client_refused") else {
        return;
    };
    let (_server, url, issuer) = protected_server_with_issuer();
    let run = |secret: &str, expected_issuer: &str| {
        let cmd = peers.ts_client(&[
            "--http",
            &url,
            "--oauth-client-id",
            "interop-client",
            "--oauth-client-secret",
            secret,
            "--oauth-issuer",
            expected_issuer,
            "--call",
            "echo",
            "--args",
            r#"{"message":"refused"}"#,
        ]);
        lemon_interop::peers::run_json(cmd, Duration::from_secs(60))
            .expect_err("the TS client must fail")
    };
    let err = run("not-the-secret", &issuer);
    let lemon_interop::peers::PeerError::Failed { stderr, .. } = &err else {
        panic!("{err}")
    };
    assert!(stderr.contains("InvalidClient"), "{stderr}");
    let seen = stats(&issuer);
    assert_eq!(seen["authorized"], 0, "no MCP request got through: {seen}");
    assert_eq!(seen["tokens_issued"], 0, "{seen}");
    assert!(seen["tokens_refused"].as_u64().unwrap() >= 1, "{seen}");
    assert!(seen["unauthenticated"].as_u64().unwrap() >= 1, "{seen}");

    // The right secret, but an issuer the server does not advertise: never sent.
    let refused_before = seen["tokens_refused"].clone();
    run("interop-secret", "http://127.0.0.1:9/elsewhere");
    let seen = stats(&issuer);
    assert_eq!(seen["authorized"], 0, "{seen}");
    assert_eq!(seen["tokens_issued"], 0, "{seen}");
    assert_eq!(
        seen["tokens_refused"], refused_before,
        "no token request: {seen}"
    );
}

/// Records the kind of each OAuth exchange.
#[derive(Default)]
struct Exchanges(std::sync::Mutex<Vec<&'static str>>);

impl lemon_mcp::client::oauth::OAuthObserver for Exchanges {
    fn exchange(
        &self,
        kind: lemon_mcp::client::oauth::OAuthExchange,
        _status: Option<u16>,
        _took: Duration,
    ) {
        self.0.lock().unwrap().push(kind.as_str());
    }
}

/// lemon-tools' `SecretTokenCache` on the file secret store (`<agent dir>/secrets.json`)
/// as the token cache: the first connection goes through the whole flow and persists
/// the token; a second connection, with a fresh store and cache over the same file (a
/// later run), sends the saved bearer at once: no 401, no metadata, no token request.
#[tokio::test]
async fn persisted_tokens_are_reused_by_the_next_connection() {
    use lemon_core::secret::{FileSecretStore, SecretStore};
    use lemon_tools::mcp::token_store::{SecretTokenCache, TOKEN_PROVIDER, token_secret_name};
    use std::sync::Arc;

    let (_server, url, issuer) = protected_server_with_issuer();
    let dir = tempfile::tempdir().unwrap();
    let env = lemon_core::paths::Env::empty().with("LEMON_AGENT_DIR", dir.path().join("agent"));
    let name = token_secret_name(&url, Some("interop-tokens"), None);
    let connect = |secret: &'static str| {
        let store: Arc<dyn SecretStore> = Arc::new(FileSecretStore::in_agent_dir(&env).unwrap());
        let cache = Arc::new(
            SecretTokenCache::new(store, name.clone(), url.clone())
                .client_id("interop-client")
                .scope("mcp:tools"),
        );
        let seen = Arc::new(Exchanges::default());
        let cfg = HttpConfig::new(&url).with_oauth(
            oauth(secret, TokenEndpointAuthMethod::ClientSecretPost)
                .token_cache(cache.clone())
                .observer(seen.clone()),
        );
        (cfg, cache, seen)
    };
    let echo = |client: &Client| {
        let client = client.clone();
        async move {
            let result = client
                .call_tool("echo", json!({"message": "persisted"}))
                .await
                .unwrap();
            assert_eq!(
                serde_json::to_value(&result).unwrap()["content"][0]["text"],
                "Echo: persisted"
            );
        }
    };

    let (cfg, cache, seen) = connect("interop-secret");
    let client = Client::connect_http(cfg, options()).await.unwrap();
    echo(&client).await;
    client.close().await;
    assert_eq!(
        *seen.0.lock().unwrap(),
        ["resource_metadata", "server_metadata", "token"]
    );
    assert_eq!(cache.last_error(), None);
    let after_first = stats(&issuer);
    assert_eq!(after_first["tokens_issued"], 1, "{after_first}");
    assert_eq!(after_first["unauthenticated"], 1, "{after_first}");

    // What was persisted: the spec's shape, tagged mcp_oauth, in a 0600 file.
    let store = FileSecretStore::in_agent_dir(&env).unwrap();
    assert_eq!(store.path(), dir.path().join("agent/secrets.json"));
    let listed = store.list().unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].name, "interop-tokens");
    assert_eq!(listed[0].provider.as_deref(), Some(TOKEN_PROVIDER));
    let saved: serde_json::Value =
        serde_json::from_str(store.get("interop-tokens").unwrap().unwrap().expose()).unwrap();
    assert_eq!(saved["version"], 1);
    assert!(
        saved["access_token"]
            .as_str()
            .unwrap()
            .starts_with("lemon-")
    );
    assert_eq!(saved["client_id"], "interop-client");
    assert_eq!(saved["resource"], url.as_str());
    assert_eq!(saved["issuer"], issuer.as_str());
    let token = saved["access_token"].as_str().unwrap();
    let shown = format!(
        "{cache:?} {store:?} {:?} {:?}",
        store.get("interop-tokens"),
        cache.last_error()
    );
    assert!(!shown.contains(token), "{shown}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(store.path())
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
    }

    // A later run: fresh store and cache over the same file. Even a wrong secret does
    // not matter, because the saved bearer is sent with the first request.
    let (cfg, cache, seen) = connect("not-needed-secret");
    let client = Client::connect_http(cfg, options()).await.unwrap();
    echo(&client).await;
    client.close().await;
    assert!(
        seen.0.lock().unwrap().is_empty(),
        "{:?}",
        seen.0.lock().unwrap()
    );
    assert_eq!(cache.last_error(), None);
    let after_second = stats(&issuer);
    assert_eq!(
        after_second["tokens_issued"], 1,
        "no token request: {after_second}"
    );
    assert_eq!(after_second["tokens_refused"], 0, "{after_second}");
    assert_eq!(after_second["unauthenticated"], 1, "no 401: {after_second}");
    assert_eq!(after_second["invalid_token"], 0, "{after_second}");
    assert!(
        after_second["authorized"].as_u64() > after_first["authorized"].as_u64(),
        "{after_second}"
    );
}
