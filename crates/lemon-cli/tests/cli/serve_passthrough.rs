//! Sampling, elicitation and roots passed through `lemon serve`: real downstream servers
//! (server-everything's `trigger-sampling-request` and `trigger-elicitation-request`,
//! and `lemon-interop/peers/py_passthrough_server.py`, a Python SDK server that counts
//! its runs) configured in a temporary project's `.lemon/mcp.json` with `sampling`
//! policies, driven by our own client over stdio and Streamable HTTP on both wires
//! (handshake and 2026-07-28 stateless) and by the Python SDK client. Cases: allowed
//! and answered by the upstream client; refused by the policy (the upstream client is
//! never asked); an upstream client without the capabilities (an error at once, roots
//! empty); a reviewed request approved by the upstream user over elicitation (declined,
//! or no elicitation: refused); on the stateless wire the downstream tool runs exactly
//! once; an ask while calls of two upstream sessions are in flight on one server
//! (refused as ambiguous, nobody asked).
//! Skipped when the peers are not installed, a failure under `LEMON_INTEROP_REQUIRED`.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lemon_mcp::client::http::HttpConfig;
use lemon_mcp::client::stdio::{StdioConfig, StdioTransport};
use lemon_mcp::client::{
    Client, ClientOptions, HandlerError, RequestOptions, Wire, WireMode, handler_fn,
};
use lemon_mcp::protocol::types::CallToolResult;
use serde_json::{Value, json};

use super::serve::{everything, python, spawn_http, stop};
use crate::Sandbox;

/// What the upstream client was asked: (method, params).
type Seen = Arc<Mutex<Vec<(String, Value)>>>;

fn peer(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../lemon-interop/peers")
        .join(name)
}

/// A project with three downstream servers: `ev` (server-everything) and `py` (the
/// counting Python server) whose sampling policy allows requests, and `pyno`, the same
/// Python server with sampling denied. The count files are returned.
fn project(node: &Path, everything: &Path, python: &Path) -> (Sandbox, PathBuf, PathBuf) {
    let sb = Sandbox::new();
    let (count, denied) = (sb.repo.join("py.count"), sb.repo.join("pyno.count"));
    let script = peer("py_passthrough_server.py");
    let config = json!({"servers": [
        {"name": "ev", "type": "stdio", "command": node, "args": [everything, "stdio"],
         "approval": "never", "ready_timeout_ms": 60_000,
         "sampling": {"mode": "model", "max_tokens": 500}},
        {"name": "py", "type": "stdio", "command": python, "args": [&script, &count],
         "approval": "never", "ready_timeout_ms": 60_000,
         "sampling": {"mode": "model", "max_tokens": 100}},
        {"name": "pyno", "type": "stdio", "command": python, "args": [&script, &denied],
         "approval": "never", "ready_timeout_ms": 60_000,
         "sampling": {"mode": "deny"}},
    ]});
    std::fs::create_dir_all(sb.repo.join(".lemon")).unwrap();
    std::fs::write(sb.repo.join(".lemon/mcp.json"), config.to_string()).unwrap();
    (sb, count, denied)
}

/// How many times `tool` ran according to a count file.
fn runs(count: &Path, tool: &str) -> usize {
    std::fs::read_to_string(count)
        .unwrap_or_default()
        .lines()
        .filter(|l| *l == tool)
        .count()
}

