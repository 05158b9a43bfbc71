//! Where MCP server configuration comes from (spec G.2, G.3) and how the sources merge
//! into the effective set (G.7): Lemon's project and global `mcp.json`, the application
//! list or `LEMON_MCP_SERVERS`, then the imports of [`super::import`], with the switches
//! that turn imports off or opt user-level files in, and isolation.
//!
//! Configuration is read afresh on every call. Nothing is dropped silently: an entry
//! that loses its name is in [`Merged::shadowed`], an invalid entry or unusable file in
//! [`Merged::skipped`] with the reason.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::path::{Path, PathBuf};

use serde_json::Value;

use lemon_core::paths::Env;

use super::entry::{Invalid, ServerEntry, parse_entry};
use super::import::{self, Declared, FileProblem, Skip, TOOLS, Tool};
use super::name::safe_name;

/// The file name of Lemon's MCP configuration, in `<agent_dir>/` and `<project>/.lemon/`.
pub const FILE_NAME: &str = "mcp.json";
/// The variable holding a JSON array of entries that replaces the application list.
pub const SERVERS_VAR: &str = "LEMON_MCP_SERVERS";
/// `0`, `false`, `no` or `off` turns every import off.
pub const EXTERNAL_DISCOVERY_VAR: &str = "LEMON_MCP_EXTERNAL_DISCOVERY";
/// `1`, `true`, `yes` or `on` opts other tools' user-level files in.
pub const EXTERNAL_USER_DISCOVERY_VAR: &str = "LEMON_MCP_EXTERNAL_USER_DISCOVERY";
/// The home directory user-level files are read from (the application setting
/// `mcp_discovery_home` as a variable); also lifts isolation.
pub const DISCOVERY_HOME_VAR: &str = "LEMON_MCP_DISCOVERY_HOME";
/// The largest Lemon `mcp.json` read (and `LEMON_MCP_SERVERS` value accepted).
pub const MAX_LEMON_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// Application configuration (the embedding program's settings; empty for the CLI).
#[derive(Debug, Clone, Default)]
pub struct AppConfig {
    /// `mcp_servers`: entries in the JSON file form.
    pub servers: Vec<Value>,
    /// `mcp_external_discovery` (false turns every import off).
    pub external_discovery: Option<bool>,
    /// `mcp_external_user_discovery` (true opts user-level files in).
    pub external_user_discovery: Option<bool>,
    /// `mcp_discovery_home`.
    pub discovery_home: Option<PathBuf>,
}

/// Who declared a server: `lemon`, `env`, `app` or another tool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Provider {
    /// Lemon's own `mcp.json`.
    Lemon,
    /// `LEMON_MCP_SERVERS`.
    Env,
    /// The application list.
    App,
    /// An imported tool.
    Tool(Tool),
}

/// Which file of a provider.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scope {
    /// The requesting project.
    Project,
    /// Lemon's agent directory.
    Global,
    /// A tool's user-level file.
    User,
    /// The environment.
    Env,
    /// Application configuration.
    Config,
}

/// `provider:scope`, as `lemon mcp list --all` shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Source {
    /// Who.
    pub provider: Provider,
    /// Which file.
    pub scope: Scope,
}

impl Source {
    /// `lemon:project`.
    pub const LEMON_PROJECT: Source = Source {
        provider: Provider::Lemon,
        scope: Scope::Project,
    };
    /// `lemon:global`.
    pub const LEMON_GLOBAL: Source = Source {
        provider: Provider::Lemon,
        scope: Scope::Global,
    };
    /// `env:env`.
    pub const ENV: Source = Source {
        provider: Provider::Env,
        scope: Scope::Env,
    };
    /// `app:config`.
    pub const APP: Source = Source {
        provider: Provider::App,
        scope: Scope::Config,
    };

