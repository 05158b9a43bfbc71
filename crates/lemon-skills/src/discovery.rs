//! Where skills come from: the global and project roots, in precedence order,
//! and a bounded scan of each root for `<root>/<key>/SKILL.md`.
//!
//! Global roots (first wins on a key collision):
//! `<agent dir>/skill`, `~/.agents/skills` (`LEMON_HARNESS_SKILLS_DIR`),
//! `~/.omp/agent/skills` (`LEMON_OMP_SKILLS_DIR`), `~/.claude/skills`
//! (`LEMON_CLAUDE_SKILLS_DIR`), `~/.codex/skills` (`LEMON_CODEX_SKILLS_DIR`).
//! An *isolated* runtime (`LEMON_AGENT_DIR`, a configured agent dir, or
//! `LEMON_HARNESS_SKILLS_DIR` set) skips the HOME-derived defaults of the last four unless
//! their own variable is set.
//!
//! Project roots: `<cwd>/.lemon/skill`, then for each directory from `cwd` up to the
//! repository root (the nearest directory holding a `.git` directory or file; the
//! filesystem root without one) `.agents/skills`, `.omp/skills`, `.claude/skills`,
//! `.codex/skills`, `.github/skills`. A project root that is also a global root is
//! dropped from the project list.
//!
//! Scanning never drops anything silently: every child of a root that is not loaded
//! becomes a [`Skipped`] diagnostic with the reason, and every bound that is hit is
//! reported. Scans are bounded ([`ScanLimits`]).
//!
//! ```
//! use lemon_core::paths::Env;
//! use lemon_skills::discovery::{global_roots, project_roots};
//!
//! let home = tempfile::tempdir().unwrap();
//! std::fs::create_dir_all(home.path().join(".lemon/agent/skill")).unwrap();
//! std::fs::create_dir_all(home.path().join(".claude/skills")).unwrap();
//! let env = Env::empty().with("HOME", home.path());
//! let roots = global_roots(&env);
//! assert_eq!(roots.len(), 2);
//! assert!(roots[0].path.ends_with(".lemon/agent/skill"));
//! assert_eq!(roots[1].label(), "~/.claude/skills");
//!
//! let repo = tempfile::tempdir().unwrap();
//! std::fs::create_dir_all(repo.path().join(".git")).unwrap();
//! std::fs::create_dir_all(repo.path().join("sub/.agents/skills")).unwrap();
//! std::fs::create_dir_all(repo.path().join(".github/skills")).unwrap();
//! let roots = project_roots(&repo.path().join("sub"), &env);
//! let labels: Vec<_> = roots.iter().map(|r| r.label()).collect();
//! assert_eq!(labels, [".agents/skills", ".github/skills"]);
//! ```

use std::collections::{HashMap, HashSet};
use std::ffi::OsString;
use std::path::{Path, PathBuf};

use lemon_core::paths::{self, Env};
use serde::Serialize;

use crate::entry::Scope;
pub use crate::origin::{
    Agent, CLAUDE_SKILLS_VAR, CODEX_SKILLS_VAR, HARNESS_SKILLS_VAR, OMP_SKILLS_VAR, RootOrigin,
};

/// The file that makes a directory a skill.
pub const SKILL_FILE: &str = "SKILL.md";

/// One skill root: a directory whose immediate children are skill directories.
///
/// Serialises as `{path, scope, label}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Root {
    /// The directory, as configured (absolute; symlinks not resolved).
    pub path: PathBuf,
    /// Where the root comes from; its scope and label follow from it.
    pub origin: RootOrigin,
}

impl Root {
    /// The root at `path`, from `origin`.
    pub fn new(path: impl Into<PathBuf>, origin: RootOrigin) -> Root {
        Root {
            path: path.into(),
            origin,
        }
    }

    /// `global` or `project`.
    pub fn scope(&self) -> Scope {
        self.origin.scope()
    }

    /// Where the root comes from, for diagnostics: `LEMON_AGENT_DIR/skill`,
    /// `~/.claude/skills`, `LEMON_CLAUDE_SKILLS_DIR`, `.lemon/skill`, `.agents/skills`, …
    pub fn label(&self) -> &'static str {
        self.origin.label()
    }
}

impl Serialize for Root {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Root", 3)?;
        st.serialize_field("path", &self.path)?;
        st.serialize_field("scope", &self.scope())?;
        st.serialize_field("label", self.label())?;
        st.end()
    }
}

/// `true` when the runtime is isolated: the agent directory is overridden or
/// `LEMON_HARNESS_SKILLS_DIR` is set.
pub fn is_isolated(env: &Env) -> bool {
    env.agent_dir_overridden() || env.is_set(HARNESS_SKILLS_VAR)
}

