//! Imports from other coding tools' MCP files (spec G.8): which files each provider has,
//! in omp's provider order, and how each provider's entries become Lemon entries.
//!
//! Every file is read with a bound ([`MAX_IMPORT_BYTES`]); a file that is too large, not
//! UTF-8, not parseable or too deeply nested is one [`FileProblem`] and hides no other
//! file. Entries come back as Lemon-form JSON, to go through the same parser as
//! Lemon's own entries. Lemon never writes any of these files.

use std::path::{Path, PathBuf};

use serde_json::{Map, Value, json};

use lemon_core::paths::Env;

use super::text::{NeedsInput, Vars, expand, expand_opencode, strip_jsonc};

/// The largest file an importer reads (4 MiB); larger ones are reported, not read.
pub const MAX_IMPORT_BYTES: u64 = 4 * 1024 * 1024;

/// The tools Lemon imports from, in omp's order (the order of precedence among imports),
/// then the two the seed does not list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tool {
    /// omp (`.omp/`).
    Omp,
    /// Claude Code.
    Claude,
    /// OpenAI Codex CLI (TOML).
    Codex,
    /// Gemini CLI.
    Gemini,
    /// OpenCode (JSONC).
    OpenCode,
    /// Cursor.
    Cursor,
    /// Windsurf.
    Windsurf,
    /// VS Code (JSONC).
    VsCode,
    /// `mcp.json` / `.mcp.json` in the project root (also what `claude mcp add --scope
    /// project` writes).
    Root,
    /// GitHub Copilot CLI.
    Copilot,
    /// Google Antigravity.
    Antigravity,
}

/// Every tool, in precedence order.
pub const TOOLS: [Tool; 11] = [
    Tool::Omp,
    Tool::Claude,
    Tool::Codex,
    Tool::Gemini,
    Tool::OpenCode,
    Tool::Cursor,
    Tool::Windsurf,
    Tool::VsCode,
    Tool::Root,
    Tool::Copilot,
    Tool::Antigravity,
];

impl Tool {
    /// The provider label of `source` (spec H.5).
    pub fn label(self) -> &'static str {
        match self {
            Tool::Omp => "omp",
            Tool::Claude => "claude",
            Tool::Codex => "codex",
            Tool::Gemini => "gemini",
            Tool::OpenCode => "opencode",
            Tool::Cursor => "cursor",
            Tool::Windsurf => "windsurf",
            Tool::VsCode => "vscode",
            Tool::Root => "root",
            Tool::Copilot => "copilot",
            Tool::Antigravity => "antigravity",
        }
    }

    /// Project files, relative to the requesting directory. Each inner list is
    /// "the first that exists".
    pub fn project_files(self) -> &'static [&'static [&'static str]] {
        match self {
            Tool::Omp => &[&[".omp/mcp.json"], &[".omp/.mcp.json"]],
            Tool::Claude => &[&[".claude/.mcp.json", ".claude/mcp.json"]],
            Tool::Codex => &[&[".codex/config.toml"]],
            Tool::Gemini => &[&[".gemini/settings.json"]],
            Tool::OpenCode => &[
                &["opencode.json", "opencode.jsonc"],
                &[".opencode/opencode.json", ".opencode/opencode.jsonc"],
            ],
            Tool::Cursor => &[&[".cursor/mcp.json"]],
            Tool::Windsurf => &[&[".windsurf/mcp_config.json"]],
            Tool::VsCode => &[&[".vscode/mcp.json"]],
            Tool::Root => &[&["mcp.json"], &[".mcp.json"]],
            Tool::Copilot => &[],
            Tool::Antigravity => &[&[".agents/mcp_config.json"]],
        }
    }

    /// User files under `home`, same shape as [`Tool::project_files`]. Claude Code's and
    /// Codex's directories can be moved (`CLAUDE_CONFIG_DIR`, `CODEX_HOME`).
    pub fn user_files(self, home: &Path, env: &Env) -> Vec<Vec<PathBuf>> {
        let h = |p: &str| home.join(p);
        match self {
            Tool::Omp => vec![
                vec![h(".omp/agent/mcp.json")],
                vec![h(".omp/agent/.mcp.json")],
            ],
            Tool::Claude => match env.path("CLAUDE_CONFIG_DIR") {
                Some(dir) => vec![vec![dir.join(".claude.json"), dir.join("mcp.json")]],
                None => vec![vec![h(".claude.json"), h(".claude/mcp.json")]],
            },
            Tool::Codex => match env.path("CODEX_HOME") {
                Some(dir) => vec![vec![dir.join("config.toml")]],
                None => vec![vec![h(".codex/config.toml")]],
            },
            Tool::Gemini => vec![vec![h(".gemini/settings.json")]],
            Tool::OpenCode => vec![vec![
                h(".config/opencode/opencode.json"),
                h(".config/opencode/opencode.jsonc"),
            ]],
            Tool::Cursor => vec![vec![h(".cursor/mcp.json")]],
            Tool::Windsurf => vec![vec![h(".codeium/windsurf/mcp_config.json")]],
            Tool::VsCode | Tool::Root => vec![],
            Tool::Copilot => vec![vec![h(".copilot/mcp-config.json")]],
            Tool::Antigravity => vec![vec![h(".gemini/antigravity-cli/mcp_config.json")]],
        }
    }
}

