//! The curator: a conservative pass over agent-authored skills that marks unused ones
//! stale, archives long-unused ones (disabling them in `skills.json`, never deleting),
//! and reactivates stale ones that are used again; each run writes `run.json` and
//! `REPORT.md` and a review prompt for an agent to consolidate what is left.
//!
//! Skills an agent did not create, and pinned ones, are never changed. State lives in
//! `skills.curator.json` (last run, summary, report path, pause); runs are serialised by
//! that file's lock, so two curators never act at once. Time is a parameter, so tests
//! run the pass at any date.
//!
//! ```
//! use lemon_core::paths::Env;
//! use lemon_skills::curator::{self, Options, Scope};
//! use lemon_skills::usage::{self, CallContext, Event};
//! let agent = tempfile::tempdir().unwrap();
//! let env = Env::empty().with("LEMON_AGENT_DIR", agent.path());
//! let sidecar = Scope::Global.sidecar(&env).unwrap();
//! usage::record(&sidecar, &Event::Write { key: "old-helper".into(), at: "2026-01-01T00:00:00Z".into(),
//!     ok: true, action: "create".into(), agent_id: None, file_path: None, path: None,
//!     context: CallContext::default() }).unwrap();
//! let now = lemon_core::time::parse_iso8601("2026-05-06T00:00:00Z").unwrap();
//! let run = curator::run(&env, &Options { now, ..Options::new(Scope::Global) }).unwrap();
//! assert_eq!(run.summary, "checked=1 stale=0 archived=1 reactivated=0");
//! assert!(lemon_skills::config::is_disabled(&env, None, "old-helper"));
//! ```

pub mod background;

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use lemon_core::fs::FsError;
use lemon_core::lock::{LockDir, OnMalformed, UpdateOptions, update_json_file_with};
use lemon_core::paths::{self, Env, PathError};
use serde::Serialize;
use serde_json::{Value, json};

use crate::config::{self, ConfigError, Target};
use crate::usage::report::{Thresholds, UsageRow, report};
use crate::usage::{self, LifecycleState, UsageError};

/// The curator's state file, beside the sidecar.
pub const STATE_FILE: &str = "skills.curator.json";

/// Hours between runs by default (a week).
pub const DEFAULT_INTERVAL_HOURS: u64 = 168;

/// Which skills the pass looks at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scope {
    /// The agent directory's skills.
    Global,
    /// The project's (`<cwd>/.lemon/`).
    Project(PathBuf),
}

impl Scope {
    /// `global` or `project`.
    pub fn as_str(&self) -> &'static str {
        match self {
            Scope::Global => "global",
            Scope::Project(_) => "project",
        }
    }

    fn file(&self, env: &Env, name: &str) -> Result<PathBuf, PathError> {
        match self {
            Scope::Global => paths::global_file(env, name),
            Scope::Project(cwd) => Ok(paths::project_file(cwd, name)),
        }
    }

    /// The scope's usage sidecar.
    pub fn sidecar(&self, env: &Env) -> Result<PathBuf, PathError> {
        self.file(env, usage::FILE_NAME)
    }

    /// The scope's curator state file.
    pub fn state_file(&self, env: &Env) -> Result<PathBuf, PathError> {
        self.file(env, STATE_FILE)
    }

    /// Where run reports go: `logs/curator/` under the agent directory or `.lemon/`.
    pub fn reports_root(&self, env: &Env) -> Result<PathBuf, PathError> {
        Ok(self.file(env, "logs")?.join("curator"))
    }

    fn target(&self) -> Target {
        match self {
            Scope::Global => Target::Global,
            Scope::Project(cwd) => Target::Project(cwd.clone()),
        }
    }
}

/// A run's settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    pub scope: Scope,
    /// The time the pass runs at (seconds since the epoch).
    pub now: u64,
    pub thresholds: Thresholds,
    /// Report what would change, change nothing, write no report.
    pub dry_run: bool,
}

impl Options {
    /// A run now with the default thresholds.
    pub fn new(scope: Scope) -> Options {
        Options {
            scope,
            now: lemon_core::time::now_secs(),
            thresholds: Thresholds::default(),
            dry_run: false,
        }
    }
}

