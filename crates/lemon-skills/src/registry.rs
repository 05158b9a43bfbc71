//! The skill registry: every skill a working directory sees, cached, with cheap change
//! detection.
//!
//! # Model
//!
//! * Three scopes, by precedence: `project` (roots found from a `cwd`), `global`
//!   (user-level roots), `builtin` (compiled in, read-only). A project key beats the
//!   global key of the same name, which beats a built-in; within a scope the first root
//!   wins ([`crate::discovery`]).
//! * Each scope has a cached **snapshot** (the global one, one per project `cwd`) with
//!   the parsed entries and the scan diagnostics. Each `cwd` has a merged **view** over
//!   its snapshots, with a lazily built search index.
//! * Before a snapshot is used, a coalesced **identity check** runs (at most once per
//!   [`RegistryOptions::check_interval`], 50 ms by default, per scope; concurrent
//!   callers share it): the roots are recomputed, each root is listed and each
//!   `SKILL.md` and the scope's `skills.lock.json` are `stat`ed (size, mtime and ctime
//!   in ns, inode). A file modified too recently for its mtime to be trusted ("racy",
//!   as in git) is also re-hashed. A changed identity rebuilds the snapshot. So an
//!   external change is visible to the next call at most 50 ms later;
//!   [`Registry::refresh`] makes it visible at once.
//! * Once a full check has found nothing changed, a watch (inotify on
//!   Linux) is armed on the roots and skill directories: while it reports no event, the
//!   check only recomputes the roots and `stat`s the lockfile, whatever the number of
//!   skills. Anything it cannot vouch for falls back to the full check.
//! * Not cached, computed on every call: the disabled set (`skills.json`, both scopes)
//!   and readiness ([`crate::status`]).
//! * Nothing is dropped silently: [`Registry::catalog`] returns the entries plus every
//!   shadowed, invalid and skipped skill with the reason.
//!
//! Parsing runs in parallel over `available_parallelism()` threads and reads each
//! `SKILL.md` exactly once.
//!
//! # Example
//!
//! ```
//! use lemon_core::paths::Env;
//! use lemon_skills::registry::{Registry, RegistryOptions};
//! use lemon_skills::config::Target;
//!
//! let agent = tempfile::tempdir().unwrap();
//! let project = tempfile::tempdir().unwrap();
//! let skill = agent.path().join("skill/pdf-tools");
//! std::fs::create_dir_all(&skill).unwrap();
//! std::fs::write(skill.join("SKILL.md"), "---\ndescription: Read and fill PDF forms\n---\n# PDF\n").unwrap();
//!
//! let env = Env::empty().with("LEMON_AGENT_DIR", agent.path());
//! let reg = Registry::with_options(RegistryOptions { builtins: false, ..RegistryOptions::new(env) });
//! let cwd = Some(project.path());
//!
//! let keys: Vec<_> = reg.list(cwd).iter().map(|e| e.key.clone()).collect();
//! assert_eq!(keys, ["pdf-tools"]);
//! assert!(reg.status("pdf-tools", cwd).ready);
//!
//! reg.disable("pdf-tools", &Target::Global).unwrap();
//! assert!(reg.status("pdf-tools", cwd).disabled); // seen at once: not cached
//! assert_eq!(reg.counts(cwd).enabled, 0);
//! ```

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use lemon_core::paths::{self, Env};
use serde::{Serialize, Serializer};

use crate::config::{self, ConfigChange, ConfigError, Target};
use crate::diagnostic::Code;
use crate::discovery::{self, Candidate, FileStamp, Root, RootHandles, Scan, ScanLimits, Skipped};
use crate::entry::{Entry, Scope, SkillLocation};
use crate::load::{self, LoadError};
use crate::prompt::{self, Listing};
use crate::relevance::{Cut, SearchIndex, cache};
use crate::status::{self, Status};
use crate::watch::{Budget, Watch};

/// The default identity-check interval: an external change is seen at most this late.
pub const CHECK_INTERVAL: Duration = Duration::from_millis(50);

/// `find_relevant`'s default result count.
pub const DEFAULT_MAX_RESULTS: usize = 3;

/// The lockfile whose identity is part of a scope's identity.
pub const LOCKFILE_NAME: &str = "skills.lock.json";

/// A file whose mtime is this close to (or after) the time it was read may have been
/// changed again within the same timestamp tick: its content is hashed too.
const RACY_WINDOW_NS: i128 = 50_000_000;
/// Same, for file systems with whole-second timestamps.
const RACY_WINDOW_COARSE_NS: i128 = 2_000_000_000;

/// Where the registry reads its environment from.
#[derive(Debug, Clone)]
pub enum EnvSource {
    /// A fresh copy of the process environment at each call.
    Process,
    /// A fixed snapshot (tests, embedding).
    Fixed(Env),
}

impl EnvSource {
    fn current(&self) -> Env {
        match self {
            EnvSource::Process => Env::from_process(),
            EnvSource::Fixed(e) => e.clone(),
        }
    }
}

/// Registry settings.
#[derive(Debug, Clone)]
pub struct RegistryOptions {
    /// The environment (agent dir, `HOME`, `LEMON_*`, `PATH`).
    pub env: EnvSource,
    /// Scan bounds.
    pub limits: ScanLimits,
    /// Minimum time between two identity checks of one scope.
    pub check_interval: Duration,
    /// Use a file-system watch (inotify on Linux) to skip the per-file `stat`s of the
    /// identity check while nothing changes. Turn it off for roots on network file
    /// systems, where changes made by other machines raise no event.
    pub watch: bool,
    /// Include the compiled-in skills ([`crate::builtin`]) as the lowest-precedence
    /// scope `builtin`.
    pub builtins: bool,
    /// Keep the search index of each set of skills on disk (`<agent dir>/cache/`,
    /// [`crate::relevance::cache`]), so a fresh process searches without rebuilding it.
    pub index_cache: bool,
}

