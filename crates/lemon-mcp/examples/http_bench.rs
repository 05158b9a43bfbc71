//! Sequential `tools/call` round trips over the Streamable HTTP transport, to compare
//! our HTTP client with other clients against the same server.
//!
//! `cargo run --release -p lemon-mcp --example http_bench -- URL [REPEAT] [WARMUP]`
//! prints one JSON line: init and tools/list times, and per-call median, p99 and
//! calls/s for `echo {"message": "hello world"}`.

use std::time::{Duration, Instant};

use lemon_mcp::client::http::{HttpConfig, HttpTransport, Inbound};
use lemon_mcp::protocol::jsonrpc::{Message, RequestId};
use serde_json::json;

async fn round_trip(
    t: &HttpTransport,
    id: i64,
    method: &str,
    params: serde_json::Value,
) -> Result<Message, String> {
    t.send(Message::request(
        RequestId::Number(id),
        method,
        Some(params),
    ))
    .await
    .map_err(|e| e.to_string())?;
    loop {
        match t.recv().await {
            Some(Inbound::Message(m @ (Message::Response(_) | Message::Error(_)))) => return Ok(m),
            Some(Inbound::Message(_)) => continue,
            Some(Inbound::Failed { error, .. }) => return Err(error.to_string()),
            None => return Err("transport closed".into()),
        }
    }
}

fn quantile(sorted: &[Duration], q: f64) -> f64 {
    let i = ((sorted.len() as f64 * q) as usize).min(sorted.len().saturating_sub(1));
    sorted.get(i).map_or(0.0, |d| d.as_secs_f64() * 1e6)
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let url = args
        .next()
        .ok_or("usage: http_bench URL [REPEAT] [WARMUP]")?;
    let repeat: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(2000);
    let warmup: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(50);
    let mut cfg = HttpConfig::new(url);
    cfg.open_get_stream = false;
    let t = HttpTransport::new(cfg).map_err(|e| e.to_string())?;
    let t0 = Instant::now();
    let init = json!({"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "lemon-http-bench", "version": "0.1.0"}});
    round_trip(&t, 0, "initialize", init).await?;
    t.send(Message::notification("notifications/initialized", None))
        .await
        .map_err(|e| e.to_string())?;
    let t1 = Instant::now();
    round_trip(&t, 1, "tools/list", json!({})).await?;
    let t2 = Instant::now();
    let args = json!({"name": "echo", "arguments": {"message": "hello world"}});
    for i in 0..warmup {
        round_trip(&t, 10 + i as i64, "tools/call", args.clone()).await?;
    }
    let mut times = Vec::with_capacity(repeat);
    let start = Instant::now();
    for i in 0..repeat {
        let a = Instant::now();
        round_trip(&t, 100_000 + i as i64, "tools/call", args.clone()).await?;
        times.push(a.elapsed());
    }
    let total = start.elapsed();
    t.close().await;
    times.sort();
    println!(
        "{}",
        json!({
            "client": "lemon-mcp-http-transport",
            "init_ms": (t1 - t0).as_secs_f64() * 1e3,
            "list_ms": (t2 - t1).as_secs_f64() * 1e3,
            "calls": repeat,
            "call_median_us": quantile(&times, 0.5),
            "call_p99_us": quantile(&times, 0.99),
            "calls_per_s": repeat as f64 / total.as_secs_f64(),
        })
    );
    Ok(())
}