/// What the automatic transitions did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    pub checked: u64,
    pub marked_stale: u64,
    pub archived: u64,
    pub reactivated: u64,
}

impl Counts {
    /// `checked=<n> stale=<n> archived=<n> reactivated=<n>`.
    pub fn summary(&self) -> String {
        format!(
            "checked={} stale={} archived={} reactivated={}",
            self.checked, self.marked_stale, self.archived, self.reactivated
        )
    }
}

/// One skill whose state the run changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Transition {
    pub name: String,
    pub from: LifecycleState,
    pub to: LifecycleState,
}

/// A run's result (the `--json` shape of `lemon skill curator run`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RunOutcome {
    pub started_at: String,
    pub scope: &'static str,
    pub dry_run: bool,
    pub auto_transitions: Counts,
    pub state_transitions: Vec<Transition>,
    /// The keys the run added to the scope's `skills.json` `disabled` list (on a dry
    /// run: would add), sorted.
    pub disabled: Vec<String>,
    /// The agent-authored skills after the transitions.
    pub candidates: Vec<UsageRow>,
    /// `run.json`'s path (null on a dry run).
    pub report_path: Option<PathBuf>,
    /// Some agent-authored skill is neither pinned nor archived: an agent should review.
    pub review_required: bool,
    pub review_prompt: String,
    pub summary: String,
}

/// `skills.curator.json`, normalised.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct CuratorState {
    pub last_run_at: Option<String>,
    pub last_run_summary: Option<String>,
    pub last_report_path: Option<String>,
    pub last_candidate_count: u64,
    pub paused: bool,
    pub run_count: u64,
}

impl CuratorState {
    fn from_value(v: &Value) -> CuratorState {
        let text = |k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
        let count = |k: &str| v.get(k).and_then(Value::as_u64).unwrap_or(0);
        CuratorState {
            last_run_at: text("last_run_at"),
            last_run_summary: text("last_run_summary"),
            last_report_path: text("last_report_path"),
            last_candidate_count: count("last_candidate_count"),
            paused: v.get("paused") == Some(&Value::Bool(true)),
            run_count: count("run_count"),
        }
    }

    fn to_value(&self) -> Value {
        serde_json::to_value(self).unwrap_or(Value::Null)
    }

    /// Whether a background curator should run now: never while paused; at once when it
    /// never ran; else once `interval_hours` whole hours have passed since the last run.
    pub fn should_run_now(&self, now: u64, interval_hours: u64) -> bool {
        if self.paused {
            return false;
        }
        let Some(last) = self
            .last_run_at
            .as_deref()
            .and_then(lemon_core::time::parse_iso8601)
        else {
            return true;
        };
        now.saturating_sub(last) / 3600 >= interval_hours
    }
}

