//! The on-disk search-index cache written by several processes at once: each child
//! process (this test binary, re-run with `--exact helper_search_through_cache`) keeps
//! loading or rebuilding the index of its own set of skills through the same cache
//! file, so writers of different indexes race. Every answer must be the fresh one, and
//! the file left behind must be one whole cache file.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use lemon_skills::relevance::SearchIndex;
use lemon_skills::relevance::cache::{CacheMiss, CacheOutcome, load_or_build};
use lemon_skills::{Entry, Manifest, Scope, SkillLocation};

const ROLE: &str = "LEMON_SKILLS_TEST_CACHE_ROLE";
const FILE: &str = "LEMON_SKILLS_TEST_CACHE_FILE";

fn skills(role: &str) -> Vec<Entry> {
    let entry = |key: &str, description: &str| Entry {
        key: key.into(),
        name: key.into(),
        description: description.into(),
        scope: Scope::Global,
        location: SkillLocation::dir("/skills", format!("/skills/{key}")),
        manifest: Manifest::default(),
        body: "# Usage\nRun the tool on the input files.\n".repeat(50),
    };
    let mut set = vec![
        entry("pdf-forms", "Fill in PDF forms and extract their tables"),
        entry("terraform-test", "Write tests for Terraform modules"),
    ];
    if role == "b" {
        set.push(entry(
            "kubernetes",
            "Debug Kubernetes clusters with kubectl",
        ));
        set[0].description = "Sign and merge PDF contracts".into();
    }
    set
}

fn answers(index: &SearchIndex) -> Vec<Vec<(usize, f32)>> {
    [
        "fill a pdf form",
        "sign a contract",
        "kubectl",
        "terraform tests",
    ]
    .iter()
    .map(|q| index.search(q, 3, |_| true))
    .collect()
}

#[test]
fn helper_search_through_cache() {
    let (Ok(role), Some(file)) = (std::env::var(ROLE), std::env::var_os(FILE)) else {
        return; // Only does something when run as a child.
    };
    let set = skills(&role);
    let fresh = answers(&SearchIndex::build(&set));
    for _ in 0..40 {
        let (index, _) = load_or_build(&set, Path::new(&file));
        assert_eq!(answers(&index), fresh, "role {role}: a stale or torn index");
    }
}

#[test]
fn concurrent_processes_share_one_cache_file_safely() {
    let dir = tempfile::tempdir().unwrap();
    let file: PathBuf = dir.path().join("cache/search-index-shared.bin");
    let mut children: Vec<_> = ["a", "b", "a", "b"]
        .iter()
        .map(|role| {
            Command::new(std::env::current_exe().unwrap())
                .args(["--exact", "helper_search_through_cache", "--test-threads=1"])
                .env(ROLE, role)
                .env(FILE, &file)
                .stdout(Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for c in &mut children {
        assert!(c.wait().unwrap().success(), "a child saw a wrong index");
    }
    // One whole file, of one of the two sets (a whole file of the other set reads as
    // stale, anything else as absent or corrupt); no temporary file left behind.
    let outcome = load_or_build(&skills("a"), &file).1;
    assert!(
        outcome == CacheOutcome::Hit
            || outcome
                == (CacheOutcome::Built {
                    miss: CacheMiss::Stale,
                    written: true
                }),
        "{outcome:?}"
    );
    let names: Vec<_> = std::fs::read_dir(file.parent().unwrap())
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(names, ["search-index-shared.bin"], "{names:?}");
}
