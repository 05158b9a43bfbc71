//! The install flow from local directories: keys, scopes, --force with backups,
//! approvals (operation, audit warning, block and the exact-bundle override), hostile
//! bundles, corrupted lockfiles, removal, and concurrent installs.

mod install_common;

use std::path::Path;

use install_common::*;
use lemon_core::approval::{Decision, Fixed, Recorder, RequestKind};
use lemon_skills::install::{self, InstallError, InstallScope, Verdict, lockfile, source};

fn local(w: &World, key: &str) -> source::SourceSpec {
    let dir = w.src.join(key);
    if !dir.exists() {
        write_skill(&dir, key);
    }
    source::parse(dir.to_str().unwrap(), None, None, &w.env).unwrap()
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap()
}

#[test]
fn a_local_directory_installs_globally_and_force_replaces_it() {
    let w = World::new();
    let spec = local(&w, "notes");
    let done = install::install(&spec, &w.opts(&PASS, &APPROVE)).unwrap();
    assert_eq!(done[0].scope, "global");
    assert!(!done[0].replaced);
    let rec = lockfile::read(&w.lockfile()).unwrap()["notes"].clone();
    assert_eq!(rec.source_kind, "local");
    assert_eq!(rec.trust_level, "trusted");
    assert_eq!(rec.upstream_hash, rec.bundle_hash);

    std::fs::write(w.src.join("notes/SKILL.md"), skill_md("notes v2")).unwrap();
    let err = install::install(&spec, &w.opts(&PASS, &APPROVE)).unwrap_err();
    assert!(
        matches!(err, InstallError::AlreadyInstalled { .. }),
        "{err}"
    );
    assert_eq!(read(&w.global("notes/SKILL.md")), skill_md("notes"));

    let mut o = w.opts(&PASS, &APPROVE);
    o.force = true;
    let done = install::install(&spec, &o).unwrap();
    assert!(done[0].replaced);
    assert_eq!(read(&w.global("notes/SKILL.md")), skill_md("notes v2"));
    assert_eq!(names(&w.agent.join("skill")), ["notes"], "backup removed");
    let after = lockfile::read(&w.lockfile()).unwrap()["notes"].clone();
    assert_eq!(after.installed_at, rec.installed_at);
}

#[test]
fn project_scope_writes_the_project_root_and_lockfile_and_reports_clashes() {
    let w = World::new();
    let spec = local(&w, "notes");
    install::install(&spec, &w.opts(&PASS, &APPROVE)).unwrap();
    let mut o = w.opts(&PASS, &APPROVE);
    o.scope = InstallScope::Project(w.project.clone());
    let done = install::install(&spec, &o).unwrap();
    assert!(w.project.join(".lemon/skill/notes/SKILL.md").exists());
    assert!(
        lockfile::read(&w.project.join(".lemon/skills.lock.json"))
            .unwrap()
            .contains_key("notes")
    );
    assert!(
        done[0]
            .notes
            .iter()
            .any(|n| n.contains("shadows the global skill")),
        "{:?}",
        done[0].notes
    );
}

#[test]
fn invalid_keys_and_manifests_are_refused() {
    let w = World::new();
    let dir = w.src.join("bad key");
    write_skill(&dir, "x");
    let spec = source::parse(dir.to_str().unwrap(), None, None, &w.env).unwrap();
    assert!(matches!(
        install::install(&spec, &w.opts(&PASS, &APPROVE)),
        Err(InstallError::InvalidKey { .. })
    ));
    let dir = w.src.join("broken");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("SKILL.md"), "---\nname: [unclosed\n").unwrap();
    let spec = source::parse(dir.to_str().unwrap(), None, None, &w.env).unwrap();
    let err = install::install(&spec, &w.opts(&PASS, &APPROVE)).unwrap_err();
    assert!(matches!(err, InstallError::InvalidManifest { .. }), "{err}");
    let spec = source::parse(w.src.join("absent").to_str().unwrap(), None, None, &w.env).unwrap();
    assert!(matches!(
        install::install(&spec, &w.opts(&PASS, &APPROVE)),
        Err(InstallError::NotADirectory { .. })
    ));
    assert!(!w.agent.join("skill").exists() || names(&w.agent.join("skill")).is_empty());
}

