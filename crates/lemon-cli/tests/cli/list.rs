//! `lemon skill list` and `inspect`: every discovery root, precedence, overrides,
//! the `--all` view of shadowed/invalid skills, and the JSON shape.

use predicates::prelude::*;

use crate::{Sandbox, canon, keys, row, rows, same_path, skill_md, write_skill};

#[test]
fn fresh_setup_lists_the_builtin_skills() {
    let sb = Sandbox::new();
    let out = sb.lemon(&["skill", "list"]).assert().success();
    let text = String::from_utf8_lossy(&out.get_output().stdout).to_string();
    let header = text.lines().next().expect("a header line");
    for col in ["KEY", "STATUS", "SCOPE", "DESCRIPTION"] {
        assert!(header.contains(col), "header {header:?} lacks {col}");
    }
    assert!(text.contains("skill-creator"), "{text}");
    assert!(text.contains("builtin"), "{text}");
    let footer = text.lines().last().expect("a footer");
    assert!(footer.ends_with("skill(s)"), "footer: {footer:?}");

    let json = sb.json(&["skill", "list", "--json"]);
    assert!(rows(&json).len() >= 3, "at least three built-ins: {json}");
    let creator = row(&json, "skill-creator").expect("skill-creator listed");
    assert_eq!(creator["scope"], "builtin");
}

#[test]
fn list_json_rows_have_the_documented_fields() {
    let sb = Sandbox::new();
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "demo",
        &skill_md("Demo", "A demo."),
    );
    let json = sb.json(&["skill", "list", "--json"]);
    for r in rows(&json) {
        for field in [
            "key",
            "name",
            "description",
            "scope",
            "path",
            "enabled",
            "hidden",
            "ready",
            "status",
        ] {
            assert!(r.get(field).is_some(), "row lacks {field}: {r}");
        }
        assert!(["project", "global", "builtin"].contains(&r["scope"].as_str().unwrap_or("")));
    }
    let demo = row(&json, "demo").expect("demo listed");
    assert_eq!(demo["name"], "Demo");
    assert_eq!(demo["description"], "A demo.");
    assert_eq!(demo["scope"], "project");
    assert_eq!(demo["enabled"], true);
    assert_eq!(demo["hidden"], false);
    assert_eq!(demo["ready"], true);
    assert_eq!(demo["status"], "active");
    assert!(same_path(&demo["path"], &sb.repo.join(".lemon/skill/demo")));
    // Sorted by key, byte order.
    let ks = keys(&json);
    let mut sorted = ks.clone();
    sorted.sort();
    assert_eq!(ks, sorted);
}

#[test]
fn walk_from_cwd_up_to_the_repository_root_and_no_further() {
    let sb = Sandbox::new();
    let feature = sb.repo.join("packages/feature");
    std::fs::create_dir_all(&feature).expect("mkdir");
    write_skill(
        &sb.repo.join(".agents/skills"),
        "repo-skill",
        &skill_md("repo-skill", "At the repository root."),
    );
    write_skill(
        &sb.repo.join("packages/.agents/skills"),
        "nested-skill",
        &skill_md("nested-skill", "In between."),
    );
    write_skill(
        &feature.join(".agents/skills"),
        "cwd-skill",
        &skill_md("cwd-skill", "At the working directory."),
    );
    write_skill(
        &sb.outside.join(".agents/skills"),
        "above-skill",
        &skill_md("above-skill", "Above the repository: invisible."),
    );
    let json = sb.json_in(&feature, &["skill", "list", "--json"]);
    for key in ["repo-skill", "nested-skill", "cwd-skill"] {
        let r = row(&json, key).unwrap_or_else(|| panic!("{key} missing: {json}"));
        assert_eq!(r["scope"], "project", "{key}");
    }
    assert!(row(&json, "above-skill").is_none(), "above-skill leaked");
}