impl RegistryOptions {
    /// Defaults with a fixed environment snapshot and the compiled-in built-ins.
    pub fn new(env: Env) -> Self {
        RegistryOptions {
            env: EnvSource::Fixed(env),
            ..RegistryOptions::default()
        }
    }
}

impl Default for RegistryOptions {
    /// The process environment, default bounds, 50 ms, the compiled-in built-ins.
    fn default() -> Self {
        RegistryOptions {
            env: EnvSource::Process,
            limits: ScanLimits::default(),
            check_interval: CHECK_INTERVAL,
            watch: true,
            builtins: true,
            index_cache: true,
        }
    }
}

/// A skill that lost to another with the same key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Shadowed {
    /// The key both share.
    pub key: String,
    /// The losing skill directory.
    pub path: PathBuf,
    /// Its scope.
    pub scope: Scope,
    /// Its root.
    pub root: PathBuf,
    /// The winning skill directory.
    pub shadowed_by: PathBuf,
    /// The winner's scope.
    pub shadowed_by_scope: Scope,
}

/// A skill directory whose `SKILL.md` cannot be loaded. It contributes nothing and
/// shadows nothing: a broken copy never hides a working one of the same key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Invalid {
    /// The directory name.
    pub key: String,
    /// The `SKILL.md` path.
    pub path: PathBuf,
    /// Its scope.
    pub scope: Scope,
    /// Its root.
    pub root: PathBuf,
    /// 1-based line of the problem, when known.
    pub line: Option<usize>,
    /// `parse_error`, `invalid_manifest` or `skill_file_unreadable`.
    pub code: Code,
    /// What is wrong and how to fix it.
    pub reason: String,
}

impl Invalid {
    /// `path:line: reason` (or `path: reason`).
    pub fn message(&self) -> String {
        match self.line {
            Some(l) => format!("{}:{l}: {}", self.path.display(), self.reason),
            None => format!("{}: {}", self.path.display(), self.reason),
        }
    }
}

/// Something loading forgave in a skill that did load (recovered YAML, a platform
/// alias, CRLF, …): shown by `list --all` so the author can fix it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SkillWarning {
    /// The skill's key.
    pub key: String,
    /// The `SKILL.md` path.
    pub path: PathBuf,
    /// Its scope.
    pub scope: Scope,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// Stable code from the manifest parser (`recovered_yaml`, `crlf`, …).
    pub code: Code,
    /// What was done and how to fix it.
    pub message: String,
}

/// `{installed, enabled}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Counts {
    /// Entries listed.
    pub installed: usize,
    /// Entries not disabled by `skills.json`.
    pub enabled: usize,
}

fn ser_entries<S: Serializer>(v: &[Arc<Entry>], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(v.iter().map(|e| &**e))
}

/// Everything `lemon skill list --all` shows.
#[derive(Debug, Clone, Serialize)]
pub struct Catalog {
    /// The winners, sorted by key.
    #[serde(serialize_with = "ser_entries")]
    pub entries: Vec<Arc<Entry>>,
    /// Keys disabled for this `cwd` (read fresh).
    pub disabled: BTreeSet<String>,
    /// Skill directories whose lockfile record says the audit blocked them (installed
    /// with the exact-bundle override): their activation state is `blocked`.
    #[serde(skip)]
    pub blocked: BTreeSet<PathBuf>,
    /// Losers of key collisions, sorted by key then precedence.
    pub shadowed: Vec<Shadowed>,
    /// Unloadable skills.
    pub invalid: Vec<Invalid>,
    /// Children of roots that are not skills, and bounds hit.
    pub skipped: Vec<Skipped>,
    /// What loading forgave in skills that loaded (shadowed ones included).
    pub warnings: Vec<SkillWarning>,
    /// The roots scanned, in precedence order (project first).
    pub roots: Vec<Root>,
}

/// One `find_relevant` result.
#[derive(Debug, Clone)]
pub struct Relevant {
    /// The skill.
    pub entry: Arc<Entry>,
    /// Its relevance score (comparable within one query only).
    pub score: f32,
}

/// What [`Registry::find_relevant`] answers: the skills, best first, and why there
/// are that many.
#[derive(Debug, Clone)]
pub struct Found {
    /// The relevant skills, best first.
    pub skills: Vec<Relevant>,
    /// What stopped the list (none reached the floor, the runners-up were too far
    /// behind the best, the maximum was reached, …).
    pub cut: Cut,
    /// Skills that qualified but were left out as disabled or hidden from the model.
    pub withheld: usize,
}

impl Found {
    /// Whether no skill was found.
    pub fn is_empty(&self) -> bool {
        self.skills.is_empty()
    }

    /// The number of skills found.
    pub fn len(&self) -> usize {
        self.skills.len()
    }

    /// The skills, best first.
    pub fn iter(&self) -> std::slice::Iter<'_, Relevant> {
        self.skills.iter()
    }
}

/// The parsed state of one scope, immutable once built.
#[derive(Debug)]
struct ScopeSnapshot {
    roots: Vec<Root>,
    /// Winners within the scope, sorted by key.
    entries: Vec<Arc<Entry>>,
    shadowed: Vec<Shadowed>,
    invalid: Vec<Invalid>,
    skipped: Vec<Skipped>,
    warnings: Vec<SkillWarning>,
    fingerprint: u64,
}