#[test]
fn the_operation_approval_is_asked_with_the_details_and_a_no_writes_nothing() {
    let w = World::new();
    let spec = local(&w, "notes");
    let denied = Recorder::new([Decision::Denied]);
    let err = install::install(&spec, &w.opts(&PASS, &denied)).unwrap_err();
    assert!(matches!(err, InstallError::Denied { .. }), "{err}");
    let seen = denied.seen();
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0].kind, RequestKind::Operation);
    assert_eq!(seen[0].tool, "skills.install");
    assert_eq!(seen[0].verdict.as_deref(), Some("pass"));
    assert_eq!(seen[0].digest.as_ref().map(String::len), Some(64));
    assert!(!w.global("notes").exists());
    assert!(!w.lockfile().exists());

    let nobody = Fixed(Decision::Unavailable("no terminal".into()));
    assert!(matches!(
        install::install(&spec, &w.opts(&PASS, &nobody)),
        Err(InstallError::ApprovalUnavailable { .. })
    ));

    let never = Recorder::new([]);
    let mut o = w.opts(&PASS, &never);
    o.approve = true;
    let done = install::install(&spec, &o).unwrap();
    assert!(never.seen().is_empty(), "--approve asks nobody");
    assert_eq!(done[0].approval, "flag");
}

#[test]
fn a_warning_needs_a_second_approval() {
    let w = World::new();
    let spec = local(&w, "notes");
    let warn = FixedAudit(Verdict::Warn);
    let second_no = Recorder::new([Decision::Approved, Decision::Denied]);
    assert!(matches!(
        install::install(&spec, &w.opts(&warn, &second_no)),
        Err(InstallError::Denied { .. })
    ));
    let kinds: Vec<RequestKind> = second_no.seen().iter().map(|r| r.kind).collect();
    assert_eq!(kinds, [RequestKind::Operation, RequestKind::AuditWarning]);
    assert!(
        second_no.seen()[1]
            .rationale
            .starts_with("Security audit warnings:")
    );
    assert!(!w.global("notes").exists());

    let both = Recorder::new([Decision::Approved, Decision::Approved]);
    let done = install::install(&spec, &w.opts(&warn, &both)).unwrap();
    assert_eq!(done[0].verdict, Verdict::Warn);
    let rec = &lockfile::read(&w.lockfile()).unwrap()["notes"];
    assert_eq!(rec.audit_status.as_deref(), Some("warn"));
    assert_eq!(rec.audit_findings.len(), 1);
}

#[test]
fn a_block_needs_the_exact_digest_even_with_approve() {
    let w = World::new();
    let spec = local(&w, "notes");
    let block = FixedAudit(Verdict::Block);
    let mut o = w.opts(&block, &APPROVE);
    o.approve = true;
    let digest = match install::install(&spec, &o) {
        Err(InstallError::Blocked {
            digest, findings, ..
        }) => {
            assert_eq!(findings.len(), 1);
            digest
        }
        other => panic!("{other:?}"),
    };
    assert!(!w.global("notes").exists());
    o.override_digest = Some("0".repeat(64));
    match install::install(&spec, &o) {
        Err(InstallError::OverrideMismatch { computed, .. }) => assert_eq!(computed, digest),
        other => panic!("{other:?}"),
    }
    assert!(!w.global("notes").exists());
    o.override_digest = Some(digest.to_uppercase());
    let done = install::install(&spec, &o).unwrap();
    assert_eq!(done[0].approval, "override");
    let rec = &lockfile::read(&w.lockfile()).unwrap()["notes"];
    assert_eq!(
        rec.audit_status.as_deref(),
        Some("block"),
        "an override stays a block"
    );
    assert_eq!(rec.approval.as_deref(), Some("override"));
}