#[test]
fn every_compatibility_project_root_is_scanned() {
    let sb = Sandbox::new();
    let sub = sb.repo.join("sub");
    std::fs::create_dir_all(&sub).expect("mkdir");
    for (dir, key) in [
        (".claude/skills", "from-claude"),
        (".codex/skills", "from-codex"),
        (".omp/skills", "from-omp"),
        (".github/skills", "from-github"),
    ] {
        write_skill(&sb.repo.join(dir), key, &skill_md(key, "compat"));
    }
    let json = sb.json_in(&sub, &["skill", "list", "--json"]);
    for key in ["from-claude", "from-codex", "from-omp", "from-github"] {
        assert_eq!(
            row(&json, key).map(|r| &r["scope"]),
            Some(&"project".into()),
            "{key}: {json}"
        );
    }
}

#[test]
fn lemon_skill_beats_agents_skills_in_the_same_project() {
    let sb = Sandbox::new();
    let primary = write_skill(
        &sb.repo.join(".lemon/skill"),
        "dup",
        &skill_md("Primary", "p"),
    );
    write_skill(
        &sb.repo.join(".agents/skills"),
        "dup",
        &skill_md("Compat", "c"),
    );
    let info = sb.json(&["skill", "inspect", "dup", "--json"]);
    assert_eq!(info["name"], "Primary");
    assert!(same_path(&info["path"], &primary), "{info}");
}

#[test]
fn the_copy_closest_to_cwd_wins() {
    let sb = Sandbox::new();
    let child = sb.repo.join("child");
    let near = write_skill(&child.join(".agents/skills"), "dup", &skill_md("Near", "n"));
    write_skill(
        &sb.repo.join(".agents/skills"),
        "dup",
        &skill_md("Far", "f"),
    );
    let info = sb.json_in(&child, &["skill", "inspect", "dup", "--json"]);
    assert_eq!(info["name"], "Near");
    assert!(same_path(&info["path"], &near), "{info}");
}

#[test]
fn global_roots_and_their_overrides() {
    let sb = Sandbox::new();
    write_skill(
        &sb.agent.join("skill"),
        "agent-skill",
        &skill_md("a", "agent dir"),
    );
    let harness = write_skill(&sb.harness, "harness-skill", &skill_md("h", "harness"));
    write_skill(&sb.omp, "omp-skill", &skill_md("o", "omp"));
    write_skill(&sb.claude, "claude-skill", &skill_md("c", "claude"));
    write_skill(&sb.codex, "codex-skill", &skill_md("x", "codex"));
    let json = sb.json(&["skill", "list", "--json"]);
    for key in [
        "agent-skill",
        "harness-skill",
        "omp-skill",
        "claude-skill",
        "codex-skill",
    ] {
        assert_eq!(
            row(&json, key).map(|r| &r["scope"]),
            Some(&"global".into()),
            "{key}: {json}"
        );
    }
    assert!(same_path(
        &row(&json, "harness-skill").expect("listed")["path"],
        &harness
    ));
}

#[test]
fn global_precedence_is_agent_dir_first() {
    let sb = Sandbox::new();
    let first = write_skill(&sb.agent.join("skill"), "dup", &skill_md("AgentDir", "a"));
    write_skill(&sb.harness, "dup", &skill_md("Harness", "h"));
    write_skill(&sb.claude, "dup", &skill_md("Claude", "c"));
    let info = sb.json(&["skill", "inspect", "dup", "--json"]);
    assert_eq!(info["name"], "AgentDir");
    assert!(same_path(&info["path"], &first));
}

#[test]
fn project_beats_global_beats_builtin() {
    let sb = Sandbox::new();
    write_skill(&sb.agent.join("skill"), "shared", &skill_md("Global", "g"));
    let project = write_skill(
        &sb.repo.join(".lemon/skill"),
        "shared",
        &skill_md("Project", "p"),
    );
    let json = sb.json(&["skill", "list", "--json"]);
    let shared = row(&json, "shared").expect("listed once");
    assert_eq!(shared["scope"], "project");
    assert!(same_path(&shared["path"], &project));
    assert_eq!(
        keys(&json).iter().filter(|k| *k == "shared").count(),
        1,
        "a key is listed once"
    );

    // A global skill named like a built-in replaces it.
    write_skill(
        &sb.agent.join("skill"),
        "skill-creator",
        &skill_md("My creator", "mine"),
    );
    let json = sb.json(&["skill", "list", "--json"]);
    let creator = row(&json, "skill-creator").expect("listed");
    assert_eq!(creator["scope"], "global");
    assert_eq!(creator["name"], "My creator");
}

