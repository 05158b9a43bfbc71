//! `lemon skill hermes`, `lemon skill marketplace` and `lemon skill browse` over fixture
//! repositories laid out as the real ones are; `browse` is driven in a real terminal
//! (`tmux`, keys sent with `send-keys`, the screen read with `capture-pane`).

use std::path::{Path, PathBuf};
use std::process::Command as StdCommand;

use serde_json::Value;

use crate::{Sandbox, Tmux, skill_md};

/// A Hermes-layout checkout: bundled skills under `skills/<category>/`, optional ones
/// under `optional-skills/<category>/`, one without a category, one nested deeper.
fn hermes_fixture(root: &Path) -> PathBuf {
    let checkout = root.join("hermes-agent");
    for (rel, description) in [
        (
            "skills/productivity/airtable",
            "Read and write Airtable bases",
        ),
        ("skills/apple/apple-notes", "Search and edit Apple Notes"),
        ("skills/dogfood", "Try the agent on itself"),
        (
            "skills/mlops/training/accelerate",
            "Distributed training with Accelerate",
        ),
        ("optional-skills/research/arxiv", "Find papers on arXiv"),
        (
            "optional-skills/security/1password",
            "Read secrets from a 1Password vault",
        ),
    ] {
        let dir = checkout.join(rel);
        std::fs::create_dir_all(&dir).unwrap();
        let key = dir.file_name().unwrap().to_str().unwrap();
        std::fs::write(dir.join("SKILL.md"), skill_md(key, description)).unwrap();
    }
    checkout
}

fn marketplace_fixture(root: &Path) -> PathBuf {
    let repo = root.join("market");
    for rel in [
        "skills/xlsx",
        "skills/pdf",
        "plugins/review/skills/code-review",
    ] {
        let dir = repo.join(rel);
        std::fs::create_dir_all(&dir).unwrap();
        let key = dir.file_name().unwrap().to_str().unwrap();
        std::fs::write(
            dir.join("SKILL.md"),
            skill_md(key, &format!("The {key} skill")),
        )
        .unwrap();
    }
    std::fs::create_dir_all(repo.join(".claude-plugin")).unwrap();
    std::fs::write(
        repo.join(".claude-plugin/marketplace.json"),
        r#"{"name": "acme-tools", "owner": {"name": "Acme"},
            "metadata": {"description": "Acme's skills"},
            "plugins": [
              {"name": "documents", "source": "./", "skills": ["./skills/xlsx", "./skills/pdf"], "category": "docs"},
              {"name": "review", "source": "./plugins/review", "description": "Code review"},
              {"name": "remote", "source": {"source": "github", "repo": "acme/remote-plugin"}},
              {"name": "escape", "source": "./", "skills": ["../../etc"]}
            ]}"#,
    )
    .unwrap();
    repo
}

#[test]
fn hermes_lists_filters_and_prints_json() {
    let sb = Sandbox::new();
    let checkout = hermes_fixture(&sb.outside);
    let dir = checkout.to_str().unwrap();
    let all = sb.json(&["skill", "hermes", "--hermes", dir, "--json"]);
    let ids: Vec<&str> = all
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids,
        [
            "hermes:bundled/apple/apple-notes",
            "hermes:bundled/mlops/training/accelerate",
            "hermes:bundled/other/dogfood"
                .replace("other/", "")
                .as_str(),
            "hermes:bundled/productivity/airtable",
            "hermes:optional/research/arxiv",
            "hermes:optional/security/1password",
        ]
    );
    let first = &all[0];
    for field in [
        "id",
        "key",
        "name",
        "description",
        "category",
        "collection",
        "path",
    ] {
        assert!(first.get(field).is_some(), "{field} in {first}");
    }
    assert_eq!(first["collection"], "bundled");

    let papers = sb.json(&[
        "skill",
        "hermes",
        "PAPERS",
        "--collection",
        "optional",
        "--hermes",
        dir,
        "--json",
    ]);
    assert_eq!(papers.as_array().unwrap().len(), 1);
    assert_eq!(papers[0]["key"], "arxiv");
    let by_category = sb.json(&[
        "skill",
        "hermes",
        "--category",
        "mlops/training",
        "--hermes",
        dir,
        "--json",
    ]);
    assert_eq!(by_category[0]["key"], "accelerate");

    // The environment variable is the default checkout.
    let out = sb
        .lemon(&["skill", "hermes", "--details"])
        .env("LEMON_HERMES_URL", &checkout)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success());
    assert!(
        text.contains("path:        optional-skills/security/1password"),
        "{text}"
    );
    assert!(text.contains("6 skills"), "{text}");
}

