//! Installing, updating and removing skills (spec G.2, G.3, G.5, G.8, G.10, G.11).
//!
//! The flow of [`install`]: parse the source ([`source`]) → fetch it (a local directory
//! is read in place; a registry ref is resolved to a repository by [`registry`]; a git
//! repository is cloned shallowly by [`git`] into a hidden
//! `.fetch-*` directory of the skills root) → choose the skill directories it holds →
//! for each: [`Bundle::read`] (into memory; anomalies refuse) → manifest check → audit
//! ([`Auditor`]; [`Engine`] is [`crate::audit`]) → approval ([`lemon_core::approval::Approver`]) → [`stage::activate`]
//! (the audited bytes written to a staging directory beside the destination, swapped in
//! with a backup) → the lockfile record ([`lockfile`]), under the key's lock. What is
//! audited is exactly what is written; any failure leaves the previous state.
//!
//! Destinations: global `<agent dir>/skill/<key>` (the default), project
//! `<cwd>/.lemon/skill/<key>`; each scope has its own `skills.lock.json`.

pub mod git;
pub mod lockfile;
pub mod registry;
pub mod source;
pub mod stage;

use std::path::{Path, PathBuf};
use std::time::Duration;

use lemon_core::approval::{ApprovalRequest, Approver, Decision, RequestKind};
use lemon_core::lock::LockDir;
use lemon_core::paths::{self, Env, PROJECT_STATE_DIR};
use serde::Serialize;

use crate::bundle::{Bundle, BundleError, BundleLimits, SKILL_FILE};
use crate::catalog::{WalkLimits, find_skill_dirs};
use lockfile::{LockfileError, Record};
use source::{Source, SourceError, SourceSpec};

/// How long activation waits for another process working on the same key.
const KEY_LOCK_TIMEOUT: Duration = Duration::from_secs(30);
/// Bounds of the search for skills inside a repository.
const MAX_SEARCH_DEPTH: usize = 4;
const MAX_SEARCH_DIRS: usize = 5_000;
/// Findings quoted in a refusal message.
const QUOTED_FINDINGS: usize = 3;

pub use crate::audit::Verdict;

/// What the installer needs from an audit of one bundle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AuditSummary {
    /// The verdict.
    pub verdict: Verdict,
    /// The digest of the bundle that was judged.
    pub digest: String,
    /// The rules version.
    pub rules_version: String,
    /// One line per finding: `[<severity>] <rule>: <file>[:<line>]: <excerpt>`.
    pub findings: Vec<String>,
}

/// Judges bundles. The real engine is [`Engine`] ([`crate::audit::audit_bundle`]);
/// tests supply fixed verdicts.
pub trait Auditor: Sync {
    /// Audits one bundle (read into memory; the bytes that will be written).
    fn audit(&self, bundle: &Bundle) -> AuditSummary;

    /// Prepares what the first audit would otherwise build (compiled rules), on this
    /// thread; called while a clone runs. Nothing by default.
    fn warm_up(&self) {}
}

/// The audit engine of [`crate::audit`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Engine;

impl Auditor for Engine {
    fn audit(&self, bundle: &Bundle) -> AuditSummary {
        summarise(&crate::audit::audit_bundle(bundle))
    }

    fn warm_up(&self) {
        // A small, ordinary skill: compiles the rules and fills the matchers' caches
        // with the states ordinary text needs.
        let text: &[u8] =
            b"---\nname: warm-up\ndescription: Use when warming up the audit.\n---\n\n\
            ## Usage\n\nRun `scripts/run.sh --help`, then read references/guide.md.\n\n\
            ```sh\nnpm install && git status && curl -o out.txt https://example.com/a\n```\n";
        let script: &[u8] =
            b"#!/bin/sh\nset -eu\necho \"hello $1\"\nls -la ./build 2>/dev/null || true\n";
        let file = |path: &str, bytes: &[u8]| crate::bundle::BundleFile {
            path: path.to_string(),
            bytes: bytes.to_vec(),
            sha256: sha2::Digest::finalize(<sha2::Sha256 as sha2::Digest>::new_with_prefix(bytes))
                .into(),
            executable: path.ends_with(".sh"),
        };
        let bundle = Bundle {
            root: PathBuf::new(),
            files: vec![file("SKILL.md", text), file("scripts/run.sh", script)],
            excluded: Vec::new(),
            hidden: Vec::new(),
            anomalies: Vec::new(),
        };
        let _ = crate::audit::audit_bundle(&bundle);
    }
}

/// An engine report as the installer records it: one line per finding,
/// `[<severity>] <rule>: <file>[:<line>]: <excerpt>` (worst first, as the engine sorts).
pub fn summarise(report: &crate::audit::AuditReport) -> AuditSummary {
    let findings = report
        .findings
        .iter()
        .map(|f| {
            let mut at = if f.file.is_empty() {
                "(bundle)".to_string()
            } else {
                f.file.clone()
            };
            if let Some(line) = f.line {
                at.push_str(&format!(":{line}"));
            }
            let line = format!("[{}] {}: {at}: {}", f.severity.as_str(), f.rule, f.excerpt);
            lemon_core::text::flatten_line(&line).into_owned()
        })
        .collect();
    AuditSummary {
        verdict: report.verdict,
        digest: report.digest.clone(),
        rules_version: report.rules_version.to_string(),
        findings,
    }
}

/// Which scope an install goes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InstallScope {
    /// `<agent dir>/skill/`.
    Global,
    /// `<cwd>/.lemon/skill/`.
    Project(PathBuf),
}

impl InstallScope {
    /// `global` or `project`.
    pub fn as_str(&self) -> &'static str {
        match self {
            InstallScope::Global => "global",
            InstallScope::Project(_) => "project",
        }
    }

    /// The skills root of the scope.
    pub fn root(&self, env: &Env) -> Result<PathBuf, InstallError> {
        Ok(match self {
            InstallScope::Global => paths::agent_dir(env)?.join("skill"),
            InstallScope::Project(cwd) => cwd.join(PROJECT_STATE_DIR).join("skill"),
        })
    }

    /// The lockfile of the scope.
    pub fn lockfile(&self, env: &Env) -> Result<PathBuf, InstallError> {
        Ok(match self {
            InstallScope::Global => lockfile::global_path(env)?,
            InstallScope::Project(cwd) => lockfile::project_path(cwd),
        })
    }
}

