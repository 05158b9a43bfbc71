//! The changes `lemon mcp add|remove|enable|disable` make to one Lemon `mcp.json`
//! (spec H.3, H.4, H.6, H.7, H.9), and the reads of `list` and `test` on that file.
//!
//! Every change: take the sibling `<file>.lock` directory (bounded wait, then "busy"),
//! read the file and remember a SHA-256 of its bytes, refuse an invalid file, apply
//! the change to the JSON in memory (unrelated servers, top-level fields and unknown
//! entry fields untouched), write a `0600` temporary file, check the fingerprint again
//! and rename it over the file (or refuse and delete it). Errors name only the server and
//! the file's scope.

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};

use lemon_core::fs::FsError;
use lemon_core::lock::{LockDir, LockOptions};
use lemon_core::paths::Env;

use super::config::{MAX_LEMON_FILE_BYTES, global_path, project_path};
use super::entry::{Approval, Invalid, Kind, ServerEntry, check_url, parse_entry};
use super::name::{display_name, is_valid_name};

/// How long a command waits for another writer's lock before it answers "busy".
pub const LOCK_WAIT: Duration = Duration::from_secs(5);

/// Which Lemon file a command changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// `<project>/.lemon/mcp.json`.
    Project(PathBuf),
    /// `<agent_dir>/mcp.json`.
    Global,
}

impl Target {
    /// `project` or `global`.
    pub fn scope(&self) -> &'static str {
        match self {
            Target::Project(_) => "project",
            Target::Global => "global",
        }
    }

    /// The file's path.
    pub fn path(&self, env: &Env) -> Result<PathBuf, EditError> {
        match self {
            Target::Project(cwd) => Ok(project_path(cwd)),
            Target::Global => global_path(env).map_err(|_| EditError::NoAgentDir),
        }
    }
}

/// Why a command on a Lemon file failed. Messages carry only the server name and the
/// file's scope (`project` / `global`), never configuration values.
#[derive(Debug, thiserror::Error)]
pub enum EditError {
    /// Another writer holds the lock.
    #[error("the {scope} MCP file is busy: another command is writing it")]
    Busy {
        /// `project` / `global`.
        scope: &'static str,
        /// The lock directory.
        lock: PathBuf,
    },
    /// The file is not a valid Lemon MCP file; nothing was written.
    #[error("the {scope} MCP file is invalid ({reason}); nothing was written")]
    InvalidFile {
        /// `project` / `global`.
        scope: &'static str,
        /// What is wrong (position, or which field), never the file's text.
        reason: String,
    },
    /// The file changed between the read and the rename; nothing was written.
    #[error("the {scope} MCP file changed while it was being written; nothing was written")]
    Changed {
        /// `project` / `global`.
        scope: &'static str,
    },
    /// `add` without `--replace` on an existing name.
    #[error("server {name} already exists in the {scope} MCP file")]
    Exists {
        /// Quoted, escaped name.
        name: String,
        /// `project` / `global`.
        scope: &'static str,
    },
    /// The name is not in the selected file.
    #[error("server {name} is not in the {scope} MCP file")]
    NotFound {
        /// Quoted, escaped name.
        name: String,
        /// `project` / `global`.
        scope: &'static str,
    },
    /// The name is in the selected file more than once.
    #[error("server {name} appears more than once in the {scope} MCP file; fix the file by hand")]
    Duplicate {
        /// Quoted, escaped name.
        name: String,
        /// `project` / `global`.
        scope: &'static str,
    },
    /// The selected entry exists but is not valid.
    #[error("server {name} in the {scope} MCP file is invalid: {reason}")]
    InvalidEntry {
        /// Quoted, escaped name.
        name: String,
        /// `project` / `global`.
        scope: &'static str,
        /// The validation message.
        reason: Invalid,
    },
    /// A name, command or URL given to the library breaks the rules.
    #[error("{0}")]
    Argument(Invalid),
    /// No agent directory can be found for `--global`.
    #[error("cannot locate the Lemon agent directory: set LEMON_AGENT_DIR or HOME")]
    NoAgentDir,
    /// Reading or writing failed.
    #[error("cannot {op} the {scope} MCP file ({kind})")]
    Io {
        /// `read` / `write`.
        op: &'static str,
        /// `project` / `global`.
        scope: &'static str,
        /// The I/O error kind (no paths or contents).
        kind: String,
    },
}

