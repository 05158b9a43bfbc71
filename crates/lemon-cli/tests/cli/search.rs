//! `lemon skill search`: ranking signals, filters, `--max` and the JSON shape.

use predicates::prelude::*;
use serde_json::Value;

use crate::{Sandbox, keys, row, rows, write_skill};

/// `skill search ARGS --json`'s `results` array, after checking the answer's shape.
fn search(sb: &Sandbox, args: &[&str]) -> Value {
    let mut argv = vec!["skill", "search"];
    argv.extend_from_slice(args);
    argv.push("--json");
    let answer = sb.json(&argv);
    let fields: Vec<&str> = answer
        .as_object()
        .expect("search --json prints an object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(fields, ["results", "cut", "withheld"], "{answer}");
    answer["results"].clone()
}

/// `skill search ARGS --json`'s `(cut, withheld, result keys)`.
fn cut(sb: &Sandbox, args: &[&str]) -> (String, u64, Vec<String>) {
    let mut argv = vec!["skill", "search"];
    argv.extend_from_slice(args);
    argv.push("--json");
    let answer = sb.json(&argv);
    (
        answer["cut"].as_str().expect("cut is a string").to_string(),
        answer["withheld"].as_u64().expect("withheld is a count"),
        keys(&answer["results"]),
    )
}

fn skill(name: &str, description: &str, extra: &str, body: &str) -> String {
    format!("---\nname: {name}\ndescription: {description}\n{extra}---\n{body}\n")
}

#[test]
fn description_match_ranks_first_and_scores_descend() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    write_skill(
        &root,
        "foo-skill",
        &skill("foo-skill", "Helps with foo tasks", "", "body"),
    );
    write_skill(
        &root,
        "bar-skill",
        &skill("bar-skill", "Helps with bar tasks", "", "body"),
    );
    let json = search(&sb, &["need foo help"]);
    assert_eq!(
        keys(&json).first().map(String::as_str),
        Some("foo-skill"),
        "{json}"
    );
    let scores: Vec<f64> = rows(&json)
        .iter()
        .map(|r| r["score"].as_f64().expect("score is a number"))
        .collect();
    assert!(
        scores.windows(2).all(|w| w[0] >= w[1]),
        "best first: {scores:?}"
    );
    let first = &rows(&json)[0];
    for field in [
        "key",
        "name",
        "description",
        "scope",
        "path",
        "enabled",
        "hidden",
        "ready",
        "score",
    ] {
        assert!(first.get(field).is_some(), "search row lacks {field}");
    }
}

#[test]
fn a_word_only_in_the_body_still_selects_the_skill() {
    let sb = Sandbox::new();
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "deployer",
        &skill(
            "deployer",
            "Ship things",
            "",
            "Run kubectl apply -f manifest.yaml",
        ),
    );
    let json = search(&sb, &["kubectl"]);
    assert!(row(&json, "deployer").is_some(), "{json}");
}

#[test]
fn exact_key_outranks_partial_match() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    write_skill(
        &root,
        "kubernetes",
        &skill("kubernetes", "Cluster work", "", "body"),
    );
    write_skill(
        &root,
        "kubernetes-helper",
        &skill(
            "kubernetes-helper",
            "kubernetes helper for kubernetes",
            "",
            "body",
        ),
    );
    let json = search(&sb, &["kubernetes"]);
    assert_eq!(
        keys(&json).first().map(String::as_str),
        Some("kubernetes"),
        "{json}"
    );
}

#[test]
fn keyword_match_outranks_no_match() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    write_skill(
        &root,
        "alpha",
        &skill("alpha", "Generic helper", "keywords: [terraform]\n", "body"),
    );
    write_skill(&root, "beta", &skill("beta", "Generic helper", "", "body"));
    let json = search(&sb, &["terraform"]);
    assert_eq!(keys(&json).first().map(String::as_str), Some("alpha"));
    assert!(row(&json, "beta").is_none(), "no signal, no result: {json}");
}

#[test]
fn disabled_and_hidden_skills_never_appear_but_stay_listed() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    write_skill(
        &root,
        "docker-off",
        &skill("docker-off", "docker builds", "", "body"),
    );
    write_skill(
        &root,
        "docker-hidden",
        &skill("docker-hidden", "docker images", "hide: true\n", "body"),
    );
    write_skill(
        &root,
        "docker-shown",
        &skill("docker-shown", "docker compose", "", "body"),
    );
    std::fs::write(
        sb.repo.join(".lemon/skills.json"),
        r#"{"disabled": ["docker-off"]}"#,
    )
    .expect("write skills.json");
    let found = search(&sb, &["docker", "--max", "10"]);
    assert_eq!(keys(&found), vec!["docker-shown".to_string()], "{found}");

    let listed = sb.json(&["skill", "list", "--json"]);
    let off = row(&listed, "docker-off").expect("disabled still listed");
    assert_eq!(off["status"], "disabled");
    assert_eq!(off["enabled"], false);
    let hidden = row(&listed, "docker-hidden").expect("hidden still listed");
    assert_eq!(hidden["hidden"], true);
    sb.lemon(&["skill", "list"])
        .assert()
        .success()
        .stdout(predicate::str::contains("active (hidden)"))
        .stdout(predicate::str::contains("disabled"));
}

