//! Installing from git with the real `git` over file://: single-skill and multi-skill
//! repositories, refs (branch, tag, commit), `gh:` ids on a configurable base, failures
//! (unreachable URL, bad ref, no git, a hanging git), update and upstream checks.

mod install_common;

use std::time::{Duration, Instant};

use install_common::*;
use lemon_skills::install::{
    self, Drift, InstallError, Selection, Updated, Upstream, git::GitError, lockfile, source,
};

fn only_skill(w: &World) -> Repo {
    Repo::new(&w.src, "pdf-tools", |d| write_skill(d, "pdf-tools"))
}

#[test]
fn installs_a_repository_root_and_records_the_commit() {
    let w = World::new();
    let repo = only_skill(&w);
    let spec = source::parse(&repo.url(), None, None, &w.env).unwrap();
    let done = install::install(&spec, &w.opts(&PASS, &APPROVE)).unwrap();
    assert_eq!(done.len(), 1);
    assert_eq!(done[0].key, "pdf-tools");
    assert_eq!(done[0].commit.as_deref(), Some(repo.head().as_str()));
    let dest = w.global("pdf-tools");
    assert_eq!(names(&dest), ["SKILL.md", "scripts"], "no .git installed");
    assert_eq!(
        names(&w.agent.join("skill")),
        ["pdf-tools"],
        "no fetch or staging left"
    );
    let rec = &lockfile::read(&w.lockfile()).unwrap()["pdf-tools"];
    assert_eq!(rec.source_kind, "git");
    assert_eq!(rec.trust_level, "community");
    assert_eq!(rec.commit.as_deref(), Some(repo.head().as_str()));
    assert_eq!(rec.resolved_url.as_deref(), Some(repo.url().as_str()));
    assert_eq!(rec.bundle_hash.as_deref(), Some(done[0].digest.as_str()));
    assert_eq!(rec.audit_status.as_deref(), Some("pass"));
    assert_eq!(rec.approval.as_deref(), Some("prompt"));
    assert_eq!(install::drift(&dest, Some(rec)), Drift::Unmodified);
}

#[test]
fn refs_select_a_branch_a_tag_or_a_commit() {
    let w = World::new();
    let repo = only_skill(&w);
    let first = repo.head();
    git(&repo.work, &["tag", "v1"]);
    git(
        &repo.work,
        &["push", "-q", repo.bare.to_str().unwrap(), "v1"],
    );
    let second =
        repo.push(|d| std::fs::write(d.join("SKILL.md"), skill_md("pdf-tools v2")).unwrap());
    for (r, want) in [("v1", &first), ("main", &second), (first.as_str(), &first)] {
        let spec = source::parse(&repo.url(), None, Some(r), &w.env).unwrap();
        let mut o = w.opts(&PASS, &APPROVE);
        o.force = true;
        let done = install::install(&spec, &o).unwrap();
        assert_eq!(done[0].commit.as_deref(), Some(want.as_str()), "ref {r}");
    }
    let bad = source::parse(&repo.url(), None, Some("no-such-branch"), &w.env).unwrap();
    let mut o = w.opts(&PASS, &APPROVE);
    o.force = true;
    let err = install::install(&bad, &o).unwrap_err();
    assert!(
        matches!(err, InstallError::Git(GitError::Failed { .. })),
        "{err}"
    );
    assert_eq!(names(&w.agent.join("skill")), ["pdf-tools"]);
}

fn many(w: &World) -> Repo {
    Repo::new(&w.src, "collection", |d| {
        std::fs::write(d.join("README.md"), "several skills").unwrap();
        write_skill(&d.join("skills/alpha"), "alpha");
        write_skill(&d.join("skills/beta"), "beta");
        write_skill(&d.join("more/deep/gamma"), "gamma");
    })
}

