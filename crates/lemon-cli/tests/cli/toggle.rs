//! `lemon skill enable` / `disable`: the project and global `skills.json` files.

use predicates::prelude::*;
use serde_json::{Value, json};

use crate::{Sandbox, row, skill_md, write_skill};

fn read_json(path: &std::path::Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).expect("skills.json is JSON")
}

#[test]
fn project_round_trip_touches_only_the_project_file() {
    let sb = Sandbox::new();
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "local-skill",
        &skill_md("local-skill", "l"),
    );
    let global_file = sb.agent.join("skills.json");
    std::fs::write(&global_file, "{\"disabled\": [\"other\"], \"custom\": 1}\n").expect("write");
    let before = std::fs::read(&global_file).expect("read");
    let project_file = sb.repo.join(".lemon/skills.json");

    sb.lemon(&["skill", "disable", "local-skill"])
        .assert()
        .success();
    assert_eq!(
        read_json(&project_file),
        json!({"disabled": ["local-skill"]})
    );
    let listed = sb.json(&["skill", "list", "--json"]);
    let r = row(&listed, "local-skill").expect("still listed");
    assert_eq!(r["status"], "disabled");
    assert_eq!(r["enabled"], false);
    assert_eq!(r["ready"], false);

    // Idempotent.
    sb.lemon(&["skill", "disable", "local-skill"])
        .assert()
        .success();
    assert_eq!(
        read_json(&project_file),
        json!({"disabled": ["local-skill"]})
    );

    sb.lemon(&["skill", "enable", "local-skill"])
        .assert()
        .success();
    assert_eq!(read_json(&project_file), json!({"disabled": []}));
    let listed = sb.json(&["skill", "list", "--json"]);
    assert_eq!(
        row(&listed, "local-skill").expect("listed")["enabled"],
        true
    );

    assert_eq!(
        std::fs::read(&global_file).expect("read"),
        before,
        "global untouched"
    );
}

