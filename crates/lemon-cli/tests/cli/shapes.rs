//! The `--json` shapes of docs/cli.md, field by field: a field added or removed here
//! must be added to or removed from the documentation too (and removing one breaks
//! users, which the docs promise not to do).

use std::collections::BTreeSet;

use serde_json::Value;

use crate::{Sandbox, row, rows, skill_md, write_skill};

fn fields(v: &Value) -> BTreeSet<String> {
    v.as_object()
        .unwrap_or_else(|| panic!("not an object: {v}"))
        .keys()
        .cloned()
        .collect()
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

const ROW: &[&str] = &[
    "key",
    "name",
    "description",
    "scope",
    "path",
    "root",
    "enabled",
    "hidden",
    "ready",
    "status",
    "reason",
    "category",
    "tags",
    "keywords",
];

const READINESS: &[&str] = &[
    "activation_state",
    "ready",
    "platform_compatible",
    "missing_bins",
    "missing_config",
    "missing_env_vars",
    "missing_tools",
    "disabled",
    "error",
];

#[test]
fn every_json_shape_matches_the_docs() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    write_skill(&root, "demo", &skill_md("demo", "A demo skill"));
    write_skill(
        &sb.agent.join("skill"),
        "demo",
        &skill_md("demo", "global copy"),
    );
    write_skill(&root, "broken", "---\nname: broken\n");

    let list = sb.json(&["skill", "list", "--json"]);
    assert_eq!(fields(row(&list, "demo").expect("demo")), set(ROW));

    let all = sb.json(&["skill", "list", "--all", "--json"]);
    let mut with_warnings = set(ROW);
    with_warnings.insert("warnings".into());
    let demo = rows(&all)
        .iter()
        .find(|r| r["key"] == "demo" && r["status"] == "active")
        .expect("demo");
    assert_eq!(fields(demo), with_warnings);
    let invalid = rows(&all)
        .iter()
        .find(|r| r["status"] == "invalid")
        .expect("invalid row");
    assert_eq!(fields(invalid), set(ROW));
    let shadowed = rows(&all)
        .iter()
        .find(|r| r["status"] == "shadowed")
        .expect("shadowed row");
    let mut shadow_fields = set(ROW);
    shadow_fields.insert("shadowed_by".into());
    assert_eq!(fields(shadowed), shadow_fields);

    let search = sb.json(&["skill", "search", "demo", "--json"]);
    assert_eq!(fields(&search), set(&["results", "cut", "withheld"]));
    assert!(
        search["cut"].is_string() && search["withheld"].is_u64(),
        "{search}"
    );
    let mut search_fields = set(ROW);
    search_fields.insert("score".into());
    assert_eq!(fields(&rows(&search["results"])[0]), search_fields);

    let inspect = sb.json(&["skill", "inspect", "demo", "--json"]);
    let mut inspect_fields = set(ROW);
    for f in ["source", "trust", "readiness", "manifest", "provenance"] {
        inspect_fields.insert(f.into());
    }
    assert_eq!(fields(&inspect), inspect_fields);
    assert_eq!(fields(&inspect["readiness"]), set(READINESS));

    let check = sb.json(&["skill", "check", "demo", "--json"]);
    let mut check_fields = set(READINESS);
    check_fields.insert("key".into());
    check_fields.insert("status".into());
    check_fields.insert("drift".into());
    check_fields.insert("upstream".into());
    assert_eq!(fields(&check), check_fields);
    let check_all = sb.json(&["skill", "check", "--json"]);
    assert!(rows(&check_all).iter().all(|r| fields(r) == check_fields));

    let read = sb.json(&["skill", "read", "demo", "--json"]);
    assert_eq!(
        fields(&read),
        set(&["key", "name", "scope", "path", "view", "text"])
    );
    let uri = sb.json(&["skill", "read", "skill://demo", "--json"]);
    assert_eq!(
        fields(&uri),
        set(&["key", "scope", "trust", "path", "text"])
    );

    let toggled = sb.json(&["skill", "disable", "demo", "--json"]);
    assert_eq!(
        fields(&toggled),
        set(&[
            "key",
            "enabled",
            "scope",
            "file",
            "changed",
            "effective_enabled",
            "known"
        ])
    );

    let prompt = sb.json(&["skill", "prompt", "--json"]);
    assert_eq!(
        fields(&prompt),
        set(&["text", "chars", "budget", "listed", "shortened", "omitted"])
    );

    let out = sb
        .lemon(&["skill", "lint", root.to_str().expect("utf-8"), "--json"])
        .output()
        .expect("run");
    let lint: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(!rows(&lint).is_empty());
    for f in rows(&lint) {
        assert_eq!(
            fields(f),
            set(&["path", "line", "level", "code", "message", "skill"])
        );
    }
}