/// Every global root candidate in precedence order, whether or not it exists, after the
/// isolation rule; duplicates (same path) removed, first kept. Relative values of the
/// variables are taken from `env`'s working directory.
pub fn global_root_candidates(env: &Env) -> Vec<Root> {
    let mut out = Vec::new();
    let agent_origin = RootOrigin::AgentDir {
        from_env: env.is_set(paths::AGENT_DIR_VAR),
    };
    if let Ok(dir) = paths::agent_dir(env) {
        out.push(Root::new(absolute(&dir.join("skill"), env), agent_origin));
    }
    let isolated = is_isolated(env);
    let home = env.home();
    for agent in Agent::USER {
        let (Some(var), Some(rel)) = (agent.override_var(), agent.home_dir()) else {
            continue;
        };
        if let Some(p) = env.path(var) {
            out.push(Root::new(absolute(&p, env), RootOrigin::EnvOverride(agent)));
        } else if !isolated && let Some(h) = &home {
            out.push(Root::new(
                absolute(&h.join(rel), env),
                RootOrigin::UserDefault(agent),
            ));
        }
    }
    dedup_by_path(out)
}

/// HOME-derived defaults of every global compatibility root, ignoring isolation: used to
/// keep user-level directories out of the project list when `cwd` is (under) `$HOME`.
fn home_defaults(env: &Env) -> Vec<PathBuf> {
    let mut v = Vec::new();
    if let Ok(d) = paths::agent_dir(env) {
        v.push(d.join("skill"));
    }
    if let Some(h) = env.home() {
        v.push(h.join(".lemon/agent/skill"));
        v.extend(
            Agent::USER
                .iter()
                .filter_map(|a| a.home_dir())
                .map(|rel| h.join(rel)),
        );
    }
    v
}

/// Diagnostics for roots named explicitly by an environment variable
/// (`LEMON_AGENT_DIR`, `LEMON_*_SKILLS_DIR`) that are not directories: a typo there
/// would otherwise hide every skill of that root without a word.
pub fn missing_overrides(env: &Env) -> Vec<Skipped> {
    global_root_candidates(env)
        .into_iter()
        .filter(|r| dir_id(&r.path).is_none())
        .filter_map(|r| {
            let var = r.origin.variable()?;
            // The primary root may legitimately not exist yet in a fresh agent dir.
            let fresh_agent_dir = matches!(r.origin, RootOrigin::AgentDir { .. })
                && r.path.parent().is_some_and(|p| dir_id(p).is_some());
            (!fresh_agent_dir).then(|| Skipped {
                reason: format!(
                    "{var} points at {}, which is not a directory: no skills are read from it",
                    r.path.display()
                ),
                path: r.path.clone(),
                root: r.path,
                scope: Scope::Global,
            })
        })
        .collect()
}

/// The existing global roots, in precedence order, deduplicated by canonical path.
pub fn global_roots(env: &Env) -> Vec<Root> {
    existing(global_root_candidates(env))
}

/// The repository root for `cwd`: the nearest directory, starting at `cwd`, holding an
/// entry named `.git` (a directory, or a file for worktrees and submodules). `cwd` is
/// absolute, as for [`walk_dirs`].
///
/// ```
/// let d = tempfile::tempdir().unwrap();
/// std::fs::create_dir_all(d.path().join("repo/a/b")).unwrap();
/// std::fs::write(d.path().join("repo/.git"), "gitdir: elsewhere\n").unwrap();
/// let found = lemon_skills::discovery::repo_root(&d.path().join("repo/a/b"));
/// assert_eq!(found.as_deref(), Some(d.path().join("repo").as_path()));
/// ```
pub fn repo_root(cwd: &Path) -> Option<PathBuf> {
    let cwd = normalised(cwd);
    cwd.ancestors()
        .find(|d| std::fs::symlink_metadata(d.join(".git")).is_ok())
        .map(Path::to_path_buf)
}

/// The directories of the project walk: `cwd`, its parents, up to and including the
/// repository root (or the filesystem root when there is none). Closest first. `cwd` is
/// absolute (a relative one is taken from `/`, never from the process's directory).
pub fn walk_dirs(cwd: &Path) -> Vec<PathBuf> {
    let cwd = normalised(cwd);
    let mut out = Vec::new();
    for d in cwd.ancestors() {
        out.push(d.to_path_buf());
        if std::fs::symlink_metadata(d.join(".git")).is_ok() {
            break;
        }
    }
    out
}

/// Every project root candidate for an absolute `cwd`, in precedence order, whether or
/// not it exists.
pub fn project_root_candidates(cwd: &Path) -> Vec<Root> {
    let cwd = normalised(cwd);
    let mut out = vec![Root::new(
        paths::project_dir(&cwd).join("skill"),
        RootOrigin::ProjectLemon,
    )];
    for d in walk_dirs(&cwd) {
        for agent in Agent::PROJECT {
            out.push(Root::new(
                d.join(agent.project_dir()),
                RootOrigin::ProjectCompat(agent),
            ));
        }
    }
    dedup_by_path(out)
}

/// The existing project roots for `cwd`, in precedence order, without those that are
/// also global roots (or HOME-derived user-level roots).
pub fn project_roots(cwd: &Path, env: &Env) -> Vec<Root> {
    let found = existing(project_root_candidates(cwd));
    if found.is_empty() {
        return found;
    }
    let globals: HashSet<DirId> = global_root_candidates(env)
        .iter()
        .map(|r| r.path.clone())
        .chain(home_defaults(env))
        .filter_map(|p| dir_id(&p))
        .collect();
    found
        .into_iter()
        .filter(|r| dir_id(&r.path).is_none_or(|id| !globals.contains(&id)))
        .collect()
}