    /// Whether the server comes from a Lemon `mcp.json`.
    pub fn is_lemon_file(self) -> bool {
        self.provider == Provider::Lemon
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = match self.provider {
            Provider::Lemon => "lemon",
            Provider::Env => "env",
            Provider::App => "app",
            Provider::Tool(t) => t.label(),
        };
        let s = match self.scope {
            Scope::Project => "project",
            Scope::Global => "global",
            Scope::User => "user",
            Scope::Env => "env",
            Scope::Config => "config",
        };
        write!(f, "{p}:{s}")
    }
}

/// A Lemon `mcp.json` as discovery reads it.
#[derive(Debug, Clone, Default)]
pub struct LemonFile {
    /// Top-level `enabled`.
    pub enabled: Option<bool>,
    /// `servers`, unparsed.
    pub servers: Vec<Value>,
    /// `enabled_servers` (force-enable).
    pub enabled_servers: HashSet<String>,
    /// `disabled_servers` (deny; wins inside the file).
    pub disabled_servers: HashSet<String>,
}

/// Why a Lemon `mcp.json` cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LemonFileError {
    /// Reading failed (too large, not UTF-8, I/O).
    #[error("{0}")]
    Read(FileProblem),
    /// Not JSON.
    #[error("file is not valid JSON: line {line} column {column}")]
    Json {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// The top level is not an object.
    #[error("the top level is not an object")]
    NotObject,
    /// `servers` is not an array.
    #[error("\"servers\" is not an array")]
    ServersNotArray,
}

/// Reads a Lemon `mcp.json`; `Ok(None)` when it does not exist.
pub fn read_lemon_file(path: &Path) -> Result<Option<LemonFile>, LemonFileError> {
    let Some(text) = import::read_file(path).map_err(LemonFileError::Read)? else {
        return Ok(None);
    };
    if text.trim().is_empty() {
        return Ok(Some(LemonFile::default()));
    }
    let v: Value = serde_json::from_str(&text).map_err(|e| LemonFileError::Json {
        line: e.line(),
        column: e.column(),
    })?;
    lemon_file_from_value(&v).map(Some)
}

/// [`read_lemon_file`] on a parsed value.
pub fn lemon_file_from_value(v: &Value) -> Result<LemonFile, LemonFileError> {
    let obj = v.as_object().ok_or(LemonFileError::NotObject)?;
    let servers = match obj.get("servers") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(a)) => a.clone(),
        Some(_) => return Err(LemonFileError::ServersNotArray),
    };
    let names = |key: &str| -> HashSet<String> {
        obj.get(key)
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(|n| n.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default()
    };
    Ok(LemonFile {
        enabled: obj.get("enabled").and_then(Value::as_bool),
        servers,
        enabled_servers: names("enabled_servers"),
        disabled_servers: names("disabled_servers"),
    })
}

/// What to discover for.
#[derive(Debug, Clone)]
pub struct Request<'a> {
    /// Environment snapshot (variables; `HOME`; `LEMON_AGENT_DIR`).
    pub env: &'a Env,
    /// The requesting project directory (absolute).
    pub cwd: &'a Path,
    /// The global view: no project file, no project-level imports.
    pub global: bool,
    /// Application configuration.
    pub app: &'a AppConfig,
}

/// A server in the effective set.
#[derive(Debug, Clone)]
pub struct Server {
    /// The entry (its `name`, `None` for a legacy entry).
    pub entry: ServerEntry,
    /// Where it was declared.
    pub source: Source,
    /// The file, when it came from one.
    pub file: Option<PathBuf>,
    /// Enabled after the name lists, the top-level flag and its own flag (G.7).
    pub enabled: bool,
}

/// An entry that lost its name to an earlier one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shadowed {
    /// The name.
    pub name: String,
    /// Its source.
    pub source: Source,
    /// The source of the entry that claimed the name.
    pub by: Source,
}

