//! `lemon skill hermes`, `lemon skill marketplace` and `lemon skill browse` over fixture
//! repositories laid out as the real ones are; `browse` is driven in a real terminal
//! (`tmux`, keys sent with `send-keys`, the screen read with `capture-pane`).

use std::path::{Path, PathBuf};
use std::process::Command as StdCommand;

use serde_json::Value;

use crate::{Sandbox, Tmux, json_of, skill_md};

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
    let command = plugins[1]["skills"][0]["command"].as_str().unwrap();
    assert!(
        command.ends_with(" --plugin review --skill code-review"),
        "{command}"
    );
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

/// A skill directory `<repo>/<rel>` with a SKILL.md keyed by its last segment.
fn put_skill(repo: &Path, rel: &str) {
    let dir = repo.join(rel);
    std::fs::create_dir_all(&dir).unwrap();
    let key = dir.file_name().unwrap().to_str().unwrap();
    std::fs::write(
        dir.join("SKILL.md"),
        skill_md(key, &format!("The {key} skill")),
    )
    .unwrap();
}

#[test]
fn install_takes_a_plugins_skills_from_a_marketplace_repository_and_from_where_plugins_live() {
    let sb = Sandbox::new();
    // The plugin a `github` source names: `<LEMON_GITHUB_URL>/acme/remote-plugin.git`.
    let github = sb.outside.join("github");
    let remote = github.join("acme/remote-plugin");
    put_skill(&remote, "skills/remote-one");
    put_skill(&remote, "skills/remote-two");
    bare_repo_of(&remote);
    // A `git-subdir` plugin: one directory of another repository.
    let mono = sb.outside.join("mono");
    put_skill(&mono, "tools/linter/skills/lint-rules");
    put_skill(&mono, "elsewhere/not-this-one");
    let mono_url = bare_repo_of(&mono);
    // The marketplace's own repository, served over file:// like any git source.
    let market = sb.outside.join("market");
    for rel in [
        "skills/xlsx",
        "skills/pdf",
        "plugins/review/skills/code-review",
    ] {
        put_skill(&market, rel);
    }
    std::fs::create_dir_all(market.join(".claude-plugin")).unwrap();
    std::fs::write(
        market.join(".claude-plugin/marketplace.json"),
        format!(
            r#"{{"name": "acme-tools", "owner": {{"name": "Acme"}}, "plugins": [
              {{"name": "documents", "source": "./", "skills": ["./skills/xlsx", "./skills/pdf"]}},
              {{"name": "review", "source": "./plugins/review"}},
              {{"name": "remote", "source": {{"source": "github", "repo": "acme/remote-plugin"}}}},
              {{"name": "linter", "source": {{"source": "git-subdir", "url": "{mono_url}", "path": "tools/linter"}}}},
              {{"name": "packaged", "source": {{"source": "npm", "package": "@acme/packaged"}}}}
            ]}}"#
        ),
    )
    .unwrap();
    let market_url = bare_repo_of(&market);
    let github_base = format!("file://{}", github.display());
    let install = |extra: &[&str]| {
        let mut args = vec!["skill", "install", market_url.as_str()];
        args.extend_from_slice(extra);
        args.extend_from_slice(&["--approve", "--json"]);
        sb.lemon(&args)
            .env("LEMON_GITHUB_URL", &github_base)
            .output()
            .unwrap()
    };
    let installed = |out: &std::process::Output| -> Vec<(String, String, String)> {
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        v["installed"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| {
                (
                    i["key"].as_str().unwrap().to_string(),
                    i["source"].as_str().unwrap().to_string(),
                    i["subdir"].as_str().unwrap_or_default().to_string(),
                )
            })
            .collect()
    };

    // The listing clones a git marketplace too; what it prints installs.
    let listed = sb.json(&["skill", "marketplace", &market_url, "--json"]);
    let review_skill = &listed["plugins"][1]["skills"][0];
    assert_eq!(review_skill["key"], "code-review");
    assert!(
        review_skill["install"].is_null(),
        "the clone is gone: {review_skill}"
    );
    assert_eq!(
        review_skill["command"],
        format!("lemon skill install {market_url} --plugin review --skill code-review")
    );

    // A plugin of the marketplace's own repository: every skill it declares, recorded
    // against the marketplace repository with the skill's own directory.
    let docs = installed(&install(&["--plugin", "documents"]));
    assert_eq!(
        docs,
        [
            ("xlsx".into(), market_url.clone(), "skills/xlsx".into()),
            ("pdf".into(), market_url.clone(), "skills/pdf".into()),
        ]
    );
    assert!(sb.agent.join("skill/xlsx/SKILL.md").is_file());
    // `--skill` narrows a plugin to some of its skills; a plugin without a `skills`
    // list carries what is under its `skills/`.
    let review = installed(&install(&["--plugin", "review", "--skill", "code-review"]));
    assert_eq!(review[0].2, "plugins/review/skills/code-review");

    // A plugin in another repository is cloned from there and recorded against it, so
    // `update` follows the plugin.
    let remote_url = format!("{github_base}/acme/remote-plugin.git");
    let got = installed(&install(&["--plugin", "remote"]));
    assert_eq!(
        got,
        [
            (
                "remote-one".into(),
                remote_url.clone(),
                "skills/remote-one".into()
            ),
            (
                "remote-two".into(),
                remote_url.clone(),
                "skills/remote-two".into()
            ),
        ]
    );
    let got = installed(&install(&["--plugin", "linter"]));
    assert_eq!(
        got,
        [(
            "lint-rules".into(),
            mono_url.clone(),
            "tools/linter/skills/lint-rules".into()
        )]
    );
    assert!(!sb.agent.join("skill/not-this-one").exists());
    let lock: Value =
        serde_json::from_slice(&std::fs::read(sb.agent.join("skills.lock.json")).unwrap()).unwrap();
    let text = lock.to_string();
    assert!(text.contains("tools/linter/skills/lint-rules"), "{text}");

    // Upstream moves: the update of a remote plugin's skill re-clones the plugin's
    // repository, not the marketplace's.
    let work = remote.with_extension("work");
    let bare = remote.with_extension("git");
    let git = |args: &[&str], cwd: &Path| {
        let out = StdCommand::new("git")
            .args(["-c", "user.name=t", "-c", "user.email=t@t"])
            .args(args)
            .current_dir(cwd)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    git(
        &[
            "clone",
            "-q",
            bare.to_str().unwrap(),
            work.to_str().unwrap(),
        ],
        &sb.outside,
    );
    std::fs::write(
        work.join("skills/remote-one/SKILL.md"),
        skill_md("remote-one", "The remote-one skill, version two"),
    )
    .unwrap();
    git(&["commit", "-qam", "v2"], &work);
    git(&["push", "-q", "origin", "HEAD"], &work);
    let out = sb
        .lemon(&["skill", "update", "remote-one", "--approve", "--json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let updated = std::fs::read_to_string(sb.agent.join("skill/remote-one/SKILL.md")).unwrap();
    assert!(updated.contains("version two"), "{updated}");

    // What cannot be installed says why and what to do; nothing is written.
    let out = install(&["--plugin", "packaged"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("plugin 'packaged' cannot be installed") && err.contains("npm"),
        "{err}"
    );
    let out = install(&["--plugin", "nope"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no plugin named 'nope'") && err.contains("documents, review, remote"),
        "{err}"
    );
    assert!(err.contains("lemon skill marketplace"), "{err}");
    let out = install(&["--plugin", "documents", "--skill", "docx"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no skill named 'docx'"));
    // A repository without a marketplace file.
    let out = sb
        .lemon(&["skill", "install", &mono_url, "--plugin", "x", "--approve"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(".claude-plugin/marketplace.json"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let leftovers: Vec<_> = std::fs::read_dir(sb.agent.join("skill"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.') && !n.ends_with(".lock"))
        .collect();
    assert!(leftovers.is_empty(), "staging leftovers: {leftovers:?}");
}

/// Serves `answer(path) -> (status, body)` over HTTP on 127.0.0.1 until the process
/// ends: a real server for the registry commands.
fn serve_http(answer: impl Fn(&str) -> (u16, String) + Send + 'static) -> String {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut buf = [0u8; 8192];
            let n = stream.read(&mut buf).unwrap_or(0);
            let req = String::from_utf8_lossy(&buf[..n]).into_owned();
            let path = req.split_whitespace().nth(1).unwrap_or("/").to_string();
            let (status, body) = answer(&path);
            let _ = write!(
                stream,
                "HTTP/1.1 {status} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    format!("http://{addr}")
}

#[test]
fn discover_ranks_the_registry_index_and_its_refs_install() {
    let sb = Sandbox::new();
    let src = sb.outside.join("forms-repo");
    put_skill(&src, "skills/pdf-forms");
    let clone_url = bare_repo_of(&src);
    let index = serde_json::json!({"skills": [
        {"ref": "acme/docs/pdf-forms", "name": "pdf-forms",
         "description": "Fill in, sign and flatten PDF forms", "tags": ["pdf", "forms"]},
        {"ref": "acme/devops/k8s-deploy",
         "description": "Deploy services to Kubernetes clusters with kubectl and Helm charts"},
        {"ref": "acme/data/csv-clean", "description": "Clean and normalise messy CSV spreadsheets"},
        {"ref": "acme/web/screenshot", "description": "Take browser screenshots of web pages\u{1b}[31m"},
        {"ref": "acme/writing/changelog", "description": "Write a changelog from git history"},
        {"ref": "../../etc/passwd", "description": "not a ref"},
        {"description": "no ref at all"}
    ]})
    .to_string();
    let base = serve_http(move |path| match path {
        "/index.json" => (200, index.clone()),
        "/skills/acme/docs/pdf-forms" => (
            200,
            format!(r#"{{"clone_url": "{clone_url}", "path": "skills/pdf-forms"}}"#),
        ),
        _ => (404, "{}".into()),
    });
    let discover = |query: &str| {
        let mut cmd = sb.lemon(&["skill", "discover", query, "--json"]);
        cmd.env("LEMON_REGISTRY_URL", &base);
        json_of(cmd)
    };
    let v = discover("I need to fill in a PDF form");
    assert_eq!(v["registry"], base.as_str());
    assert_eq!(v["listed"], 5);
    assert_eq!(v["skipped"], 2);
    assert_eq!(v["results"][0]["ref"], "acme/docs/pdf-forms");
    assert_eq!(v["results"][0]["tags"], serde_json::json!(["pdf", "forms"]));
    let v = discover("deploy my service to a kubernetes cluster");
    assert_eq!(v["results"][0]["ref"], "acme/devops/k8s-deploy");
    // Nothing listed fits: no result rather than a weak one.
    let v = discover("bake a sourdough loaf");
    assert_eq!(v["results"], serde_json::json!([]), "{v}");

    // Text: control characters of a listing never reach the terminal.
    let out = sb
        .lemon(&["skill", "discover", "browser screenshots of web pages"])
        .env("LEMON_REGISTRY_URL", &base)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("acme/web/screenshot"), "{text}");
    assert!(!text.contains('\u{1b}'), "{text:?}");

    // What discover prints installs.
    let mut cmd = sb.lemon(&[
        "skill",
        "install",
        "acme/docs/pdf-forms",
        "--approve",
        "--json",
    ]);
    cmd.env("LEMON_REGISTRY_URL", &base);
    let done = json_of(cmd);
    assert_eq!(done["installed"][0]["key"], "pdf-forms");

    // --registry wins over the variable; a registry without an index says what to do.
    let out = sb
        .lemon(&[
            "skill",
            "discover",
            "pdf",
            "--registry",
            &format!("{base}/nowhere"),
        ])
        .env("LEMON_REGISTRY_URL", &base)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("404") && err.contains("LEMON_REGISTRY_URL"),
        "{err}"
    );
}

#[test]
fn install_asks_on_a_real_terminal_and_no_keeps_everything_as_it_was() {
    let sb = Sandbox::new();
    let src = sb.outside.join("src/asked");
    std::fs::create_dir_all(&src).unwrap();
    std::fs::write(
        src.join("SKILL.md"),
        skill_md("asked", "Asked before install"),
    )
    .unwrap();
    let args = ["skill", "install", src.to_str().unwrap()];
    let Some(tmux) = Tmux::start(&sb, &args) else {
        return;
    };
    // The question shows what would be installed, then waits for the answer.
    let screen = tmux.wait_for("Proceed? [y/N]");
    assert!(screen.contains("Install skill 'asked'"), "{screen}");
    assert!(
        screen.contains("Digest:") && screen.contains("Audit:"),
        "{screen}"
    );
    tmux.keys(&["n", "Enter"]);
    let result = tmux.result();
    assert!(result.contains("EXIT=1"), "{result}");
    assert!(!sb.agent.join("skill/asked").exists());
    assert!(!sb.agent.join("skills.lock.json").exists());
    drop(tmux);

    let Some(tmux) = Tmux::start(&sb, &args) else {
        return;
    };
    tmux.wait_for("Proceed? [y/N]");
    tmux.keys(&["y", "Enter"]);
    let result = tmux.result();
    assert!(result.contains("EXIT=0"), "{result}");
    assert!(sb.agent.join("skill/asked/SKILL.md").is_file());
    let lock = std::fs::read_to_string(sb.agent.join("skills.lock.json")).unwrap();
    assert!(lock.contains("\"approval\": \"prompt\""), "{lock}");
}
