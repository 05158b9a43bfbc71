//! Registry integration tests on real temporary directory trees: every root, precedence,
//! overrides, isolation, enable/disable under concurrency, change visibility within
//! 50 ms, malformed files, symlink loops, unreadable directories, huge directories.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use lemon_core::paths::Env;
use lemon_skills::config::Target;
use lemon_skills::discovery::ScanLimits;
use lemon_skills::registry::{EnvSource, Registry, RegistryOptions};
use lemon_skills::status::ActivationState;
use lemon_skills::{Entry, Scope};

mod common;
use common::corpus_dir;

struct World {
    _tmp: tempfile::TempDir,
    home: PathBuf,
    agent: PathBuf,
    repo: PathBuf,
}

impl World {
    fn new() -> World {
        let tmp = tempfile::tempdir().unwrap();
        let home = tmp.path().join("home");
        let agent = tmp.path().join("agent");
        let repo = tmp.path().join("outer/repo");
        for d in [&home, &agent, &repo.join(".git")] {
            std::fs::create_dir_all(d).unwrap();
        }
        World {
            _tmp: tmp,
            home,
            agent,
            repo,
        }
    }

    /// `HOME` set, agent dir not overridden: the HOME-derived roots are scanned.
    fn home_env(&self) -> Env {
        Env::empty()
            .with("HOME", &self.home)
            .with("PATH", std::env::var_os("PATH").unwrap_or_default())
    }

    /// An isolated test environment: HOME and LEMON_AGENT_DIR set.
    fn env(&self) -> Env {
        self.home_env().with("LEMON_AGENT_DIR", &self.agent)
    }

    fn registry(&self, env: Env) -> Registry {
        Registry::with_options(RegistryOptions {
            builtins: false,
            ..RegistryOptions::new(env)
        })
    }
}

fn skill(root: &Path, key: &str, front: &str) -> PathBuf {
    let dir = root.join(key);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("SKILL.md"),
        format!("---\n{front}\n---\n# {key}\n\nBody of {key}.\n"),
    )
    .unwrap();
    dir
}

fn keys(v: &[Arc<Entry>]) -> Vec<String> {
    v.iter().map(|e| e.key.clone()).collect()
}

#[test]
fn every_global_root_in_precedence_order() {
    let w = World::new();
    let h = &w.home;
    let roots = [
        w.agent.join("skill"),
        h.join(".agents/skills"),
        h.join(".omp/agent/skills"),
        h.join(".claude/skills"),
        h.join(".codex/skills"),
    ];
    // Not isolated: agent dir under HOME.
    let agent_root = h.join(".lemon/agent/skill");
    for (i, r) in std::iter::once(&agent_root).chain(&roots[1..]).enumerate() {
        skill(r, &format!("only-{i}"), "description: d");
        skill(r, "shared", &format!("name: from-{i}"));
    }
    let reg = w.registry(w.home_env());
    let list = reg.list(None);
    assert_eq!(
        keys(&list),
        ["only-0", "only-1", "only-2", "only-3", "only-4", "shared"]
    );
    let shared = reg.get("shared", None).unwrap();
    assert_eq!(shared.name, "from-0");
    assert_eq!(shared.scope, Scope::Global);
    let cat = reg.catalog(None);
    let losers: Vec<_> = cat
        .shadowed
        .iter()
        .filter(|s| s.key == "shared")
        .map(|s| s.path.clone())
        .collect();
    assert_eq!(losers.len(), 4);
    assert!(
        cat.shadowed
            .iter()
            .all(|s| s.shadowed_by == shared.location.display_path())
    );
}

