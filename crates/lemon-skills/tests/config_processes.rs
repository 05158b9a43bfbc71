//! `skills.json` enable/disable from several processes at once loses no update: each
//! child process (this test binary, re-run with `--exact helper_disable_many`) disables
//! its own keys in the same project file while the parent toggles another key.

use std::path::PathBuf;
use std::process::{Command, Stdio};

use lemon_core::paths::Env;
use lemon_skills::config::{self, Target};

const ROLE: &str = "LEMON_SKILLS_TEST_CHILD";
const CWD: &str = "LEMON_SKILLS_TEST_CWD";
const AGENT: &str = "LEMON_SKILLS_TEST_AGENT";

#[test]
fn helper_disable_many() {
    let (Ok(role), Some(cwd), Some(agent)) = (
        std::env::var(ROLE),
        std::env::var_os(CWD),
        std::env::var_os(AGENT),
    ) else {
        return; // Only does something when run as a child.
    };
    let env = Env::empty().with("LEMON_AGENT_DIR", agent);
    let target = Target::Project(PathBuf::from(cwd));
    for i in 0..20 {
        config::disable(&env, &format!("{role}-{i}"), &target).unwrap();
    }
}

#[test]
fn concurrent_processes_disable_without_losing_keys() {
    let agent = tempfile::tempdir().unwrap();
    let project = tempfile::tempdir().unwrap();
    let env = Env::empty().with("LEMON_AGENT_DIR", agent.path());
    let target = Target::Project(project.path().to_path_buf());
    let mut children: Vec<_> = (0..3)
        .map(|k| {
            Command::new(std::env::current_exe().unwrap())
                .args(["--exact", "helper_disable_many", "--test-threads=1"])
                .env(ROLE, format!("c{k}"))
                .env(CWD, project.path())
                .env(AGENT, agent.path())
                .stdout(Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for _ in 0..20 {
        config::disable(&env, "parent", &target).unwrap();
        config::enable(&env, "parent", &target).unwrap();
    }
    for c in &mut children {
        assert!(c.wait().unwrap().success());
    }
    let disabled = config::disabled_set(&env, Some(project.path()));
    assert_eq!(disabled.len(), 60, "{disabled:?}");
    assert!(!disabled.contains("parent"));
    // The global file was never touched.
    assert!(!agent.path().join("skills.json").exists());
}
