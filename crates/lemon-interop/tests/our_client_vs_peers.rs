//! lemon-mcp's client (through `mcp-probe`) against real servers:
//! `@modelcontextprotocol/server-everything` (TS SDK v1) over stdio, Streamable HTTP and
//! legacy HTTP+SSE, and a Python `mcp` SDK server over stdio, Streamable HTTP and legacy
//! HTTP+SSE — at the newest version (2025-11-25) and pinned to 2024-11-05.
//!
//! Peers come from `.interop/` (scripts/install-peers.sh); without them these tests skip,
//! unless `LEMON_INTEROP_REQUIRED=1`.

use std::process::Command;
use std::time::Duration;

use lemon_interop::peers::{peers_or_skip, run_json};
use serde_json::Value;

const PROBE: &str = env!("CARGO_BIN_EXE_mcp-probe");
const LIMIT: Duration = Duration::from_secs(90);

fn probe(args: &[&str]) -> Value {
    let mut cmd = Command::new(PROBE);
    cmd.args(args);
    run_json(cmd, LIMIT).unwrap_or_else(|e| panic!("{e}"))
}

fn tool_names(report: &Value) -> Vec<String> {
    report["tools"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default()
}

fn first_text(report: &Value) -> &str {
    report["lastResult"]["content"][0]["text"]
        .as_str()
        .unwrap_or_default()
}

fn stdio_line(program: &std::path::Path, args: &[String]) -> String {
    let mut line = program.display().to_string();
    for a in args {
        line.push(' ');
        line.push_str(a);
    }
    line
}

#[test]
fn server_everything_over_stdio_at_2025_11_25() {
    let Some(peers) = peers_or_skip("server_everything_over_stdio_at_2025_11_25") else {
        return;
    };
    let (program, args) = peers.everything_stdio();
    let line = stdio_line(&program, &args);
    let report = probe(&[
        "--stdio",
        &line,
        "--call",
        "get-sum",
        "--args",
        r#"{"a": 40, "b": 2}"#,
    ]);
    assert_eq!(report["protocolVersion"], "2025-11-25", "{report}");
    assert_eq!(
        report["serverInfo"]["name"], "mcp-servers/everything",
        "{report}"
    );
    let tools = tool_names(&report);
    for t in ["echo", "get-sum", "get-tiny-image"] {
        assert!(tools.iter().any(|n| n == t), "no {t} in {tools:?}");
    }
    assert!(first_text(&report).contains("42"), "{report}");
}

#[test]
fn server_everything_over_stdio_pinned_to_2024_11_05() {
    let Some(peers) = peers_or_skip("server_everything_over_stdio_pinned_to_2024_11_05") else {
        return;
    };
    let (program, args) = peers.everything_stdio();
    let line = stdio_line(&program, &args);
    let report = probe(&[
        "--stdio",
        &line,
        "--protocol-version",
        "2024-11-05",
        "--call",
        "echo",
        "--args",
        r#"{"message": "old wire"}"#,
        "--repeat",
        "5",
    ]);
    assert_eq!(report["protocolVersion"], "2024-11-05", "{report}");
    assert_eq!(first_text(&report), "Echo: old wire", "{report}");
    assert_eq!(report["timings"]["calls"], 5);
}

#[test]
fn server_everything_over_streamable_http() {
    let Some(peers) = peers_or_skip("server_everything_over_streamable_http") else {
        return;
    };
    let server = peers
        .spawn_everything_http()
        .unwrap_or_else(|e| panic!("{e}"));
    let url = server.url();
    let report = probe(&[
        "--http",
        &url,
        "--call",
        "echo",
        "--args",
        r#"{"message": "over http"}"#,
        "--repeat",
        "10",
        "--sessions",
        "2",
    ]);
    assert_eq!(report["protocolVersion"], "2025-11-25", "{report}");
    assert_eq!(
        report["serverInfo"]["name"], "mcp-servers/everything",
        "{report}"
    );
    assert_eq!(first_text(&report), "Echo: over http", "{report}");
    assert_eq!(report["timings"]["sessions"], 2);
}

/// server-everything's `sse` mode (TS SDK `SSEServerTransport`: GET /sse, relative
/// endpoint `/message?sessionId=…`). Like the other SDKs' clients we offer the newest
/// version over this transport, and the server accepts it.
#[test]
fn server_everything_over_legacy_sse() {
    let Some(peers) = peers_or_skip("server_everything_over_legacy_sse") else {
        return;
    };
    let server = peers
        .spawn_everything_sse()
        .unwrap_or_else(|e| panic!("{e}"));
    let url = server.sse_url();
    let report = probe(&[
        "--sse",
        &url,
        "--call",
        "get-sum",
        "--args",
        r#"{"a": 40, "b": 2}"#,
        "--repeat",
        "10",
        "--sessions",
        "2",
    ]);
    assert_eq!(report["protocolVersion"], "2025-11-25", "{report}");
    assert_eq!(
        report["serverInfo"]["name"], "mcp-servers/everything",
        "{report}"
    );
    let tools = tool_names(&report);
    for t in ["echo", "get-sum", "get-tiny-image"] {
        assert!(tools.iter().any(|n| n == t), "no {t} in {tools:?}");
    }
    assert!(first_text(&report).contains("42"), "{report}");
    assert_eq!(report["timings"]["sessions"], 2);
    assert_eq!(report["timings"]["calls"], 10);
}

#[test]
fn server_everything_over_legacy_sse_pinned_to_2024_11_05() {
    let Some(peers) = peers_or_skip("server_everything_over_legacy_sse_pinned_to_2024_11_05")
    else {
        return;
    };
    let server = peers
        .spawn_everything_sse()
        .unwrap_or_else(|e| panic!("{e}"));
    let url = server.sse_url();
    let report = probe(&[
        "--sse",
        &url,
        "--protocol-version",
        "2024-11-05",
        "--call",
        "echo",
        "--args",
        r#"{"message": "old wire, old transport"}"#,
    ]);
    assert_eq!(report["protocolVersion"], "2024-11-05", "{report}");
    assert_eq!(
        first_text(&report),
        "Echo: old wire, old transport",
        "{report}"
    );
}

/// The Python SDK's SSE server (`SseServerTransport`: relative endpoint
/// `/messages/?session_id=…`).
#[test]
fn python_sdk_server_over_legacy_sse() {
    let Some(peers) = peers_or_skip("python_sdk_server_over_legacy_sse") else {
        return;
    };
    let server = peers.spawn_python_sse().unwrap_or_else(|e| panic!("{e}"));
    let url = server.sse_url();
    for version in ["2025-11-25", "2024-11-05"] {
        let report = probe(&[
            "--sse",
            &url,
            "--protocol-version",
            version,
            "--call",
            "add",
            "--args",
            r#"{"a": 1.5, "b": 2}"#,
            "--repeat",
            "5",
        ]);
        assert_eq!(report["protocolVersion"], version, "{report}");
        assert_eq!(report["serverInfo"]["name"], "python-echo-peer", "{report}");
        assert_eq!(tool_names(&report), ["echo", "add"], "{report}");
        assert_eq!(first_text(&report), "3.5", "{report}");
    }
}

/// `--sse` pointed at a Streamable HTTP endpoint: the real server's refusal comes back
/// as one clear line, within the timeout.
#[test]
fn legacy_sse_against_a_streamable_http_server_fails_clearly() {
    let Some(peers) = peers_or_skip("legacy_sse_against_a_streamable_http_server_fails_clearly")
    else {
        return;
    };
    let server = peers
        .spawn_everything_http()
        .unwrap_or_else(|e| panic!("{e}"));
    let url = server.url();
    let mut cmd = Command::new(PROBE);
    cmd.args(["--sse", &url, "--timeout", "5"]);
    let started = std::time::Instant::now();
    let err = run_json(cmd, LIMIT).expect_err("a Streamable HTTP endpoint is not an SSE stream");
    assert!(started.elapsed() < Duration::from_secs(30));
    let text = err.to_string();
    assert!(text.contains("answered HTTP 400"), "{text}");
}

#[test]
fn python_sdk_server_over_stdio() {
    let Some(peers) = peers_or_skip("python_sdk_server_over_stdio") else {
        return;
    };
    let (program, args) = peers.python_server_stdio();
    let line = stdio_line(&program, &args);
    // The handshake era (auto now probes and speaks 2026-07-28 with this server:
    // tests/stateless_wire.rs).
    let report = probe(&[
        "--stdio",
        &line,
        "--wire",
        "handshake",
        "--call",
        "echo",
        "--args",
        r#"{"message": "to python"}"#,
    ]);
    assert_eq!(report["protocolVersion"], "2025-11-25", "{report}");
    assert_eq!(report["serverInfo"]["name"], "python-echo-peer", "{report}");
    assert_eq!(tool_names(&report), ["echo", "add"], "{report}");
    assert_eq!(first_text(&report), "Echo: to python", "{report}");
    // The Python SDK also sends structured output for a str-returning tool; it must survive.
    assert_eq!(
        report["lastResult"]["structuredContent"]["result"], "Echo: to python",
        "{report}"
    );
}

#[test]
fn python_sdk_server_over_streamable_http_pinned_to_2025_03_26() {
    let Some(peers) = peers_or_skip("python_sdk_server_over_streamable_http_pinned_to_2025_03_26")
    else {
        return;
    };
    let server = peers.spawn_python_http().unwrap_or_else(|e| panic!("{e}"));
    let url = server.url();
    let report = probe(&[
        "--http",
        &url,
        "--protocol-version",
        "2025-03-26",
        "--call",
        "add",
        "--args",
        r#"{"a": 1.5, "b": 2}"#,
    ]);
    assert_eq!(report["protocolVersion"], "2025-03-26", "{report}");
    assert_eq!(first_text(&report), "3.5", "{report}");
}

#[test]
fn unknown_tool_is_reported_not_hidden() {
    let Some(peers) = peers_or_skip("unknown_tool_is_reported_not_hidden") else {
        return;
    };
    let (program, args) = peers.python_server_stdio();
    let line = stdio_line(&program, &args);
    let mut cmd = Command::new(PROBE);
    cmd.args([
        "--stdio",
        &line,
        "--call",
        "no_such_tool",
        "--fail-on-tool-error",
    ]);
    let err = run_json(cmd, LIMIT).expect_err("calling a missing tool must fail the probe");
    let text = err.to_string();
    assert!(text.contains("no_such_tool"), "{text}");
}
