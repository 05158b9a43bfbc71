//! lemon-mcp's client on the 2026-07-28 stateless wire, and in auto mode, against real
//! servers: the Python `mcp` SDK 2.x server (it speaks both wires on one Streamable HTTP
//! endpoint), `@modelcontextprotocol/server-everything` (TS SDK v1, handshake only: auto
//! mode must fall back to `initialize`), and our own `conformance-server` on both wires,
//! where a tool's sampling and elicitation requests reach the same client handlers as
//! server→client requests (handshake) or as an `InputRequiredResult` (stateless), over
//! Streamable HTTP and over stdio (where auto probes `server/discover` too, falls back
//! on server-everything's error at once and on a silent server after the probe wait),
//! plus the Python SDK server over stdio on the pinned wire, and the
//! TS SDK v2 server (`@modelcontextprotocol/server`, both eras from one factory) over
//! Streamable HTTP and stdio in every mode.
//!
//! Peers come from `.interop/` (scripts/install-peers.sh); without them the peer tests
//! skip, unless `LEMON_INTEROP_REQUIRED=1`. The tests against our own server always run.

use std::process::{Command, Stdio};
use std::time::Duration;

use lemon_interop::peers::{RunningPeer, free_port, peers_or_skip, run_json};
use lemon_mcp::client::http::HttpConfig;
use lemon_mcp::client::stdio::{StdioConfig, StdioTransport};
use lemon_mcp::client::{Client, ClientOptions, HandlerError, Wire, WireMode, handler_fn};
use lemon_mcp::protocol::version::ProtocolVersion;
use serde_json::{Value, json};

const PROBE: &str = env!("CARGO_BIN_EXE_mcp-probe");
const SERVER: &str = env!("CARGO_BIN_EXE_conformance-server");
const LIMIT: Duration = Duration::from_secs(90);

fn probe(args: &[&str]) -> Value {
    let mut cmd = Command::new(PROBE);
    cmd.args(args);
    run_json(cmd, LIMIT).unwrap_or_else(|e| panic!("{e}"))
}

fn first_text(report: &Value) -> &str {
    report["lastResult"]["content"][0]["text"]
        .as_str()
        .unwrap_or_default()
}

#[test]
fn python_sdk_server_on_the_stateless_wire_pinned_and_in_auto() {
    let Some(peers) = peers_or_skip("python_sdk_server_on_the_stateless_wire_pinned_and_in_auto")
    else {
        return;
    };
    let server = peers.spawn_python_http().unwrap_or_else(|e| panic!("{e}"));
    for wire in ["stateless", "auto"] {
        let report = probe(&[
            "--http",
            &server.url(),
            "--wire",
            wire,
            "--call",
            "echo",
            "--args",
            r#"{"message": "stateless python"}"#,
            "--repeat",
            "3",
            "--fail-on-tool-error",
        ]);
        assert_eq!(report["wire"], "stateless", "--wire {wire}: {report}");
        assert_eq!(report["protocolVersion"], "2026-07-28", "{report}");
        assert_eq!(report["serverInfo"]["name"], "python-echo-peer", "{report}");
        assert_eq!(first_text(&report), "Echo: stateless python", "{report}");
    }
    // Pinned to the handshake, the same endpoint still runs a session.
    let report = probe(&[
        "--http",
        &server.url(),
        "--wire",
        "handshake",
        "--call",
        "add",
        "--args",
        r#"{"a": 2, "b": 3}"#,
    ]);
    assert_eq!(report["wire"], "handshake", "{report}");
    assert_eq!(report["protocolVersion"], "2025-11-25", "{report}");
    assert_eq!(first_text(&report), "5.0", "{report}");
}

#[test]
fn handshake_era_server_everything_works_in_auto_mode() {
    let Some(peers) = peers_or_skip("handshake_era_server_everything_works_in_auto_mode") else {
        return;
    };
    let server = peers
        .spawn_everything_http()
        .unwrap_or_else(|e| panic!("{e}"));
    let report = probe(&[
        "--http",
        &server.url(),
        "--call",
        "echo",
        "--args",
        r#"{"message": "old wire"}"#,
    ]);
    assert_eq!(report["wire"], "handshake", "{report}");
    assert_eq!(report["protocolVersion"], "2025-11-25", "{report}");
    assert_eq!(first_text(&report), "Echo: old wire", "{report}");
    // Pinned to the stateless wire, the connect fails instead of falling back.
    let mut cmd = Command::new(PROBE);
    cmd.args(["--http", &server.url(), "--wire", "stateless"]);
    assert!(run_json(cmd, LIMIT).is_err());
}

