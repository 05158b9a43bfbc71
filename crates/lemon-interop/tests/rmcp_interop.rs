//! rmcp 3.x (the Rust SDK, pinned, test-only) against lemon-mcp, both ways:
//! rmcp's client drives our `conformance-server` over stdio and Streamable HTTP (one of
//! them pinned to 2024-11-05), and our client talks to an rmcp server served in-process
//! over Streamable HTTP (at 2025-11-25 and pinned to 2024-11-05); `rmcp_stdio.rs` does the
//! same over stdio.
//! rmcp is a Cargo dev-dependency, so these tests never skip.

use std::process::Command;

use lemon_interop::peers::{RunningPeer, free_port};
use rmcp::ServiceExt;
use rmcp::model::{CallToolRequestParams, ClientConfig, ProtocolVersion};
use rmcp::transport::{StreamableHttpClientTransport, TokioChildProcess};
use serde_json::json;

mod common;
use common::RmcpEcho;

const SERVER: &str = env!("CARGO_BIN_EXE_conformance-server");

fn client_config(version: ProtocolVersion) -> ClientConfig {
    let mut config = ClientConfig::default();
    config.protocol_version = version;
    config
}

fn echo_call(message: &str) -> CallToolRequestParams {
    let args = json!({ "message": message });
    let serde_json::Value::Object(args) = args else {
        unreachable!("a json! object literal is an object")
    };
    CallToolRequestParams::new("echo").with_arguments(args)
}