/// The transport of an `add`.
#[derive(Clone, PartialEq, Eq)]
pub enum NewTransport {
    /// `--stdio COMMAND -- ARGS`.
    Stdio {
        /// The program.
        command: String,
        /// Its arguments (stored unchanged).
        args: Vec<String>,
    },
    /// `--http URL` or `--sse URL`.
    Remote {
        /// http or sse.
        kind: Kind,
        /// The URL.
        url: String,
    },
}

/// One `lemon mcp add`.
#[derive(Clone)]
pub struct AddSpec {
    /// The server name (rule of spec H.2).
    pub name: String,
    /// How to reach it.
    pub transport: NewTransport,
    /// `--env` pairs (stdio), in order; a repeated key keeps its last value.
    pub env: Vec<(String, String)>,
    /// `--header` pairs (http, sse).
    pub headers: Vec<(String, String)>,
    /// `--approval` (default always).
    pub approval: Approval,
    /// `--tool-approval` pairs.
    pub tool_approvals: Vec<(String, Approval)>,
    /// `--replace`.
    pub replace: bool,
}

/// What an `add` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AddOutcome {
    /// The file written.
    pub file: PathBuf,
    /// An entry of that name was replaced.
    pub replaced: bool,
}

/// Adds (or with `replace`, replaces) a server in the selected file.
pub fn add(target: &Target, env: &Env, spec: &AddSpec) -> Result<AddOutcome, EditError> {
    if !is_valid_name(&spec.name) {
        return Err(EditError::Argument(Invalid::Name(display_name(&spec.name))));
    }
    match &spec.transport {
        NewTransport::Stdio { command, .. } if command.trim().is_empty() => {
            return Err(EditError::Argument(Invalid::EmptyCommand));
        }
        NewTransport::Remote { url, .. } => check_url(url).map_err(EditError::Argument)?,
        NewTransport::Stdio { .. } => {}
    }
    let scope = target.scope();
    let path = target.path(env)?;
    let replaced = locked_edit(&path, scope, |root| {
        let servers = servers_mut(root, scope)?;
        let found = find_index(servers, &spec.name, scope)?;
        match found {
            Some(_) if !spec.replace => Err(EditError::Exists {
                name: display_name(&spec.name),
                scope,
            }),
            Some(i) => {
                let old = servers[i].as_object().cloned().unwrap_or_default();
                servers[i] = Value::Object(build_entry(spec, Some(old)));
                Ok(true)
            }
            None => {
                servers.push(Value::Object(build_entry(spec, None)));
                Ok(false)
            }
        }
    })?;
    Ok(AddOutcome {
        file: path,
        replaced,
    })
}

const STDIO_ONLY: [&str; 5] = ["command", "args", "env", "cwd", "sampling"];
const REMOTE_ONLY: [&str; 3] = ["url", "headers", "sse_fallback"];
const HTTP_ONLY: [&str; 3] = ["oauth", "persist_oauth_tokens", "oauth_token_secret"];

fn build_entry(spec: &AddSpec, old: Option<Map<String, Value>>) -> Map<String, Value> {
    let new_kind = match &spec.transport {
        NewTransport::Stdio { .. } => Kind::Stdio,
        NewTransport::Remote { kind, .. } => *kind,
    };
    let mut e = match old {
        Some(mut o) => {
            let old_kind = o.get("type").and_then(Value::as_str).and_then(Kind::parse);
            if old_kind != Some(new_kind) {
                // Fields only the old transport used go; same-transport credentials stay.
                let drop: Vec<&str> = match new_kind {
                    Kind::Stdio => REMOTE_ONLY
                        .iter()
                        .chain(HTTP_ONLY.iter())
                        .copied()
                        .collect(),
                    Kind::Http => STDIO_ONLY.to_vec(),
                    Kind::Sse => STDIO_ONLY.iter().chain(HTTP_ONLY.iter()).copied().collect(),
                };
                for k in drop {
                    o.remove(k);
                }
            }
            o
        }
        None => Map::new(),
    };
    // A new entry gets the documented key order; a replaced one keeps its own.
    e.insert("name".into(), json!(spec.name));
    e.insert("type".into(), json!(new_kind.as_str()));
    match &spec.transport {
        NewTransport::Stdio { command, args } => {
            e.insert("command".into(), json!(command));
            e.insert("args".into(), json!(args));
            merge_pairs(&mut e, "env", &spec.env);
        }
        NewTransport::Remote { url, .. } => {
            e.insert("url".into(), json!(url));
            merge_pairs(&mut e, "headers", &spec.headers);
        }
    }
    e.insert("approval".into(), json!(spec.approval.as_str()));
    let approvals: Vec<(String, String)> = spec
        .tool_approvals
        .iter()
        .map(|(t, a)| (t.clone(), a.as_str().to_string()))
        .collect();
    merge_pairs(&mut e, "tool_approvals", &approvals);
    e
}

