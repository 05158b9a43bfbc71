//! Where Lemon keeps its state: the agent directory and the per-scope state files.
//!
//! Paths are resolved **at each use** from an [`Env`] snapshot, never cached at process
//! start: tests (and long-lived services) change `HOME` / `LEMON_AGENT_DIR` and must see
//! the new location on the next call. Passing an explicit [`Env`] lets tests set those
//! variables without touching the process environment, which is shared by every test
//! thread.
//!
//! An environment variable set to the empty string counts as unset.
//!
//! ```
//! use lemon_core::paths::{self, Env};
//! use std::path::Path;
//!
//! let env = Env::empty().with("HOME", "/home/ada");
//! assert_eq!(paths::agent_dir(&env).unwrap(), Path::new("/home/ada/.lemon/agent"));
//!
//! let env = env.with("LEMON_AGENT_DIR", "/srv/lemon");
//! assert_eq!(paths::agent_dir(&env).unwrap(), Path::new("/srv/lemon"));
//!
//! // An empty override is ignored.
//! let env = env.with("LEMON_AGENT_DIR", "");
//! assert_eq!(paths::agent_dir(&env).unwrap(), Path::new("/home/ada/.lemon/agent"));
//! ```

use std::collections::BTreeMap;
use std::ffi::{OsStr, OsString};
use std::path::{Component, Path, PathBuf};

/// The variable that overrides the agent directory.
pub const AGENT_DIR_VAR: &str = "LEMON_AGENT_DIR";

/// Name of the per-project state directory under a working directory.
pub const PROJECT_STATE_DIR: &str = ".lemon";

/// A snapshot of environment variables plus the optional configured agent directory.
///
/// Cheap to build ([`Env::from_process`] copies the process environment, a few
/// microseconds) and immutable, so one snapshot gives one consistent answer for a whole
/// operation.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Env {
    vars: BTreeMap<OsString, OsString>,
    configured_agent_dir: Option<PathBuf>,
    coding_agent_dir: Option<PathBuf>,
    working_dir: Option<PathBuf>,
}

impl Env {
    /// An environment with no variables at all (no `HOME` either).
    pub fn empty() -> Self {
        Self::default()
    }

    /// A copy of the current process environment, with the process's working directory
    /// (what relative paths in variables are relative to).
    pub fn from_process() -> Self {
        Env {
            vars: std::env::vars_os().collect(),
            configured_agent_dir: None,
            coding_agent_dir: None,
            working_dir: std::env::current_dir().ok(),
        }
    }

    /// Returns a copy whose relative paths resolve against `dir` (see [`resolve`]).
    pub fn with_working_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.working_dir = Some(dir.into());
        self
    }

    /// The directory relative paths resolve against, when known.
    pub fn working_dir(&self) -> Option<&Path> {
        self.working_dir.as_deref()
    }

    /// Returns a copy with `key` set to `value` (an empty value reads as unset).
    pub fn with(mut self, key: impl Into<OsString>, value: impl Into<OsString>) -> Self {
        self.vars.insert(key.into(), value.into());
        self
    }

    /// Returns a copy with `key` removed.
    pub fn without(mut self, key: impl AsRef<OsStr>) -> Self {
        self.vars.remove(key.as_ref());
        self
    }

    /// Sets the application's configured agent directory (second in precedence: beaten only by
    /// `LEMON_AGENT_DIR`).
    pub fn with_configured_agent_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.configured_agent_dir = Some(dir.into());
        self
    }

    /// Sets the coding agent's agent directory (third in precedence: used when neither
    /// `LEMON_AGENT_DIR` nor the configured directory is set).
    pub fn with_coding_agent_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.coding_agent_dir = Some(dir.into());
        self
    }

    /// The value of `key`, or `None` when it is unset **or empty**.
    pub fn get(&self, key: impl AsRef<OsStr>) -> Option<&OsStr> {
        self.vars
            .get(key.as_ref())
            .map(OsString::as_os_str)
            .filter(|v| !v.is_empty())
    }

    /// `true` when `key` is set to a non-empty value.
    pub fn is_set(&self, key: impl AsRef<OsStr>) -> bool {
        self.get(key).is_some()
    }

    /// The value of `key` as a path (unset or empty ⇒ `None`).
    pub fn path(&self, key: impl AsRef<OsStr>) -> Option<PathBuf> {
        self.get(key).map(PathBuf::from)
    }

    /// The home directory (`HOME`; `USERPROFILE` on Windows), if set.
    pub fn home(&self) -> Option<PathBuf> {
        self.path("HOME").or_else(|| {
            if cfg!(windows) {
                self.path("USERPROFILE")
            } else {
                None
            }
        })
    }

    /// The directories of `PATH`, in order (empty components skipped).
    pub fn path_dirs(&self) -> Vec<PathBuf> {
        match self.get("PATH") {
            Some(p) => std::env::split_paths(p)
                .filter(|d| !d.as_os_str().is_empty())
                .collect(),
            None => Vec::new(),
        }
    }

    /// `true` when the agent directory comes from an override rather than from `HOME`
    /// (an "isolated runtime", in which HOME-derived skill roots are skipped).
    pub fn agent_dir_overridden(&self) -> bool {
        self.is_set(AGENT_DIR_VAR)
            || self.configured_agent_dir.is_some()
            || self.coding_agent_dir.is_some()
    }
}

/// Path resolution failures.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum PathError {
    /// Neither `LEMON_AGENT_DIR` nor `HOME` is set.
    #[error(
        "cannot locate the Lemon agent directory: set LEMON_AGENT_DIR (or HOME, for the default ~/.lemon/agent)"
    )]
    NoAgentDir,
}

