//! `skills.lock.json`: the provenance of every installed skill of one scope (global:
//! `<agent dir>/skills.lock.json`, project: `<cwd>/.lemon/skills.lock.json`).
//!
//! Shape: `{ "version": 1, "skills": { "<key>": Record } }`, pretty-printed. Writes go
//! through [`lemon_core::update_json_file`] (under `<file>.lock`, atomic replace), and a
//! malformed file is an error on every write path (never replaced silently); read paths
//! treat it as "no provenance" ([`read`] returns the error, [`read_or_empty`] swallows it).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use lemon_core::fs::FsError;
use lemon_core::paths::{self, Env};
use lemon_core::read::read_bounded;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// File name of the lockfile in both scopes.
pub const FILE_NAME: &str = crate::registry::LOCKFILE_NAME;
/// The format version written.
pub const VERSION: u64 = 1;
const MAX_LOCKFILE_BYTES: u64 = lemon_core::lock::MAX_JSON_FILE_BYTES;

/// One installed skill's provenance (spec G.8 plus the git and approval details).
/// Unknown values are `null`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Record {
    /// The skill key (its directory name).
    pub key: String,
    /// `local`, `git` (later: `registry`, `well_known`, `builtin`).
    pub source_kind: String,
    /// The canonical source id: an absolute path, a URL, `owner/repo`.
    pub source_id: String,
    /// The source exactly as the user gave it (what `update` re-resolves).
    pub source: String,
    /// `trusted` (local paths) or `community` (git).
    pub trust_level: String,
    /// The URL that was cloned (credentials removed), for git sources.
    pub resolved_url: Option<String>,
    /// The commit that was installed (`git rev-parse HEAD`), for git sources.
    pub commit: Option<String>,
    /// The subdirectory of the source holding the skill (`--path`, or where a
    /// multi-skill repository keeps it), `/`-separated.
    pub subdir: Option<String>,
    /// The branch, tag or commit asked for (`--ref`); `null`: the default branch.
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    /// SHA-256 hex of the installed `SKILL.md`.
    pub content_hash: Option<String>,
    /// The bundle digest of what was installed.
    pub bundle_hash: Option<String>,
    /// The last known upstream identity (git commit, or the local source's digest).
    pub upstream_hash: Option<String>,
    /// First install (kept across updates), ISO-8601 UTC.
    pub installed_at: Option<String>,
    /// Last install or update, ISO-8601 UTC.
    pub updated_at: Option<String>,
    /// `pass`, `warn` or `block` (an overridden block stays `block`).
    pub audit_status: Option<String>,
    /// The audit rules version that judged the bundle.
    pub rules_version: Option<String>,
    /// Finding summaries, `[<severity>] <rule>: <file>[:<line>]`.
    pub audit_findings: Vec<String>,
    /// How the install was approved: `prompt`, `flag`, `override` or `builtin`.
    pub approval: Option<String>,
}

/// Why the lockfile could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum LockfileError {
    /// The agent directory could not be located.
    #[error(transparent)]
    Path(#[from] paths::PathError),
    /// Reading, locking or writing failed (including a malformed file on a write path).
    #[error(transparent)]
    Fs(#[from] FsError),
    /// The file is JSON but not a lockfile (e.g. `skills` is not an object).
    #[error("{} is not a skills lockfile ({why}); fix or remove the file", path.display())]
    Malformed {
        /// The lockfile.
        path: PathBuf,
        /// What is wrong.
        why: String,
    },
}

/// The lockfile of the global scope.
pub fn global_path(env: &Env) -> Result<PathBuf, paths::PathError> {
    paths::global_file(env, FILE_NAME)
}

/// The lockfile of the project at `cwd`.
pub fn project_path(cwd: &Path) -> PathBuf {
    paths::project_file(cwd, FILE_NAME)
}

/// Every record of the lockfile at `path`. Missing or empty file ⇒ empty map; a file
/// that is not valid JSON, or whose `skills` is not an object of records, is an error.
pub fn read(path: &Path) -> Result<BTreeMap<String, Record>, LockfileError> {
    let bytes = match read_bounded(path, MAX_LOCKFILE_BYTES) {
        Ok(b) => b,
        Err(e) if e.is_not_found() => return Ok(BTreeMap::new()),
        Err(e) => return Err(LockfileError::Fs(e.into())),
    };
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(BTreeMap::new());
    }
    let value: Value = serde_json::from_slice(&bytes).map_err(|source| FsError::MalformedJson {
        path: path.to_path_buf(),
        source,
    })?;
    records_of(path, &value)
}