/// Merges `pairs` into the object at `key` (created when there are pairs to add).
fn merge_pairs(e: &mut Map<String, Value>, key: &str, pairs: &[(String, String)]) {
    if pairs.is_empty() {
        return;
    }
    let slot = e.entry(key.to_string()).or_insert_with(|| json!({}));
    if !slot.is_object() {
        *slot = json!({});
    }
    if let Some(m) = slot.as_object_mut() {
        for (k, v) in pairs {
            m.insert(k.clone(), json!(v));
        }
    }
}

/// Removes the server named `name` from the selected file.
pub fn remove(target: &Target, env: &Env, name: &str) -> Result<PathBuf, EditError> {
    let scope = target.scope();
    let path = target.path(env)?;
    locked_edit(&path, scope, |root| {
        let servers = servers_mut(root, scope)?;
        match find_index(servers, name, scope)? {
            Some(i) => {
                servers.remove(i);
                Ok(())
            }
            None => Err(EditError::NotFound {
                name: display_name(name),
                scope,
            }),
        }
    })?;
    Ok(path)
}

/// What `enable` / `disable` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToggleOutcome {
    /// The file.
    pub file: PathBuf,
    /// Whether the lists changed.
    pub changed: bool,
}

/// `enable` (`true`) or `disable` (`false`): moves `name` between `enabled_servers` and
/// `disabled_servers` of the selected file. The caller checks the name is known.
pub fn set_enabled(
    target: &Target,
    env: &Env,
    name: &str,
    enable: bool,
) -> Result<ToggleOutcome, EditError> {
    if !is_valid_name(name) {
        return Err(EditError::Argument(Invalid::Name(display_name(name))));
    }
    let scope = target.scope();
    let path = target.path(env)?;
    let (add_to, take_from) = if enable {
        ("enabled_servers", "disabled_servers")
    } else {
        ("disabled_servers", "enabled_servers")
    };
    let changed = locked_edit(&path, scope, |root| {
        // Validates `servers` (adds nothing); a duplicate name is refused here too.
        find_index(servers_of(root, scope)?, name, scope)?;
        for key in [add_to, take_from] {
            if root.get(key).is_some_and(|v| !v.is_array()) {
                return Err(EditError::InvalidFile {
                    scope,
                    reason: format!("\"{key}\" is not an array"),
                });
            }
        }
        let mut changed = false;
        if let Some(Value::Array(list)) = root.get_mut(take_from) {
            let before = list.len();
            list.retain(|v| v.as_str() != Some(name));
            changed |= list.len() != before;
        }
        let list = root.entry(add_to.to_string()).or_insert_with(|| json!([]));
        if let Value::Array(list) = list
            && !list.iter().any(|v| v.as_str() == Some(name))
        {
            list.push(json!(name));
            changed = true;
        }
        Ok(changed)
    })?;
    Ok(ToggleOutcome {
        file: path,
        changed,
    })
}

/// One entry of the selected file, as `list` (without `--all`) shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileRow {
    /// The name (escaped when it breaks the rule); `None` for a legacy entry.
    pub name: Option<String>,
    /// `type` as written when it is a known one.
    pub kind: Option<Kind>,
    /// The entry's own flag.
    pub enabled: bool,
    /// `approval` as written (`None`: absent or not a known value).
    pub approval: Option<Approval>,
    /// How many `env` entries.
    pub env_count: usize,
    /// How many headers.
    pub header_count: usize,
    /// How many `tool_approvals`.
    pub tool_approval_count: usize,
    /// Why the entry is invalid, when it is.
    pub invalid: Option<Invalid>,
}