/// Why a run failed.
#[derive(Debug, thiserror::Error)]
pub enum CuratorError {
    #[error(transparent)]
    Path(#[from] PathError),
    #[error(transparent)]
    Fs(#[from] FsError),
    #[error(transparent)]
    Usage(#[from] UsageError),
    #[error(transparent)]
    Config(#[from] ConfigError),
}

/// Reads the scope's state (missing or malformed: the defaults).
pub fn state(env: &Env, scope: &Scope) -> Result<CuratorState, CuratorError> {
    let path = scope.state_file(env)?;
    let value = lemon_core::read::read_bounded(&path, lemon_core::lock::MAX_JSON_FILE_BYTES)
        .ok()
        .and_then(|b| serde_json::from_slice::<Value>(&b).ok())
        .unwrap_or(Value::Null);
    Ok(CuratorState::from_value(&value))
}

/// Sets `paused` in the scope's state file.
pub fn set_paused(env: &Env, scope: &Scope, paused: bool) -> Result<CuratorState, CuratorError> {
    update_state(env, scope, |s| s.paused = paused)
}

fn update_state(
    env: &Env,
    scope: &Scope,
    change: impl FnOnce(&mut CuratorState),
) -> Result<CuratorState, CuratorError> {
    let options = UpdateOptions {
        on_malformed: OnMalformed::Replace,
        ..UpdateOptions::default()
    };
    let path = scope.state_file(env)?;
    let state = update_json_file_with(&path, &options, |value: &mut Value| {
        let mut state = CuratorState::from_value(value);
        change(&mut state);
        *value = state.to_value();
        Ok::<_, FsError>(state)
    })?;
    Ok(state)
}

/// The usage report of the scope at `now`.
pub fn usage_report(
    env: &Env,
    scope: &Scope,
    now: u64,
    thresholds: &Thresholds,
) -> Result<Vec<UsageRow>, CuratorError> {
    let sidecar = scope.sidecar(env)?;
    Ok(report(&usage::read(&sidecar), now, thresholds))
}

/// One curator pass: the automatic transitions, then the report and the review prompt.
pub fn run(env: &Env, options: &Options) -> Result<RunOutcome, CuratorError> {
    let scope = &options.scope;
    // One curator at a time per scope: the state file's lock is held for the whole run.
    let state_path = scope.state_file(env)?;
    let guard = LockDir::acquire(&state_path, lemon_core::lock::DEFAULT_TIMEOUT)?;
    let started = std::time::Instant::now();
    let sidecar = scope.sidecar(env)?;
    let before = agent_rows(&report(
        &usage::read(&sidecar),
        options.now,
        &options.thresholds,
    ));
    let mut counts = Counts::default();
    let mut planned: Vec<Transition> = Vec::new();
    for row in &before {
        counts.checked += 1;
        let to = if row.lifecycle_state == LifecycleState::Pinned {
            None
        } else if row.archive_candidate {
            Some(LifecycleState::Archived)
        } else if row.stale_candidate && row.lifecycle_state == LifecycleState::Active {
            Some(LifecycleState::Stale)
        } else if row.lifecycle_state == LifecycleState::Stale
            && row
                .idle_days
                .is_some_and(|idle| idle < options.thresholds.stale_after_days)
        {
            Some(LifecycleState::Active)
        } else {
            None
        };
        let Some(to) = to else { continue };
        match to {
            LifecycleState::Archived => counts.archived += 1,
            LifecycleState::Stale => counts.marked_stale += 1,
            _ => counts.reactivated += 1,
        }
        planned.push(Transition {
            name: row.name.clone(),
            from: row.lifecycle_state,
            to,
        });
    }
    if !options.dry_run {
        for t in &planned {
            if t.to == LifecycleState::Archived {
                config::disable(env, &t.name, &scope.target())?;
            }
            usage::record(
                &sidecar,
                &usage::Event::State {
                    key: t.name.clone(),
                    at: lemon_core::time::iso8601(options.now),
                    state: t.to,
                    agent_id: Some("curator".into()),
                },
            )?;
        }
    }
    let after = if options.dry_run {
        apply_planned(before.clone(), &planned)
    } else {
        agent_rows(&report(
            &usage::read(&sidecar),
            options.now,
            &options.thresholds,
        ))
    };
    let review_required = after.iter().any(|r| {
        !matches!(
            r.lifecycle_state,
            LifecycleState::Pinned | LifecycleState::Archived
        )
    });
    let started_at = lemon_core::time::iso8601(options.now);
    let review_prompt = review_prompt(scope.as_str(), &after);
    let summary = counts.summary();
    let mut disabled: Vec<String> = planned
        .iter()
        .filter(|t| t.to == LifecycleState::Archived)
        .map(|t| t.name.clone())
        .collect();
    disabled.sort();
    let mut outcome = RunOutcome {
        started_at,
        scope: scope.as_str(),
        dry_run: options.dry_run,
        auto_transitions: counts,
        state_transitions: planned,
        disabled,
        candidates: after,
        report_path: None,
        review_required,
        review_prompt,
        summary,
    };
    if !options.dry_run {
        let root = scope.reports_root(env)?;
        let report_path = write_report(&root, &outcome, options.now, started.elapsed())?;
        outcome.report_path = Some(report_path.clone());
        let summary = outcome.summary.clone();
        let count = outcome.candidates.len() as u64;
        let at = outcome.started_at.clone();
        // The lock is held; write the state file directly (its own update would wait).
        let mut state = state(env, scope)?;
        state.last_run_at = Some(at);
        state.last_run_summary = Some(summary);
        state.last_report_path = Some(report_path.display().to_string());
        state.last_candidate_count = count;
        state.run_count += 1;
        let mut text = serde_json::to_string_pretty(&state.to_value()).unwrap_or_default();
        text.push('\n');
        lemon_core::fs::write_atomic(&state_path, text.as_bytes())?;
    }
    guard.release()?;
    Ok(outcome)
}

fn agent_rows(rows: &[UsageRow]) -> Vec<UsageRow> {
    rows.iter().filter(|r| r.agent_authored).cloned().collect()
}

fn apply_planned(mut rows: Vec<UsageRow>, planned: &[Transition]) -> Vec<UsageRow> {
    for row in &mut rows {
        if let Some(t) = planned.iter().find(|t| t.name == row.name) {
            row.lifecycle_state = t.to;
        }
    }
    rows
}

/// The prompt that asks an agent to consolidate the scope's agent-authored skills.
pub fn review_prompt(scope: &str, candidates: &[UsageRow]) -> String {
    let mut p = String::new();
    p.push_str(
        "You are running as Lemon's background skill curator. The goal is a compact procedural \
library of class-level skills, each with clear sections and supporting files, rather than many \
one-off micro-skills. Treat user corrections and stated preferences that recur as signals worth \
keeping.\n\n",
    );
    p.push_str("Hard rules:\n");
    p.push_str("- Touch only the agent-authored skills listed below.\n");
    p.push_str("- Never delete a skill: archive it instead with skill_manage action=archive.\n");
    p.push_str("- Skip pinned and archived skills.\n");
    p.push_str("- Judge by content, not just by the counters.\n");
    p.push_str(
        "- Merge narrow siblings into one umbrella skill, then archive the absorbed ones.\n\n",
    );
    p.push_str("In order of preference:\n");
    p.push_str("1. Patch an existing class-level skill that already owns the lesson.\n");
    p.push_str("2. Add or update supporting files such as references/, templates/, or scripts/ of that skill.\n");
    p.push_str(
        "3. Only then create a new umbrella skill, when no existing skill owns the lesson.\n",
    );
    p.push_str("Avoid creating a new narrow skill just because one run mentioned a task.\n\n");
    p.push_str(
        "Use read_skill to inspect skills and skill_manage (create, patch, write_file, pin, archive, restore) \
to change them. Finish with a summary: clusters handled, patches made, supporting files added, \
skills archived, new umbrella skills, and clusters skipped (with why).\n\n",
    );
    let _ = writeln!(p, "Scope: {scope}");
    p.push_str("Candidates:\n");
    if candidates.is_empty() {
        let _ = writeln!(
            p,
            "No agent-authored {scope} skills have usage records yet."
        );
    }
    for row in candidates {
        let mut markers = vec![row.lifecycle_state.as_str()];
        if row.stale_candidate {
            markers.push("stale-candidate");
        }
        if row.archive_candidate {
            markers.push("archive-candidate");
        }
        let _ = writeln!(
            p,
            "- {} state={} loads={} writes={} idle_days={} last_activity={}",
            lemon_core::text::flatten_line(&row.name),
            markers.join(","),
            row.load_count,
            row.write_count,
            row.idle_days
                .map_or("unknown".to_string(), |d| d.to_string()),
            row.last_activity_at.as_deref().unwrap_or("never"),
        );
    }
    p
}

/// Writes `run.json` and `REPORT.md` into a new `<root>/<run id>/`; returns `run.json`.
fn write_report(
    root: &Path,
    outcome: &RunOutcome,
    now: u64,
    took: std::time::Duration,
) -> Result<PathBuf, CuratorError> {
    fs::create_dir_all(root).map_err(|e| FsError::io("create directory", root, e))?;
    let base = lemon_core::time::compact(now);
    let mut dir = root.join(&base);
    let mut n = 1;
    loop {
        match fs::create_dir(&dir) {
            Ok(()) => break,
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 1000 => {
                n += 1;
                dir = root.join(format!("{base}-{n}"));
            }
            Err(e) => return Err(FsError::io("create directory", &dir, e).into()),
        }
    }
    let names = |to: LifecycleState| -> Vec<&str> {
        let mut v: Vec<&str> = outcome
            .state_transitions
            .iter()
            .filter(|t| t.to == to)
            .map(|t| t.name.as_str())
            .collect();
        v.sort();
        v
    };
    let duration_ms = took.as_millis() as u64;
    let run = json!({
        "started_at": outcome.started_at,
        "duration_ms": duration_ms,
        "scope": outcome.scope,
        "auto_transitions": outcome.auto_transitions,
        "counts": outcome.auto_transitions,
        "summary": outcome.summary,
        "review_required": outcome.review_required,
        "candidate_count": outcome.candidates.len(),
        "archived": names(LifecycleState::Archived),
        "marked_stale": names(LifecycleState::Stale),
        "reactivated": names(LifecycleState::Active),
        "state_transitions": outcome.state_transitions,
        "candidates": outcome.candidates,
    });
    let run_path = dir.join("run.json");
    let mut text = serde_json::to_string_pretty(&run).unwrap_or_default();
    text.push('\n');
    lemon_core::fs::write_atomic(&run_path, text.as_bytes())?;

    let c = &outcome.auto_transitions;
    let mut md = String::new();
    md.push_str("# Curator run\n\n");
    let _ = writeln!(md, "- Started at: {}", outcome.started_at);
    let _ = writeln!(md, "- Scope: {}", outcome.scope);
    let _ = writeln!(md, "- Duration: {duration_ms} ms");
    let _ = writeln!(md, "- Summary: {}", outcome.summary);
    let _ = writeln!(md, "- Review required: {}", outcome.review_required);
    md.push_str("\n## Auto-transitions\n\n");
    let _ = writeln!(md, "- Checked: {}", c.checked);
    let _ = writeln!(md, "- Marked stale: {}", c.marked_stale);
    let _ = writeln!(md, "- Archived: {}", c.archived);
    let _ = writeln!(md, "- Reactivated: {}", c.reactivated);
    md.push_str("\n## State transitions\n\n");
    if outcome.state_transitions.is_empty() {
        md.push_str("None.\n");
    }
    for t in &outcome.state_transitions {
        let _ = writeln!(
            md,
            "- {}: {} -> {}",
            lemon_core::text::flatten_line(&t.name),
            t.from.as_str(),
            t.to.as_str()
        );
    }
    md.push_str("\n## Candidates\n\n");
    if outcome.candidates.is_empty() {
        md.push_str("None.\n");
    }
    for r in &outcome.candidates {
        let _ = writeln!(
            md,
            "- {} state={} loads={} writes={} idle_days={}",
            lemon_core::text::flatten_line(&r.name),
            r.lifecycle_state.as_str(),
            r.load_count,
            r.write_count,
            r.idle_days.map_or("unknown".to_string(), |d| d.to_string())
        );
    }
    md.push_str("\n## Review submission\n\nNot submitted.\n");
    lemon_core::fs::write_atomic(&dir.join("REPORT.md"), md.as_bytes())?;
    Ok(run_path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::usage::{CallContext, Event, UsageRecord};

    fn at(t: &str) -> u64 {
        lemon_core::time::parse_iso8601(t).unwrap()
    }

    fn seed(env: &Env, records: &[(&str, bool, &str, LifecycleState)]) {
        let sidecar = Scope::Global.sidecar(env).unwrap();
        let mut file = usage::UsageFile {
            version: 1,
            ..Default::default()
        };
        for &(key, agent, last_load, state) in records {
            file.skills.insert(
                key.into(),
                UsageRecord {
                    created_by: agent.then(|| "agent".to_string()),
                    created_at: agent.then(|| "2025-12-01T00:00:00Z".to_string()),
                    last_loaded_at: Some(last_load.into()),
                    lifecycle_state: state,
                    ..UsageRecord::default()
                },
            );
        }
        fs::create_dir_all(sidecar.parent().unwrap()).unwrap();
        fs::write(&sidecar, serde_json::to_string(&file).unwrap()).unwrap();
    }

    fn env() -> (tempfile::TempDir, Env) {
        let dir = tempfile::tempdir().unwrap();
        let env = Env::empty().with("LEMON_AGENT_DIR", dir.path());
        (dir, env)
    }

    #[test]
    fn the_specified_pass() {
        let (_dir, env) = env();
        seed(
            &env,
            &[
                (
                    "archive-me",
                    true,
                    "2026-01-01T00:00:00Z",
                    LifecycleState::Active,
                ),
                (
                    "mark-stale",
                    true,
                    "2026-04-01T00:00:00Z",
                    LifecycleState::Active,
                ),
                (
                    "keep-pinned",
                    true,
                    "2026-01-01T00:00:00Z",
                    LifecycleState::Pinned,
                ),
                (
                    "users-own",
                    false,
                    "2026-01-01T00:00:00Z",
                    LifecycleState::Active,
                ),
            ],
        );
        let options = Options {
            now: at("2026-05-06T00:00:00Z"),
            ..Options::new(Scope::Global)
        };
        let run = run(&env, &options).unwrap();
        assert_eq!(
            run.auto_transitions,
            Counts {
                checked: 3,
                marked_stale: 1,
                archived: 1,
                reactivated: 0
            }
        );
        assert!(config::is_disabled(&env, None, "archive-me"));
        assert!(!config::is_disabled(&env, None, "mark-stale"));
        assert_eq!(run.disabled, ["archive-me"]);
        let file = usage::read(&Scope::Global.sidecar(&env).unwrap());
        assert_eq!(
            file.skills["archive-me"].lifecycle_state,
            LifecycleState::Archived
        );
        assert_eq!(
            file.skills["mark-stale"].lifecycle_state,
            LifecycleState::Stale
        );
        assert_eq!(
            file.skills["keep-pinned"].lifecycle_state,
            LifecycleState::Pinned
        );
        assert_eq!(
            file.skills["users-own"].lifecycle_state,
            LifecycleState::Active
        );
        assert!(run.review_required, "mark-stale is still open");

        let report_path = run.report_path.unwrap();
        assert!(report_path.ends_with("logs/curator/20260506T000000/run.json"));
        let json: Value = serde_json::from_str(&fs::read_to_string(&report_path).unwrap()).unwrap();
        assert_eq!(json["archived"], json!(["archive-me"]));
        assert_eq!(json["marked_stale"], json!(["mark-stale"]));
        assert_eq!(json["candidate_count"], 3);
        let md = fs::read_to_string(report_path.with_file_name("REPORT.md")).unwrap();
        assert!(md.starts_with("# Curator run\n"));
        assert!(md.contains("- archive-me: active -> archived"), "{md}");
        assert!(
            md.contains("## Review submission\n\nNot submitted."),
            "{md}"
        );

        let state = state(&env, &Scope::Global).unwrap();
        assert_eq!(state.run_count, 1);
        assert_eq!(
            state.last_run_summary.as_deref(),
            Some("checked=3 stale=1 archived=1 reactivated=0")
        );
        assert_eq!(
            state.last_report_path.as_deref(),
            Some(report_path.to_str().unwrap())
        );

        // Same second again: a new report directory, not an overwrite.
        let again = super::run(&env, &options).unwrap();
        assert!(
            again
                .report_path
                .unwrap()
                .ends_with("20260506T000000-2/run.json")
        );
    }

    #[test]
    fn a_stale_skill_used_again_is_reactivated_and_a_dry_run_changes_nothing() {
        let (_dir, env) = env();
        seed(
            &env,
            &[("back", true, "2026-05-01T00:00:00Z", LifecycleState::Stale)],
        );
        let now = at("2026-05-06T00:00:00Z");
        let dry = run(
            &env,
            &Options {
                now,
                dry_run: true,
                ..Options::new(Scope::Global)
            },
        )
        .unwrap();
        assert_eq!(dry.auto_transitions.reactivated, 1);
        assert_eq!(dry.candidates[0].lifecycle_state, LifecycleState::Active);
        assert!(dry.report_path.is_none());
        let sidecar = Scope::Global.sidecar(&env).unwrap();
        assert_eq!(
            usage::read(&sidecar).skills["back"].lifecycle_state,
            LifecycleState::Stale
        );
        assert_eq!(state(&env, &Scope::Global).unwrap().run_count, 0);
        let real = run(
            &env,
            &Options {
                now,
                ..Options::new(Scope::Global)
            },
        )
        .unwrap();
        assert_eq!(real.summary, "checked=1 stale=0 archived=0 reactivated=1");
        assert_eq!(
            usage::read(&sidecar).skills["back"].lifecycle_state,
            LifecycleState::Active
        );
    }

    #[test]
    fn should_run_now_honours_pause_and_interval() {
        let (_dir, env) = env();
        let now = at("2026-05-06T12:00:00Z");
        let mut s = CuratorState::default();
        assert!(s.should_run_now(now, 24));
        s.last_run_at = Some("2026-05-06T00:00:00Z".into());
        assert!(!s.should_run_now(now, 24));
        assert!(s.should_run_now(now, 12));
        let paused = set_paused(&env, &Scope::Global, true).unwrap();
        assert!(paused.paused);
        assert!(!paused.should_run_now(now + 3 * 86_400, 24));
        assert!(!set_paused(&env, &Scope::Global, false).unwrap().paused);
    }

    #[test]
    fn concurrent_runs_are_serialised_by_the_state_lock() {
        let (_dir, env) = env();
        let now = at("2026-05-06T12:00:00Z");
        seed(
            &env,
            &[(
                "old-notes",
                true,
                "2026-01-01T00:00:00Z",
                LifecycleState::Active,
            )],
        );
        // Another curator holds the scope's lock: a run waits for it instead of acting.
        let state_file = Scope::Global.state_file(&env).unwrap();
        fs::create_dir_all(state_file.parent().unwrap()).unwrap();
        let held = LockDir::acquire(&state_file, lemon_core::lock::DEFAULT_TIMEOUT).unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        let waiting = {
            let env = env.clone();
            std::thread::spawn(move || {
                let out = run(
                    &env,
                    &Options {
                        now,
                        ..Options::new(Scope::Global)
                    },
                );
                let _ = tx.send(());
                out
            })
        };
        assert!(
            rx.recv_timeout(std::time::Duration::from_millis(400))
                .is_err(),
            "a run went ahead while another curator held the lock"
        );
        drop(held);
        rx.recv_timeout(std::time::Duration::from_secs(20))
            .expect("the run goes ahead once the lock is free");
        waiting.join().unwrap().unwrap();
        run(
            &env,
            &Options {
                now,
                ..Options::new(Scope::Global)
            },
        )
        .unwrap();
        // Both runs landed, one after the other, in one valid state file.
        assert_eq!(state(&env, &Scope::Global).unwrap().run_count, 2);
    }

    #[test]
    fn a_malformed_state_file_is_normalised() {
        let (dir, env) = env();
        fs::write(
            dir.path().join(STATE_FILE),
            r#"{"paused": "yes", "run_count": "three", "extra": 1}"#,
        )
        .unwrap();
        let s = state(&env, &Scope::Global).unwrap();
        assert_eq!((s.paused, s.run_count), (false, 0));
        set_paused(&env, &Scope::Global, false).unwrap();
        let v: Value =
            serde_json::from_str(&fs::read_to_string(dir.path().join(STATE_FILE)).unwrap())
                .unwrap();
        assert!(v.get("extra").is_none(), "unknown keys are dropped");
        fs::write(dir.path().join(STATE_FILE), "{torn").unwrap();
        assert_eq!(
            state(&env, &Scope::Global).unwrap(),
            CuratorState::default()
        );
        assert!(set_paused(&env, &Scope::Global, true).unwrap().paused);
    }

    #[test]
    fn the_prompt_names_the_rules_and_each_candidate() {
        let mut file = usage::UsageFile::default();
        Event::Write {
            key: "narrow".into(),
            at: "2026-01-01T00:00:00Z".into(),
            ok: true,
            action: "create".into(),
            agent_id: None,
            file_path: None,
            path: None,
            context: CallContext::default(),
        }
        .apply(&mut file);
        let rows = report(&file, at("2026-05-06T00:00:00Z"), &Thresholds::default());
        let p = review_prompt("global", &rows);
        for fragment in [
            "Lemon's background skill curator",
            "Treat user corrections",
            "Patch an existing class-level skill",
            "references/, templates/, or scripts/",
            "Avoid creating a new narrow skill",
            "Scope: global",
            "- narrow state=active,stale-candidate,archive-candidate loads=0 writes=1 idle_days=125 last_activity=2026-01-01T00:00:00Z",
        ] {
            assert!(p.contains(fragment), "{fragment}\n{p}");
        }
        assert!(
            review_prompt("project", &[])
                .contains("No agent-authored project skills have usage records yet.")
        );
    }
}
