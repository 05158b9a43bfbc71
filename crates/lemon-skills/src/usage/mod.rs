//! The usage sidecar `skills.usage.json` (global under the agent directory, project
//! under `.lemon/`): per skill, load and write counters, last use, who created it, and
//! its lifecycle state (active, stale, archived, pinned), which the curator acts on.
//!
//! Recording is cheap: an event is one line appended to `skills.usage.log` beside the
//! sidecar (one `write` on a file opened with `O_APPEND`, under a shared `flock`), never
//! a rewrite of the sidecar under its lock on every `read_skill`. Reading folds the log
//! into the sidecar's records; once the log passes [`COMPACT_AFTER_BYTES`], the next
//! recorder folds it into the sidecar for good, under the sidecar's lock: it renames the
//! log aside, waits (exclusive `flock`) for appenders still writing to it, folds it, and
//! deletes it. An appender that took its shared lock on a log already renamed sees that
//! the path no longer names its file and appends to the new log instead, so no event is
//! lost and none is counted twice. Twenty processes recording at once all count.
//!
//! ```
//! use lemon_skills::usage::{self, Event, LifecycleState};
//! let dir = tempfile::tempdir().unwrap();
//! let sidecar = dir.path().join("skills.usage.json");
//! usage::record(&sidecar, &Event::load("pdf", "full", "global")).unwrap();
//! usage::record(&sidecar, &Event::load("pdf", "summary", "global")).unwrap();
//! let file = usage::read(&sidecar);
//! let pdf = &file.skills["pdf"];
//! assert_eq!((pdf.load_count, pdf.last_view.as_deref()), (2, Some("summary")));
//! assert_eq!(pdf.lifecycle_state, LifecycleState::Active);
//! ```

pub mod report;

use std::collections::BTreeMap;
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use lemon_core::fs::FsError;
use lemon_core::lock::{OnMalformed, UpdateOptions, update_json_file_with};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The sidecar's file name (global: under the agent directory; project: under `.lemon/`).
pub const FILE_NAME: &str = "skills.usage.json";

/// The event log's file name, beside the sidecar.
pub const LOG_NAME: &str = "skills.usage.log";

/// Past this size the log is folded into the sidecar by the next recorder.
pub const COMPACT_AFTER_BYTES: u64 = 256 * 1024;

/// The largest log read; a bigger one (nothing Lemon writes) is read up to here.
const MAX_LOG_BYTES: u64 = 64 * 1024 * 1024;

/// The variable that turns usage tracking off (`0`, `off`, `false` or `no`).
pub const TRACKING_VAR: &str = "LEMON_SKILLS_USAGE";

/// Whether loads and writes are recorded (on unless [`TRACKING_VAR`] says otherwise).
pub fn tracking_enabled(env: &lemon_core::paths::Env) -> bool {
    !env.get(TRACKING_VAR).is_some_and(|v| {
        matches!(
            v.to_string_lossy().to_ascii_lowercase().as_str(),
            "0" | "off" | "false" | "no"
        )
    })
}

/// The longest value stored in one field; longer ones are cut (ids, paths, views).
const MAX_FIELD_CHARS: usize = 1024;

/// Where a skill stands in its life: the curator moves agent-authored skills between
/// these; `pinned` ones it never touches.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum LifecycleState {
    /// In use (the default).
    #[default]
    Active,
    /// Unused for a while; still enabled.
    Stale,
    /// Unused for long; disabled in `skills.json`, never deleted.
    Archived,
    /// Protected from the curator, from `delete` and from `archive`.
    Pinned,
}

impl LifecycleState {
    /// The word stored and shown.
    pub fn as_str(self) -> &'static str {
        match self {
            LifecycleState::Active => "active",
            LifecycleState::Stale => "stale",
            LifecycleState::Archived => "archived",
            LifecycleState::Pinned => "pinned",
        }
    }

    /// Parses one of the four words.
    pub fn parse(word: &str) -> Option<LifecycleState> {
        [Self::Active, Self::Stale, Self::Archived, Self::Pinned]
            .into_iter()
            .find(|s| s.as_str() == word)
    }
}