#[derive(Debug, Clone)]
struct RacyFile {
    path: PathBuf,
    mtime_ns: i128,
    window_ns: i128,
    hash: u64,
}

#[derive(Default)]
struct Slot {
    snapshot: Option<Arc<ScopeSnapshot>>,
    /// When the last identity check started.
    checked_at: Option<Instant>,
    /// The env-derived global root candidates the snapshot was checked against.
    global_candidates: Vec<Root>,
    racy: Vec<RacyFile>,
    /// Set after the first full identity check that found nothing changed.
    watch: Option<Watch>,
}

struct SlotRef {
    slot: Arc<Mutex<Slot>>,
    last_used: Instant,
}

/// Project scopes (one per `cwd`) a registry keeps cached at most.
pub const MAX_PROJECT_SCOPES: usize = 64;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum ScopeKey {
    Global,
    Project(PathBuf),
}

/// The merged, immutable state for one `cwd` (or for no `cwd`).
#[derive(Debug)]
pub struct View {
    entries: Vec<Arc<Entry>>,
    by_key: HashMap<String, usize>,
    shadowed: Vec<Shadowed>,
    invalid: Vec<Invalid>,
    skipped: Vec<Skipped>,
    warnings: Vec<SkillWarning>,
    roots: Vec<Root>,
    index: OnceLock<SearchIndex>,
    /// Where the index is cached on disk, when it is.
    index_cache: Option<PathBuf>,
    global: Arc<ScopeSnapshot>,
    project: Option<Arc<ScopeSnapshot>>,
}

impl View {
    /// All entries, sorted by key.
    pub fn entries(&self) -> &[Arc<Entry>] {
        &self.entries
    }

    /// The entry with exactly this key.
    pub fn get(&self, key: &str) -> Option<&Arc<Entry>> {
        self.by_key.get(key).map(|&i| &self.entries[i])
    }

    /// Shadowed skills.
    pub fn shadowed(&self) -> &[Shadowed] {
        &self.shadowed
    }

    /// Invalid skills.
    pub fn invalid(&self) -> &[Invalid] {
        &self.invalid
    }

    /// Skipped directories and bounds hit.
    pub fn skipped(&self) -> &[Skipped] {
        &self.skipped
    }

    /// Load warnings of skills that loaded.
    pub fn warnings(&self) -> &[SkillWarning] {
        &self.warnings
    }

    /// The roots scanned, project first.
    pub fn roots(&self) -> &[Root] {
        &self.roots
    }

    /// The search index over [`View::entries`], made on first use: loaded from the
    /// on-disk cache when it holds exactly these skills, else built (and cached).
    pub fn index(&self) -> &SearchIndex {
        self.index.get_or_init(|| match &self.index_cache {
            Some(file) => cache::load_or_build(&self.entries, file).0,
            None => SearchIndex::build(&self.entries),
        })
    }
}

/// The registry. Cheap to share (`&Registry` is `Sync`); one per process is typical.
pub struct Registry {
    env: Mutex<EnvSource>,
    limits: ScanLimits,
    check_interval: Duration,
    watch: bool,
    index_cache: bool,
    builtins: Arc<ScopeSnapshot>,
    slots: Mutex<HashMap<ScopeKey, SlotRef>>,
    watches: Budget,
    views: Mutex<HashMap<Option<PathBuf>, Arc<View>>>,
}

impl std::fmt::Debug for Registry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Registry")
            .field("limits", &self.limits)
            .field("check_interval", &self.check_interval)
            .field("builtins", &self.builtins.entries.len())
            .finish_non_exhaustive()
    }
}

