//! `skills.json`: per-scope skill settings and the `disabled` list (`docs/cli.md`,
//! `enable` / `disable`).
//!
//! * Global file: `<agent dir>/skills.json`; project file: `<cwd>/.lemon/skills.json`.
//! * A JSON object; known keys `disabled` (array of keys) and `skills` (key → settings
//!   object); every other key is preserved verbatim.
//! * A missing, unreadable, malformed or non-object file reads as `{}` (and is replaced
//!   by the next save).
//! * The effective configuration for a `cwd` deep-merges global then project: objects
//!   merge key by key, anything else (arrays included) is replaced by the project's.
//!   So a project `disabled` array replaces the global one for that `cwd`.
//! * [`disable`] / [`enable`] touch only the chosen file, under its `.lock` directory,
//!   re-reading it after taking the lock, and write it atomically
//!   ([`lemon_core::lock::update_json_file_with`]).
//!
//! ```
//! use lemon_core::paths::Env;
//! use lemon_skills::config::{self, Target};
//!
//! let agent = tempfile::tempdir().unwrap();
//! let project = tempfile::tempdir().unwrap();
//! let env = Env::empty().with("LEMON_AGENT_DIR", agent.path());
//!
//! config::disable(&env, "noisy", &Target::Project(project.path().into())).unwrap();
//! assert!(config::is_disabled(&env, Some(project.path()), "noisy"));
//! assert!(!config::is_disabled(&env, None, "noisy")); // global scope untouched
//!
//! config::enable(&env, "noisy", &Target::Project(project.path().into())).unwrap();
//! let text = std::fs::read_to_string(project.path().join(".lemon/skills.json")).unwrap();
//! assert_eq!(serde_json::from_str::<serde_json::Value>(&text).unwrap(), serde_json::json!({"disabled": []}));
//! ```

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use lemon_core::fs::FsError;
use lemon_core::lock::{OnMalformed, UpdateOptions, update_json_file_with};
use lemon_core::paths::{self, Env, PathError};
use serde_json::{Map, Value};

/// File name of the settings file in both scopes.
pub const FILE_NAME: &str = "skills.json";

/// Reads larger than this are treated like a malformed file (`{}`).
const MAX_CONFIG_BYTES: u64 = 4 * 1024 * 1024;

/// Which `skills.json` a write goes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// `<agent dir>/skills.json`.
    Global,
    /// `<cwd>/.lemon/skills.json`.
    Project(PathBuf),
}

/// Errors of the write operations.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The agent directory could not be located.
    #[error(transparent)]
    Path(#[from] PathError),
    /// Locking, reading or writing the file failed.
    #[error(transparent)]
    Fs(#[from] FsError),
    /// A key that can never name a skill directory.
    #[error(
        "'{key}' is not a valid skill key (it must be a directory name: non-empty, no '/', '\\\\', NUL or newline, not '.' or '..')"
    )]
    InvalidKey {
        /// The rejected key.
        key: String,
    },
}

/// What an [`enable`] / [`disable`] / [`set_skill_config`] did.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ConfigChange {
    /// The `skills.json` concerned.
    pub file: PathBuf,
    /// Whether its content changed (`false`: it already said so; nothing was written).
    pub changed: bool,
}

/// The path of the file a [`Target`] designates.
pub fn target_path(env: &Env, target: &Target) -> Result<PathBuf, PathError> {
    match target {
        Target::Global => paths::global_file(env, FILE_NAME),
        Target::Project(cwd) => Ok(paths::project_file(cwd, FILE_NAME)),
    }
}

/// Reads one `skills.json` leniently: anything that is not a readable JSON object is
/// `{}`.
pub fn read_file(path: &Path) -> Map<String, Value> {
    let Ok(bytes) = lemon_core::read_bounded(path, MAX_CONFIG_BYTES) else {
        return Map::new();
    };
    match serde_json::from_slice::<Value>(&bytes) {
        Ok(Value::Object(m)) => m,
        _ => Map::new(),
    }
}

