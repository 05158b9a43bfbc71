//! Sequential `tools/call` round trips through the [`Client`] over Streamable HTTP, to
//! compare our HTTP client with other clients against the same server.
//!
//! `cargo run --release -p lemon-mcp --example http_bench -- URL [REPEAT] [WARMUP]`
//! prints one JSON line: connect (initialize) and tools/list times, and per-call median,
//! p99 and calls/s for `echo {"message": "hello world"}`.

use std::time::{Duration, Instant};

use lemon_mcp::client::http::HttpConfig;
use lemon_mcp::client::{Client, ClientOptions};
use serde_json::json;

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
    let t0 = Instant::now();
    let client = Client::connect_http(HttpConfig::new(url), ClientOptions::default())
        .await
        .map_err(|e| e.to_string())?;
    let t1 = Instant::now();
    client.list_tools().await.map_err(|e| e.to_string())?;
    let t2 = Instant::now();
    let args = json!({"message": "hello world"});
    for _ in 0..warmup {
        client
            .call_tool("echo", args.clone())
            .await
            .map_err(|e| e.to_string())?;
    }
    let mut times = Vec::with_capacity(repeat);
    let start = Instant::now();
    for _ in 0..repeat {
        let a = Instant::now();
        client
            .call_tool("echo", args.clone())
            .await
            .map_err(|e| e.to_string())?;
        times.push(a.elapsed());
    }
    let total = start.elapsed();
    client.close().await;
    times.sort();
    println!(
        "{}",
        json!({
            "client": "lemon-mcp",
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