/// What makes two paths the same directory: device and inode on Unix, the canonical
/// path elsewhere.
#[cfg(unix)]
pub(crate) type DirId = (u64, u64);
/// What makes two paths the same directory: device and inode on Unix, the canonical
/// path elsewhere.
#[cfg(not(unix))]
pub(crate) type DirId = PathBuf;

/// The identity of the directory at `p` (symlinks followed); `None` when it is not a
/// directory.
pub(crate) fn dir_id(p: &Path) -> Option<DirId> {
    let m = std::fs::metadata(p).ok().filter(|m| m.is_dir())?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        Some((m.dev(), m.ino()))
    }
    #[cfg(not(unix))]
    {
        let _ = m;
        std::fs::canonicalize(p).ok()
    }
}

/// `p` made absolute against `env`'s working directory and lexically normalised; the
/// file system is not consulted.
pub(crate) fn absolute(p: &Path, env: &Env) -> PathBuf {
    paths::resolve(p, env)
}

/// A path that is absolute by contract (a root, a resolved `cwd`), lexically
/// normalised; a relative one is taken from `/`, never from the process's directory.
fn normalised(p: &Path) -> PathBuf {
    paths::absolutize(p, Path::new("/"))
}

fn canonical_or_lexical(p: &Path) -> PathBuf {
    std::fs::canonicalize(p).unwrap_or_else(|_| normalised(p))
}

fn dedup_by_path(v: Vec<Root>) -> Vec<Root> {
    let mut seen = HashSet::new();
    v.into_iter()
        .filter(|r| seen.insert(r.path.clone()))
        .collect()
}

/// Keeps roots that exist as directories (symlinks followed), dropping later roots
/// that resolve to the same directory as an earlier one.
fn existing(v: Vec<Root>) -> Vec<Root> {
    let mut seen = HashSet::new();
    v.into_iter()
        .filter(|r| dir_id(&r.path).is_some_and(|id| seen.insert(id)))
        .collect()
}

/// Bounds of a scan. The defaults suit real installations; tests lower them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScanLimits {
    /// Directory entries read per root; the rest are not looked at (with a diagnostic).
    pub max_entries_per_root: usize,
    /// Skill directories considered per root, after sorting by name.
    pub max_skills_per_root: usize,
    /// Largest `SKILL.md` loaded (bigger ones are reported invalid).
    pub max_skill_md_bytes: u64,
}

impl Default for ScanLimits {
    fn default() -> Self {
        ScanLimits {
            max_entries_per_root: 200_000,
            max_skills_per_root: 50_000,
            max_skill_md_bytes: crate::manifest::MAX_SKILL_MD_BYTES as u64,
        }
    }
}

/// What `stat` says about a file: enough to notice nearly every change cheaply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct FileStamp {
    /// Size in bytes.
    pub len: u64,
    /// Modification time, nanoseconds since the Unix epoch.
    pub mtime_ns: i128,
    /// Status-change time (ns): unlike the mtime it cannot be set back by tools that
    /// restore timestamps (`touch -d`, archive extraction); 0 where unknown.
    pub ctime_ns: i128,
    /// Inode number (changes on an atomic replace); 0 where unknown.
    pub ino: u64,
    /// Device number; 0 where unknown.
    pub dev: u64,
}

impl FileStamp {
    /// The stamp of `meta`.
    pub fn of(meta: &std::fs::Metadata) -> FileStamp {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            FileStamp {
                len: meta.len(),
                mtime_ns: i128::from(meta.mtime()) * 1_000_000_000 + i128::from(meta.mtime_nsec()),
                ctime_ns: i128::from(meta.ctime()) * 1_000_000_000 + i128::from(meta.ctime_nsec()),
                ino: meta.ino(),
                dev: meta.dev(),
            }
        }
        #[cfg(not(unix))]
        {
            let mtime_ns = meta
                .modified()
                .ok()
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map(|d| d.as_nanos() as i128)
                .unwrap_or(0);
            FileStamp {
                len: meta.len(),
                mtime_ns,
                ctime_ns: 0,
                ino: 0,
                dev: 0,
            }
        }
    }

    /// The stamp of the file at `path` (symlinks followed), `None` when it cannot be
    /// stat'ed.
    pub fn of_path(path: &Path) -> Option<FileStamp> {
        std::fs::metadata(path).ok().map(|m| FileStamp::of(&m))
    }
}

/// A skill directory found by a scan, not loaded yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    /// The directory name.
    pub key: String,
    /// `<root>/<key>` (as reached through the root; symlinks not resolved).
    pub dir: PathBuf,
    /// Index into the scanned roots.
    pub root: usize,
    /// The `SKILL.md` stamp, filled by [`probe`] (or by the registry's loader); zero
    /// right after [`scan`].
    pub stamp: FileStamp,
}

/// A child of a root that is not a loadable skill, with the reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Skipped {
    /// The file or directory concerned.
    pub path: PathBuf,
    /// The root it was found in.
    pub root: PathBuf,
    /// The root's scope.
    pub scope: Scope,
    /// Why it was skipped, in words a user can act on.
    pub reason: String,
}

/// The result of scanning a list of roots.
#[derive(Debug, Clone, Default)]
pub struct Scan {
    /// The roots scanned, in precedence order.
    pub roots: Vec<Root>,
    /// Skill directories, grouped by root in root order, sorted by key within a root.
    pub candidates: Vec<Candidate>,
    /// Everything that was looked at and not kept.
    pub skipped: Vec<Skipped>,
}