impl Default for Registry {
    fn default() -> Self {
        Registry::new()
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    // A panic while holding a registry lock leaves only caches behind: keep going.
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Registry {
    /// A registry over the process environment with default options.
    pub fn new() -> Registry {
        Registry::with_options(RegistryOptions::default())
    }

    /// A registry over a fixed environment snapshot.
    pub fn with_env(env: Env) -> Registry {
        Registry::with_options(RegistryOptions::new(env))
    }

    /// A registry with explicit options.
    pub fn with_options(opts: RegistryOptions) -> Registry {
        let builtins = if opts.builtins {
            build_builtin_snapshot()
        } else {
            empty_snapshot()
        };
        Registry {
            env: Mutex::new(opts.env),
            limits: opts.limits,
            check_interval: opts.check_interval,
            watch: opts.watch,
            index_cache: opts.index_cache,
            builtins: Arc::new(builtins),
            slots: Mutex::new(HashMap::new()),
            watches: Budget::default(),
            views: Mutex::new(HashMap::new()),
        }
    }

    /// Replaces the environment source; the next call resolves paths against it.
    pub fn set_env(&self, env: EnvSource) {
        *lock(&self.env) = env;
    }

    /// The environment snapshot a call made now would use.
    pub fn env(&self) -> Env {
        lock(&self.env).current()
    }

    /// The merged view for `cwd` (global and built-ins only when `None`), after the
    /// coalesced identity check.
    pub fn view(&self, cwd: Option<&Path>) -> Arc<View> {
        self.view_inner(cwd, false)
    }

    fn view_inner(&self, cwd: Option<&Path>, force: bool) -> Arc<View> {
        let env = self.env();
        let cwd = cwd.map(|c| discovery::absolute(c, &env));
        let gcands = discovery::global_root_candidates(&env);
        let global = self.scope_snapshot(ScopeKey::Global, &env, &gcands, force);
        let project = cwd
            .as_ref()
            .map(|c| self.scope_snapshot(ScopeKey::Project(c.clone()), &env, &gcands, force));
        let mut views = lock(&self.views);
        if let Some(v) = views.get(&cwd) {
            let same_project = match (&v.project, &project) {
                (Some(a), Some(b)) => Arc::ptr_eq(a, b),
                (None, None) => true,
                _ => false,
            };
            if Arc::ptr_eq(&v.global, &global) && same_project {
                return v.clone();
            }
        }
        let mut view = merge_view(global, project, &self.builtins);
        if self.index_cache {
            view.index_cache = index_cache_file(&env, &view.roots);
        }
        let view = Arc::new(view);
        views.insert(cwd, view.clone());
        view
    }

    fn slot(&self, key: ScopeKey) -> Arc<Mutex<Slot>> {
        let now = Instant::now();
        let mut slots = lock(&self.slots);
        if let Some(r) = slots.get_mut(&key) {
            r.last_used = now;
            return r.slot.clone();
        }
        // Bound the per-cwd state of a long-lived registry: forget the project scope
        // used least recently (it is rebuilt from disk if that cwd comes back).
        let projects = slots
            .keys()
            .filter(|k| matches!(k, ScopeKey::Project(_)))
            .count();
        if matches!(key, ScopeKey::Project(_))
            && projects >= MAX_PROJECT_SCOPES
            && let Some(old) = slots
                .iter()
                .filter(|(k, _)| matches!(k, ScopeKey::Project(_)))
                .min_by_key(|(_, r)| r.last_used)
                .map(|(k, _)| k.clone())
        {
            slots.remove(&old);
            if let ScopeKey::Project(cwd) = old {
                lock(&self.views).remove(&Some(cwd));
            }
        }
        let slot = Arc::new(Mutex::new(Slot::default()));
        slots.insert(
            key,
            SlotRef {
                slot: slot.clone(),
                last_used: now,
            },
        );
        slot
    }

    fn scope_snapshot(
        &self,
        key: ScopeKey,
        env: &Env,
        gcands: &[Root],
        force: bool,
    ) -> Arc<ScopeSnapshot> {
        let slot = self.slot(key.clone());
        let mut guard = lock(&slot);
        let slot = &mut *guard;
        if !force
            && let (Some(snap), Some(at)) = (&slot.snapshot, slot.checked_at)
            && at.elapsed() < self.check_interval
            && slot.global_candidates.as_slice() == gcands
        {
            return snap.clone();
        }
        let started = Instant::now();
        let (roots, lockfile) = match &key {
            ScopeKey::Global => (
                discovery::global_roots(env),
                paths::global_file(env, LOCKFILE_NAME).ok(),
            ),
            ScopeKey::Project(cwd) => (
                discovery::project_roots(cwd, env),
                Some(paths::project_file(cwd, LOCKFILE_NAME)),
            ),
        };
        // Fast path: an armed watch that saw nothing vouches for every skill file.
        if !force
            && let Some(snap) = &slot.snapshot
            && let Some(w) = slot.watch.as_mut()
            && w.quiet(&roots, lockfile.as_deref())
        {
            let snap = snap.clone();
            slot.checked_at = Some(started);
            slot.global_candidates = gcands.to_vec();
            return snap;
        }
        let mut scan = discovery::scan(roots, &self.limits);
        if key == ScopeKey::Global {
            scan.skipped.extend(discovery::missing_overrides(env));
        }
        if !force && let Some(snap) = &slot.snapshot {
            // Arm before probing, so a write racing with this check is either seen by
            // the probe or queued as an event for the next one.
            slot.watch = if self.watch {
                // Drop the old watch first so its budget unit is free again.
                slot.watch = None;
                Watch::arm(&scan, lockfile.as_deref(), &self.watches)
            } else {
                None
            };
            discovery::probe(&mut scan);
            if snap.fingerprint == fingerprint(&scan, lockfile.as_deref())
                && racy_unchanged(&mut slot.racy, self.limits.max_skill_md_bytes)
            {
                let snap = snap.clone();
                slot.checked_at = Some(started);
                slot.global_candidates = gcands.to_vec();
                return snap;
            }
        }
        // A rebuild changes the directory set: the next full check re-arms the watch.
        slot.watch = None;
        let scope = match key {
            ScopeKey::Global => Scope::Global,
            ScopeKey::Project(_) => Scope::Project,
        };
        let (snap, racy) = build_snapshot(scope, scan, lockfile.as_deref(), &self.limits);
        let snap = Arc::new(snap);
        slot.snapshot = Some(snap.clone());
        slot.checked_at = Some(started);
        slot.global_candidates = gcands.to_vec();
        slot.racy = racy;
        snap
    }

    /// Forces a reload from disk of the global snapshot and, with a `cwd`, of that
    /// project's snapshot, bypassing the check interval.
    pub fn refresh(&self, cwd: Option<&Path>) {
        let _ = self.view_inner(cwd, true);
    }

    /// All entries for `cwd`, sorted by key: project over global over built-in.
    /// Includes disabled and model-hidden skills.
    pub fn list(&self, cwd: Option<&Path>) -> Vec<Arc<Entry>> {
        self.view(cwd).entries.clone()
    }

    /// The entry with exactly this key (disabled and hidden ones too).
    pub fn get(&self, key: &str, cwd: Option<&Path>) -> Option<Arc<Entry>> {
        self.view(cwd).get(key).cloned()
    }

    /// Entries grouped by `metadata.lemon.category` (`uncategorized` without one);
    /// categories and entries within each sorted.
    pub fn list_by_category(&self, cwd: Option<&Path>) -> BTreeMap<String, Vec<Arc<Entry>>> {
        let mut out: BTreeMap<String, Vec<Arc<Entry>>> = BTreeMap::new();
        for e in self.view(cwd).entries() {
            out.entry(e.category().to_string())
                .or_default()
                .push(e.clone());
        }
        out
    }

    /// The skills of `cwd`'s prompt listing, fresh status applied
    /// ([`prompt::listing_items`]), rendered within `budget` characters: exactly what an
    /// agent's system prompt gets.
    pub fn prompt_listing(&self, cwd: Option<&Path>, budget: Option<usize>) -> Listing {
        let entries = self.list(cwd);
        let statuses = self.statuses(&entries, cwd);
        prompt::render_listing_report(&prompt::listing_items(&entries, &statuses), budget)
    }

    /// The keys disabled for `cwd`, read fresh from both `skills.json` files.
    pub fn disabled_set(&self, cwd: Option<&Path>) -> BTreeSet<String> {
        let env = self.env();
        let cwd = cwd.map(|c| discovery::absolute(c, &env));
        config::disabled_set(&env, cwd.as_deref())
    }

    /// Whether `key` is disabled for `cwd` (read fresh).
    pub fn is_disabled(&self, key: &str, cwd: Option<&Path>) -> bool {
        self.disabled_set(cwd).contains(key)
    }

    /// Readiness of `key` for `cwd` (binaries, variables, platform, disabled), computed now.
    pub fn status(&self, key: &str, cwd: Option<&Path>) -> Status {
        match self.get(key, cwd) {
            Some(e) => self.status_of(&e, cwd),
            None => Status::not_found(key),
        }
    }

    /// Readiness of an entry obtained from this registry, computed now.
    pub fn status_of(&self, entry: &Entry, cwd: Option<&Path>) -> Status {
        let disabled = self.is_disabled(&entry.key, cwd);
        let env = self.env();
        let blocked = is_blocked(entry, &crate::install::blocked_dirs(&env, cwd));
        status::evaluate(entry, disabled, blocked, &env)
    }

    /// Readiness of many entries at once, in order: one read of `skills.json`, one
    /// environment snapshot and one `PATH` split for the whole batch.
    pub fn statuses(&self, entries: &[Arc<Entry>], cwd: Option<&Path>) -> Vec<Status> {
        let blocked = crate::install::blocked_dirs(&self.env(), cwd);
        self.statuses_against(entries, &self.disabled_set(cwd), &blocked)
    }

    /// Readiness of a catalog's entries, in order, judged against the disabled set the
    /// catalog already read: `list` needs both without reading `skills.json` twice.
    pub fn catalog_statuses(&self, catalog: &Catalog) -> Vec<Status> {
        self.statuses_against(&catalog.entries, &catalog.disabled, &catalog.blocked)
    }

    fn statuses_against(
        &self,
        entries: &[Arc<Entry>],
        disabled: &BTreeSet<String>,
        blocked: &BTreeSet<PathBuf>,
    ) -> Vec<Status> {
        let env = self.env();
        let checker = status::Checker::new(&env);
        entries
            .iter()
            .map(|e| checker.evaluate(e, disabled.contains(&e.key), is_blocked(e, blocked)))
            .collect()
    }

    /// `{installed, enabled}` for `cwd`.
    pub fn counts(&self, cwd: Option<&Path>) -> Counts {
        let view = self.view(cwd);
        let disabled = self.disabled_set(cwd);
        Counts {
            installed: view.entries.len(),
            enabled: view
                .entries
                .iter()
                .filter(|e| !disabled.contains(&e.key))
                .count(),
        }
    }

    /// Up to `max_results` skills relevant to `context`, best first, and why the
    /// list has that length ([`Found::cut`]). Disabled and model-hidden skills never
    /// appear; a blank context gives nothing. [`DEFAULT_MAX_RESULTS`] is the usual
    /// `max_results`.
    ///
    /// ```
    /// use lemon_core::paths::Env;
    /// use lemon_skills::registry::{DEFAULT_MAX_RESULTS, Registry, RegistryOptions};
    /// use lemon_skills::relevance::Cut;
    ///
    /// let agent = tempfile::tempdir().unwrap();
    /// let skill = agent.path().join("skill/pdf-forms");
    /// std::fs::create_dir_all(&skill).unwrap();
    /// std::fs::write(skill.join("SKILL.md"), "---\ndescription: Fill in PDF forms\n---\n").unwrap();
    /// let env = Env::empty().with("LEMON_AGENT_DIR", agent.path());
    /// let reg = Registry::with_options(RegistryOptions { builtins: false, ..RegistryOptions::new(env) });
    ///
    /// let found = reg.find_relevant("fill in this pdf form", None, DEFAULT_MAX_RESULTS);
    /// assert_eq!(found.skills[0].entry.key, "pdf-forms");
    /// assert_eq!(found.cut, Cut::BelowFloor); // no other skill is plausible
    /// assert_eq!(reg.find_relevant("bake bread", None, 3).cut, Cut::NoMatch);
    /// ```
    pub fn find_relevant(&self, context: &str, cwd: Option<&Path>, max_results: usize) -> Found {
        if context.trim().is_empty() {
            return Found {
                skills: Vec::new(),
                cut: Cut::NoMatch,
                withheld: 0,
            };
        }
        let view = self.view(cwd);
        let disabled = self.disabled_set(cwd);
        let entries = &view.entries;
        let ranking = view.index().rank(context, max_results, |i| {
            entries
                .get(i)
                .is_some_and(|e| !e.model_hidden() && !disabled.contains(&e.key))
        });
        Found {
            skills: ranking
                .hits
                .iter()
                .filter_map(|h| {
                    entries.get(h.index).map(|e| Relevant {
                        entry: e.clone(),
                        score: h.score,
                    })
                })
                .collect(),
            cut: ranking.cut,
            withheld: ranking.withheld,
        }
    }

    /// Entries plus every shadowed, invalid and skipped skill, for `list --all`.
    pub fn catalog(&self, cwd: Option<&Path>) -> Catalog {
        let view = self.view(cwd);
        Catalog {
            entries: view.entries.clone(),
            disabled: self.disabled_set(cwd),
            blocked: crate::install::blocked_dirs(&self.env(), cwd),
            shadowed: view.shadowed.clone(),
            invalid: view.invalid.clone(),
            skipped: view.skipped.clone(),
            warnings: view.warnings.clone(),
            roots: view.roots.clone(),
        }
    }

    /// Disables `key` in the chosen `skills.json` (atomic, under its lock).
    pub fn disable(&self, key: &str, target: &Target) -> Result<ConfigChange, ConfigError> {
        let env = self.env();
        config::disable(&env, key, &absolute_target(target, &env))
    }

    /// Re-enables `key` in the chosen `skills.json` (atomic, under its lock).
    pub fn enable(&self, key: &str, target: &Target) -> Result<ConfigChange, ConfigError> {
        let env = self.env();
        config::enable(&env, key, &absolute_target(target, &env))
    }
}

fn absolute_target(t: &Target, env: &Env) -> Target {
    match t {
        Target::Global => Target::Global,
        Target::Project(c) => Target::Project(discovery::absolute(c, env)),
    }
}

fn fingerprint(scan: &Scan, lockfile: Option<&Path>) -> u64 {
    let mut h = DefaultHasher::new();
    scan.roots.len().hash(&mut h);
    for r in &scan.roots {
        r.path.as_os_str().hash(&mut h);
        r.origin.hash(&mut h);
    }
    scan.candidates.len().hash(&mut h);
    // `dir` is always `<root>/<key>`: hashing the key and root index covers it.
    for c in &scan.candidates {
        c.key.hash(&mut h);
        c.root.hash(&mut h);
        c.stamp.hash(&mut h);
    }
    scan.skipped.len().hash(&mut h);
    for s in &scan.skipped {
        s.path.as_os_str().hash(&mut h);
        s.reason.hash(&mut h);
    }
    lockfile.and_then(FileStamp::of_path).hash(&mut h);
    h.finish()
}

fn hash_bytes(b: &[u8]) -> u64 {
    let mut h = DefaultHasher::new();
    b.hash(&mut h);
    h.finish()
}

fn now_ns() -> i128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as i128)
        .unwrap_or(0)
}