#[test]
fn isolation_and_overrides() {
    let w = World::new();
    skill(
        &w.home.join(".claude/skills"),
        "home-claude",
        "description: x",
    );
    skill(&w.agent.join("skill"), "agent-skill", "description: x");
    let harness = w.home.join("harness");
    skill(&harness, "harness-skill", "description: x");
    let reg = w.registry(w.env());
    // LEMON_AGENT_DIR set: ~/.claude/skills is not scanned.
    assert_eq!(keys(&reg.list(None)), ["agent-skill"]);
    let env = w
        .env()
        .with("LEMON_HARNESS_SKILLS_DIR", &harness)
        .with("LEMON_CLAUDE_SKILLS_DIR", w.home.join(".claude/skills"));
    reg.set_env(EnvSource::Fixed(env));
    assert_eq!(
        keys(&reg.list(None)),
        ["agent-skill", "harness-skill", "home-claude"]
    );
    let e = reg.get("harness-skill", None).unwrap();
    assert_eq!(
        e.location.skill_dir(),
        Some(harness.join("harness-skill").as_path())
    );
    // Changing LEMON_AGENT_DIR changes the listing at the next call (no refresh needed).
    let other = w.home.join("other-agent");
    skill(&other.join("skill"), "other-agent-skill", "description: x");
    reg.set_env(EnvSource::Fixed(w.env().with("LEMON_AGENT_DIR", &other)));
    assert_eq!(keys(&reg.list(None)), ["other-agent-skill"]);
    // An empty override is unset: back to HOME-derived roots.
    reg.set_env(EnvSource::Fixed(w.home_env().with("LEMON_AGENT_DIR", "")));
    assert_eq!(keys(&reg.list(None)), ["home-claude"]);
}

#[test]
fn every_project_root_and_walk_precedence() {
    let w = World::new();
    let cwd = w.repo.join("packages/feature");
    std::fs::create_dir_all(&cwd).unwrap();
    skill(
        &w.repo.join(".agents/skills"),
        "repo-skill",
        "description: r",
    );
    skill(
        &w.repo.join("packages/.agents/skills"),
        "nested-skill",
        "description: n",
    );
    skill(&cwd.join(".agents/skills"), "cwd-skill", "description: c");
    for (i, kind) in [".omp", ".claude", ".codex", ".github"].iter().enumerate() {
        skill(
            &w.repo.join(kind).join("skills"),
            &format!("kind-{i}"),
            "description: k",
        );
    }
    // Above the repository root: invisible.
    skill(
        &w.repo.parent().unwrap().join(".agents/skills"),
        "above-repo",
        "description: no",
    );
    // Same key at several levels: the closest wins; .lemon/skill beats everything.
    skill(&w.repo.join(".agents/skills"), "dup", "name: repo-level");
    skill(&cwd.join(".agents/skills"), "dup", "name: cwd-level");
    skill(&cwd.join(".lemon/skill"), "top", "name: lemon-primary");
    skill(&cwd.join(".agents/skills"), "top", "name: agents");
    // A global skill with a project key loses.
    skill(&w.agent.join("skill"), "cwd-skill", "name: global-version");

    let reg = w.registry(w.env());
    let list = reg.list(Some(&cwd));
    assert_eq!(
        keys(&list),
        [
            "cwd-skill",
            "dup",
            "kind-0",
            "kind-1",
            "kind-2",
            "kind-3",
            "nested-skill",
            "repo-skill",
            "top"
        ]
    );
    let get = |k: &str| reg.get(k, Some(&cwd)).unwrap();
    assert_eq!(get("dup").name, "cwd-level");
    assert_eq!(get("top").name, "lemon-primary");
    assert_eq!(
        get("top").location.skill_dir(),
        Some(cwd.join(".lemon/skill/top").as_path())
    );
    assert_eq!(get("cwd-skill").scope, Scope::Project);
    assert!(list.iter().all(|e| e.scope == Scope::Project));
    // Without a cwd only the global one exists.
    assert_eq!(reg.get("cwd-skill", None).unwrap().name, "global-version");
    let cat = reg.catalog(Some(&cwd));
    let shadow = cat.shadowed.iter().find(|s| s.key == "cwd-skill").unwrap();
    assert_eq!(shadow.scope, Scope::Global);
    assert_eq!(shadow.shadowed_by_scope, Scope::Project);
}

#[test]
fn project_state_is_per_cwd() {
    let w = World::new();
    let a = w.repo.join("a");
    let b = w.repo.join("b");
    skill(&a.join(".lemon/skill"), "only-a", "description: a");
    skill(&b.join(".lemon/skill"), "only-b", "description: b");
    let reg = w.registry(w.env());
    assert_eq!(keys(&reg.list(Some(&b))), ["only-b"]);
    assert_eq!(keys(&reg.list(Some(&a))), ["only-a"]);
    assert!(reg.get("only-b", Some(&a)).is_none());
    assert!(reg.list(None).is_empty());
}

