//! `lemon serve --print-config CLIENT`: each snippet, written where its tool keeps it in
//! the project, is read back by Lemon's own importer of that tool (`lemon mcp list
//! --all`), and the registered server starts and serves the skills without starting
//! itself again (a `lemon serve` started by another serves no MCP servers).

use std::time::{Duration, Instant};

use serde_json::Value;

use crate::{Sandbox, json_of, skill_md, write_skill};

/// `lemon serve --print-config CLIENT` with no `lemon` on `PATH`: the snippet names the
/// binary under test.
fn snippet(sb: &Sandbox, client: &str) -> String {
    let out = sb
        .std_command(&sb.repo, &["serve", "--print-config", client])
        .env("PATH", "/usr/bin:/bin")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("merge this into"), "{stderr}");
    String::from_utf8(out.stdout).unwrap()
}

fn effective(sb: &Sandbox) -> Vec<Value> {
    let v = sb.json(&["mcp", "list", "--all", "--json"]);
    v["effective"].as_array().unwrap().clone()
}

#[test]
fn every_snippet_is_read_back_by_the_importer_of_its_tool() {
    for (client, file, source) in [
        ("claude", ".mcp.json", "root:project"),
        ("cursor", ".cursor/mcp.json", "cursor:project"),
        ("gemini", ".gemini/settings.json", "gemini:project"),
        ("vscode", ".vscode/mcp.json", "vscode:project"),
        ("opencode", "opencode.json", "opencode:project"),
        ("codex", ".codex/config.toml", "codex:project"),
    ] {
        let sb = Sandbox::new();
        let text = snippet(&sb, client);
        let path = sb.repo.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &text).unwrap();
        let servers = effective(&sb);
        let lemon = servers
            .iter()
            .find(|s| s["name"] == "lemon")
            .unwrap_or_else(|| panic!("{client}: {servers:?}\n{text}"));
        assert_eq!(lemon["source"], source, "{client}: {lemon}");
        assert_eq!(lemon["type"], "stdio", "{client}: {lemon}");
        assert_eq!(lemon["enabled"], true, "{client}: {lemon}");
    }
}

#[test]
fn json_output_names_the_file_and_keeps_the_serve_flags() {
    let sb = Sandbox::new();
    let v = json_of(sb.lemon(&["serve", "--print-config", "vscode", "--no-mcp", "--json"]));
    assert_eq!(v["client"], "vscode");
    assert_eq!(v["file"], ".vscode/mcp.json");
    assert_eq!(v["format"], "json");
    let args = v["config"]["servers"]["lemon"]["args"].as_array().unwrap();
    let args: Vec<&str> = args.iter().map(|a| a.as_str().unwrap()).collect();
    assert_eq!(args[0], "--cwd");
    assert_eq!(&args[2..], ["serve", "--no-mcp"]);
    sb.lemon(&["serve", "--json"]).assert().failure();
}

#[test]
fn a_registered_lemon_serve_serves_the_skills_and_does_not_start_itself_again() {
    let sb = Sandbox::new();
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "pdf-forms",
        &skill_md("pdf-forms", "Fill in and flatten PDF forms"),
    );
    std::fs::write(sb.repo.join(".mcp.json"), snippet(&sb, "claude")).unwrap();
    // `lemon mcp tools` starts the project's servers, `lemon serve` among them; that one
    // would start its own servers (itself included) if nothing stopped it.
    let started = Instant::now();
    let v = sb.json(&["mcp", "tools", "--json"]);
    assert!(started.elapsed() < Duration::from_secs(60));
    let names: Vec<&str> = v["tools"]
        .as_array()
        .unwrap_or_else(|| panic!("{v}"))
        .iter()
        .filter_map(|t| t["name"].as_str())
        .collect();
    assert!(
        names.iter().any(|n| n.starts_with("mcp_lemon_read_skill_")),
        "{names:?}"
    );
    // One level only: the served lemon's tools are the skill tools plus the tools of
    // the one it started (itself, skills only), never a third level.
    assert!(
        !names
            .iter()
            .any(|n| n.contains("mcp_lemon_mcp_lemon_mcp_lemon")),
        "{names:?}"
    );
}
