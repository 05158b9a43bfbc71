//! Our OAuth client against our OAuth-protected server: `conformance-server
//! --oauth-client-id …` (a bearer check on the MCP endpoint, protected-resource and
//! authorization-server metadata and a client-credentials token endpoint on another
//! port) driven by lemon-mcp's client with the client-credentials grant, post and basic;
//! without credentials, or with a wrong secret, the failures are typed.

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
    let port = free_port().expect("free port");
    let mut cmd = Command::new(SERVER);
    cmd.env("PORT", port.to_string()).args([
        "--oauth-client-id",
        "interop-client",
        "--oauth-client-secret",
        "interop-secret",
    ]);
    let peer = RunningPeer::spawn(cmd, "conformance-server --oauth", port).expect("listens");
    (peer, format!("http://localhost:{port}/mcp"))
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
    let (_server, url) = protected_server();
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
    let refused = run("not-the-secret");
    assert!(!refused.status.success());
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