#[test]
fn list_all_shows_shadowed_and_invalid_with_a_reason() {
    let sb = Sandbox::new();
    write_skill(&sb.agent.join("skill"), "shared", &skill_md("Global", "g"));
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "shared",
        &skill_md("Project", "p"),
    );
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "broken",
        "---\nname: broken\ndescription: never closed\n",
    );
    // Not shown without --all, and not fatal.
    let json = sb.json(&["skill", "list", "--json"]);
    assert!(row(&json, "broken").is_none());
    assert_eq!(
        rows(&json).iter().filter(|r| r["key"] == "shared").count(),
        1
    );

    let all = sb.json(&["skill", "list", "--all", "--json"]);
    let shadowed: Vec<_> = rows(&all)
        .iter()
        .filter(|r| r["key"] == "shared" && r["status"] == "shadowed")
        .collect();
    assert_eq!(shadowed.len(), 1, "{all}");
    assert_eq!(shadowed[0]["scope"], "global");
    assert!(
        shadowed[0]["reason"]
            .as_str()
            .is_some_and(|r| !r.is_empty())
    );
    let broken = rows(&all)
        .iter()
        .find(|r| r["key"] == "broken")
        .expect("broken shown with --all");
    assert_eq!(broken["status"], "invalid");
    assert_eq!(broken["ready"], false);
    assert!(
        broken["reason"].as_str().is_some_and(|r| !r.is_empty()),
        "{broken}"
    );
    // Resolved rows carry a null reason.
    let shared = rows(&all)
        .iter()
        .find(|r| r["key"] == "shared" && r["status"] != "shadowed")
        .expect("the winner");
    assert!(shared["reason"].is_null());

    // Human view: the extra rows and their reason.
    sb.lemon(&["skill", "list", "--all"])
        .assert()
        .success()
        .stdout(predicate::str::contains("shadowed"))
        .stdout(predicate::str::contains("invalid"))
        .stdout(predicate::str::contains("broken"));
}

#[test]
fn forgiven_problems_are_listed_as_warnings_with_all() {
    // A strict reading would make `platforms: linux` (a scalar) invalid; the manifest
    // parser deliberately reads it as a one-element list and records a `platform_alias`
    // warning instead (lenient loading). The CLI's part: the warning is not dropped.
    let sb = Sandbox::new();
    write_skill(
        &sb.harness,
        "scalar-platform",
        "---\nname: scalar-platform\ndescription: scalar\nplatforms: linux\n---\nbody\n",
    );
    let all = sb.json(&["skill", "list", "--all", "--json"]);
    let r = row(&all, "scalar-platform").expect("listed");
    let warnings = r["warnings"].as_array().expect("--all rows carry warnings");
    assert!(
        warnings.iter().any(|w| w["code"] == "platform_alias"),
        "{r}"
    );
    sb.lemon(&["skill", "list", "--all"])
        .assert()
        .success()
        .stdout(predicate::str::contains("warning: scalar-platform"))
        .stdout(predicate::str::contains("platform_alias"));
    // Without --all the row shape stays the plain one.
    let plain = sb.json(&["skill", "list", "--json"]);
    assert!(
        row(&plain, "scalar-platform")
            .expect("listed")
            .get("warnings")
            .is_none()
    );
}