/// Which skills of a source to install.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Selection {
    /// The source itself when it is a skill; otherwise list what it holds (an error).
    #[default]
    Default,
    /// These skills (directory names) of a repository holding several.
    Names(Vec<String>),
    /// Every skill it holds.
    All,
}

/// Progress notes for a spinner (the library never prints).
pub trait Progress {
    /// A step begins (`cloning https://…`).
    fn step(&self, message: &str);
}

impl<F: Fn(&str)> Progress for F {
    fn step(&self, message: &str) {
        self(message)
    }
}

/// Everything an install, update or removal needs besides its target.
pub struct Options<'a> {
    /// The environment (agent dir, `PATH` for git, `LEMON_GITHUB_URL`, git timeout).
    pub env: Env,
    /// The scope written to.
    pub scope: InstallScope,
    /// Which skills of the source.
    pub selection: Selection,
    /// The source is a Claude Code plugin marketplace: install the skills of this plugin
    /// (all of them, or those `selection` names), from the marketplace's own repository or
    /// from the repository the plugin's `source` names.
    pub plugin: Option<String>,
    /// The operation approval is given (also covers an audit `warn`, never a `block`).
    pub approve: bool,
    /// Replace an existing installation (update: even a locally modified one).
    pub force: bool,
    /// The bundle digest whose `block` verdict the user overrides.
    pub override_digest: Option<String>,
    /// Who approves.
    pub approver: &'a dyn Approver,
    /// Who audits.
    pub auditor: &'a dyn Auditor,
    /// Step notes.
    pub progress: &'a dyn Progress,
    /// Bounds on what a bundle may hold.
    pub limits: BundleLimits,
}

/// One skill installed (or updated).
#[derive(Debug, Clone, Serialize)]
pub struct Installed {
    /// The key.
    pub key: String,
    /// `global` or `project`.
    pub scope: &'static str,
    /// The installed directory.
    pub path: PathBuf,
    /// The source as given.
    pub source: String,
    /// `local` or `git`.
    pub source_kind: &'static str,
    /// The canonical id.
    pub source_id: String,
    /// The commit installed (git).
    pub commit: Option<String>,
    /// The skill's directory inside the source.
    pub subdir: Option<String>,
    /// The bundle digest written.
    pub digest: String,
    /// The audit verdict.
    pub verdict: Verdict,
    /// The audit rules version.
    pub rules_version: String,
    /// The audit findings.
    pub findings: Vec<String>,
    /// `prompt`, `flag` or `override`.
    pub approval: &'static str,
    /// Whether a previous installation was replaced.
    pub replaced: bool,
    /// Things worth telling (a clash with the other scope, …).
    pub notes: Vec<String>,
}