/// `git init` + commit of `dir` into a bare repository beside it; returns its file:// URL.
fn bare_repo_of(dir: &Path) -> String {
    let git = |args: &[&str], cwd: &Path| {
        let ok = StdCommand::new("git")
            .args([
                "-c",
                "user.name=t",
                "-c",
                "user.email=t@t",
                "-c",
                "init.defaultBranch=main",
            ])
            .args(args)
            .current_dir(cwd)
            .output()
            .expect("git runs");
        assert!(
            ok.status.success(),
            "{}",
            String::from_utf8_lossy(&ok.stderr)
        );
    };
    git(&["init", "-q"], dir);
    git(&["add", "-A"], dir);
    git(&["commit", "-q", "-m", "fixture"], dir);
    let bare = dir.with_extension("git");
    git(
        &[
            "clone",
            "-q",
            "--bare",
            dir.to_str().unwrap(),
            bare.to_str().unwrap(),
        ],
        dir,
    );
    format!("file://{}", bare.display())
}

#[test]
fn hermes_is_cloned_when_it_is_a_repository_url() {
    let sb = Sandbox::new();
    let url = bare_repo_of(&hermes_fixture(&sb.outside));
    let listed = sb.json(&["skill", "hermes", "--hermes", &url, "--json"]);
    assert_eq!(listed.as_array().unwrap().len(), 6);
    // The variable the installer uses names the repository for the catalog too.
    let out = sb
        .lemon(&["skill", "hermes", "arxiv", "--json"])
        .env("LEMON_HERMES_URL", &url)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(rows[0]["id"], "hermes:optional/research/arxiv");
}

