//! A demo MCP server over stdio (default) or Streamable HTTP (`--http PORT`), built with
//! [`lemon_mcp::server::Router`]. It serves an `echo` tool (for benchmarks) and a few
//! tools whose names follow the official conformance suite, so the suite's transport
//! scenarios (progress, logging, sampling, SSE polling, sessions, DNS rebinding) can run
//! against it:
//!
//! ```text
//! cargo run -p lemon-mcp --example demo_server -- --http 3000
//! conformance server --url http://localhost:3000/mcp --scenario tools-call-with-progress
//! ```

use std::time::Duration;

use lemon_mcp::protocol::types::{
    CallToolResult, CreateMessageParams, LoggingLevel, ReadResourceResult, Resource,
    ResourceContents, SamplingMessage, Tool,
};
use lemon_mcp::server::{Router, ServerOptions, http, stdio};
use serde_json::{Value, json};

fn router() -> Router {
    let no_args = json!({"type": "object", "properties": {}});
    Router::new("lemon-demo-server", env!("CARGO_PKG_VERSION"))
        .tool(
            Tool::new("echo", "Echoes `message`", json!({"type":"object","properties":{"message":{"type":"string"}}})),
            |args, _ctx| async move {
                let message = args.get("message").and_then(Value::as_str).unwrap_or_default();
                Ok(CallToolResult::text(format!("Echo: {message}")))
            },
        )
        .tool(Tool::new("test_simple_text", "Returns a text block", no_args.clone()), |_args, _ctx| async move {
            Ok(CallToolResult::text("This is a simple text response for testing."))
        })
        .tool(Tool::new("test_tool_with_progress", "Reports progress 0/50/100", no_args.clone()), |_args, ctx| async move {
            for p in [0.0, 50.0, 100.0] {
                ctx.progress(p, Some(100.0), None).await.map_err(|e| e.to_string())?;
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Ok(CallToolResult::text("Progress test completed"))
        })
        .tool(Tool::new("test_tool_with_logging", "Logs three info lines", no_args.clone()), |_args, ctx| async move {
            for line in ["Tool execution started", "Tool processing data", "Tool execution completed"] {
                ctx.log(LoggingLevel::Info, None, json!(line)).await.map_err(|e| e.to_string())?;
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Ok(CallToolResult::text("Logging test completed"))
        })
        .tool(
            Tool::new("test_sampling", "Asks the client to sample", json!({"type":"object","properties":{"prompt":{"type":"string"}},"required":["prompt"]})),
            |args, ctx| async move {
                let prompt = args.get("prompt").and_then(Value::as_str).unwrap_or_default();
                let message: SamplingMessage = serde_json::from_value(json!({"role":"user","content":{"type":"text","text":prompt}}))
                    .map_err(|e| e.to_string())?;
                let params = CreateMessageParams {
                    messages: vec![message],
                    model_preferences: None,
                    system_prompt: None,
                    include_context: None,
                    temperature: None,
                    max_tokens: 100,
                    stop_sequences: None,
                    metadata: None,
                    extra: Default::default(),
                };
                let result = ctx.create_message(params).await.map_err(|e| e.to_string())?;
                let text = serde_json::to_value(&result.content).unwrap_or_default();
                Ok(CallToolResult::text(format!("LLM response: {}", text["text"].as_str().unwrap_or_default())))
            },
        )
        .tool(Tool::new("test_reconnection", "Closes its SSE stream mid-call", no_args), |_args, ctx| async move {
            tokio::time::sleep(Duration::from_millis(20)).await;
            ctx.close_sse_stream(Duration::from_millis(200)).await;
            tokio::time::sleep(Duration::from_millis(300)).await;
            Ok(CallToolResult::text("Reconnection test completed successfully"))
        })
        .resource(
            Resource { uri: "test://watched-resource".into(), name: "watched".into(), ..Default::default() },
            |uri, _ctx| async move {
                Ok(ReadResourceResult {
                    contents: vec![ResourceContents { uri, text: Some("watched".into()), ..Default::default() }],
                    ..Default::default()
                })
            },
        )
        .subscriptions(true)
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.as_slice() {
        [flag, port] if flag == "--http" => match port.parse::<u16>() {
            Ok(port) => serve_http(port).await,
            Err(_) => Err(format!("--http needs a port number, got {port:?}")),
        },
        [] => stdio::serve_stdio(router(), ServerOptions::default())
            .await
            .map_err(|e| e.to_string()),
        _ => Err("usage: demo_server [--http PORT]".into()),
    };
    if let Err(e) = result {
        eprintln!("demo_server: {e}");
        std::process::exit(1);
    }
}

async fn serve_http(port: u16) -> Result<(), String> {
    let config = http::HttpConfig::default().with_bind(([127, 0, 0, 1], port).into());
    let server = http::serve(router(), config)
        .await
        .map_err(|e| e.to_string())?;
    eprintln!("demo_server: listening on {}", server.url());
    tokio::signal::ctrl_c().await.map_err(|e| e.to_string())?;
    server.shutdown().await.map_err(|e| e.to_string())
}