#[test]
fn a_collection_lists_its_skills_and_installs_the_chosen_ones() {
    let w = World::new();
    let repo = many(&w);
    let spec = source::parse(&repo.url(), None, None, &w.env).unwrap();
    match install::install(&spec, &w.opts(&PASS, &APPROVE)) {
        Err(InstallError::ChooseSkills { available, .. }) => {
            assert_eq!(available, ["alpha", "beta", "gamma"])
        }
        other => panic!("{other:?}"),
    }
    assert!(!w.agent.join("skill/alpha").exists());

    let mut o = w.opts(&PASS, &APPROVE);
    o.selection = Selection::Names(vec!["beta".into()]);
    let done = install::install(&spec, &o).unwrap();
    assert_eq!(done.len(), 1);
    assert_eq!(done[0].subdir.as_deref(), Some("skills/beta"));
    assert!(w.global("beta").join("SKILL.md").exists());
    assert!(!w.global("alpha").exists());

    o.selection = Selection::Names(vec!["nope".into()]);
    assert!(matches!(
        install::install(&spec, &o),
        Err(InstallError::NoSuchSkill { .. })
    ));

    o.selection = Selection::All;
    o.force = true;
    let done = install::install(&spec, &o).unwrap();
    assert_eq!(done.len(), 3);
    let recs = lockfile::read(&w.lockfile()).unwrap();
    assert_eq!(recs["gamma"].subdir.as_deref(), Some("more/deep/gamma"));
    assert_eq!(names(&w.agent.join("skill")), ["alpha", "beta", "gamma"]);
}

#[test]
fn path_selects_a_subdirectory_and_gh_ids_use_the_configured_base() {
    let w = World::new();
    let base = w.src.join("gh");
    std::fs::create_dir_all(base.join("acme")).unwrap();
    let _repo = Repo::new(&base.join("acme"), "kit", |d| {
        write_skill(&d.join("skills/alpha"), "alpha");
    });
    // Repo::new makes acme/kit.git: exactly what gh:acme/kit clones.
    let env = w
        .env
        .clone()
        .with(source::GITHUB_URL_VAR, format!("file://{}", base.display()));
    let spec = source::parse("gh:acme/kit/skills/alpha", None, None, &env).unwrap();
    let mut o = w.opts(&PASS, &APPROVE);
    o.env = env.clone();
    let done = install::install(&spec, &o).unwrap();
    assert_eq!(done[0].key, "alpha");
    assert_eq!(done[0].source_id, "acme/kit");
    let rec = &lockfile::read(&w.lockfile()).unwrap()["alpha"];
    assert_eq!(rec.subdir.as_deref(), Some("skills/alpha"));

    let missing = source::parse("gh:acme/kit", Some("skills/zeta"), None, &env).unwrap();
    o.force = true;
    assert!(matches!(
        install::install(&missing, &o),
        Err(InstallError::NoSubdir { .. })
    ));
}

#[test]
fn unreachable_urls_missing_git_and_hanging_git_fail_cleanly() {
    let w = World::new();
    let spec = source::parse("file:///nonexistent/repo.git", None, None, &w.env).unwrap();
    let err = install::install(&spec, &w.opts(&PASS, &APPROVE)).unwrap_err();
    assert!(
        matches!(err, InstallError::Git(GitError::Failed { .. })),
        "{err}"
    );
    assert!(
        names(&w.agent.join("skill")).is_empty(),
        "fetch dir removed"
    );

    let mut o = w.opts(&PASS, &APPROVE);
    o.env = w.env.clone().with("PATH", w.src.join("empty-bin"));
    let err = install::install(&spec, &o).unwrap_err();
    assert!(
        matches!(err, InstallError::Git(GitError::NotFound)),
        "{err}"
    );
    assert!(err.to_string().contains("git program was not found"));

    // A git that never answers (like a server that accepts and hangs).
    let bin = w.src.join("slow-bin");
    std::fs::create_dir_all(&bin).unwrap();
    let fake = bin.join("git");
    std::fs::write(&fake, "#!/bin/sh\nsleep 30 &\nsleep 30\n").unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    o.env = w
        .env
        .clone()
        .with("PATH", {
            let mut dirs = vec![bin.clone()];
            dirs.extend(std::env::split_paths(
                &std::env::var_os("PATH").unwrap_or_default(),
            ));
            std::env::join_paths(dirs).unwrap()
        })
        .with(install::git::TIMEOUT_VAR, "0.5");
    let start = Instant::now();
    let err = install::install(&spec, &o).unwrap_err();
    assert!(
        matches!(err, InstallError::Git(GitError::TimedOut { .. })),
        "{err}"
    );
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "{:?}",
        start.elapsed()
    );
    assert!(names(&w.agent.join("skill")).is_empty());
}