#[test]
fn global_round_trip_and_other_keys_are_preserved() {
    let sb = Sandbox::new();
    write_skill(
        &sb.agent.join("skill"),
        "g-skill",
        &skill_md("g-skill", "g"),
    );
    let global_file = sb.agent.join("skills.json");
    std::fs::write(&global_file, r#"{"skills": {"g-skill": {"timeout": 10}}}"#).expect("write");

    let out = sb.json(&["skill", "disable", "g-skill", "--global", "--json"]);
    assert_eq!(out["key"], "g-skill");
    assert_eq!(out["enabled"], false);
    assert_eq!(out["scope"], "global");
    assert!(crate::same_path(&out["file"], &global_file), "{out}");

    let v = read_json(&global_file);
    assert_eq!(v["disabled"], json!(["g-skill"]));
    assert_eq!(v["skills"]["g-skill"]["timeout"], 10, "other keys kept");
    assert!(
        !sb.repo.join(".lemon/skills.json").exists(),
        "project file untouched"
    );

    // Disabled in every project that has no disabled list of its own.
    let elsewhere = sb.outside.join("elsewhere");
    std::fs::create_dir_all(elsewhere.join(".git")).expect("mkdir");
    let listed = sb.json_in(&elsewhere, &["skill", "list", "--json"]);
    assert_eq!(
        row(&listed, "g-skill").expect("listed")["status"],
        "disabled"
    );

    sb.lemon(&["skill", "enable", "g-skill", "--global"])
        .assert()
        .success();
    assert_eq!(read_json(&global_file)["disabled"], json!([]));
    let listed = sb.json(&["skill", "list", "--json"]);
    assert_eq!(row(&listed, "g-skill").expect("listed")["status"], "active");
}

#[test]
fn project_disabled_list_replaces_the_global_one() {
    let sb = Sandbox::new();
    write_skill(
        &sb.agent.join("skill"),
        "g-skill",
        &skill_md("g-skill", "g"),
    );
    sb.lemon(&["skill", "disable", "g-skill", "--global"])
        .assert()
        .success();
    // A project file with its own (empty) disabled list: the global list no longer
    // applies here, and the CLI says so instead of pretending the skill is off.
    std::fs::create_dir_all(sb.repo.join(".lemon")).expect("mkdir");
    std::fs::write(sb.repo.join(".lemon/skills.json"), r#"{"disabled": []}"#).expect("write");
    let listed = sb.json(&["skill", "list", "--json"]);
    assert_eq!(row(&listed, "g-skill").expect("listed")["enabled"], true);
    sb.lemon(&["skill", "disable", "g-skill", "--global"])
        .assert()
        .success()
        .stderr(predicate::str::contains("warning:"));
}

#[test]
fn disabling_an_unknown_key_is_saved_with_a_warning() {
    let sb = Sandbox::new();
    sb.lemon(&["skill", "disable", "not-installed-yet"])
        .assert()
        .success()
        .stderr(predicate::str::contains("warning:"))
        .stderr(predicate::str::contains("not-installed-yet"));
    assert_eq!(
        read_json(&sb.repo.join(".lemon/skills.json")),
        json!({"disabled": ["not-installed-yet"]})
    );
}

#[test]
fn a_malformed_skills_json_is_not_fatal() {
    let sb = Sandbox::new();
    write_skill(&sb.repo.join(".lemon/skill"), "s", &skill_md("s", "d"));
    std::fs::write(sb.repo.join(".lemon/skills.json"), "{ not json").expect("write");
    let listed = sb.json(&["skill", "list", "--json"]);
    assert_eq!(row(&listed, "s").expect("listed")["enabled"], true);
    sb.lemon(&["skill", "disable", "s"]).assert().success();
    assert_eq!(
        read_json(&sb.repo.join(".lemon/skills.json")),
        json!({"disabled": ["s"]})
    );
}

#[test]
fn concurrent_disables_all_survive() {
    let sb = Sandbox::new();
    let children: Vec<_> = (0..8)
        .map(|i| {
            sb.std_command(&sb.repo, &["skill", "disable", &format!("k{i}")])
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("spawn")
        })
        .collect();
    for mut child in children {
        assert!(child.wait().expect("wait").success());
    }
    let v = read_json(&sb.repo.join(".lemon/skills.json"));
    let mut disabled: Vec<String> = v["disabled"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|k| k.as_str().map(str::to_string))
        .collect();
    disabled.sort();
    let expected: Vec<String> = (0..8).map(|i| format!("k{i}")).collect();
    assert_eq!(
        disabled, expected,
        "every write made under the lock survives"
    );
}

/// The names in `dir` of the temporary files `write_atomic` makes for `skills.json`.
fn skills_json_temporaries(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("read dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".skills.json.tmp."))
        .collect();
    names.sort();
    names
}

#[test]
fn the_next_writer_removes_what_killed_writers_left() {
    let sb = Sandbox::new();
    let dir = sb.repo.join(".lemon");
    sb.lemon(&["skill", "disable", "a"]).assert().success();
    // Two real processes stand in for writers: one killed (its pid is dead), one alive.
    let mut killed = std::process::Command::new("sleep")
        .arg("60")
        .spawn()
        .expect("spawn");
    let mut alive = std::process::Command::new("sleep")
        .arg("60")
        .spawn()
        .expect("spawn");
    killed.kill().expect("SIGKILL");
    killed.wait().expect("reap");
    let leftover = dir.join(format!(".skills.json.tmp.{}.k1LLed", killed.id()));
    let in_flight = dir.join(format!(".skills.json.tmp.{}.a1iVe0", alive.id()));
    std::fs::write(&leftover, b"{\"disabled\": [\"a\", \"b").expect("write");
    std::fs::write(&in_flight, b"{\"disabled\": [").expect("write");

    sb.lemon(&["skill", "enable", "a"]).assert().success();
    assert!(!leftover.exists(), "a dead writer's temporary file stays");
    assert!(
        in_flight.exists(),
        "a live writer's temporary file was removed"
    );
    assert_eq!(read_json(&dir.join("skills.json")), json!({"disabled": []}));
    alive.kill().expect("SIGKILL");
    alive.wait().expect("reap");
}

#[cfg(unix)]
#[test]
fn writers_killed_mid_write_leave_no_torn_file_and_no_lasting_leftovers() {
    let sb = Sandbox::new();
    let dir = sb.repo.join(".lemon");
    sb.lemon(&["skill", "disable", "seed"]).assert().success();
    for round in 0..40u64 {
        let mut child = sb
            .std_command(&sb.repo, &["skill", "disable", &format!("k{round}")])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("spawn");
        // Kill at a spread of instants across the process's short life.
        std::thread::sleep(std::time::Duration::from_micros(250 * (round % 16)));
        let _ = child.kill();
        child.wait().expect("reap");
        // Whatever instant it died at, the file is the old one or the new one.
        let v = read_json(&dir.join("skills.json"));
        assert!(v["disabled"].is_array(), "torn skills.json: {v}");
    }
    // A killed writer may have left a temporary file; the next writer removes them all.
    sb.lemon(&["skill", "disable", "last"]).assert().success();
    assert_eq!(skills_json_temporaries(&dir), Vec::<String>::new());
    // A lock left by a killed holder was taken over, not waited on for its whole age.
    assert!(!dir.join("skills.json.lock").exists());
}