/// Scans `roots` (in precedence order) for skill directories.
///
/// Per root: at most `max_entries_per_root` entries are read; names are sorted;
/// dot-directories are ignored (reported when they hold a `SKILL.md`, e.g. installer
/// staging leftovers); symlinked skill directories are followed, except ones that loop
/// back to the root or an ancestor, and a directory reached twice under different keys
/// (through a symlink) is reported as an alias.
///
/// This step only lists directories (the entry type comes with the listing), so it
/// costs no system call per plain skill directory. Whether each candidate really holds
/// a `SKILL.md` is settled by [`probe`] (or by the registry's loader, which opens the
/// file anyway).
pub fn scan(roots: Vec<Root>, limits: &ScanLimits) -> Scan {
    let mut out = Scan {
        roots: Vec::new(),
        ..Scan::default()
    };
    // Canonical root directories, and the canonical target of every symlinked skill
    // directory (by candidate index). Plain directories need no canonicalisation: they
    // can only be reached twice through a symlink, so aliases exist only when links do.
    let mut root_canons = Vec::with_capacity(roots.len());
    let mut links: HashMap<usize, PathBuf> = HashMap::new();
    for (idx, root) in roots.iter().enumerate() {
        let canon = canonical_or_lexical(&root.path);
        scan_root(idx, root, &canon, limits, &mut links, &mut out);
        root_canons.push(canon);
    }
    out.roots = roots;
    if !links.is_empty() {
        drop_aliases(&mut out, &root_canons, &links);
    }
    out
}

/// Removes candidates that reach, under a different key, a directory an earlier
/// candidate already reached (through a symlink), reporting each one.
fn drop_aliases(out: &mut Scan, root_canons: &[PathBuf], links: &HashMap<usize, PathBuf>) {
    // Canonical skill directory → index of the first candidate that used it.
    let mut first: HashMap<PathBuf, usize> = HashMap::new();
    let mut keep = vec![true; out.candidates.len()];
    for (i, c) in out.candidates.iter().enumerate() {
        let canon = links
            .get(&i)
            .cloned()
            .unwrap_or_else(|| root_canons[c.root].join(&c.key));
        match first.get(&canon) {
            Some(&j) if out.candidates[j].key != c.key => keep[i] = false,
            Some(_) => {}
            None => {
                first.insert(canon, i);
            }
        }
    }
    let mut reasons = Vec::new();
    for (i, c) in out.candidates.iter().enumerate() {
        if !keep[i] {
            let canon = links
                .get(&i)
                .cloned()
                .unwrap_or_else(|| root_canons[c.root].join(&c.key));
            if let Some(&j) = first.get(&canon) {
                let other = &out.candidates[j];
                let root = &out.roots[c.root];
                reasons.push(Skipped {
                    path: c.dir.clone(),
                    root: root.path.clone(),
                    scope: root.scope(),
                    reason: format!(
                        "same directory as skill '{}' ({}), reached through a symlink; \
                         listed once under '{}'",
                        other.key,
                        other.dir.display(),
                        other.key
                    ),
                });
            }
        }
    }
    out.skipped.extend(reasons);
    let mut i = 0;
    out.candidates.retain(|_| {
        i += 1;
        keep[i - 1]
    });
}

fn skip(out: &mut Scan, root: &Root, path: PathBuf, reason: impl Into<String>) {
    out.skipped.push(Skipped {
        path,
        root: root.path.clone(),
        scope: root.scope(),
        reason: reason.into(),
    });
}