#[test]
fn schema_violations_make_a_skill_invalid_not_fatal() {
    let sb = Sandbox::new();
    let long_name = "n".repeat(129);
    write_skill(
        &sb.harness,
        "too-long",
        &format!("---\nname: {long_name}\ndescription: bad\n---\nbody\n"),
    );
    write_skill(&sb.harness, "fine", &skill_md("fine", "ok"));
    let json = sb.json(&["skill", "list", "--json"]);
    assert!(row(&json, "fine").is_some());
    assert!(row(&json, "too-long").is_none());
    sb.lemon(&["skill", "inspect", "too-long"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("error:"))
        .stderr(predicate::str::contains("hint:"));
    let all = sb.json(&["skill", "list", "--all", "--json"]);
    let bad = rows(&all)
        .iter()
        .find(|r| r["key"] == "too-long")
        .expect("reported");
    assert_eq!(bad["status"], "invalid");
    assert!(
        bad["reason"]
            .as_str()
            .is_some_and(|r| r.contains("SKILL.md")),
        "{bad}"
    );
}

#[test]
fn malformed_files_are_reported_and_the_rest_still_lists() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    write_skill(&root, "good", &skill_md("good", "fine"));
    write_skill(&root, "unclosed", "---\nname: unclosed\n");
    let bad_utf8 = root.join("bad-utf8");
    std::fs::create_dir_all(&bad_utf8).expect("mkdir");
    std::fs::write(
        bad_utf8.join("SKILL.md"),
        b"---\nname: x\xff\xfe\n---\nbody",
    )
    .expect("write");
    let binary = root.join("binary");
    std::fs::create_dir_all(&binary).expect("mkdir");
    std::fs::write(binary.join("SKILL.md"), [0u8, 1, 2, 3, 255, 0, 7]).expect("write");
    write_skill(&root, "toml-broken", "+++\nname = \n+++\nbody\n");

    let json = sb.json(&["skill", "list", "--json"]);
    assert!(row(&json, "good").is_some());
    for bad in ["unclosed", "bad-utf8", "binary", "toml-broken"] {
        assert!(row(&json, bad).is_none(), "{bad} should not be listed");
    }
    let all = sb.json(&["skill", "list", "--all", "--json"]);
    for bad in ["unclosed", "bad-utf8", "binary", "toml-broken"] {
        let r = rows(&all)
            .iter()
            .find(|r| r["key"] == bad)
            .unwrap_or_else(|| panic!("{bad} not reported: {all}"));
        assert_eq!(r["status"], "invalid", "{r}");
    }
}

#[test]
fn an_invalid_project_copy_does_not_shadow_a_valid_global_one() {
    let sb = Sandbox::new();
    let global = write_skill(&sb.agent.join("skill"), "dup", &skill_md("Global", "g"));
    write_skill(&sb.repo.join(".lemon/skill"), "dup", "---\nname: dup\n");
    let info = sb.json(&["skill", "inspect", "dup", "--json"]);
    assert!(same_path(&info["path"], &global), "{info}");
}

#[test]
fn changing_the_agent_dir_between_runs_changes_the_global_skills() {
    let sb = Sandbox::new();
    let other = sb.home.join("other-agent");
    write_skill(&sb.agent.join("skill"), "first", &skill_md("first", "1"));
    write_skill(&other.join("skill"), "second", &skill_md("second", "2"));
    let json = sb.json(&["skill", "list", "--json"]);
    assert!(row(&json, "first").is_some() && row(&json, "second").is_none());
    let out = sb
        .lemon(&["skill", "list", "--json"])
        .env("LEMON_AGENT_DIR", &other)
        .output()
        .expect("run");
    assert!(out.status.success());
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert!(row(&json, "second").is_some() && row(&json, "first").is_none());
}

