//! Real SDK clients drive lemon-mcp's server (`conformance-server`): the Python `mcp` SDK
//! client and the TS SDK client, over stdio and Streamable HTTP; each connects, lists the
//! tools, calls `echo` a few times and must see our exact answer.
//!
//! Peers come from `.interop/` (scripts/install-peers.sh); without them these tests skip,
//! unless `LEMON_INTEROP_REQUIRED=1`.

use std::process::Command;
use std::time::Duration;

use lemon_interop::peers::{Peers, RunningPeer, free_port, peers_or_skip, run_json};
use serde_json::Value;

const SERVER: &str = env!("CARGO_BIN_EXE_conformance-server");
const LIMIT: Duration = Duration::from_secs(60);

fn our_http_server() -> RunningPeer {
    let port = free_port().expect("free port");
    let mut cmd = Command::new(SERVER);
    cmd.env("PORT", port.to_string());
    RunningPeer::spawn(cmd, "conformance-server", port).expect("conformance-server listens")
}

fn echo_args() -> Vec<&'static str> {
    vec![
        "--call",
        "echo",
        "--args",
        r#"{"message":"from a peer"}"#,
        "--repeat",
        "3",
    ]
}

/// What every peer must have seen from our server, on the handshake wire.
fn assert_report(report: &Value, who: &str) {
    assert_report_at(report, who, "2025-11-25");
}

/// [`assert_report_at`] for a client pinned to 2026-07-28, which never calls
/// `server/discover` and so has no server identity to report (the Python client does not
/// read the `serverInfo` our results carry in `_meta`).
fn assert_pinned_report(report: &Value, who: &str) {
    assert!(report["serverInfo"].is_null(), "{who}: {report}");
    let mut report = report.clone();
    report["serverInfo"] = serde_json::json!({"name": "lemon-conformance-server"});
    assert_report_at(&report, who, "2026-07-28");
}

/// What every peer must have seen from our server, speaking `version`.
fn assert_report_at(report: &Value, who: &str, version: &str) {
    assert_eq!(
        report["protocolVersion"], version,
        "{who}: negotiated version in {report}"
    );
    assert_eq!(
        report["serverInfo"]["name"], "lemon-conformance-server",
        "{who}: {report}"
    );
    let tools: Vec<&str> = report["tools"]
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    for expected in ["echo", "test_simple_text", "test_sampling"] {
        assert!(
            tools.contains(&expected),
            "{who}: no `{expected}` in {tools:?}"
        );
    }
    assert_eq!(
        report["lastResult"]["content"][0]["text"], "Echo: from a peer",
        "{who}: {report}"
    );
    assert_eq!(report["timings"]["calls"], 3, "{who}: {report}");
}

fn stdio_target() -> String {
    format!("{SERVER} --stdio")
}

fn run(peers: &Peers, python: bool, transport: &[&str]) -> Value {
    let mut args: Vec<&str> = transport.to_vec();
    args.extend(echo_args());
    let cmd = if python {
        peers.python_client(&args)
    } else {
        peers.ts_client(&args)
    };
    run_json(cmd, LIMIT).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn python_sdk_client_over_stdio() {
    let Some(peers) = peers_or_skip("python_sdk_client_over_stdio") else {
        return;
    };
    let target = stdio_target();
    assert_report(&run(&peers, true, &["--stdio", &target]), "python stdio");
}

#[test]
fn python_sdk_client_over_streamable_http() {
    let Some(peers) = peers_or_skip("python_sdk_client_over_streamable_http") else {
        return;
    };
    let server = our_http_server();
    let url = server.url();
    assert_report(&run(&peers, true, &["--http", &url]), "python http");
}

#[test]
fn ts_sdk_client_over_stdio() {
    let Some(peers) = peers_or_skip("ts_sdk_client_over_stdio") else {
        return;
    };
    let target = stdio_target();
    assert_report(&run(&peers, false, &["--stdio", &target]), "ts stdio");
}

#[test]
fn ts_sdk_client_over_streamable_http() {
    let Some(peers) = peers_or_skip("ts_sdk_client_over_streamable_http") else {
        return;
    };
    let server = our_http_server();
    let url = server.url();
    assert_report(&run(&peers, false, &["--http", &url]), "ts http");
}

#[test]
fn python_sdk_client_in_auto_mode_over_stdio_speaks_2026() {
    // The Python client's default probes `server/discover` (2026-07-28) first; our stdio
    // server answers it, so the pipe speaks the stateless wire (with the server's
    // identity from the discover answer).
    let Some(peers) = peers_or_skip("python_sdk_client_in_auto_mode_over_stdio_speaks_2026") else {
        return;
    };
    let target = stdio_target();
    let mut args = vec!["--stdio", target.as_str(), "--mode", "auto"];
    args.extend(echo_args());
    let report = run_json(peers.python_client(&args), LIMIT).unwrap_or_else(|e| panic!("{e}"));
    assert_report_at(&report, "python auto stdio", "2026-07-28");
}

#[test]
fn python_sdk_client_in_2026_mode_over_streamable_http() {
    // Pinned to the stateless wire: no initialize, every request carries its own _meta.
    let Some(peers) = peers_or_skip("python_sdk_client_in_2026_mode_over_streamable_http") else {
        return;
    };
    let server = our_http_server();
    let url = server.url();
    let mut args = vec!["--http", url.as_str(), "--mode", "2026-07-28"];
    args.extend(echo_args());
    let report = run_json(peers.python_client(&args), LIMIT).unwrap_or_else(|e| panic!("{e}"));
    assert_pinned_report(&report, "python 2026-07-28 http");
}

#[test]
fn python_sdk_client_in_auto_mode_over_streamable_http_speaks_2026() {
    // Auto mode probes server/discover; on our HTTP endpoint the probe succeeds and the
    // client stays on the stateless wire.
    let Some(peers) =
        peers_or_skip("python_sdk_client_in_auto_mode_over_streamable_http_speaks_2026")
    else {
        return;
    };
    let server = our_http_server();
    let url = server.url();
    let mut args = vec!["--http", url.as_str(), "--mode", "auto"];
    args.extend(echo_args());
    let report = run_json(peers.python_client(&args), LIMIT).unwrap_or_else(|e| panic!("{e}"));
    assert_report_at(&report, "python auto http", "2026-07-28");
}