fn scan_root(
    idx: usize,
    root: &Root,
    root_canon: &Path,
    limits: &ScanLimits,
    links: &mut HashMap<usize, PathBuf>,
    out: &mut Scan,
) {
    let rd = match std::fs::read_dir(&root.path) {
        Ok(rd) => rd,
        Err(e) => {
            skip(
                out,
                root,
                root.path.clone(),
                format!("cannot read this skill root ({e}); check its permissions"),
            );
            return;
        }
    };
    let mut names: Vec<(OsString, Option<std::fs::FileType>)> = Vec::new();
    let mut truncated = false;
    for ent in rd {
        if names.len() >= limits.max_entries_per_root {
            truncated = true;
            break;
        }
        match ent {
            Ok(e) => names.push((e.file_name(), e.file_type().ok())),
            Err(e) => {
                skip(
                    out,
                    root,
                    root.path.clone(),
                    format!(
                        "error while listing this skill root ({e}); the listing may be incomplete"
                    ),
                );
                break;
            }
        }
    }
    if truncated {
        skip(
            out,
            root,
            root.path.clone(),
            format!(
                "this skill root has more than {} entries; only the first {} were scanned \
                 (move unrelated files out of it)",
                limits.max_entries_per_root, limits.max_entries_per_root
            ),
        );
    }
    names.sort_by(|a, b| a.0.cmp(&b.0));

    let mut kept = 0usize;
    let mut over_limit = 0usize;
    for (name, ftype) in names {
        let path = root.path.join(&name);
        let Some(key) = name.to_str() else {
            if path.join(SKILL_FILE).exists() {
                skip(
                    out,
                    root,
                    path,
                    "directory name is not valid UTF-8, so it cannot be a skill key; rename it",
                );
            }
            continue;
        };
        if key.starts_with('.') {
            if path.join(SKILL_FILE).exists() {
                skip(
                    out,
                    root,
                    path,
                    "hidden directory (name starts with '.': staging/backup leftovers and \
                     private directories are ignored); rename it to list it",
                );
            }
            continue;
        }
        let is_symlink = ftype.is_some_and(|t| t.is_symlink());
        let is_dir = match ftype {
            Some(t) if t.is_dir() => true,
            Some(t) if t.is_file() => false,
            // Symlinks and unknown types: ask the file system (follows the link).
            _ => match std::fs::metadata(&path) {
                Ok(m) => m.is_dir(),
                Err(e) => {
                    skip(
                        out,
                        root,
                        path,
                        format!(
                            "cannot follow this entry ({e}); a broken symlink or a symlink loop"
                        ),
                    );
                    continue;
                }
            },
        };
        if !is_dir {
            if key == SKILL_FILE {
                skip(
                    out,
                    root,
                    path,
                    "SKILL.md directly inside a skill root is not a skill: \
                     put it in <root>/<key>/SKILL.md",
                );
            }
            continue;
        }
        let mut link_target = None;
        if is_symlink {
            let canon = match std::fs::canonicalize(&path) {
                Ok(c) => c,
                Err(e) => {
                    skip(
                        out,
                        root,
                        path,
                        format!("cannot resolve this symlink ({e})"),
                    );
                    continue;
                }
            };
            if root_canon.starts_with(&canon) {
                skip(
                    out,
                    root,
                    path,
                    format!(
                        "symlink loop: it points at {} which contains this root",
                        canon.display()
                    ),
                );
                continue;
            }
            link_target = Some(canon);
        }
        if kept >= limits.max_skills_per_root {
            over_limit += 1;
            continue;
        }
        kept += 1;
        if let Some(canon) = link_target {
            links.insert(out.candidates.len(), canon);
        }
        out.candidates.push(Candidate {
            key: key.to_string(),
            dir: path,
            root: idx,
            stamp: FileStamp::default(),
        });
    }
    if over_limit > 0 {
        skip(
            out,
            root,
            root.path.clone(),
            format!(
                "this root holds more than {} skills; the {over_limit} after the first {} \
                 (in name order) are not loaded",
                limits.max_skills_per_root, limits.max_skills_per_root
            ),
        );
    }
}

/// Why a candidate's `SKILL.md` cannot be used, as a [`Skipped`] diagnostic.
pub(crate) fn skip_for(c: &Candidate, root: &Root, err: &std::io::Error) -> Skipped {
    let (path, reason) = if err.kind() == std::io::ErrorKind::NotFound {
        (c.dir.clone(), NO_SKILL_MD.to_string())
    } else {
        (
            c.dir.join(SKILL_FILE),
            format!("cannot stat SKILL.md ({err})"),
        )
    };
    Skipped {
        path,
        root: root.path.clone(),
        scope: root.scope(),
        reason,
    }
}

/// The diagnostic for a `SKILL.md` that is a directory, FIFO, device, ….
pub(crate) fn skip_not_regular(c: &Candidate, root: &Root) -> Skipped {
    Skipped {
        path: c.dir.join(SKILL_FILE),
        root: root.path.clone(),
        scope: root.scope(),
        reason: NOT_REGULAR.to_string(),
    }
}

const NO_SKILL_MD: &str = "no SKILL.md in this directory (nested layouts like \
     <root>/<group>/<key>/SKILL.md are not discovered)";
const NOT_REGULAR: &str = "SKILL.md is not a regular file";

/// Open directory handles on the scanned roots, so each `SKILL.md` is reached with a
/// two-component relative lookup (`<key>/SKILL.md`) instead of a full path walk: on a
/// loaded machine that halves the cost of a `stat`.
pub(crate) struct RootHandles {
    dirs: Vec<Option<std::fs::File>>,
}

impl RootHandles {
    pub(crate) fn open(roots: &[Root]) -> RootHandles {
        RootHandles {
            dirs: roots
                .iter()
                .map(|r| std::fs::File::open(&r.path).ok())
                .collect(),
        }
    }

    #[cfg(unix)]
    fn rel(c: &Candidate) -> Option<std::ffi::CString> {
        let mut v = c.key.as_bytes().to_vec();
        v.push(b'/');
        v.extend_from_slice(SKILL_FILE.as_bytes());
        std::ffi::CString::new(v).ok()
    }