#[test]
fn update_follows_upstream_and_refuses_local_edits() {
    let w = World::new();
    let repo = only_skill(&w);
    let spec = source::parse(&repo.url(), None, None, &w.env).unwrap();
    install::install(&spec, &w.opts(&PASS, &APPROVE)).unwrap();
    let rec = lockfile::read(&w.lockfile()).unwrap()["pdf-tools"].clone();
    assert_eq!(install::upstream(&w.env, &rec), Upstream::Current);
    match install::update("pdf-tools", &w.project, &w.opts(&PASS, &APPROVE)).unwrap() {
        Updated::UpToDate { current, .. } => assert_eq!(current, repo.head()),
        other => panic!("{other:?}"),
    }

    let next = repo.push(|d| std::fs::write(d.join("scripts/new.sh"), "echo new\n").unwrap());
    assert_eq!(
        install::upstream(&w.env, &rec),
        Upstream::Moved {
            latest: next.clone()
        }
    );
    match install::update("pdf-tools", &w.project, &w.opts(&PASS, &APPROVE)).unwrap() {
        Updated::Updated(done) => assert_eq!(done.commit.as_deref(), Some(next.as_str())),
        other => panic!("{other:?}"),
    }
    let after = lockfile::read(&w.lockfile()).unwrap()["pdf-tools"].clone();
    assert_eq!(
        after.installed_at, rec.installed_at,
        "first install time kept"
    );
    assert!(w.global("pdf-tools/scripts/new.sh").exists());

    std::fs::write(w.global("pdf-tools/SKILL.md"), "edited by hand").unwrap();
    assert_eq!(
        install::drift(&w.global("pdf-tools"), Some(&after)),
        Drift::Modified
    );
    let err = install::update("pdf-tools", &w.project, &w.opts(&PASS, &APPROVE)).unwrap_err();
    assert!(matches!(err, InstallError::LocallyModified { .. }), "{err}");
    assert_eq!(
        std::fs::read_to_string(w.global("pdf-tools/SKILL.md")).unwrap(),
        "edited by hand"
    );
    let mut o = w.opts(&PASS, &APPROVE);
    o.force = true;
    install::update("pdf-tools", &w.project, &o).unwrap();
    assert_eq!(
        std::fs::read_to_string(w.global("pdf-tools/SKILL.md")).unwrap(),
        skill_md("pdf-tools")
    );
}

#[test]
fn hermes_ids_install_one_directory_of_the_hermes_repository() {
    let w = World::new();
    let repo = Repo::new(&w.src, "hermes-agent", |d| {
        write_skill(&d.join("skills/research/arxiv"), "arxiv");
        write_skill(&d.join("optional-skills/research/arxiv"), "arxiv-optional");
    });
    let env = w.env.clone().with(source::HERMES_URL_VAR, repo.url());
    let spec = source::parse("hermes:optional/research/arxiv", None, None, &env).unwrap();
    let mut o = w.opts(&PASS, &APPROVE);
    o.env = env.clone();
    let done = install::install(&spec, &o).unwrap();
    assert_eq!(done[0].key, "arxiv");
    assert_eq!(
        done[0].subdir.as_deref(),
        Some("optional-skills/research/arxiv")
    );
    let text = std::fs::read_to_string(w.global("arxiv/SKILL.md")).unwrap();
    assert!(text.contains("arxiv-optional"), "{text}");
    let rec = &lockfile::read(&w.lockfile()).unwrap()["arxiv"];
    assert_eq!(rec.trust_level, "official");
    assert_eq!(rec.source_id, "hermes:optional/research/arxiv");
    assert_eq!(install::upstream(&env, rec), Upstream::Current);
}
