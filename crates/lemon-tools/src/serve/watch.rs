//! Watching what `lemon serve` serves, so that an edit applies without a restart and
//! every client hears of it.
//!
//! * **MCP configuration.** Every file discovery may read
//!   ([`crate::mcp::config::source_files`]: the project's and the user's Lemon
//!   `mcp.json`, each imported tool's project files and the user files it reads) is
//!   polled with one `stat` each every [`POLL`]; a file that appears, changes or goes
//!   away is let settle (no change for one more [`SETTLE`]), then the configuration is
//!   read at once and the [`Manager`] reconciled: new servers connected, removed ones
//!   closed and their processes reaped, changed ones reconnected, unchanged ones left
//!   alone. Polling needs no watcher dependency and costs a few dozen `stat`s a tick.
//! * **A malformed edit** (a file that does not parse, is too large, is not a file)
//!   keeps the servers that file declared at its last good reading ([`ConfigSource`]),
//!   so the inventory does not change; the problem goes to every client as a
//!   `notifications/message` warning and to the log, and `lemon mcp status` reports it.
//! * **Skills.** Every [`POLL`] the registry's view of the project is taken (its own
//!   identity check, an inotify watch where it can, keeps that cheap); when it is a new
//!   view, and every [`FULL_SKILL_CHECK`] polls anyway (a skill disabled in
//!   `skills.json`, a binary its readiness needs appearing), the skills half's tools,
//!   resources and prompts are compared with the last ones; a change sends
//!   `resources/list_changed` and `prompts/list_changed`, and `tools/list_changed` when
//!   the skill tools changed.
//! * **The manager's inventory** ([`Manager::changes`]: a downstream server's own
//!   `list_changed` re-listed, a server lost or back, a reconciliation) becomes
//!   `notifications/tools/list_changed` upstream. Names stay stable: they carry the
//!   server's fingerprint and the raw name, never a position.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lemon_core::paths::Env;
use lemon_mcp::protocol::types::LoggingLevel;
use lemon_mcp::server::Notifier;
use serde_json::json;
use sha2::{Digest, Sha256};

use super::skills::SkillServer;
use crate::mcp::config::{AppConfig, Request, Server, discover, source_files};
use crate::mcp::manager::Manager;

/// How often the watched files and the skills are checked.
pub const POLL: Duration = Duration::from_millis(250);

/// How long a changed file must stay unchanged before it is read (an editor's save in
/// several writes is read once, whole).
pub const SETTLE: Duration = Duration::from_millis(100);

/// Every this many polls the skills' lists are compared even when the registry's view
/// is the same object (readiness and the disabled set are computed per request).
pub const FULL_SKILL_CHECK: u32 = 10;

/// Most settle rounds before a file that keeps changing is read anyway.
const MAX_SETTLE_ROUNDS: usize = 20;

/// A whole configuration file that could not be used; its servers of the last good
/// reading are kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigProblem {
    /// The file.
    pub file: PathBuf,
    /// Its source (`lemon:project`, `claude:user`, ...).
    pub source: String,
    /// The fixed reason (never a configuration value).
    pub reason: String,
    /// How many servers of its last good reading are kept.
    pub kept: usize,
}

#[derive(Default)]
struct SourceState {
    last: Option<(Instant, Vec<Server>)>,
    /// Per file: the servers it declared at its last good reading.
    good: BTreeMap<PathBuf, Vec<Server>>,
    problems: Vec<ConfigProblem>,
}

/// The project's MCP configuration as `lemon serve` reads it: [`discover`], answered
/// from its last reading while that is younger than `fresh` (the manager asks on every
/// call; a burst reads once), read at once after [`ConfigSource::invalidate`], and a
/// whole file that cannot be used replaced by its servers of the last good reading.
pub struct ConfigSource {
    cwd: PathBuf,
    fresh: Duration,
    state: Mutex<SourceState>,
}