#[test]
fn invalid_skill_is_reported_and_does_not_shadow() {
    let w = World::new();
    let cwd = w.repo.clone();
    // Project copy is broken (unclosed frontmatter): the global copy must win.
    let dir = cwd.join(".lemon/skill/tool");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("SKILL.md"), "---\nname: tool\ndescription: x\n").unwrap();
    skill(&w.agent.join("skill"), "tool", "name: global-tool");
    // A name over 128 bytes: invalid with a line number.
    skill(
        &cwd.join(".agents/skills"),
        "long-name",
        &format!("description: ok\nname: {}", "n".repeat(129)),
    );
    // Binary file.
    let bin = cwd.join(".agents/skills/binary");
    std::fs::create_dir_all(&bin).unwrap();
    std::fs::write(bin.join("SKILL.md"), b"\0\x01\x02garbage\xff").unwrap();

    let reg = w.registry(w.env());
    let got = reg.get("tool", Some(&cwd)).unwrap();
    assert_eq!(got.name, "global-tool");
    assert_eq!(got.scope, Scope::Global);
    let cat = reg.catalog(Some(&cwd));
    let inv: Vec<_> = cat
        .invalid
        .iter()
        .map(|i| (i.key.as_str(), i.line))
        .collect();
    assert_eq!(inv.len(), 3, "{:?}", cat.invalid);
    let tool = cat.invalid.iter().find(|i| i.key == "tool").unwrap();
    assert_eq!(tool.line, Some(1));
    assert!(
        tool.message()
            .starts_with(&format!("{}:1: ", dir.join("SKILL.md").display()))
    );
    let long = cat.invalid.iter().find(|i| i.key == "long-name").unwrap();
    assert_eq!(long.code, "invalid_manifest");
    assert_eq!(long.line, Some(3), "{}", long.message());
    assert!(cat.invalid.iter().any(|i| i.key == "binary"));
    assert!(reg.get("long-name", Some(&cwd)).is_none());
}

#[test]
fn missing_name_and_description_default() {
    let w = World::new();
    let dir = w.agent.join("skill/plain");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("SKILL.md"), "Just a body, no frontmatter.\n").unwrap();
    let reg = w.registry(w.env());
    let e = reg.get("plain", None).unwrap();
    assert_eq!(e.name, "plain");
    assert_eq!(e.description, "");
    assert!(e.body.starts_with("Just a body"));
}

#[test]
fn changes_visible_within_50ms_and_at_once_with_refresh() {
    let w = World::new();
    let root = w.agent.join("skill");
    skill(&root, "first", "description: one");
    let reg = w.registry(w.env());
    assert_eq!(keys(&reg.list(None)), ["first"]);

    // A new skill directory.
    skill(&root, "second", "description: two");
    std::thread::sleep(Duration::from_millis(60));
    assert_eq!(keys(&reg.list(None)), ["first", "second"]);

    // An in-place edit of the same size, right after the previous check (same mtime
    // tick is possible): the racy-file hash must catch it.
    let f = root.join("first/SKILL.md");
    let text = std::fs::read_to_string(&f).unwrap();
    std::fs::write(&f, text.replace("one", "uno")).unwrap();
    std::thread::sleep(Duration::from_millis(60));
    assert_eq!(reg.get("first", None).unwrap().description, "uno");

    // Removal, made visible at once by refresh.
    std::fs::remove_dir_all(root.join("second")).unwrap();
    reg.refresh(None);
    assert_eq!(keys(&reg.list(None)), ["first"]);

    // A new project root appearing (directory-set change) between calls.
    let cwd = w.repo.clone();
    assert!(
        reg.list(Some(&cwd))
            .iter()
            .all(|e| e.scope == Scope::Global)
    );
    skill(&cwd.join(".claude/skills"), "proj", "description: p");
    std::thread::sleep(Duration::from_millis(60));
    assert!(reg.get("proj", Some(&cwd)).is_some());

    // A lockfile change rebuilds the snapshot (a new Arc for the same entry).
    let before = reg.get("first", None).unwrap();
    std::fs::write(w.agent.join("skills.lock.json"), "{}").unwrap();
    std::thread::sleep(Duration::from_millis(60));
    let after = reg.get("first", None).unwrap();
    assert!(!Arc::ptr_eq(&before, &after));
    // And an unchanged identity keeps the snapshot.
    std::thread::sleep(Duration::from_millis(60));
    assert!(Arc::ptr_eq(&after, &reg.get("first", None).unwrap()));
}

