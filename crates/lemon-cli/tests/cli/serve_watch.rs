//! `lemon serve` watching what it serves, driven by real clients while the project is
//! edited: the Python `mcp` SDK client (`peers/py_watch_client.py`: a message_handler on
//! the handshake wire over stdio and HTTP, `subscriptions/listen` on the 2026-07-28 wire
//! over HTTP) and our own client (both wires, stdio and HTTP). `.lemon/mcp.json` gains server-everything and the
//! Python SDK grow peer: `notifications/tools/list_changed` arrives and the new tools are
//! listed; the grow peer's own `list_changed` passes up with its new tool; a malformed
//! edit keeps the inventory and is logged; a new skill directory gives resources and
//! prompts `list_changed`; removing the servers closes them and their processes go.

use std::path::{Path, PathBuf};
use std::process::Command as StdCommand;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lemon_mcp::client::http::HttpConfig;
use lemon_mcp::client::stdio::{StdioConfig, StdioTransport};
use lemon_mcp::client::{Client, ClientOptions, Wire, WireMode};
use lemon_mcp::protocol::jsonrpc::Notification;
use serde_json::{Value, json};

use super::serve::{everything, python, report, spawn_http, stdio_command, stop};
use crate::{Sandbox, skill_md, write_skill};

/// What a change may take to show: the watcher's poll and settle time, plus starting a
/// downstream server (node or Python) on a machine shared by parallel builds.
/// (Typically 0.3 to 8 s here, nearly all of it the Python peer's start.)
const WITHIN: Duration = Duration::from_secs(60);

fn watch_script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../lemon-interop/peers/py_watch_client.py")
}

fn grow_script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../lemon-tools/tests/peers/grow_server.py")
}

/// A project with one skill and an empty `.lemon/mcp.json`.
fn project() -> Sandbox {
    let sb = Sandbox::new();
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "pdf-forms",
        &skill_md("pdf-forms", "Fill in and flatten PDF forms"),
    );
    std::fs::write(sb.repo.join(".lemon/mcp.json"), r#"{"servers": []}"#).unwrap();
    sb
}

/// A unique marker put into the downstream servers' environment, to find their
/// processes.
fn marker() -> String {
    format!(
        "{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    )
}

/// The grow peer (and server-everything when given) as Lemon entries.
fn servers(python: &Path, everything: Option<(&Path, &Path)>, marker: &str) -> String {
    let env = json!({"LEMON_WATCH_MARKER": marker});
    let mut list = vec![json!({
        "name": "grow", "type": "stdio", "command": python, "args": [grow_script()],
        "env": env, "ready_timeout_ms": 60_000
    })];
    if let Some((node, server)) = everything {
        list.push(json!({
            "name": "ev", "type": "stdio", "command": node, "args": [server, "stdio"],
            "env": env, "ready_timeout_ms": 60_000
        }));
    }
    json!({ "servers": list }).to_string()
}

fn secs(v: &Value) -> f64 {
    v.as_f64()
        .unwrap_or_else(|| panic!("nothing arrived in time: {v}"))
}

fn names(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|n| n.as_str().unwrap().to_string())
        .collect()
}

fn has(list: &[String], fragment: &str) -> bool {
    list.iter().any(|n| n.contains(fragment))
}

/// Runs the watch peer against `target`; the add step waits for the grow peer's tools
/// (and server-everything's with `everything`).
fn drive_watch(
    python: &Path,
    sb: &Sandbox,
    target: &[&str],
    mode: &str,
    add: &str,
    m: &str,
    everything: bool,
) -> Value {
    let mut cmd = StdCommand::new(python);
    cmd.arg(watch_script())
        .args(target)
        .args(["--mode", mode, "--marker", m, "--add", add, "--grow"])
        .args(["--expect", "_grow_"])
        .args(["--timeout", &WITHIN.as_secs().to_string()]);
    if everything {
        cmd.args(["--expect", "_echo_"]);
    }
    cmd.arg("--config")
        .arg(sb.repo.join(".lemon/mcp.json"))
        .arg("--skill-dir")
        .arg(sb.repo.join(".lemon/skill"));
    if mode == "legacy" {
        cmd.arg("--malformed");
    }
    report(cmd)
}