impl ConfigSource {
    /// The configuration of `cwd`, reused for `fresh` after each reading.
    pub fn new(cwd: PathBuf, fresh: Duration) -> ConfigSource {
        ConfigSource {
            cwd,
            fresh,
            state: Mutex::default(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, SourceState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The effective servers (callers arriving during a reading wait for it).
    pub fn read(&self) -> Vec<Server> {
        let mut st = self.lock();
        if let Some((at, servers)) = &st.last
            && at.elapsed() < self.fresh
        {
            return servers.clone();
        }
        let servers = self.load(&mut st);
        st.last = Some((Instant::now(), servers.clone()));
        servers
    }

    /// The next [`ConfigSource::read`] reads the files again.
    pub fn invalidate(&self) {
        self.lock().last = None;
    }

    /// The files that could not be used at the last reading.
    pub fn problems(&self) -> Vec<ConfigProblem> {
        self.lock().problems.clone()
    }

    fn load(&self, st: &mut SourceState) -> Vec<Server> {
        let env = Env::from_process().with_working_dir(&self.cwd);
        let app = AppConfig::default();
        let merged = discover(&Request {
            env: &env,
            cwd: &self.cwd,
            global: false,
            app: &app,
        });
        let mut effective = merged.effective;
        let mut good: BTreeMap<PathBuf, Vec<Server>> = BTreeMap::new();
        for s in &effective {
            if let Some(f) = &s.file {
                good.entry(f.clone()).or_default().push(s.clone());
            }
        }
        let mut problems = Vec::new();
        for skip in &merged.skipped {
            let Some(file) = skip.file.as_ref().filter(|_| skip.is_whole_file()) else {
                continue;
            };
            let kept = st.good.get(file).cloned().unwrap_or_default();
            let mut count = 0;
            for s in &kept {
                let claimed = s.entry.name.is_some()
                    && effective.iter().any(|e| e.entry.name == s.entry.name);
                if !claimed {
                    effective.push(s.clone());
                    count += 1;
                }
            }
            problems.push(ConfigProblem {
                file: file.clone(),
                source: skip.source.to_string(),
                reason: skip.reason.to_string(),
                kept: count,
            });
            good.insert(file.clone(), kept);
        }
        st.good = good;
        st.problems = problems;
        effective
    }
}

/// What one file looked like at a check: absent, or its size, change time and identity.
type Stamp = Option<(u64, Option<std::time::SystemTime>, u64, u64)>;

fn stamp(path: &Path) -> Stamp {
    let m = std::fs::metadata(path).ok()?;
    #[cfg(unix)]
    let (dev, ino) = {
        use std::os::unix::fs::MetadataExt;
        (m.dev(), m.ino())
    };
    #[cfg(not(unix))]
    let (dev, ino) = (0, 0);
    Some((m.len(), m.modified().ok(), dev, ino))
}

fn stamps(files: &[PathBuf]) -> Vec<Stamp> {
    files.iter().map(|f| stamp(f)).collect()
}

/// A digest of one list as clients see it.
fn digest<T: serde::Serialize>(items: &T) -> [u8; 32] {
    Sha256::digest(serde_json::to_vec(items).unwrap_or_default()).into()
}

/// The skills half as lists: (tools, resources and prompts).
fn skill_digests(skills: &SkillServer) -> ([u8; 32], [u8; 32]) {
    let tools = digest(&skills.tools());
    let rest = digest(&(
        skills.resources(),
        skills.resource_templates(),
        skills.prompts(),
    ));
    (tools, rest)
}

/// What the watcher watches and whom it tells.
pub struct Watched {
    /// The project directory.
    pub cwd: PathBuf,
    /// The MCP half: its configuration and manager (`None` with `--no-mcp`).
    pub mcp: Option<(Arc<ConfigSource>, Manager)>,
    /// The skills half (`None` with `--no-skills`).
    pub skills: Option<Arc<SkillServer>>,
    /// Where the change notifications go.
    pub notifier: Notifier,
}

/// Starts watching; the tasks end when the runtime shuts down.
pub fn spawn(w: Watched) -> Vec<tokio::task::JoinHandle<()>> {
    let mut tasks = Vec::new();
    // One pending reconciliation at most: edits made while one runs (a server slow to
    // start) are applied by the next, and the poll, skills included, never waits for it.
    let (kick, kicked) = tokio::sync::mpsc::channel::<()>(1);
    if let Some((source, manager)) = &w.mcp {
        let mut changes = manager.changes();
        let notifier = w.notifier.clone();
        tasks.push(tokio::spawn(async move {
            while changes.changed().await.is_ok() {
                tracing::debug!("the MCP inventory changed: tools/list_changed upstream");
                notifier.tools_list_changed();
                // Servers that came or went take their resources and prompts with them
                // (the gateway serves those too): a spurious one only costs a re-list.
                notifier.resources_list_changed();
                notifier.prompts_list_changed();
            }
        }));
        let mut listings = manager.listing_changes();
        let notifier = w.notifier.clone();
        tasks.push(tokio::spawn(async move {
            while listings.changed().await.is_ok() {
                notifier.resources_list_changed();
                notifier.prompts_list_changed();
            }
        }));
        tasks.push(tokio::spawn(reconcile(
            source.clone(),
            manager.clone(),
            w.notifier.clone(),
            kicked,
        )));
    }
    tasks.push(tokio::spawn(poll(w, kick)));
    tasks
}

/// Applies each configuration change it is kicked for, and reports files that became
/// unusable (once per problem, until it goes away).
async fn reconcile(
    source: Arc<ConfigSource>,
    manager: Manager,
    notifier: Notifier,
    mut kicked: tokio::sync::mpsc::Receiver<()>,
) {
    let mut reported: Vec<ConfigProblem> = Vec::new();
    while kicked.recv().await.is_some() {
        tracing::debug!("an MCP configuration file changed: reconciling");
        source.invalidate();
        manager.reconcile().await;
        let problems = source.problems();
        for p in problems.iter().filter(|p| !reported.contains(p)) {
            let message = format!(
                "{} ({}) cannot be used: {}; keeping its {} server(s) of the last good reading",
                p.file.display(),
                p.source,
                p.reason,
                p.kept
            );
            tracing::warn!("{message}");
            notifier.log(
                LoggingLevel::Warning,
                "lemon",
                json!({
                    "message": message,
                    "file": p.file,
                    "source": p.source,
                    "reason": p.reason,
                }),
            );
        }
        reported = problems;
    }
}

async fn poll(w: Watched, kick: tokio::sync::mpsc::Sender<()>) {
    let files: Arc<Vec<PathBuf>> = Arc::new(match &w.mcp {
        Some(_) => {
            let env = Env::from_process().with_working_dir(&w.cwd);
            let app = AppConfig::default();
            source_files(&Request {
                env: &env,
                cwd: &w.cwd,
                global: false,
                app: &app,
            })
        }
        None => Vec::new(),
    });
    // The last view of the registry the skills' lists were computed from.
    let last_view: Arc<Mutex<Option<Arc<lemon_skills::registry::View>>>> = Arc::default();
    let check = {
        let (files, skills, cwd) = (files.clone(), w.skills.clone(), w.cwd.clone());
        move |full: bool| {
            let s = stamps(&files);
            let d = skills.as_deref().and_then(|skills| {
                let view = skills.registry().view(Some(&cwd));
                let mut last = last_view.lock().unwrap_or_else(|e| e.into_inner());
                let same = last.as_ref().is_some_and(|l| Arc::ptr_eq(l, &view));
                *last = Some(view);
                (full || !same).then(|| skill_digests(skills))
            });
            (s, d)
        }
    };
    let run = |full: bool| {
        let check = check.clone();
        tokio::task::spawn_blocking(move || check(full))
    };
    let Ok((mut seen, mut skills)) = run(true).await else {
        return;
    };
    let mut polls: u32 = 0;
    loop {
        tokio::time::sleep(POLL).await;
        polls = polls.wrapping_add(1);
        let Ok((now, now_skills)) = run(polls.is_multiple_of(FULL_SKILL_CHECK)).await else {
            return;
        };
        // No new view and no full check this time: the lists are the last ones.
        let now_skills = now_skills.or(skills);
        if let (Some((tools_before, rest_before)), Some((tools, rest))) = (skills, now_skills) {
            if rest != rest_before {
                tracing::debug!("the skills changed: resources and prompts list_changed");
                w.notifier.resources_list_changed();
                w.notifier.prompts_list_changed();
            }
            if tools != tools_before {
                w.notifier.tools_list_changed();
            }
        }
        skills = now_skills;
        if now == seen {
            continue;
        }
        // Let the edit settle, so a save in several writes is read once, whole.
        let mut settled = now;
        for _ in 0..MAX_SETTLE_ROUNDS {
            tokio::time::sleep(SETTLE).await;
            let files = files.clone();
            let Ok(again) = tokio::task::spawn_blocking(move || stamps(&files)).await else {
                return;
            };
            if again == settled {
                break;
            }
            settled = again;
        }
        seen = settled;
        // Full: a reconciliation is already queued, and it reads the files afresh.
        let _ = kick.try_send(());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(path: &Path, text: &str) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    /// A file that stops parsing keeps its servers of the last good reading and is
    /// reported; fixed, it is read as it is again.
    #[test]
    fn a_malformed_file_keeps_its_last_good_servers() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(".lemon/mcp.json");
        write(
            &file,
            r#"{"servers": [{"name": "one", "type": "stdio", "command": "true"}]}"#,
        );
        let source = ConfigSource::new(dir.path().to_path_buf(), Duration::from_secs(60));
        let names = |s: &ConfigSource| -> Vec<String> {
            s.read()
                .into_iter()
                .filter(|s| s.file.as_deref() == Some(file.as_path()))
                .filter_map(|s| s.entry.name)
                .collect()
        };
        assert_eq!(names(&source), ["one"]);
        assert!(source.problems().is_empty());
        write(&file, r#"{"servers": [{"name": "one", "#);
        // Still the earlier reading until invalidated.
        assert_eq!(names(&source), ["one"]);
        source.invalidate();
        assert_eq!(names(&source), ["one"]);
        let problems = source.problems();
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(problems[0].file, file);
        assert_eq!(problems[0].kept, 1);
        assert!(
            problems[0].reason.contains("not valid JSON"),
            "{problems:?}"
        );
        write(
            &file,
            r#"{"servers": [{"name": "two", "type": "stdio", "command": "true"}]}"#,
        );
        source.invalidate();
        assert_eq!(names(&source), ["two"]);
        assert!(source.problems().is_empty());
    }

    #[test]
    fn stamps_see_a_file_appear_change_and_go() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("a.json");
        let files = vec![f.clone()];
        let none = stamps(&files);
        write(&f, "{}");
        let one = stamps(&files);
        assert_ne!(none, one);
        write(&f, "{\"servers\": []}");
        assert_ne!(one, stamps(&files));
        std::fs::remove_file(&f).unwrap();
        assert_eq!(none, stamps(&files));
    }
}
