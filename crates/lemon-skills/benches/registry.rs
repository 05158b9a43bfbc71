//! Registry benchmarks (criterion): cold load of 10,000 skills, the identity check over
//! 1,000 skills, and `find_relevant` over 10,000 skills.
//!
//! Run: `cargo bench -p lemon-skills --bench registry`.
//! Targets (issue 2, 2-core machine): identity check < 2 ms over 1,000 skills,
//! `find_relevant` < 1 ms per query over 10,000 skills.

#[path = "../examples/bench_skills/generate.rs"]
mod generate;

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use lemon_core::paths::Env;
use lemon_skills::registry::{Registry, RegistryOptions};

fn registry(agent: &Path, interval: Duration) -> Registry {
    registry_with(agent, interval, true)
}

fn registry_with(agent: &Path, interval: Duration, watch: bool) -> Registry {
    Registry::with_options(RegistryOptions {
        check_interval: interval,
        builtins: false,
        watch,
        ..RegistryOptions::new(Env::empty().with("LEMON_AGENT_DIR", agent))
    })
}

fn corpus(n: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    generate::generate(&dir.path().join("skill"), n).expect("generate skills");
    // Leave the racy-timestamp window so measurements see settled files.
    std::thread::sleep(Duration::from_millis(100));
    dir
}

fn cold_load(c: &mut Criterion) {
    let dir = corpus(10_000);
    let mut g = c.benchmark_group("cold_load");
    g.sample_size(10);
    g.measurement_time(Duration::from_secs(10));
    g.bench_function("list_10000", |b| {
        b.iter(|| {
            let reg = registry(dir.path(), Duration::from_millis(50));
            black_box(reg.list(None).len())
        })
    });
    g.finish();
}

fn identity_check(c: &mut Criterion) {
    let dir = corpus(1_000);
    let mut g = c.benchmark_group("identity_check");
    for (name, watch) in [
        ("unchanged_1000_watch", true),
        ("unchanged_1000_stat_only", false),
    ] {
        // Interval zero: every call runs the identity check (and finds nothing changed).
        let reg = registry_with(dir.path(), Duration::ZERO, watch);
        assert_eq!(reg.list(None).len(), 1_000);
        let _ = reg.view(None); // settles racy files, arms the watch
        g.bench_function(name, |b| b.iter(|| black_box(reg.view(None))));
    }
    g.finish();
}

fn find_relevant(c: &mut Criterion) {
    let dir = corpus(10_000);
    let reg = registry(dir.path(), Duration::from_secs(3600));
    assert_eq!(reg.list(None).len(), 10_000);
    let _ = reg.view(None).index(); // build the index outside the measurement
    let queries = [
        "deploy the kubernetes cluster",
        "fill in a pdf form and email it",
        "why is my database query slow, add an index",
        "transcribe this audio file and summarize it",
    ];
    let mut g = c.benchmark_group("find_relevant");
    for q in queries {
        g.bench_function(q, |b| b.iter(|| black_box(reg.find_relevant(q, None, 3))));
    }
    g.finish();
}

criterion_group!(benches, identity_check, find_relevant, cold_load);
criterion_main!(benches);