/// One skill's record (every field optional but the state, which defaults to active).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct UsageRecord {
    #[serde(deserialize_with = "lenient_state")]
    pub lifecycle_state: LifecycleState,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state_updated_at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state_updated_by_agent_id: Option<String>,
    #[serde(deserialize_with = "lenient_count")]
    pub load_count: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_loaded_at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_view: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    #[serde(deserialize_with = "lenient_count")]
    pub write_count: u64,
    #[serde(deserialize_with = "lenient_count")]
    pub write_error_count: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_write_at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_action: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_writer_agent_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file_path: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub created_at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub created_by: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub created_by_agent_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_tool_call_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_session_key: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_run_id: Option<String>,
    /// Fields this version does not know, kept as they are.
    #[serde(flatten)]
    pub extra: Map<String, Value>,
}

impl UsageRecord {
    /// Whether an agent created the skill (`created_by == "agent"`).
    pub fn agent_authored(&self) -> bool {
        self.created_by.as_deref() == Some("agent")
    }
}

/// The whole sidecar: `{"version": 1, "skills": {key: record}}`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UsageFile {
    pub version: u32,
    pub skills: BTreeMap<String, UsageRecord>,
}

/// The call a load or write happened in, when the caller knows it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct CallContext {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tool_call_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub session_key: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub run_id: Option<String>,
}

/// What happened to a skill: one line of the log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A successful `read_skill`.
    Load {
        key: String,
        at: String,
        view: String,
        /// `global` or `project`.
        source: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        path: Option<String>,
        #[serde(default)]
        context: CallContext,
    },
    /// A `skill_manage` write attempt.
    Write {
        key: String,
        at: String,
        ok: bool,
        action: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        agent_id: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        file_path: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        path: Option<String>,
        #[serde(default)]
        context: CallContext,
    },
    /// A lifecycle change (pin, unpin, archive, restore, the curator).
    State {
        key: String,
        at: String,
        state: LifecycleState,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        agent_id: Option<String>,
    },
}

impl Event {
    /// A load of `key` with `view` from `source` (`global` / `project`), now.
    pub fn load(key: &str, view: &str, source: &str) -> Event {
        Event::Load {
            key: key.to_string(),
            at: lemon_core::time::now_iso8601(),
            view: view.to_string(),
            source: source.to_string(),
            path: None,
            context: CallContext::default(),
        }
    }

    /// A change of `key`'s lifecycle state to `state`, now.
    pub fn state(key: &str, state: LifecycleState) -> Event {
        Event::State {
            key: key.to_string(),
            at: lemon_core::time::now_iso8601(),
            state,
            agent_id: None,
        }
    }

    /// The skill the event is about.
    pub fn key(&self) -> &str {
        match self {
            Event::Load { key, .. } | Event::Write { key, .. } | Event::State { key, .. } => key,
        }
    }

    /// Applies the event to `file` by the recording rules: counters bump, empty values
    /// never overwrite, authorship is set once, by the first successful create.
    pub fn apply(&self, file: &mut UsageFile) {
        if self.key().trim().is_empty() {
            return;
        }
        let record = file.skills.entry(self.key().to_string()).or_default();
        match self {
            Event::Load {
                at,
                view,
                source,
                path,
                context,
                ..
            } => {
                record.load_count += 1;
                set(&mut record.last_loaded_at, Some(at));
                set(&mut record.last_view, Some(view));
                set(&mut record.source, Some(source));
                set(&mut record.path, path.as_ref());
                set_context(record, context);
            }
            Event::Write {
                at,
                ok,
                action,
                agent_id,
                file_path,
                path,
                context,
                ..
            } => {
                if *ok {
                    record.write_count += 1;
                } else {
                    record.write_error_count += 1;
                }
                set(&mut record.last_write_at, Some(at));
                set(&mut record.last_action, Some(action));
                set(&mut record.last_writer_agent_id, agent_id.as_ref());
                set(&mut record.file_path, file_path.as_ref());
                set(&mut record.path, path.as_ref());
                set_context(record, context);
                if *ok && action == "create" && record.created_by.is_none() {
                    record.created_at = Some(at.clone());
                    record.created_by = Some("agent".to_string());
                    record.created_by_agent_id = agent_id.clone();
                }
            }
            Event::State {
                at,
                state,
                agent_id,
                ..
            } => {
                record.lifecycle_state = *state;
                set(&mut record.state_updated_at, Some(at));
                set(&mut record.state_updated_by_agent_id, agent_id.as_ref());
            }
        }
    }
}