    /// `stat` of the candidate's `SKILL.md` (symlinks followed): its stamp and whether
    /// it is a regular file.
    pub(crate) fn stat(&self, c: &Candidate) -> std::io::Result<(FileStamp, bool)> {
        #[cfg(unix)]
        if let (Some(Some(dir)), Some(rel)) = (self.dirs.get(c.root), Self::rel(c)) {
            use std::os::fd::AsRawFd;
            let mut st = std::mem::MaybeUninit::<libc::stat>::uninit();
            // SAFETY: `dir` is an open directory, `rel` a NUL-terminated relative path,
            // `st` a properly sized out-buffer that fstatat fills on success.
            let rc = unsafe { libc::fstatat(dir.as_raw_fd(), rel.as_ptr(), st.as_mut_ptr(), 0) };
            if rc != 0 {
                return Err(std::io::Error::last_os_error());
            }
            // SAFETY: fstatat returned 0, so `st` is initialised.
            let st = unsafe { st.assume_init() };
            // The field types differ between platforms; the casts are widening.
            #[allow(clippy::unnecessary_cast)]
            let stamp = FileStamp {
                len: st.st_size as u64,
                mtime_ns: i128::from(st.st_mtime) * 1_000_000_000 + i128::from(st.st_mtime_nsec),
                ctime_ns: i128::from(st.st_ctime) * 1_000_000_000 + i128::from(st.st_ctime_nsec),
                ino: st.st_ino as u64,
                dev: st.st_dev as u64,
            };
            return Ok((stamp, (st.st_mode & libc::S_IFMT) == libc::S_IFREG));
        }
        let m = std::fs::metadata(c.dir.join(SKILL_FILE))?;
        Ok((FileStamp::of(&m), m.is_file()))
    }

    /// Whether the candidate's `SKILL.md` is itself a symlink (its target's changes
    /// happen outside the skill directory).
    #[cfg(target_os = "linux")]
    pub(crate) fn skill_md_is_symlink(&self, c: &Candidate) -> std::io::Result<bool> {
        if let (Some(Some(dir)), Some(rel)) = (self.dirs.get(c.root), Self::rel(c)) {
            use std::os::fd::AsRawFd;
            let mut st = std::mem::MaybeUninit::<libc::stat>::uninit();
            // SAFETY: as in `stat`, without following a final symlink.
            let rc = unsafe {
                libc::fstatat(
                    dir.as_raw_fd(),
                    rel.as_ptr(),
                    st.as_mut_ptr(),
                    libc::AT_SYMLINK_NOFOLLOW,
                )
            };
            if rc != 0 {
                return Err(std::io::Error::last_os_error());
            }
            // SAFETY: fstatat returned 0.
            let st = unsafe { st.assume_init() };
            return Ok((st.st_mode & libc::S_IFMT) == libc::S_IFLNK);
        }
        Ok(std::fs::symlink_metadata(c.dir.join(SKILL_FILE))?
            .file_type()
            .is_symlink())
    }

    /// Opens the candidate's `SKILL.md` for reading without blocking on a FIFO.
    pub(crate) fn open_file(&self, c: &Candidate) -> std::io::Result<std::fs::File> {
        #[cfg(unix)]
        if let (Some(Some(dir)), Some(rel)) = (self.dirs.get(c.root), Self::rel(c)) {
            use std::os::fd::{AsRawFd, FromRawFd};
            // SAFETY: as in `stat`; on success we own the returned descriptor.
            let fd = unsafe {
                libc::openat(
                    dir.as_raw_fd(),
                    rel.as_ptr(),
                    libc::O_RDONLY | libc::O_NONBLOCK | libc::O_CLOEXEC,
                )
            };
            if fd < 0 {
                return Err(std::io::Error::last_os_error());
            }
            // SAFETY: `fd` is a fresh descriptor nobody else owns.
            return Ok(unsafe { std::fs::File::from_raw_fd(fd) });
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            std::fs::OpenOptions::new()
                .read(true)
                .custom_flags(libc::O_NONBLOCK)
                .open(c.dir.join(SKILL_FILE))
        }
        #[cfg(not(unix))]
        {
            std::fs::File::open(c.dir.join(SKILL_FILE))
        }
    }
}

/// Worker threads for `n` independent file operations: parallel only when there is
/// enough work to pay for the threads.
pub(crate) fn workers_for(n: usize) -> usize {
    std::thread::available_parallelism()
        .map(|p| p.get())
        .unwrap_or(1)
        .min(n / 4096 + 1)
        .max(1)
}

/// Runs `f` over `0..n` on `threads` threads and returns the results in index order.
/// Each thread takes the next index when it is done with one, so a few slow items (a
/// large skill to parse or audit) do not leave the other threads idle.
pub(crate) fn par_map<T: Send>(n: usize, threads: usize, f: impl Fn(usize) -> T + Sync) -> Vec<T> {
    if threads <= 1 || n < 2 {
        return (0..n).map(f).collect();
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let (f, next) = (&f, &next);
    let mut done: Vec<(usize, T)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads.min(n))
            .map(|_| {
                s.spawn(move || {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if i >= n {
                            return mine;
                        }
                        mine.push((i, f(i)));
                    }
                })
            })
            .collect();
        let mut out = Vec::with_capacity(n);
        for h in handles {
            match h.join() {
                Ok(v) => out.extend(v),
                // A panic in `f` is a bug in Lemon; re-raise it on this thread.
                Err(p) => std::panic::resume_unwind(p),
            }
        }
        out
    });
    done.sort_unstable_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, t)| t).collect()
}

