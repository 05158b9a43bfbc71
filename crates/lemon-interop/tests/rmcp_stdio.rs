//! Our stdio client against an rmcp 3.x server over stdio, at 2025-11-25 and pinned to
//! 2024-11-05. rmcp is only a dev-dependency, so the server is this test binary itself,
//! started again with `--serve-rmcp-stdio` (hence `harness = false`).

use std::time::Duration;

use lemon_mcp::client::stdio::StdioConfig;
use lemon_mcp::client::{Client, ClientOptions};
use lemon_mcp::protocol::version::ProtocolVersion;
use rmcp::ServiceExt;
use serde_json::json;

mod common;
use common::RmcpEcho;

const SERVE_FLAG: &str = "--serve-rmcp-stdio";

async fn serve() -> anyhow::Result<()> {
    let running = RmcpEcho.serve(rmcp::transport::stdio()).await?;
    running.waiting().await?;
    Ok(())
}

async fn check(pinned: Option<ProtocolVersion>) -> anyhow::Result<()> {
    let exe = std::env::current_exe()?;
    let config = StdioConfig::new(exe.display().to_string()).args([SERVE_FLAG]);
    // The handshake era (rmcp 3.11 also speaks 2026-07-28, which auto would pick).
    let options = ClientOptions {
        protocol_version: pinned,
        request_timeout: Duration::from_secs(20),
        wire: lemon_mcp::client::WireMode::Handshake,
        ..ClientOptions::default()
    };
    let client = Client::spawn_stdio(config, options).await?;
    let expected = pinned.map_or("2025-11-25", |v| v.as_str());
    anyhow::ensure!(
        client.protocol_version().map(|v| v.as_str()) == Some(expected),
        "negotiated {:?}, expected {expected}",
        client.protocol_version()
    );
    anyhow::ensure!(
        client.server_info().map(|i| i.name.as_str()) == Some("rmcp-echo"),
        "server info {:?}",
        client.server_info()
    );
    let names: Vec<String> = client
        .list_tools()
        .await?
        .into_iter()
        .map(|t| t.name)
        .collect();
    anyhow::ensure!(names == ["echo", "add"], "tools {names:?}");
    for i in 0..20 {
        let r = client
            .call_tool("echo", json!({"message": format!("stdio {i}")}))
            .await?;
        let want = format!("Echo: stdio {i}");
        anyhow::ensure!(
            r.content.first().and_then(|c| c.as_text()) == Some(want.as_str()),
            "{r:?}"
        );
    }
    let sum = client.call_tool("add", json!({"a": 40, "b": 2})).await?;
    anyhow::ensure!(
        sum.content.first().and_then(|c| c.as_text()) == Some("42"),
        "{sum:?}"
    );
    client.close().await;
    Ok(())
}

fn main() {
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("cannot start a runtime: {e}");
            std::process::exit(1);
        }
    };
    if std::env::args().any(|a| a == SERVE_FLAG) {
        if let Err(e) = runtime.block_on(serve()) {
            eprintln!("rmcp stdio server: {e:#}");
            std::process::exit(1);
        }
        return;
    }
    let cases = [
        (
            "our_stdio_client_against_rmcp_stdio_server_at_2025_11_25",
            None,
        ),
        (
            "our_stdio_client_against_rmcp_stdio_server_pinned_to_2024_11_05",
            Some(ProtocolVersion::V2024_11_05),
        ),
    ];
    println!("\nrunning {} tests", cases.len());
    let mut failed = 0;
    for (name, pinned) in cases {
        match runtime.block_on(check(pinned)) {
            Ok(()) => println!("test {name} ... ok"),
            Err(e) => {
                failed += 1;
                println!("test {name} ... FAILED\n  {e:#}");
            }
        }
    }
    let result = if failed == 0 { "ok" } else { "FAILED" };
    println!(
        "\ntest result: {result}. {} passed; {failed} failed; 0 ignored; 0 measured; 0 filtered out\n",
        cases.len() - failed
    );
    if failed > 0 {
        std::process::exit(1);
    }
}