#[test]
fn crlf_toml_and_defaults() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    write_skill(
        &root,
        "crlf",
        "---\r\nname: CRLF Skill\r\ndescription: Windows line endings\r\n---\r\nbody\r\n",
    );
    write_skill(
        &root,
        "tomly",
        "+++\nname = \"Tomly\"\ndescription = \"TOML frontmatter\"\ntags = [\"elixir\", \"testing\"]\n+++\nbody\n",
    );
    write_skill(&root, "no-desc", "---\nname: No Desc\n---\nbody\n");
    write_skill(&root, "no-name", "---\ndescription: nameless\n---\nbody\n");
    write_skill(&root, "bare", "Just a body, no frontmatter.\n");

    let json = sb.json(&["skill", "list", "--json"]);
    assert_eq!(row(&json, "crlf").expect("crlf")["name"], "CRLF Skill");
    assert_eq!(row(&json, "tomly").expect("tomly")["name"], "Tomly");
    assert_eq!(row(&json, "no-desc").expect("no-desc")["description"], "");
    assert_eq!(row(&json, "no-name").expect("no-name")["name"], "no-name");
    assert_eq!(row(&json, "bare").expect("bare")["name"], "bare");

    let info = sb.json(&["skill", "inspect", "tomly", "--json"]);
    assert_eq!(
        info["manifest"]["tags"],
        serde_json::json!(["elixir", "testing"])
    );
}

#[test]
fn dot_directories_are_ignored() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    write_skill(&root, ".demo.staging-1", &skill_md("staging", "leftover"));
    write_skill(&root, "real", &skill_md("real", "r"));
    let json = sb.json(&["skill", "list", "--json"]);
    assert!(row(&json, "real").is_some());
    assert!(keys(&json).iter().all(|k| !k.starts_with('.')), "{json}");
}

#[test]
fn category_filter() {
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    write_skill(
        &root,
        "k8s",
        "---\nname: k8s\ndescription: d\nmetadata:\n  lemon:\n    category: devops\n---\nbody\n",
    );
    write_skill(&root, "plain", &skill_md("plain", "d"));
    let json = sb.json(&["skill", "list", "--category", "devops", "--json"]);
    assert_eq!(keys(&json), vec!["k8s".to_string()]);
    let json = sb.json(&["skill", "list", "--category", "uncategorized", "--json"]);
    assert!(row(&json, "plain").is_some() && row(&json, "k8s").is_none());
}

