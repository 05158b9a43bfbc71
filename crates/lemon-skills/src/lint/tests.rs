//! Lint behaviour on real directories: every error code, lines, bounds, symlinks.

use super::*;

struct Tree(tempfile::TempDir);

impl Tree {
    fn new() -> Self {
        Tree(tempfile::tempdir().unwrap())
    }
    fn skill(&self, key: &str, text: &str) -> PathBuf {
        let d = self.0.path().join(key);
        fs::create_dir_all(&d).unwrap();
        fs::write(d.join("SKILL.md"), text).unwrap();
        d
    }
    fn file(&self, rel: &str, text: &[u8]) {
        let p = self.0.path().join(rel);
        fs::create_dir_all(p.parent().unwrap()).unwrap();
        fs::write(p, text).unwrap();
    }
    fn root(&self) -> PathBuf {
        self.0.path().to_path_buf()
    }
}

fn codes(l: &SkillLint) -> Vec<(&'static str, Level)> {
    l.findings
        .iter()
        .map(|f| (f.code.as_str(), f.level))
        .collect()
}

const GOOD: &str = "---\nname: good\ndescription: Use when testing.\n---\nDo it.\n";

#[test]
fn minimal_and_v2_skills_pass() {
    let t = Tree::new();
    t.skill("good", GOOD);
    t.skill(
        "v2",
        "---\nname: v2\ndescription: Use when testing v2.\nplatforms: [linux, darwin]\nrequires_tools: [git]\nreferences:\n  - references/extra.md\n  - path: ./scripts/../references/extra.md\n  - url: https://example.test/doc\nverification:\n  command: true\n---\nBody\n",
    );
    t.file("v2/references/extra.md", b"extra");
    let r = lint_paths(&[t.root()], true);
    assert_eq!(r.len(), 2);
    for l in &r {
        assert!(l.valid && l.findings.is_empty(), "{l:#?}");
    }
}

#[test]
fn each_error_code() {
    let t = Tree::new();
    fs::create_dir(t.root().join("nofile")).unwrap();
    t.skill("unclosed", "---\nname: unclosed\n");
    t.skill("badyaml", "---\nname: badyaml\ndescription: [x\n---\nb\n");
    t.skill("noname", "---\nname:\ndescription: d\n---\nb\n");
    t.skill("nodesc", "---\nname: nodesc\n---\nb\n");
    t.skill("nofm", "just a body\n");
    t.skill(
        "refmiss",
        "---\nname: refmiss\ndescription: d\nreferences: [references/nope.md]\n---\nb\n",
    );
    t.skill(
        "reftrav",
        "---\nname: reftrav\ndescription: d\nreferences: [../../secret.txt, /etc/passwd]\n---\nb\n",
    );
    t.skill("nobody", "---\nname: nobody\ndescription: d\n---\n  \n");
    t.skill(
        "toolong",
        &format!(
            "---\nname: toolong\ndescription: {}\n---\nb\n",
            "x".repeat(1025)
        ),
    );
    t.skill(
        "badtags",
        "---\nname: badtags\ndescription: d\ntags: nope\n---\nb\n",
    );
    let r = lint_paths(&[t.root()], false);
    let by_key = |k: &str| r.iter().find(|l| l.key == k).unwrap();
    let has = |k: &str, code: &str| {
        let l = by_key(k);
        assert!(!l.valid, "{k} should fail");
        assert!(
            l.findings
                .iter()
                .any(|f| f.code == code && f.level == Level::Error),
            "{k}: {l:#?}"
        );
    };
    has("nofile", "missing_skill_file");
    has("unclosed", "parse_error");
    has("badyaml", "parse_error");
    has("noname", "missing_name");
    has("nodesc", "missing_description");
    has("nofm", "missing_name");
    has("nofm", "missing_description");
    has("refmiss", "reference_missing");
    has("reftrav", "reference_path_traversal");
    assert_eq!(
        by_key("reftrav")
            .findings
            .iter()
            .filter(|f| f.code == "reference_path_traversal")
            .count(),
        2
    );
    has("nobody", "empty_body");
    has("toolong", "invalid_manifest");
    has("badtags", "invalid_manifest");
    let unclosed = &by_key("unclosed").findings[0];
    assert_eq!(unclosed.line, Some(1));
    assert!(unclosed.path.ends_with("unclosed/SKILL.md"));
    let noname = by_key("noname")
        .findings
        .iter()
        .find(|f| f.code == "missing_name")
        .unwrap();
    assert_eq!(noname.line, Some(2));
    assert_eq!(by_key("nobody").findings[0].line, Some(5));
    // An absent field points at the start of the frontmatter (or of the text).
    let nodesc = &by_key("nodesc").findings[0];
    assert_eq!(
        (nodesc.code.as_str(), nodesc.line),
        ("missing_description", Some(1))
    );
    assert!(by_key("nofm").findings.iter().all(|f| f.line == Some(1)));
}

