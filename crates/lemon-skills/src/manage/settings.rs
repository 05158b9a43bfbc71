//! `[skills] write_approval` in `config.toml`: the user's (`<agent dir>/config.toml`)
//! and the project's (`<cwd>/.lemon/config.toml`). Either one saying `true` turns the
//! gate on (a project can ask for approval; it cannot turn off the user's). A file that
//! exists but cannot be read or parsed counts as `true`: the gate fails closed.

use std::path::{Path, PathBuf};

use lemon_core::paths::{self, Env};

/// The settings file's name in both scopes.
pub const CONFIG_FILE: &str = "config.toml";

/// Largest `config.toml` read.
const MAX_CONFIG_BYTES: u64 = 256 * 1024;

/// Whether mutating `skill_manage` actions need approval, and why.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct WriteApproval {
    /// The gate is on.
    pub required: bool,
    /// The files that turned it on (or that could not be read, which also does).
    pub because: Vec<PathBuf>,
}

/// Reads the gate from the user's and the project's `config.toml`.
///
/// ```
/// use lemon_core::paths::Env;
/// let agent = tempfile::tempdir().unwrap();
/// let env = Env::empty().with("LEMON_AGENT_DIR", agent.path());
/// assert!(!lemon_skills::manage::write_approval(&env, None).required);
/// std::fs::write(agent.path().join("config.toml"), "[skills]\nwrite_approval = true\n").unwrap();
/// assert!(lemon_skills::manage::write_approval(&env, None).required);
/// ```
pub fn write_approval(env: &Env, cwd: Option<&Path>) -> WriteApproval {
    let mut files: Vec<PathBuf> = Vec::new();
    if let Ok(p) = paths::global_file(env, CONFIG_FILE) {
        files.push(p);
    }
    if let Some(cwd) = cwd {
        files.push(paths::project_file(cwd, CONFIG_FILE));
    }
    let mut out = WriteApproval::default();
    for file in files {
        if file_says_on(&file) {
            out.required = true;
            out.because.push(file);
        }
    }
    out
}

fn file_says_on(file: &Path) -> bool {
    let text = match lemon_core::read::read_bounded_string(file, MAX_CONFIG_BYTES) {
        Ok(t) => t,
        Err(e) if e.is_not_found() => return false,
        Err(_) => return true,
    };
    match text.parse::<toml::Table>() {
        Ok(table) => match table.get("skills").and_then(|s| s.get("write_approval")) {
            None => false,
            Some(toml::Value::Boolean(b)) => *b,
            // Anything but a boolean is a mistake; ask rather than guess "off".
            Some(_) => true,
        },
        Err(_) => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn either_file_turns_it_on_and_broken_files_fail_closed() {
        let agent = tempfile::tempdir().unwrap();
        let project = tempfile::tempdir().unwrap();
        let env = Env::empty().with("LEMON_AGENT_DIR", agent.path());
        let cwd = Some(project.path());
        assert!(!write_approval(&env, cwd).required);
        std::fs::create_dir_all(project.path().join(".lemon")).unwrap();
        let project_file = project.path().join(".lemon/config.toml");
        std::fs::write(&project_file, "[skills]\nwrite_approval = false\n").unwrap();
        assert!(!write_approval(&env, cwd).required);
        std::fs::write(&project_file, "[skills]\nwrite_approval = true\n").unwrap();
        let on = write_approval(&env, cwd);
        assert_eq!(
            (on.required, on.because),
            (true, vec![project_file.clone()])
        );
        std::fs::write(&project_file, "[skills]\nwrite_approval = false\n").unwrap();
        std::fs::write(
            agent.path().join("config.toml"),
            "[skills]\nwrite_approval = true\n",
        )
        .unwrap();
        assert!(
            write_approval(&env, cwd).required,
            "the project cannot turn the user's gate off"
        );
        std::fs::write(agent.path().join("config.toml"), "[skills\nbroken").unwrap();
        assert!(write_approval(&env, cwd).required);
        std::fs::write(
            agent.path().join("config.toml"),
            "[skills]\nwrite_approval = \"yes\"\n",
        )
        .unwrap();
        assert!(write_approval(&env, cwd).required);
        std::fs::write(agent.path().join("config.toml"), "[other]\nx = 1\n").unwrap();
        assert!(!write_approval(&env, cwd).required);
    }
}