/// Re-hashes the racy files. `false` when one changed. Files whose mtime is now safely
/// in the past are settled and dropped from the list.
fn racy_unchanged(racy: &mut Vec<RacyFile>, max_bytes: u64) -> bool {
    if racy.is_empty() {
        return true;
    }
    let now = now_ns();
    for r in racy.iter() {
        let same = lemon_core::read_bounded(&r.path, max_bytes)
            .map(|b| hash_bytes(&b) == r.hash)
            .unwrap_or(false);
        if !same {
            return false;
        }
    }
    racy.retain(|r| now - r.mtime_ns <= r.window_ns);
    true
}

enum Loaded {
    Ok {
        entry: Box<Entry>,
        stamp: FileStamp,
        racy: Option<RacyFile>,
        warnings: Vec<SkillWarning>,
    },
    Invalid(Box<Invalid>, FileStamp),
    Skip(Skipped),
}

/// Opens, `fstat`s, reads (once) and loads one candidate's `SKILL.md`.
fn load_candidate(
    c: &Candidate,
    root: &Root,
    handles: &RootHandles,
    limits: &ScanLimits,
    read_start_ns: i128,
) -> Loaded {
    let skill_md = c.dir.join(discovery::SKILL_FILE);
    let invalid = |stamp: FileStamp, e: LoadError| {
        Loaded::Invalid(
            Box::new(Invalid {
                key: c.key.clone(),
                path: skill_md.clone(),
                scope: root.scope(),
                root: root.path.clone(),
                line: e.line,
                code: e.code,
                reason: e.reason,
            }),
            stamp,
        )
    };
    let file = match handles.open_file(c) {
        Ok(f) => f,
        // Tell "missing" from "unreadable" the same way the identity probe does, so
        // both produce the same fingerprint.
        Err(open_err) => {
            return match handles.stat(c) {
                Ok((stamp, true)) => invalid(stamp, LoadError::unreadable(open_err)),
                Ok((_, false)) => Loaded::Skip(discovery::skip_not_regular(c, root)),
                Err(e) => Loaded::Skip(discovery::skip_for(c, root, &e)),
            };
        }
    };
    let meta = match file.metadata() {
        Ok(m) => m,
        Err(e) => return Loaded::Skip(discovery::skip_for(c, root, &e)),
    };
    if !meta.is_file() {
        return Loaded::Skip(discovery::skip_not_regular(c, root));
    }
    let stamp = FileStamp::of(&meta);
    let limit = limits.max_skill_md_bytes;
    if stamp.len > limit {
        return invalid(stamp, LoadError::too_large(limit));
    }
    let bytes = match lemon_core::read::read_bounded_from(file, &skill_md, limit, stamp.len) {
        Ok(b) => b,
        Err(e) => return invalid(stamp, e.into()),
    };
    let location = SkillLocation::dir(&root.path, &c.dir);
    let loaded = match load::load(&c.key, root.scope(), location, &bytes) {
        Ok(l) => l,
        Err(e) => return invalid(stamp, e),
    };
    let window = if stamp.mtime_ns % 1_000_000_000 == 0 {
        RACY_WINDOW_COARSE_NS
    } else {
        RACY_WINDOW_NS
    };
    let racy = (stamp.mtime_ns >= read_start_ns - window).then(|| RacyFile {
        path: skill_md.clone(),
        mtime_ns: stamp.mtime_ns,
        window_ns: window,
        hash: hash_bytes(&bytes),
    });
    let warnings = loaded
        .warnings
        .into_iter()
        .map(|w| SkillWarning {
            key: c.key.clone(),
            path: skill_md.clone(),
            scope: root.scope(),
            line: w.line,
            code: w.code,
            message: w.message,
        })
        .collect();
    Loaded::Ok {
        entry: Box::new(loaded.entry),
        stamp,
        racy,
        warnings,
    }
}