/// One server a tool's file declares: its raw name (map key) and either a Lemon-form
/// entry or why it is skipped.
#[derive(Debug, Clone)]
pub struct Declared {
    /// The map key, as written.
    pub name: String,
    /// The Lemon-form entry (with `name`), or the skip reason.
    pub entry: Result<Value, Skip>,
}

/// Why one declared server is not imported (it claims no name).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Skip {
    /// A JSON entry that is not an object.
    #[error("the entry is not an object")]
    NotAnObject,
    /// A Codex entry that is not a table.
    #[error("the entry is not a table")]
    NotATable,
    /// Both a command and a URL.
    #[error("it has both a command and a URL")]
    CommandAndUrl,
    /// Neither a command nor a URL.
    #[error("it has neither a command nor a URL")]
    NoCommandOrUrl,
    /// A `type` Lemon has no transport for (`ws`, …), shown escaped.
    #[error("transport type {0} is not supported")]
    UnsupportedType(String),
    /// A VS Code `${input:…}` placeholder: only a person can supply it.
    #[error("it needs an interactive ${{input:...}} value")]
    NeedsInput,
    /// An empty command array.
    #[error("its command is empty")]
    EmptyCommand,
    /// Arguments that are not strings or numbers.
    #[error("its arguments are not strings")]
    ArgsNotStrings,
}

/// A file that could not be used at all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FileProblem {
    /// Larger than [`MAX_IMPORT_BYTES`].
    #[error("file is larger than {0} bytes; not read")]
    TooLarge(u64),
    /// Not UTF-8.
    #[error("file is not valid UTF-8")]
    NotUtf8,
    /// A directory, FIFO or device where a file should be.
    #[error("not a regular file; not read")]
    NotAFile,
    /// Could not be read.
    #[error("file cannot be read ({0})")]
    Unreadable(String),
    /// Not JSON / TOML, or nested too deeply.
    #[error("file is not valid {format}: {detail}")]
    Syntax {
        /// `JSON`, `JSONC` or `TOML`.
        format: &'static str,
        /// Line and column, or what the parser said (never the file's text).
        detail: String,
    },
    /// The servers container has the wrong type.
    #[error("{0}")]
    Shape(String),
}

/// What the importer needs besides the file.
pub struct Ctx<'a> {
    /// Variables for expansion and for Codex's environment-reading keys.
    pub env: &'a Env,
    /// The requesting project directory.
    pub project: &'a Path,
    /// The home directory user files are read from.
    pub home: Option<&'a Path>,
}