fn set(field: &mut Option<String>, value: Option<&String>) {
    if let Some(v) = value.filter(|v| !v.trim().is_empty()) {
        *field = Some(bounded(v));
    }
}

fn set_context(record: &mut UsageRecord, context: &CallContext) {
    set(&mut record.last_tool_call_id, context.tool_call_id.as_ref());
    set(&mut record.last_session_key, context.session_key.as_ref());
    set(&mut record.last_run_id, context.run_id.as_ref());
}

fn bounded(value: &str) -> String {
    value.chars().take(MAX_FIELD_CHARS).collect()
}

/// Why an event could not be recorded.
#[derive(Debug, thiserror::Error)]
pub enum UsageError {
    /// Appending to the log failed.
    #[error("cannot record skill usage in {}: {source}", path.display())]
    Append {
        /// The log.
        path: PathBuf,
        /// Why.
        #[source]
        source: io::Error,
    },
    /// Folding the log into the sidecar failed (the events stay in the log).
    #[error(transparent)]
    Compact(#[from] FsError),
}

/// The log beside `sidecar`.
pub fn log_path(sidecar: &Path) -> PathBuf {
    sidecar.with_file_name(LOG_NAME)
}

/// Records one event for the sidecar at `sidecar`: appends it to the log, and folds
/// the log into the sidecar when it has grown past [`COMPACT_AFTER_BYTES`].
pub fn record(sidecar: &Path, event: &Event) -> Result<(), UsageError> {
    let log = log_path(sidecar);
    if let Some(dir) = log.parent() {
        fs::create_dir_all(dir).map_err(|source| UsageError::Append {
            path: log.clone(),
            source,
        })?;
    }
    let mut line = serde_json::to_string(event).unwrap_or_default();
    line.push('\n');
    let size = append(&log, line.as_bytes()).map_err(|source| UsageError::Append {
        path: log.clone(),
        source,
    })?;
    if size > COMPACT_AFTER_BYTES {
        compact(sidecar)?;
    }
    Ok(())
}

/// The sidecar's records with the log folded in (a missing or malformed sidecar reads
/// as empty; a malformed log line is skipped).
pub fn read(sidecar: &Path) -> UsageFile {
    let mut file = read_sidecar(sidecar);
    if let Ok(bytes) = lemon_core::read::read_bounded(&log_path(sidecar), MAX_LOG_BYTES) {
        fold(&bytes, &mut file);
    }
    file
}

/// Folds the log into the sidecar now, under the sidecar's lock.
pub fn compact(sidecar: &Path) -> Result<(), UsageError> {
    let options = UpdateOptions {
        on_malformed: OnMalformed::Replace,
        ..UpdateOptions::default()
    };
    update_json_file_with(sidecar, &options, |value: &mut Value| {
        let mut file: UsageFile = serde_json::from_value(value.clone()).unwrap_or_default();
        let log = log_path(sidecar);
        let aside = log.with_file_name(format!("{LOG_NAME}.folding-{}", std::process::id()));
        match fs::rename(&log, &aside) {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok::<_, FsError>(()),
            Err(e) => return Err(FsError::io("rename", &log, e)),
        }
        let bytes = drain(&aside).map_err(|e| FsError::io("read", &aside, e))?;
        fold(&bytes, &mut file);
        file.version = 1;
        *value = serde_json::to_value(&file).unwrap_or(Value::Null);
        let _ = fs::remove_file(&aside);
        Ok(())
    })?;
    Ok(())
}

/// Sets `key`'s lifecycle state in the sidecar (through the log, like every change).
pub fn set_state(
    sidecar: &Path,
    key: &str,
    state: LifecycleState,
    agent_id: Option<&str>,
) -> Result<(), UsageError> {
    record(
        sidecar,
        &Event::State {
            key: key.to_string(),
            at: lemon_core::time::now_iso8601(),
            state,
            agent_id: agent_id.map(str::to_string),
        },
    )
}

fn read_sidecar(sidecar: &Path) -> UsageFile {
    let Ok(bytes) = lemon_core::read::read_bounded(sidecar, lemon_core::lock::MAX_JSON_FILE_BYTES)
    else {
        return UsageFile {
            version: 1,
            ..UsageFile::default()
        };
    };
    let mut file: UsageFile = serde_json::from_slice(&bytes).unwrap_or_default();
    file.version = 1;
    file
}

fn fold(bytes: &[u8], file: &mut UsageFile) {
    for line in bytes.split(|&b| b == b'\n') {
        if let Ok(event) = serde_json::from_slice::<Event>(line) {
            event.apply(file);
        }
    }
}

/// Appends `line` in one write, under a shared lock on the file, retrying on the new log
/// when the one it opened was renamed aside meanwhile; returns the log's size after it.
fn append(log: &Path, line: &[u8]) -> io::Result<u64> {
    for _ in 0..16 {
        let mut file = fs::OpenOptions::new().create(true).append(true).open(log)?;
        lock(&file, Lock::Shared)?;
        if !same_file(&file, log)? {
            continue;
        }
        file.write_all(line)?;
        return Ok(file.metadata()?.len());
    }
    Err(io::Error::other("the usage log kept moving"))
}

/// Reads a log that was renamed aside, once every appender still holding it is done.
fn drain(aside: &Path) -> io::Result<Vec<u8>> {
    let file = fs::File::open(aside)?;
    lock(&file, Lock::Exclusive)?;
    let mut bytes = Vec::new();
    (&file).take(MAX_LOG_BYTES).read_to_end(&mut bytes)?;
    Ok(bytes)
}

enum Lock {
    Shared,
    Exclusive,
}

#[cfg(unix)]
fn lock(file: &fs::File, kind: Lock) -> io::Result<()> {
    use std::os::unix::io::AsRawFd;
    let op = match kind {
        Lock::Shared => libc::LOCK_SH,
        Lock::Exclusive => libc::LOCK_EX,
    };
    loop {
        // SAFETY: flock on a file descriptor this function's caller owns; no memory is
        // passed to the kernel.
        let rc = unsafe { libc::flock(file.as_raw_fd(), op) };
        if rc == 0 {
            return Ok(());
        }
        let err = io::Error::last_os_error();
        if err.kind() != io::ErrorKind::Interrupted {
            return Err(err);
        }
    }
}

#[cfg(not(unix))]
fn lock(_file: &fs::File, _kind: Lock) -> io::Result<()> {
    Ok(())
}

#[cfg(unix)]
fn same_file(file: &fs::File, path: &Path) -> io::Result<bool> {
    use std::os::unix::fs::MetadataExt;
    let open = file.metadata()?;
    match fs::metadata(path) {
        Ok(now) => Ok(open.ino() == now.ino() && open.dev() == now.dev()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e),
    }
}

#[cfg(not(unix))]
fn same_file(_file: &fs::File, _path: &Path) -> io::Result<bool> {
    Ok(true)
}

fn lenient_count<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    Ok(Value::deserialize(d)?.as_u64().unwrap_or(0))
}