/// The selected file's entries (missing file: none).
pub fn list_file(target: &Target, env: &Env) -> Result<(PathBuf, Vec<FileRow>), EditError> {
    let scope = target.scope();
    let path = target.path(env)?;
    let Some((_, root)) = read_root(&path, scope)? else {
        return Ok((path, Vec::new()));
    };
    let servers = servers_of(&root, scope)?;
    let count = |v: &Value, k: &str| v.get(k).and_then(Value::as_object).map_or(0, Map::len);
    let rows = servers
        .iter()
        .map(|v| {
            let parsed = parse_entry(v, false);
            FileRow {
                name: v
                    .get("name")
                    .and_then(Value::as_str)
                    .map(super::name::safe_name),
                kind: v.get("type").and_then(Value::as_str).and_then(Kind::parse),
                enabled: v.get("enabled") != Some(&json!(false))
                    && v.get("disabled") != Some(&json!(true)),
                approval: v
                    .get("approval")
                    .and_then(Value::as_str)
                    .and_then(Approval::parse),
                env_count: count(v, "env"),
                header_count: count(v, "headers"),
                tool_approval_count: count(v, "tool_approvals"),
                invalid: parsed.err(),
            }
        })
        .collect();
    Ok((path, rows))
}

/// The entry named `name` in the selected file, parsed (for `test`).
pub fn find_entry(target: &Target, env: &Env, name: &str) -> Result<ServerEntry, EditError> {
    let scope = target.scope();
    let path = target.path(env)?;
    let not_found = || EditError::NotFound {
        name: display_name(name),
        scope,
    };
    let Some((_, root)) = read_root(&path, scope)? else {
        return Err(not_found());
    };
    let servers = servers_of(&root, scope)?;
    let i = find_index(servers, name, scope)?.ok_or_else(not_found)?;
    parse_entry(&servers[i], false).map_err(|reason| EditError::InvalidEntry {
        name: display_name(name),
        scope,
        reason,
    })
}

fn servers_of<'a>(
    root: &'a Map<String, Value>,
    scope: &'static str,
) -> Result<&'a [Value], EditError> {
    match root.get("servers") {
        None | Some(Value::Null) => Ok(&[]),
        Some(Value::Array(a)) => Ok(a),
        Some(_) => Err(EditError::InvalidFile {
            scope,
            reason: "\"servers\" is not an array".into(),
        }),
    }
}

fn servers_mut<'a>(
    root: &'a mut Map<String, Value>,
    scope: &'static str,
) -> Result<&'a mut Vec<Value>, EditError> {
    servers_of(root, scope)?;
    let slot = root
        .entry("servers".to_string())
        .or_insert_with(|| json!([]));
    if slot.is_null() {
        *slot = json!([]);
    }
    match slot {
        Value::Array(a) => Ok(a),
        _ => unreachable!("checked by servers_of"),
    }
}

/// The index of the one entry named `name`; two or more is [`EditError::Duplicate`].
fn find_index(
    servers: &[Value],
    name: &str,
    scope: &'static str,
) -> Result<Option<usize>, EditError> {
    let mut hits = servers
        .iter()
        .enumerate()
        .filter(|(_, v)| v.get("name").and_then(Value::as_str) == Some(name))
        .map(|(i, _)| i);
    let first = hits.next();
    if hits.next().is_some() {
        return Err(EditError::Duplicate {
            name: display_name(name),
            scope,
        });
    }
    Ok(first)
}

type Fingerprint = Option<[u8; 32]>;
/// A file as read for an edit: its fingerprint and top-level object.
type Read = (Fingerprint, Map<String, Value>);

fn fingerprint(bytes: Option<&[u8]>) -> Fingerprint {
    bytes.map(|b| Sha256::digest(b).into())
}

fn read_bytes(path: &Path, scope: &'static str) -> Result<Option<Vec<u8>>, EditError> {
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        return Err(EditError::InvalidFile {
            scope,
            reason: "not a regular file".into(),
        });
    }
    match lemon_core::read::read_bounded(path, MAX_LEMON_FILE_BYTES) {
        Ok(b) => Ok(Some(b)),
        Err(e) if e.is_not_found() => Ok(None),
        Err(lemon_core::read::ReadError::TooLarge { limit, .. }) => Err(EditError::InvalidFile {
            scope,
            reason: format!("larger than {limit} bytes"),
        }),
        Err(lemon_core::read::ReadError::Io { source, .. }) => Err(EditError::Io {
            op: "read",
            scope,
            kind: source.kind().to_string(),
        }),
        Err(_) => Err(EditError::InvalidFile {
            scope,
            reason: "not UTF-8".into(),
        }),
    }
}