#[cfg(unix)]
#[test]
fn hostile_bundles_are_refused_and_nothing_is_written() {
    use std::os::unix::fs::symlink;
    let w = World::new();
    type Make = Box<dyn Fn(&Path)>;
    let cases: Vec<(&str, Make)> = vec![
        (
            "link-etc",
            Box::new(|d: &Path| symlink("/etc/passwd", d.join("scripts/pw")).unwrap()),
        ),
        (
            "link-ssh",
            Box::new(|d: &Path| symlink("/root/.ssh", d.join("assets")).unwrap()),
        ),
        (
            "sparse",
            Box::new(|d: &Path| {
                let f = std::fs::File::create(d.join("big.bin")).unwrap();
                f.set_len(1 << 30).unwrap();
            }),
        ),
        (
            "bidi",
            Box::new(|d: &Path| std::fs::write(d.join("evil\u{202E}hs.txt"), "x").unwrap()),
        ),
        (
            "nonutf8",
            Box::new(|d: &Path| {
                use std::os::unix::ffi::OsStrExt;
                let name = std::ffi::OsStr::from_bytes(b"bad\xff.md");
                std::fs::write(d.join(name), "x").unwrap();
            }),
        ),
        (
            "fifo",
            Box::new(|d: &Path| {
                let p = std::ffi::CString::new(d.join("pipe").to_str().unwrap()).unwrap();
                // SAFETY: mkfifo with a valid NUL-terminated path.
                assert_eq!(unsafe { libc::mkfifo(p.as_ptr(), 0o644) }, 0);
            }),
        ),
    ];
    for (key, make) in cases {
        let dir = w.src.join(key);
        write_skill(&dir, key);
        make(&dir);
        let spec = source::parse(dir.to_str().unwrap(), None, None, &w.env).unwrap();
        match install::install(&spec, &w.opts(&PASS, &APPROVE)) {
            Err(InstallError::Anomalies { anomalies, .. }) => {
                assert!(!anomalies.is_empty(), "{key}");
                assert!(
                    anomalies.iter().all(|a| !a.contains('\u{202E}')),
                    "{anomalies:?}"
                );
            }
            other => panic!("{key}: {other:?}"),
        }
        assert!(!w.global(key).exists(), "{key}");
    }
    assert!(!w.lockfile().exists());
}

#[test]
fn more_files_than_the_bound_are_refused() {
    let w = World::new();
    let dir = w.src.join("huge");
    write_skill(&dir, "huge");
    let limits = lemon_skills::bundle::BundleLimits::default();
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    for i in 0..=limits.max_files {
        std::fs::write(dir.join(format!("assets/{i}.txt")), "").unwrap();
    }
    let spec = source::parse(dir.to_str().unwrap(), None, None, &w.env).unwrap();
    let err = install::install(&spec, &w.opts(&PASS, &APPROVE)).unwrap_err();
    assert!(err.to_string().contains("more than"), "{err}");
    assert!(!w.global("huge").exists());
}

#[test]
fn binary_content_with_nul_bytes_is_installed_byte_for_byte() {
    let w = World::new();
    let dir = w.src.join("bin");
    write_skill(&dir, "bin");
    std::fs::write(dir.join("assets.bin"), b"\0\x01\xff\0").unwrap();
    let spec = source::parse(dir.to_str().unwrap(), None, None, &w.env).unwrap();
    install::install(&spec, &w.opts(&PASS, &APPROVE)).unwrap();
    assert_eq!(
        std::fs::read(w.global("bin/assets.bin")).unwrap(),
        b"\0\x01\xff\0"
    );
}

#[test]
fn a_corrupted_lockfile_refuses_and_keeps_the_previous_state() {
    let w = World::new();
    let spec = local(&w, "notes");
    install::install(&spec, &w.opts(&PASS, &APPROVE)).unwrap();
    std::fs::write(w.lockfile(), "{ corrupted").unwrap();
    std::fs::write(w.src.join("notes/SKILL.md"), skill_md("notes v2")).unwrap();
    let mut o = w.opts(&PASS, &APPROVE);
    o.force = true;
    let err = install::install(&spec, &o).unwrap_err();
    assert!(matches!(err, InstallError::Lockfile(_)), "{err}");
    assert!(err.to_string().contains("not valid JSON"), "{err}");
    assert_eq!(read(&w.global("notes/SKILL.md")), skill_md("notes"));
    assert_eq!(read(&w.lockfile()), "{ corrupted");
    assert_eq!(names(&w.agent.join("skill")), ["notes"]);
    // Read paths: no provenance, no error.
    assert!(lockfile::read_or_empty(&w.lockfile()).is_empty());
}