/// Why an operation did not happen. The previous state is intact in every case.
#[derive(Debug, thiserror::Error)]
pub enum InstallError {
    /// The source string is not valid.
    #[error(transparent)]
    Source(#[from] SourceError),
    /// A kind of source recognised but not installable yet.
    #[error("{kind} sources are not supported yet ({id})")]
    Unsupported {
        /// `registry`, `hermes`.
        kind: &'static str,
        /// The id as given.
        id: String,
    },
    /// A git command failed.
    #[error(transparent)]
    Git(#[from] git::GitError),
    /// The registry could not resolve a ref.
    #[error(transparent)]
    Registry(#[from] registry::RegistryError),
    /// The agent directory could not be found.
    #[error(transparent)]
    Path(#[from] paths::PathError),
    /// The source (or its `--path`) is not a directory.
    #[error("{} is not a directory", path.display())]
    NotADirectory {
        /// The path.
        path: PathBuf,
    },
    /// The subdirectory does not exist in the source, or is a link.
    #[error("the source has no directory {subdir}")]
    NoSubdir {
        /// The subdirectory.
        subdir: String,
    },
    /// The source holds no skill at all.
    #[error("no skill (a directory with SKILL.md) was found in {from}")]
    NoSkills {
        /// The source as given.
        from: String,
    },
    /// The source holds skills but none was chosen.
    #[error("{from} holds {} skills: {}; choose with --skill NAME or --all", available.len(), available.join(", "))]
    ChooseSkills {
        /// The source as given.
        from: String,
        /// Their names.
        available: Vec<String>,
    },
    /// A `--skill` name the source does not hold.
    #[error("{from} has no skill named '{name}' (it holds: {})", available.join(", "))]
    NoSuchSkill {
        /// The source.
        from: String,
        /// The name asked for.
        name: String,
        /// What it holds.
        available: Vec<String>,
    },
    /// The marketplace file of a `--plugin` source is missing or malformed.
    #[error(transparent)]
    Marketplace(#[from] crate::catalog::marketplace::MarketplaceError),
    /// The marketplace lists no plugin by that name.
    #[error("{from} lists no plugin named '{name}' (it lists: {})", available.join(", "))]
    NoSuchPlugin {
        /// The source.
        from: String,
        /// The name asked for.
        name: String,
        /// The plugins it lists.
        available: Vec<String>,
    },
    /// The plugin's `source` is not a path or a git repository Lemon fetches.
    #[error("plugin '{plugin}' cannot be installed: {why}")]
    UnsupportedPlugin {
        /// The plugin.
        plugin: String,
        /// Why (its source kind, a non-git URL).
        why: String,
    },
    /// A plugin's skill paths leave its repository or do not exist.
    #[error(transparent)]
    PluginPath(#[from] crate::catalog::marketplace::PluginPathError),
    /// The key derived from the source is not a valid skill key.
    #[error("'{key}' is not a valid skill key: {why}")]
    InvalidKey {
        /// The key.
        key: String,
        /// Why.
        why: String,
    },
    /// The bundle could not be read.
    #[error(transparent)]
    Bundle(#[from] BundleError),
    /// The bundle holds links, special files, non-UTF-8 names or exceeds a bound.
    #[error("refusing to install '{key}': {}", anomalies.join("; "))]
    Anomalies {
        /// The key.
        key: String,
        /// One line per anomaly.
        anomalies: Vec<String>,
    },
    /// `SKILL.md` does not load.
    #[error("invalid SKILL.md manifest of '{key}': {reason}")]
    InvalidManifest {
        /// The key.
        key: String,
        /// Why.
        reason: String,
    },
    /// The destination exists and `force` was not given.
    #[error("skill '{key}' is already installed at {}", path.display())]
    AlreadyInstalled {
        /// The key.
        key: String,
        /// The destination.
        path: PathBuf,
    },
    /// The approver said no.
    #[error("skill {operation} of '{key}' denied")]
    Denied {
        /// `install`, `update`, `uninstall`.
        operation: &'static str,
        /// The key.
        key: String,
    },
    /// Nobody could approve (no terminal and no `--approve`).
    #[error("skill {operation} of '{key}' needs approval: {why}")]
    ApprovalUnavailable {
        /// The operation.
        operation: &'static str,
        /// The key.
        key: String,
        /// Why nobody could be asked.
        why: String,
    },
    /// The audit blocked the bundle and no matching override was given.
    #[error("skill '{key}' blocked by security audit: {}", findings.iter().take(QUOTED_FINDINGS).cloned().collect::<Vec<_>>().join("; "))]
    Blocked {
        /// The key.
        key: String,
        /// The digest an override must name.
        digest: String,
        /// The findings.
        findings: Vec<String>,
    },
    /// `--override` names another bundle than the one audited.
    #[error(
        "the override digest {given} does not match the audited bundle of '{key}' ({computed})"
    )]
    OverrideMismatch {
        /// The key.
        key: String,
        /// What was given.
        given: String,
        /// What was computed.
        computed: String,
    },
    /// Reading or writing the lockfile failed.
    #[error(transparent)]
    Lockfile(#[from] LockfileError),
    /// Another process holds the key's lock.
    #[error(transparent)]
    Lock(lemon_core::fs::FsError),
    /// A file operation failed.
    #[error("cannot {op} {}: {source}", path.display())]
    Io {
        /// What was being done.
        op: &'static str,
        /// The path.
        path: PathBuf,
        /// The error.
        #[source]
        source: std::io::Error,
    },
    /// No installed skill has this key (in Lemon's roots).
    #[error("skill '{key}' is not installed")]
    NotFound {
        /// The key.
        key: String,
    },
    /// The key lives outside Lemon's roots (another agent's directory, built-in).
    #[error("skill '{key}' at {} is not managed by lemon (only <agent dir>/skill and .lemon/skill are)", path.display())]
    NotManaged {
        /// The key.
        key: String,
        /// Where it is.
        path: PathBuf,
    },
    /// No lockfile record, so nothing to update from.
    #[error("cannot update '{key}': it has no lockfile record (installed by hand?)")]
    NoSource {
        /// The key.
        key: String,
    },
    /// The installed copy was edited since install.
    #[error("skill '{key}' at {} was modified since it was installed", path.display())]
    LocallyModified {
        /// The key.
        key: String,
        /// The directory.
        path: PathBuf,
    },
    /// `skills.json` could not be edited.
    #[error(transparent)]
    Config(#[from] crate::config::ConfigError),
}

/// Validates a skill key: 1–128 bytes of ASCII letters, digits, `.`, `_`, `-`, starting
/// with a letter or digit.
pub fn check_key(key: &str) -> Result<(), InstallError> {
    let why = if key.is_empty() {
        Some("it is empty".to_string())
    } else if key.len() > crate::manifest::MAX_NAME_BYTES {
        Some("it is longer than 128 bytes".to_string())
    } else if !key.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        Some("it must start with a letter or digit".to_string())
    } else if !key
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
    {
        Some("use letters, digits, '.', '_' and '-' only".to_string())
    } else {
        None
    };
    match why {
        Some(why) => Err(InstallError::InvalidKey {
            key: lemon_core::text::flatten_line(key).into_owned(),
            why,
        }),
        None => Ok(()),
    }
}

/// A fetched source: the directory to read skills from.
struct Fetched {
    /// The source root (a local directory, or the checkout).
    root: PathBuf,
    commit: Option<String>,
    resolved_url: Option<String>,
    /// What the registry said, when the source is a registry ref.
    registry_subdir: Option<String>,
    registry_ref: Option<String>,
    /// The checkout, removed on drop.
    _scratch: Option<stage::Scratch>,
}

impl Fetched {
    /// `spec` with the subdirectory and ref the registry supplied (flags win).
    fn effective(&self, spec: &SourceSpec) -> SourceSpec {
        let mut out = spec.clone();
        if out.subdir.is_none() {
            out.subdir = self.registry_subdir.clone();
        }
        if out.reference.is_none() {
            out.reference = self.registry_ref.clone();
        }
        out
    }
}

fn clone_into(
    url: &str,
    reference: Option<&str>,
    opts: &Options<'_>,
    skills_root: &Path,
) -> Result<Fetched, InstallError> {
    let git = git::Git::from_env(&opts.env)?;
    std::fs::create_dir_all(skills_root).map_err(|source| InstallError::Io {
        op: "create directory",
        path: skills_root.to_path_buf(),
        source,
    })?;
    let scratch = stage::Scratch::new(skills_root.join(format!(".fetch-{}", stage::unique())));
    opts.progress.step(&format!("cloning {}", git::shown(url)));
    // The clone waits on git; meanwhile this thread prepares the audit.
    let commit = std::thread::scope(|s| {
        let clone = s.spawn(|| git.clone_at(url, reference, scratch.path()));
        opts.auditor.warm_up();
        clone.join().unwrap_or_else(|_| {
            Err(git::GitError::Unexpected {
                what: "clone",
                url: git::shown(url),
                why: "the clone thread failed".into(),
            })
        })
    })?;
    Ok(Fetched {
        root: scratch.path().to_path_buf(),
        commit: Some(commit),
        resolved_url: Some(git::shown(url)),
        registry_subdir: None,
        registry_ref: None,
        _scratch: Some(scratch),
    })
}

/// The git URL a registry entry names, checked like a `SOURCE` would be.
fn registry_clone_url(resolved: &registry::Resolved, env: &Env) -> Result<String, InstallError> {
    match source::parse(&resolved.clone_url, None, None, env)?.source {
        Source::Git { url, .. } => Ok(url),
        _ => Err(InstallError::Registry(registry::RegistryError::BadAnswer {
            reference: resolved.clone_url.clone(),
            why: "its clone URL is not a git URL".into(),
        })),
    }
}

fn fetch(
    spec: &SourceSpec,
    opts: &Options<'_>,
    skills_root: &Path,
) -> Result<Fetched, InstallError> {
    match &spec.source {
        Source::Local { path } => {
            let meta = std::fs::metadata(path);
            if !meta.as_ref().is_ok_and(|m| m.is_dir()) {
                return Err(InstallError::NotADirectory { path: path.clone() });
            }
            Ok(Fetched {
                root: path.clone(),
                commit: None,
                resolved_url: None,
                registry_subdir: None,
                registry_ref: None,
                _scratch: None,
            })
        }
        Source::Git { url, .. } => clone_into(url, spec.reference.as_deref(), opts, skills_root),
        Source::Registry { reference } => {
            opts.progress
                .step(&format!("asking the registry for {reference}"));
            let resolved = registry::resolve(&opts.env, reference)?;
            let url = registry_clone_url(&resolved, &opts.env)?;
            let wanted = spec.reference.clone().or(resolved.reference.clone());
            let mut fetched = clone_into(&url, wanted.as_deref(), opts, skills_root)?;
            fetched.registry_subdir = resolved.subdir;
            fetched.registry_ref = resolved.reference;
            Ok(fetched)
        }
        Source::Hermes { url, .. } => clone_into(url, spec.reference.as_deref(), opts, skills_root),
    }
}

/// `root/subdir`, every component a real directory (no links out of the source).
fn enter_subdir(root: &Path, subdir: Option<&str>) -> Result<PathBuf, InstallError> {
    let mut dir = root.to_path_buf();
    let Some(sub) = subdir else {
        return Ok(dir);
    };
    for part in sub.split('/') {
        dir.push(part);
        match std::fs::symlink_metadata(&dir) {
            Ok(m) if m.is_dir() => {}
            _ => {
                return Err(InstallError::NoSubdir {
                    subdir: sub.to_string(),
                });
            }
        }
    }
    Ok(dir)
}

/// A skill directory found in a source.
#[derive(Debug, Clone)]
struct Candidate {
    key: String,
    dir: PathBuf,
    /// Relative to the source root.
    subdir: Option<String>,
}

fn is_skill_dir(dir: &Path) -> bool {
    std::fs::symlink_metadata(dir.join(SKILL_FILE)).is_ok_and(|m| m.is_file())
}

/// Skill directories below `start` (the shared bounded walk: no entering a skill, hidden
/// names, `node_modules` or links), the first of each key, sorted by key.
fn search_skills(start: &Path, start_sub: Option<&str>) -> Vec<Candidate> {
    let limits = WalkLimits {
        max_depth: MAX_SEARCH_DEPTH,
        max_dirs: MAX_SEARCH_DIRS,
        ..WalkLimits::default()
    };
    let mut found: Vec<Candidate> = Vec::new();
    for rel in find_skill_dirs(start, &limits).dirs {
        let Some(key) = rel.rsplit('/').next().filter(|k| !k.is_empty()) else {
            continue;
        };
        if found.iter().any(|c| c.key == key) {
            continue;
        }
        found.push(Candidate {
            key: key.to_string(),
            dir: start.join(&rel),
            subdir: Some(match start_sub {
                Some(s) => format!("{s}/{rel}"),
                None => rel.clone(),
            }),
        });
    }
    found.sort_by(|a, b| a.key.cmp(&b.key));
    found
}

fn choose(
    spec: &SourceSpec,
    start: &Path,
    selection: &Selection,
) -> Result<Vec<Candidate>, InstallError> {
    if is_skill_dir(start) {
        let me = Candidate {
            key: source::derived_key(spec),
            dir: start.to_path_buf(),
            subdir: spec.subdir.clone(),
        };
        if let Selection::Names(names) = selection
            && let Some(other) = names.iter().find(|n| **n != me.key)
        {
            return Err(InstallError::NoSuchSkill {
                from: spec.input.clone(),
                name: other.clone(),
                available: vec![me.key],
            });
        }
        return Ok(vec![me]);
    }
    let found = search_skills(start, spec.subdir.as_deref());
    if found.is_empty() {
        return Err(InstallError::NoSkills {
            from: spec.input.clone(),
        });
    }
    match selection {
        Selection::Default => Err(InstallError::ChooseSkills {
            from: spec.input.clone(),
            available: found.iter().map(|c| c.key.clone()).collect(),
        }),
        Selection::All => Ok(found),
        Selection::Names(names) => pick(found, names, &spec.input),
    }
}

/// The candidates `names` asks for, in the order asked, each once.
fn pick(
    found: Vec<Candidate>,
    names: &[String],
    from: &str,
) -> Result<Vec<Candidate>, InstallError> {
    let mut out: Vec<Candidate> = Vec::new();
    for n in names {
        match found.iter().find(|c| &c.key == n) {
            Some(c) if !out.iter().any(|o| o.key == c.key) => out.push(c.clone()),
            Some(_) => {}
            None => {
                return Err(InstallError::NoSuchSkill {
                    from: from.to_string(),
                    name: n.clone(),
                    available: found.iter().map(|c| c.key.clone()).collect(),
                });
            }
        }
    }
    Ok(out)
}

/// The skills of marketplace plugin `name`, found in the checkout at `start` (the
/// marketplace's repository). A plugin in that repository is read from the same
/// checkout; one in another repository is fetched like a git `SOURCE` (into `remote`,
/// which then owns the checkout) and its candidates are recorded against that
/// repository, so `update` follows the plugin and not the marketplace.
fn plugin_candidates(
    market_spec: &SourceSpec,
    start: &Path,
    name: &str,
    opts: &Options<'_>,
    root: &Path,
    remote: &mut Option<(SourceSpec, Fetched)>,
) -> Result<Vec<Candidate>, InstallError> {
    use crate::catalog::marketplace::{Marketplace, plugin_skills};
    let market = Marketplace::read(start)?;
    let Some(plugin) = market.plugins.iter().find(|p| p.name == name) else {
        return Err(InstallError::NoSuchPlugin {
            from: market_spec.input.clone(),
            name: name.to_string(),
            available: market.plugins.iter().map(|p| p.name.clone()).collect(),
        });
    };
    let (repo, plugin_dir, base_subdir) = match market.plugin_dir(plugin) {
        Some(dir) => (start.to_path_buf(), dir, market_spec.subdir.clone()),
        None => {
            let unsupported = |why: String| InstallError::UnsupportedPlugin {
                plugin: name.to_string(),
                why,
            };
            let github = source::github_base(&opts.env);
            let Some(at) = plugin.source.remote(&github) else {
                return Err(unsupported(match &plugin.source {
                    crate::catalog::marketplace::PluginSource::Unsupported { reason } => {
                        format!("its source is {reason}, not a path or a git repository")
                    }
                    _ => "its source is not a path or a git repository".into(),
                }));
            };
            let spec = source::parse(&at.url, None, at.git_ref.as_deref(), &opts.env)?;
            if !matches!(spec.source, Source::Git { .. }) {
                return Err(unsupported(format!(
                    "its source {} is not a git URL",
                    git::shown(&at.url)
                )));
            }
            let fetched = fetch(&spec, opts, root)?;
            let repo = fetched.root.clone();
            *remote = Some((spec, fetched));
            (repo, at.subdir.unwrap_or_default(), None)
        }
    };
    let found: Vec<Candidate> = plugin_skills(&repo, &plugin_dir, plugin)?
        .into_iter()
        .map(|s| Candidate {
            dir: repo.join(&s.path),
            subdir: Some(match &base_subdir {
                Some(b) => format!("{b}/{}", s.path),
                None => s.path.clone(),
            }),
            key: s.key,
        })
        .collect();
    let from = format!("plugin '{name}' of {}", market_spec.input);
    if found.is_empty() {
        return Err(InstallError::NoSkills { from });
    }
    match &opts.selection {
        Selection::Default | Selection::All => Ok(found),
        Selection::Names(names) => pick(found, names, &from),
    }
}

/// Installs the skill(s) `spec` names into `opts.scope`. Each skill is all-or-nothing;
/// with several, the ones before a failure stay installed and the error names the one
/// that failed.
pub fn install(spec: &SourceSpec, opts: &Options<'_>) -> Result<Vec<Installed>, InstallError> {
    let root = opts.scope.root(&opts.env)?;
    // Checkouts of killed runs go first (only those of dead processes).
    stage::remove_stale_fetches(&root);
    let fetched = fetch(spec, opts, &root)?;
    let spec = &fetched.effective(spec);
    let start = enter_subdir(&fetched.root, spec.subdir.as_deref())?;
    let mut remote = None;
    let candidates = match &opts.plugin {
        Some(name) => plugin_candidates(spec, &start, name, opts, &root, &mut remote)?,
        None => choose(spec, &start, &opts.selection)?,
    };
    // A plugin from another repository is installed (and recorded) from that repository.
    let (spec, fetched) = match &remote {
        Some((spec, fetched)) => (spec, fetched),
        None => (spec, &fetched),
    };
    for c in &candidates {
        check_key(&c.key)?;
        let dest = root.join(&c.key);
        if !opts.force && std::fs::symlink_metadata(&dest).is_ok() {
            return Err(InstallError::AlreadyInstalled {
                key: c.key.clone(),
                path: dest,
            });
        }
    }
    let mut done = Vec::new();
    for c in candidates {
        done.push(deliver(spec, fetched, &c, opts, &root, Operation::Install)?);
    }
    Ok(done)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Operation {
    Install,
    Update,
}

impl Operation {
    fn word(self) -> &'static str {
        match self {
            Operation::Install => "install",
            Operation::Update => "update",
        }
    }
}

fn deliver(
    spec: &SourceSpec,
    fetched: &Fetched,
    c: &Candidate,
    opts: &Options<'_>,
    root: &Path,
    op: Operation,
) -> Result<Installed, InstallError> {
    let key = &c.key;
    opts.progress.step(&format!("reading {key}"));
    let bundle = Bundle::read(&c.dir, &opts.limits)?;
    let mut anomalies: Vec<String> = bundle
        .anomalies
        .iter()
        .map(|a| lemon_core::text::flatten_line(&a.to_string()).into_owned())
        .collect();
    // Names that display differently from what they are (bidi overrides, zero-width
    // characters, control characters) are refused like the bundle's own anomalies.
    for f in &bundle.files {
        if f.path
            .chars()
            .any(|c| c.is_control() || lemon_core::text::is_invisible(c))
        {
            anomalies.push(format!(
                "{} has invisible or control characters in its name",
                f.path.escape_debug()
            ));
        }
    }
    if !anomalies.is_empty() {
        return Err(InstallError::Anomalies {
            key: key.clone(),
            anomalies,
        });
    }
    let skill_md = bundle
        .file(SKILL_FILE)
        .map(|f| f.bytes.as_slice())
        .unwrap_or_default();
    let text = std::str::from_utf8(skill_md).map_err(|_| InstallError::InvalidManifest {
        key: key.clone(),
        reason: "SKILL.md is not UTF-8".into(),
    })?;
    crate::manifest::parse_skill_md(text).map_err(|e| InstallError::InvalidManifest {
        key: key.clone(),
        reason: lemon_core::text::flatten_line(&e.to_string()).into_owned(),
    })?;

    opts.progress.step(&format!("auditing {key}"));
    let audit = opts.auditor.audit(&bundle);
    let digest = bundle.digest();

    let approval = approve(spec, fetched, key, &digest, &audit, opts, op)?;

    let lockfile_path = opts.scope.lockfile(&opts.env)?;
    std::fs::create_dir_all(root).map_err(|source| InstallError::Io {
        op: "create directory",
        path: root.to_path_buf(),
        source,
    })?;
    let _guard = LockDir::acquire(&stage::key_lock_target(root, key), KEY_LOCK_TIMEOUT)
        .map_err(InstallError::Lock)?;
    let previous = lockfile::read(&lockfile_path)?.remove(key);
    stage::recover(
        root,
        key,
        previous.as_ref().and_then(|p| p.bundle_hash.as_deref()),
    );
    let now = lemon_core::time::now_iso8601();
    let record = Record {
        key: key.clone(),
        source_kind: spec.source.kind().to_string(),
        source_id: spec.source.id(),
        source: spec.input.clone(),
        trust_level: spec.source.trust_level().to_string(),
        resolved_url: fetched.resolved_url.clone(),
        commit: fetched.commit.clone(),
        subdir: c.subdir.clone(),
        reference: spec.reference.clone(),
        content_hash: bundle.skill_file_hash(),
        bundle_hash: Some(digest.clone()),
        upstream_hash: fetched.commit.clone().or_else(|| Some(digest.clone())),
        installed_at: Some(
            previous
                .as_ref()
                .and_then(|p| p.installed_at.clone())
                .unwrap_or_else(|| now.clone()),
        ),
        updated_at: Some(now),
        audit_status: Some(audit.verdict.as_str().to_string()),
        rules_version: Some(audit.rules_version.clone()),
        audit_findings: audit.findings.clone(),
        approval: Some(approval.to_string()),
    };
    opts.progress.step(&format!("activating {key}"));
    let replace = opts.force || op == Operation::Update;
    let activated = stage::activate(root, key, &bundle, replace, || {
        lockfile::put(&lockfile_path, record.clone()).map(|_| ())
    })
    .map_err(|e| match e {
        stage::ActivateError::Exists { path } => InstallError::AlreadyInstalled {
            key: key.clone(),
            path,
        },
        stage::ActivateError::Io { op, path, source } => InstallError::Io { op, path, source },
        stage::ActivateError::Commit(e) => InstallError::Lockfile(e),
    })?;
    Ok(Installed {
        key: key.clone(),
        scope: opts.scope.as_str(),
        path: activated.dest,
        source: spec.input.clone(),
        source_kind: spec.source.kind(),
        source_id: spec.source.id(),
        commit: fetched.commit.clone(),
        subdir: c.subdir.clone(),
        digest,
        verdict: audit.verdict,
        rules_version: audit.rules_version,
        findings: audit.findings,
        approval,
        replaced: activated.replaced,
        notes: clash_notes(opts, key),
    })
}

/// The approvals an install needs, in order; returns how it was approved.
fn approve(
    spec: &SourceSpec,
    fetched: &Fetched,
    key: &str,
    digest: &str,
    audit: &AuditSummary,
    opts: &Options<'_>,
    op: Operation,
) -> Result<&'static str, InstallError> {
    let mut how = if opts.approve { "flag" } else { "prompt" };
    if audit.verdict == Verdict::Block {
        match &opts.override_digest {
            Some(given) if given.trim().eq_ignore_ascii_case(digest) => how = "override",
            Some(given) => {
                return Err(InstallError::OverrideMismatch {
                    key: key.to_string(),
                    given: lemon_core::text::flatten_line(given).into_owned(),
                    computed: digest.to_string(),
                });
            }
            None => {
                return Err(InstallError::Blocked {
                    key: key.to_string(),
                    digest: digest.to_string(),
                    findings: audit.findings.clone(),
                });
            }
        }
    }
    let tool = match op {
        Operation::Install => "skills.install",
        Operation::Update => "skills.update",
    };
    let request = |kind: RequestKind, rationale: String| ApprovalRequest {
        kind,
        tool: tool.to_string(),
        skill: key.to_string(),
        source: spec.input.clone(),
        rationale,
        commit: fetched.commit.clone(),
        digest: Some(digest.to_string()),
        verdict: Some(audit.verdict.as_str().to_string()),
        findings: audit.findings.clone(),
    };
    let ask = |req: ApprovalRequest| match opts.approver.decide(&req) {
        Decision::Approved => Ok(()),
        Decision::Denied => Err(InstallError::Denied {
            operation: op.word(),
            key: key.to_string(),
        }),
        Decision::Unavailable(why) => Err(InstallError::ApprovalUnavailable {
            operation: op.word(),
            key: key.to_string(),
            why,
        }),
    };
    if !opts.approve {
        let rationale = match op {
            Operation::Install => format!("Install skill '{key}' from {}", spec.input),
            Operation::Update => format!("Update skill '{key}' from {}", spec.input),
        };
        ask(request(RequestKind::Operation, rationale))?;
        if audit.verdict == Verdict::Warn {
            let shown: Vec<String> = audit
                .findings
                .iter()
                .take(QUOTED_FINDINGS)
                .cloned()
                .collect();
            ask(request(
                RequestKind::AuditWarning,
                format!("Security audit warnings: {}", shown.join("; ")),
            ))?;
        }
    }
    Ok(how)
}

/// A note when the key also exists in the other Lemon scope.
fn clash_notes(opts: &Options<'_>, key: &str) -> Vec<String> {
    let mut notes = Vec::new();
    match &opts.scope {
        InstallScope::Global => {
            if let Some(cwd) = opts.env.working_dir() {
                let other = InstallScope::Project(cwd.to_path_buf());
                if let Ok(r) = other.root(&opts.env)
                    && r.join(key).exists()
                {
                    notes.push(format!(
                        "the project skill {} has the same key and takes precedence here",
                        r.join(key).display()
                    ));
                }
            }
        }
        InstallScope::Project(_) => {
            if let Ok(r) = InstallScope::Global.root(&opts.env)
                && r.join(key).exists()
            {
                notes.push(format!(
                    "this project skill shadows the global skill {}",
                    r.join(key).display()
                ));
            }
        }
    }
    notes
}

/// Where `key` is installed among Lemon's roots: the project's first, then global.
pub fn locate(env: &Env, cwd: &Path, key: &str) -> Result<(InstallScope, PathBuf), InstallError> {
    check_key(key).map_err(|_| InstallError::NotFound {
        key: lemon_core::text::flatten_line(key).into_owned(),
    })?;
    for scope in [
        InstallScope::Project(cwd.to_path_buf()),
        InstallScope::Global,
    ] {
        let dir = scope.root(env)?.join(key);
        if std::fs::symlink_metadata(&dir).is_ok_and(|m| m.is_dir()) {
            return Ok((scope, dir));
        }
    }
    let reg = crate::registry::Registry::with_env(env.clone());
    match reg.get(key, Some(cwd)) {
        Some(e) => Err(InstallError::NotManaged {
            key: key.to_string(),
            path: e.location.display_path(),
        }),
        None => Err(InstallError::NotFound {
            key: key.to_string(),
        }),
    }
}

/// Whether an installed copy still matches its record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Drift {
    /// The recomputed bundle digest equals the recorded one.
    Unmodified,
    /// It differs: the files were edited since install.
    Modified,
    /// No recorded digest (no lockfile record), or the directory cannot be read.
    Unknown,
}

/// The drift of `dir` against `record`.
pub fn drift(dir: &Path, record: Option<&Record>) -> Drift {
    let Some(recorded) = record.and_then(|r| r.bundle_hash.as_deref()) else {
        return Drift::Unknown;
    };
    match Bundle::read(dir, &BundleLimits::default()) {
        Ok(b) if b.digest() == recorded => Drift::Unmodified,
        Ok(_) => Drift::Modified,
        Err(_) => Drift::Unknown,
    }
}

/// What upstream looks like compared with the install.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum Upstream {
    /// Upstream is what was installed.
    Current,
    /// Upstream moved: `latest` is its identity now (commit or digest).
    Moved {
        /// The new identity.
        latest: String,
    },
    /// No record, a built-in, a pinned commit's lookup failed, …
    Unknown {
        /// Why.
        why: String,
    },
}

/// Asks the source of `record` for its current identity (`git ls-remote`, no clone; a
/// local source's bundle digest) and compares it with the install.
pub fn upstream(env: &Env, record: &Record) -> Upstream {
    let spec = match source::parse(&record.source, None, None, env) {
        Ok(mut s) => {
            s.subdir = record.subdir.clone();
            s.reference = record.reference.clone();
            s
        }
        Err(e) => return Upstream::Unknown { why: e.to_string() },
    };
    let (latest, installed) = match &spec.source {
        Source::Git { url, .. } | Source::Hermes { url, .. } => {
            let got =
                git::Git::from_env(env).and_then(|g| g.ls_remote(url, spec.reference.as_deref()));
            match got {
                Ok(Some(sha)) => (sha, record.commit.clone()),
                Ok(None) => {
                    return Upstream::Unknown {
                        why: "the remote has no such ref".into(),
                    };
                }
                Err(e) => return Upstream::Unknown { why: e.to_string() },
            }
        }
        Source::Registry { reference } => {
            let got = registry::resolve(env, reference)
                .map_err(InstallError::from)
                .and_then(|r| registry_clone_url(&r, env))
                .and_then(|url| {
                    git::Git::from_env(env)?
                        .ls_remote(&url, spec.reference.as_deref())
                        .map_err(InstallError::from)
                });
            match got {
                Ok(Some(sha)) => (sha, record.commit.clone()),
                Ok(None) => {
                    return Upstream::Unknown {
                        why: "the remote has no such ref".into(),
                    };
                }
                Err(e) => return Upstream::Unknown { why: e.to_string() },
            }
        }
        Source::Local { path } => {
            let dir = match enter_subdir(path, spec.subdir.as_deref()) {
                Ok(d) => d,
                Err(e) => return Upstream::Unknown { why: e.to_string() },
            };
            match Bundle::read(&dir, &BundleLimits::default()) {
                Ok(b) => (b.digest(), record.bundle_hash.clone()),
                Err(e) => return Upstream::Unknown { why: e.to_string() },
            }
        }
    };
    if installed.as_deref() == Some(latest.as_str()) {
        Upstream::Current
    } else {
        Upstream::Moved { latest }
    }
}

/// The outcome of one update.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum Updated {
    /// Upstream had not moved: nothing was written.
    UpToDate {
        /// The key.
        key: String,
        /// The installed commit or digest.
        current: String,
    },
    /// Reinstalled from upstream.
    Updated(Box<Installed>),
}

/// Updates `key`: re-resolves its recorded source, and when upstream moved (or
/// `force`), re-fetches, re-audits, re-approves and swaps it in. Refuses to overwrite
/// local edits without `force`.
pub fn update(key: &str, cwd: &Path, opts: &Options<'_>) -> Result<Updated, InstallError> {
    let (scope, dir) = locate(&opts.env, cwd, key)?;
    let lock_path = scope.lockfile(&opts.env)?;
    let record = lockfile::read(&lock_path)?
        .remove(key)
        .ok_or_else(|| InstallError::NoSource {
            key: key.to_string(),
        })?;
    if !opts.force && drift(&dir, Some(&record)) == Drift::Modified {
        return Err(InstallError::LocallyModified {
            key: key.to_string(),
            path: dir,
        });
    }
    if !opts.force {
        opts.progress.step(&format!("checking {key} upstream"));
        if let Upstream::Current = upstream(&opts.env, &record) {
            return Ok(Updated::UpToDate {
                key: key.to_string(),
                current: record
                    .commit
                    .clone()
                    .or(record.bundle_hash.clone())
                    .unwrap_or_default(),
            });
        }
    }
    let mut spec = source::parse(&record.source, None, None, &opts.env)?;
    spec.subdir = record.subdir.clone();
    spec.reference = record.reference.clone();
    let opts = Options {
        env: opts.env.clone(),
        scope: scope.clone(),
        selection: Selection::Default,
        plugin: None,
        approve: opts.approve,
        force: true,
        override_digest: opts.override_digest.clone(),
        approver: opts.approver,
        auditor: opts.auditor,
        progress: opts.progress,
        limits: opts.limits,
    };
    let root = scope.root(&opts.env)?;
    let fetched = fetch(&spec, &opts, &root)?;
    let spec = fetched.effective(&spec);
    let start = enter_subdir(&fetched.root, spec.subdir.as_deref())?;
    if !is_skill_dir(&start) {
        return Err(InstallError::NoSkills { from: spec.input });
    }
    let c = Candidate {
        key: key.to_string(),
        dir: start,
        subdir: spec.subdir.clone(),
    };
    let done = deliver(&spec, &fetched, &c, &opts, &root, Operation::Update)?;
    Ok(Updated::Updated(Box::new(done)))
}

/// Every key with a lockfile record in the project at `cwd` and globally, project
/// first, without duplicates (a project record hides the global one).
pub fn recorded_keys(env: &Env, cwd: &Path) -> Result<Vec<String>, InstallError> {
    let mut keys = Vec::new();
    for scope in [
        InstallScope::Project(cwd.to_path_buf()),
        InstallScope::Global,
    ] {
        for k in lockfile::read(&scope.lockfile(env)?)?.into_keys() {
            if !keys.contains(&k) {
                keys.push(k);
            }
        }
    }
    Ok(keys)
}

/// What a removal did.
#[derive(Debug, Clone, Serialize)]
pub struct Removed {
    /// The key.
    pub key: String,
    /// `global` or `project`.
    pub scope: &'static str,
    /// The directory removed.
    pub path: PathBuf,
    /// Whether a lockfile record was deleted.
    pub had_record: bool,
    /// The `skills.json` files edited (the key dropped from `disabled` and `skills`).
    pub config_files: Vec<PathBuf>,
}

/// Removes `key` (project copy first, else global) after approval: the directory, its
/// lockfile record and its mentions in that scope's `skills.json`.
pub fn remove(
    key: &str,
    cwd: &Path,
    env: &Env,
    approve: bool,
    approver: &dyn Approver,
) -> Result<Removed, InstallError> {
    let (scope, dir) = locate(env, cwd, key)?;
    let lock_path = scope.lockfile(env)?;
    let records = lockfile::read(&lock_path)?;
    let record = records.get(key);
    if !approve {
        let mut req = ApprovalRequest::new(
            RequestKind::Operation,
            "skills.uninstall",
            key,
            record
                .map(|r| r.source.clone())
                .unwrap_or_else(|| dir.display().to_string()),
        );
        req.rationale = format!("Uninstall skill '{key}' ({})", dir.display());
        req.commit = record.and_then(|r| r.commit.clone());
        req.digest = record.and_then(|r| r.bundle_hash.clone());
        match approver.decide(&req) {
            Decision::Approved => {}
            Decision::Denied => {
                return Err(InstallError::Denied {
                    operation: "uninstall",
                    key: key.to_string(),
                });
            }
            Decision::Unavailable(why) => {
                return Err(InstallError::ApprovalUnavailable {
                    operation: "uninstall",
                    key: key.to_string(),
                    why,
                });
            }
        }
    }
    let root = scope.root(env)?;
    let _guard = LockDir::acquire(&stage::key_lock_target(&root, key), KEY_LOCK_TIMEOUT)
        .map_err(InstallError::Lock)?;
    stage::recover(&root, key, record.and_then(|r| r.bundle_hash.as_deref()));
    stage::remove_skill_dir(&root, key).map_err(|source| InstallError::Io {
        op: "remove",
        path: dir.clone(),
        source,
    })?;
    let had_record = lockfile::remove(&lock_path, key)?.is_some();
    let target = match &scope {
        InstallScope::Global => crate::config::Target::Global,
        InstallScope::Project(cwd) => crate::config::Target::Project(cwd.clone()),
    };
    let config_files = crate::config::forget(env, key, &target)?
        .into_iter()
        .collect();
    Ok(Removed {
        key: key.to_string(),
        scope: scope.as_str(),
        path: dir,
        had_record,
        config_files,
    })
}

/// The lockfile records of both scopes, read once, for looking up many entries
/// (`list`, `check`): [`Records::get`] is [`record_for`] without re-reading the files.
#[derive(Debug, Default)]
pub struct Records {
    scopes: Vec<(PathBuf, std::collections::BTreeMap<String, Record>)>,
}

impl Records {
    /// Reads the global lockfile and, with `cwd`, the project's (unreadable ⇒ empty).
    pub fn load(env: &Env, cwd: Option<&Path>) -> Records {
        let mut scopes = Vec::new();
        let mut all = vec![InstallScope::Global];
        if let Some(c) = cwd {
            all.insert(0, InstallScope::Project(c.to_path_buf()));
        }
        for scope in all {
            if let (Ok(root), Ok(file)) = (scope.root(env), scope.lockfile(env)) {
                scopes.push((root, lockfile::read_or_empty(&file)));
            }
        }
        Records { scopes }
    }

    /// The record describing `entry`'s directory, if any.
    pub fn get(&self, entry: &crate::Entry) -> Option<&Record> {
        let dir = entry.location.skill_dir()?;
        self.scopes
            .iter()
            .find(|(root, _)| dir == root.join(&entry.key))
            .and_then(|(_, records)| records.get(&entry.key))
    }

    /// Whether no scope has any record.
    pub fn is_empty(&self) -> bool {
        self.scopes.iter().all(|(_, r)| r.is_empty())
    }
}

/// The lockfile record of an entry, when it sits in a Lemon root (`<agent dir>/skill`
/// or `<cwd>/.lemon/skill`) and that scope's lockfile describes it.
pub fn record_for(env: &Env, cwd: Option<&Path>, entry: &crate::Entry) -> Option<Record> {
    let dir = entry.location.skill_dir()?;
    let mut scopes = vec![InstallScope::Global];
    if let Some(c) = cwd {
        scopes.insert(0, InstallScope::Project(c.to_path_buf()));
    }
    for scope in scopes {
        let Ok(root) = scope.root(env) else { continue };
        if dir == root.join(&entry.key) {
            let file = scope.lockfile(env).ok()?;
            return lockfile::read_or_empty(&file).remove(&entry.key);
        }
    }
    None
}

/// The skill directories of Lemon's roots (global, and the project's when `cwd` is
/// given) whose lockfile record has `audit_status: block` (an overridden block): the
/// registry reports them as `blocked`. Unreadable lockfiles count as no records.
pub fn blocked_dirs(env: &Env, cwd: Option<&Path>) -> std::collections::BTreeSet<PathBuf> {
    let mut out = std::collections::BTreeSet::new();
    let mut scopes = vec![InstallScope::Global];
    if let Some(c) = cwd {
        scopes.push(InstallScope::Project(c.to_path_buf()));
    }
    for scope in scopes {
        let (Ok(root), Ok(file)) = (scope.root(env), scope.lockfile(env)) else {
            continue;
        };
        for (key, r) in lockfile::read_or_empty(&file) {
            if r.audit_status.as_deref() == Some("block") {
                out.insert(root.join(key));
            }
        }
    }
    out
}