/// The file's fingerprint and top-level object; `None` when it does not exist.
fn read_root(path: &Path, scope: &'static str) -> Result<Option<Read>, EditError> {
    let Some(bytes) = read_bytes(path, scope)? else {
        return Ok(None);
    };
    let fp = fingerprint(Some(&bytes));
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(Some((fp, Map::new())));
    }
    let v: Value = serde_json::from_slice(&bytes).map_err(|e| EditError::InvalidFile {
        scope,
        reason: if e.is_data() || e.is_syntax() || e.is_eof() {
            format!("not valid JSON at line {} column {}", e.line(), e.column())
        } else {
            "not valid JSON".into()
        },
    })?;
    match v {
        Value::Object(m) => Ok(Some((fp, m))),
        _ => Err(EditError::InvalidFile {
            scope,
            reason: "the top level is not an object".into(),
        }),
    }
}

fn io_error(op: &'static str, scope: &'static str, e: &FsError) -> EditError {
    let kind = match e {
        FsError::Io { source, .. } => source.kind().to_string(),
        other => other.to_string(),
    };
    EditError::Io { op, scope, kind }
}

/// The read-modify-write of spec H.9. `f` sees the top-level object; when it fails,
/// nothing is written.
fn locked_edit<R>(
    path: &Path,
    scope: &'static str,
    f: impl FnOnce(&mut Map<String, Value>) -> Result<R, EditError>,
) -> Result<R, EditError> {
    let opts = LockOptions {
        timeout: LOCK_WAIT,
        ..LockOptions::default()
    };
    let guard = LockDir::acquire_with(path, &opts).map_err(|e| match e {
        FsError::LockTimeout { lock, .. } => EditError::Busy { scope, lock },
        other => io_error("lock", scope, &other),
    })?;
    lemon_core::fs::remove_stale_temporaries(path);
    let (fp, original) = match read_root(path, scope)? {
        Some((fp, m)) => (fp, m),
        None => (None, Map::new()),
    };
    let mut root = original.clone();
    let out = f(&mut root)?;
    if root != original || fp.is_none() {
        let mut text =
            serde_json::to_string_pretty(&Value::Object(root)).map_err(|_| EditError::Io {
                op: "write",
                scope,
                kind: "serialisation".into(),
            })?;
        text.push('\n');
        let written = lemon_core::fs::write_atomic_private_if(
            path,
            text.as_bytes(),
            || matches!(read_bytes(path, scope), Ok(now) if fingerprint(now.as_deref()) == fp),
        )
        .map_err(|e| io_error("write", scope, &e))?;
        if !written {
            return Err(EditError::Changed { scope });
        }
    }
    guard.release().map_err(|e| io_error("unlock", scope, &e))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(name: &str, t: NewTransport) -> AddSpec {
        AddSpec {
            name: name.into(),
            transport: t,
            env: vec![],
            headers: vec![],
            approval: Approval::Always,
            tool_approvals: vec![],
            replace: false,
        }
    }

    fn stdio(c: &str) -> NewTransport {
        NewTransport::Stdio {
            command: c.into(),
            args: vec!["--".into(), "a b".into()],
        }
    }

    #[test]
    fn add_replace_keeps_credentials_and_extensions() {
        let dir = tempfile::tempdir().unwrap();
        let t = Target::Project(dir.path().to_path_buf());
        let env = Env::empty();
        let path = project_path(dir.path());
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, r#"{"x-top": 1, "servers": [{"name":"other","type":"sse","url":"http://h/sse","x-ext":true},
            {"name":"git","type":"stdio","command":"old","env":{"A":"1","B":"2"},"cwd":"sub","x-keep":"k"}]}"#).unwrap();
        let mut s = spec("git", stdio("uvx"));
        assert!(matches!(add(&t, &env, &s), Err(EditError::Exists { .. })));
        s.replace = true;
        s.env = vec![("B".into(), "3".into()), ("C".into(), "4".into())];
        s.tool_approvals = vec![("git_status".into(), Approval::Never)];
        assert!(add(&t, &env, &s).unwrap().replaced);
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(v["x-top"], 1);
        assert_eq!(v["servers"][0]["x-ext"], true);
        let g = &v["servers"][1];
        assert_eq!(g["env"], json!({"A":"1","B":"3","C":"4"}));
        assert_eq!(
            (
                g["command"].as_str(),
                g["x-keep"].as_str(),
                g["cwd"].as_str()
            ),
            (Some("uvx"), Some("k"), Some("sub"))
        );
        assert_eq!(g["args"], json!(["--", "a b"]));
        assert_eq!(g["approval"], "always");
        assert_eq!(g["tool_approvals"], json!({"git_status":"never"}));
        // Transport change drops the stdio fields.
        let mut h = spec(
            "git",
            NewTransport::Remote {
                kind: Kind::Http,
                url: "https://h/mcp".into(),
            },
        );
        h.replace = true;
        h.approval = Approval::Never;
        add(&t, &env, &h).unwrap();
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let g = v["servers"][1].as_object().unwrap();
        assert!(!g.contains_key("command") && !g.contains_key("env") && !g.contains_key("cwd"));
        assert_eq!(
            (
                g["url"].as_str(),
                g["approval"].as_str(),
                g["x-keep"].as_str()
            ),
            (Some("https://h/mcp"), Some("never"), Some("k"))
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(
                std::fs::metadata(&path).unwrap().permissions().mode() & 0o777,
                0o600
            );
        }
    }

    #[test]
    fn new_file_shape_remove_toggle_and_refusals() {
        let dir = tempfile::tempdir().unwrap();
        let agent = dir.path().join("agent");
        let env = Env::empty().with("LEMON_AGENT_DIR", &agent);
        let t = Target::Global;
        let mut s = spec(
            "r",
            NewTransport::Remote {
                kind: Kind::Sse,
                url: "https://h/sse".into(),
            },
        );
        s.headers = vec![("X-K".into(), "v".into())];
        add(&t, &env, &s).unwrap();
        let text = std::fs::read_to_string(agent.join("mcp.json")).unwrap();
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            v,
            json!({"servers":[{"name":"r","type":"sse","url":"https://h/sse","headers":{"X-K":"v"},"approval":"always"}]})
        );
        assert!(text.find("\"name\"").unwrap() < text.find("\"type\"").unwrap());
        assert!(set_enabled(&t, &env, "imported", false).unwrap().changed);
        assert!(!set_enabled(&t, &env, "imported", false).unwrap().changed);
        set_enabled(&t, &env, "imported", true).unwrap();
        let v: Value =
            serde_json::from_str(&std::fs::read_to_string(agent.join("mcp.json")).unwrap())
                .unwrap();
        assert_eq!(
            (v["enabled_servers"].clone(), v["disabled_servers"].clone()),
            (json!(["imported"]), json!([]))
        );
        assert!(matches!(
            remove(&t, &env, "nope"),
            Err(EditError::NotFound { .. })
        ));
        remove(&t, &env, "r").unwrap();
        assert!(matches!(
            find_entry(&t, &env, "r"),
            Err(EditError::NotFound { .. })
        ));

        // Duplicates, invalid files and a held lock are refused, nothing written.
        let f = agent.join("mcp.json");
        std::fs::write(&f, r#"{"servers":[{"name":"d"},{"name":"d"}]}"#).unwrap();
        let mut d = spec("d", stdio("x"));
        d.replace = true;
        assert!(matches!(
            add(&t, &env, &d),
            Err(EditError::Duplicate { .. })
        ));
        assert!(matches!(
            remove(&t, &env, "d"),
            Err(EditError::Duplicate { .. })
        ));
        assert!(matches!(
            set_enabled(&t, &env, "d", false),
            Err(EditError::Duplicate { .. })
        ));
        for bad in ["{", "[]", r#"{"servers":{}}"#] {
            std::fs::write(&f, bad).unwrap();
            let e = add(&t, &env, &spec("n", stdio("x"))).unwrap_err();
            assert!(matches!(e, EditError::InvalidFile { .. }), "{e}");
            assert_eq!(std::fs::read_to_string(&f).unwrap(), bad);
        }
        std::fs::write(&f, "{}").unwrap();
        let _held = LockDir::acquire(&f, Duration::from_secs(1)).unwrap();
        let e = add(&t, &env, &spec("n", stdio("x"))).unwrap_err();
        assert!(matches!(e, EditError::Busy { .. }), "{e}");
    }

    #[test]
    fn a_file_changed_behind_the_lock_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("mcp.json");
        std::fs::write(&f, "{}").unwrap();
        let e = locked_edit(&f, "project", |root| {
            root.insert("a".into(), json!(1));
            std::fs::write(&f, "{\"edited\":true}").unwrap();
            Ok(())
        })
        .unwrap_err();
        assert!(matches!(e, EditError::Changed { .. }));
        assert_eq!(std::fs::read_to_string(&f).unwrap(), "{\"edited\":true}");
        let leftovers: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(leftovers.len(), 1, "the temporary file was removed");
    }
}