/// Stats every candidate's `SKILL.md` (in parallel when there are many): fills the
/// stamps, and moves candidates without a usable `SKILL.md` to `skipped` (after the
/// scan's own diagnostics, in candidate order).
pub fn probe(scan: &mut Scan) {
    let handles = RootHandles::open(&scan.roots);
    let n = scan.candidates.len();
    let results = par_map(n, workers_for(n), |i| handles.stat(&scan.candidates[i]));
    let mut kept = Vec::with_capacity(n);
    for (mut c, r) in std::mem::take(&mut scan.candidates)
        .into_iter()
        .zip(results)
    {
        let root = &scan.roots[c.root];
        match r {
            Ok((stamp, true)) => {
                c.stamp = stamp;
                kept.push(c);
            }
            Ok((_, false)) => scan.skipped.push(skip_not_regular(&c, root)),
            Err(e) => scan.skipped.push(skip_for(&c, root, &e)),
        }
    }
    scan.candidates = kept;
}

#[cfg(test)]
mod tests {
    #[test]
    fn par_map_keeps_index_order_whatever_finishes_first() {
        // Early items are the slow ones: later threads finish first.
        let slow = |i: usize| {
            if i < 3 {
                std::thread::sleep(std::time::Duration::from_millis(20));
            }
            i * 2
        };
        for threads in [1, 2, 4, 64] {
            let out = super::par_map(50, threads, slow);
            assert_eq!(out, (0..50).map(|i| i * 2).collect::<Vec<_>>(), "{threads}");
        }
        assert!(super::par_map(0, 4, |i| i).is_empty());
    }

    use super::*;

    fn mk(p: &Path) {
        std::fs::create_dir_all(p).unwrap();
    }

    fn skill(root: &Path, key: &str) {
        mk(&root.join(key));
        std::fs::write(
            root.join(key).join(SKILL_FILE),
            format!("---\nname: {key}\ndescription: d\n---\nbody\n"),
        )
        .unwrap();
    }

    #[test]
    fn isolation_skips_home_roots_unless_own_var_set() {
        let home = tempfile::tempdir().unwrap();
        let h = home.path();
        for d in [
            ".agents/skills",
            ".omp/agent/skills",
            ".claude/skills",
            ".codex/skills",
        ] {
            mk(&h.join(d));
        }
        let env = Env::empty().with("HOME", h);
        let labels = |env: &Env| {
            global_root_candidates(env)
                .into_iter()
                .map(|r| r.label())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            labels(&env),
            [
                "~/.lemon/agent/skill",
                "~/.agents/skills",
                "~/.omp/agent/skills",
                "~/.claude/skills",
                "~/.codex/skills"
            ]
        );
        let iso = env.clone().with("LEMON_AGENT_DIR", h.join("agent"));
        assert_eq!(labels(&iso), ["LEMON_AGENT_DIR/skill"]);
        let iso = iso.with(CLAUDE_SKILLS_VAR, h.join("c"));
        assert_eq!(labels(&iso), ["LEMON_AGENT_DIR/skill", CLAUDE_SKILLS_VAR]);
        let harness = env.with(HARNESS_SKILLS_VAR, h.join("hs"));
        assert_eq!(
            labels(&harness),
            ["~/.lemon/agent/skill", HARNESS_SKILLS_VAR]
        );
    }

    #[test]
    fn relative_overrides_resolve_against_the_env_working_dir() {
        let env = Env::empty()
            .with("LEMON_AGENT_DIR", "agent")
            .with(CLAUDE_SKILLS_VAR, "../claude")
            .with_working_dir("/work/project");
        let got: Vec<_> = global_root_candidates(&env)
            .into_iter()
            .map(|r| (r.path, r.origin))
            .collect();
        assert_eq!(
            got,
            [
                (
                    PathBuf::from("/work/project/agent/skill"),
                    RootOrigin::AgentDir { from_env: true }
                ),
                (
                    PathBuf::from("/work/claude"),
                    RootOrigin::EnvOverride(Agent::Claude)
                ),
            ]
        );
    }

    #[test]
    fn missing_explicit_overrides_are_reported() {
        let home = tempfile::tempdir().unwrap();
        let h = home.path();
        let env = Env::empty()
            .with("HOME", h)
            .with("LEMON_AGENT_DIR", h.join("agent"))
            .with(CODEX_SKILLS_VAR, h.join("typo"));
        let m = missing_overrides(&env);
        let labels: Vec<_> = m
            .iter()
            .map(|s| s.reason.split(' ').next().unwrap())
            .collect();
        assert_eq!(labels, ["LEMON_AGENT_DIR", CODEX_SKILLS_VAR]);
        // An existing agent dir without a skill/ subdirectory yet is normal.
        mk(&h.join("agent"));
        mk(&h.join("typo"));
        assert!(missing_overrides(&env).is_empty());
    }

    #[test]
    fn override_equal_to_primary_root_is_deduplicated() {
        let home = tempfile::tempdir().unwrap();
        let agent = home.path().join("agent");
        mk(&agent.join("skill"));
        let env = Env::empty()
            .with("LEMON_AGENT_DIR", &agent)
            .with(HARNESS_SKILLS_VAR, agent.join("skill"));
        assert_eq!(global_roots(&env).len(), 1);
    }