#[test]
fn disabled_and_readiness_are_fresh_per_call() {
    let w = World::new();
    let cwd = w.repo.clone();
    skill(
        &cwd.join(".lemon/skill"),
        "needs-bin",
        "description: k\nrequires:\n  bins: [definitely-not-a-binary-xyz]\n  config: [SOME_TOKEN]",
    );
    skill(&cwd.join(".lemon/skill"), "plain", "description: p");
    let reg = w.registry(w.env());
    let st = reg.status("needs-bin", Some(&cwd));
    assert_eq!(st.activation_state, ActivationState::NotReady);
    assert_eq!(st.missing_bins, ["definitely-not-a-binary-xyz"]);
    assert_eq!(st.missing_config, ["SOME_TOKEN"]);
    reg.set_env(EnvSource::Fixed(w.env().with("SOME_TOKEN", "t")));
    assert!(
        reg.status("needs-bin", Some(&cwd))
            .missing_config
            .is_empty()
    );

    let st = reg.status("nope", Some(&cwd));
    assert_eq!(st.error.as_deref(), Some("Skill not found: nope"));

    // Disable in the project file: visible on the very next call, no refresh.
    reg.disable("plain", &Target::Project(cwd.clone())).unwrap();
    let st = reg.status("plain", Some(&cwd));
    assert_eq!(st.activation_state, ActivationState::Hidden);
    assert!(st.disabled);
    assert!(!reg.is_disabled("plain", None));
    assert_eq!(reg.counts(Some(&cwd)).installed, 2);
    assert_eq!(reg.counts(Some(&cwd)).enabled, 1);
    // Still listed and gettable.
    assert!(reg.get("plain", Some(&cwd)).is_some());
    // The bulk form agrees with the per-key form.
    let list = reg.list(Some(&cwd));
    let bulk = reg.statuses(&list, Some(&cwd));
    for (e, st) in list.iter().zip(&bulk) {
        assert_eq!(st, &reg.status(&e.key, Some(&cwd)), "{}", e.key);
    }
    // So does the catalog form, which reuses the catalog's own disabled set.
    assert_eq!(reg.catalog_statuses(&reg.catalog(Some(&cwd))), bulk);
    reg.enable("plain", &Target::Project(cwd.clone())).unwrap();
    assert!(reg.status("plain", Some(&cwd)).ready);
}

#[test]
fn find_relevant_filters_disabled_and_hidden() {
    let w = World::new();
    let root = w.agent.join("skill");
    skill(
        &root,
        "kubernetes",
        "description: Deploy and debug Kubernetes clusters with kubectl",
    );
    skill(
        &root,
        "kube-hidden",
        "description: Kubernetes cluster helper\nhide: true",
    );
    skill(&root, "pdf", "description: Fill PDF forms");
    let reg = w.registry(w.env());
    let hits = reg.find_relevant("debug my kubernetes cluster", None, 3);
    let got: Vec<_> = hits.iter().map(|h| h.entry.key.as_str()).collect();
    assert_eq!(got.first(), Some(&"kubernetes"));
    assert!(!got.contains(&"kube-hidden"));
    assert!(reg.find_relevant("   ", None, 3).is_empty());
    reg.disable("kubernetes", &Target::Global).unwrap();
    let hits = reg.find_relevant("debug my kubernetes cluster", None, 3);
    assert!(hits.iter().all(|h| h.entry.key != "kubernetes"));
    // Hidden skills stay listed.
    assert!(reg.get("kube-hidden", None).is_some());
}

