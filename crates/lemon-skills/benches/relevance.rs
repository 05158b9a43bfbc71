//! Relevance index over 10,000 synthetic skills: build time and per-query latency
//! (`cargo bench -p lemon-skills --bench relevance`). Target: a query under 1 ms.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use lemon_skills::relevance::SearchIndex;
use lemon_skills::{Entry, Manifest, Scope};

/// A deterministic pseudo-random generator, so every run indexes the same skills.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    /// A Zipf-like pick: low indices (common words) come up far more often.
    fn word<'a>(&mut self, words: &'a [String]) -> &'a str {
        let r = (self.next() % 1_000_000) as f64 / 1_000_000.0;
        let i = ((words.len() as f64).powf(r) - 1.0) as usize;
        &words[i.min(words.len() - 1)]
    }
}

fn vocabulary() -> Vec<String> {
    const SYLLABLES: &[&str] = &[
        "ka", "lo", "mi", "ter", "ra", "form", "de", "ploy", "pdf", "sql", "git", "dock", "er",
        "test", "ing", "cloud", "data", "graph", "ql", "net", "work", "flow", "li", "nt", "ser",
        "ver", "ap", "pi", "doc", "ment", "view", "re",
    ];
    let mut words = Vec::new();
    for a in SYLLABLES {
        for b in SYLLABLES {
            words.push(format!("{a}{b}"));
        }
    }
    words
}

pub fn synthetic_entries(n: usize) -> Vec<Entry> {
    let words = vocabulary();
    let mut rng = Lcg(42);
    (0..n)
        .map(|i| {
            let key = format!("{}-{}-{i}", rng.word(&words), rng.word(&words));
            let description: Vec<&str> = (0..25).map(|_| rng.word(&words)).collect();
            let mut body = String::from("# Usage\n\n");
            for line in 0..40 {
                if line % 10 == 0 {
                    body.push_str("## ");
                }
                let words: Vec<&str> = (0..12).map(|_| rng.word(&words)).collect();
                body.push_str(&words.join(" "));
                body.push('\n');
            }
            Entry {
                name: key.clone(),
                key: key.clone(),
                description: description.join(" "),
                scope: if i % 10 == 0 {
                    Scope::Project
                } else {
                    Scope::Global
                },
                root: "/skills".into(),
                path: format!("/skills/{key}").into(),
                manifest: Manifest {
                    keywords: (0..3).map(|_| rng.word(&words).to_string()).collect(),
                    ..Manifest::default()
                },
                body,
            }
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let entries = synthetic_entries(10_000);
    let words = vocabulary();
    let mut rng = Lcg(7);
    let queries: Vec<String> = (0..64)
        .map(|_| {
            let n = 2 + (rng.next() % 8) as usize;
            (0..n)
                .map(|_| rng.word(&words))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();

    c.bench_function("relevance/build_10k", |b| {
        b.iter(|| black_box(SearchIndex::build(black_box(&entries))))
    });
    let index = SearchIndex::build(&entries);
    let mut q = 0usize;
    c.bench_function("relevance/search_10k", |b| {
        b.iter(|| {
            q = (q + 1) % queries.len();
            black_box(index.search(black_box(&queries[q]), 3, |i| i % 97 != 0))
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