/// Reads a tool's file: the bounded text (missing: `Ok(None)`). Only regular files are
/// opened (a FIFO or device in its place would block or never end).
pub fn read_file(path: &Path) -> Result<Option<String>, FileProblem> {
    match std::fs::metadata(path) {
        Ok(m) if !m.is_file() => return Err(FileProblem::NotAFile),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        _ => {}
    }
    match lemon_core::read::read_bounded_string(path, MAX_IMPORT_BYTES) {
        Ok(s) => Ok(Some(s)),
        Err(e) if e.is_not_found() => Ok(None),
        Err(lemon_core::read::ReadError::TooLarge { limit, .. }) => {
            Err(FileProblem::TooLarge(limit))
        }
        Err(lemon_core::read::ReadError::NotUtf8 { .. }) => Err(FileProblem::NotUtf8),
        Err(lemon_core::read::ReadError::Io { source, .. }) => {
            Err(FileProblem::Unreadable(source.kind().to_string()))
        }
    }
}

/// The servers a tool's file declares. `user`: the file is the tool's user-level file
/// (matters for Claude Code's `~/.claude.json`).
pub fn parse(
    tool: Tool,
    path: &Path,
    text: &str,
    user: bool,
    ctx: &Ctx<'_>,
) -> Result<Vec<Declared>, FileProblem> {
    let dir = path.parent().unwrap_or(Path::new("/"));
    if tool == Tool::Codex {
        return codex(text, dir, ctx);
    }
    let jsonc = matches!(tool, Tool::OpenCode | Tool::VsCode)
        || path.extension().is_some_and(|e| e == "jsonc");
    let root: Value = if jsonc {
        serde_json::from_str(&strip_jsonc(text)).map_err(|e| syntax("JSONC", &e))?
    } else {
        serde_json::from_str(text).map_err(|e| syntax("JSON", &e))?
    };
    if !root.is_object() {
        return Err(FileProblem::Shape("the top level is not an object".into()));
    }
    match tool {
        Tool::OpenCode => opencode(&root, dir, ctx),
        Tool::VsCode => {
            let servers = root
                .get("servers")
                .or_else(|| root.get("mcp").and_then(|m| m.get("servers")))
                .or_else(|| root.get("mcp.servers"));
            json_map(tool, servers, "servers", ctx)
        }
        Tool::Claude if user && path.file_name().is_some_and(|n| n == ".claude.json") => {
            let mut out = Vec::new();
            if let Some(projects) = root.get("projects").and_then(Value::as_object) {
                // Claude Code keys local-scope servers by the project (git) root: the
                // requesting directory first, then its ancestors, nearest first.
                let key = ctx.project.ancestors().find_map(|a| {
                    projects
                        .get(a.to_str()?)
                        .filter(|p| p.get("mcpServers").is_some())
                });
                if let Some(p) = key {
                    out.extend(json_map(tool, p.get("mcpServers"), "mcpServers", ctx)?);
                }
            }
            out.extend(json_map(tool, root.get("mcpServers"), "mcpServers", ctx)?);
            Ok(out)
        }
        _ => json_map(tool, root.get("mcpServers"), "mcpServers", ctx),
    }
}

fn syntax(format: &'static str, e: &serde_json::Error) -> FileProblem {
    let detail = if e.to_string().contains("recursion limit") {
        "nested too deeply".to_string()
    } else {
        format!("line {} column {}", e.line(), e.column())
    };
    FileProblem::Syntax { format, detail }
}

/// `mcpServers` / `servers`: `{name: entry}` maps of the JSON providers.
fn json_map(
    tool: Tool,
    servers: Option<&Value>,
    key: &str,
    ctx: &Ctx<'_>,
) -> Result<Vec<Declared>, FileProblem> {
    let map = match servers {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Object(m)) => m,
        Some(_) => return Err(FileProblem::Shape(format!("\"{key}\" is not an object"))),
    };
    let vars = Vars {
        env: ctx.env,
        workspace: ctx.project,
        home: ctx.home,
    };
    Ok(map
        .iter()
        .map(|(name, v)| Declared {
            name: name.clone(),
            entry: json_entry(tool, name, v, &vars),
        })
        .collect())
}

