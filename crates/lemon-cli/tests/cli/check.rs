//! `lemon skill check`: readiness computed fresh on every run.

use predicates::prelude::*;
use serde_json::json;

use crate::{Sandbox, rows, skill_md, write_skill};

const NEEDS: &str = "---\nname: needs\ndescription: needs things\nrequires:\n  bins: [definitely-not-a-real-binary-xyz, sh]\n  config: [LEMON_TEST_TOKEN_XYZ]\n---\nbody\n";

#[test]
fn a_skill_without_requirements_is_ready() {
    let sb = Sandbox::new();
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "plain",
        &skill_md("plain", "d"),
    );
    sb.lemon(&["skill", "check", "plain"])
        .assert()
        .success()
        .stdout(predicate::str::contains("active"))
        .stdout(predicate::str::contains("all requirements met"));
    let v = sb.json(&["skill", "check", "plain", "--json"]);
    assert_eq!(v["key"], "plain");
    assert_eq!(v["ready"], true);
    assert_eq!(v["activation_state"], "active");
    assert_eq!(v["platform_compatible"], true);
}

#[test]
fn missing_requirements_are_named_and_still_exit_0() {
    let sb = Sandbox::new();
    write_skill(&sb.repo.join(".lemon/skill"), "needs", NEEDS);
    sb.lemon(&["skill", "check", "needs"])
        .assert()
        .success()
        .stdout(predicate::str::contains("not_ready"))
        .stdout(predicate::str::contains("missing"))
        .stdout(predicate::str::contains("definitely-not-a-real-binary-xyz"))
        .stdout(predicate::str::contains("LEMON_TEST_TOKEN_XYZ"));
    let v = sb.json(&["skill", "check", "needs", "--json"]);
    assert_eq!(v["ready"], false);
    assert_eq!(v["activation_state"], "not_ready");
    assert_eq!(
        v["missing_bins"],
        json!(["definitely-not-a-real-binary-xyz"])
    );
    assert_eq!(v["missing_config"], json!(["LEMON_TEST_TOKEN_XYZ"]));

    // Readiness is computed per run: setting the variable fixes that part.
    let out = sb
        .lemon(&["skill", "check", "needs", "--json"])
        .env("LEMON_TEST_TOKEN_XYZ", "set")
        .output()
        .expect("run");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["missing_config"], json!([]));
    // An empty value counts as missing.
    let out = sb
        .lemon(&["skill", "check", "needs", "--json"])
        .env("LEMON_TEST_TOKEN_XYZ", "")
        .output()
        .expect("run");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["missing_config"], json!(["LEMON_TEST_TOKEN_XYZ"]));
}

#[test]
fn wrong_platform_and_disabled_states() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    write_skill(
        &root,
        "win-only",
        "---\nname: win-only\ndescription: d\nplatforms: [win32]\n---\nbody\n",
    );
    write_skill(&root, "needs", NEEDS);
    std::fs::write(
        sb.repo.join(".lemon/skills.json"),
        r#"{"disabled":["needs"]}"#,
    )
    .expect("write");
    let v = sb.json(&["skill", "check", "win-only", "--json"]);
    if cfg!(windows) {
        assert_eq!(v["activation_state"], "active");
    } else {
        assert_eq!(v["activation_state"], "platform_incompatible");
        assert_eq!(v["platform_compatible"], false);
    }
    let v = sb.json(&["skill", "check", "needs", "--json"]);
    assert_eq!(v["disabled"], true);
    assert_eq!(v["activation_state"], "hidden");
    assert_eq!(
        v["missing_bins"],
        json!([]),
        "requirements of a disabled skill are not evaluated"
    );
}

#[test]
fn check_all_lists_every_skill() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    write_skill(&root, "plain", &skill_md("plain", "d"));
    write_skill(&root, "needs", NEEDS);
    let v = sb.json(&["skill", "check", "--json"]);
    let keys: Vec<&str> = rows(&v).iter().filter_map(|r| r["key"].as_str()).collect();
    assert!(keys.contains(&"plain") && keys.contains(&"needs") && keys.contains(&"skill-creator"));
    sb.lemon(&["skill", "check"])
        .assert()
        .success()
        .stdout(predicate::str::contains("needs"))
        .stdout(predicate::str::contains("definitely-not-a-real-binary-xyz"));
}

#[test]
fn unknown_key_fails() {
    let sb = Sandbox::new();
    sb.lemon(&["skill", "check", "ghost"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("error:"))
        .stderr(predicate::str::contains("ghost"));
}