/// Why an entry or a whole file was not used. `Display` is the fixed message `--json`
/// shows as `reason` (never a configuration value; URLs only redacted).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SkipReason {
    /// The entry failed validation.
    #[error(transparent)]
    Invalid(#[from] Invalid),
    /// An importer could not map the entry.
    #[error(transparent)]
    Import(#[from] Skip),
    /// Another tool's file could not be used.
    #[error(transparent)]
    File(#[from] FileProblem),
    /// A Lemon `mcp.json` could not be used.
    #[error(transparent)]
    LemonFile(#[from] LemonFileError),
    /// `LEMON_MCP_SERVERS` is set but not a JSON array.
    #[error("{SERVERS_VAR} is not a JSON array; the application list is used")]
    ServersVar,
    /// No agent directory, so no global file.
    #[error("cannot locate the Lemon agent directory: set LEMON_AGENT_DIR or HOME")]
    NoAgentDir,
}

/// An entry or a whole file that was not used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    /// The entry's name, made safe for display (`None`: unnamed, or the whole file).
    pub name: Option<String>,
    /// Its source.
    pub source: Source,
    /// The file, when it came from one.
    pub file: Option<PathBuf>,
    /// Why.
    pub reason: SkipReason,
}

impl Skipped {
    /// Whether a whole file was left out (it does not parse, is too large, is not a
    /// file, ...), not one entry of it.
    pub fn is_whole_file(&self) -> bool {
        self.name.is_none()
            && self.file.is_some()
            && matches!(self.reason, SkipReason::File(_) | SkipReason::LemonFile(_))
    }
}

/// The merged configuration.
#[derive(Debug, Clone, Default)]
pub struct Merged {
    /// Servers in precedence order (each name once; unnamed entries all kept).
    pub effective: Vec<Server>,
    /// Entries whose name an earlier entry claimed.
    pub shadowed: Vec<Shadowed>,
    /// Invalid entries and unusable files.
    pub skipped: Vec<Skipped>,
}

impl Merged {
    /// The effective server with this name.
    pub fn get(&self, name: &str) -> Option<&Server> {
        self.effective
            .iter()
            .find(|s| s.entry.name.as_deref() == Some(name))
    }
    /// Whether any source declares `name` (effective or shadowed).
    pub fn knows(&self, name: &str) -> bool {
        self.get(name).is_some() || self.shadowed.iter().any(|s| s.name == name)
    }
}

struct Candidate {
    source: Source,
    file: Option<PathBuf>,
    raw_name: Option<String>,
    result: Result<ServerEntry, SkipReason>,
}

fn off(v: &std::ffi::OsStr) -> bool {
    matches!(
        v.to_string_lossy().trim().to_ascii_lowercase().as_str(),
        "0" | "false" | "no" | "off"
    )
}

/// Turns MCP off entirely (spec G.19) when `1`, `true` or `yes`, in any case.
pub const DISABLED_VAR: &str = "LEMON_MCP_DISABLED";

/// Whether MCP is on: false when `app_disabled` (the application config's
/// `mcp_disabled`) or [`DISABLED_VAR`] is `1`, `true` or `yes` in any case.
///
/// ```
/// use lemon_core::paths::Env;
/// use lemon_tools::mcp::config::mcp_enabled;
/// assert!(mcp_enabled(&Env::empty(), false));
/// assert!(!mcp_enabled(&Env::empty().with("LEMON_MCP_DISABLED", "YES"), false));
/// assert!(mcp_enabled(&Env::empty().with("LEMON_MCP_DISABLED", "0"), false));
/// ```
pub fn mcp_enabled(env: &Env, app_disabled: bool) -> bool {
    let off = env.get(DISABLED_VAR).is_some_and(|v| {
        matches!(
            v.to_string_lossy().trim().to_ascii_lowercase().as_str(),
            "1" | "true" | "yes"
        )
    });
    !(app_disabled || off)
}

fn on(v: &std::ffi::OsStr) -> bool {
    matches!(
        v.to_string_lossy().trim().to_ascii_lowercase().as_str(),
        "1" | "true" | "yes" | "on"
    )
}

/// The project file `<cwd>/.lemon/mcp.json`.
pub fn project_path(cwd: &Path) -> PathBuf {
    lemon_core::paths::project_file(cwd, FILE_NAME)
}

/// The global file `<agent_dir>/mcp.json`.
pub fn global_path(env: &Env) -> Result<PathBuf, lemon_core::paths::PathError> {
    lemon_core::paths::global_file(env, FILE_NAME)
}

/// Discovers and merges every source for `req`.
pub fn discover(req: &Request<'_>) -> Merged {
    let mut cands: Vec<Candidate> = Vec::new();
    let mut skipped = Vec::new();
    let mut lists: Vec<LemonFile> = Vec::new(); // project first, then global
    let mut top_enabled: Option<bool> = None;

    let lemon =
        |source: Source, path: PathBuf, cands: &mut Vec<Candidate>| match read_lemon_file(&path) {
            Ok(None) => None,
            Ok(Some(f)) => {
                for v in &f.servers {
                    cands.push(candidate(source, Some(&path), v, false));
                }
                Some(f)
            }
            Err(e) => {
                cands.push(Candidate {
                    source,
                    file: Some(path),
                    raw_name: None,
                    result: Err(e.into()),
                });
                None
            }
        };
    if !req.global
        && let Some(f) = lemon(Source::LEMON_PROJECT, project_path(req.cwd), &mut cands)
    {
        top_enabled = f.enabled;
        lists.push(f);
    }
    match global_path(req.env) {
        Ok(p) => {
            if let Some(f) = lemon(Source::LEMON_GLOBAL, p, &mut cands) {
                top_enabled = top_enabled.or(f.enabled);
                lists.push(f);
            }
        }
        Err(_) => skipped.push(Skipped {
            name: None,
            source: Source::LEMON_GLOBAL,
            file: None,
            reason: SkipReason::NoAgentDir,
        }),
    }

    // Application list, replaced by LEMON_MCP_SERVERS when that is a valid JSON array.
    let mut app: Option<(Source, Vec<Value>)> = None;
    if let Some(raw) = req.env.get(SERVERS_VAR) {
        let parsed = raw
            .to_str()
            .filter(|s| s.len() as u64 <= MAX_LEMON_FILE_BYTES)
            .and_then(|s| serde_json::from_str::<Value>(s).ok());
        match parsed {
            Some(Value::Array(a)) => app = Some((Source::ENV, a)),
            _ => skipped.push(Skipped {
                name: None,
                source: Source::ENV,
                file: None,
                reason: SkipReason::ServersVar,
            }),
        }
    }
    let (src, list) = app.unwrap_or((Source::APP, req.app.servers.clone()));
    for v in &list {
        cands.push(candidate(src, None, v, false));
    }

    imports(req, &mut cands);
    merge(cands, skipped, &lists, top_enabled)
}

fn candidate(source: Source, file: Option<&Path>, v: &Value, infer: bool) -> Candidate {
    let raw_name = v.get("name").and_then(Value::as_str).map(String::from);
    Candidate {
        source,
        file: file.map(Path::to_path_buf),
        raw_name,
        result: parse_entry(v, infer).map_err(SkipReason::from),
    }
}

/// The home user-level files are read from, or `None` when they are not read at all
/// (isolation: the agent directory is overridden and no discovery home is configured).
pub fn user_home(env: &Env, app: &AppConfig) -> Option<PathBuf> {
    let configured = app
        .discovery_home
        .clone()
        .or_else(|| env.path(DISCOVERY_HOME_VAR));
    match configured {
        Some(h) => Some(h),
        None if env.agent_dir_overridden() => None,
        None => env.home(),
    }
}

/// Which imported files discovery reads: none when external discovery is off, else the
/// home user-level files come from and whether every tool's user files are read.
struct ImportPlan {
    home: Option<PathBuf>,
    user_opt_in: bool,
}

fn import_plan(req: &Request<'_>) -> Option<ImportPlan> {
    let env = req.env;
    let disabled = req.app.external_discovery == Some(false)
        || env.get(EXTERNAL_DISCOVERY_VAR).is_some_and(off);
    if disabled {
        return None;
    }
    Some(ImportPlan {
        home: user_home(env, req.app),
        user_opt_in: req.app.external_user_discovery == Some(true)
            || env.get(EXTERNAL_USER_DISCOVERY_VAR).is_some_and(on),
    })
}

/// Whether `tool`'s user-level files are read (omp's always; Claude Code's when
/// `CLAUDE_CONFIG_DIR` is set; the others on the user opt-in).
fn reads_user_files(tool: Tool, plan: &ImportPlan, env: &Env) -> bool {
    tool == Tool::Omp
        || plan.user_opt_in
        || (tool == Tool::Claude && env.is_set("CLAUDE_CONFIG_DIR"))
}

/// Every file [`discover`] may read for `req`, whether or not it exists now: the
/// project's and the global Lemon `mcp.json`, then each imported tool's project files
/// and the user files it reads (the same switches as discovery). What `lemon serve`
/// watches; a file that appears, changes or goes away changes the configuration.
///
/// ```
/// use lemon_core::paths::Env;
/// use lemon_tools::mcp::config::{AppConfig, Request, source_files};
/// let env = Env::empty().with("LEMON_AGENT_DIR", "/agent");
/// let app = AppConfig::default();
/// let files = source_files(&Request { env: &env, cwd: "/p".as_ref(), global: false, app: &app });
/// assert_eq!(files[0], std::path::Path::new("/p/.lemon/mcp.json"));
/// assert!(files.iter().any(|f| f.ends_with(".codex/config.toml")));
/// ```
pub fn source_files(req: &Request<'_>) -> Vec<PathBuf> {
    let mut files = Vec::new();
    if !req.global {
        files.push(project_path(req.cwd));
    }
    files.extend(global_path(req.env).ok());
    let Some(plan) = import_plan(req) else {
        return files;
    };
    for tool in TOOLS {
        if !req.global {
            for group in tool.project_files() {
                files.extend(group.iter().map(|rel| req.cwd.join(rel)));
            }
        }
        if let Some(h) = &plan.home
            && reads_user_files(tool, &plan, req.env)
        {
            files.extend(tool.user_files(h, req.env).into_iter().flatten());
        }
    }
    files
}

fn imports(req: &Request<'_>, cands: &mut Vec<Candidate>) {
    let env = req.env;
    let Some(plan) = import_plan(req) else {
        return;
    };
    let home = plan.home.clone();

    // Every user-level candidate, canonicalised, whether or not it is read: a project
    // path that is one of them (launching from home) is a user source, not a project one.
    let mut user_files: HashSet<PathBuf> = HashSet::new();
    if let Some(h) = &home {
        for t in TOOLS {
            for group in t.user_files(h, env) {
                for p in group {
                    user_files.insert(std::fs::canonicalize(&p).unwrap_or(p));
                }
            }
        }
    }
    let ictx = import::Ctx {
        env,
        project: req.cwd,
        home: home.as_deref(),
    };
    for tool in TOOLS {
        if !req.global {
            for group in tool.project_files() {
                let group: Vec<PathBuf> = group.iter().map(|rel| req.cwd.join(rel)).collect();
                read_group(tool, Scope::Project, &group, &user_files, &ictx, cands);
            }
        }
        let Some(h) = &home else { continue };
        if reads_user_files(tool, &plan, env) {
            for group in tool.user_files(h, env) {
                read_group(tool, Scope::User, &group, &HashSet::new(), &ictx, cands);
            }
        }
    }
}

/// Reads the first existing file of `group`.
fn read_group(
    tool: Tool,
    scope: Scope,
    group: &[PathBuf],
    not_project: &HashSet<PathBuf>,
    ictx: &import::Ctx<'_>,
    cands: &mut Vec<Candidate>,
) {
    let source = Source {
        provider: Provider::Tool(tool),
        scope,
    };
    for path in group {
        if scope == Scope::Project
            && !not_project.is_empty()
            && path.exists()
            && not_project.contains(&std::fs::canonicalize(path).unwrap_or(path.clone()))
        {
            return;
        }
        let text = match import::read_file(path) {
            Ok(None) => continue,
            Ok(Some(t)) => t,
            Err(p) => {
                cands.push(file_skip(source, path, &p));
                return;
            }
        };
        match import::parse(tool, path, &text, scope == Scope::User, ictx) {
            Ok(declared) => {
                for Declared { name, entry } in declared {
                    cands.push(Candidate {
                        source,
                        file: Some(path.clone()),
                        raw_name: Some(name),
                        result: entry
                            .map_err(SkipReason::from)
                            .and_then(|v| parse_entry(&v, true).map_err(SkipReason::from)),
                    });
                }
            }
            Err(p) => cands.push(file_skip(source, path, &p)),
        }
        return;
    }
}

/// A whole file that cannot be used: a nameless candidate that only reports.
fn file_skip(source: Source, path: &Path, p: &FileProblem) -> Candidate {
    Candidate {
        source,
        file: Some(path.to_path_buf()),
        raw_name: None,
        result: Err(p.clone().into()),
    }
}

fn merge(
    cands: Vec<Candidate>,
    mut skipped: Vec<Skipped>,
    lists: &[LemonFile],
    top_enabled: Option<bool>,
) -> Merged {
    let mut claimed: HashMap<String, Source> = HashMap::new();
    let mut effective = Vec::new();
    let mut shadowed = Vec::new();
    for c in cands {
        let entry = match c.result {
            Ok(e) => e,
            Err(reason) => {
                // Invalid entries are skipped without claiming their name.
                skipped.push(Skipped {
                    name: c.raw_name.as_deref().map(safe_name),
                    source: c.source,
                    file: c.file,
                    reason,
                });
                continue;
            }
        };
        if let Some(name) = &entry.name {
            if let Some(by) = claimed.get(name) {
                shadowed.push(Shadowed {
                    name: name.clone(),
                    source: c.source,
                    by: *by,
                });
                continue;
            }
            claimed.insert(name.clone(), c.source);
        }
        let enabled = resolve_enabled(&entry, c.source, lists, top_enabled);
        effective.push(Server {
            entry,
            source: c.source,
            file: c.file,
            enabled,
        });
    }
    Merged {
        effective,
        shadowed,
        skipped,
    }
}

/// G.7 step 3: the project file's lists, then the global file's (deny wins inside a
/// file), then the top-level `enabled: false` of the Lemon files (for their own
/// entries), then the entry's own flag.
fn resolve_enabled(
    entry: &ServerEntry,
    source: Source,
    lists: &[LemonFile],
    top_enabled: Option<bool>,
) -> bool {
    if let Some(name) = &entry.name {
        for f in lists {
            if f.disabled_servers.contains(name) {
                return false;
            }
            if f.enabled_servers.contains(name) {
                return true;
            }
        }
    }
    if source.is_lemon_file() && top_enabled == Some(false) {
        return false;
    }
    entry.enabled
}

/// One invalid entry of a list given to [`validate`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvalidEntry {
    /// Its position in the list.
    pub index: usize,
    /// Its name, made safe for display, if it has one.
    pub name: Option<String>,
    /// Why.
    pub reason: Invalid,
}

/// Every invalid entry of a list in the JSON file form, in input order (an empty answer
/// means every entry is valid). The same parser as discovery, so the answers agree.
pub fn validate(servers: &[Value]) -> Vec<InvalidEntry> {
    servers
        .iter()
        .enumerate()
        .filter_map(|(index, v)| {
            parse_entry(v, false).err().map(|reason| InvalidEntry {
                index,
                name: v.get("name").and_then(Value::as_str).map(safe_name),
                reason,
            })
        })
        .collect()
}

/// One entry: valid, or the first reason it is not.
pub fn validate_config(server: &Value) -> Result<(), Invalid> {
    parse_entry(server, false).map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn write(p: &Path, v: &str) {
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, v).unwrap();
    }

    fn setup() -> (tempfile::TempDir, PathBuf, Env) {
        let t = tempfile::tempdir().unwrap();
        let proj = t.path().join("proj");
        std::fs::create_dir_all(&proj).unwrap();
        let env = Env::empty()
            .with("HOME", t.path().join("home"))
            .with_working_dir(&proj);
        (t, proj, env)
    }

    fn names(m: &Merged) -> Vec<(String, String, bool)> {
        m.effective
            .iter()
            .map(|s| {
                (
                    s.entry.name.clone().unwrap_or_default(),
                    s.source.to_string(),
                    s.enabled,
                )
            })
            .collect()
    }

    #[test]
    fn precedence_claims_and_lists() {
        let (t, proj, env) = setup();
        let app = AppConfig {
            servers: vec![
                json!({"name":"a","type":"stdio","command":"app"}),
                json!({"name":"e","type":"stdio","command":"app"}),
            ],
            ..AppConfig::default()
        };
        write(
            &proj.join(".lemon/mcp.json"),
            r#"{"servers":[{"name":"a","type":"stdio","command":"p","enabled":false},
            {"type":"stdio","command":"legacy"},{"name":"bad","type":"http","url":"nope"}],"enabled_servers":["c"]}"#,
        );
        write(
            &t.path().join("home/.lemon/agent/mcp.json"),
            r#"{"servers":[{"name":"a","type":"stdio","command":"g"},{"name":"b","type":"stdio","command":"g"}],
            "disabled_servers":["c","b"],"enabled_servers":["a"]}"#,
        );
        write(
            &proj.join(".cursor/mcp.json"),
            r#"{"mcpServers":{"c":{"command":"cur","disabled":true},"b":{"command":"x"},"bad":{"command":"x","url":"http://h"},"-x":{"command":"y"}}}"#,
        );
        let m = discover(&Request {
            env: &env,
            cwd: &proj,
            global: false,
            app: &app,
        });
        assert_eq!(
            names(&m),
            [
                ("a".into(), "lemon:project".into(), true), // global enabled_servers force-enables
                ("".into(), "lemon:project".into(), true),
                ("b".into(), "lemon:global".into(), false),
                ("e".into(), "app:config".into(), true),
                ("c".into(), "cursor:project".into(), true), // project enabled_servers beats global deny
            ]
        );
        assert_eq!(m.shadowed.len(), 3, "{:?}", m.shadowed);
        assert_eq!(
            m.shadowed[0],
            Shadowed {
                name: "a".into(),
                source: Source::LEMON_GLOBAL,
                by: Source::LEMON_PROJECT
            }
        );
        let reasons: Vec<_> = m
            .skipped
            .iter()
            .map(|s| (s.name.clone(), s.reason.to_string()))
            .collect();
        assert_eq!(reasons, [
            (Some("bad".into()), "invalid HTTP URL: nope".into()),
            (Some("bad".into()), "it has both a command and a URL".into()),
            (Some("-x".into()), "invalid server name '-x': use 1-64 ASCII letters, digits, '_', '.' or '-', starting with a letter or digit".into()),
        ]);

        // The environment list replaces the application list.
        let env2 = env.clone().with(
            SERVERS_VAR,
            r#"[{"name":"e","type":"sse","url":"http://h/sse"}]"#,
        );
        let m = discover(&Request {
            env: &env2,
            cwd: &proj,
            global: false,
            app: &app,
        });
        assert!(
            m.effective
                .iter()
                .any(|s| s.source == Source::ENV && s.entry.name.as_deref() == Some("e"))
        );
        assert!(!m.effective.iter().any(|s| s.source == Source::APP));
        let env3 = env.clone().with(SERVERS_VAR, "{not json");
        let m = discover(&Request {
            env: &env3,
            cwd: &proj,
            global: false,
            app: &app,
        });
        assert!(m.effective.iter().any(|s| s.source == Source::APP));
        assert!(m.skipped.iter().any(|s| s.source == Source::ENV));

        // --global: no project file, no project imports.
        let m = discover(&Request {
            env: &env,
            cwd: &proj,
            global: true,
            app: &app,
        });
        assert_eq!(names(&m)[0], ("a".into(), "lemon:global".into(), true));
        assert!(m.effective.iter().all(|s| s.source.scope != Scope::Project));
    }

    #[test]
    fn top_level_enabled_false_turns_lemon_entries_off() {
        let (_t, proj, env) = setup();
        write(
            &proj.join(".lemon/mcp.json"),
            r#"{"enabled":false,"servers":[{"name":"a","type":"stdio","command":"p"},{"name":"b","type":"stdio","command":"p"}],"enabled_servers":["b"]}"#,
        );
        write(
            &proj.join(".mcp.json"),
            r#"{"mcpServers":{"r":{"command":"x"}}}"#,
        );
        let m = discover(&Request {
            env: &env,
            cwd: &proj,
            global: false,
            app: &AppConfig::default(),
        });
        assert_eq!(
            names(&m),
            [
                ("a".into(), "lemon:project".into(), false),
                ("b".into(), "lemon:project".into(), true),
                ("r".into(), "root:project".into(), true)
            ]
        );
    }

    #[test]
    fn switches_opt_in_and_isolation() {
        let (t, proj, env) = setup();
        let home = t.path().join("home");
        write(
            &home.join(".omp/agent/mcp.json"),
            r#"{"mcpServers":{"o":{"command":"x"}}}"#,
        );
        write(
            &home.join(".cursor/mcp.json"),
            r#"{"mcpServers":{"u":{"command":"x"}}}"#,
        );
        write(
            &home.join(".claude.json"),
            r#"{"mcpServers":{"cl":{"command":"x"}}}"#,
        );
        write(
            &proj.join(".cursor/mcp.json"),
            r#"{"mcpServers":{"p":{"command":"x"}}}"#,
        );
        let app = AppConfig::default();
        let run = |env: &Env| {
            names(&discover(&Request {
                env,
                cwd: &proj,
                global: false,
                app: &app,
            }))
            .into_iter()
            .map(|n| n.0)
            .collect::<Vec<_>>()
        };
        assert_eq!(run(&env), ["o", "p"]);
        assert_eq!(
            run(&env.clone().with(EXTERNAL_USER_DISCOVERY_VAR, "1")),
            ["o", "cl", "p", "u"]
        );
        assert_eq!(
            run(&env.clone().with(EXTERNAL_DISCOVERY_VAR, "Off")),
            Vec::<String>::new()
        );
        let claude_dir = t.path().join("cc");
        write(
            &claude_dir.join(".claude.json"),
            r#"{"mcpServers":{"ccd":{"command":"x"}}}"#,
        );
        assert_eq!(
            run(&env.clone().with("CLAUDE_CONFIG_DIR", &claude_dir)),
            ["o", "ccd", "p"]
        );
        // Isolation: an overridden agent dir and no discovery home reads no user file.
        let iso = env.clone().with("LEMON_AGENT_DIR", t.path().join("agent"));
        assert_eq!(
            run(&iso.clone().with(EXTERNAL_USER_DISCOVERY_VAR, "1")),
            ["p"]
        );
        assert_eq!(run(&iso.with(DISCOVERY_HOME_VAR, &home)), ["o", "p"]);
        // Launching from home: ~/.cursor/mcp.json is a user file, not a project one.
        let from_home = Env::empty().with("HOME", &home);
        let m = discover(&Request {
            env: &from_home,
            cwd: &home,
            global: false,
            app: &app,
        });
        assert!(
            !m.effective
                .iter()
                .any(|s| s.entry.name.as_deref() == Some("u")),
            "{:?}",
            names(&m)
        );
    }

    #[test]
    fn validate_lists_every_invalid_entry() {
        let bad = validate(&[
            json!({"type":"stdio","command":"x"}),
            json!(null),
            json!({"name":"n","type":"http","url":"x"}),
        ]);
        assert_eq!(bad.iter().map(|b| b.index).collect::<Vec<_>>(), [1, 2]);
        assert_eq!(bad[1].name.as_deref(), Some("n"));
        assert_eq!(bad[1].reason.to_string(), "invalid HTTP URL: x");
        assert!(validate_config(&json!({"type":"sse","url":"https://h/sse"})).is_ok());
    }
}