fn lenient_state<'de, D: serde::Deserializer<'de>>(d: D) -> Result<LifecycleState, D::Error> {
    Ok(Value::deserialize(d)?
        .as_str()
        .and_then(LifecycleState::parse)
        .unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(key: &str, action: &str, ok: bool, agent: Option<&str>) -> Event {
        Event::Write {
            key: key.into(),
            at: "2026-05-06T00:00:00Z".into(),
            ok,
            action: action.into(),
            agent_id: agent.map(str::to_string),
            file_path: None,
            path: None,
            context: CallContext::default(),
        }
    }

    #[test]
    fn authorship_is_set_once_by_a_successful_create() {
        let mut file = UsageFile::default();
        write("s", "create", false, Some("a1")).apply(&mut file);
        assert!(!file.skills["s"].agent_authored(), "a failed create");
        assert_eq!(file.skills["s"].write_error_count, 1);
        write("s", "create", true, Some("a2")).apply(&mut file);
        write("s", "create", true, Some("a3")).apply(&mut file);
        let s = &file.skills["s"];
        assert!(s.agent_authored());
        assert_eq!(s.created_by_agent_id.as_deref(), Some("a2"));
        assert_eq!(
            (s.write_count, s.last_writer_agent_id.as_deref()),
            (2, Some("a3"))
        );
    }

    #[test]
    fn empty_values_never_overwrite_and_blank_keys_are_dropped() {
        let mut file = UsageFile::default();
        Event::load("k", "full", "global").apply(&mut file);
        Event::load("k", "", "").apply(&mut file);
        Event::load("  ", "full", "global").apply(&mut file);
        assert_eq!(file.skills.len(), 1);
        let k = &file.skills["k"];
        assert_eq!(
            (k.load_count, k.last_view.as_deref(), k.source.as_deref()),
            (2, Some("full"), Some("global"))
        );
    }

    #[test]
    fn malformed_sidecar_and_log_lines_are_survived() {
        let dir = tempfile::tempdir().unwrap();
        let sidecar = dir.path().join(FILE_NAME);
        fs::write(&sidecar, "{not json").unwrap();
        fs::write(log_path(&sidecar), "garbage\n{\"event\":\"load\"}\n").unwrap();
        record(&sidecar, &Event::load("k", "full", "global")).unwrap();
        assert_eq!(read(&sidecar).skills["k"].load_count, 1);
        compact(&sidecar).unwrap();
        assert!(!log_path(&sidecar).exists());
        let text = fs::read_to_string(&sidecar).unwrap();
        let value: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["version"], 1);
        assert_eq!(value["skills"]["k"]["load_count"], 1);
        assert_eq!(value["skills"]["k"]["lifecycle_state"], "active");
    }

    #[test]
    fn unknown_fields_and_odd_values_are_kept_or_read_leniently() {
        let dir = tempfile::tempdir().unwrap();
        let sidecar = dir.path().join(FILE_NAME);
        fs::write(
            &sidecar,
            r#"{"version": 1, "skills": {"k": {"lifecycle_state": "weird", "load_count": "many", "note": {"x": 1}}}}"#,
        )
        .unwrap();
        let file = read(&sidecar);
        let k = &file.skills["k"];
        assert_eq!(
            (k.lifecycle_state, k.load_count),
            (LifecycleState::Active, 0)
        );
        assert_eq!(k.extra["note"]["x"], 1);
        record(&sidecar, &Event::load("k", "full", "global")).unwrap();
        compact(&sidecar).unwrap();
        let value: Value = serde_json::from_str(&fs::read_to_string(&sidecar).unwrap()).unwrap();
        assert_eq!(value["skills"]["k"]["note"]["x"], 1);
    }

    #[test]
    fn state_changes_go_through_the_log() {
        let dir = tempfile::tempdir().unwrap();
        let sidecar = dir.path().join(FILE_NAME);
        set_state(&sidecar, "k", LifecycleState::Pinned, Some("agent-7")).unwrap();
        let k = &read(&sidecar).skills["k"];
        assert_eq!(k.lifecycle_state, LifecycleState::Pinned);
        assert_eq!(k.state_updated_by_agent_id.as_deref(), Some("agent-7"));
    }

    #[test]
    fn concurrent_recorders_with_compaction_lose_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let sidecar = dir.path().join(FILE_NAME);
        let threads: Vec<_> = (0..8)
            .map(|t| {
                let sidecar = sidecar.clone();
                std::thread::spawn(move || {
                    for i in 0..250 {
                        record(&sidecar, &Event::load("k", "full", "global")).unwrap();
                        if (t + i) % 97 == 0 {
                            compact(&sidecar).unwrap();
                        }
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(read(&sidecar).skills["k"].load_count, 2000);
        compact(&sidecar).unwrap();
        assert_eq!(read(&sidecar).skills["k"].load_count, 2000);
    }

    #[test]
    fn fields_are_bounded() {
        let mut file = UsageFile::default();
        Event::load("k", &"v".repeat(10_000), "global").apply(&mut file);
        assert_eq!(
            file.skills["k"].last_view.as_ref().unwrap().len(),
            MAX_FIELD_CHARS
        );
    }
}