/// The global file's content (`{}` when the agent directory cannot be located).
pub fn read_global(env: &Env) -> Map<String, Value> {
    match paths::global_file(env, FILE_NAME) {
        Ok(p) => read_file(&p),
        Err(_) => Map::new(),
    }
}

/// The project file's content for `cwd`.
pub fn read_project(cwd: &Path) -> Map<String, Value> {
    read_file(&paths::project_file(cwd, FILE_NAME))
}

/// Deep-merges `over` into `base`: objects merge recursively; any other value of `over`
/// replaces `base`'s.
///
/// ```
/// use serde_json::json;
/// let mut a = json!({"t": 10, "n": {"a": 1, "b": 2}, "l": [1]});
/// lemon_skills::config::deep_merge(&mut a, json!({"t": 30, "n": {"b": 99}, "l": []}));
/// assert_eq!(a, json!({"t": 30, "n": {"a": 1, "b": 99}, "l": []}));
/// ```
pub fn deep_merge(base: &mut Value, over: Value) {
    match (base, over) {
        (Value::Object(b), Value::Object(o)) => {
            for (k, v) in o {
                match b.get_mut(&k) {
                    Some(slot) => deep_merge(slot, v),
                    None => {
                        b.insert(k, v);
                    }
                }
            }
        }
        (slot, v) => *slot = v,
    }
}

/// The effective configuration for `cwd` (global only when `cwd` is `None`).
pub fn effective(env: &Env, cwd: Option<&Path>) -> Map<String, Value> {
    let mut v = Value::Object(read_global(env));
    if let Some(cwd) = cwd {
        deep_merge(&mut v, Value::Object(read_project(cwd)));
    }
    match v {
        Value::Object(m) => m,
        _ => Map::new(),
    }
}

/// The `disabled` keys of a configuration (non-string items ignored).
pub fn disabled_keys(config: &Map<String, Value>) -> BTreeSet<String> {
    match config.get("disabled") {
        Some(Value::Array(a)) => a
            .iter()
            .filter_map(|v| v.as_str().map(str::to_string))
            .collect(),
        _ => BTreeSet::new(),
    }
}

/// The effective disabled set for `cwd`, read fresh from disk.
pub fn disabled_set(env: &Env, cwd: Option<&Path>) -> BTreeSet<String> {
    disabled_keys(&effective(env, cwd))
}

/// Whether `key` is disabled for `cwd`, read fresh from disk.
pub fn is_disabled(env: &Env, cwd: Option<&Path>, key: &str) -> bool {
    disabled_set(env, cwd).contains(key)
}

/// The effective per-skill settings of `key` (`{}` when none).
pub fn skill_settings(env: &Env, cwd: Option<&Path>, key: &str) -> Map<String, Value> {
    match effective(env, cwd).get("skills").and_then(|s| s.get(key)) {
        Some(Value::Object(m)) => m.clone(),
        _ => Map::new(),
    }
}

fn check_key(key: &str) -> Result<(), ConfigError> {
    let bad =
        key.is_empty() || key == "." || key == ".." || key.contains(['/', '\\', '\0', '\n', '\r']);
    if bad {
        return Err(ConfigError::InvalidKey {
            key: key.to_string(),
        });
    }
    Ok(())
}

fn update(
    env: &Env,
    target: &Target,
    f: impl FnOnce(&mut Map<String, Value>),
) -> Result<ConfigChange, ConfigError> {
    let path = target_path(env, target)?;
    let existed = path.exists();
    let opts = UpdateOptions {
        on_malformed: OnMalformed::Replace,
        ..UpdateOptions::default()
    };
    let changed = update_json_file_with(&path, &opts, |v| {
        let before = v.clone();
        if !v.is_object() {
            *v = Value::Object(Map::new());
        }
        if let Value::Object(m) = v {
            f(m);
        }
        Ok::<_, ConfigError>(*v != before || !existed)
    })?;
    Ok(ConfigChange {
        file: path,
        changed,
    })
}

