//! The audit over the real skills corpus (`../shared/corpus/skills/<source>/<key>/`):
//! verdict counts, findings by rule, every blocked skill, and the floor that fewer than
//! 2% of real skills are blocked for reasons other than lint (malformed skills blocked
//! only by lint are counted separately). Skipped with a message when the corpus is
//! absent (set `LEMON_SKILLS_CORPUS`).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

use lemon_skills::audit::{Severity, Verdict, audit_bundle};
use lemon_skills::bundle::{Bundle, BundleLimits};

mod common;
use common::corpus_dir;

fn skill_dirs(root: &std::path::Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(sources) = std::fs::read_dir(root) else {
        return out;
    };
    for source in sources.flatten() {
        let Ok(skills) = std::fs::read_dir(source.path()) else {
            continue;
        };
        for skill in skills.flatten() {
            if skill.path().join("SKILL.md").is_file() {
                out.push(skill.path());
            }
        }
    }
    out.sort();
    out
}

#[test]
fn real_skills_are_rarely_blocked() {
    let Some(root) = corpus_dir() else {
        eprintln!("skipping: skills corpus not found (set LEMON_SKILLS_CORPUS)");
        return;
    };
    let dirs = skill_dirs(&root);
    assert!(!dirs.is_empty(), "no skills under {}", root.display());
    let bundles: Vec<(PathBuf, Bundle)> = dirs
        .iter()
        .filter_map(|d| Some((d.clone(), Bundle::read(d, &BundleLimits::default()).ok()?)))
        .collect();
    let start = Instant::now();
    let reports: Vec<_> = bundles.iter().map(|(d, b)| (d, audit_bundle(b))).collect();
    let elapsed = start.elapsed();

    let mut verdicts = BTreeMap::<Verdict, usize>::new();
    let mut by_rule = BTreeMap::<(&str, Severity), usize>::new();
    let mut blocked = Vec::new();
    let mut lint_only = Vec::new();
    let mut warned = Vec::new();
    for (d, r) in &reports {
        *verdicts.entry(r.verdict).or_default() += 1;
        let mut seen = Vec::new();
        for f in &r.findings {
            if !seen.contains(&(f.rule, f.severity)) {
                seen.push((f.rule, f.severity));
                *by_rule.entry((f.rule, f.severity)).or_default() += 1;
            }
        }
        let rel = d.strip_prefix(&root).unwrap_or(d).display().to_string();
        if r.verdict == Verdict::Block {
            if r.blocked_by_lint_only() {
                lint_only.push(rel);
            } else {
                blocked.push((rel, r));
            }
        } else if r.verdict == Verdict::Warn {
            warned.push((rel, r));
        }
    }
    println!(
        "audit corpus: {} skills in {:?} ({} unreadable); verdicts {:?}",
        reports.len(),
        elapsed,
        dirs.len() - bundles.len(),
        verdicts
    );
    println!("skills with a finding, by rule and severity:");
    for ((rule, sev), n) in &by_rule {
        println!("  {rule:<45} {sev:<5} {n}");
    }
    println!("blocked by lint only: {}", lint_only.len());
    for s in &lint_only {
        println!("  {s}");
    }
    println!("blocked (not lint only): {}", blocked.len());
    for (s, r) in &blocked {
        println!("  {s}");
        for f in r.at_least(Severity::Block) {
            println!(
                "    {} {}:{} {}",
                f.rule,
                f.file,
                f.line.unwrap_or(0),
                f.excerpt
            );
        }
    }
    if std::env::var_os("LEMON_AUDIT_SHOW_WARNINGS").is_some() {
        println!("warned: {}", warned.len());
        for (s, r) in &warned {
            println!("  {s}");
            for f in r.at_least(Severity::Warn) {
                println!(
                    "    {} {}:{} {}",
                    f.rule,
                    f.file,
                    f.line.unwrap_or(0),
                    f.excerpt
                );
            }
        }
    }
    let rate = blocked.len() as f64 / reports.len() as f64;
    assert!(
        rate < 0.02,
        "{} of {} real skills blocked ({:.1}%)",
        blocked.len(),
        reports.len(),
        rate * 100.0
    );
}