#[test]
fn a_lockfile_write_failure_rolls_the_install_back() {
    let w = World::new();
    let spec = local(&w, "notes");
    install::install(&spec, &w.opts(&PASS, &APPROVE)).unwrap();
    let before = read(&w.lockfile());
    std::fs::write(w.src.join("notes/SKILL.md"), skill_md("notes v2")).unwrap();
    // The lockfile's lock is held by a live process (this one) for longer than a
    // writer waits: the record cannot be written after the new directory is in place.
    let lock = w.agent.join("skills.lock.json.lock");
    std::fs::create_dir(&lock).unwrap();
    std::fs::write(
        lock.join("owner"),
        format!(
            "pid={}\ntoken=someone-else\nacquired_ms=0\n",
            std::process::id()
        ),
    )
    .unwrap();
    let mut o = w.opts(&PASS, &APPROVE);
    o.force = true;
    let err = install::install(&spec, &o).unwrap_err();
    std::fs::remove_dir_all(&lock).unwrap();
    assert!(matches!(err, InstallError::Lockfile(_)), "{err}");
    assert_eq!(
        read(&w.global("notes/SKILL.md")),
        skill_md("notes"),
        "old copy restored"
    );
    assert_eq!(read(&w.lockfile()), before);
    assert_eq!(
        names(&w.agent.join("skill")),
        ["notes"],
        "no staging or backup left"
    );
}

#[test]
fn remove_deletes_the_directory_the_record_and_the_config_mentions() {
    let w = World::new();
    let spec = local(&w, "notes");
    install::install(&spec, &w.opts(&PASS, &APPROVE)).unwrap();
    lemon_skills::config::disable(&w.env, "notes", &lemon_skills::config::Target::Global).unwrap();
    let denied = Recorder::new([Decision::Denied]);
    assert!(matches!(
        install::remove("notes", &w.project, &w.env, false, &denied),
        Err(InstallError::Denied { .. })
    ));
    assert_eq!(denied.seen()[0].tool, "skills.uninstall");
    assert!(w.global("notes").exists());
    let done = install::remove("notes", &w.project, &w.env, false, &APPROVE).unwrap();
    assert!(done.had_record);
    assert_eq!(done.config_files.len(), 1);
    assert!(!w.global("notes").exists());
    assert!(!lockfile::read(&w.lockfile()).unwrap().contains_key("notes"));
    assert!(!read(&w.agent.join("skills.json")).contains("notes"));
    assert!(matches!(
        install::remove("notes", &w.project, &w.env, false, &APPROVE),
        Err(InstallError::NotFound { .. })
    ));
    assert!(names(&w.agent.join("skill")).is_empty());
}

#[test]
fn concurrent_installs_of_different_skills_all_land() {
    let w = World::new();
    let specs: Vec<source::SourceSpec> = (0..12).map(|i| local(&w, &format!("s{i:02}"))).collect();
    std::thread::scope(|s| {
        for spec in &specs {
            let w = &w;
            s.spawn(move || install::install(spec, &w.opts(&PASS, &APPROVE)).unwrap());
        }
    });
    let recs = lockfile::read(&w.lockfile()).unwrap();
    assert_eq!(recs.len(), 12);
    assert_eq!(names(&w.agent.join("skill")).len(), 12);
}

