//! A minimal Streamable HTTP MCP server with one `echo` tool, for benchmarking HTTP
//! clients (ours and the SDKs') against the same peer. JSON responses, a session id,
//! 405 on GET, 200 on DELETE.
//!
//! `cargo run --release -p lemon-mcp --example http_echo_server -- [PORT]` prints
//! `listening on http://127.0.0.1:PORT/mcp` and serves until killed.

use axum::Router;
use axum::body::Bytes;
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::any;
use serde_json::{Value, json};

async fn mcp(method: Method, headers: HeaderMap, body: Bytes) -> Response {
    match method {
        Method::GET => return StatusCode::METHOD_NOT_ALLOWED.into_response(),
        Method::DELETE => return StatusCode::OK.into_response(),
        Method::POST => {}
        _ => return StatusCode::METHOD_NOT_ALLOWED.into_response(),
    }
    let Ok(req) = serde_json::from_slice::<Value>(&body) else {
        return (StatusCode::BAD_REQUEST, "body is not JSON").into_response();
    };
    let Some(id) = req.get("id").cloned() else {
        // Notifications and responses.
        return StatusCode::ACCEPTED.into_response();
    };
    let method = req.get("method").and_then(Value::as_str).unwrap_or("");
    let result = match method {
        "initialize" => json!({
            "protocolVersion": req.pointer("/params/protocolVersion").cloned().unwrap_or(json!("2025-11-25")),
            "capabilities": {"tools": {}},
            "serverInfo": {"name": "lemon-bench-echo", "version": "0.1.0"}
        }),
        "ping" => json!({}),
        "tools/list" => json!({"tools": [{
            "name": "echo",
            "description": "Echoes back the input",
            "inputSchema": {"type": "object", "properties": {"message": {"type": "string"}}, "required": ["message"]}
        }]}),
        "tools/call" => {
            let msg = req
                .pointer("/params/arguments/message")
                .and_then(Value::as_str)
                .unwrap_or("");
            json!({"content": [{"type": "text", "text": format!("Echo: {msg}")}]})
        }
        other => {
            let err = json!({"jsonrpc": "2.0", "id": id, "error": {"code": -32601, "message": format!("Method not found: {other}")}});
            return ([("content-type", "application/json")], err.to_string()).into_response();
        }
    };
    let mut resp = (
        [("content-type", "application/json")],
        json!({"jsonrpc": "2.0", "id": id, "result": result}).to_string(),
    )
        .into_response();
    if method == "initialize" {
        resp.headers_mut().insert(
            "mcp-session-id",
            "bench-session".parse().expect("static header value"),
        );
    } else if headers.get("mcp-session-id").is_none() {
        return (StatusCode::BAD_REQUEST, "missing Mcp-Session-Id").into_response();
    }
    resp
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> std::io::Result<()> {
    let port: u16 = std::env::args()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port)).await?;
    println!("listening on http://{}/mcp", listener.local_addr()?);
    axum::serve(listener, Router::new().route("/mcp", any(mcp))).await
}