#[test]
fn a_fresh_registry_searches_through_the_index_cache_and_never_a_stale_one() {
    let w = World::new();
    let root = w.agent.join("skill");
    skill(&root, "pdf", "description: Fill PDF forms");
    skill(
        &root,
        "kubernetes",
        "description: Debug Kubernetes clusters",
    );
    let first = w
        .registry(w.env())
        .find_relevant("fill a pdf form", None, 3);
    assert_eq!(first.skills[0].entry.key, "pdf");
    let cached: Vec<PathBuf> = std::fs::read_dir(w.agent.join("cache"))
        .expect("the index is cached under the agent dir")
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(cached.len(), 1, "{cached:?}");
    let bytes = std::fs::read(&cached[0]).unwrap();

    // A new process (a new registry) with the same skills answers the same.
    let again = w
        .registry(w.env())
        .find_relevant("fill a pdf form", None, 3);
    assert_eq!(again.skills[0].entry.key, "pdf");
    assert_eq!(again.skills[0].score, first.skills[0].score);
    assert_eq!(
        std::fs::read(&cached[0]).unwrap(),
        bytes,
        "a hit does not rewrite"
    );

    // A changed skill: the cached index, which knows no "merge" or "invoice", is not
    // used.
    skill(
        &root,
        "pdf",
        "description: Merge invoices into one document",
    );
    let changed = w.registry(w.env());
    assert_eq!(
        changed.find_relevant("merge my invoices", None, 3).skills[0]
            .entry
            .key,
        "pdf"
    );

    // A corrupt cache is ignored.
    std::fs::write(&cached[0], b"LEMONIDX garbage").unwrap();
    let repaired = w
        .registry(w.env())
        .find_relevant("merge my invoices", None, 3);
    assert_eq!(repaired.skills[0].entry.key, "pdf");

    // Turned off: nothing is written.
    let w2 = World::new();
    skill(
        &w2.agent.join("skill"),
        "pdf",
        "description: Fill PDF forms",
    );
    let reg = Registry::with_options(RegistryOptions {
        builtins: false,
        index_cache: false,
        ..RegistryOptions::new(w2.env())
    });
    assert_eq!(
        reg.find_relevant("fill a pdf form", None, 3).skills.len(),
        1
    );
    assert!(!w2.agent.join("cache").exists());
}

#[test]
fn list_by_category_groups_and_sorts() {
    let w = World::new();
    let root = w.agent.join("skill");
    skill(
        &root,
        "b",
        "description: x\nmetadata:\n  lemon:\n    category: tools",
    );
    skill(
        &root,
        "a",
        "description: x\nmetadata:\n  lemon:\n    category: tools",
    );
    skill(&root, "c", "description: x");
    let reg = w.registry(w.env());
    let cats = reg.list_by_category(None);
    let got: Vec<_> = cats.iter().map(|(k, v)| (k.as_str(), keys(v))).collect();
    assert_eq!(
        got,
        [
            ("tools", vec!["a".to_string(), "b".to_string()]),
            ("uncategorized", vec!["c".to_string()])
        ]
    );
}

#[test]
fn builtins_have_lowest_precedence() {
    let w = World::new();
    let reg = Registry::with_env(w.env());
    let builtins: Vec<_> = reg
        .list(None)
        .into_iter()
        .filter(|e| e.scope == Scope::Builtin)
        .collect();
    assert!(builtins.iter().any(|e| e.key == "skill-creator"));
    assert!(builtins.iter().all(|e| {
        e.location
            .display_path()
            .to_string_lossy()
            .starts_with("builtin:")
            && e.location.skill_dir().is_none()
    }));
    skill(&w.agent.join("skill"), "skill-creator", "name: mine");
    reg.refresh(None);
    let e = reg.get("skill-creator", None).unwrap();
    assert_eq!((e.name.as_str(), e.scope), ("mine", Scope::Global));
    assert!(
        reg.catalog(None)
            .shadowed
            .iter()
            .any(|s| s.key == "skill-creator" && s.scope == Scope::Builtin)
    );
}

