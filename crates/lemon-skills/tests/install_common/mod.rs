//! Helpers shared by the install tests: sandboxes, skill directories, local bare git
//! repositories made with the real `git`, and fixed auditors and approvers.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

use lemon_core::approval::{Approver, Decision, Fixed};
use lemon_core::paths::Env;
use lemon_skills::bundle::{Bundle, BundleLimits};
use lemon_skills::install::{AuditSummary, Auditor, InstallScope, Options, Selection, Verdict};

/// An auditor that gives one verdict to every bundle (tests only: the real engine is
/// `lemon_skills::audit`).
pub struct FixedAudit(pub Verdict);

impl Auditor for FixedAudit {
    fn audit(&self, bundle: &Bundle) -> AuditSummary {
        let findings = match self.0 {
            Verdict::Pass => vec![],
            Verdict::Warn => vec!["[warn] destructive_commands: SKILL.md:3".into()],
            Verdict::Block => vec!["[block] remote_exec: SKILL.md:3".into()],
        };
        AuditSummary {
            verdict: self.0,
            digest: bundle.digest(),
            rules_version: "test".into(),
            findings,
        }
    }
}

pub static PASS: FixedAudit = FixedAudit(Verdict::Pass);
pub static APPROVE: Fixed = Fixed(Decision::Approved);

pub fn quiet(_: &str) {}

/// A fresh HOME/agent dir and a project directory.
pub struct World {
    pub _dir: tempfile::TempDir,
    pub agent: PathBuf,
    pub project: PathBuf,
    pub src: PathBuf,
    pub env: Env,
}

impl World {
    pub fn new() -> World {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().to_path_buf();
        let agent = root.join("agent");
        let project = root.join("project");
        let src = root.join("src");
        for d in [&agent, &project, &src, &root.join("home")] {
            std::fs::create_dir_all(d).unwrap();
        }
        let env = Env::empty()
            .with("HOME", root.join("home"))
            .with("LEMON_AGENT_DIR", &agent)
            .with("PATH", std::env::var_os("PATH").unwrap_or_default())
            .with_working_dir(&project);
        World {
            _dir: dir,
            agent,
            project,
            src,
            env,
        }
    }

    pub fn opts<'a>(&self, auditor: &'a dyn Auditor, approver: &'a dyn Approver) -> Options<'a> {
        Options {
            env: self.env.clone(),
            scope: InstallScope::Global,
            selection: Selection::Default,
            plugin: None,
            approve: false,
            force: false,
            override_digest: None,
            approver,
            auditor,
            progress: &quiet,
            limits: BundleLimits::default(),
        }
    }

    pub fn global(&self, key: &str) -> PathBuf {
        self.agent.join("skill").join(key)
    }

    pub fn lockfile(&self) -> PathBuf {
        self.agent.join("skills.lock.json")
    }
}

pub fn skill_md(name: &str) -> String {
    format!("---\nname: {name}\ndescription: The {name} skill\n---\n\n## Usage\n\nDo {name}.\n")
}

/// Writes a skill directory `dir` with SKILL.md and a script.
pub fn write_skill(dir: &Path, name: &str) {
    std::fs::create_dir_all(dir.join("scripts")).unwrap();
    std::fs::write(dir.join("SKILL.md"), skill_md(name)).unwrap();
    std::fs::write(dir.join("scripts/run.sh"), format!("echo {name}\n")).unwrap();
}

/// Runs git (isolated from the user's config) and returns stdout.
pub fn git(dir: &Path, args: &[&str]) -> String {
    let out = Command::new("git")
        .args([
            "-c",
            "user.name=T",
            "-c",
            "user.email=t@t",
            "-c",
            "init.defaultBranch=main",
        ])
        .args(args)
        .current_dir(dir)
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .output()
        .expect("git runs");
    assert!(
        out.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// A work tree at `work` committed, and a bare clone at `bare` (returned as file:// URL).
pub struct Repo {
    pub work: PathBuf,
    pub bare: PathBuf,
}

impl Repo {
    /// A repository whose working tree `fill` populates.
    pub fn new(base: &Path, name: &str, fill: impl FnOnce(&Path)) -> Repo {
        let work = base.join(format!("{name}-work"));
        let bare = base.join(format!("{name}.git"));
        std::fs::create_dir_all(&work).unwrap();
        fill(&work);
        git(&work, &["init", "-q"]);
        git(&work, &["add", "-A"]);
        git(&work, &["commit", "-q", "-m", "one"]);
        git(
            base,
            &[
                "clone",
                "-q",
                "--bare",
                work.to_str().unwrap(),
                bare.to_str().unwrap(),
            ],
        );
        Repo { work, bare }
    }

    pub fn url(&self) -> String {
        format!("file://{}", self.bare.display())
    }

    /// Commits what `change` does and pushes it; returns the new commit.
    pub fn push(&self, change: impl FnOnce(&Path)) -> String {
        change(&self.work);
        git(&self.work, &["add", "-A"]);
        git(&self.work, &["commit", "-q", "-m", "next"]);
        git(
            &self.work,
            &["push", "-q", self.bare.to_str().unwrap(), "HEAD:main"],
        );
        self.head()
    }

    pub fn head(&self) -> String {
        git(&self.work, &["rev-parse", "HEAD"])
    }
}

/// Names in `dir`, sorted.
pub fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|r| {
            r.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}