#[test]
fn inspect_shows_manifest_path_scope_status_and_provenance() {
    let sb = Sandbox::new();
    let dir = write_skill(
        &sb.repo.join(".lemon/skill"),
        "k8s-rollout",
        "---\nname: k8s-rollout\ndescription: Use when managing Kubernetes rollouts.\nkeywords: [kubernetes, rollout]\nrequires:\n  bins: [definitely-not-a-real-binary-xyz]\n  config: [KUBECONFIG]\n---\n## When to use\nAlways.\n",
    );
    let info = sb.json(&["skill", "inspect", "k8s-rollout", "--json"]);
    assert_eq!(info["key"], "k8s-rollout");
    assert_eq!(info["scope"], "project");
    assert!(same_path(&info["path"], &dir));
    assert_eq!(info["ready"], false);
    assert_eq!(info["readiness"]["activation_state"], "not_ready");
    assert_eq!(
        info["readiness"]["missing_bins"],
        serde_json::json!(["definitely-not-a-real-binary-xyz"])
    );
    assert_eq!(
        info["readiness"]["missing_config"],
        serde_json::json!(["KUBECONFIG"])
    );
    assert_eq!(
        info["manifest"]["keywords"],
        serde_json::json!(["kubernetes", "rollout"])
    );
    assert!(info.get("provenance").is_some(), "{info}");

    let text = sb
        .lemon(&["skill", "info", "k8s-rollout"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8_lossy(&text);
    assert!(text.contains("k8s-rollout"));
    assert!(
        text.contains(&canon(&dir).display().to_string())
            || text.contains(&dir.display().to_string())
    );
    assert!(text.contains("not_ready"), "{text}");
    assert!(text.contains("definitely-not-a-real-binary-xyz"), "{text}");
}

#[test]
fn unknown_key_is_exit_1_with_a_hint() {
    let sb = Sandbox::new();
    sb.lemon(&["skill", "inspect", "nope"])
        .assert()
        .code(1)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::starts_with("error:"))
        .stderr(predicate::str::contains("nope"))
        .stderr(predicate::str::contains("hint:"));
}

#[cfg(unix)]
#[test]
fn symlinks_are_followed_without_loops_and_dangling_ones_are_reported() {
    use std::os::unix::fs::symlink;
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    std::fs::create_dir_all(&root).expect("mkdir");
    // A skill directory elsewhere, linked in: followed.
    let real = write_skill(
        &sb.outside,
        "linked-real",
        &skill_md("linked", "via a symlink"),
    );
    symlink(&real, root.join("linked")).expect("symlink");
    // Loops and dangling links: no hang, no panic.
    symlink(root.join("loop-b"), root.join("loop-a")).expect("symlink");
    symlink(root.join("loop-a"), root.join("loop-b")).expect("symlink");
    symlink(&root, root.join("self")).expect("symlink");
    symlink(sb.outside.join("nowhere"), root.join("dangling")).expect("symlink");
    write_skill(&root, "plain", &skill_md("plain", "p"));

    let json = sb.json(&["skill", "list", "--json"]);
    assert_eq!(row(&json, "linked").expect("followed")["name"], "linked");
    assert!(row(&json, "plain").is_some());
    for bad in ["loop-a", "loop-b", "self", "dangling"] {
        assert!(row(&json, bad).is_none(), "{bad} is not a skill");
    }
    sb.lemon(&["skill", "list", "--all"])
        .timeout(std::time::Duration::from_secs(20))
        .assert()
        .success();
    sb.lemon(&["skill", "lint", root.to_str().expect("utf-8"), "--json"])
        .timeout(std::time::Duration::from_secs(20))
        .assert()
        .stderr(predicate::str::contains("panicked").not());
}

#[test]
fn without_a_repository_the_walk_goes_up_past_cwd() {
    let sb = Sandbox::new();
    // `world` has no .git (only `world/repo` does), so from `world/a/b` every parent
    // counts; the sandbox keeps the result free of anything above the temp dir that
    // would matter (rows are looked up by key).
    let deep = sb.outside.join("a/b");
    std::fs::create_dir_all(&deep).expect("mkdir");
    write_skill(
        &sb.outside.join(".agents/skills"),
        "world-skill",
        &skill_md("w", "w"),
    );
    write_skill(
        &sb.outside.join("a/.claude/skills"),
        "a-skill",
        &skill_md("a", "a"),
    );
    let json = sb.json_in(&deep, &["skill", "list", "--json"]);
    for key in ["world-skill", "a-skill"] {
        assert_eq!(
            row(&json, key).map(|r| &r["scope"]),
            Some(&"project".into()),
            "{key}"
        );
    }
}

#[test]
fn an_isolated_agent_dir_ignores_home_compatibility_roots() {
    let sb = Sandbox::new();
    write_skill(
        &sb.home.join(".claude/skills"),
        "home-claude",
        &skill_md("hc", "home"),
    );
    // LEMON_AGENT_DIR set, LEMON_CLAUDE_SKILLS_DIR not: ~/.claude/skills is not scanned.
    let out = sb
        .lemon(&["skill", "list", "--json"])
        .env_remove("LEMON_CLAUDE_SKILLS_DIR")
        .output()
        .expect("run");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(row(&json, "home-claude").is_none(), "isolated runtime");
    // Without LEMON_AGENT_DIR (and no other override) the HOME roots are scanned.
    let out = sb
        .lemon(&["skill", "list", "--json"])
        .env_remove("LEMON_AGENT_DIR")
        .env_remove("LEMON_HARNESS_SKILLS_DIR")
        .env_remove("LEMON_OMP_SKILLS_DIR")
        .env_remove("LEMON_CLAUDE_SKILLS_DIR")
        .env_remove("LEMON_CODEX_SKILLS_DIR")
        .output()
        .expect("run");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(
        row(&json, "home-claude").map(|r| &r["scope"]),
        Some(&"global".into())
    );
}