/// What every run of the watch peer shows, whatever the wire.
fn check_watch_report(r: &Value, with_everything: bool) {
    let steps = &r["steps"];
    assert!(!has(&names(&r["before"]), "_grow_"), "{r}");
    let add = &steps["add"];
    assert!(
        secs(&add["tools_changed_after_s"]) < WITHIN.as_secs_f64(),
        "{r}"
    );
    let added = names(&add["tools"]);
    assert!(has(&added, "_grow_"), "{r}");
    assert!(has(&added, "read_skill"), "{r}");
    assert_eq!(has(&added, "_echo_"), with_everything, "{r}");
    let expected = if with_everything { 2 } else { 1 };
    assert_eq!(add["marked_processes"], expected, "{r}");

    let grow = &steps["grow"];
    secs(&grow["tools_changed_after_s"]);
    assert_eq!(grow["is_error"], false, "{r}");
    let grown = names(&grow["tools"]);
    assert!(
        has(&grown, "sprout"),
        "the downstream list_changed passed up: {r}"
    );

    let skill = &steps["skill"];
    secs(&skill["changed_after_s"]);
    assert!(
        names(&skill["resources"]).contains(&"skill://fresh-notes/SKILL.md".to_string()),
        "{r}"
    );
    assert!(
        names(&skill["prompts"]).contains(&"fresh-notes".to_string()),
        "{r}"
    );

    let remove = &steps["remove"];
    secs(&remove["tools_changed_after_s"]);
    let left = names(&remove["tools"]);
    assert!(!has(&left, "_grow_") && !has(&left, "_echo_"), "{r}");
    assert!(has(&left, "read_skill"), "{r}");
    secs(&remove["processes_gone_after_s"]);
    eprintln!(
        "serve_watch ({}): tools/list_changed {} s after adding servers, {} s after the downstream change, \
         skills list_changed {} s after the new skill, processes gone {} s after the removal",
        r["mode"],
        add["tools_changed_after_s"],
        grow["tools_changed_after_s"],
        skill["changed_after_s"],
        remove["processes_gone_after_s"]
    );
}

#[test]
fn the_python_sdk_client_over_stdio_hears_every_kind_of_change() {
    let Some(python) = python() else { return };
    let Some((node, server)) = everything() else {
        return;
    };
    let sb = project();
    let m = marker();
    let add = servers(&python, Some((&node, &server)), &m);
    let r = drive_watch(
        &python,
        &sb,
        &["--stdio", &stdio_command(&sb)],
        "legacy",
        &add,
        &m,
        true,
    );
    check_watch_report(&r, true);
    // The malformed edit: logged as a warning naming the file, the inventory kept.
    let bad = &r["steps"]["malformed"];
    secs(&bad["log_after_s"]);
    let log = &bad["logs"][0];
    assert_eq!(log["level"], "warning", "{r}");
    let message = log["data"]["message"].as_str().unwrap();
    assert!(
        message.contains(".lemon/mcp.json") && message.contains("not valid JSON"),
        "{message}"
    );
    assert_eq!(bad["tools"], r["steps"]["grow"]["tools"], "{r}");
    assert_eq!(bad["tools_changed"], false, "{r}");
}

/// The handshake era over HTTP: the notifications ride the session's GET stream.
#[test]
fn the_python_sdk_client_over_http_hears_on_its_session_stream() {
    let Some(python) = python() else { return };
    let sb = project();
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0"]);
    let m = marker();
    let add = servers(&python, None, &m);
    let r = drive_watch(&python, &sb, &["--http", &url], "legacy", &add, &m, false);
    check_watch_report(&r, false);
    let bad = &r["steps"]["malformed"];
    secs(&bad["log_after_s"]);
    assert_eq!(bad["tools_changed"], false, "{r}");
    stop(child);
}

#[test]
fn the_python_sdk_client_on_the_stateless_wire_hears_through_subscriptions_listen() {
    let Some(python) = python() else { return };
    let sb = project();
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0"]);
    let m = marker();
    let add = servers(&python, None, &m);
    let r = drive_watch(
        &python,
        &sb,
        &["--http", &url],
        "2026-07-28",
        &add,
        &m,
        false,
    );
    assert_eq!(
        r["honored"],
        json!({"toolsListChanged": true, "promptsListChanged": true, "resourcesListChanged": true}),
        "{r}"
    );
    check_watch_report(&r, false);
    stop(child);
}

type Seen = Arc<Mutex<Vec<Notification>>>;

