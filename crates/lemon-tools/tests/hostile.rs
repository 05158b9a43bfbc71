//! Hostile configuration files: each is one clear skipped entry and hides no other source.

use lemon_core::paths::Env;
use lemon_tools::mcp::config::{AppConfig, Request, discover};
use lemon_tools::mcp::entry::Transport;

#[test]
fn hostile_files_are_reported_and_hide_nothing() {
    let t = tempfile::tempdir().unwrap();
    let p = t.path().join("proj");
    let w = |rel: &str, bytes: &[u8]| {
        let f = p.join(rel);
        std::fs::create_dir_all(f.parent().unwrap()).unwrap();
        std::fs::write(f, bytes).unwrap();
    };
    // 10 MB of valid JSON.
    let mut big = String::from("{\"mcpServers\":{\"big\":{\"command\":\"x\",\"args\":[\"");
    big.push_str(&"a".repeat(10 * 1024 * 1024));
    big.push_str("\"]}}}");
    w(".cursor/mcp.json", big.as_bytes());
    w(
        ".gemini/settings.json",
        b"{\"mcpServers\":{\"g\":{\"command\":\"\xff\xfe\"}}}",
    );
    w(
        ".vscode/mcp.json",
        format!(
            "{{\"servers\":{}{}}}",
            "[".repeat(100_000),
            "]".repeat(100_000)
        )
        .as_bytes(),
    );
    w(
        ".codex/config.toml",
        format!("x = {}{}", "[".repeat(100_000), "]".repeat(100_000)).as_bytes(),
    );
    w(
        ".omp/mcp.json",
        "{\"mcpServers\":{\"ok\u{202E}\":{\"command\":\"x\"}}}".as_bytes(),
    );
    w(".lemon/mcp.json", b"{\"servers\": 7}");
    // Shell metacharacters are just bytes of an argument vector.
    w(".windsurf/mcp_config.json", br#"{"mcpServers":{"fine":{"command":"sh -c 'touch /tmp/pwned'; echo","args":["$(id)","`id`","a|b"]}}}"#);
    // A FIFO where a file should be would block a plain open; it is reported instead.
    #[cfg(unix)]
    {
        std::fs::create_dir_all(p.join(".claude")).unwrap();
        let fifo = std::ffi::CString::new(p.join(".claude/.mcp.json").to_str().unwrap()).unwrap();
        assert_eq!(unsafe { libc_mkfifo(fifo.as_ptr(), 0o600) }, 0);
        std::fs::write(p.join("opencode.json"), r#"{"mcp":{"oc":{"type":"local","command":["x"],"environment":{"K":"{file:.claude/.mcp.json}"}}}}"#).unwrap();
    }
    let env = Env::empty().with("HOME", t.path().join("home"));
    let start = std::time::Instant::now();
    let m = discover(&Request {
        env: &env,
        cwd: &p,
        global: false,
        app: &AppConfig::default(),
    });
    assert!(start.elapsed().as_secs() < 5);
    let reasons: Vec<(String, String)> = m
        .skipped
        .iter()
        .map(|s| (s.source.to_string(), s.reason.to_string()))
        .collect();
    assert_eq!(
        reasons,
        [
            ("lemon:project".to_string(), "\"servers\" is not an array".to_string()),
            ("omp:project".to_string(), "invalid server name 'ok\\u{202e}': use 1-64 ASCII letters, digits, '_', '.' or '-', starting with a letter or digit".to_string()),
            #[cfg(unix)]
            ("claude:project".to_string(), "not a regular file; not read".to_string()),
            ("codex:project".to_string(), "file is not valid TOML: nested too deeply".to_string()),
            ("gemini:project".to_string(), "file is not valid UTF-8".to_string()),
            ("cursor:project".to_string(), "file is larger than 4194304 bytes; not read".to_string()),
            ("vscode:project".to_string(), "file is not valid JSONC: nested too deeply".to_string()),
        ]
    );
    assert!(
        m.skipped
            .iter()
            .all(|s| !s.reason.to_string().contains('\u{202E}'))
    );
    #[cfg(unix)]
    match &m.get("oc").unwrap().entry.transport {
        Transport::Stdio { env, .. } => assert_eq!(env["K"], "{file:.claude/.mcp.json}"),
        other => panic!("{other:?}"),
    }
    let fine = m.get("fine").expect("the valid file still imports");
    match &fine.entry.transport {
        Transport::Stdio { command, args, .. } => {
            assert_eq!(command, "sh -c 'touch /tmp/pwned'; echo");
            assert_eq!(args, &["$(id)", "`id`", "a|b"]);
        }
        other => panic!("{other:?}"),
    }
}

#[cfg(unix)]
unsafe extern "C" {
    #[link_name = "mkfifo"]
    fn libc_mkfifo(path: *const std::os::raw::c_char, mode: u32) -> i32;
}
