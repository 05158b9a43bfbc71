//! Loads every skill of the real corpus (`../shared/corpus/skills/<source>/<key>/SKILL.md`)
//! the way the registry does, and checks that every one either loads or is rejected with
//! a reason a user would accept.
//!
//! The corpus lives beside the repository (not in it). Set `LEMON_SKILLS_CORPUS` to use
//! another location; the test is skipped with a message when the directory is absent.

use std::path::PathBuf;
use std::time::Instant;

use lemon_skills::manifest::{ManifestErrorKind, parse_skill_bytes};

mod common;
use common::corpus_dir;

fn skill_files(root: &std::path::Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(sources) = std::fs::read_dir(root) else {
        return out;
    };
    for source in sources.flatten() {
        let Ok(skills) = std::fs::read_dir(source.path()) else {
            continue;
        };
        for skill in skills.flatten() {
            let f = skill.path().join("SKILL.md");
            if f.is_file() {
                out.push(f);
            }
        }
    }
    out.sort();
    out
}

/// This thread's on-CPU time in nanoseconds (Linux `schedstat`), when available.
fn thread_cpu_ns() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}

#[test]
fn every_corpus_skill_loads_or_has_a_reason() {
    let Some(root) = corpus_dir() else {
        eprintln!("skipping: skills corpus not found (set LEMON_SKILLS_CORPUS)");
        return;
    };
    let files = skill_files(&root);
    assert!(!files.is_empty(), "no SKILL.md under {}", root.display());
    let contents: Vec<(PathBuf, Vec<u8>)> = files
        .into_iter()
        .map(|f| {
            let b = std::fs::read(&f).unwrap_or_default();
            (f, b)
        })
        .collect();

    let mut failures = Vec::new();
    let mut warned = 0usize;
    let mut by_code = std::collections::BTreeMap::<&str, usize>::new();
    for (path, bytes) in &contents {
        match parse_skill_bytes(bytes) {
            Ok(p) => {
                if !p.warnings.is_empty() {
                    warned += 1;
                }
                for w in &p.warnings {
                    *by_code.entry(w.code.as_str()).or_default() += 1;
                }
            }
            Err(e) => failures.push((path.clone(), e)),
        }
    }
    let rel = |p: &PathBuf| p.strip_prefix(&root).unwrap_or(p).display().to_string();
    println!(
        "corpus: {} skills, {} failed, {} loaded with warnings {:?}",
        contents.len(),
        failures.len(),
        warned,
        by_code
    );
    for (p, e) in &failures {
        println!("  FAIL {}:{e}", rel(p));
        // Every rejection names a line and a reason.
        assert!(e.line >= 1 && !e.reason.is_empty());
    }
    // Rejections are only for real breakage: unparsable frontmatter, or a name or
    // description that breaks the catalog's safety limits.
    for (p, e) in &failures {
        assert!(
            matches!(
                e.kind,
                ManifestErrorKind::Parse | ManifestErrorKind::Invalid
            ),
            "{}: {e}",
            rel(p)
        );
    }
    assert!(
        failures.len() * 100 <= contents.len(),
        "more than 1% of the corpus fails to load"
    );

    // Throughput: parse the whole corpus a few times, report µs per parse, both wall
    // time and this thread's CPU time (which a loaded machine distorts less).
    let rounds = 5;
    let cpu_start = thread_cpu_ns();
    let start = Instant::now();
    for _ in 0..rounds {
        for (_, bytes) in &contents {
            let _ = std::hint::black_box(parse_skill_bytes(bytes));
        }
    }
    let n = (rounds * contents.len()) as f64;
    let per = start.elapsed().as_secs_f64() * 1e6 / n;
    let cpu = match (cpu_start, thread_cpu_ns()) {
        (Some(a), Some(b)) => format!("{:.1} µs CPU", (b.saturating_sub(a)) as f64 / 1e3 / n),
        _ => "CPU time unavailable".to_string(),
    };
    println!("corpus parse: {per:.1} µs wall, {cpu} per SKILL.md (use --release for real figures)");
}
