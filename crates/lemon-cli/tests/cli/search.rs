//! `lemon skill search`: ranking signals, filters, `--max` and the JSON shape.

use predicates::prelude::*;

use crate::{Sandbox, keys, row, rows, write_skill};

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
    let json = sb.json(&["skill", "search", "need foo help", "--json"]);
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
    let json = sb.json(&["skill", "search", "kubectl", "--json"]);
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
    let json = sb.json(&["skill", "search", "kubernetes", "--json"]);
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
    let json = sb.json(&["skill", "search", "terraform", "--json"]);
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
    let found = sb.json(&["skill", "search", "docker", "--max", "10", "--json"]);
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
    assert_eq!(
        rows(&sb.json(&["skill", "search", "pdf", "--json"])).len(),
        3
    );
    let five = sb.json(&["skill", "search", "pdf", "--max", "5", "--json"]);
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
    let json = sb.json(&["skill", "search", "lint rust code", "--json"]);
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
    let json = sb.json(&["skill", "search", "zzqqxx-nothing-matches", "--json"]);
    assert!(rows(&json).is_empty());
    sb.lemon(&["skill", "search", "zzqqxx-nothing-matches"])
        .assert()
        .success()
        .stdout(predicate::str::contains("No skill matches"));
}
