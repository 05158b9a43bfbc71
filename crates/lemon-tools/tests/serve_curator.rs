//! The background curator inside `lemon serve`: it waits for the server's own idle time
//! (a tool call, even a short one between ticks, keeps it waiting), runs its pass, and
//! offers the review as the `curate-skills` prompt over a real MCP session (the server
//! core over an in-process pipe, spoken to in JSON lines).

use std::sync::Arc;

use lemon_core::paths::Env;
use lemon_mcp::server::{ServerOptions, stdio};
use lemon_skills::curator::Scope;
use lemon_skills::curator::background::{BackgroundConfig, ManualClock, Tick};
use lemon_skills::usage::{self, CallContext, Event};
use lemon_tools::serve::Gateway;
use lemon_tools::serve::curator::{CURATE_PROMPT, ServeCurator};
use lemon_tools::serve::skills::SkillServer;
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

/// 2026-05-06T00:00:00Z.
const NOW: u64 = 1_778_025_600;

fn written(key: &str, at: &str) -> Event {
    Event::Write {
        key: key.into(),
        at: at.into(),
        ok: true,
        action: "create".into(),
        agent_id: None,
        file_path: None,
        path: None,
        context: CallContext::default(),
    }
}

#[tokio::test]
async fn a_due_review_waits_for_idle_time_then_is_offered_as_a_prompt() {
    let agent = tempfile::tempdir().unwrap();
    let project = tempfile::tempdir().unwrap();
    let env = Env::empty().with("LEMON_AGENT_DIR", agent.path());
    // An agent wrote one skill recently (still active: a review is due).
    let sidecar = Scope::Global.sidecar(&env).unwrap();
    usage::record(
        &sidecar,
        &written("release-notes-helper", "2026-05-01T00:00:00Z"),
    )
    .unwrap();

    let clock = Arc::new(ManualClock::new(NOW));
    let curator = Arc::new(ServeCurator::new(
        env,
        BackgroundConfig::new(Scope::Global),
        clock.clone(),
    ));
    let notified = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let seen = notified.clone();
    curator.on_review(move || {
        seen.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    });

    // Not idle for two hours yet; then a call between two ticks restarts the wait.
    assert!(matches!(curator.tick(), Some(Tick::Waiting { .. })));
    clock.advance(3 * 3600);
    drop(curator.call_started());
    assert!(matches!(curator.tick(), Some(Tick::Busy)));
    clock.advance(3600);
    assert!(matches!(curator.tick(), Some(Tick::Waiting { .. })));
    assert!(curator.prompt().is_none());
    clock.advance(3600 + 1);
    let ran = curator.tick();
    assert!(
        matches!(ran, Some(Tick::Ran(ref o)) if o.review_required),
        "{ran:?}"
    );
    assert_eq!(notified.load(std::sync::atomic::Ordering::SeqCst), 1);

    // Over MCP: the prompt is listed beside the skills' prompts and carries the review.
    let skills = SkillServer::new(lemon_skills::Registry::new(), project.path().to_path_buf());
    let gateway = Gateway::new(Some(skills)).with_curator(curator.clone());
    let (client, server) = tokio::io::duplex(1 << 20);
    let (srx, stx) = tokio::io::split(server);
    let _server = stdio::serve_io(gateway, srx, stx, ServerOptions::default());
    let (crx, mut tx) = tokio::io::split(client);
    let mut lines = BufReader::new(crx).lines();
    // A request (its reply returned), or with id 0 a notification.
    let mut ask = async |id: u64, method: &str, params: Value| -> Value {
        let mut line = json!({"jsonrpc": "2.0", "method": method, "params": params});
        if id > 0 {
            line["id"] = json!(id);
        }
        tx.write_all(format!("{line}\n").as_bytes()).await.unwrap();
        if id == 0 {
            return Value::Null;
        }
        loop {
            let reply: Value =
                serde_json::from_str(&lines.next_line().await.unwrap().unwrap()).unwrap();
            if reply["id"] == id {
                return reply;
            }
        }
    };
    let init = json!({"protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"}});
    ask(1, "initialize", init).await;
    ask(0, "notifications/initialized", json!({})).await;
    let listed = ask(2, "prompts/list", json!({})).await;
    let prompt = listed["result"]["prompts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == CURATE_PROMPT)
        .unwrap_or_else(|| panic!("{listed}"))
        .clone();
    assert!(
        prompt["description"]
            .as_str()
            .unwrap()
            .contains("checked=1"),
        "{prompt}"
    );
    let got = ask(3, "prompts/get", json!({"name": CURATE_PROMPT})).await;
    let text = got["result"]["messages"][0]["content"]["text"]
        .as_str()
        .unwrap_or_else(|| panic!("{got}"));
    assert!(text.contains("release-notes-helper"), "{text}");
    assert!(text.contains("skill_manage"), "{text}");
}
