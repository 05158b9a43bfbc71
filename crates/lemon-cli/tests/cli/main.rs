//! End-to-end tests of the `lemon` binary, run in temporary directories.
//!
//! Every test builds a [`Sandbox`]: a fresh HOME, agent directory and override roots, so
//! the developer's own skills (`~/.claude/skills`, …) can never leak into a result, and
//! a project directory with a `.git` marker so the upward walk stops inside the sandbox.

mod audit;
mod catalogs;
mod check;
mod corpus;
mod draft;
mod errors;
mod install;
mod lint;
mod list;
mod manage;
mod prompt;
mod read;
mod search;
mod serve;
mod serve_config;
mod serve_fidelity;
mod serve_load;
mod serve_passthrough;
mod serve_skills;
mod serve_watch;
mod shapes;
mod toggle;
mod usage;

use std::path::{Path, PathBuf};
use std::process::Command as StdCommand;
use std::time::{Duration, Instant};

use assert_cmd::Command;
use serde_json::Value;
use tempfile::TempDir;

/// An isolated world for one test.
pub struct Sandbox {
    _dir: TempDir,
    /// `$HOME`.
    pub home: PathBuf,
    /// `$LEMON_AGENT_DIR`; its `skill/` is the primary global root.
    pub agent: PathBuf,
    /// `$LEMON_HARNESS_SKILLS_DIR`.
    pub harness: PathBuf,
    /// `$LEMON_OMP_SKILLS_DIR`.
    pub omp: PathBuf,
    /// `$LEMON_CLAUDE_SKILLS_DIR`.
    pub claude: PathBuf,
    /// `$LEMON_CODEX_SKILLS_DIR`.
    pub codex: PathBuf,
    /// A repository root (holds `.git/`); the default `--cwd`.
    pub repo: PathBuf,
    /// A directory outside the repository (its parent).
    pub outside: PathBuf,
}

impl Default for Sandbox {
    fn default() -> Self {
        Self::new()
    }
}

impl Sandbox {
    pub fn new() -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let root = dir.path().to_path_buf();
        let make = |p: &str| {
            let path = root.join(p);
            std::fs::create_dir_all(&path).expect("mkdir");
            path
        };
        let sandbox = Sandbox {
            home: make("home"),
            agent: make("agent"),
            harness: make("overrides/harness"),
            omp: make("overrides/omp"),
            claude: make("overrides/claude"),
            codex: make("overrides/codex"),
            outside: make("world"),
            repo: make("world/repo"),
            _dir: dir,
        };
        std::fs::create_dir_all(sandbox.repo.join(".git")).expect("mkdir .git");
        sandbox
    }

    /// `lemon ARGS` with the sandbox environment and `--cwd` = the repository.
    pub fn lemon(&self, args: &[&str]) -> Command {
        self.lemon_in(&self.repo, args)
    }

    /// `lemon ARGS` with `--cwd DIR`.
    pub fn lemon_in(&self, cwd: &Path, args: &[&str]) -> Command {
        Command::from_std(self.std_command(cwd, args))
    }

    /// The same command as a plain [`std::process::Command`] (to spawn several at once).
    pub fn std_command(&self, cwd: &Path, args: &[&str]) -> std::process::Command {
        let mut cmd = std::process::Command::new(assert_cmd::cargo::cargo_bin("lemon"));
        cmd.env("HOME", &self.home)
            .env("USERPROFILE", &self.home)
            .env("LEMON_AGENT_DIR", &self.agent)
            .env("LEMON_HARNESS_SKILLS_DIR", &self.harness)
            .env("LEMON_OMP_SKILLS_DIR", &self.omp)
            .env("LEMON_CLAUDE_SKILLS_DIR", &self.claude)
            .env("LEMON_CODEX_SKILLS_DIR", &self.codex)
            .env_remove("NO_COLOR")
            .env_remove("COLUMNS")
            .env_remove("KUBECONFIG")
            .current_dir(&self.repo)
            .arg("--cwd")
            .arg(cwd)
            .args(args);
        cmd
    }

    /// Runs `lemon ARGS`, requires exit 0, and parses stdout as JSON.
    pub fn json(&self, args: &[&str]) -> Value {
        json_of(self.lemon(args))
    }

    /// Runs `lemon ARGS`, requires exit 0, and returns stdout as UTF-8 text.
    pub fn text(&self, args: &[&str]) -> String {
        let out = self.lemon(args).output().expect("run");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("utf-8")
    }

    /// Like [`Sandbox::json`] from another directory.
    pub fn json_in(&self, cwd: &Path, args: &[&str]) -> Value {
        json_of(self.lemon_in(cwd, args))
    }
}