fn first_text(result: &rmcp::model::CallToolResult) -> String {
    let v = serde_json::to_value(result).expect("result serialises");
    v["content"][0]["text"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

#[tokio::test]
async fn rmcp_client_over_stdio_pinned_to_2024_11_05() {
    let mut cmd = tokio::process::Command::new(SERVER);
    cmd.arg("--stdio");
    let transport = TokioChildProcess::new(cmd).expect("spawn conformance-server --stdio");
    let client = client_config(ProtocolVersion::V_2024_11_05)
        .serve(transport)
        .await
        .expect("rmcp initializes against our stdio server");

    let info = client.peer_info().expect("server info after initialize");
    assert_eq!(info.protocol_version, ProtocolVersion::V_2024_11_05);
    let name = info.server_info.as_ref().map(|i| i.name.clone());
    assert_eq!(name.as_deref(), Some("lemon-conformance-server"));

    let tools = client.list_all_tools().await.expect("tools/list");
    assert!(tools.iter().any(|t| t.name == "echo"), "{tools:?}");
    let result = client
        .call_tool(echo_call("rmcp stdio"))
        .await
        .expect("tools/call");
    assert_eq!(first_text(&result), "Echo: rmcp stdio");

    // A tool failure arrives as a result with isError, not as a protocol error.
    let failed = client
        .call_tool(CallToolRequestParams::new("test_error_handling"))
        .await
        .expect("a tool failure is still a result");
    assert_eq!(failed.is_error, Some(true));
    // So is bad input: the model can read which argument is missing.
    let bad = client
        .call_tool(CallToolRequestParams::new("echo"))
        .await
        .expect("invalid tool input is a tool error, not a protocol error");
    assert_eq!(bad.is_error, Some(true));
    assert!(first_text(&bad).contains("message"), "{bad:?}");
    client.cancel().await.expect("close");
}

#[tokio::test]
async fn rmcp_client_over_streamable_http_at_2025_11_25() {
    // rmcp's reqwest is built without a default TLS provider; plain http still needs one set.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let port = free_port().expect("port");
    let mut cmd = Command::new(SERVER);
    cmd.env("PORT", port.to_string());
    let server = RunningPeer::spawn(cmd, "conformance-server", port).expect("server listens");

    let transport = StreamableHttpClientTransport::from_uri(server.url());
    let client = client_config(ProtocolVersion::V_2025_11_25)
        .serve(transport)
        .await
        .expect("rmcp initializes against our HTTP server");
    let info = client.peer_info().expect("server info");
    assert_eq!(info.protocol_version, ProtocolVersion::V_2025_11_25);

    let tools = client.list_all_tools().await.expect("tools/list");
    assert!(
        tools.iter().any(|t| t.name == "test_simple_text"),
        "{tools:?}"
    );
    for i in 0..5 {
        let result = client
            .call_tool(echo_call(&format!("http {i}")))
            .await
            .expect("tools/call");
        assert_eq!(first_text(&result), format!("Echo: http {i}"));
    }
    let res = client
        .read_resource(rmcp::model::ReadResourceRequestParams::new(
            "test://static-text",
        ))
        .await
        .expect("resources/read");
    let v = serde_json::to_value(&res).expect("serialises");
    assert_eq!(
        v["contents"][0]["text"],
        "This is the content of the static text resource."
    );
    client.cancel().await.expect("close");
}

/// Serves [`RmcpEcho`] over rmcp's Streamable HTTP on a free loopback port.
async fn spawn_rmcp_http_server() -> (String, tokio::sync::oneshot::Sender<()>) {
    use rmcp::transport::streamable_http_server::{
        StreamableHttpServerConfig, StreamableHttpService, session::local::LocalSessionManager,
    };
    let service: StreamableHttpService<RmcpEcho, LocalSessionManager> = StreamableHttpService::new(
        || Ok(RmcpEcho),
        Default::default(),
        StreamableHttpServerConfig::default(),
    );
    let router = axum::Router::new().nest_service("/mcp", service);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind loopback");
    let addr = listener.local_addr().expect("bound address");
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(async move {
        let _ = axum::serve(listener, router)
            .with_graceful_shutdown(async move {
                let _ = stopped.await;
            })
            .await;
    });
    (format!("http://{addr}/mcp"), stop)
}

/// Our client against rmcp's Streamable HTTP server (which speaks both wires): pinned to
/// a handshake version, on the handshake wire (`WireMode::Handshake`), or in auto mode,
/// where it finds the 2026-07-28 stateless wire.
async fn our_client_against_rmcp(
    pinned: Option<lemon_mcp::protocol::version::ProtocolVersion>,
    wire: lemon_mcp::client::WireMode,
) {
    use lemon_mcp::client::http::{HttpConfig, HttpTransport};
    use lemon_mcp::client::{Client, ClientOptions, WireMode};
    let (url, stop) = spawn_rmcp_http_server().await;
    let transport = HttpTransport::new(HttpConfig::new(url.clone())).expect("transport");
    let options = ClientOptions {
        protocol_version: pinned,
        wire,
        ..ClientOptions::default()
    };
    let client = Client::connect(transport, options)
        .await
        .unwrap_or_else(|e| panic!("our client cannot initialize against rmcp at {url}: {e}"));
    let expected = match (wire, pinned) {
        (WireMode::Auto, None) => "2026-07-28",
        (_, pinned) => pinned.map_or("2025-11-25", |v| v.as_str()),
    };
    assert_eq!(
        client
            .initialize_result()
            .map(|r| r.protocol_version.as_str()),
        Some(expected)
    );
    assert_eq!(
        client.server_info().map(|i| i.name.as_str()),
        Some("rmcp-echo")
    );

    let tools = client.list_tools().await.expect("tools/list");
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["echo", "add"]);
    for i in 0..5 {
        let r = client
            .call_tool("echo", json!({"message": format!("to rmcp {i}")}))
            .await
            .expect("tools/call echo");
        assert_eq!(
            r.content[0].as_text(),
            Some(format!("Echo: to rmcp {i}").as_str())
        );
    }
    let sum = client
        .call_tool("add", json!({"a": 2, "b": 3.5}))
        .await
        .expect("tools/call add");
    assert_eq!(sum.content[0].as_text(), Some("5.5"));
    let missing = client
        .call_tool("nope", json!({}))
        .await
        .expect("a tool failure is a result");
    assert!(missing.is_error());
    client.close().await;
    let _ = stop.send(());
}

#[tokio::test]
async fn our_client_against_rmcp_http_server_at_2025_11_25() {
    our_client_against_rmcp(None, lemon_mcp::client::WireMode::Handshake).await;
}

#[tokio::test]
async fn our_client_against_rmcp_http_server_in_auto_mode_speaks_2026_07_28() {
    our_client_against_rmcp(None, lemon_mcp::client::WireMode::Auto).await;
}

#[tokio::test]
async fn our_client_against_rmcp_http_server_pinned_to_2024_11_05() {
    our_client_against_rmcp(
        Some(lemon_mcp::protocol::version::ProtocolVersion::V2024_11_05),
        lemon_mcp::client::WireMode::Auto,
    )
    .await;
}