/// Adds `key` to the front of the chosen file's `disabled` list (once).
pub fn disable(env: &Env, key: &str, target: &Target) -> Result<ConfigChange, ConfigError> {
    check_key(key)?;
    update(env, target, |m| {
        let mut list = match m.remove("disabled") {
            Some(Value::Array(a)) => a,
            _ => Vec::new(),
        };
        if !list.iter().any(|v| v.as_str() == Some(key)) {
            list.insert(0, Value::String(key.to_string()));
        }
        m.insert("disabled".to_string(), Value::Array(list));
    })
}

/// Removes `key` from the chosen file's `disabled` list; the list is written even when
/// it was absent (`"disabled": []`).
pub fn enable(env: &Env, key: &str, target: &Target) -> Result<ConfigChange, ConfigError> {
    check_key(key)?;
    update(env, target, |m| {
        let mut list = match m.remove("disabled") {
            Some(Value::Array(a)) => a,
            _ => Vec::new(),
        };
        list.retain(|v| v.as_str() != Some(key));
        m.insert("disabled".to_string(), Value::Array(list));
    })
}

/// Drops every mention of `key` from the chosen file (its `disabled` entry and its
/// `skills.<key>` settings), as removing a skill does. The file is only rewritten when
/// it mentions the key; returns it then.
pub fn forget(env: &Env, key: &str, target: &Target) -> Result<Option<PathBuf>, ConfigError> {
    check_key(key)?;
    let path = target_path(env, target)?;
    let current = read_file(&path);
    let listed = current
        .get("disabled")
        .and_then(Value::as_array)
        .is_some_and(|a| a.iter().any(|v| v.as_str() == Some(key)));
    let configured = current
        .get("skills")
        .and_then(Value::as_object)
        .is_some_and(|m| m.contains_key(key));
    if !listed && !configured {
        return Ok(None);
    }
    let change = update(env, target, |m| {
        if let Some(Value::Array(list)) = m.get_mut("disabled") {
            list.retain(|v| v.as_str() != Some(key));
        }
        if let Some(Value::Object(skills)) = m.get_mut("skills") {
            skills.remove(key);
        }
    })?;
    Ok(Some(change.file))
}

