//! `lemon mcp status|tools|call` against an OAuth-protected server (the interop crate's
//! `protected_echo`: lemon-mcp's HTTP server behind a real authorization server on
//! 127.0.0.1), as separate `lemon` processes in a fresh HOME and agent directory: the
//! client-credentials tokens saved by the first process are sent by the second, which
//! makes no OAuth exchange; an authorization-code entry without a terminal is reported
//! as `authorization required` / `unavailable` with a hint, at once; no secret is printed.

use std::path::{Path, PathBuf};
use std::process::Output;

use assert_cmd::Command;
use lemon_interop::oauth_as::{ProtectedEcho, protected_echo};
use serde_json::{Value, json};

const CLIENT: &str = "cli-client";
const SECRET: &str = "cli-SECRET-7719";

struct World {
    _dir: tempfile::TempDir,
    home: PathBuf,
    agent: PathBuf,
    proj: PathBuf,
}

impl World {
    fn new(servers: Value) -> World {
        let dir = tempfile::tempdir().unwrap();
        let (home, agent, proj) = (
            dir.path().join("home"),
            dir.path().join("agent"),
            dir.path().join("proj"),
        );
        std::fs::create_dir_all(&home).unwrap();
        std::fs::create_dir_all(proj.join(".lemon")).unwrap();
        std::fs::write(
            proj.join(".lemon/mcp.json"),
            json!({ "servers": servers }).to_string(),
        )
        .unwrap();
        World {
            _dir: dir,
            home,
            agent,
            proj,
        }
    }

    fn run(&self, args: &[&str]) -> Output {
        Command::cargo_bin("lemon")
            .unwrap()
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", &self.home)
            .env("LEMON_AGENT_DIR", &self.agent)
            .current_dir(&self.proj)
            .args(args)
            .output()
            .unwrap()
    }
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

async fn stats(issuer: &str) -> Value {
    let body = reqwest::get(format!("{issuer}/stats"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    serde_json::from_str(&body).unwrap()
}

async fn server(auto_consent: bool) -> ProtectedEcho {
    let _ = rustls::crypto::ring::default_provider().install_default();
    protected_echo(CLIENT, SECRET, auto_consent).await.unwrap()
}

fn only(status: &Value) -> &Value {
    let servers = status["servers"].as_object().unwrap();
    assert_eq!(servers.len(), 1, "{status}");
    servers.values().next().unwrap()
}

fn secrets_file(agent: &Path) -> String {
    std::fs::read_to_string(agent.join("secrets.json")).unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_process_reuses_the_saved_client_credentials_tokens() {
    let p = server(false).await;
    let w = World::new(json!([{"name": "secure", "type": "http", "url": p.url,
        "ready_timeout_ms": 20000,
        "oauth": {"client_id": CLIENT, "client_secret": SECRET, "token_secret": "secure-tokens"}}]));
    let first = tokio::task::block_in_place(|| w.run(&["mcp", "status", "--json"]));
    assert!(first.status.success(), "{}", text(&first));
    let status: Value = serde_json::from_slice(&first.stdout).unwrap();
    assert_eq!(only(&status)["connected"], true, "{status}");
    let after_first = stats(&p.issuer).await;
    assert_eq!(after_first["tokens_issued"], 1);
    let saved = secrets_file(&w.agent);
    assert!(saved.contains("secure-tokens") && saved.contains("mcp_oauth"));

    let call = tokio::task::block_in_place(|| {
        let tools: Value =
            serde_json::from_slice(&w.run(&["mcp", "tools", "--json"]).stdout).unwrap();
        let name = tools["tools"][0]["name"].as_str().unwrap().to_string();
        w.run(&[
            "mcp",
            "call",
            &name,
            "--args",
            r#"{"message":"hi"}"#,
            "--json",
        ])
    });
    assert!(call.status.success(), "{}", text(&call));
    let answer: Value = serde_json::from_slice(&call.stdout).unwrap();
    assert_eq!(answer["content"], json!(["echo:hi"]));
    let after = stats(&p.issuer).await;
    for counter in ["tokens_issued", "resource_metadata", "server_metadata"] {
        assert_eq!(
            after[counter], after_first[counter],
            "{counter}: a later process exchanged"
        );
    }
    let access =
        serde_json::from_str::<Value>(&saved).unwrap()["secrets"]["secure-tokens"]["value"]
            .as_str()
            .map(|v| {
                serde_json::from_str::<Value>(v).unwrap()["access_token"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .unwrap();
    for out in [&first, &call] {
        let shown = text(out);
        assert!(
            !shown.contains(SECRET) && !shown.contains(&access),
            "{shown}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_authorization_without_a_terminal_is_unavailable_with_a_hint() {
    let p = server(true).await;
    let port = lemon_interop::peers::free_port().unwrap();
    let w = World::new(json!([{"name": "secure", "type": "http", "url": p.url,
        "oauth": {"client_id": CLIENT, "flow": "authorization_code_pkce",
                  "redirect_uri": format!("http://127.0.0.1:{port}/callback")}}]));
    let started = std::time::Instant::now();
    let out = tokio::task::block_in_place(|| w.run(&["mcp", "status", "--json"]));
    assert!(out.status.success(), "{}", text(&out));
    assert!(started.elapsed() < std::time::Duration::from_secs(30));
    let status: Value = serde_json::from_slice(&out.stdout).unwrap();
    let s = only(&status);
    assert_eq!(s["connected"], false);
    assert_eq!(s["last_error"], "authorization required");
    assert_eq!(s["authorization"], "unavailable");

    let human = tokio::task::block_in_place(|| w.run(&["mcp", "status"]));
    let shown = text(&human);
    assert!(
        shown.contains("secure: authorization needs a person, and nobody could be asked; hint: run `lemon mcp status` on a terminal"),
        "{shown}"
    );
    assert!(
        !shown.contains("oauth:"),
        "no URL is shown without an approval: {shown}"
    );
    assert_eq!(stats(&p.issuer).await["authorizations"], 0);
}