/// Our `conformance-server` on a free port.
fn our_server() -> RunningPeer {
    let port = free_port().unwrap_or_else(|e| panic!("{e}"));
    let mut cmd = Command::new(SERVER);
    cmd.env("PORT", port.to_string())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit());
    RunningPeer::spawn(cmd, "conformance-server", port).unwrap_or_else(|e| panic!("{e}"))
}

fn options(wire: WireMode) -> ClientOptions {
    ClientOptions {
        wire,
        sampling_handler: Some(handler_fn(|params: Value| async move {
            let asked = params["messages"][0]["content"]["text"]
                .as_str()
                .unwrap_or_default()
                .to_string();
            Ok::<_, HandlerError>(json!({
                "role": "assistant",
                "content": {"type": "text", "text": format!("sampled: {asked}")},
                "model": "interop",
                "stopReason": "endTurn"
            }))
        })),
        elicitation_handler: Some(handler_fn(|_params: Value| async move {
            Ok::<_, HandlerError>(
                json!({"action": "accept", "content": {"username": "lemon", "email": "l@example.com"}}),
            )
        })),
        ..ClientOptions::default()
    }
}

fn texts(result: &lemon_mcp::protocol::types::CallToolResult) -> String {
    serde_json::to_string(&result.content).unwrap_or_default()
}

#[tokio::test]
async fn our_client_and_server_on_both_wires() {
    let server = our_server();
    for (mode, expected) in [
        (WireMode::Stateless, Wire::Stateless),
        (WireMode::Auto, Wire::Stateless),
        (
            WireMode::Handshake,
            Wire::Handshake(ProtocolVersion::V2025_11_25),
        ),
    ] {
        let client = Client::connect_http(HttpConfig::new(server.url()), options(mode))
            .await
            .unwrap_or_else(|e| panic!("{mode:?}: {e}"));
        exercise(client, mode, expected).await;
    }
}

#[tokio::test]
async fn our_client_and_server_on_both_wires_over_stdio() {
    let handshake = Wire::Handshake(ProtocolVersion::V2025_11_25);
    for (mode, expected) in [
        (WireMode::Stateless, Wire::Stateless),
        (WireMode::Auto, Wire::Stateless),
        (WireMode::Handshake, handshake),
    ] {
        let transport = StdioTransport::spawn(StdioConfig::new(SERVER).args(["--stdio"]))
            .unwrap_or_else(|e| panic!("{e}"));
        let client = Client::connect(transport, options(mode))
            .await
            .unwrap_or_else(|e| panic!("{mode:?}: {e}"));
        exercise(client, mode, expected).await;
    }
}

