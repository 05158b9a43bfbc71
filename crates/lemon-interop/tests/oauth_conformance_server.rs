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