#[test]
fn forgiven_things_are_warnings_and_fail_only_in_strict_mode() {
    let t = Tree::new();
    t.skill(
        "warny",
        "---\r\nname: Other_Name\r\ndescription: Use when: x\r\nplatforms: [macos]\r\nhide: \"true\"\r\nlicense: MIT\r\n---\r\nBody\r\n",
    );
    let r = lint_paths(&[t.root()], false);
    assert!(r[0].valid, "{:#?}", r[0]);
    let mut c: Vec<_> = codes(&r[0]).into_iter().map(|(c, _)| c).collect();
    c.sort();
    assert_eq!(
        c,
        [
            "crlf",
            "hide_not_boolean",
            "name_mismatch",
            "name_not_portable",
            "platform_alias",
            "recovered_yaml"
        ]
    );
    assert!(r[0].findings.iter().all(|f| f.level == Level::Warning));
    let strict = lint_paths(&[t.root()], true);
    assert!(!strict[0].valid);
}

#[test]
fn hidden_dirs_files_and_empty_parents() {
    let t = Tree::new();
    fs::create_dir_all(t.root().join(".git/objects")).unwrap();
    fs::create_dir_all(t.root().join(".good.staging-1")).unwrap();
    t.file("README.md", b"not a skill");
    assert!(lint_paths(&[t.root()], true).is_empty());
}

#[test]
fn a_skill_dir_itself_can_be_a_path() {
    let t = Tree::new();
    let d = t.skill("good", GOOD);
    let r = lint_paths(std::slice::from_ref(&d), true);
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].key, "good");
    assert!(r[0].valid);
    assert_eq!(lint_skill_dir(&d), r[0]);
}

#[test]
fn bad_paths() {
    let t = Tree::new();
    t.file("plain.txt", b"x");
    let r = lint_paths(
        &[t.root().join("plain.txt"), t.root().join("missing")],
        false,
    );
    assert_eq!(r.len(), 2);
    assert!(
        r.iter()
            .all(|l| !l.valid && l.findings[0].code == "not_a_directory")
    );
    assert!(r[0].findings[0].message.starts_with("Not a directory: "));
}

#[test]
fn binary_invalid_utf8_and_oversized_files() {
    let t = Tree::new();
    t.file("bin/SKILL.md", b"---\nname: bin\n---\n\0\0\0");
    t.file("latin1/SKILL.md", b"---\nname: caf\xe9\n---\nb\n");
    t.file("huge/SKILL.md", &vec![b'a'; MAX_SKILL_MD_BYTES + 10]);
    let r = lint_paths(&[t.root()], false);
    for l in &r {
        assert!(!l.valid);
        assert_eq!(l.findings[0].code, "skill_file_unreadable", "{l:#?}");
    }
    let latin = r.iter().find(|l| l.key == "latin1").unwrap();
    assert!(
        latin.findings[0].message.contains("byte offset 13"),
        "{:?}",
        latin.findings[0]
    );
    assert_eq!(latin.findings[0].line, Some(2));
    let huge = r.iter().find(|l| l.key == "huge").unwrap();
    assert!(huge.findings[0].message.contains("limit"));
}

#[cfg(unix)]
#[test]
fn symlinks_loops_and_escapes() {
    use std::os::unix::fs::symlink;
    let t = Tree::new();
    let outside = tempfile::tempdir().unwrap();
    fs::write(outside.path().join("secret.txt"), "s").unwrap();
    t.skill(
        "esc",
        "---\nname: esc\ndescription: d\nreferences: [references/link.md]\n---\nb\n",
    );
    fs::create_dir_all(t.root().join("esc/references")).unwrap();
    symlink(
        outside.path().join("secret.txt"),
        t.root().join("esc/references/link.md"),
    )
    .unwrap();
    symlink(t.root().join("loop"), t.root().join("loop")).unwrap();
    let real = tempfile::tempdir().unwrap();
    fs::write(
        real.path().join("SKILL.md"),
        GOOD.replace("name: good", "name: linked"),
    )
    .unwrap();
    symlink(real.path(), t.root().join("linked")).unwrap();

    let r = lint_paths(&[t.root()], false);
    let esc = r.iter().find(|l| l.key == "esc").unwrap();
    assert_eq!(esc.findings[0].code, "reference_path_traversal", "{esc:#?}");
    assert!(r.iter().any(|l| {
        l.findings
            .iter()
            .any(|f| f.code == "directory_unreadable" && f.path.ends_with("loop"))
    }));
    assert!(r.iter().find(|l| l.key == "linked").unwrap().valid);
}