/// A handshake-era stdio server that says nothing to a request before `initialize`:
/// the least a stdio probe must survive.
const SILENT_UNTIL_INITIALIZE: &str = r#"
import json, sys
ready = False
for line in sys.stdin:
    msg = json.loads(line)
    if msg.get("method") == "initialize":
        ready = True
        result = {"protocolVersion": msg["params"]["protocolVersion"], "capabilities": {"tools": {}},
                  "serverInfo": {"name": "silent", "version": "1"}}
    elif ready and msg.get("method") == "tools/list":
        result = {"tools": [{"name": "noop", "inputSchema": {"type": "object"}}]}
    else:
        continue
    print(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": result}), flush=True)
"#;

#[tokio::test]
async fn auto_mode_over_stdio_falls_back_from_handshake_era_servers() {
    // Silent on the probe: the handshake follows on the same pipe after the probe wait.
    let started = std::time::Instant::now();
    let transport =
        StdioTransport::spawn(StdioConfig::new("python3").args(["-c", SILENT_UNTIL_INITIALIZE]))
            .unwrap_or_else(|e| panic!("{e}"));
    let client = Client::connect(transport, options(WireMode::Auto))
        .await
        .unwrap_or_else(|e| panic!("silent server: {e}"));
    let took = started.elapsed();
    assert_eq!(
        client.wire(),
        Some(Wire::Handshake(ProtocolVersion::V2025_11_25))
    );
    assert!(
        took >= lemon_mcp::client::stdio::STDIO_PROBE_WAIT && took < LIMIT,
        "{took:?}"
    );
    let tools = client.list_tools().await.unwrap();
    assert_eq!(tools[0].name, "noop");
    client.close().await;

    // server-everything (TS SDK v1) answers the probe with an error at once.
    let Some(peers) = peers_or_skip("auto_mode_over_stdio_falls_back_from_handshake_era_servers")
    else {
        return;
    };
    let (node, args) = peers.everything_stdio();
    let transport = StdioTransport::spawn(StdioConfig::new(node.display().to_string()).args(args))
        .unwrap_or_else(|e| panic!("{e}"));
    let client = Client::connect(transport, options(WireMode::Auto))
        .await
        .unwrap_or_else(|e| panic!("server-everything: {e}"));
    assert!(matches!(client.wire(), Some(Wire::Handshake(_))));
    assert!(
        client
            .list_tools()
            .await
            .unwrap()
            .iter()
            .any(|t| t.name == "echo")
    );
    client.close().await;
}

#[test]
fn python_sdk_server_over_stdio_on_the_pinned_stateless_wire() {
    let Some(peers) = peers_or_skip("python_sdk_server_over_stdio_on_the_pinned_stateless_wire")
    else {
        return;
    };
    let (python, args) = peers.python_server_stdio();
    let line = format!("{} {}", python.display(), args.join(" "));
    let report = probe(&[
        "--stdio",
        &line,
        "--wire",
        "stateless",
        "--call",
        "echo",
        "--args",
        r#"{"message": "stateless stdio"}"#,
        "--fail-on-tool-error",
    ]);
    assert_eq!(report["wire"], "stateless", "{report}");
    assert_eq!(report["protocolVersion"], "2026-07-28", "{report}");
    assert_eq!(first_text(&report), "Echo: stateless stdio", "{report}");
}

/// Lists, calls (sampling and elicitation included), reads and pings on a connected
/// client, then closes it.
async fn exercise(client: Client, mode: WireMode, expected: Wire) {
    {
        assert_eq!(client.wire(), Some(expected), "{mode:?}");
        let tools = client.list_tools().await.unwrap();
        assert!(tools.iter().any(|t| t.name == "test_sampling"), "{mode:?}");
        let simple = client
            .call_tool("test_simple_text", json!({}))
            .await
            .unwrap();
        assert!(!simple.is_error(), "{mode:?}: {}", texts(&simple));
        // Sampling and elicitation: server→client requests on the handshake wire, an
        // InputRequiredResult on the stateless one; the same handlers answer both.
        let sampled = client
            .call_tool("test_sampling", json!({"prompt": "both wires"}))
            .await
            .unwrap();
        assert!(
            texts(&sampled).contains("sampled: both wires"),
            "{mode:?}: {}",
            texts(&sampled)
        );
        let elicited = client
            .call_tool("test_elicitation", json!({"message": "who?"}))
            .await
            .unwrap();
        assert!(!elicited.is_error(), "{mode:?}: {}", texts(&elicited));
        assert!(
            texts(&elicited).contains("lemon"),
            "{mode:?}: {}",
            texts(&elicited)
        );
        // SEP-2243: over HTTP the stateless wire mirrors `region` into Mcp-Param-Region
        // (Base64, for these characters), and the server checks it against the body.
        let routed = client
            .call_tool("test_header_params", json!({"region": " europe-wést "}))
            .await
            .unwrap();
        assert!(
            texts(&routed).contains("region= europe-wést "),
            "{mode:?}: {}",
            texts(&routed)
        );
        let read = client.read_resource("test://static-text").await.unwrap();
        assert_eq!(read.contents.len(), 1, "{mode:?}");
        client.ping().await.unwrap();
        client.close().await;
    }
}

#[test]
fn ts_sdk_v2_server_on_both_wires_over_http_and_stdio() {
    let Some(peers) = peers_or_skip("ts_sdk_v2_server_on_both_wires_over_http_and_stdio") else {
        return;
    };
    let server = peers.spawn_ts2_http().unwrap_or_else(|e| panic!("{e}"));
    let (node, args) = peers.ts2_server_stdio();
    let stdio = format!("{} {}", node.display(), args.join(" "));
    for (target, wire, expected) in [
        (["--http", server.url().as_str()], "stateless", "2026-07-28"),
        (["--http", server.url().as_str()], "auto", "2026-07-28"),
        (["--http", server.url().as_str()], "handshake", "2025-11-25"),
        (["--stdio", stdio.as_str()], "stateless", "2026-07-28"),
        (["--stdio", stdio.as_str()], "auto", "2026-07-28"),
        (["--stdio", stdio.as_str()], "handshake", "2025-11-25"),
    ] {
        let report = probe(&[
            target[0],
            target[1],
            "--wire",
            wire,
            "--call",
            "add",
            "--args",
            r#"{"a": 2, "b": 3}"#,
            "--repeat",
            "2",
            "--fail-on-tool-error",
        ]);
        assert_eq!(
            report["protocolVersion"], expected,
            "{target:?} {wire}: {report}"
        );
        assert_eq!(report["serverInfo"]["name"], "ts2-echo-peer", "{report}");
        assert_eq!(first_text(&report), "5", "{target:?} {wire}: {report}");
    }
}