fn json_entry(tool: Tool, name: &str, v: &Value, vars: &Vars<'_>) -> Result<Value, Skip> {
    let Some(o) = v.as_object() else {
        return Err(Skip::NotAnObject);
    };
    let command = o.get("command");
    // Gemini's httpUrl is Streamable HTTP; Windsurf's and Antigravity's serverUrl is the URL.
    let (url, url_key) = match (o.get("httpUrl"), o.get("serverUrl"), o.get("url")) {
        (Some(u), _, _) => (Some(u), "httpUrl"),
        (None, Some(u), _) => (Some(u), "serverUrl"),
        (None, None, u) => (u, "url"),
    };
    if command.is_some() && url.is_some() {
        return Err(Skip::CommandAndUrl);
    }
    let declared_type = o.get("type").and_then(Value::as_str);
    let mut sse_fallback = false;
    let kind = match declared_type {
        Some("stdio" | "local") => "stdio",
        Some("http" | "streamable-http" | "streamableHttp" | "streamable_http") => "http",
        Some("sse") => "sse",
        Some(other) => {
            return Err(Skip::UnsupportedType(super::name::display_name(other)));
        }
        None if command.is_some() => "stdio",
        None if url.is_some() => {
            if tool == Tool::Gemini && url_key == "url" {
                // Gemini CLI: a bare `url` is Streamable HTTP with a fallback to SSE
                // (older releases: SSE only).
                sse_fallback = true;
            }
            "http"
        }
        None => return Err(Skip::NoCommandOrUrl),
    };
    let x = |s: &str| expand(s, vars).map_err(|NeedsInput| Skip::NeedsInput);
    let mut e = Map::new();
    e.insert("name".into(), json!(name));
    e.insert("type".into(), json!(kind));
    if let Some(c) = command {
        match c {
            Value::String(c) => {
                e.insert("command".into(), json!(x(c)?));
            }
            // A command array (program and arguments), as OpenCode writes it.
            Value::Array(parts) => {
                let mut parts = string_list(parts, &x)?;
                if parts.is_empty() {
                    return Err(Skip::EmptyCommand);
                }
                let program = parts.remove(0);
                e.insert("command".into(), json!(program));
                e.insert("args".into(), json!(parts));
            }
            other => {
                e.insert("command".into(), other.clone());
            }
        }
    }
    if let Some(Value::Array(args)) = o.get("args") {
        let mut all: Vec<String> = e
            .get("args")
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(|s| s.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default();
        all.extend(string_list(args, &x)?);
        e.insert("args".into(), json!(all));
    } else if let Some(a) = o.get("args") {
        e.insert("args".into(), a.clone());
    }
    if let Some(u) = url {
        match u {
            Value::String(u) => e.insert("url".into(), json!(x(u)?)),
            other => e.insert("url".into(), other.clone()),
        };
    }
    for (from, to) in [
        ("env", "env"),
        ("environment", "env"),
        ("headers", "headers"),
    ] {
        if let Some(m) = o.get(from) {
            e.insert(to.into(), expand_map(m, &x)?);
        }
    }
    if let Some(Value::String(c)) = o.get("cwd") {
        let c = x(c)?;
        let abs = lemon_core::paths::absolutize(Path::new(&c), vars.workspace);
        e.insert("cwd".into(), json!(abs.display().to_string()));
    }
    if sse_fallback {
        e.insert("sse_fallback".into(), json!(true));
    }
    // Tool filters: Gemini includeTools/excludeTools (a list, or one comma-joined
    // string), Copilot CLI `tools` (["*"] means all).
    for (from, to) in [
        ("includeTools", "allow_tools"),
        ("excludeTools", "block_tools"),
    ] {
        if let Some(v) = o.get(from) {
            e.insert(to.into(), tool_list(v));
        }
    }
    if tool == Tool::Copilot
        && let Some(Value::Array(t)) = o.get("tools")
        && !t.iter().any(|s| s == "*")
    {
        e.insert("allow_tools".into(), json!(t));
    }
    // Gemini's and OpenCode's `timeout` is in milliseconds.
    if let Some(t) = o.get("timeout").filter(|t| t.is_u64()) {
        e.insert("timeout_ms".into(), t.clone());
    }
    if o.get("disabled") == Some(&json!(true)) || o.get("enabled") == Some(&json!(false)) {
        e.insert("enabled".into(), json!(false));
    }
    Ok(Value::Object(e))
}

fn string_list(
    items: &[Value],
    x: &impl Fn(&str) -> Result<String, Skip>,
) -> Result<Vec<String>, Skip> {
    items
        .iter()
        .map(|v| match v {
            Value::String(s) => x(s),
            Value::Number(n) => Ok(n.to_string()),
            _ => Err(Skip::ArgsNotStrings),
        })
        .collect()
}

fn expand_map(m: &Value, x: &impl Fn(&str) -> Result<String, Skip>) -> Result<Value, Skip> {
    let Some(m) = m.as_object() else {
        return Ok(m.clone());
    };
    let mut out = Map::new();
    for (k, v) in m {
        out.insert(
            k.clone(),
            match v {
                Value::String(s) => json!(x(s)?),
                other => other.clone(),
            },
        );
    }
    Ok(Value::Object(out))
}

fn tool_list(v: &Value) -> Value {
    match v {
        Value::String(s) => json!(
            s.split(',')
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .collect::<Vec<_>>()
        ),
        other => other.clone(),
    }
}

/// OpenCode: `mcp{name: {type: local|remote, command: [..], environment, url, headers,
/// enabled, timeout}}` with `{env:VAR}` / `{file:path}` substitution.
fn opencode(root: &Value, dir: &Path, ctx: &Ctx<'_>) -> Result<Vec<Declared>, FileProblem> {
    let map = match root.get("mcp") {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Object(m)) => m,
        Some(_) => return Err(FileProblem::Shape("\"mcp\" is not an object".into())),
    };
    let sub =
        |v: &Value| -> Value { substitute(v, &|s| expand_opencode(s, ctx.env, dir, ctx.home)) };
    let vars = Vars {
        env: ctx.env,
        workspace: ctx.project,
        home: ctx.home,
    };
    Ok(map
        .iter()
        .map(|(name, v)| {
            let v = sub(v);
            let entry = match v.get("type").and_then(Value::as_str) {
                Some("local") | Some("remote") | None => {
                    let mut o = v.as_object().cloned().unwrap_or_default();
                    match o.get("type").and_then(Value::as_str) {
                        Some("local") => {
                            o.insert("type".into(), json!("stdio"));
                        }
                        Some("remote") => {
                            o.insert("type".into(), json!("http"));
                        }
                        _ => {}
                    }
                    if v.is_object() {
                        json_entry(Tool::OpenCode, name, &Value::Object(o), &vars)
                    } else {
                        Err(Skip::NotAnObject)
                    }
                }
                Some(other) => Err(Skip::UnsupportedType(super::name::display_name(other))),
            };
            Declared {
                name: name.clone(),
                entry,
            }
        })
        .collect())
}

