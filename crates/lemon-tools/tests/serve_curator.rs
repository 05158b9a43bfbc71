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

/// What the scripted model of [`a_pending_review_is_run_through_a_client_that_samples_with_tools`]
/// was asked, one entry per sampling request.
type Asked = Arc<std::sync::Mutex<Vec<Value>>>;

/// A model that reads the skill, patches it, then ends with a summary: one answer per
/// round, the request recorded.
fn scripted_model(asked: Asked) -> lemon_mcp::client::RequestHandler {
    lemon_mcp::client::handler_fn(move |params: Value| {
        let round = {
            let mut a = asked.lock().unwrap();
            a.push(params);
            a.len()
        };
        async move {
            let content = match round {
                1 => json!([{"type": "text", "text": "Reading it first."},
                    {"type": "tool_use", "id": "u1", "name": "read_skill", "input": {"key": "notes-helper"}}]),
                2 => json!([{"type": "tool_use", "id": "u2", "name": "skill_manage", "input": {
                    "action": "patch", "name": "notes-helper",
                    "old_string": "Write notes one by one.", "new_string": "Write release notes per change."}}]),
                _ => json!({"type": "text", "text": "Patched notes-helper; nothing archived."}),
            };
            let stop = if round < 3 { "toolUse" } else { "endTurn" };
            Ok::<_, lemon_mcp::protocol::jsonrpc::HandlerError>(json!({
                "role": "assistant", "content": content, "model": "scripted", "stopReason": stop
            }))
        }
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pending_review_is_run_through_a_client_that_samples_with_tools() {
    use lemon_mcp::client::{Client, ClientOptions, WireMode, http::HttpConfig};
    use lemon_tools::serve::review::ClientReviewer;

    let dir = tempfile::tempdir().unwrap();
    let (agent, project) = (dir.path().join("agent"), dir.path().join("project"));
    let skill_dir = project.join(".lemon/skill/notes-helper");
    for d in [
        &agent,
        &project.join(".git"),
        &skill_dir,
        &dir.path().join("home"),
    ] {
        std::fs::create_dir_all(d).unwrap();
    }
    std::fs::write(
        skill_dir.join("SKILL.md"),
        "---\nname: notes-helper\ndescription: Helps with notes\n---\n\nWrite notes one by one.\n",
    )
    .unwrap();
    let env = Env::empty()
        .with("HOME", dir.path().join("home"))
        .with("LEMON_AGENT_DIR", &agent)
        .with_working_dir(&project);
    let sidecar = Scope::Global.sidecar(&env).unwrap();
    usage::record(&sidecar, &written("notes-helper", "2026-05-01T00:00:00Z")).unwrap();

    let clock = Arc::new(ManualClock::new(NOW));
    let config = BackgroundConfig {
        ask_client: true,
        ..BackgroundConfig::new(Scope::Global)
    };
    let curator = Arc::new(ServeCurator::new(env.clone(), config, clock.clone()));
    let skills = SkillServer::new(lemon_skills::Registry::with_env(env), project.clone());
    let gateway = Gateway::new(Some(skills)).with_curator(curator.clone());
    let reviewer = Arc::new(ClientReviewer::new(
        curator.clone(),
        gateway.skill_server().unwrap(),
        tokio::runtime::Handle::current(),
    ));
    let gateway = gateway.with_reviewer(reviewer.clone());
    let weak = Arc::downgrade(&reviewer);
    curator.on_review(move || {
        if let Some(r) = weak.upgrade() {
            r.start();
        }
    });
    let server = lemon_mcp::server::http::serve(gateway, Default::default())
        .await
        .unwrap();

    // A review is due while nobody who can sample with tools is connected: it waits.
    assert!(matches!(curator.tick(), Some(Tick::Waiting { .. })));
    clock.advance(3 * 3600);
    let ran = curator.tick();
    assert!(
        matches!(ran, Some(Tick::Ran(ref o)) if o.review_required),
        "{ran:?}"
    );
    let review = curator.pending_review().expect("a review is pending");
    assert!(review.text.contains("notes-helper"), "{}", review.text);

    // A client with plain sampling is not asked: the review needs the tools.
    let plain_asked: Asked = Arc::default();
    let mut plain = ClientOptions {
        wire: WireMode::Handshake,
        sampling_handler: Some(scripted_model(plain_asked.clone())),
        ..ClientOptions::default()
    };
    plain.capabilities.sampling = Some(serde_json::Map::new());
    let plain = Client::connect_http(HttpConfig::new(server.url()), plain)
        .await
        .unwrap();

    // One that declares sampling.tools is asked as soon as it has initialized.
    let asked: Asked = Arc::default();
    let mut capable = ClientOptions {
        wire: WireMode::Handshake,
        sampling_handler: Some(scripted_model(asked.clone())),
        ..ClientOptions::default()
    };
    capable.capabilities.sampling = Some(json!({"tools": {}}).as_object().unwrap().clone());
    let capable = Client::connect_http(HttpConfig::new(server.url()), capable)
        .await
        .unwrap();
    for _ in 0..500 {
        if curator.pending_review().is_none() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(
        curator.pending_review().is_none(),
        "the review was finished"
    );
    assert!(plain_asked.lock().unwrap().is_empty());

    let asked = asked.lock().unwrap().clone();
    assert_eq!(asked.len(), 3, "{asked:?}");
    let first = &asked[0];
    let offered: Vec<&str> = first["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(offered, ["read_skill", "skill_manage"]);
    assert!(first["tools"][0]["inputSchema"].is_object());
    assert_eq!(first["toolChoice"]["mode"], "auto");
    assert_eq!(
        first["messages"][0]["content"]["text"].as_str().unwrap(),
        review.text
    );
    // Round 2 carries round 1's answer and the skill as read_skill's tool_result.
    let messages = asked[1]["messages"].as_array().unwrap();
    assert_eq!(messages.len(), 3);
    assert_eq!(messages[1]["role"], "assistant");
    assert_eq!(messages[1]["content"][1]["type"], "tool_use");
    let result = &messages[2]["content"][0];
    assert_eq!(
        (result["type"].as_str(), result["toolUseId"].as_str()),
        (Some("tool_result"), Some("u1"))
    );
    assert_eq!(result["isError"], false, "{result}");
    assert!(
        result["content"]
            .to_string()
            .contains("Write notes one by one."),
        "{result}"
    );
    let patched = &asked[2]["messages"][4]["content"][0];
    assert_eq!(patched["toolUseId"], "u2");
    assert_eq!(patched["isError"], false, "{patched}");
    // The model's write landed.
    let md = std::fs::read_to_string(skill_dir.join("SKILL.md")).unwrap();
    assert!(md.contains("Write release notes per change."), "{md}");

    // The prompt is withdrawn.
    let prompts = capable.list_prompts().await.unwrap();
    assert!(prompts.iter().all(|p| p.name != CURATE_PROMPT));
    plain.close().await;
    capable.close().await;
    server.shutdown().await.unwrap();
}
