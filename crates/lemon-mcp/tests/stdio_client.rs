//! The stdio client against a real child process: a scripted Python server
//! (`tests/support/fixture_server.py`, stdlib only) that behaves well or badly on
//! demand. Every test is bounded in time: a hang is a failure.

use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lemon_mcp::client::stdio::{StdioConfig, StdioTransport};
use lemon_mcp::client::transport::TransportError;
use lemon_mcp::client::{
    Client, ClientError, ClientOptions, ClientState, DisconnectReason, RequestOptions, handler_fn,
    static_roots,
};
use lemon_mcp::protocol::jsonrpc::Notification;
use lemon_mcp::protocol::types::{CompleteParams, LoggingLevel, ProgressParams, Root};
use lemon_mcp::protocol::version::ProtocolVersion;
use lemon_mcp::sampling::{ReviewDecision, SamplingMode, SamplingPolicy, SamplingSummary};
use serde_json::{Value, json};

const FIXTURE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/support/fixture_server.py"
);

fn fixture() -> StdioConfig {
    StdioConfig::new("python3").args([FIXTURE])
}

/// The messages the fixture received (it appends them to `FIXTURE_LOG`).
fn logged(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

async fn wait_until(mut f: impl FnMut() -> bool, limit: Duration) -> bool {
    let start = Instant::now();
    while start.elapsed() < limit {
        if f() {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    f()
}

fn process_gone(pid: u32) -> bool {
    !Path::new(&format!("/proc/{pid}")).exists()
}

fn text_of(r: &lemon_mcp::protocol::types::CallToolResult) -> String {
    r.content[0].as_text().unwrap_or_default().to_string()
}

async fn connect(config: StdioConfig, options: ClientOptions) -> Client {
    tokio::time::timeout(
        Duration::from_secs(20),
        Client::spawn_stdio(config, options),
    )
    .await
    .expect("connect took too long")
    .expect("connect failed")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn full_session_against_a_real_server() {
    let client = connect(fixture(), ClientOptions::default()).await;
    assert_eq!(client.state(), ClientState::Ready);
    assert_eq!(
        client.protocol_version(),
        Some(ProtocolVersion::V2025_11_25)
    );
    assert_eq!(client.server_info().unwrap().name, "fixture");
    assert_eq!(
        client.initialize_result().unwrap().extra["_meta"],
        json!({"kept": true})
    );

    let names: Vec<String> = client
        .list_tools()
        .await
        .unwrap()
        .into_iter()
        .map(|t| t.name)
        .collect();
    assert!(names.contains(&"echo".to_string()) && names.contains(&"fail".to_string()));
    let r = client
        .call_tool("echo", json!({"message": "ok"}))
        .await
        .unwrap();
    assert_eq!(text_of(&r), "echo:ok");
    assert!(!r.is_error());
    let r = client.call_tool("fail", Value::Null).await.unwrap();
    assert!(r.is_error());
    assert_eq!(text_of(&r), "planned failure");
    let err = client.call_tool("nope", json!({})).await.unwrap_err();
    assert_eq!(err.rpc_code(), Some(-32602), "{err}");

    let resources = client.list_resources().await.unwrap();
    assert_eq!(resources[0].uri, "fixture://status");
    let read = client.read_resource("fixture://status").await.unwrap();
    assert_eq!(read.contents[0].text.as_deref(), Some("status:ok"));
    assert_eq!(client.list_prompts().await.unwrap()[0].name, "brief");
    let p = client
        .get_prompt("brief", json!({"topic": "beam"}))
        .await
        .unwrap();
    assert_eq!(p.description.as_deref(), Some("Write a brief"));
    assert_eq!(p.messages[0].content.as_text(), Some("Brief on beam"));
    let err = client.list_resource_templates().await.unwrap_err();
    assert_eq!(err.rpc_code(), Some(-32601));
    client.ping().await.unwrap();
    client.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn subscribe_complete_and_logging_level() {
    let updated = Arc::new(Mutex::new(Vec::new()));
    let u2 = updated.clone();
    let opts = ClientOptions {
        on_notification: Some(Arc::new(move |n: &Notification| {
            if n.method == "notifications/resources/updated" {
                u2.lock()
                    .unwrap()
                    .push(n.params.clone().unwrap_or_default());
            }
        })),
        ..Default::default()
    };
    let client = connect(fixture(), opts).await;
    client.subscribe("fixture://status").await.unwrap();
    assert!(
        wait_until(
            || !updated.lock().unwrap().is_empty(),
            Duration::from_secs(2)
        )
        .await
    );
    assert_eq!(updated.lock().unwrap()[0]["uri"], "fixture://status");
    client.unsubscribe("fixture://status").await.unwrap();
    client
        .set_logging_level(LoggingLevel::Warning)
        .await
        .unwrap();
    let params: CompleteParams = serde_json::from_value(json!({
        "ref": {"type": "ref/prompt", "name": "brief"},
        "argument": {"name": "topic", "value": "be"}
    }))
    .unwrap();
    let done = client.complete(&params).await.unwrap();
    assert_eq!(done.completion.values, ["beam", "bean"]);
    assert_eq!(done.completion.has_more, Some(false));
    client.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pinned_and_older_versions_are_negotiated() {
    let opts = ClientOptions {
        protocol_version: Some(ProtocolVersion::V2024_11_05),
        ..Default::default()
    };
    let client = connect(fixture(), opts).await;
    assert_eq!(
        client.protocol_version(),
        Some(ProtocolVersion::V2024_11_05)
    );
    client.close().await;

    // The server answers an older version than offered: accepted.
    let client = connect(
        fixture().env("FIXTURE_VERSION", "2025-03-26"),
        ClientOptions::default(),
    )
    .await;
    assert_eq!(
        client.protocol_version(),
        Some(ProtocolVersion::V2025_03_26)
    );
    client.close().await;

    // An unknown version: refused, with a clear error, and the child is released.
    let err = Client::spawn_stdio(
        fixture().env("FIXTURE_VERSION", "2031-01-01"),
        ClientOptions::default(),
    )
    .await
    .unwrap_err();
    assert!(
        matches!(err, ClientError::UnsupportedVersion { .. }),
        "{err}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_exiting_mid_call_fails_the_call_with_its_stderr() {
    let client = connect(fixture(), ClientOptions::default()).await;
    let start = Instant::now();
    let err = client.call_tool("exit", json!({})).await.unwrap_err();
    assert!(start.elapsed() < Duration::from_secs(5));
    let ClientError::ConnectionClosed {
        reason: DisconnectReason::Transport(TransportError::ProcessExited { status, stderr }),
    } = &err
    else {
        panic!("unexpected error: {err}")
    };
    assert_eq!(
        status.and_then(|s| s.code()),
        Some(3),
        "the fixture exits with 3"
    );
    assert!(err.to_string().contains("exited"), "{err}");
    assert!(
        stderr
            .as_deref()
            .is_some_and(|s| s.contains("exiting mid-call")),
        "stderr tail missing: {err}"
    );
    assert_eq!(client.state(), ClientState::Disconnected);
    let err = client.call_tool("echo", json!({})).await.unwrap_err();
    assert!(
        matches!(
            err,
            ClientError::NotReady {
                state: ClientState::Disconnected
            }
        ),
        "{err}"
    );
    let reason = client.closed().await;
    assert!(
        matches!(
            reason,
            DisconnectReason::Transport(TransportError::ProcessExited { .. })
        ),
        "{reason}"
    );
    assert!(reason.to_string().contains("exited"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_never_answered_times_out_and_is_cancelled_once() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("log.jsonl");
    let opts = ClientOptions {
        request_timeout: Duration::from_millis(300),
        ..Default::default()
    };
    let client = connect(fixture().env("FIXTURE_LOG", log.to_str().unwrap()), opts).await;
    let start = Instant::now();
    let err = client.call_tool("never", json!({})).await.unwrap_err();
    let took = start.elapsed();
    assert!(matches!(err, ClientError::Timeout { .. }), "{err}");
    assert!(
        took >= Duration::from_millis(300) && took < Duration::from_secs(3),
        "{took:?}"
    );
    // Per-call timeouts override the default.
    let ro = RequestOptions {
        timeout: Some(Duration::from_millis(100)),
        ..Default::default()
    };
    let err = client
        .call_tool_with("never", json!({}), &ro)
        .await
        .unwrap_err();
    assert!(
        matches!(err, ClientError::Timeout { timeout, .. } if timeout == Duration::from_millis(100))
    );
    // Still usable afterwards.
    assert_eq!(
        text_of(
            &client
                .call_tool("echo", json!({"message": "after"}))
                .await
                .unwrap()
        ),
        "echo:after"
    );
    let msgs = logged(&log);
    let calls: Vec<&Value> = msgs
        .iter()
        .filter(|m| m["method"] == "tools/call" && m["params"]["name"] == "never")
        .collect();
    assert_eq!(calls.len(), 2, "a timed out request must not be replayed");
    for call in calls {
        let cancels = msgs
            .iter()
            .filter(|m| {
                m["method"] == "notifications/cancelled" && m["params"]["requestId"] == call["id"]
            })
            .count();
        assert_eq!(
            cancels, 1,
            "each timed out request is cancelled exactly once"
        );
    }
    client.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_notification_flood_is_delivered_without_unbounded_buffering() {
    let count = Arc::new(AtomicUsize::new(0));
    let c2 = count.clone();
    let opts = ClientOptions {
        on_notification: Some(Arc::new(move |n: &Notification| {
            if n.method == "notifications/message" {
                c2.fetch_add(1, Ordering::Relaxed);
            }
        })),
        ..Default::default()
    };
    let client = connect(fixture(), opts).await;
    let start = Instant::now();
    let r = client
        .call_tool("flood", json!({"count": 20000}))
        .await
        .unwrap();
    assert_eq!(text_of(&r), "flood:20000");
    // The result is written after the flood, so every notification came first.
    assert_eq!(count.load(Ordering::Relaxed), 20000);
    assert!(start.elapsed() < Duration::from_secs(15));
    client.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn banners_logs_and_junk_on_stdout_are_skipped() {
    let client = connect(
        fixture().env("FIXTURE_BANNER", "1"),
        ClientOptions::default(),
    )
    .await;
    assert_eq!(
        text_of(&client.call_tool("stdout_logs", json!({})).await.unwrap()),
        "logs:done"
    );
    assert_eq!(
        text_of(&client.call_tool("malformed", json!({})).await.unwrap()),
        "malformed:done"
    );
    assert_eq!(
        text_of(&client.call_tool("wrong_ids", json!({})).await.unwrap()),
        "ids:done"
    );
    assert_eq!(
        text_of(&client.call_tool("duplicate", json!({})).await.unwrap()),
        "first"
    );
    assert_eq!(
        text_of(&client.call_tool("batch", json!({})).await.unwrap()),
        "batch:done"
    );
    assert_eq!(
        text_of(
            &client
                .call_tool("echo", json!({"message": "still"}))
                .await
                .unwrap()
        ),
        "echo:still"
    );
    client.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversized_line_disconnects_with_a_clear_error() {
    let transport = StdioTransport::spawn(fixture()).unwrap();
    let pid = transport.pid().unwrap();
    let client = Client::connect(transport, ClientOptions::default())
        .await
        .unwrap();
    let start = Instant::now();
    let err = client
        .call_tool("oversized", json!({"mib": 9}))
        .await
        .unwrap_err();
    assert!(start.elapsed() < Duration::from_secs(10));
    assert!(
        err.to_string().contains("larger than 8388608 bytes"),
        "{err}"
    );
    assert_eq!(client.state(), ClientState::Disconnected);
    // The transport stopped the child at once (it was told to sleep 30 s).
    assert!(
        wait_until(|| process_gone(pid), Duration::from_secs(5)).await,
        "child {pid} still there"
    );
    client.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_line_just_under_the_bound_is_accepted() {
    let mut cfg = fixture();
    // 2 MiB bound, 1 MiB of payload: passes.
    cfg.max_frame_bytes = 2 * 1024 * 1024;
    let client = connect(cfg, ClientOptions::default()).await;
    let big = "x".repeat(1024 * 1024);
    let r = client
        .call_tool("echo", json!({"message": big}))
        .await
        .unwrap();
    assert_eq!(text_of(&r).len(), 1024 * 1024 + 5);
    client.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_requests_are_correlated_exactly() {
    let client = connect(fixture(), ClientOptions::default()).await;
    let mut tasks = Vec::new();
    for i in 0..64 {
        let c = client.clone();
        tasks.push(tokio::spawn(async move {
            if i % 8 == 0 {
                let r = c.call_tool("slow", json!({"seconds": 0.2})).await.unwrap();
                assert_eq!(text_of(&r), "slow:done");
            } else {
                let r = c
                    .call_tool("echo", json!({"message": i.to_string()}))
                    .await
                    .unwrap();
                assert_eq!(text_of(&r), format!("echo:{i}"));
            }
        }));
    }
    for t in tasks {
        tokio::time::timeout(Duration::from_secs(20), t)
            .await
            .unwrap()
            .unwrap();
    }
    client.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn progress_reaches_the_request_and_list_changed_the_callback() {
    let changed = Arc::new(AtomicUsize::new(0));
    let c2 = changed.clone();
    let opts = ClientOptions {
        on_notification: Some(Arc::new(move |n: &Notification| {
            if n.method == "notifications/tools/list_changed" {
                c2.fetch_add(1, Ordering::Relaxed);
            }
        })),
        ..Default::default()
    };
    let client = connect(fixture(), opts).await;
    let seen = Arc::new(Mutex::new(Vec::new()));
    let s2 = seen.clone();
    let ro = RequestOptions {
        timeout: None,
        on_progress: Some(Arc::new(move |p: ProgressParams| {
            s2.lock().unwrap().push(p.progress)
        })),
    };
    let r = client
        .call_tool_with("progress", json!({}), &ro)
        .await
        .unwrap();
    assert_eq!(text_of(&r), "progress:done");
    assert_eq!(*seen.lock().unwrap(), vec![1.0, 2.0, 3.0]);
    client.call_tool("list_changed", json!({})).await.unwrap();
    assert!(
        wait_until(
            || changed.load(Ordering::Relaxed) == 1,
            Duration::from_secs(2)
        )
        .await
    );
    client.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sampling_handler_is_advertised_and_answers() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("log.jsonl");
    let got = Arc::new(Mutex::new(None));
    let g2 = got.clone();
    let opts = ClientOptions {
        sampling_handler: Some(handler_fn(move |params| {
            *g2.lock().unwrap() = Some(params);
            async {
                Ok(
                    json!({"role": "assistant", "content": {"type": "text", "text": "sampled"},
                          "model": "lemon", "stopReason": "endTurn"}),
                )
            }
        })),
        ..Default::default()
    };
    let client = connect(fixture().env("FIXTURE_LOG", log.to_str().unwrap()), opts).await;
    let r = client.call_tool("sampling", json!({})).await.unwrap();
    let answer: Value = serde_json::from_str(&text_of(&r)).unwrap();
    assert_eq!(answer["result"]["model"], "lemon");
    let raw = got.lock().unwrap().clone().unwrap();
    assert_eq!(raw["messages"][0]["content"]["text"], "ping");
    let init = logged(&log)
        .into_iter()
        .find(|m| m["method"] == "initialize")
        .unwrap();
    assert_eq!(init["params"]["capabilities"]["sampling"], json!({}));
    client.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_handlers_sampling_is_refused_and_not_advertised() {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("log.jsonl");
    let client = connect(
        fixture().env("FIXTURE_LOG", log.to_str().unwrap()),
        ClientOptions::default(),
    )
    .await;
    let answer: Value = serde_json::from_str(&text_of(
        &client.call_tool("sampling", json!({})).await.unwrap(),
    ))
    .unwrap();
    assert_eq!(answer["error"]["code"], -1);
    assert_eq!(answer["error"]["message"], "Sampling is not enabled");
    let answer: Value = serde_json::from_str(&text_of(
        &client.call_tool("elicit", json!({})).await.unwrap(),
    ))
    .unwrap();
    assert_eq!(answer["error"]["code"], -32601);
    let answer: Value = serde_json::from_str(&text_of(
        &client.call_tool("roots", json!({})).await.unwrap(),
    ))
    .unwrap();
    assert_eq!(answer["error"]["code"], -32601);
    let init = logged(&log)
        .into_iter()
        .find(|m| m["method"] == "initialize")
        .unwrap();
    assert_eq!(init["params"]["capabilities"], json!({}));
    client.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sampling_policy_reviews_a_redacted_summary() {
    let reviewed: Arc<Mutex<Vec<SamplingSummary>>> = Arc::default();
    let r2 = reviewed.clone();
    let policy = SamplingPolicy {
        mode: SamplingMode::ReviewedModel,
        max_tokens: 32,
        reviewer: Some(Arc::new(move |s| {
            r2.lock().unwrap().push(s);
            Box::pin(async { ReviewDecision::Approve })
        })),
        delegate: Some(Arc::new(|params, summary| {
            Box::pin(async move {
                assert_eq!(params["messages"][0]["content"]["text"], "ping");
                Ok(
                    json!({"role": "assistant", "content": {"type": "text", "text": "pong"},
                          "model": "lemon", "stopReason": "endTurn", "summaryCount": summary.message_count}),
                )
            })
        })),
        ..Default::default()
    };
    let opts = ClientOptions {
        sampling_policy: Some(policy),
        roots_handler: Some(static_roots(vec![Root {
            uri: "file:///work".into(),
            name: Some("work".into()),
            ..Default::default()
        }])),
        ..Default::default()
    };
    let client = connect(fixture(), opts).await;
    let answer: Value = serde_json::from_str(&text_of(
        &client.call_tool("sampling", json!({})).await.unwrap(),
    ))
    .unwrap();
    assert_eq!(answer["result"]["content"]["text"], "pong");
    let s = reviewed.lock().unwrap()[0].clone();
    assert_eq!(
        (s.message_count, s.max_tokens, s.text_char_count),
        (1, Some(16), 4)
    );
    assert!(!serde_json::to_string(&s).unwrap().contains("ping"));
    let answer: Value = serde_json::from_str(&text_of(
        &client.call_tool("roots", json!({})).await.unwrap(),
    ))
    .unwrap();
    assert_eq!(answer["result"]["roots"][0]["uri"], "file:///work");
    client.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn env_and_cwd_reach_the_child() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = fixture().env("LEMON_TEST_VALUE", "42").cwd(dir.path());
    let client = connect(cfg, ClientOptions::default()).await;
    let r = client
        .call_tool("env", json!({"var": "LEMON_TEST_VALUE"}))
        .await
        .unwrap();
    let v: Value = serde_json::from_str(&text_of(&r)).unwrap();
    assert_eq!(v["value"], "42");
    assert_eq!(
        Path::new(v["cwd"].as_str().unwrap())
            .canonicalize()
            .unwrap(),
        dir.path().canonicalize().unwrap()
    );
    client.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn close_reaps_the_child_and_is_idempotent() {
    let transport = StdioTransport::spawn(fixture()).unwrap();
    let pid = transport.pid().unwrap();
    let client = Client::connect(transport, ClientOptions::default())
        .await
        .unwrap();
    let start = Instant::now();
    client.close().await;
    // A well-behaved server exits on stdin EOF: no signal needed.
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
    assert!(process_gone(pid), "child {pid} was not reaped");
    client.close().await;
    let err = client.ping().await.unwrap_err();
    assert!(matches!(
        err,
        ClientError::NotReady {
            state: ClientState::Disconnected
        }
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dropping_the_last_handle_releases_the_child() {
    let transport = StdioTransport::spawn(fixture()).unwrap();
    let pid = transport.pid().unwrap();
    let client = Client::connect(transport, ClientOptions::default())
        .await
        .unwrap();
    let clone = client.clone();
    drop(client);
    // Another handle keeps the connection alive.
    clone.ping().await.unwrap();
    drop(clone);
    assert!(
        wait_until(|| process_gone(pid), Duration::from_secs(5)).await,
        "child {pid} left behind"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn close_escalates_to_kill_for_a_stubborn_child() {
    let mut cfg = fixture().env("FIXTURE_IGNORE_EOF", "1");
    cfg.close_grace = Duration::from_millis(300);
    cfg.term_grace = Duration::from_millis(300);
    let transport = StdioTransport::spawn(cfg).unwrap();
    let pid = transport.pid().unwrap();
    let client = Client::connect(transport, ClientOptions::default())
        .await
        .unwrap();
    let start = Instant::now();
    client.close().await;
    let took = start.elapsed();
    assert!(
        took >= Duration::from_millis(600) && took < Duration::from_secs(3),
        "{took:?}"
    );
    assert!(
        process_gone(pid),
        "child {pid} survived SIGKILL or was not reaped"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spawn_errors_are_clear_and_never_panic() {
    let err = Client::spawn_stdio(StdioConfig::new(""), ClientOptions::default())
        .await
        .unwrap_err();
    assert!(err.to_string().contains("command cannot be empty"), "{err}");
    let err = Client::spawn_stdio(
        StdioConfig::new("/nonexistent/lemon-server"),
        ClientOptions::default(),
    )
    .await
    .unwrap_err();
    assert!(
        matches!(&err, ClientError::Transport(TransportError::Spawn { message, .. }) if message.contains("Executable not found")),
        "{err}"
    );
    // A program that exits at once: a clear init failure with its exit status.
    let err = Client::spawn_stdio(StdioConfig::new("false"), ClientOptions::default())
        .await
        .unwrap_err();
    assert!(err.to_string().contains("exit"), "{err}");
}

/// The error of a connection that must fail, within 10 s.
async fn failed_connect(server: StdioConfig) -> ClientError {
    tokio::time::timeout(
        Duration::from_secs(10),
        Client::spawn_stdio(server, ClientOptions::default()),
    )
    .await
    .expect("connect ends")
    .unwrap_err()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_dies_at_start_reports_its_exit_status_and_stderr() {
    let server = StdioConfig::new("sh").args(["-c", "echo 'fatal: no config' >&2; exit 7"]);
    let err = failed_connect(server).await;
    // Depending on timing the handshake's write or its wait sees the exit first; both
    // carry the same typed reason.
    let Some(TransportError::ProcessExited { status, stderr }) = err.transport_error() else {
        panic!("expected ProcessExited, got {err:?}")
    };
    assert_eq!(status.and_then(|s| s.code()), Some(7));
    assert!(
        stderr
            .as_deref()
            .is_some_and(|s| s.contains("fatal: no config")),
        "{err}"
    );
    assert_eq!(
        err.to_string().matches("fatal: no config").count(),
        1,
        "the stderr tail is quoted once: {err}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_line_over_the_frame_bound_ends_the_connection_as_frame_too_large() {
    // A "server" that answers anything with one 64 KiB line.
    let mut server =
        StdioConfig::new("sh").args(["-c", "head -c 65536 /dev/zero | tr '\\0' x; echo; sleep 5"]);
    server.max_frame_bytes = 1024;
    let err = failed_connect(server).await;
    assert!(
        matches!(
            err.disconnect_reason(),
            Some(DisconnectReason::Transport(TransportError::FrameTooLarge {
                limit: 1024
            }))
        ),
        "{err:?}"
    );
}