fn substitute(v: &Value, f: &impl Fn(&str) -> String) -> Value {
    match v {
        Value::String(s) => Value::String(f(s)),
        Value::Array(a) => Value::Array(a.iter().map(|i| substitute(i, f)).collect()),
        Value::Object(m) => Value::Object(
            m.iter()
                .map(|(k, v)| (k.clone(), substitute(v, f)))
                .collect(),
        ),
        other => other.clone(),
    }
}

/// The deepest TOML nesting accepted; deeper files are refused before parsing (the TOML
/// parser recurses).
const MAX_TOML_DEPTH: usize = 64;

/// Codex `config.toml`: `[mcp_servers.<name>]`.
fn codex(text: &str, dir: &Path, ctx: &Ctx<'_>) -> Result<Vec<Declared>, FileProblem> {
    if toml_depth(text) > MAX_TOML_DEPTH {
        return Err(FileProblem::Syntax {
            format: "TOML",
            detail: "nested too deeply".into(),
        });
    }
    let table: toml::Table = toml::from_str(text).map_err(|e| FileProblem::Syntax {
        format: "TOML",
        detail: match e.span() {
            Some(span) => {
                let line = text[..span.start.min(text.len())].matches('\n').count() + 1;
                format!("line {line}")
            }
            None => "unparseable".into(),
        },
    })?;
    let root = serde_json::to_value(&table)
        .map_err(|_| FileProblem::Shape("unconvertible TOML".into()))?;
    let map = match root.get("mcp_servers") {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Object(m)) => m.clone(),
        Some(_) => return Err(FileProblem::Shape("\"mcp_servers\" is not a table".into())),
    };
    Ok(map
        .iter()
        .map(|(name, v)| Declared {
            name: name.clone(),
            entry: codex_entry(name, v, dir, ctx),
        })
        .collect())
}