/// A client with sampling, elicitation and roots handlers that record what they are
/// asked.
fn capable(wire: WireMode, seen: &Seen) -> ClientOptions {
    let record = |seen: &Seen, method: &str, params: &Value| {
        seen.lock()
            .unwrap()
            .push((method.to_string(), params.clone()));
    };
    let (s1, s2, s3) = (seen.clone(), seen.clone(), seen.clone());
    ClientOptions {
        wire,
        sampling_handler: Some(handler_fn(move |params: Value| {
            record(&s1, "sampling", &params);
            async move {
                let asked = params["messages"][0]["content"]["text"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string();
                Ok::<_, HandlerError>(json!({
                    "role": "assistant",
                    "content": {"type": "text", "text": format!("sampled: {asked}")},
                    "model": "upstream-test",
                    "stopReason": "endTurn"
                }))
            }
        })),
        elicitation_handler: Some(handler_fn(move |params: Value| {
            record(&s2, "elicitation", &params);
            async move {
                Ok::<_, HandlerError>(json!({"action": "accept", "content": {
                    "name": "Lemon Tester", "check": true, "email": "tester@example.com"}}))
            }
        })),
        roots_handler: Some(handler_fn(move |params: Value| {
            record(&s3, "roots", &params);
            async move {
                Ok::<_, HandlerError>(
                    json!({"roots": [{"uri": "file:///upstream/root", "name": "up"}]}),
                )
            }
        })),
        ..ClientOptions::default()
    }
}

/// A client that declares nothing.
fn incapable(wire: WireMode) -> ClientOptions {
    ClientOptions {
        wire,
        ..ClientOptions::default()
    }
}

/// Where `lemon serve` runs for one case.
enum Target {
    Stdio,
    Http(String),
}

async fn connect(sb: &Sandbox, target: &Target, options: ClientOptions) -> Client {
    let mode = options.wire;
    let client = match target {
        Target::Stdio => {
            let cmd = sb.std_command(&sb.repo, &["serve"]);
            let mut config = StdioConfig::new(cmd.get_program().to_string_lossy())
                .args(cmd.get_args().map(|a| a.to_string_lossy().into_owned()));
            for (k, v) in cmd.get_envs() {
                if let Some(v) = v {
                    config = config.env(k.to_string_lossy(), v.to_string_lossy());
                }
            }
            let transport = StdioTransport::spawn(config).expect("lemon serve starts");
            Client::connect(transport, options).await
        }
        Target::Http(url) => Client::connect_http(HttpConfig::new(url.clone()), options).await,
    }
    .unwrap_or_else(|e| panic!("{mode:?}: {e}"));
    let expected_stateless = mode == WireMode::Stateless;
    assert_eq!(
        client.wire() == Some(Wire::Stateless),
        expected_stateless,
        "{mode:?}: {:?}",
        client.wire()
    );
    client
}

/// The model-facing name of `server`'s tool `raw`.
async fn tool(client: &Client, server: &str, raw: &str) -> String {
    let prefix = format!("mcp_{server}_{}_", raw.replace('-', "_"));
    let tools = client.list_tools().await.expect("tools/list");
    tools
        .into_iter()
        .map(|t| t.name)
        .find(|n| n.starts_with(&prefix))
        .unwrap_or_else(|| panic!("no tool {prefix}*"))
}

fn text(r: &CallToolResult) -> String {
    serde_json::to_string(&r.content).unwrap_or_default()
}

/// Calls `server`'s `raw` tool; the result and how long it took.
async fn call(client: &Client, server: &str, raw: &str, args: Value) -> (CallToolResult, Duration) {
    let name = tool(client, server, raw).await;
    let start = Instant::now();
    let r = client
        .call_tool(&name, args)
        .await
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    (r, start.elapsed())
}

fn asked(seen: &Seen, method: &str) -> usize {
    seen.lock()
        .unwrap()
        .iter()
        .filter(|(m, _)| m == method)
        .count()
}

/// Every case of a capable client on one wire and transport.
async fn allowed_refused_and_once(
    sb: &Sandbox,
    target: &Target,
    wire: WireMode,
    count: &Path,
    denied: &Path,
) {
    let seen = Seen::default();
    let client = connect(sb, target, capable(wire, &seen)).await;
    let (r, _) = call(
        &client,
        "ev",
        "trigger-sampling-request",
        json!({"prompt": "lemons", "maxTokens": 50}),
    )
    .await;
    assert!(!r.is_error(), "{wire:?}: {}", text(&r));
    assert!(
        text(&r).contains("sampled: ") && text(&r).contains("lemons"),
        "{wire:?}: {}",
        text(&r)
    );
    assert_eq!(asked(&seen, "sampling"), 1);

    let (r, _) = call(&client, "ev", "trigger-elicitation-request", json!({})).await;
    assert!(!r.is_error(), "{wire:?}: {}", text(&r));
    assert!(text(&r).contains("Lemon Tester"), "{wire:?}: {}", text(&r));
    assert_eq!(asked(&seen, "elicitation"), 1);

    // The downstream tool runs exactly once, however many round trips its ask takes.
    let before = runs(count, "sample");
    let (r, _) = call(&client, "py", "sample", json!({"prompt": "once"})).await;
    assert!(!r.is_error(), "{wire:?}: {}", text(&r));
    assert!(text(&r).contains("sampled: once"), "{wire:?}: {}", text(&r));
    assert_eq!(runs(count, "sample"), before + 1, "{wire:?}: ran twice");
    assert_eq!(asked(&seen, "sampling"), 2);

    let names = runs(count, "ask_name");
    let (r, _) = call(&client, "py", "ask_name", json!({})).await;
    assert!(
        text(&r).contains("accept:Lemon Tester"),
        "{wire:?}: {}",
        text(&r)
    );
    assert_eq!(runs(count, "ask_name"), names + 1);

    let (r, _) = call(&client, "py", "roots", json!({})).await;
    assert!(
        text(&r).contains("file:///upstream/root"),
        "{wire:?}: {}",
        text(&r)
    );
    assert!(asked(&seen, "roots") >= 1);

    // Refused by the policy: the server gets the error at once, nobody upstream is asked.
    let refused = runs(denied, "sample");
    let (r, took) = call(&client, "pyno", "sample", json!({"prompt": "no"})).await;
    assert!(r.is_error(), "{wire:?}: {}", text(&r));
    assert!(took < Duration::from_secs(10), "{took:?}");
    assert_eq!(asked(&seen, "sampling"), 2, "the upstream client was asked");
    assert_eq!(runs(denied, "sample"), refused + 1);
    client.close().await;
}

/// Every case of a client without the capabilities.
async fn unsupported(sb: &Sandbox, target: &Target, wire: WireMode) {
    let client = connect(sb, target, incapable(wire)).await;
    for (server, raw, args) in [
        (
            "ev",
            "trigger-sampling-request",
            json!({"prompt": "x", "maxTokens": 5}),
        ),
        ("py", "sample", json!({"prompt": "x"})),
        ("py", "ask_name", json!({})),
    ] {
        let (r, took) = call(&client, server, raw, args).await;
        assert!(r.is_error(), "{wire:?} {raw}: {}", text(&r));
        assert!(took < Duration::from_secs(10), "{wire:?} {raw}: {took:?}");
    }
    let (r, _) = call(&client, "py", "roots", json!({})).await;
    assert!(!r.is_error(), "{}", text(&r));
    assert!(text(&r).contains("[]"), "no roots to share: {}", text(&r));
    client.close().await;
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

fn peers() -> Option<(PathBuf, PathBuf, PathBuf)> {
    let python = python()?;
    let (node, server) = everything()?;
    Some((node, server, python))
}

#[test]
fn our_client_over_stdio_is_asked_on_both_wires_and_the_tool_runs_once() {
    let Some((node, ev, py)) = peers() else {
        return;
    };
    let rt = runtime();
    for wire in [WireMode::Handshake, WireMode::Stateless] {
        let (sb, count, denied) = project(&node, &ev, &py);
        rt.block_on(allowed_refused_and_once(
            &sb,
            &Target::Stdio,
            wire,
            &count,
            &denied,
        ));
        rt.block_on(unsupported(&sb, &Target::Stdio, wire));
    }
}

#[test]
fn our_client_over_http_is_asked_on_both_wires_and_the_tool_runs_once() {
    let Some((node, ev, py)) = peers() else {
        return;
    };
    let rt = runtime();
    let (sb, count, denied) = project(&node, &ev, &py);
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0"]);
    let target = Target::Http(url);
    for wire in [WireMode::Handshake, WireMode::Stateless] {
        rt.block_on(allowed_refused_and_once(
            &sb, &target, wire, &count, &denied,
        ));
        rt.block_on(unsupported(&sb, &target, wire));
    }
    stop(child);
}

/// A call the client gives up on is cancelled downstream too: the Python server's tool
/// sees the cancellation (it records `wait-cancelled`), and ran once.
async fn cancelled_downstream(sb: &Sandbox, target: &Target, wire: WireMode, count: &Path) {
    let client = connect(sb, target, incapable(wire)).await;
    let name = tool(&client, "py", "wait").await;
    let (ran, cancelled) = (runs(count, "wait"), runs(count, "wait-cancelled"));
    let options = RequestOptions {
        timeout: Some(Duration::from_secs(2)),
        ..RequestOptions::default()
    };
    let started = Instant::now();
    let answer = client
        .call_tool_with(&name, json!({"ms": 60_000}), &options)
        .await;
    assert!(answer.is_err(), "{wire:?}: the call timed out: {answer:?}");
    while runs(count, "wait-cancelled") == cancelled {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "{wire:?}: the downstream tool was never cancelled"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(runs(count, "wait"), ran + 1, "{wire:?}");
    client.close().await;
}

#[test]
fn a_call_the_client_cancels_is_cancelled_downstream() {
    let Some((node, ev, py)) = peers() else {
        return;
    };
    let rt = runtime();
    let (sb, count, _) = project(&node, &ev, &py);
    rt.block_on(cancelled_downstream(
        &sb,
        &Target::Stdio,
        WireMode::Handshake,
        &count,
    ));
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0"]);
    let target = Target::Http(url);
    for wire in [WireMode::Handshake, WireMode::Stateless] {
        rt.block_on(cancelled_downstream(&sb, &target, wire, &count));
    }
    stop(child);
}

#[test]
fn an_ask_while_two_upstream_sessions_are_in_flight_is_refused_not_guessed() {
    let Some((node, ev, py)) = peers() else {
        return;
    };
    let rt = runtime();
    let (sb, count, _) = project(&node, &ev, &py);
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0"]);
    let target = Target::Http(url);
    rt.block_on(async {
        let (seen_a, seen_b) = (Seen::default(), Seen::default());
        let a = connect(&sb, &target, capable(WireMode::Handshake, &seen_a)).await;
        let b = connect(&sb, &target, capable(WireMode::Handshake, &seen_b)).await;
        // B's call asks after 2 s, while A's (asking after 6 s) is in flight too: B's
        // ask is refused, nobody asked. A's ask comes when it is alone: A's client is.
        let ((ra, _), (rb, _)) = tokio::join!(
            call(
                &a,
                "py",
                "sample",
                json!({"prompt": "mine", "delay_ms": 6000})
            ),
            call(
                &b,
                "py",
                "sample",
                json!({"prompt": "whose?", "delay_ms": 2000})
            )
        );
        assert!(rb.is_error(), "{}", text(&rb));
        assert_eq!(asked(&seen_b, "sampling"), 0);
        assert!(text(&ra).contains("sampled: mine"), "{}", text(&ra));
        assert_eq!(asked(&seen_a, "sampling"), 1);
        assert_eq!(runs(&count, "sample"), 2);
        a.close().await;
        b.close().await;
    });
    stop(child);
}

/// Runs the Python SDK client (`peers/py_passthrough_client.py`) against `target`.
fn drive_python(
    python: &Path,
    target: [&str; 2],
    mode: &str,
    capable: bool,
    calls: &[&str],
) -> Value {
    let mut cmd = std::process::Command::new(python);
    cmd.arg(peer("py_passthrough_client.py"))
        .args(target)
        .args(["--mode", mode]);
    if capable {
        cmd.arg("--capable");
    }
    for c in calls {
        cmd.args(["--call", c]);
    }
    super::serve::report(cmd)
}

fn call_text(r: &Value, i: usize) -> String {
    r["calls"][i]["result"]["content"].to_string()
}

fn asked_python(r: &Value, method: &str) -> usize {
    r["asked"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["method"] == method)
        .count()
}

#[test]
fn the_python_sdk_client_is_asked_over_stdio_and_http_on_both_eras() {
    let Some((node, ev, py)) = peers() else {
        return;
    };
    let (sb, count, denied) = project(&node, &ev, &py);
    let stdio = super::serve::stdio_command(&sb);
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0"]);
    let calls = [
        r#"_ev_trigger_sampling_request_={"prompt": "lemons", "maxTokens": 50}"#,
        r#"_ev_trigger_elicitation_request_={}"#,
        r#"_py_sample_={"prompt": "once"}"#,
        r#"_py_ask_name_={}"#,
        r#"_py_roots_={}"#,
        r#"_pyno_sample_={"prompt": "no"}"#,
    ];
    for (target, mode) in [
        (["--stdio", stdio.as_str()], "legacy"),
        (["--stdio", stdio.as_str()], "2026-07-28"),
        (["--http", url.as_str()], "legacy"),
        (["--http", url.as_str()], "2026-07-28"),
    ] {
        let (before, refused) = (runs(&count, "sample"), runs(&denied, "sample"));
        let r = drive_python(&py, target, mode, true, &calls);
        let version = if mode == "legacy" { "2025-11-25" } else { mode };
        assert_eq!(r["protocolVersion"], version, "{r}");
        assert!(call_text(&r, 0).contains("python sampled: "), "{mode}: {r}");
        assert!(call_text(&r, 1).contains("Python Tester"), "{mode}: {r}");
        assert!(
            call_text(&r, 2).contains("python sampled: once"),
            "{mode}: {r}"
        );
        assert_eq!(runs(&count, "sample"), before + 1, "{mode}: ran twice");
        assert!(
            call_text(&r, 3).contains("accept:Python Tester"),
            "{mode}: {r}"
        );
        assert!(
            call_text(&r, 4).contains("file:///python/root"),
            "{mode}: {r}"
        );
        assert_eq!(r["calls"][5]["result"]["isError"], true, "{mode}: {r}");
        assert_eq!(runs(&denied, "sample"), refused + 1);
        // Asked for ev's and py's samples, never for the refused one.
        assert_eq!(asked_python(&r, "sampling/createMessage"), 2, "{mode}: {r}");
        assert_eq!(asked_python(&r, "elicitation/create"), 2, "{mode}: {r}");
    }
    // Without the capabilities: errors at once, and no roots.
    for target in [["--stdio", stdio.as_str()], ["--http", url.as_str()]] {
        let r = drive_python(
            &py,
            target,
            "2026-07-28",
            false,
            &[calls[2], calls[3], calls[4]],
        );
        assert_eq!(r["calls"][0]["result"]["isError"], true, "{r}");
        assert_eq!(r["calls"][1]["result"]["isError"], true, "{r}");
        assert!(call_text(&r, 2).contains("[]"), "{r}");
    }
    stop(child);
}

/// A project whose `py` server's sampling policy has a reviewer.
fn reviewed_project(python: &Path) -> (Sandbox, PathBuf) {
    let sb = Sandbox::new();
    let count = sb.repo.join("py.count");
    let config = json!({"servers": [
        {"name": "py", "type": "stdio", "command": python,
         "args": [peer("py_passthrough_server.py"), &count],
         "approval": "never", "ready_timeout_ms": 60_000,
         "sampling": {"mode": "reviewed_model", "reviewer": "approval", "max_tokens": 100}},
    ]});
    std::fs::create_dir_all(sb.repo.join(".lemon")).unwrap();
    std::fs::write(sb.repo.join(".lemon/mcp.json"), config.to_string()).unwrap();
    (sb, count)
}

/// A client that samples, and answers every approval form with `approve` (or declares
/// no elicitation when `None`).
fn reviewing(wire: WireMode, seen: &Seen, approve: Option<bool>) -> ClientOptions {
    let mut options = capable(wire, seen);
    options.elicitation_handler = approve.map(|yes| {
        let seen = seen.clone();
        handler_fn(move |params: Value| {
            seen.lock()
                .unwrap()
                .push(("elicitation".into(), params.clone()));
            async move {
                Ok::<_, HandlerError>(if yes {
                    json!({"action": "accept", "content": {"approve": true}})
                } else {
                    json!({"action": "decline"})
                })
            }
        })
    });
    options
}

#[test]
fn a_reviewed_sampling_request_is_approved_by_the_upstream_user_over_elicitation() {
    let Some(py) = python() else { return };
    let rt = runtime();
    let (sb, count) = reviewed_project(&py);
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0"]);
    for (target, wire) in [
        (Target::Stdio, WireMode::Handshake),
        (Target::Http(url.clone()), WireMode::Stateless),
    ] {
        rt.block_on(async {
            // Approved: asked once with the redacted summary, then sampled, the tool run once.
            let seen = Seen::default();
            let client = connect(&sb, &target, reviewing(wire, &seen, Some(true))).await;
            let before = runs(&count, "sample");
            let (r, _) = call(&client, "py", "sample", json!({"prompt": "secret lemons"})).await;
            assert!(
                text(&r).contains("sampled: secret lemons"),
                "{wire:?}: {}",
                text(&r)
            );
            assert_eq!(runs(&count, "sample"), before + 1, "{wire:?}: ran twice");
            let got = seen.lock().unwrap().clone();
            assert_eq!(got.len(), 2, "{wire:?}: {got:?}");
            assert_eq!(got[0].0, "elicitation");
            let message = got[0].1["message"].as_str().unwrap();
            assert!(
                message.contains("MCP sampling request; server=py; messages=1")
                    && !message.contains("secret lemons"),
                "{message}"
            );
            assert_eq!(got[1].0, "sampling");
            client.close().await;

            // Declined: refused, the model never asked.
            let seen = Seen::default();
            let client = connect(&sb, &target, reviewing(wire, &seen, Some(false))).await;
            let (r, took) = call(&client, "py", "sample", json!({"prompt": "no"})).await;
            assert!(r.is_error(), "{wire:?}: {}", text(&r));
            assert!(took < Duration::from_secs(10));
            assert_eq!(asked(&seen, "elicitation"), 1);
            assert_eq!(asked(&seen, "sampling"), 0);
            client.close().await;

            // A client without elicitation: nobody to approve, refused at once.
            let seen = Seen::default();
            let client = connect(&sb, &target, reviewing(wire, &seen, None)).await;
            let (r, took) = call(&client, "py", "sample", json!({"prompt": "no"})).await;
            assert!(r.is_error(), "{wire:?}: {}", text(&r));
            assert!(took < Duration::from_secs(10));
            assert_eq!(asked(&seen, "sampling"), 0);
            client.close().await;
        });
    }
    stop(child);
}