fn recording(wire: WireMode) -> (ClientOptions, Seen) {
    let seen: Seen = Arc::default();
    let sink = seen.clone();
    let options = ClientOptions {
        wire,
        request_timeout: Duration::from_secs(60),
        on_notification: Some(Arc::new(move |n: &Notification| {
            sink.lock().unwrap().push(n.clone());
        })),
        ..ClientOptions::default()
    };
    (options, seen)
}

fn tool_changes(seen: &Seen) -> usize {
    seen.lock()
        .unwrap()
        .iter()
        .filter(|n| n.method == "notifications/tools/list_changed")
        .count()
}

/// Processes whose environment carries `marker`.
fn marked(marker: &str) -> usize {
    let needle = format!("LEMON_WATCH_MARKER={marker}");
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .bytes()
                .all(|b| b.is_ascii_digit())
        })
        .filter(|e| {
            std::fs::read(e.path().join("environ"))
                .map(|env| env.split(|b| *b == 0).any(|kv| kv == needle.as_bytes()))
                .unwrap_or(false)
        })
        .count()
}

async fn wait_until(what: &str, mut done: impl FnMut() -> bool) -> Duration {
    let started = Instant::now();
    while !done() {
        assert!(started.elapsed() < WITHIN, "{what} within {WITHIN:?}");
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    started.elapsed()
}

async fn has_tool(client: &Client, fragment: &str) -> bool {
    client
        .list_tools()
        .await
        .unwrap()
        .iter()
        .any(|t| t.name.contains(fragment))
}

#[test]
fn our_client_hears_list_changed_over_stdio_and_http_on_both_wires() {
    let Some(python) = python() else { return };
    let sb = project();
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0"]);
    let serve = sb.std_command(&sb.repo, &["serve"]);
    let mut stdio = StdioConfig::new(serve.get_program().to_string_lossy())
        .args(serve.get_args().map(|a| a.to_string_lossy().into_owned()))
        .cwd(&sb.repo);
    for (k, v) in serve.get_envs() {
        if let Some(v) = v {
            stdio = stdio.env(k.to_string_lossy(), v.to_string_lossy());
        }
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let mut clients = Vec::new();
        for wire in [WireMode::Stateless, WireMode::Handshake] {
            let (options, seen) = recording(wire);
            let client = Client::connect_http(HttpConfig::new(url.clone()), options)
                .await
                .unwrap();
            clients.push(("http", client, seen));
        }
        for wire in [WireMode::Stateless, WireMode::Handshake] {
            let (options, seen) = recording(wire);
            let transport = StdioTransport::spawn(stdio.clone()).unwrap();
            let client = Client::connect(transport, options).await.unwrap();
            clients.push(("stdio", client, seen));
        }
        for (transport, client, _) in &clients {
            assert!(!has_tool(client, "_grow_").await, "{transport}");
        }
        // The stateless clients' listen streams open in the background (our client has no
        // signal for it; the Python peer waits for the acknowledgement): give them time.
        tokio::time::sleep(Duration::from_secs(2)).await;
        let m = marker();
        let written = Instant::now();
        std::fs::write(sb.repo.join(".lemon/mcp.json"), servers(&python, None, &m)).unwrap();
        for (transport, client, seen) in &clients {
            let wire = client.wire();
            wait_until("tools/list_changed after adding a server", || {
                tool_changes(seen) > 0
            })
            .await;
            assert!(has_tool(client, "_grow_").await, "{transport} {wire:?}");
        }
        eprintln!(
            "serve_watch: our four clients (stdio and HTTP, both wires) heard the added server within {:?}",
            written.elapsed()
        );
        // Three serve processes (HTTP, and one per stdio client), each with its own grow
        // peer.
        assert_eq!(marked(&m), 3);
        let before: Vec<usize> = clients.iter().map(|(_, _, s)| tool_changes(s)).collect();
        std::fs::write(sb.repo.join(".lemon/mcp.json"), r#"{"servers": []}"#).unwrap();
        for ((transport, client, seen), before) in clients.iter().zip(before) {
            wait_until("tools/list_changed after removing it", || {
                tool_changes(seen) > before
            })
            .await;
            assert!(!has_tool(client, "_grow_").await, "{transport}");
        }
        wait_until("the removed server's processes gone", || marked(&m) == 0).await;
        assert!(
            clients
                .iter()
                .any(|(_, c, _)| c.wire() == Some(Wire::Stateless)),
            "a stateless client took part"
        );
        for (_, client, _) in clients {
            client.close().await;
        }
    });
    stop(child);
}