fn build_snapshot(
    scope: Scope,
    mut scan: Scan,
    lockfile: Option<&Path>,
    limits: &ScanLimits,
) -> (ScopeSnapshot, Vec<RacyFile>) {
    let read_start = now_ns();
    let handles = RootHandles::open(&scan.roots);
    let n = scan.candidates.len();
    let threads = std::thread::available_parallelism()
        .map(|p| p.get())
        .unwrap_or(1)
        .min(n / 16 + 1);
    let loaded = discovery::par_map(n, threads, |i| {
        let c = &scan.candidates[i];
        load_candidate(c, &scan.roots[c.root], &handles, limits, read_start)
    });
    let mut winners: HashMap<String, Arc<Entry>> = HashMap::new();
    let mut shadowed = Vec::new();
    let mut invalid = Vec::new();
    let mut racy = Vec::new();
    let mut warnings = Vec::new();
    let mut kept = Vec::with_capacity(n);
    // Candidates are in root precedence order: the first valid one of a key wins.
    for (mut c, l) in std::mem::take(&mut scan.candidates).into_iter().zip(loaded) {
        match l {
            Loaded::Ok {
                entry,
                stamp,
                racy: r,
                warnings: w,
            } => {
                c.stamp = stamp;
                kept.push(c);
                racy.extend(r);
                warnings.extend(w);
                match winners.get(&entry.key) {
                    Some(w) => shadowed.push(Shadowed {
                        key: entry.key.clone(),
                        path: entry.location.display_path(),
                        scope,
                        root: entry.location.display_root(),
                        shadowed_by: w.location.display_path(),
                        shadowed_by_scope: w.scope,
                    }),
                    None => {
                        winners.insert(entry.key.clone(), Arc::from(entry));
                    }
                }
            }
            Loaded::Invalid(i, stamp) => {
                c.stamp = stamp;
                kept.push(c);
                invalid.push(*i);
            }
            Loaded::Skip(s) => scan.skipped.push(s),
        }
    }
    scan.candidates = kept;
    let fingerprint = fingerprint(&scan, lockfile);
    let mut entries: Vec<Arc<Entry>> = winners.into_values().collect();
    entries.sort_by(|a, b| a.key.cmp(&b.key));
    (
        ScopeSnapshot {
            roots: scan.roots,
            entries,
            shadowed,
            invalid,
            skipped: scan.skipped,
            warnings,
            fingerprint,
        },
        racy,
    )
}