#[test]
fn hermes_errors_say_what_to_do() {
    let sb = Sandbox::new();
    // The default repository (here: a GitHub base with no such repository) cannot be
    // cloned: the error says how to point at a checkout.
    let out = sb
        .lemon(&["skill", "hermes"])
        .env_remove("LEMON_HERMES_URL")
        .env(
            "LEMON_GITHUB_URL",
            format!("file://{}/no-github", sb.outside.display()),
        )
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("LEMON_HERMES_URL"), "{err}");

    let empty = sb.outside.join("not-hermes");
    std::fs::create_dir_all(&empty).unwrap();
    let out = sb
        .lemon(&["skill", "hermes", "--hermes", empty.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("git clone") || err.contains("clone"), "{err}");

    let out = sb
        .lemon(&[
            "skill",
            "hermes",
            "--collection",
            "extra",
            "--hermes",
            empty.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn marketplace_lists_each_plugins_skills_and_where_the_rest_live() {
    let sb = Sandbox::new();
    let repo = marketplace_fixture(&sb.outside);
    let market = sb.json(&["skill", "marketplace", repo.to_str().unwrap(), "--json"]);
    assert_eq!(market["name"], "acme-tools");
    assert_eq!(market["owner"], "Acme");
    let plugins = market["plugins"].as_array().unwrap();
    let skills = |i: usize| -> Vec<String> {
        plugins[i]["skills"]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|s| s["key"].as_str().unwrap().to_string())
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(skills(0), ["xlsx", "pdf"]);
    assert_eq!(skills(1), ["code-review"]);
    let install = plugins[1]["skills"][0]["install"].as_str().unwrap();
    assert!(Path::new(install).join("SKILL.md").is_file(), "{install}");
    assert!(plugins[2]["skills"].is_null());
    assert!(
        plugins[2]["note"]
            .as_str()
            .unwrap()
            .contains("acme/remote-plugin")
    );
    assert_eq!(plugins[2]["source"]["kind"], "github");
    assert!(
        plugins[3]["note"]
            .as_str()
            .unwrap()
            .contains("leaves the repository")
    );

    // The file itself works as SOURCE too.
    let file = repo.join(".claude-plugin/marketplace.json");
    let again = sb.json(&["skill", "marketplace", file.to_str().unwrap(), "--json"]);
    assert_eq!(again, market);

    std::fs::write(&file, "{not json").unwrap();
    let out = sb
        .lemon(&["skill", "marketplace", repo.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not valid JSON"));
}

#[test]
fn browse_refuses_without_a_terminal() {
    let sb = Sandbox::new();
    let out = sb.lemon(&["skill", "browse"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("needs a terminal"));
}

#[test]
fn browse_selects_by_category_and_filter_in_a_real_terminal() {
    let sb = Sandbox::new();
    let checkout = hermes_fixture(&sb.outside);
    let market = marketplace_fixture(&sb.outside);
    let Some(tmux) = Tmux::start(
        &sb,
        &[
            "skill",
            "browse",
            "--hermes",
            checkout.to_str().unwrap(),
            "--marketplace",
            market.to_str().unwrap(),
            "--print",
        ],
    ) else {
        return;
    };
    let screen = tmux.wait_for("Categories");
    assert!(screen.contains("9 shown, 0 selected"), "{screen}");
    assert!(
        screen.contains("research") && screen.contains("docs"),
        "{screen}"
    );

    // Category "research" (all, apple, docs, mlops/training, other, productivity, research…).
    tmux.keys(&[
        "Tab", "Down", "Down", "Down", "Down", "Down", "Down", "Right",
    ]);
    let screen = tmux.wait_for("1 shown");
    assert!(
        screen.contains("arxiv") && screen.contains("Find papers on arXiv"),
        "{screen}"
    );
    tmux.keys(&["Space"]);
    tmux.wait_for("1 selected");
    // Back to all, filter on the marketplace's pdf skill.
    tmux.keys(&["Left", "PageUp", "Right", "/", "p", "d", "f", "Enter"]);
    let screen = tmux.wait_for("Filter: pdf");
    assert!(
        screen.contains("marketplace acme-tools/documents"),
        "{screen}"
    );
    tmux.keys(&["Space", "Enter"]);
    let result = tmux.result();
    let lines: Vec<&str> = result.lines().collect();
    assert_eq!(lines.len(), 3, "{result}");
    assert_eq!(lines[0], "hermes:optional/research/arxiv");
    assert!(
        lines[1].ends_with("skills/pdf") && Path::new(lines[1]).is_dir(),
        "{result}"
    );
    assert_eq!(lines[2], "EXIT=0");
}

#[test]
fn browse_quits_with_nothing_chosen() {
    let sb = Sandbox::new();
    let checkout = hermes_fixture(&sb.outside);
    let Some(tmux) = Tmux::start(
        &sb,
        &[
            "skill",
            "browse",
            "--hermes",
            checkout.to_str().unwrap(),
            "--print",
        ],
    ) else {
        return;
    };
    tmux.wait_for("Categories");
    tmux.keys(&["Space", "q"]);
    assert_eq!(tmux.result(), "EXIT=0\n");
}

#[test]
fn browse_installs_the_selection_after_one_approval() {
    let sb = Sandbox::new();
    let url = bare_repo_of(&hermes_fixture(&sb.outside));
    // The Hermes repository is a git repository both for the catalog and the installs.
    let Some(tmux) = Tmux::start(&sb, &["skill", "browse", "--hermes", &url]) else {
        return;
    };
    tmux.wait_for("Categories");
    tmux.keys(&["/", "a", "r", "x", "i", "v", "Enter", "Space"]);
    tmux.wait_for("1 selected");
    tmux.keys(&[
        "/", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "n", "o", "t", "e", "s", "Enter",
        "Space",
    ]);
    tmux.wait_for("2 selected");
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("Install 2 skills?");
    assert!(
        screen.contains("arxiv") && screen.contains("apple-notes"),
        "{screen}"
    );
    tmux.keys(&["y", "Enter"]);
    let result = tmux.result();
    assert!(result.contains("EXIT=0"), "{result}\n{}", tmux.screen());
    for key in ["arxiv", "apple-notes"] {
        assert!(
            sb.agent.join("skill").join(key).join("SKILL.md").is_file(),
            "{key}"
        );
    }
    let lock: Value =
        serde_json::from_str(&std::fs::read_to_string(sb.agent.join("skills.lock.json")).unwrap())
            .unwrap();
    assert!(lock["skills"]["arxiv"].is_object(), "{lock}");
    assert!(lock["skills"]["apple-notes"].is_object(), "{lock}");
}
