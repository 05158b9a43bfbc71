//! `lemon mcp status|tools|call` against an OAuth-protected server (the interop crate's
//! `protected_echo`: lemon-mcp's HTTP server behind a real authorization server on
//! 127.0.0.1), as separate `lemon` processes in a fresh HOME and agent directory: the
//! client-credentials tokens saved by the first process are sent by the second, which
//! makes no OAuth exchange; an authorization-code entry without a terminal is reported
//! as `authorization required` / `unavailable` with a hint, at once; on a real terminal
//! (tmux) the PKCE prompt is refused (`denied`) or approved, the printed URL followed,
//! and a later process reuses the saved tokens; no secret is printed.

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
    // `lemon mcp test` runs the same OAuth, with the saved tokens.
    let tested = tokio::task::block_in_place(|| w.run(&["mcp", "test", "secure", "--json"]));
    assert!(tested.status.success(), "{}", text(&tested));
    let report: Value = serde_json::from_slice(&tested.stdout).unwrap();
    assert_eq!(
        (report["ok"].clone(), report["tool_count"].clone()),
        (json!(true), json!(1))
    );
    assert_eq!(stats(&p.issuer).await["tokens_issued"], 1);
    for out in [&first, &call, &tested] {
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

/// `lemon ARGS` in a detached tmux session (a real terminal on stdin and stderr),
/// stdout to a file; `None` (skipped) without tmux unless `LEMON_TMUX_REQUIRED` is set.
struct Terminal {
    session: String,
    out: PathBuf,
}

impl Terminal {
    fn start(w: &World, args: &[&str]) -> Option<Terminal> {
        use std::process::Command as Std;
        if Std::new("tmux").arg("-V").output().is_err() {
            assert!(
                std::env::var_os("LEMON_TMUX_REQUIRED").is_none(),
                "tmux is not installed and LEMON_TMUX_REQUIRED is set"
            );
            println!("skipping: tmux is not installed (scripts/test.sh installs it)");
            return None;
        }
        static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let session = format!("lemon-oauth-{}-{n}", std::process::id());
        let out = w.home.join(format!("out-{n}.txt"));
        let bin = assert_cmd::cargo::cargo_bin("lemon");
        let mut line = format!(
            "cd '{}' && env -i PATH='{}' HOME='{}' LEMON_AGENT_DIR='{}' TERM=xterm '{}'",
            w.proj.display(),
            std::env::var("PATH").unwrap_or_default(),
            w.home.display(),
            w.agent.display(),
            bin.display()
        );
        for a in args {
            line.push_str(&format!(" '{a}'"));
        }
        line.push_str(&format!(
            " > '{0}'; echo EXIT=$? >> '{0}'; sleep 30",
            out.display()
        ));
        let started = Std::new("tmux")
            .args([
                "new-session",
                "-d",
                "-s",
                &session,
                "-x",
                "200",
                "-y",
                "50",
                &line,
            ])
            .status()
            .unwrap();
        assert!(started.success());
        Some(Terminal { session, out })
    }

    fn screen(&self) -> String {
        let out = std::process::Command::new("tmux")
            .args(["capture-pane", "-p", "-J", "-t", &self.session])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    async fn wait_for(&self, text: &str) -> String {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "never showed {text:?}:\n{screen}"
            );
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }

    fn answer(&self, text: &str) {
        for key in [text, "Enter"] {
            let sent = std::process::Command::new("tmux")
                .args(["send-keys", "-t", &self.session, key])
                .status()
                .unwrap();
            assert!(sent.success());
        }
    }

    async fn result(&self) -> Value {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        loop {
            if let Ok(text) = std::fs::read_to_string(&self.out)
                && let Some((json, exit)) = text.split_once("EXIT=")
            {
                assert_eq!(exit.trim(), "0", "{}", self.screen());
                return serde_json::from_str(json).unwrap();
            }
            assert!(
                std::time::Instant::now() < deadline,
                "never exited:\n{}",
                self.screen()
            );
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = std::process::Command::new("tmux")
            .args(["kill-session", "-t", &self.session])
            .status();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_terminal_approves_the_pkce_authorization_and_a_later_process_reuses_it() {
    let p = server(true).await;
    let port = lemon_interop::peers::free_port().unwrap();
    let w = World::new(json!([{"name": "secure", "type": "http", "url": p.url,
        "oauth": {"client_id": CLIENT, "flow": "authorization_code_pkce", "token_secret": "secure-tokens",
                  "redirect_uri": format!("http://127.0.0.1:{port}/callback")}}]));

    // Refused at the prompt: denied, nothing shown, nothing authorized.
    let Some(t) = Terminal::start(&w, &["mcp", "status", "--json"]) else {
        return;
    };
    let screen = t.wait_for("Authorize now").await;
    assert!(
        screen.contains(&format!("Authorization server: {}", p.issuer)),
        "{screen}"
    );
    assert!(!screen.contains("code_challenge"), "{screen}");
    t.answer("n");
    let status = t.result().await;
    assert_eq!(only(&status)["authorization"], "denied", "{status}");
    assert_eq!(stats(&p.issuer).await["authorizations"], 0);
    drop(t);

    // Approved: the URL is printed, the "browser" follows it, the server connects.
    let t = Terminal::start(&w, &["mcp", "status", "--json"]).unwrap();
    t.wait_for("Authorize now").await;
    t.answer("y");
    let screen = t.wait_for("/authorize?").await;
    let start = screen.find(&format!("{}/authorize?", p.issuer)).unwrap();
    let url: String = screen[start..]
        .chars()
        .take_while(|c| !c.is_whitespace())
        .collect();
    let followed = reqwest::get(&url).await.unwrap();
    assert!(followed.status().is_success(), "{}", followed.status());
    let status = t.result().await;
    assert_eq!(only(&status)["connected"], true, "{status}");
    let after = stats(&p.issuer).await;
    assert_eq!(after["authorizations"], 1);
    drop(t);

    // A later process without a terminal: the saved tokens, no prompt, no exchange.
    let out = tokio::task::block_in_place(|| w.run(&["mcp", "status", "--json"]));
    let status: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(only(&status)["connected"], true, "{}", text(&out));
    let later = stats(&p.issuer).await;
    for counter in ["authorizations", "tokens_issued", "resource_metadata"] {
        assert_eq!(later[counter], after[counter], "{counter}");
    }
}