#[cfg(unix)]
#[test]
fn unreadable_directory() {
    use std::os::unix::fs::PermissionsExt;
    let t = Tree::new();
    let d = t.root().join("locked");
    fs::create_dir(&d).unwrap();
    fs::set_permissions(&d, fs::Permissions::from_mode(0o000)).unwrap();
    if fs::read_dir(&d).is_ok() {
        // Running as root: permissions are not enforced; nothing to test.
        fs::set_permissions(&d, fs::Permissions::from_mode(0o755)).unwrap();
        return;
    }
    let r = lint_paths(std::slice::from_ref(&d), false);
    fs::set_permissions(&d, fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(r[0].findings[0].code, "directory_unreadable", "{r:#?}");
}

#[test]
fn every_builtin_passes_strict_lint() {
    let r = lint_paths(&[], true);
    assert_eq!(r.len(), builtin_skills().len());
    for l in &r {
        assert!(l.valid, "{l:#?}");
    }
    // The same skills linted from their source directory, with the real file system.
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("builtin");
    for l in lint_paths(&[src], true) {
        assert!(l.valid, "{l:#?}");
    }
}

#[test]
fn findings_serialise_with_exactly_the_cli_fields() {
    let t = Tree::new();
    t.skill("x", "---\nname: x\n---\nb\n");
    let r = lint_paths(&[t.root()], false);
    let v = serde_json::to_value(&r[0].findings[0]).unwrap();
    let keys: Vec<_> = v.as_object().unwrap().keys().cloned().collect();
    assert_eq!(keys, ["path", "line", "level", "code", "message"]);
    assert_eq!(v["level"], "error");
    assert_eq!(v["code"], "missing_description");
}

#[test]
fn many_entries_are_bounded() {
    let t = Tree::new();
    for i in 0..300 {
        fs::create_dir(t.root().join(format!("d{i:04}"))).unwrap();
    }
    let start = std::time::Instant::now();
    let r = lint_paths(&[t.root()], false);
    assert_eq!(r.len(), 300);
    assert!(start.elapsed().as_secs() < 30);
    assert_eq!(r[0].key, "d0000");
}

#[test]
fn every_finding_of_a_skill_is_reported_not_only_the_first() {
    let t = Tree::new();
    // A bidi override in the name (rejected), an over-long description (cut, a schema
    // violation), tags written as text (forgiven), CRLF line endings and a name that is
    // not the directory's (warnings).
    t.skill(
        "multi",
        &format!(
            "---\r\nname: \"mul\u{202e}ti\"\r\ndescription: {}\r\ntags: a, b\r\n---\r\nbody\r\n",
            "x".repeat(1100)
        ),
    );
    let r = lint_paths(&[t.root()], false);
    let got = codes(&r[0]);
    assert_eq!(
        got,
        [
            ("invalid_manifest", Level::Error),
            ("invalid_manifest", Level::Error),
            ("invalid_manifest", Level::Error),
            ("crlf", Level::Warning),
        ],
        "{:#?}",
        r[0]
    );
    let messages: Vec<&str> = r[0].findings.iter().map(|f| f.message.as_str()).collect();
    assert!(
        messages[0].contains("`name`") && messages[0].contains("bidirectional"),
        "{messages:?}"
    );
    assert!(
        messages[1].contains("`description` is 1100 characters"),
        "{messages:?}"
    );
    assert!(messages[2].contains("tags must be a list"), "{messages:?}");
    // The rejected name is reported once, not also as missing.
    assert!(r[0].findings.iter().all(|f| f.code != "missing_name"));
    let lines: Vec<_> = r[0].findings.iter().map(|f| f.line).collect();
    assert_eq!(lines, [Some(2), Some(3), Some(4), None]);
    // Deterministic: the same findings in the same order every time.
    assert_eq!(lint_paths(&[t.root()], false), r);
}

#[test]
fn loading_still_refuses_on_the_first_rejected_field() {
    // The lenient path is unchanged: the skill is invalid for its name alone.
    let text = format!(
        "---\nname: \"a\u{202e}\"\ndescription: {}\n---\nb\n",
        "x".repeat(1100)
    );
    let err = crate::manifest::parse_skill_md(&text).unwrap_err();
    assert_eq!(err.line, 2);
    assert!(err.reason.starts_with("`name`"), "{}", err.reason);
}