#[test]
fn max_limits_results_and_default_is_three() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    for i in 0..6 {
        let key = format!("pdf-tool-{i}");
        write_skill(&root, &key, &skill(&key, "pdf processing", "", "body"));
    }
    assert_eq!(rows(&search(&sb, &["pdf"])).len(), 3);
    let five = search(&sb, &["pdf", "--max", "5"]);
    assert_eq!(rows(&five).len(), 5);
    // Equal scores: ties broken by key.
    let ks = keys(&five);
    let mut sorted = ks.clone();
    sorted.sort();
    assert_eq!(ks, sorted);
}

#[test]
fn project_skill_outranks_equally_relevant_global_one() {
    let sb = Sandbox::new();
    write_skill(
        &sb.agent.join("skill"),
        "aaa-global",
        &skill("aaa-global", "lint rust code", "", "b"),
    );
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "zzz-project",
        &skill("zzz-project", "lint rust code", "", "b"),
    );
    let json = search(&sb, &["lint rust code"]);
    assert_eq!(
        keys(&json).first().map(String::as_str),
        Some("zzz-project"),
        "{json}"
    );
}

#[test]
fn human_output_and_no_match() {
    let sb = Sandbox::new();
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "grafana",
        &skill("grafana", "Dashboards", "", "b"),
    );
    sb.lemon(&["skill", "search", "grafana"])
        .assert()
        .success()
        .stdout(predicate::str::contains("grafana"))
        .stdout(predicate::str::contains("SCORE"));
    let json = search(&sb, &["zzqqxx-nothing-matches"]);
    assert!(rows(&json).is_empty());
    sb.lemon(&["skill", "search", "zzqqxx-nothing-matches"])
        .assert()
        .success()
        .stdout(predicate::str::contains("No skill matches"));
}

#[test]
fn cut_says_why_the_answer_has_its_length() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    write_skill(
        &root,
        "terraform-test",
        &skill(
            "terraform-test",
            "Write and run tests for Terraform modules",
            "",
            "body",
        ),
    );
    write_skill(
        &root,
        "terraform-style",
        &skill(
            "terraform-style",
            "Format Terraform code the conventional way",
            "",
            "body",
        ),
    );
    write_skill(
        &root,
        "deployer",
        &skill("deployer", "Ship things", "", "Run kubectl apply"),
    );
    for i in 0..4 {
        let key = format!("pdf-tool-{i}");
        write_skill(&root, &key, &skill(&key, "pdf processing", "", "body"));
    }

    // No skill shares a word with the request.
    assert_eq!(cut(&sb, &["zzqqxx wwvvyy"]), ("no_match".into(), 0, vec![]));
    // A word in common, but no skill is a confident match.
    assert_eq!(
        cut(&sb, &["ship a birthday cake to my grandmother in lisbon"]),
        ("below_floor".into(), 0, vec![])
    );
    // One good answer and nothing else plausible.
    assert_eq!(
        cut(&sb, &["kubectl"]),
        ("below_floor".into(), 0, vec!["deployer".to_string()])
    );
    // The request is one skill's name: the other Terraform skill is plausible on its
    // own but far behind.
    assert_eq!(
        cut(&sb, &["terraform test"]),
        ("below_best".into(), 0, vec!["terraform-test".to_string()])
    );
    // Four equally good answers for three places.
    let (why, withheld, found) = cut(&sb, &["pdf"]);
    assert_eq!((why.as_str(), withheld, found.len()), ("max_reached", 0, 3));
    let (why, _, found) = cut(&sb, &["pdf", "--max", "10"]);
    assert_eq!((why.as_str(), found.len()), ("below_floor", 4));

    // The only match is disabled: nothing, and it says so.
    std::fs::write(
        sb.repo.join(".lemon/skills.json"),
        r#"{"disabled": ["deployer"]}"#,
    )
    .expect("write skills.json");
    assert_eq!(cut(&sb, &["kubectl"]), ("filtered".into(), 1, vec![]));
    sb.lemon(&["skill", "search", "kubectl"])
        .assert()
        .success()
        .stdout(predicate::str::contains("No skill matches"))
        .stdout(predicate::str::contains(
            "1 matching skill(s) are disabled or hidden",
        ));
}

#[test]
fn human_output_says_when_max_cut_the_list() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    for i in 0..3 {
        let key = format!("pdf-tool-{i}");
        write_skill(&root, &key, &skill(&key, "pdf processing", "", "body"));
    }
    sb.lemon(&["skill", "search", "pdf", "--max", "2"])
        .assert()
        .success()
        .stdout(predicate::str::contains("more skills qualify: `--max 4`"));
    sb.lemon(&["skill", "search", "pdf"])
        .assert()
        .success()
        .stdout(predicate::str::contains("more skills qualify").not());
}
