//! Relevance index over 10,000 synthetic skills: build time and per-query latency
//! (`cargo bench -p lemon-skills --bench relevance`). Target: a query under 1 ms.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use lemon_skills::relevance::SearchIndex;
use lemon_skills::{Entry, Manifest, Scope, SkillLocation};

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

pub fn synthetic_entries(n: usize, body_lines: usize) -> Vec<Entry> {
    let words = vocabulary();
    let mut rng = Lcg(42);
    (0..n)
        .map(|i| {
            let key = format!("{}-{}-{i}", rng.word(&words), rng.word(&words));
            let description: Vec<&str> = (0..25).map(|_| rng.word(&words)).collect();
            let mut body = String::from("# Usage\n\n");
            for line in 0..body_lines {
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
                location: SkillLocation::dir("/skills", format!("/skills/{key}")),
                manifest: Manifest {
                    keywords: (0..3).map(|_| rng.word(&words).to_string()).collect(),
                    ..Manifest::default()
                },
                body,
            }
        })
        .collect()
}

/// The real corpus (`shared/corpus/skills`, or `LEMON_SKILLS_CORPUS`) replicated to
/// `n` skills with distinct keys: realistic text and body sizes. `None` when absent.
fn corpus_entries(n: usize) -> Option<Vec<Entry>> {
    let dir = std::env::var_os("LEMON_SKILLS_CORPUS")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| {
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/skills")
        });
    let mut base = Vec::new();
    for source in std::fs::read_dir(&dir).ok()?.flatten() {
        for skill in std::fs::read_dir(source.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let Ok(text) = std::fs::read_to_string(skill.path().join("SKILL.md")) else {
                continue;
            };
            let key = skill.file_name().to_string_lossy().into_owned();
            let (manifest, body) = match lemon_skills::parse_skill_md(&text) {
                Ok(p) => (p.manifest, p.body),
                Err(_) => (Manifest::default(), text),
            };
            base.push(Entry {
                name: manifest.name.clone().unwrap_or_else(|| key.clone()),
                description: manifest.description.clone().unwrap_or_default(),
                key,
                scope: Scope::Global,
                location: SkillLocation::dir("/skills", "/skills/x"),
                manifest,
                body,
            });
        }
    }
    if base.is_empty() {
        return None;
    }
    Some(
        (0..n)
            .map(|i| {
                let mut e = base[i % base.len()].clone();
                e.key = format!("{}-{}", e.key, i / base.len());
                e
            })
            .collect(),
    )
}

/// Realistic requests (the tuning set's).
fn eval_queries() -> Vec<String> {
    let data: serde_json::Value =
        serde_json::from_str(include_str!("../tests/data/relevance_eval.json")).unwrap_or_default();
    data["requests"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|r| r["query"].as_str().map(str::to_string))
        .collect()
}

/// This thread's CPU time in nanoseconds (Linux), so a loaded machine does not
/// inflate the per-query figure the way wall time does.
fn thread_cpu_ns() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}

/// Median CPU microseconds per query, each query repeated `reps` times.
fn median_cpu_us(index: &SearchIndex, queries: &[String], reps: u32) -> Option<f64> {
    let mut per_query = Vec::new();
    for q in queries {
        let start = thread_cpu_ns()?;
        for _ in 0..reps {
            black_box(index.search(black_box(q), 3, |_| true));
        }
        let end = thread_cpu_ns()?;
        per_query.push((end - start) as f64 / 1000.0 / f64::from(reps));
    }
    per_query.sort_by(f64::total_cmp);
    per_query.get(per_query.len() / 2).copied()
}

fn report(label: &str, entries: &[Entry], queries: &[String]) {
    let wall = std::time::Instant::now();
    let cpu0 = thread_cpu_ns();
    let index = SearchIndex::build(entries);
    let build_cpu = thread_cpu_ns().zip(cpu0).map(|(b, a)| (b - a) as f64 / 1e6);
    let build_wall = wall.elapsed();
    let median = median_cpu_us(&index, queries, 300);
    println!(
        "{label}: {} skills, build {:?} wall / {} ms CPU; search median {} µs CPU per query over {} queries",
        entries.len(),
        build_wall,
        build_cpu.map_or("?".into(), |v| format!("{v:.0}")),
        median.map_or("?".into(), |v| format!("{v:.1}")),
        queries.len()
    );
}

fn bench(c: &mut Criterion) {
    let entries = synthetic_entries(10_000, 40);
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

    report("synthetic (40-line bodies)", &entries, &queries);
    report(
        "synthetic (4-line bodies)",
        &synthetic_entries(10_000, 4),
        &queries,
    );
    let english = eval_queries();
    match corpus_entries(10_000) {
        Some(real) => {
            report("corpus x17", &real, &english);
            let index = SearchIndex::build(&real);
            let mut q = 0usize;
            c.bench_function("relevance/search_10k_corpus", |b| {
                b.iter(|| {
                    q = (q + 1) % english.len();
                    black_box(index.search(black_box(&english[q]), 3, |_| true))
                })
            });
        }
        None => println!("corpus not found: skipping the real-text benchmark"),
    }

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