/// Runs `cmd`, requires exit 0, and parses stdout as JSON.
pub fn json_of(mut cmd: Command) -> Value {
    let out = cmd.output().expect("run lemon");
    assert!(
        out.status.success(),
        "lemon failed ({:?}): {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "stdout is not JSON ({e}):\n{}",
            String::from_utf8_lossy(&out.stdout)
        )
    })
}

/// Writes `<root>/<key>/SKILL.md` with `content` and returns the skill directory.
pub fn write_skill(root: &Path, key: &str, content: &str) -> PathBuf {
    let dir = root.join(key);
    std::fs::create_dir_all(&dir).expect("mkdir skill");
    std::fs::write(dir.join("SKILL.md"), content).expect("write SKILL.md");
    dir
}

/// A valid SKILL.md with this name and description and a short body.
pub fn skill_md(name: &str, description: &str) -> String {
    format!("---\nname: {name}\ndescription: {description}\n---\n\n## Usage\n\nSteps for {name}.\n")
}

/// The list rows (`list --json` / `search --json`) as a vector.
pub fn rows(v: &Value) -> &Vec<Value> {
    v.as_array().expect("a JSON array")
}

/// The row with this key, if any.
pub fn row<'a>(v: &'a Value, key: &str) -> Option<&'a Value> {
    rows(v).iter().find(|r| r["key"] == key)
}

/// The keys of the rows, in order.
pub fn keys(v: &Value) -> Vec<String> {
    rows(v)
        .iter()
        .map(|r| r["key"].as_str().expect("key is a string").to_string())
        .collect()
}

/// Canonical form of a path for comparisons (the temp dir may sit behind a symlink).
pub fn canon(p: &Path) -> PathBuf {
    std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf())
}

/// Whether a JSON `path` field names `dir`, tolerating symlinked temp dirs.
pub fn same_path(json_path: &Value, dir: &Path) -> bool {
    json_path
        .as_str()
        .is_some_and(|p| canon(Path::new(p)) == canon(dir))
}

/// A `lemon` command running in a detached tmux session (a real terminal): keys are
/// sent with `send-keys`, the screen read with `capture-pane`, stdout goes to a file.
pub struct Tmux {
    session: String,
    out: PathBuf,
}

impl Tmux {
    pub fn start(sb: &Sandbox, args: &[&str]) -> Option<Tmux> {
        if StdCommand::new("tmux").arg("-V").output().is_err() {
            assert!(
                std::env::var_os("LEMON_TMUX_REQUIRED").is_none(),
                "tmux is not installed and LEMON_TMUX_REQUIRED is set"
            );
            println!("skipping: tmux is not installed (scripts/test.sh installs it)");
            return None;
        }
        static SESSIONS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = SESSIONS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let session = format!("lemon-browse-{}-{n}", std::process::id());
        let out = sb.outside.join("browse-out.txt");
        let cmd = sb.std_command(&sb.repo, args);
        let mut line = format!("cd '{}' && env", sb.repo.display());
        for (k, v) in cmd.get_envs() {
            if let Some(v) = v {
                line.push_str(&format!(
                    " {}='{}'",
                    k.to_string_lossy(),
                    v.to_string_lossy()
                ));
            }
        }
        line.push_str(&format!(" '{}'", cmd.get_program().to_string_lossy()));
        for arg in cmd.get_args() {
            line.push_str(&format!(" '{}'", arg.to_string_lossy()));
        }
        line.push_str(&format!(
            " > '{}'; echo EXIT=$? >> '{}'",
            out.display(),
            out.display()
        ));
        let started = StdCommand::new("tmux")
            .args([
                "new-session",
                "-d",
                "-s",
                &session,
                "-x",
                "120",
                "-y",
                "30",
                &line,
            ])
            .status()
            .unwrap();
        assert!(started.success());
        Some(Tmux { session, out })
    }

    pub fn screen(&self) -> String {
        let out = StdCommand::new("tmux")
            .args(["capture-pane", "-p", "-t", &self.session])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    pub fn wait_for(&self, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                Instant::now() < deadline,
                "never showed {text:?}; screen:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub fn keys(&self, keys: &[&str]) {
        for key in keys {
            let sent = StdCommand::new("tmux")
                .args(["send-keys", "-t", &self.session, key])
                .status()
                .unwrap();
            assert!(sent.success());
            // Each key is its own read: give the browser time to redraw.
            std::thread::sleep(Duration::from_millis(60));
        }
    }

    pub fn result(&self) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Ok(text) = std::fs::read_to_string(&self.out)
                && text.contains("EXIT=")
            {
                return text;
            }
            assert!(
                Instant::now() < deadline,
                "the command never exited; screen:\n{}",
                self.screen()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = StdCommand::new("tmux")
            .args(["kill-session", "-t", &self.session])
            .status();
    }
}
