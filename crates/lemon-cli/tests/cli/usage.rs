//! `lemon skill usage` and `lemon skill curator` against real sidecar files: loads
//! recorded by `lemon skill read` (twenty processes at once), tracking turned off, and
//! a curator pass over agent-written skills with its report and state.

use serde_json::{Value, json};

use crate::{Sandbox, skill_md, write_skill};

fn usage_of(sb: &Sandbox, key: &str) -> Option<Value> {
    let rows = sb.json(&["skill", "usage", "--json"]);
    rows.as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == key)
        .cloned()
}

#[test]
fn reads_are_counted_even_from_twenty_processes_at_once() {
    let sb = Sandbox::new();
    write_skill(
        &sb.agent.join("skill"),
        "pdf",
        &skill_md("pdf", "Read PDFs"),
    );
    sb.text(&["skill", "read", "pdf"]);
    sb.text(&["skill", "read", "pdf", "--view", "summary"]);
    let row = usage_of(&sb, "pdf").expect("a row for pdf");
    assert_eq!(row["load_count"], 2);
    assert_eq!(row["lifecycle_state"], "active");
    assert_eq!(row["agent_authored"], false);
    assert_eq!(row["idle_days"], 0);

    let children: Vec<_> = (0..20)
        .map(|_| {
            sb.std_command(&sb.repo, &["skill", "read", "pdf"])
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for mut child in children {
        assert!(child.wait().unwrap().success());
    }
    assert_eq!(usage_of(&sb, "pdf").unwrap()["load_count"], 22);

    // A miss records nothing.
    let _ = sb.lemon(&["skill", "read", "nope"]).output().unwrap();
    assert!(usage_of(&sb, "nope").is_none());
}

#[test]
fn tracking_can_be_turned_off() {
    let sb = Sandbox::new();
    write_skill(
        &sb.agent.join("skill"),
        "pdf",
        &skill_md("pdf", "Read PDFs"),
    );
    let out = sb
        .lemon(&["skill", "read", "pdf"])
        .env("LEMON_SKILLS_USAGE", "off")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(!sb.agent.join("skills.usage.log").exists());
    assert!(!sb.agent.join("skills.usage.json").exists());
    assert_eq!(sb.json(&["skill", "usage", "--json"]), json!([]));
}

#[test]
fn project_skills_are_counted_in_the_project_sidecar() {
    let sb = Sandbox::new();
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "local-one",
        &skill_md("local-one", "Here"),
    );
    sb.text(&["skill", "read", "local-one"]);
    assert!(sb.repo.join(".lemon/skills.usage.log").is_file());
    let rows = sb.json(&["skill", "usage", "--local", "--json"]);
    assert_eq!(rows[0]["name"], "local-one");
    assert_eq!(sb.json(&["skill", "usage", "--json"]), json!([]));
}

#[test]
fn the_curator_archives_stale_agent_skills_and_reports() {
    let sb = Sandbox::new();
    std::fs::write(
        sb.agent.join("skills.usage.json"),
        json!({"version": 1, "skills": {
            "old-helper": {"created_by": "agent", "created_at": "2025-01-01T00:00:00Z", "last_loaded_at": "2025-01-02T00:00:00Z"},
            "pinned-helper": {"created_by": "agent", "created_at": "2025-01-01T00:00:00Z", "lifecycle_state": "pinned"},
            "users-own": {"last_loaded_at": "2025-01-02T00:00:00Z"}
        }})
        .to_string(),
    )
    .unwrap();
    let dry = sb.json(&["skill", "curator", "run", "--dry-run", "--json"]);
    assert_eq!(dry["summary"], "checked=2 stale=0 archived=1 reactivated=0");
    assert!(dry["report_path"].is_null());
    assert_eq!(dry["dry_run"], true);
    assert_eq!(
        dry["state_transitions"],
        json!([{"name": "old-helper", "from": "active", "to": "archived"}])
    );
    assert_eq!(dry["disabled"], json!(["old-helper"]));
    assert!(
        !sb.agent.join("skills.json").exists(),
        "a dry run writes nothing"
    );
    let text = sb.text(&["skill", "curator", "run", "--dry-run"]);
    assert!(
        text.contains("  Would change old-helper: active -> archived"),
        "{text}"
    );
    assert!(
        text.contains("  Would disable in skills.json: old-helper"),
        "{text}"
    );
    assert!(
        text.contains("(dry run: nothing was changed, no report written)"),
        "{text}"
    );
    assert_eq!(
        sb.json(&["skill", "curator", "status", "--json"])["run_count"],
        0
    );

    let run = sb.json(&["skill", "curator", "run", "--json"]);
    assert_eq!(
        (&run["dry_run"], &run["disabled"]),
        (&json!(false), &json!(["old-helper"]))
    );
    assert_eq!(
        run["state_transitions"],
        json!([{"name": "old-helper", "from": "active", "to": "archived"}])
    );
    let report = std::path::PathBuf::from(run["report_path"].as_str().unwrap());
    assert!(report.starts_with(sb.agent.join("logs/curator")));
    assert!(report.with_file_name("REPORT.md").is_file());
    let config: Value =
        serde_json::from_str(&std::fs::read_to_string(sb.agent.join("skills.json")).unwrap())
            .unwrap();
    assert_eq!(config["disabled"], json!(["old-helper"]));

    let status = sb.json(&["skill", "curator", "status", "--json"]);
    assert_eq!(status["run_count"], 1);
    assert_eq!(status["last_report_path"], run["report_path"]);
    let prompt = sb.text(&["skill", "curator", "run", "--prompt"]);
    assert!(
        prompt.contains("Lemon's background skill curator"),
        "{prompt}"
    );
    assert!(prompt.contains("- pinned-helper state=pinned"), "{prompt}");

    assert_eq!(
        sb.json(&["skill", "curator", "pause", "--json"])["paused"],
        true
    );
    assert!(
        sb.text(&["skill", "curator", "status"])
            .contains("paused:       true")
    );
    assert_eq!(
        sb.json(&["skill", "curator", "resume", "--json"])["paused"],
        false
    );
}

#[test]
fn loads_are_logged_as_json_events_without_the_content() {
    let sb = Sandbox::new();
    write_skill(
        &sb.agent.join("skill"),
        "pdf",
        &format!("{}\nTHE-BODY-TEXT\n", skill_md("pdf", "Read PDFs")),
    );
    let out = sb
        .lemon(&["skill", "read", "pdf"])
        .env("LEMON_LOG", "lemon::skills=info")
        .env("LEMON_LOG_FORMAT", "json")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("THE-BODY-TEXT"));
    let stderr = String::from_utf8(out.stderr).unwrap();
    let event: Value = serde_json::from_str(stderr.lines().next().expect("one event")).unwrap();
    assert_eq!(event["target"], "lemon::skills");
    assert_eq!(event["fields"]["event"], "skill_load");
    assert_eq!(event["fields"]["key"], "pdf");
    assert!(!stderr.contains("THE-BODY-TEXT"), "{stderr}");
    // Without LEMON_LOG nothing is logged.
    let quiet = sb
        .lemon(&["skill", "read", "pdf"])
        .env_remove("RUST_LOG")
        .output()
        .unwrap();
    assert!(quiet.stderr.is_empty());
}