/// The root shown for built-in skills.
pub use crate::entry::BUILTIN_ROOT;

fn empty_snapshot() -> ScopeSnapshot {
    ScopeSnapshot {
        roots: Vec::new(),
        entries: Vec::new(),
        shadowed: Vec::new(),
        invalid: Vec::new(),
        skipped: Vec::new(),
        warnings: Vec::new(),
        fingerprint: 0,
    }
}

/// Loads the compiled-in skills into entries (scope `builtin`, location
/// [`SkillLocation::Builtin`]). A built-in that fails to load is reported, never
/// dropped silently.
pub fn builtin_entries() -> (Vec<Entry>, Vec<Invalid>) {
    let mut entries = Vec::new();
    let mut invalid = Vec::new();
    for b in crate::builtin::builtin_skills() {
        let location = SkillLocation::builtin(b.key);
        match load::load(
            b.key,
            Scope::Builtin,
            location.clone(),
            b.skill_md.as_bytes(),
        ) {
            Ok(loaded) => entries.push(loaded.entry),
            Err(e) => invalid.push(Invalid {
                key: b.key.to_string(),
                path: location.display_file(discovery::SKILL_FILE),
                scope: Scope::Builtin,
                root: location.display_root(),
                line: e.line,
                code: e.code,
                reason: e.reason,
            }),
        }
    }
    (entries, invalid)
}

fn build_builtin_snapshot() -> ScopeSnapshot {
    let (entries, invalid) = builtin_entries();
    let mut seen: BTreeMap<String, Arc<Entry>> = BTreeMap::new();
    for e in entries {
        seen.entry(e.key.clone()).or_insert_with(|| Arc::new(e));
    }
    ScopeSnapshot {
        entries: seen.into_values().collect(),
        invalid,
        ..empty_snapshot()
    }
}