/// Replaces `skills.<key>` in the chosen file with `settings`.
pub fn set_skill_config(
    env: &Env,
    key: &str,
    settings: Map<String, Value>,
    target: &Target,
) -> Result<ConfigChange, ConfigError> {
    check_key(key)?;
    update(env, target, |m| {
        let skills = m
            .entry("skills".to_string())
            .or_insert_with(|| Value::Object(Map::new()));
        if !skills.is_object() {
            *skills = Value::Object(Map::new());
        }
        if let Value::Object(s) = skills {
            s.insert(key.to_string(), Value::Object(settings));
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn env_for(agent: &Path) -> Env {
        Env::empty().with("LEMON_AGENT_DIR", agent)
    }

    fn read(p: &Path) -> Value {
        serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap()
    }

    #[test]
    fn malformed_or_non_object_reads_as_empty_and_is_replaced() {
        let a = tempfile::tempdir().unwrap();
        let env = env_for(a.path());
        let f = a.path().join(FILE_NAME);
        for bad in ["{oops", "[1,2]", "\"x\"", ""] {
            std::fs::write(&f, bad).unwrap();
            assert!(read_global(&env).is_empty(), "{bad}");
        }
        std::fs::write(&f, "{oops").unwrap();
        disable(&env, "k", &Target::Global).unwrap();
        assert_eq!(read(&f), json!({"disabled": ["k"]}));
    }

    #[test]
    fn project_disabled_replaces_global_and_settings_deep_merge() {
        let a = tempfile::tempdir().unwrap();
        let p = tempfile::tempdir().unwrap();
        let env = env_for(a.path());
        std::fs::write(
            a.path().join(FILE_NAME),
            r#"{"disabled":["g"],"skills":{"s":{"timeout":10,"nested":{"a":1,"b":2}}}}"#,
        )
        .unwrap();
        std::fs::create_dir_all(p.path().join(".lemon")).unwrap();
        std::fs::write(
            p.path().join(".lemon").join(FILE_NAME),
            r#"{"disabled":["l"],"skills":{"s":{"timeout":30,"nested":{"b":99}}}}"#,
        )
        .unwrap();
        assert_eq!(
            disabled_set(&env, Some(p.path())),
            BTreeSet::from(["l".to_string()])
        );
        assert_eq!(disabled_set(&env, None), BTreeSet::from(["g".to_string()]));
        assert_eq!(
            Value::Object(skill_settings(&env, Some(p.path()), "s")),
            json!({"timeout":30,"nested":{"a":1,"b":99}})
        );
        assert_eq!(
            Value::Object(skill_settings(&env, None, "s")),
            json!({"timeout":10,"nested":{"a":1,"b":2}})
        );
    }

    #[test]
    fn disable_is_idempotent_prepends_and_preserves_unknown_keys() {
        let a = tempfile::tempdir().unwrap();
        let env = env_for(a.path());
        let f = a.path().join(FILE_NAME);
        std::fs::write(&f, r#"{"disabled":["old"],"custom":{"x":[1,2]}}"#).unwrap();
        assert!(disable(&env, "new", &Target::Global).unwrap().changed);
        let again = disable(&env, "new", &Target::Global).unwrap();
        assert!(!again.changed);
        assert_eq!(again.file, f);
        assert_eq!(
            read(&f),
            json!({"disabled":["new","old"],"custom":{"x":[1,2]}})
        );
        enable(&env, "new", &Target::Global).unwrap();
        assert_eq!(read(&f), json!({"disabled":["old"],"custom":{"x":[1,2]}}));
    }

    #[test]
    fn project_write_never_touches_global_file() {
        let a = tempfile::tempdir().unwrap();
        let p = tempfile::tempdir().unwrap();
        let env = env_for(a.path());
        let g = a.path().join(FILE_NAME);
        std::fs::write(&g, "{\"disabled\":[\"x\"]}").unwrap();
        let before = std::fs::read(&g).unwrap();
        disable(&env, "local-skill", &Target::Project(p.path().into())).unwrap();
        let pf = p.path().join(".lemon").join(FILE_NAME);
        assert_eq!(read(&pf), json!({"disabled":["local-skill"]}));
        assert_eq!(std::fs::read(&g).unwrap(), before);
        assert!(is_disabled(&env, Some(p.path()), "local-skill"));
        assert!(!is_disabled(&env, None, "local-skill"));
    }

    #[test]
    fn set_skill_config_replaces_one_key() {
        let a = tempfile::tempdir().unwrap();
        let env = env_for(a.path());
        let mut s = Map::new();
        s.insert("a".into(), json!(1));
        set_skill_config(&env, "k", s.clone(), &Target::Global).unwrap();
        s.clear();
        s.insert("b".into(), json!(2));
        set_skill_config(&env, "k", s, &Target::Global).unwrap();
        assert_eq!(
            read(&a.path().join(FILE_NAME)),
            json!({"skills":{"k":{"b":2}}})
        );
    }

    #[test]
    fn invalid_keys_are_rejected() {
        let a = tempfile::tempdir().unwrap();
        let env = env_for(a.path());
        for k in ["", "..", "a/b", "a\nb"] {
            assert!(matches!(
                disable(&env, k, &Target::Global),
                Err(ConfigError::InvalidKey { .. })
            ));
        }
        assert!(!a.path().join(FILE_NAME).exists());
    }

    #[test]
    fn concurrent_disables_lose_nothing() {
        let a = tempfile::tempdir().unwrap();
        let env = env_for(a.path());
        std::thread::scope(|s| {
            for t in 0..4 {
                let env = env.clone();
                s.spawn(move || {
                    for i in 0..10 {
                        disable(&env, &format!("k{t}-{i}"), &Target::Global).unwrap();
                    }
                });
            }
        });
        assert_eq!(disabled_set(&env, None).len(), 40);
    }
}
