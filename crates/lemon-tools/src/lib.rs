//! `lemon-tools`: Lemon's MCP source, between the command line and the libraries.
//!
//! * [`mcp::config`]: where server configuration comes from (Lemon's project and global
//!   `mcp.json`, `LEMON_MCP_SERVERS`, the application list, other tools' files) and
//!   the effective set after precedence, with every shadowed and skipped entry.
//! * [`mcp::entry`]: the entry schema and its validation, with the spec's messages.
//! * [`mcp::import`]: other coding tools' MCP files (omp, Claude Code, Codex, Gemini
//!   CLI, OpenCode, Cursor, Windsurf, VS Code, root files, Copilot CLI, Antigravity).
//! * [`mcp::edit`]: the changes `lemon mcp add|remove|enable|disable` make to a Lemon
//!   file, under its lock, with a private temporary file and an atomic rename.
//! * [`mcp::probe`]: `lemon mcp test`, an isolated connect and `tools/list`.
//!
//! Depends on `lemon-core` (paths, bounded reads, atomic writes, locks, redaction) and
//! `lemon-mcp` (the client); like every library here it never prints and never reads the
//! process environment itself: callers pass an [`lemon_core::paths::Env`].
//!
//! ```
//! use lemon_core::paths::Env;
//! use lemon_tools::mcp::config::{discover, AppConfig, Request};
//! let dir = tempfile::tempdir().unwrap();
//! std::fs::create_dir_all(dir.path().join(".lemon")).unwrap();
//! std::fs::write(dir.path().join(".lemon/mcp.json"),
//!     r#"{"servers":[{"name":"git","type":"stdio","command":"uvx"}]}"#).unwrap();
//! let env = Env::empty().with("LEMON_AGENT_DIR", dir.path().join("agent"));
//! let merged = discover(&Request { env: &env, cwd: dir.path(), global: false, app: &AppConfig::default() });
//! assert_eq!(merged.effective[0].source.to_string(), "lemon:project");
//! ```

pub mod mcp;
pub mod registry;
pub mod serve;