fn env_value(env: &Env, name: &str) -> Option<String> {
    env.get(name)?.to_str().map(str::to_string)
}

fn codex_entry(name: &str, v: &Value, dir: &Path, ctx: &Ctx<'_>) -> Result<Value, Skip> {
    let Some(o) = v.as_object() else {
        return Err(Skip::NotATable);
    };
    let command = o.get("command");
    let url = o.get("url");
    if command.is_some() && url.is_some() {
        return Err(Skip::CommandAndUrl);
    }
    let mut e = Map::new();
    e.insert("name".into(), json!(name));
    if let Some(c) = command {
        e.insert("type".into(), json!("stdio"));
        // A `./` or `../` command is relative to the config file's directory.
        let c = match c.as_str() {
            Some(s) if s.starts_with("./") || s.starts_with("../") => {
                json!(
                    lemon_core::paths::absolutize(Path::new(s), dir)
                        .display()
                        .to_string()
                )
            }
            _ => c.clone(),
        };
        e.insert("command".into(), c);
        if let Some(a) = o.get("args") {
            e.insert("args".into(), a.clone());
        }
        let mut env = o
            .get("env")
            .and_then(Value::as_object)
            .cloned()
            .unwrap_or_default();
        // env_vars: names (or {name, source}) of variables passed through from the
        // current environment; a missing one is left out.
        if let Some(Value::Array(vars)) = o.get("env_vars") {
            for var in vars {
                let n = var
                    .as_str()
                    .or_else(|| var.get("name").and_then(Value::as_str));
                if let Some(n) = n
                    && let Some(val) = env_value(ctx.env, n)
                {
                    env.insert(n.to_string(), json!(val));
                }
            }
        }
        if !env.is_empty() {
            e.insert("env".into(), Value::Object(env));
        } else if let Some(bad) = o.get("env").filter(|v| !v.is_object()) {
            e.insert("env".into(), bad.clone());
        }
        if let Some(Value::String(c)) = o.get("cwd") {
            let abs = lemon_core::paths::absolutize(Path::new(c), dir);
            e.insert("cwd".into(), json!(abs.display().to_string()));
        }
    } else if let Some(u) = url {
        e.insert("type".into(), json!("http"));
        e.insert("url".into(), u.clone());
        let mut headers = o
            .get("http_headers")
            .and_then(Value::as_object)
            .cloned()
            .unwrap_or_default();
        if let Some(Value::Object(m)) = o.get("env_http_headers") {
            for (header, var) in m {
                if let Some(val) = var.as_str().and_then(|v| env_value(ctx.env, v)) {
                    headers.insert(header.clone(), json!(val));
                }
            }
        }
        if let Some(var) = o.get("bearer_token_env_var").and_then(Value::as_str)
            && let Some(tok) = env_value(ctx.env, var)
        {
            headers.insert("Authorization".into(), json!(format!("Bearer {tok}")));
        }
        if !headers.is_empty() {
            e.insert("headers".into(), Value::Object(headers));
        }
    } else {
        return Err(Skip::NoCommandOrUrl);
    }
    for (from, to) in [
        ("enabled_tools", "allow_tools"),
        ("disabled_tools", "block_tools"),
    ] {
        if let Some(v) = o.get(from) {
            e.insert(to.into(), v.clone());
        }
    }
    let ms = |key: &str, factor: f64| -> Option<Value> {
        let n = o.get(key)?.as_f64()?;
        (n > 0.0).then(|| json!(((n * factor).round() as u64).max(1)))
    };
    if let Some(v) = ms("startup_timeout_ms", 1.0).or_else(|| ms("startup_timeout_sec", 1000.0)) {
        e.insert("ready_timeout_ms".into(), v);
    }
    if let Some(v) = ms("tool_timeout_sec", 1000.0) {
        e.insert("timeout_ms".into(), v);
    }
    if o.get("enabled") == Some(&json!(false)) {
        e.insert("enabled".into(), json!(false));
    }
    Ok(Value::Object(e))
}

