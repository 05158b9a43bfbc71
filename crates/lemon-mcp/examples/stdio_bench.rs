//! Sequential `tools/call` round trips over stdio through [`Client`], against a trivial
//! echo server written in Rust (this same binary started with `--serve`), next to the
//! raw pipe round trip of the same server for scale.
//!
//! `cargo run --release -p lemon-mcp --example stdio_bench -- [REPEAT] [WARMUP]`
//! prints one JSON line with the per-call median and p99 in microseconds. A runtime
//! flavor can be chosen with `LEMON_BENCH_RUNTIME=current|multi` (default current).

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use lemon_mcp::client::stdio::StdioConfig;
use lemon_mcp::client::{Client, ClientOptions};
use serde_json::{Value, json};

/// The echo server: newline-delimited JSON-RPC on stdin/stdout, no async runtime.
fn serve() {
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut line = String::new();
    let mut reader = stdin.lock();
    loop {
        line.clear();
        match reader.read_line(&mut line) {
            Ok(0) | Err(_) => return,
            Ok(_) => {}
        }
        // The raw-pipe baseline sends a bare "x": echo it back untouched.
        if line.trim() == "x" {
            let _ = out.write_all(b"x\n");
            let _ = out.flush();
            continue;
        }
        let Ok(msg) = serde_json::from_str::<Value>(&line) else {
            continue;
        };
        let Some(id) = msg.get("id").cloned() else {
            continue;
        };
        let result = match msg.get("method").and_then(Value::as_str) {
            Some("initialize") => json!({
                "protocolVersion": msg["params"]["protocolVersion"],
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "bench-echo", "version": "1"}
            }),
            Some("tools/list") => {
                json!({"tools": [{"name": "echo", "inputSchema": {"type": "object"}}]})
            }
            Some("tools/call") => json!({
                "content": [{"type": "text", "text": msg["params"]["arguments"]["message"]}]
            }),
            _ => json!({}),
        };
        let reply = json!({"jsonrpc": "2.0", "id": id, "result": result});
        let _ = serde_json::to_writer(&mut out, &reply);
        let _ = out.write_all(b"\n");
        let _ = out.flush();
    }
}

fn stats(mut samples: Vec<Duration>) -> (f64, f64) {
    samples.sort();
    let at = |q: f64| {
        let i = ((samples.len() as f64 * q) as usize).min(samples.len().saturating_sub(1));
        samples.get(i).map_or(0.0, |d| d.as_secs_f64() * 1e6)
    };
    (at(0.5), at(0.99))
}

/// Round trips of one short line through the same child, without JSON or a runtime.
fn raw_pipe(exe: &str, repeat: usize) -> Result<(f64, f64), String> {
    let mut child = Command::new(exe)
        .arg("--serve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let (Some(mut stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
        return Err("no pipes".into());
    };
    let mut stdout = BufReader::new(stdout);
    let mut line = String::new();
    let mut samples = Vec::with_capacity(repeat);
    for _ in 0..repeat + 100 {
        let t = Instant::now();
        stdin.write_all(b"x\n").map_err(|e| e.to_string())?;
        line.clear();
        stdout.read_line(&mut line).map_err(|e| e.to_string())?;
        samples.push(t.elapsed());
    }
    drop(stdin);
    let _ = child.wait();
    Ok(stats(samples.split_off(100)))
}

async fn bench(exe: String, repeat: usize, warmup: usize) -> Result<Value, String> {
    let t = Instant::now();
    let client = Client::spawn_stdio(
        StdioConfig::new(exe).args(["--serve"]),
        ClientOptions::default(),
    )
    .await
    .map_err(|e| e.to_string())?;
    let init_us = t.elapsed().as_secs_f64() * 1e6;
    let t = Instant::now();
    let tools = client.list_tools().await.map_err(|e| e.to_string())?;
    let list_us = t.elapsed().as_secs_f64() * 1e6;
    let args = json!({"message": "hello world"});
    for _ in 0..warmup {
        client
            .call_tool("echo", args.clone())
            .await
            .map_err(|e| e.to_string())?;
    }
    let mut samples = Vec::with_capacity(repeat);
    let all = Instant::now();
    for _ in 0..repeat {
        let t = Instant::now();
        let r = client
            .call_tool("echo", args.clone())
            .await
            .map_err(|e| e.to_string())?;
        samples.push(t.elapsed());
        if r.content.first().and_then(|c| c.as_text()) != Some("hello world") {
            return Err("wrong echo".into());
        }
    }
    let total = all.elapsed();
    client.close().await;
    let (median, p99) = stats(samples);
    Ok(json!({
        "tools": tools.len(),
        "init_us": init_us,
        "list_us": list_us,
        "calls": repeat,
        "call_median_us": median,
        "call_p99_us": p99,
        "calls_per_s": repeat as f64 / total.as_secs_f64(),
    }))
}

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1).peekable();
    if args.peek().map(String::as_str) == Some("--serve") {
        serve();
        return Ok(());
    }
    let repeat: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(2000);
    let warmup: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let exe = std::env::current_exe()
        .map_err(|e| e.to_string())?
        .to_string_lossy()
        .into_owned();
    let flavor = std::env::var("LEMON_BENCH_RUNTIME").unwrap_or_else(|_| "current".into());
    let rt = match flavor.as_str() {
        "multi" => tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build(),
        _ => tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build(),
    }
    .map_err(|e| e.to_string())?;
    let mut report = rt.block_on(bench(exe.clone(), repeat, warmup))?;
    let (raw_median, raw_p99) = raw_pipe(&exe, repeat)?;
    report["runtime"] = json!(flavor);
    report["raw_pipe_median_us"] = json!(raw_median);
    report["raw_pipe_p99_us"] = json!(raw_p99);
    println!("{report}");
    Ok(())
}
