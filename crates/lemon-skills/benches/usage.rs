//! What usage tracking costs a `read_skill` (criterion, in process): the same read of a
//! skill through the registry with tracking on (one appended line per read, the log
//! folded into the sidecar once it is large) and off (`LEMON_SKILLS_USAGE=off`).
//!
//! Run: `cargo bench -p lemon-skills --bench usage`.
//! Target (issue 10): on costs under 1 ms more than off, median.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use lemon_core::paths::Env;
use lemon_skills::registry::{Registry, RegistryOptions};
use lemon_skills::view::{ReadSkillParams, RegistryLookup, read_skill};

fn read_with_tracking(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let skill = dir.path().join("skill/pdf");
    std::fs::create_dir_all(&skill).unwrap();
    std::fs::write(
        skill.join("SKILL.md"),
        format!(
            "---\nname: pdf\ndescription: Read PDFs\n---\n{}",
            "Body line.\n".repeat(200)
        ),
    )
    .unwrap();
    let mut g = c.benchmark_group("read_skill");
    g.measurement_time(Duration::from_secs(5));
    for (name, tracking) in [("usage_off", "off"), ("usage_on", "on")] {
        let env = Env::empty()
            .with("LEMON_AGENT_DIR", dir.path())
            .with("LEMON_SKILLS_USAGE", tracking);
        let registry = Registry::with_options(RegistryOptions {
            builtins: false,
            ..RegistryOptions::new(env)
        });
        let lookup = RegistryLookup {
            registry: &registry,
            cwd: None,
        };
        let params = ReadSkillParams::new("pdf");
        g.bench_function(name, |b| {
            b.iter(|| black_box(read_skill(&lookup, &params).text.len()))
        });
    }
    g.finish();
}

criterion_group!(benches, read_with_tracking);
criterion_main!(benches);
