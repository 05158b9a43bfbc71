//! `lemon skill draft`: generate from a notes file, list, review, publish (global and
//! --local), and delete, which keeps the draft without a terminal unless --yes.

use serde_json::Value;

use crate::Sandbox;

const NOTES: &str = "# Rotate staging certs\n\nWhen the staging TLS certificate is about to expire.\n\n- Renew it with certbot\n- Reload nginx\n";

fn code(sb: &Sandbox, args: &[&str]) -> (i32, String, String) {
    let out = sb.lemon(args).output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn generate_review_publish_round_trip() {
    let sb = Sandbox::new();
    let notes = sb.repo.join("notes.md");
    std::fs::write(&notes, NOTES).unwrap();
    let d = sb.json(&["skill", "draft", "generate", "--from", "notes.md", "--json"]);
    let key = d["key"].as_str().unwrap().to_string();
    assert_eq!(key, "synth-rotate-staging-certs");
    assert!(
        sb.agent
            .join("skill-drafts")
            .join(&key)
            .join("SKILL.md")
            .is_file()
    );
    let (c, _, err) = code(&sb, &["skill", "draft", "generate", "--from", "notes.md"]);
    assert_eq!(c, 1);
    assert!(err.contains("--force"), "{err}");

    let list = sb.json(&["skill", "draft", "list", "--json"]);
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert_eq!(list[0]["has_skill_file"], true);
    let text = sb.text(&["skill", "draft", "list"]);
    assert!(
        text.contains("synth-rotate-staging-certs") && text.contains("ready"),
        "{text}"
    );

    let review: Value = sb.json(&["skill", "draft", "review", &key, "--json"]);
    assert_eq!(review["audit"]["verdict"], "pass");
    let text = sb.text(&["skill", "draft", "review", &key]);
    assert!(
        text.contains("Audit:   pass") && text.contains("## Steps"),
        "{text}"
    );

    // Not visible to agents before publishing.
    let listed = sb.json(&["skill", "list", "--json"]);
    assert!(crate::row(&listed, &key).is_none());
    let published = sb.json(&["skill", "draft", "publish", &key, "--json"]);
    assert_eq!(published["ok"], true);
    assert!(sb.agent.join("skill").join(&key).join("SKILL.md").is_file());
    assert!(!sb.agent.join("skill-drafts").join(&key).exists());
    let listed = sb.json(&["skill", "list", "--json"]);
    assert!(crate::row(&listed, &key).is_some());
    let (c, _, err) = code(&sb, &["skill", "draft", "review", &key]);
    assert_eq!(c, 1);
    assert!(err.contains(&format!("Draft '{key}' not found.")), "{err}");
}

#[test]
fn local_drafts_publish_to_the_project_and_delete_asks() {
    let sb = Sandbox::new();
    std::fs::write(sb.repo.join("notes.md"), NOTES).unwrap();
    let d = sb.json(&[
        "skill", "draft", "generate", "--from", "notes.md", "--local", "--json",
    ]);
    let key = d["key"].as_str().unwrap().to_string();
    let dir = sb.repo.join(".lemon/skill-drafts").join(&key);
    assert!(dir.is_dir());

    // No terminal, no --yes: refused, the draft stays.
    let (c, _, err) = code(&sb, &["skill", "draft", "delete", &key, "--local"]);
    assert_eq!(c, 1);
    assert!(err.contains("--yes"), "{err}");
    assert!(dir.join("SKILL.md").is_file());

    let published = sb.json(&["skill", "draft", "publish", &key, "--local", "--json"]);
    assert_eq!(published["scope"], "project");
    assert!(
        sb.repo
            .join(".lemon/skill")
            .join(&key)
            .join("SKILL.md")
            .is_file()
    );

    sb.json(&[
        "skill", "draft", "generate", "--from", "notes.md", "--local", "--json",
    ]);
    let gone = sb.json(&[
        "skill", "draft", "delete", &key, "--local", "--yes", "--json",
    ]);
    assert_eq!(gone["deleted"], true);
    assert!(!dir.exists());
    let (c, _, _) = code(&sb, &["skill", "draft", "delete", &key, "--local", "--yes"]);
    assert_eq!(c, 1);
}

#[test]
fn delete_on_a_terminal_asks_and_no_keeps_the_draft() {
    let sb = Sandbox::new();
    std::fs::write(sb.repo.join("notes.md"), NOTES).unwrap();
    let d = sb.json(&["skill", "draft", "generate", "--from", "notes.md", "--json"]);
    let key = d["key"].as_str().unwrap().to_string();
    let dir = sb.agent.join("skill-drafts").join(&key);
    let Some(tmux) = crate::Tmux::start(&sb, &["skill", "draft", "delete", &key]) else {
        return;
    };
    tmux.wait_for("[y/N]");
    tmux.keys(&["n", "Enter"]);
    let result = tmux.result();
    assert!(
        result.contains("Cancelled.") && result.contains("EXIT=0"),
        "{result}"
    );
    assert!(dir.join("SKILL.md").is_file(), "kept");
    drop(tmux);
    let _ = std::fs::remove_file(sb.outside.join("browse-out.txt"));
    let tmux = crate::Tmux::start(&sb, &["skill", "draft", "delete", &key]).unwrap();
    tmux.wait_for(&format!("Delete draft '{key}'? [y/N]"));
    tmux.keys(&["y", "Enter"]);
    let result = tmux.result();
    assert!(result.contains("EXIT=0"), "{result}");
    assert!(!dir.exists());
}
