//! The real-skills corpus (`../shared/corpus/skills`, test data only, never copied into
//! the repository) through the CLI: every skill directory is accounted for by
//! `list --all --json` — loaded, or reported with a reason — and `lint --json` never
//! crashes on it. Skipped with a message when the corpus is absent.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::{Sandbox, canon, rows};

/// `LEMON_SKILLS_CORPUS`, else `shared/` beside the repository (one level further up
/// from a git worktree).
fn corpus() -> Option<PathBuf> {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = match std::env::var_os("LEMON_SKILLS_CORPUS") {
        Some(d) => Some(PathBuf::from(d)).filter(|d| d.is_dir()),
        None => [
            "../../../shared/corpus/skills",
            "../../../../shared/corpus/skills",
        ]
        .iter()
        .map(|rel| crate_dir.join(rel))
        .find(|d| d.is_dir()),
    };
    let dir = dir.and_then(|d| std::fs::canonicalize(d).ok());
    if dir.is_none() {
        eprintln!("skipping: the skills corpus (../shared/corpus/skills) is not present");
    }
    dir
}

/// Each source folder of the corpus is a skills root: `<source>/<key>/SKILL.md`.
fn sources(corpus: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(corpus)
        .expect("read corpus")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    out.sort();
    out
}

fn skill_dirs(root: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(root)
        .expect("read root")
        .filter_map(Result::ok)
        .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    out.sort();
    out
}

#[test]
fn every_corpus_skill_is_listed_or_reported_with_a_reason() {
    let Some(corpus) = corpus() else { return };
    let sb = Sandbox::new();
    let mut seen = 0;
    let mut loaded = 0;
    for source in sources(&corpus) {
        let out = sb
            .lemon(&["skill", "list", "--all", "--json"])
            .env("LEMON_HARNESS_SKILLS_DIR", &source)
            .output()
            .expect("run");
        assert!(
            out.status.success(),
            "{}: {}",
            source.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        let json: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let by_path: Vec<(PathBuf, &Value)> = rows(&json)
            .iter()
            .filter_map(|r| r["path"].as_str().map(|p| (canon(Path::new(p)), r)))
            .collect();
        for dir in skill_dirs(&source) {
            seen += 1;
            let dir = canon(&dir);
            let Some((_, row)) = by_path.iter().find(|(p, _)| *p == dir) else {
                panic!("{} is neither listed nor reported", dir.display());
            };
            match row["status"].as_str() {
                Some("invalid" | "skipped" | "shadowed") => {
                    let reason = row["reason"].as_str().unwrap_or("");
                    assert!(!reason.is_empty(), "{}: no reason", dir.display());
                }
                Some(_) => {
                    loaded += 1;
                    assert_eq!(row["scope"], "global");
                }
                None => panic!("{}: row without status: {row}", dir.display()),
            }
        }
    }
    eprintln!("corpus: {loaded} of {seen} skill directories loaded, the rest reported");
    assert!(seen > 0);
    assert!(
        loaded * 10 >= seen * 9,
        "most real skills load: {loaded}/{seen}"
    );
}

#[test]
fn lint_and_search_survive_the_corpus() {
    let Some(corpus) = corpus() else { return };
    let sb = Sandbox::new();
    let roots: Vec<String> = sources(&corpus)
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    let mut args = vec!["skill", "lint", "--json"];
    args.extend(roots.iter().map(String::as_str));
    let out = sb.lemon(&args).output().expect("run");
    let code = out.status.code();
    assert!(code == Some(0) || code == Some(1), "lint exit {code:?}");
    let findings: Value = serde_json::from_slice(&out.stdout).expect("lint prints JSON");
    for f in rows(&findings) {
        assert!(
            ["error", "warning"].contains(&f["level"].as_str().unwrap_or("")),
            "{f}"
        );
        assert!(f["code"].as_str().is_some_and(|c| !c.is_empty()), "{f}");
        assert!(f["path"].as_str().is_some(), "{f}");
    }

    let first = sources(&corpus).into_iter().next().expect("a source");
    for query in [
        "review a pull request",
        "make a pdf report",
        "deploy to kubernetes",
    ] {
        let out = sb
            .lemon(&["skill", "search", query, "--max", "5", "--json"])
            .env("LEMON_HARNESS_SKILLS_DIR", &first)
            .output()
            .expect("run");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let answer: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        assert!(rows(&answer["results"]).len() <= 5);
    }
}
