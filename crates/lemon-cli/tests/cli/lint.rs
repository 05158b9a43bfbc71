//! `lemon skill lint`: strict checks, exit codes and the findings array.

use predicates::prelude::*;
use serde_json::Value;

use crate::{Sandbox, skill_md, write_skill};

fn findings(sb: &Sandbox, args: &[&str]) -> (i32, Vec<Value>) {
    let out = sb.lemon(args).output().expect("run");
    let code = out.status.code().expect("exit code");
    let v: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&out.stdout)));
    (code, v.as_array().expect("array").clone())
}

#[test]
fn clean_skills_pass() {
    let sb = Sandbox::new();
    let root = sb.repo.join("skills");
    write_skill(&root, "good", &skill_md("good", "A good skill."));
    let root_s = root.to_str().expect("utf-8 path");
    sb.lemon(&["skill", "lint", root_s]).assert().success();
    let (code, f) = findings(&sb, &["skill", "lint", root_s, "--json"]);
    assert_eq!(code, 0);
    assert!(f.is_empty(), "{f:?}");
}

#[test]
fn errors_fail_with_exit_1_and_structured_findings() {
    let sb = Sandbox::new();
    let root = sb.repo.join("skills");
    write_skill(&root, "good", &skill_md("good", "fine"));
    let bad = write_skill(&root, "no-desc", "---\nname: no-desc\n---\nbody\n");
    let root_s = root.to_str().expect("utf-8 path");
    sb.lemon(&["skill", "lint", root_s])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("missing_description"));
    let (code, f) = findings(&sb, &["skill", "lint", root_s, "--json"]);
    assert_eq!(code, 1);
    let hit = f
        .iter()
        .find(|x| x["code"] == "missing_description")
        .expect("missing_description finding");
    assert_eq!(hit["level"], "error");
    assert!(hit["message"].as_str().is_some_and(|m| !m.is_empty()));
    assert!(
        hit["path"].as_str().is_some_and(|p| p.contains("no-desc")),
        "path names the skill: {hit} (dir {})",
        bad.display()
    );
    assert!(
        hit.get("line").is_some(),
        "line is present (number or null)"
    );
    for x in &f {
        assert!(["error", "warning"].contains(&x["level"].as_str().unwrap_or("")));
    }
}

#[test]
fn warnings_fail_only_with_strict() {
    let sb = Sandbox::new();
    let root = sb.repo.join("skills");
    write_skill(
        &root,
        "soft",
        "---\nname: soft\ndescription: warns\nhide: \"yes\"\n---\nbody\n",
    );
    let root_s = root.to_str().expect("utf-8 path");
    let (code, f) = findings(&sb, &["skill", "lint", root_s, "--json"]);
    assert_eq!(code, 0, "{f:?}");
    assert!(f.iter().any(|x| x["level"] == "warning"), "{f:?}");
    let (code, _) = findings(&sb, &["skill", "lint", root_s, "--strict", "--json"]);
    assert_eq!(code, 1);
}

#[test]
fn parse_errors_carry_a_line() {
    let sb = Sandbox::new();
    let root = sb.repo.join("skills");
    write_skill(
        &root,
        "broken",
        "---\nname: broken\ndescription: ok\nplatforms: [linux, amiga]\n---\nbody\n",
    );
    let root_s = root.to_str().expect("utf-8 path");
    let (code, f) = findings(&sb, &["skill", "lint", root_s, "--json"]);
    assert_eq!(code, 1);
    assert!(
        f.iter()
            .any(|x| x["level"] == "error"
                && x["message"].as_str().is_some_and(|m| m.contains("amiga"))),
        "{f:?}"
    );
}

#[test]
fn a_single_skill_directory_can_be_linted() {
    let sb = Sandbox::new();
    let dir = write_skill(
        &sb.repo.join("skills"),
        "one",
        "---\nname: one\n---\nbody\n",
    );
    let (code, f) = findings(
        &sb,
        &["skill", "lint", dir.to_str().expect("utf-8"), "--json"],
    );
    assert_eq!(code, 1);
    assert!(
        f.iter().any(|x| x["code"] == "missing_description"),
        "{f:?}"
    );
}

#[test]
fn relative_paths_are_taken_from_cwd() {
    let sb = Sandbox::new();
    write_skill(
        &sb.repo.join("skills"),
        "bad",
        "---\nname: bad\n---\nbody\n",
    );
    // The process runs elsewhere; --cwd decides what "skills" means.
    let out = sb
        .lemon(&["skill", "lint", "skills", "--json"])
        .current_dir(&sb.home)
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(1));
    let f: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(
        f.as_array()
            .is_some_and(|a| a.iter().any(|x| x["skill"] == "bad")),
        "{f}"
    );
}

#[test]
fn no_path_lints_the_builtins_which_pass() {
    let sb = Sandbox::new();
    sb.lemon(&["skill", "lint"]).assert().success();
}

#[test]
fn a_missing_path_is_an_error_not_a_panic() {
    let sb = Sandbox::new();
    let missing = sb.repo.join("does-not-exist");
    sb.lemon(&["skill", "lint", missing.to_str().expect("utf-8")])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("panicked").not());
}

#[test]
fn every_error_of_a_skill_is_in_the_findings() {
    let sb = Sandbox::new();
    let root = sb.repo.join("skills");
    write_skill(
        &root,
        "both",
        &format!(
            "---\nname: \"bo\u{2067}th\"\ndescription: {}\n---\nbody\n",
            "d".repeat(1030)
        ),
    );
    let root_s = root.to_str().expect("utf-8 path");
    let (code, f) = findings(&sb, &["skill", "lint", root_s, "--json"]);
    assert_eq!(code, 1);
    let errors: Vec<&str> = f
        .iter()
        .filter(|x| x["level"] == "error")
        .map(|x| x["message"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(errors.len(), 2, "{f:#?}");
    assert!(
        errors[0].contains("`name` contains the bidirectional"),
        "{errors:?}"
    );
    assert!(
        errors[1].contains("`description` is 1030 characters"),
        "{errors:?}"
    );
    assert!(
        f.iter()
            .all(|x| x["skill"] == "both" && x["code"] == "invalid_manifest")
    );
}