/// The agent directory: the first of `LEMON_AGENT_DIR`, the configured agent dir, the
/// coding agent's dir, `$HOME/.lemon/agent`. Relative values are kept as given (they are
/// relative to the process's working directory).
///
/// ```
/// # use lemon_core::paths::{agent_dir, Env};
/// let env = Env::empty().with("HOME", "/h").with_configured_agent_dir("/cfg");
/// assert_eq!(agent_dir(&env).unwrap(), std::path::Path::new("/cfg"));
/// assert!(agent_dir(&Env::empty()).is_err());
/// ```
pub fn agent_dir(env: &Env) -> Result<PathBuf, PathError> {
    if let Some(p) = env.path(AGENT_DIR_VAR) {
        return Ok(p);
    }
    if let Some(p) = &env.configured_agent_dir {
        return Ok(p.clone());
    }
    if let Some(p) = &env.coding_agent_dir {
        return Ok(p.clone());
    }
    env.home()
        .map(|h| h.join(".lemon").join("agent"))
        .ok_or(PathError::NoAgentDir)
}

/// A file directly under the agent directory, e.g. `global_file(env, "skills.json")`.
pub fn global_file(env: &Env, name: &str) -> Result<PathBuf, PathError> {
    Ok(agent_dir(env)?.join(name))
}

/// `<cwd>/.lemon`: the project state directory.
pub fn project_dir(cwd: &Path) -> PathBuf {
    cwd.join(PROJECT_STATE_DIR)
}

/// A file under the project state directory, e.g. `<cwd>/.lemon/skills.json`.
pub fn project_file(cwd: &Path, name: &str) -> PathBuf {
    project_dir(cwd).join(name)
}

/// Makes `path` absolute against `env`'s working directory (`/` when it has none),
/// lexically, as [`absolutize`] does. Library code resolves relative paths with this,
/// never against the process's current directory.
///
/// ```
/// # use lemon_core::paths::{resolve, Env};
/// # use std::path::Path;
/// let env = Env::empty().with_working_dir("/work");
/// assert_eq!(resolve(Path::new("skills/../x"), &env), Path::new("/work/x"));
/// assert_eq!(resolve(Path::new("rel"), &Env::empty()), Path::new("/rel"));
/// ```
pub fn resolve(path: &Path, env: &Env) -> PathBuf {
    absolutize(path, env.working_dir().unwrap_or(Path::new("/")))
}

/// Makes `path` absolute against `base` **lexically**: `.` and `..` components are
/// resolved without touching the file system and symlinks are not followed, so a path
/// shown to the user is the one they gave.
///
/// ```
/// # use lemon_core::paths::absolutize;
/// # use std::path::Path;
/// assert_eq!(absolutize(Path::new("a/../b/./c"), Path::new("/w")), Path::new("/w/b/c"));
/// assert_eq!(absolutize(Path::new("/x/y/.."), Path::new("/w")), Path::new("/x"));
/// ```
pub fn absolutize(path: &Path, base: &Path) -> PathBuf {
    let joined = if path.is_absolute() {
        path.to_path_buf()
    } else {
        base.join(path)
    };
    let mut out = PathBuf::new();
    for comp in joined.components() {
        match comp {
            Component::CurDir => {}
            Component::ParentDir => {
                // Never pop past the root: `/..` is `/`.
                if out.parent().is_some() {
                    out.pop();
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn precedence_of_agent_dir_sources() {
        let env = Env::empty()
            .with("HOME", "/h")
            .with_coding_agent_dir("/coding");
        assert_eq!(agent_dir(&env).unwrap(), Path::new("/coding"));
        let env = env.with_configured_agent_dir("/cfg");
        assert_eq!(agent_dir(&env).unwrap(), Path::new("/cfg"));
        let env = env.with(AGENT_DIR_VAR, "/env");
        assert_eq!(agent_dir(&env).unwrap(), Path::new("/env"));
        assert!(env.agent_dir_overridden());
        assert!(!Env::empty().with("HOME", "/h").agent_dir_overridden());
    }

    #[test]
    fn empty_values_are_unset() {
        let env = Env::empty().with("HOME", "").with(AGENT_DIR_VAR, "");
        assert_eq!(agent_dir(&env), Err(PathError::NoAgentDir));
        assert!(!env.is_set("HOME"));
        assert!(!env.agent_dir_overridden());
    }

    #[test]
    fn project_paths() {
        assert_eq!(
            project_file(Path::new("/p"), "skills.json"),
            Path::new("/p/.lemon/skills.json")
        );
        let env = Env::empty().with("HOME", "/h");
        assert_eq!(
            global_file(&env, "skills.lock.json").unwrap(),
            Path::new("/h/.lemon/agent/skills.lock.json")
        );
    }

    #[test]
    fn path_dirs_skip_empty_components() {
        let env = Env::empty().with("PATH", "/a::/b");
        assert_eq!(
            env.path_dirs(),
            vec![PathBuf::from("/a"), PathBuf::from("/b")]
        );
        assert!(Env::empty().path_dirs().is_empty());
    }

    #[test]
    fn absolutize_never_escapes_root() {
        assert_eq!(
            absolutize(Path::new("../../.."), Path::new("/a")),
            Path::new("/")
        );
    }

    #[test]
    fn from_process_knows_the_working_directory() {
        let env = Env::from_process();
        assert_eq!(
            env.working_dir().map(Path::to_path_buf),
            std::env::current_dir().ok()
        );
        assert_eq!(Env::empty().working_dir(), None);
    }

    #[test]
    fn from_process_sees_path() {
        // PATH is set in every environment these tests run in; the snapshot must copy it.
        let env = Env::from_process();
        assert_eq!(
            env.get("PATH").map(OsStr::to_os_string),
            std::env::var_os("PATH").filter(|v| !v.is_empty())
        );
    }
}
