//! Every provider's files at once (tests/data/providers, hand-written from each tool's
//! documentation): what imports, from where, in which order, and what is skipped.

use std::path::{Path, PathBuf};

use lemon_core::paths::Env;
use lemon_tools::mcp::config::{AppConfig, Merged, Request, discover};
use lemon_tools::mcp::entry::Transport;

fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/providers")
}

fn run(env: Env) -> Merged {
    let proj = data().join("project");
    discover(&Request {
        env: &env,
        cwd: &proj,
        global: false,
        app: &AppConfig::default(),
    })
}

fn base() -> Env {
    Env::empty()
        .with("HOME", data().join("home"))
        .with("LEMON_MCP_EXTERNAL_USER_DISCOVERY", "1")
        .with("OC_TOKEN", "oc-secret-1111")
        .with("CODEX_TOKEN", "codex-secret-2222")
        .with("CODEX_PASS_THROUGH", "pass")
        .with("WS_KEY", "ws-secret-3333")
}

fn row(s: &lemon_tools::mcp::config::Server) -> String {
    format!(
        "{} {} {} {}",
        s.entry.name.as_deref().unwrap_or("-"),
        s.source,
        s.entry.kind().as_str(),
        if s.enabled { "on" } else { "off" }
    )
}

#[test]
fn every_provider_in_precedence_order() {
    let m = run(base());
    let rows: Vec<String> = m.effective.iter().map(row).collect();
    assert_eq!(
        rows,
        [
            "lemon-p lemon:project stdio on",
            "- lemon:project sse on",
            "lemon-g lemon:global http on",
            "omp-p omp:project stdio on",
            "omp-p2 omp:project http on",
            "omp-u omp:user stdio on",
            "claude-p claude:project stdio on",
            "claude-u claude:user sse on",
            "codex-p codex:project stdio on",
            "codex-r codex:project http on",
            "codex-u codex:user stdio on",
            "gemini-p gemini:project http on",
            "gemini-url gemini:project http on",
            "gemini-u gemini:user stdio on",
            "oc-local opencode:project stdio on",
            "oc-remote opencode:project http off",
            "oc-u opencode:user stdio on",
            "cursor-p cursor:project stdio off",
            "cursor-u cursor:user http on",
            "windsurf-p windsurf:project http on",
            "windsurf-u windsurf:user stdio off",
            "vscode-p vscode:project stdio on",
            "root-p root:project stdio on",
            "root-p2 root:project http on",
            "copilot-u copilot:user stdio on",
            "copilot-h copilot:user http on",
            "ag-p antigravity:project http on",
            "ag-u antigravity:user stdio on",
        ]
    );
    let skipped: Vec<String> = m
        .skipped
        .iter()
        .map(|s| {
            format!(
                "{} {} {}",
                s.name.as_deref().unwrap_or("-"),
                s.source,
                s.reason
            )
        })
        .collect();
    assert_eq!(
        skipped,
        [
            "vscode-input vscode:project it needs an interactive ${input:...} value",
            "both root:project it has both a command and a URL",
            "my server root:project invalid server name 'my server': use 1-64 ASCII letters, digits, '_', '.' or '-', starting with a letter or digit",
            "evil\\u{202e}txt root:project invalid server name 'evil\\u{202e}txt': use 1-64 ASCII letters, digits, '_', '.' or '-', starting with a letter or digit",
            "ws-one root:project transport type 'ws' is not supported",
        ]
    );
    assert_eq!(m.shadowed.len(), 1);
    assert_eq!(
        (
            m.shadowed[0].name.as_str(),
            m.shadowed[0].by.to_string().as_str()
        ),
        ("root-p", "root:project")
    );
}

#[test]
fn fields_are_carried_over() {
    let m = run(base());
    let proj = data().join("project");
    let home = data().join("home");
    let get = |n: &str| m.get(n).unwrap_or_else(|| panic!("{n}")).entry.clone();
    match get("codex-p").transport {
        Transport::Stdio {
            command, cwd, env, ..
        } => {
            assert_eq!(
                command,
                proj.join(".codex/bin/server").display().to_string()
            );
            assert_eq!(cwd.unwrap(), proj.join(".codex").display().to_string());
            assert_eq!(
                env.get("CODEX_PASS_THROUGH").map(String::as_str),
                Some("pass")
            );
        }
        other => panic!("{other:?}"),
    }
    let c = get("codex-p");
    assert_eq!(
        c.filters.allow_tools,
        Some(vec!["search".into(), "fetch".into()])
    );
    assert_eq!(c.ready_timeout_ms, 20_000);
    let r = get("codex-r");
    assert_eq!(r.timeout_ms, 60_000);
    assert_eq!(r.filters.block_tools, Some(vec!["delete".into()]));
    assert!(
        matches!(&r.transport, Transport::Remote { headers, .. } if headers == &[("Authorization".to_string(), "Bearer codex-secret-2222".to_string())])
    );
    let g = get("gemini-url");
    assert!(matches!(
        g.transport,
        Transport::Remote {
            sse_fallback: true,
            ..
        }
    ));
    assert_eq!(
        g.filters.allow_tools,
        Some(vec!["search".into(), "fetch".into()])
    );
    assert_eq!(get("gemini-p").timeout_ms, 30_000);
    match get("cursor-p").transport {
        Transport::Stdio { args, env, .. } => {
            assert_eq!(args[2], proj.display().to_string());
            assert_eq!(env["HOME_DIR"], home.display().to_string());
            assert_eq!(
                env["KEY"], "${env:CURSOR_KEY}",
                "unresolved placeholders stay literal"
            );
        }
        other => panic!("{other:?}"),
    }
    match get("omp-u").transport {
        Transport::Stdio { env, .. } => assert_eq!(env["OMP_KEY"], "sk-omp-default-0003"),
        other => panic!("{other:?}"),
    }
    match get("oc-local").transport {
        Transport::Stdio {
            command, args, env, ..
        } => {
            assert_eq!(
                (command.as_str(), args),
                ("bun", vec!["x".to_string(), "my-mcp".to_string()])
            );
            assert_eq!(env["TOKEN"], "oc-secret-1111");
        }
        other => panic!("{other:?}"),
    }
    assert!(
        matches!(get("windsurf-p").transport, Transport::Remote { ref url, ref headers, .. } if url == "https://windsurf.example.com/mcp" && headers[0].1 == "ws-secret-3333")
    );
    assert_eq!(
        get("copilot-u").filters.allow_tools,
        Some(vec!["browser_navigate".into()])
    );
    assert_eq!(get("copilot-h").filters.allow_tools, None);
    match get("gemini-u").transport {
        Transport::Stdio { cwd, .. } => {
            assert_eq!(cwd.unwrap(), proj.join("srv").display().to_string())
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn switches() {
    let m = run(base().without("LEMON_MCP_EXTERNAL_USER_DISCOVERY"));
    let users: Vec<String> = m
        .effective
        .iter()
        .filter(|s| s.source.to_string().ends_with(":user"))
        .map(row)
        .collect();
    assert_eq!(
        users,
        ["omp-u omp:user stdio on"],
        "only omp's user file by default"
    );
    let m = run(base().with("LEMON_MCP_EXTERNAL_DISCOVERY", "false"));
    assert!(m.effective.iter().all(|s| s.source.is_lemon_file()));
    assert!(m.skipped.is_empty());
    let m = run(base().with("LEMON_AGENT_DIR", data().join("home/.lemon/agent")));
    assert!(
        m.effective
            .iter()
            .all(|s| !s.source.to_string().ends_with(":user")),
        "isolated: no user files"
    );
}
