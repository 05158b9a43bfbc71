//! The audit over the whole real corpus in one process (when present beside the
//! repository, or at `LEMON_SKILLS_CORPUS`): first one timed pass that prints the
//! total, the per-skill median and the slowest skill, then criterion's measurement of
//! the whole-corpus audit. Bundles are read before timing (the audit judges bytes in
//! memory). On a shared machine wall time measures the neighbours as much as the audit,
//! so the first part also prints the median over `LEMON_AUDIT_PASSES` (default 5) whole
//! passes of both the wall time and this thread's CPU time, then the median wall time of
//! `audit_bundles` (every core, what `lemon skill audit` runs over many paths).
//!
//! `cargo bench -p lemon-skills --bench audit` (`-- --bench none` skips criterion)

use std::path::PathBuf;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use lemon_skills::audit::{audit_bundle, audit_bundles};
use lemon_skills::bundle::{Bundle, BundleLimits};

fn corpus() -> Vec<(String, Bundle)> {
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
    let Ok(sources) = std::fs::read_dir(&root) else {
        return out;
    };
    let mut dirs: Vec<PathBuf> = sources
        .flatten()
        .filter_map(|s| std::fs::read_dir(s.path()).ok())
        .flat_map(|skills| skills.flatten().map(|k| k.path()))
        .filter(|k| k.join("SKILL.md").is_file())
        .collect();
    dirs.sort();
    for d in dirs {
        if let Ok(b) = Bundle::read(&d, &BundleLimits::default()) {
            let name = d.strip_prefix(&root).unwrap_or(&d).display().to_string();
            out.push((name, b));
        }
    }
    out
}

/// This thread's CPU time (wall time where there is no such clock).
fn cpu_now() -> Duration {
    #[cfg(unix)]
    {
        let mut ts = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `ts` is a valid, writable timespec.
        if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0 {
            return Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32);
        }
    }
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn bench(c: &mut Criterion) {
    let bundles = corpus();
    if bundles.is_empty() {
        eprintln!("skipping: skills corpus not found (set LEMON_SKILLS_CORPUS)");
        return;
    }
    // Warm the rule set (compiled once per process), then one timed pass.
    let _ = audit_bundle(&bundles[0].1);
    let start = Instant::now();
    let mut times: Vec<(Duration, &str)> = bundles
        .iter()
        .map(|(name, b)| {
            let t = Instant::now();
            std::hint::black_box(audit_bundle(b));
            (t.elapsed(), name.as_str())
        })
        .collect();
    let total = start.elapsed();
    times.sort();
    let bytes: u64 = bundles.iter().map(|(_, b)| b.total_bytes()).sum();
    println!(
        "audit corpus: {} skills, {:.1} MB, total {:?}, per-skill median {:?}, slowest {:?} ({})",
        bundles.len(),
        bytes as f64 / 1e6,
        total,
        times[times.len() / 2].0,
        times[times.len() - 1].0,
        times[times.len() - 1].1
    );
    let passes: usize = std::env::var("LEMON_AUDIT_PASSES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5)
        .max(1);
    let (mut walls, mut cpus) = (Vec::new(), Vec::new());
    for _ in 0..passes {
        let (w, c) = (Instant::now(), cpu_now());
        for (_, b) in &bundles {
            std::hint::black_box(audit_bundle(b));
        }
        cpus.push(cpu_now().saturating_sub(c));
        walls.push(w.elapsed());
    }
    println!(
        "audit corpus, median of {passes} passes: wall {:?}, cpu {:?}",
        median(walls),
        median(cpus)
    );
    // What `lemon skill audit` runs over many paths: every core of this process.
    let all: Vec<Bundle> = bundles.iter().map(|(_, b)| b.clone()).collect();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let walls: Vec<Duration> = (0..passes)
        .map(|_| {
            let w = Instant::now();
            std::hint::black_box(audit_bundles(&all));
            w.elapsed()
        })
        .collect();
    println!(
        "audit corpus, audit_bundles on {threads} thread(s), median of {passes} passes: wall {:?}",
        median(walls)
    );
    let mut g = c.benchmark_group("audit");
    g.sample_size(10);
    g.bench_function("whole_corpus", |b| {
        b.iter(|| {
            for (_, bundle) in &bundles {
                std::hint::black_box(audit_bundle(bundle));
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