    #[test]
    fn walk_stops_at_repo_root_and_orders_kinds() {
        let t = tempfile::tempdir().unwrap();
        let repo = t.path().join("repo");
        let cwd = repo.join("packages/feature");
        mk(&repo.join(".git"));
        mk(&t.path().join(".agents/skills")); // above the repo: never consulted
        for d in [&cwd, &repo.join("packages"), &repo] {
            mk(&d.join(".agents/skills"));
        }
        mk(&repo.join(".claude/skills"));
        mk(&cwd.join(".lemon/skill"));
        let env = Env::empty().with("HOME", t.path().join("home"));
        let got: Vec<_> = project_roots(&cwd, &env)
            .into_iter()
            .map(|r| r.path)
            .collect();
        assert_eq!(
            got,
            [
                cwd.join(".lemon/skill"),
                cwd.join(".agents/skills"),
                repo.join("packages/.agents/skills"),
                repo.join(".agents/skills"),
                repo.join(".claude/skills"),
            ]
        );
        assert_eq!(repo_root(&cwd).as_deref(), Some(repo.as_path()));
    }

    #[test]
    fn no_repo_walks_to_filesystem_root() {
        let t = tempfile::tempdir().unwrap();
        let dirs = walk_dirs(t.path());
        assert_eq!(dirs.last().map(PathBuf::as_path), Some(Path::new("/")));
    }

    #[test]
    fn project_root_equal_to_global_root_is_dropped() {
        let home = tempfile::tempdir().unwrap();
        let h = home.path();
        mk(&h.join(".claude/skills"));
        mk(&h.join(".agents/skills"));
        // Isolated: ~/.claude/skills is not a global root, but still never a project one.
        let env = Env::empty()
            .with("HOME", h)
            .with("LEMON_AGENT_DIR", h.join("a"));
        assert!(project_roots(h, &env).is_empty());
    }

    #[test]
    fn scan_reports_everything_it_does_not_keep() {
        let t = tempfile::tempdir().unwrap();
        let r = t.path().join("root");
        skill(&r, "good");
        skill(&r, ".good.staging-1");
        mk(&r.join("empty-dir"));
        std::fs::write(r.join("README.md"), "x").unwrap();
        std::fs::write(r.join(SKILL_FILE), "x").unwrap();
        let roots = vec![Root::new(
            r.clone(),
            RootOrigin::AgentDir { from_env: false },
        )];
        let mut s = scan(roots, &ScanLimits::default());
        // Listing alone cannot tell an empty directory from a skill...
        assert_eq!(s.candidates.len(), 2);
        probe(&mut s);
        // ...the probe can.
        assert_eq!(
            s.candidates
                .iter()
                .map(|c| c.key.as_str())
                .collect::<Vec<_>>(),
            ["good"]
        );
        assert!(s.candidates[0].stamp.len > 0);
        let reasons: Vec<_> = s.skipped.iter().map(|k| k.reason.as_str()).collect();
        assert_eq!(reasons.len(), 3, "{reasons:?}");
        assert!(reasons.iter().any(|r| r.starts_with("hidden directory")));
        assert!(reasons.iter().any(|r| r.starts_with("no SKILL.md")));
        assert!(reasons.iter().any(|r| r.starts_with("SKILL.md directly")));
    }

    #[cfg(unix)]
    #[test]
    fn symlinks_followed_loops_and_aliases_reported() {
        use std::os::unix::fs::symlink;
        let t = tempfile::tempdir().unwrap();
        let r = t.path().join("root");
        skill(&r, "real");
        skill(&t.path().join("elsewhere"), "linked");
        symlink(t.path().join("elsewhere/linked"), r.join("linked")).unwrap();
        symlink(r.join("real"), r.join("alias")).unwrap();
        symlink(&r, r.join("loop")).unwrap();
        symlink(r.join("self"), r.join("self")).unwrap();
        let roots = vec![Root::new(r.clone(), RootOrigin::ProjectLemon)];
        let mut s = scan(roots, &ScanLimits::default());
        probe(&mut s);
        let keys: Vec<_> = s.candidates.iter().map(|c| c.key.as_str()).collect();
        // "alias" sorts before "real", so it is the one kept; "real" is its alias then.
        assert_eq!(keys, ["alias", "linked"]);
        let text = format!("{:?}", s.skipped);
        assert!(text.contains("symlink loop"), "{text}");
        assert!(text.contains("same directory as skill 'alias'"), "{text}");
        assert!(text.contains("broken symlink or a symlink loop"), "{text}");
    }

    #[test]
    fn scan_is_bounded() {
        let t = tempfile::tempdir().unwrap();
        let r = t.path().join("root");
        for i in 0..30 {
            skill(&r, &format!("s{i:02}"));
        }
        let roots = vec![Root::new(
            r.clone(),
            RootOrigin::AgentDir { from_env: false },
        )];
        let limits = ScanLimits {
            max_entries_per_root: 20,
            max_skills_per_root: 5,
            ..ScanLimits::default()
        };
        let s = scan(roots, &limits);
        assert_eq!(s.candidates.len(), 5);
        assert!(
            s.skipped
                .iter()
                .any(|k| k.reason.contains("more than 20 entries"))
        );
        let over: Vec<_> = s
            .skipped
            .iter()
            .filter(|k| k.reason.contains("more than 5 skills"))
            .collect();
        assert_eq!(over.len(), 1);
        // 20 entries read, 5 kept: 15 left out.
        assert!(
            over[0].reason.contains("the 15 after"),
            "{}",
            over[0].reason
        );
    }
}
