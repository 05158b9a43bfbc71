//! Parse cost of `SKILL.md` files: the real corpus (when present beside the repository,
//! or at `LEMON_SKILLS_CORPUS`) and a synthetic, typical skill.
//!
//! `cargo bench -p lemon-skills --bench manifest`

use std::path::PathBuf;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use lemon_skills::manifest::{parse_skill_bytes, parse_skill_md};

fn corpus() -> Vec<Vec<u8>> {
    let root = std::env::var_os("LEMON_SKILLS_CORPUS")
        .map(PathBuf::from)
        .or_else(|| {
            let c = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
            [
                "../../../shared/corpus/skills",
                "../../../../shared/corpus/skills",
            ]
            .iter()
            .map(|r| c.join(r))
            .find(|d| d.is_dir())
        });
    let mut out = Vec::new();
    let Some(root) = root else { return out };
    let Ok(sources) = std::fs::read_dir(root) else {
        return out;
    };
    for s in sources.flatten() {
        let Ok(skills) = std::fs::read_dir(s.path()) else {
            continue;
        };
        for k in skills.flatten() {
            if let Ok(b) = std::fs::read(k.path().join("SKILL.md")) {
                out.push(b);
            }
        }
    }
    out
}

const TYPICAL: &str = "---\nname: k8s-rollout\ndescription: Use when managing Kubernetes deployments and rollouts, or when a rollout is stuck and must be rolled back.\nkeywords: [kubernetes, rollout, kubectl]\ntags: [devops]\nrequires:\n  bins: [kubectl]\n  config: [KUBECONFIG]\nplatforms: [linux, darwin]\nmetadata:\n  lemon:\n    category: devops\n---\n## When to use\n\nDeploying.\n\n## Steps\n\n1. kubectl rollout status deploy/x\n";

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("parse_skill_md");
    g.throughput(Throughput::Elements(1));
    g.bench_function("typical", |b| {
        b.iter(|| parse_skill_md(std::hint::black_box(TYPICAL)))
    });
    let files = corpus();
    if files.is_empty() {
        eprintln!("corpus not found: only the synthetic benchmark runs");
    } else {
        g.throughput(Throughput::Elements(files.len() as u64));
        g.bench_function("corpus", |b| {
            b.iter(|| {
                for f in &files {
                    let _ = std::hint::black_box(parse_skill_bytes(f));
                }
            })
        });
    }
    g.finish();

    // What a registry scan does: 10,000 files (the corpus repeated, or the typical
    // skill) split across 2 threads, the machine's core count.
    let ten_k: Vec<&[u8]> = if files.is_empty() {
        vec![TYPICAL.as_bytes(); 10_000]
    } else {
        files
            .iter()
            .cycle()
            .take(10_000)
            .map(Vec::as_slice)
            .collect()
    };
    let mut g = c.benchmark_group("scan_10k");
    g.sample_size(20);
    g.bench_function("2_threads", |b| {
        b.iter(|| {
            let (left, right) = ten_k.split_at(ten_k.len() / 2);
            std::thread::scope(|s| {
                for half in [left, right] {
                    s.spawn(move || {
                        for f in half {
                            let _ = std::hint::black_box(parse_skill_bytes(f));
                        }
                    });
                }
            });
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches, yaml);

/// The YAML parser alone on the same frontmatter: the cost the fast path avoids.
fn yaml_only(c: &mut Criterion) {
    let fm = TYPICAL
        .split("---\n")
        .nth(1)
        .unwrap_or_default()
        .to_string();
    c.bench_function("yaml_parser_reference", |b| {
        b.iter(|| yaml_serde::from_str::<yaml_serde::Value>(std::hint::black_box(&fm)))
    });
}
criterion_group!(yaml, yaml_only);