/// [`read`], with every error read as "no provenance".
pub fn read_or_empty(path: &Path) -> BTreeMap<String, Record> {
    read(path).unwrap_or_default()
}

fn records_of(path: &Path, value: &Value) -> Result<BTreeMap<String, Record>, LockfileError> {
    let malformed = |why: String| LockfileError::Malformed {
        path: path.to_path_buf(),
        why,
    };
    if !value.is_object() {
        return Err(malformed("the top level is not an object".into()));
    }
    let Some(skills) = value.get("skills") else {
        return Ok(BTreeMap::new());
    };
    let Some(skills) = skills.as_object() else {
        return Err(malformed("`skills` is not an object".into()));
    };
    let mut out = BTreeMap::new();
    for (key, v) in skills {
        let mut record: Record = serde_json::from_value(v.clone())
            .map_err(|e| malformed(format!("the record of `{key}`: {e}")))?;
        record.key = key.clone();
        out.insert(key.clone(), record);
    }
    Ok(out)
}

/// Read-modify-write of the lockfile at `path` under its lock: `f` gets the current
/// records and may change them. A malformed file fails with nothing written. Returns
/// what `f` returned.
pub fn update<R>(
    path: &Path,
    f: impl FnOnce(&mut BTreeMap<String, Record>) -> R,
) -> Result<R, LockfileError> {
    lemon_core::update_json_file(path, |value: &mut Value| {
        if value.as_object().is_some_and(|m| m.is_empty()) {
            *value = serde_json::json!({ "version": VERSION, "skills": {} });
        }
        let mut records = records_of(path, value)?;
        let out = f(&mut records);
        let mut skills = serde_json::Map::new();
        for (key, record) in &records {
            let v = serde_json::to_value(record).map_err(|e| LockfileError::Malformed {
                path: path.to_path_buf(),
                why: e.to_string(),
            })?;
            skills.insert(key.clone(), v);
        }
        if let Some(map) = value.as_object_mut() {
            map.insert("version".into(), Value::from(VERSION));
            map.insert("skills".into(), Value::Object(skills));
        }
        Ok::<_, LockfileError>(out)
    })
}

/// Stores `record` under its key, returning the record it replaced.
pub fn put(path: &Path, record: Record) -> Result<Option<Record>, LockfileError> {
    update(path, |r| r.insert(record.key.clone(), record))
}

/// Restores the state of `key` to `previous` (a record, or none at all).
pub fn restore(path: &Path, key: &str, previous: Option<Record>) -> Result<(), LockfileError> {
    update(path, |r| match previous {
        Some(p) => {
            r.insert(key.to_string(), p);
        }
        None => {
            r.remove(key);
        }
    })
}

/// Removes the record of `key` (a missing key is fine), returning it.
pub fn remove(path: &Path, key: &str) -> Result<Option<Record>, LockfileError> {
    if !path.exists() {
        return Ok(None);
    }
    update(path, |r| r.remove(key))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(key: &str) -> Record {
        Record {
            key: key.into(),
            source_kind: "local".into(),
            ..Record::default()
        }
    }

    #[test]
    fn put_read_remove_round_trip() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(FILE_NAME);
        assert!(read(&file).unwrap().is_empty());
        put(&file, rec("a")).unwrap();
        put(&file, rec("b")).unwrap();
        let all = read(&file).unwrap();
        assert_eq!(all.keys().collect::<Vec<_>>(), ["a", "b"]);
        let text = std::fs::read_to_string(&file).unwrap();
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["version"], 1);
        assert!(
            v["skills"]["a"]["commit"].is_null(),
            "unknown values are null"
        );
        assert_eq!(remove(&file, "a").unwrap().unwrap().key, "a");
        assert!(remove(&file, "zz").unwrap().is_none());
        assert_eq!(read(&file).unwrap().len(), 1);
    }

    #[test]
    fn a_malformed_file_is_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(FILE_NAME);
        std::fs::write(&file, "{ not json").unwrap();
        assert!(read(&file).is_err());
        assert!(read_or_empty(&file).is_empty());
        assert!(put(&file, rec("a")).is_err());
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "{ not json");
        std::fs::write(&file, r#"{"skills": []}"#).unwrap();
        assert!(matches!(
            put(&file, rec("a")),
            Err(LockfileError::Malformed { .. })
        ));
        assert_eq!(std::fs::read_to_string(&file).unwrap(), r#"{"skills": []}"#);
    }

    #[test]
    fn valid_json_without_skills_is_empty() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(FILE_NAME);
        std::fs::write(&file, r#"{"version": 1}"#).unwrap();
        assert!(read(&file).unwrap().is_empty());
    }
}