/// A cheap upper bound on TOML nesting: brackets and braces outside strings and comments.
fn toml_depth(text: &str) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    let mut in_str: Option<char> = None;
    let mut comment = false;
    let mut prev = '\0';
    for c in text.chars() {
        if comment {
            comment = c != '\n';
            continue;
        }
        match in_str {
            Some(q) => {
                if c == q && prev != '\\' {
                    in_str = None;
                }
            }
            None => match c {
                '"' | '\'' => in_str = Some(c),
                '#' => comment = true,
                '[' | '{' => {
                    depth += 1;
                    max = max.max(depth);
                }
                ']' | '}' => depth = depth.saturating_sub(1),
                '\n' => {}
                _ => {}
            },
        }
        prev = if prev == '\\' && c == '\\' { '\0' } else { c };
    }
    max
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx_parse(tool: Tool, file: &str, text: &str, env: &Env) -> Vec<Declared> {
        let ctx = Ctx {
            env,
            project: Path::new("/proj"),
            home: Some(Path::new("/home/u")),
        };
        parse(tool, Path::new(file), text, false, &ctx).unwrap()
    }

    #[test]
    fn gemini_url_kinds() {
        let env = Env::empty();
        let d = ctx_parse(
            Tool::Gemini,
            "/proj/.gemini/settings.json",
            r#"{"mcpServers":{
            "a":{"httpUrl":"https://h/mcp"},"b":{"url":"https://h/sse"},"c":{"url":"https://h/x","type":"sse"},
            "d":{"command":"x","url":"https://h"},"e":{"command":"x","includeTools":"a, b","excludeTools":["c"],"timeout":3000}}}"#,
            &env,
        );
        assert_eq!(d[0].entry.as_ref().unwrap()["type"], "http");
        assert_eq!(d[1].entry.as_ref().unwrap()["sse_fallback"], true);
        assert_eq!(d[2].entry.as_ref().unwrap()["type"], "sse");
        assert_eq!(d[3].entry.as_ref().unwrap_err(), &Skip::CommandAndUrl);
        let e = d[4].entry.as_ref().unwrap();
        assert_eq!(e["allow_tools"], json!(["a", "b"]));
        assert_eq!(e["block_tools"], json!(["c"]));
        assert_eq!(e["timeout_ms"], 3000);
    }

    #[test]
    fn codex_reads_the_environment_and_resolves_paths() {
        let env = Env::empty().with("TOK", "t0k").with("PASS", "p");
        let text = r#"
[mcp_servers.local]
command = "./bin/server"
cwd = "work"
env_vars = ["PASS", "MISSING", { name = "TOK", source = "local" }]
enabled_tools = ["a"]
startup_timeout_sec = 2.5
tool_timeout_sec = 30
[mcp_servers.remote]
url = "https://h/mcp"
bearer_token_env_var = "TOK"
env_http_headers = { "X-P" = "PASS", "X-M" = "MISSING" }
http_headers = { "X-S" = "s" }
enabled = false
"#;
        let d = ctx_parse(Tool::Codex, "/cfg/.codex/config.toml", text, &env);
        let l = d[0].entry.as_ref().unwrap();
        assert_eq!(l["command"], "/cfg/.codex/bin/server");
        assert_eq!(l["cwd"], "/cfg/.codex/work");
        assert_eq!(l["env"], json!({"PASS":"p","TOK":"t0k"}));
        assert_eq!(l["ready_timeout_ms"], 2500);
        assert_eq!(l["timeout_ms"], 30000);
        let r = d[1].entry.as_ref().unwrap();
        assert_eq!(
            r["headers"],
            json!({"X-S":"s","X-P":"p","Authorization":"Bearer t0k"})
        );
        assert_eq!(r["enabled"], false);
    }

    #[test]
    fn opencode_vscode_windsurf() {
        let env = Env::empty().with("K", "kv");
        let d = ctx_parse(
            Tool::OpenCode,
            "/proj/opencode.jsonc",
            r#"{ // c
          "mcp": {"l": {"type":"local","command":["npx","-y","x"],"environment":{"K":"{env:K}"},"enabled":false},
                  "r": {"type":"remote","url":"https://h/mcp","headers":{"A":"{env:K}"},},}}"#,
            &env,
        );
        let l = d[0].entry.as_ref().unwrap();
        assert_eq!(
            (l["type"].as_str(), l["command"].as_str()),
            (Some("stdio"), Some("npx"))
        );
        assert_eq!(l["args"], json!(["-y", "x"]));
        assert_eq!(l["env"], json!({"K":"kv"}));
        assert_eq!(l["enabled"], false);
        assert_eq!(d[1].entry.as_ref().unwrap()["headers"], json!({"A":"kv"}));

        let v = ctx_parse(
            Tool::VsCode,
            "/proj/.vscode/mcp.json",
            r#"{"inputs":[],"servers":{
            "a":{"type":"stdio","command":"node","args":["${workspaceFolder}/s.js"]},
            "b":{"type":"http","url":"https://h","headers":{"A":"${input:tok}"}}}}"#,
            &env,
        );
        assert_eq!(v[0].entry.as_ref().unwrap()["args"], json!(["/proj/s.js"]));
        assert_eq!(v[1].entry.as_ref().unwrap_err(), &Skip::NeedsInput);
        let nested = ctx_parse(
            Tool::VsCode,
            "/proj/.vscode/mcp.json",
            r#"{"mcp":{"servers":{"a":{"command":"n"}}}}"#,
            &env,
        );
        assert_eq!(nested.len(), 1);

        let w = ctx_parse(
            Tool::Windsurf,
            "/proj/.windsurf/mcp_config.json",
            r#"{"mcpServers":{"w":{"serverUrl":"https://h/${env:K}","disabled":true}}}"#,
            &env,
        );
        let w = w[0].entry.as_ref().unwrap();
        assert_eq!(
            (w["url"].as_str(), w["enabled"].as_bool()),
            (Some("https://h/kv"), Some(false))
        );
    }

    #[test]
    fn hostile_files_are_one_clear_problem() {
        let env = Env::empty();
        let ctx = Ctx {
            env: &env,
            project: Path::new("/p"),
            home: None,
        };
        let deep = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
        let e = parse(
            Tool::Cursor,
            Path::new("/p/.cursor/mcp.json"),
            &deep,
            false,
            &ctx,
        )
        .unwrap_err();
        assert!(e.to_string().contains("nested too deeply"), "{e}");
        let deep_toml = format!("a = {}{}", "[".repeat(10_000), "]".repeat(10_000));
        let e = parse(
            Tool::Codex,
            Path::new("/p/.codex/config.toml"),
            &deep_toml,
            false,
            &ctx,
        )
        .unwrap_err();
        assert!(e.to_string().contains("nested too deeply"), "{e}");
        let e = parse(
            Tool::Cursor,
            Path::new("/p/.cursor/mcp.json"),
            "{\"mcpServers\": [",
            false,
            &ctx,
        )
        .unwrap_err();
        assert_eq!(e.to_string(), "file is not valid JSON: line 1 column 16");
        let e = parse(
            Tool::Cursor,
            Path::new("/p/.cursor/mcp.json"),
            "[]",
            false,
            &ctx,
        )
        .unwrap_err();
        assert_eq!(e.to_string(), "the top level is not an object");
    }
}
