//! `lemon skill read`: the views of read_skill, `skill://` URIs and the path boundary.

use predicates::prelude::*;

use crate::{Sandbox, write_skill};

fn demo(sb: &Sandbox) -> std::path::PathBuf {
    let body = format!(
        "## Usage\n\nRun the demo.\n\n## Notes\n\nSome notes.\n\n## Long\n\n{}\n",
        "word ".repeat(1000)
    );
    let dir = write_skill(
        &sb.repo.join(".lemon/skill"),
        "demo",
        &format!("---\nname: Demo Skill\ndescription: A demo.\n---\n{body}"),
    );
    std::fs::create_dir_all(dir.join("references")).expect("mkdir");
    std::fs::write(dir.join("references/guide.md"), "GUIDE CONTENT\n").expect("write");
    std::fs::write(sb.repo.join("secret.txt"), "TOP SECRET\n").expect("write");
    dir
}

#[test]
fn full_view_has_header_and_raw_file() {
    let sb = Sandbox::new();
    let dir = demo(&sb);
    let text = sb.text(&["skill", "read", "demo"]);
    assert!(text.contains("# Skill: Demo Skill"), "{text}");
    assert!(text.contains("**Key:** demo"));
    assert!(text.contains("Project (.lemon/skill)"));
    assert!(
        text.contains("name: Demo Skill"),
        "raw frontmatter included"
    );
    assert!(text.contains("Run the demo."));
    let shown = text.contains(&dir.display().to_string())
        || text.contains(&crate::canon(&dir).display().to_string());
    assert!(shown, "path disclosed");
}

#[test]
fn summary_section_and_file_views() {
    let sb = Sandbox::new();
    demo(&sb);
    let summary = sb.text(&["skill", "read", "demo", "--view", "summary"]);
    assert!(summary.contains("**Activation:**") && !summary.contains("Run the demo."));
    let full = sb.text(&["skill", "read", "demo"]);
    assert!(full.len() >= 3 * summary.len());

    let section = sb.text(&[
        "skill",
        "read",
        "demo",
        "--view",
        "section",
        "--section",
        "usage",
    ]);
    assert!(
        section.contains("Run the demo.") && !section.contains("Some notes."),
        "{section}"
    );

    let file = sb.text(&[
        "skill",
        "read",
        "demo",
        "--view",
        "file",
        "--file",
        "references/guide.md",
    ]);
    assert!(file.contains("GUIDE CONTENT"));
}

#[test]
fn skill_uris_resolve_like_keys() {
    let sb = Sandbox::new();
    demo(&sb);
    let text = sb.text(&["skill", "read", "skill://demo/references/guide.md"]);
    assert!(text.contains("GUIDE CONTENT"), "{text}");
    let text = sb.text(&["skill", "read", "skill://demo"]);
    assert!(
        text.starts_with("---\nname: Demo Skill"),
        "the file itself: {text}"
    );
    let v = sb.json(&[
        "skill",
        "read",
        "skill://demo/references/guide.md",
        "--json",
    ]);
    assert_eq!(v["key"], "demo");
    assert_eq!(v["scope"], "project");
    assert_eq!(v["trust"], "Unknown");
    assert_eq!(v["text"], "GUIDE CONTENT\n");
    sb.lemon(&["skill", "read", "skill://demo", "--view", "summary"])
        .assert()
        .code(2);
    sb.lemon(&["skill", "read", "skill://nope/x.md"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("nope"));
}

#[test]
fn escapes_are_refused_and_nothing_leaks() {
    let sb = Sandbox::new();
    demo(&sb);
    for args in [
        vec![
            "skill",
            "read",
            "demo",
            "--view",
            "file",
            "--file",
            "../../../secret.txt",
        ],
        vec!["skill", "read", "skill://demo/../../../secret.txt"],
        vec![
            "skill",
            "read",
            "demo",
            "--view",
            "file",
            "--file",
            "/etc/passwd",
        ],
    ] {
        sb.lemon(&args)
            .assert()
            .code(1)
            .stdout(predicate::str::contains("TOP SECRET").not())
            .stdout(predicate::str::contains("root:").not())
            .stderr(predicate::str::contains("outside the skill directory"));
    }
}

#[test]
fn missing_section_or_file_is_exit_1() {
    let sb = Sandbox::new();
    demo(&sb);
    sb.lemon(&[
        "skill",
        "read",
        "demo",
        "--view",
        "section",
        "--section",
        "Missing",
    ])
    .assert()
    .code(1)
    .stderr(predicate::str::contains("Missing"));
    sb.lemon(&[
        "skill",
        "read",
        "demo",
        "--view",
        "file",
        "--file",
        "nonexistent.md",
    ])
    .assert()
    .code(1)
    .stderr(predicate::str::contains("nonexistent.md"));
}

#[test]
fn view_arguments_must_match() {
    let sb = Sandbox::new();
    demo(&sb);
    sb.lemon(&["skill", "read", "demo", "--view", "section"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--section"));
    sb.lemon(&["skill", "read", "demo", "--view", "file"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--file"));
}

#[test]
fn max_chars_truncates_the_content() {
    let sb = Sandbox::new();
    demo(&sb);
    let text = sb.text(&["skill", "read", "demo", "--max-chars", "200"]);
    assert!(text.contains("truncated at 200 chars"), "{text}");
    let text = sb.text(&["skill", "read", "demo", "--max-chars", "100000"]);
    assert!(!text.contains("truncated at"));
}

#[test]
fn json_output() {
    let sb = Sandbox::new();
    let dir = demo(&sb);
    let v = sb.json(&["skill", "read", "demo", "--view", "summary", "--json"]);
    assert_eq!(v["key"], "demo");
    assert_eq!(v["name"], "Demo Skill");
    assert_eq!(v["scope"], "project");
    assert!(crate::same_path(&v["path"], &dir));
    assert!(
        v["text"]
            .as_str()
            .is_some_and(|t| t.contains("# Skill: Demo Skill"))
    );
}

#[test]
fn unknown_skill_suggests_available_ones() {
    let sb = Sandbox::new();
    demo(&sb);
    sb.lemon(&["skill", "read", "demoo"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("demoo"))
        .stderr(predicate::str::contains("hint:"));
}

#[test]
fn hidden_and_disabled_skills_are_still_readable() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    write_skill(
        &root,
        "secret",
        "---\nname: secret\ndescription: s\nhide: true\n---\nHIDDEN BODY\n",
    );
    write_skill(
        &root,
        "off",
        "---\nname: off\ndescription: o\n---\nOFF BODY\n",
    );
    std::fs::write(
        sb.repo.join(".lemon/skills.json"),
        r#"{"disabled":["off"]}"#,
    )
    .expect("write");
    assert!(
        sb.text(&["skill", "read", "secret"])
            .contains("HIDDEN BODY")
    );
    let off = sb.text(&["skill", "read", "off"]);
    assert!(
        off.contains("OFF BODY") && off.contains("hidden"),
        "activation shows hidden: {off}"
    );
}