fn merge_view(
    global: Arc<ScopeSnapshot>,
    project: Option<Arc<ScopeSnapshot>>,
    builtins: &ScopeSnapshot,
) -> View {
    let mut layers: Vec<&ScopeSnapshot> = Vec::with_capacity(3);
    if let Some(p) = &project {
        layers.push(p);
    }
    layers.push(&global);
    layers.push(builtins);

    let mut winners: BTreeMap<&str, &Arc<Entry>> = BTreeMap::new();
    let mut shadowed = Vec::new();
    let mut invalid = Vec::new();
    let mut skipped = Vec::new();
    let mut warnings = Vec::new();
    let mut roots = Vec::new();
    for layer in &layers {
        for e in &layer.entries {
            match winners.get(e.key.as_str()) {
                Some(w) => shadowed.push(Shadowed {
                    key: e.key.clone(),
                    path: e.location.display_path(),
                    scope: e.scope,
                    root: e.location.display_root(),
                    shadowed_by: w.location.display_path(),
                    shadowed_by_scope: w.scope,
                }),
                None => {
                    winners.insert(&e.key, e);
                }
            }
        }
        shadowed.extend(layer.shadowed.iter().cloned());
        invalid.extend(layer.invalid.iter().cloned());
        skipped.extend(layer.skipped.iter().cloned());
        warnings.extend(layer.warnings.iter().cloned());
        roots.extend(layer.roots.iter().cloned());
    }
    // Stable sort keeps precedence order among losers of the same key.
    shadowed.sort_by(|a, b| a.key.cmp(&b.key));
    invalid.sort_by(|a, b| a.key.cmp(&b.key).then(a.scope.cmp(&b.scope)));
    let entries: Vec<Arc<Entry>> = winners.into_values().cloned().collect();
    let by_key = entries
        .iter()
        .enumerate()
        .map(|(i, e)| (e.key.clone(), i))
        .collect();
    View {
        entries,
        by_key,
        shadowed,
        invalid,
        skipped,
        warnings,
        roots,
        index: OnceLock::new(),
        index_cache: None,
        global,
        project,
    }
}

/// The cache file of the search index over `roots`: one file per set of roots, so
/// projects do not evict each other's index; its key (the skills' content) decides
/// whether it is used.
fn index_cache_file(env: &Env, roots: &[Root]) -> Option<PathBuf> {
    let dir = paths::agent_dir(env).ok()?.join("cache");
    let mut h = DefaultHasher::new();
    for r in roots {
        r.path.as_os_str().hash(&mut h);
    }
    Some(dir.join(format!("search-index-{:016x}.bin", h.finish())))
}

/// Whether `entry` sits in one of the `blocked` directories.
fn is_blocked(entry: &Entry, blocked: &BTreeSet<PathBuf>) -> bool {
    !blocked.is_empty()
        && entry
            .location
            .skill_dir()
            .is_some_and(|d| blocked.contains(d))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reg(agent: &Path, interval: Duration) -> Registry {
        Registry::with_options(RegistryOptions {
            check_interval: interval,
            builtins: false,
            ..RegistryOptions::new(Env::empty().with("LEMON_AGENT_DIR", agent))
        })
    }

    #[test]
    fn racy_file_with_unchanged_stamp_is_rehashed() {
        let d = tempfile::tempdir().unwrap();
        let skill = d.path().join("skill/s");
        std::fs::create_dir_all(&skill).unwrap();
        let f = skill.join("SKILL.md");
        std::fs::write(&f, "---\ndescription: aaaa\n---\n").unwrap();
        let r = reg(d.path(), Duration::ZERO);
        assert_eq!(r.get("s", None).unwrap().description, "aaaa");
        // Same size, and the mtime/inode forced back to the old values: only the
        // content hash of a racy file can notice this edit.
        let before = std::fs::metadata(&f).unwrap();
        std::fs::write(&f, "---\ndescription: bbbb\n---\n").unwrap();
        let file = std::fs::File::options().write(true).open(&f).unwrap();
        file.set_modified(before.modified().unwrap()).unwrap();
        drop(file);
        assert_eq!(r.get("s", None).unwrap().description, "bbbb");
    }

    #[test]
    fn settled_files_leave_the_racy_list() {
        let d = tempfile::tempdir().unwrap();
        let skill = d.path().join("skill/s");
        std::fs::create_dir_all(&skill).unwrap();
        std::fs::write(skill.join("SKILL.md"), "---\ndescription: x\n---\n").unwrap();
        let r = reg(d.path(), Duration::ZERO);
        let _ = r.list(None);
        let slot = r.slot(ScopeKey::Global);
        assert_eq!(lock(&slot).racy.len(), 1, "a file written just now is racy");
        std::thread::sleep(Duration::from_millis(120));
        let _ = r.list(None);
        assert!(lock(&slot).racy.is_empty(), "an old enough file is settled");
    }

    #[test]
    fn project_scopes_are_bounded() {
        let d = tempfile::tempdir().unwrap();
        let r = reg(d.path(), Duration::ZERO);
        for i in 0..MAX_PROJECT_SCOPES + 5 {
            let _ = r.list(Some(&d.path().join(format!("p{i}"))));
        }
        let projects = lock(&r.slots)
            .keys()
            .filter(|k| matches!(k, ScopeKey::Project(_)))
            .count();
        assert_eq!(projects, MAX_PROJECT_SCOPES);
        assert!(lock(&r.views).len() <= MAX_PROJECT_SCOPES + 1);
        // The oldest cwd was forgotten, and still works when it comes back.
        assert!(!lock(&r.slots).contains_key(&ScopeKey::Project(d.path().join("p0"))));
        assert!(r.list(Some(&d.path().join("p0"))).is_empty());
    }

    #[test]
    fn coalesced_checks_reuse_the_snapshot_inside_the_interval() {
        let d = tempfile::tempdir().unwrap();
        let skill = d.path().join("skill/s");
        std::fs::create_dir_all(&skill).unwrap();
        std::fs::write(skill.join("SKILL.md"), "---\ndescription: x\n---\n").unwrap();
        let r = reg(d.path(), Duration::from_secs(3600));
        let a = r.view(None);
        std::fs::remove_dir_all(&skill).unwrap();
        // Inside the interval: no disk access, same view.
        assert!(Arc::ptr_eq(&a, &r.view(None)));
        r.refresh(None);
        assert!(r.list(None).is_empty());
    }
}