#[test]
fn concurrent_enable_disable_with_readers() {
    let w = World::new();
    let cwd = w.repo.clone();
    for i in 0..8 {
        skill(
            &cwd.join(".lemon/skill"),
            &format!("s{i}"),
            "description: x",
        );
    }
    let reg = w.registry(w.env());
    std::thread::scope(|s| {
        for t in 0..4 {
            let reg = &reg;
            let cwd = &cwd;
            s.spawn(move || {
                for i in 0..8 {
                    let key = format!("s{i}");
                    if i % 4 == t {
                        reg.disable(&key, &Target::Project(cwd.clone())).unwrap();
                    }
                    // Readers in the same threads.
                    let _ = reg.list(Some(cwd));
                    let _ = reg.counts(Some(cwd));
                }
            });
        }
    });
    assert_eq!(reg.disabled_set(Some(&cwd)).len(), 8);
    assert_eq!(reg.counts(Some(&cwd)).enabled, 0);
    let text = std::fs::read_to_string(cwd.join(".lemon/skills.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["disabled"].as_array().unwrap().len(), 8);
}

#[cfg(unix)]
#[test]
fn symlink_loops_and_odd_entries_do_not_hang() {
    use std::os::unix::fs::symlink;
    let w = World::new();
    let root = w.agent.join("skill");
    skill(&root, "ok", "description: fine");
    symlink(&root, root.join("loop-to-root")).unwrap();
    symlink(root.join("self"), root.join("self")).unwrap();
    symlink(w.agent.join("nowhere"), root.join("dangling")).unwrap();
    // A directory where SKILL.md should be a file.
    std::fs::create_dir_all(root.join("dir-skill/SKILL.md")).unwrap();
    // A FIFO named SKILL.md must never be opened (it would block).
    let fifo_dir = root.join("fifo");
    std::fs::create_dir_all(&fifo_dir).unwrap();
    let c = std::ffi::CString::new(fifo_dir.join("SKILL.md").to_str().unwrap()).unwrap();
    // SAFETY: plain mkfifo on a path we own.
    assert_eq!(unsafe { libc_mkfifo(c.as_ptr(), 0o644) }, 0);
    let reg = w.registry(w.env());
    assert_eq!(keys(&reg.list(None)), ["ok"]);
    let skipped = reg.catalog(None).skipped;
    let text = format!("{skipped:?}");
    for needle in ["symlink loop", "dangling", "not a regular file", "fifo"] {
        assert!(text.contains(needle), "{needle}: {text}");
    }
}

#[cfg(unix)]
unsafe extern "C" {
    #[link_name = "mkfifo"]
    fn libc_mkfifo(path: *const std::ffi::c_char, mode: u32) -> i32;
}

#[cfg(unix)]
#[test]
fn unreadable_directories_are_reported() {
    use std::os::unix::fs::PermissionsExt;
    let w = World::new();
    let root = w.agent.join("skill");
    skill(&root, "ok", "description: fine");
    let locked = skill(&root, "locked", "description: x");
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
    let can_still_read = std::fs::read(locked.join("SKILL.md")).is_ok();
    let reg = w.registry(w.env());
    let cat = reg.catalog(None);
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
    if can_still_read {
        eprintln!(
            "running as root: permission bits are not enforced; checked only that nothing failed"
        );
        assert_eq!(cat.entries.len(), 2);
        return;
    }
    assert_eq!(keys(&cat.entries), ["ok"]);
    let all = format!("{:?} {:?}", cat.skipped, cat.invalid);
    assert!(all.contains("locked"), "{all}");
}

#[test]
fn huge_directory_is_bounded_and_reported() {
    let w = World::new();
    let root = w.agent.join("skill");
    skill(&root, "aaa-real", "description: real");
    // 100,000 plain files in the root: not skills, must be listed quickly.
    for i in 0..100_000 {
        std::fs::File::create(root.join(format!("junk-{i:06}"))).unwrap();
    }
    let reg = w.registry(w.env());
    let t = Instant::now();
    assert_eq!(keys(&reg.list(None)), ["aaa-real"]);
    let took = t.elapsed();
    assert!(took < Duration::from_secs(10), "took {took:?}");
    // With a lower bound the scan stops and says so.
    let reg = Registry::with_options(RegistryOptions {
        builtins: false,
        limits: ScanLimits {
            max_entries_per_root: 1_000,
            ..ScanLimits::default()
        },
        ..RegistryOptions::new(w.env())
    });
    let cat = reg.catalog(None);
    assert!(
        cat.skipped
            .iter()
            .any(|s| s.reason.contains("more than 1000 entries")),
        "{:?}",
        cat.skipped
    );
}

#[test]
fn hidden_and_staging_directories_are_ignored_but_reported() {
    let w = World::new();
    let root = w.agent.join("skill");
    skill(&root, "real", "description: x");
    skill(&root, ".real.staging-1", "description: x");
    skill(&root, ".real.backup-2", "description: x");
    let reg = w.registry(w.env());
    assert_eq!(keys(&reg.list(None)), ["real"]);
    assert_eq!(
        reg.catalog(None)
            .skipped
            .iter()
            .filter(|s| s.reason.starts_with("hidden directory"))
            .count(),
        2
    );
}

/// Every `<source>/<key>/SKILL.md` of the real corpus, loaded through the registry
/// (one project root per source), is accounted for: listed, shadowed by a same-key
/// skill of a closer root, invalid with a reason, or skipped with a reason.
#[cfg(unix)]
#[test]
fn corpus_every_skill_listed_or_reported() {
    let Some(corpus) = corpus_dir() else {
        eprintln!("corpus not found (set LEMON_SKILLS_CORPUS): skipped");
        return;
    };
    let w = World::new();
    let mut dir = w.repo.clone();
    let mut expected = 0usize;
    let mut sources: Vec<PathBuf> = std::fs::read_dir(&corpus)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    sources.sort();
    for src in &sources {
        std::fs::create_dir_all(dir.join(".agents")).unwrap();
        std::os::unix::fs::symlink(src, dir.join(".agents/skills")).unwrap();
        for e in std::fs::read_dir(src).unwrap() {
            let p = e.unwrap().path();
            if p.join("SKILL.md").is_file() {
                expected += 1;
            }
        }
        dir = dir.join("d");
        std::fs::create_dir_all(&dir).unwrap();
    }
    let reg = w.registry(w.env());
    let t = Instant::now();
    let cat = reg.catalog(Some(&dir));
    eprintln!(
        "corpus: {} entries, {} shadowed, {} invalid, {} skipped in {:?} (debug build)",
        cat.entries.len(),
        cat.shadowed.len(),
        cat.invalid.len(),
        cat.skipped.len(),
        t.elapsed()
    );
    let with_skill_md = |p: &Path| p.join("SKILL.md").is_file();
    let skipped_skills = cat
        .skipped
        .iter()
        .filter(|s| with_skill_md(&s.path))
        .count();
    assert_eq!(
        cat.entries.len() + cat.shadowed.len() + cat.invalid.len() + skipped_skills,
        expected,
        "every corpus skill must be listed or reported"
    );
    for i in &cat.invalid {
        assert!(!i.reason.is_empty() && i.line.is_some(), "{}", i.message());
    }
    assert!(
        cat.entries.len() * 10 >= expected * 9,
        "most real skills must load: {} of {expected}",
        cat.entries.len()
    );
}

/// Many successive external edits, each checked ~60 ms later: every one is visible,
/// whether the registry is on its full (stat) check or its armed watch.
#[test]
fn every_successive_edit_is_visible_within_the_interval() {
    let w = World::new();
    let root = w.agent.join("skill");
    skill(&root, "edit-me", "description: v00");
    let reg = w.registry(w.env());
    assert_eq!(reg.get("edit-me", None).unwrap().description, "v00");
    for i in 1..=12 {
        let f = root.join("edit-me/SKILL.md");
        // Same size each time: only the content changes.
        std::fs::write(&f, format!("---\ndescription: v{i:02}\n---\n# edit-me\n")).unwrap();
        if i % 3 == 0 {
            skill(&root, &format!("new-{i}"), "description: n");
        }
        std::thread::sleep(Duration::from_millis(60));
        assert_eq!(
            reg.get("edit-me", None).unwrap().description,
            format!("v{i:02}"),
            "edit {i}"
        );
        if i % 3 == 0 {
            assert!(
                reg.get(&format!("new-{i}"), None).is_some(),
                "new skill {i}"
            );
        }
    }
    // Retargeting a symlinked root is noticed too.
    #[cfg(unix)]
    {
        let a = w.home.join("src-a");
        let b = w.home.join("src-b");
        skill(&a, "from-a", "description: a");
        skill(&b, "from-b", "description: b");
        let link = w.home.join("harness");
        std::os::unix::fs::symlink(&a, &link).unwrap();
        reg.set_env(EnvSource::Fixed(
            w.env().with("LEMON_HARNESS_SKILLS_DIR", &link),
        ));
        assert!(reg.get("from-a", None).is_some());
        std::thread::sleep(Duration::from_millis(60));
        assert!(reg.get("from-a", None).is_some()); // second check arms the watch
        std::fs::remove_file(&link).unwrap();
        std::os::unix::fs::symlink(&b, &link).unwrap();
        std::thread::sleep(Duration::from_millis(60));
        assert!(reg.get("from-b", None).is_some());
        assert!(reg.get("from-a", None).is_none());
    }
}