#[test]
fn updating_a_local_source_reinstalls_only_when_it_changed() {
    let w = World::new();
    let spec = local(&w, "notes");
    install::install(&spec, &w.opts(&PASS, &APPROVE)).unwrap();
    let r = install::update("notes", &w.project, &w.opts(&PASS, &APPROVE)).unwrap();
    assert!(matches!(r, install::Updated::UpToDate { .. }));
    std::fs::write(w.src.join("notes/SKILL.md"), skill_md("notes v3")).unwrap();
    let denied = Recorder::new([Decision::Denied]);
    assert!(install::update("notes", &w.project, &w.opts(&PASS, &denied)).is_err());
    assert_eq!(denied.seen()[0].tool, "skills.update");
    assert_eq!(read(&w.global("notes/SKILL.md")), skill_md("notes"));
    let r = install::update("notes", &w.project, &w.opts(&PASS, &APPROVE)).unwrap();
    assert!(matches!(r, install::Updated::Updated(_)));
    assert_eq!(read(&w.global("notes/SKILL.md")), skill_md("notes v3"));
    assert!(matches!(
        install::update("ghost", &w.project, &w.opts(&PASS, &APPROVE)),
        Err(InstallError::NotFound { .. })
    ));
}

#[test]
fn the_registry_discloses_provenance_drift_and_blocked_installs() {
    use lemon_skills::registry::{Registry, RegistryOptions};
    use lemon_skills::status::ActivationState;
    use lemon_skills::view::{RegistryLookup, SkillLookup};
    let w = World::new();
    let reg = Registry::with_options(RegistryOptions {
        builtins: false,
        ..RegistryOptions::new(w.env.clone())
    });
    let cwd = Some(w.project.as_path());
    install::install(&local(&w, "notes"), &w.opts(&PASS, &APPROVE)).unwrap();
    let block = FixedAudit(Verdict::Block);
    let spec = local(&w, "risky");
    let digest = match install::install(&spec, &w.opts(&block, &APPROVE)) {
        Err(InstallError::Blocked { digest, .. }) => digest,
        other => panic!("{other:?}"),
    };
    let mut o = w.opts(&block, &APPROVE);
    o.override_digest = Some(digest);
    install::install(&spec, &o).unwrap();

    let notes = reg.get("notes", cwd).unwrap();
    let risky = reg.get("risky", cwd).unwrap();
    assert_eq!(
        reg.status_of(&notes, cwd).activation_state,
        ActivationState::Active
    );
    assert_eq!(
        reg.status_of(&risky, cwd).activation_state,
        ActivationState::Blocked
    );
    let all = reg.statuses(&[notes.clone(), risky.clone()], cwd);
    assert_eq!(all[1].activation_state, ActivationState::Blocked);
    assert!(!reg.prompt_listing(cwd, None).text.contains("risky"));

    let lookup = RegistryLookup {
        registry: &reg,
        cwd,
    };
    let p = lookup.provenance(&notes).unwrap();
    assert_eq!(p.source_kind.as_deref(), Some("local"));
    assert_eq!(p.drift, Some(install::Drift::Unmodified));
    std::fs::write(w.global("notes/extra.md"), "added by hand").unwrap();
    let p = lookup.provenance(&notes).unwrap();
    assert_eq!(p.drift, Some(install::Drift::Modified));
}

#[test]
fn member_paths_that_leave_the_directory_are_never_written() {
    use lemon_skills::bundle::{Bundle, BundleFile};
    use lemon_skills::install::stage;
    let w = World::new();
    let root = w.agent.join("skill");
    for bad in ["../escape.txt", "/tmp/abs.txt", "a/../../b.txt"] {
        let bundle = Bundle {
            root: w.src.clone(),
            files: vec![BundleFile {
                path: bad.to_string(),
                bytes: b"x".to_vec(),
                sha256: [0; 32],
                executable: false,
            }],
            excluded: vec![],
            hidden: vec![],
            anomalies: vec![],
        };
        let r = stage::activate(&root, "k", &bundle, false, || Ok::<_, std::io::Error>(()));
        assert!(r.is_err(), "{bad}");
        assert!(!w.agent.join("escape.txt").exists());
        assert!(!root.join("k").exists());
        assert!(names(&root).is_empty(), "{bad}: {:?}", names(&root));
    }
}
