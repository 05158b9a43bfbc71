//! What a `skill_manage` write costs (criterion, in process, median): a `create` of a
//! new skill (validation, the audit of the prospective bundle, the staged directory
//! renamed into place, the usage record) and a `patch` of an existing one (the skill
//! read, patched and audited in memory, one atomic write), and the audit alone.
//!
//! Run: `cargo bench -p lemon-skills --bench manage`.

use std::hint::black_box;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use lemon_core::approval::{Decision, Fixed};
use lemon_core::paths::Env;
use lemon_skills::manage::{self, Context};
use serde_json::json;

fn body() -> String {
    "## Usage\n\nRun the checks, then deploy with `make deploy`.\n".repeat(40)
}

fn writes(c: &mut Criterion) {
    let agent = tempfile::tempdir().expect("temp dir");
    let project = tempfile::tempdir().expect("temp dir");
    let env = Env::empty()
        .with("LEMON_AGENT_DIR", agent.path())
        .with_working_dir(project.path());
    let approver = Fixed(Decision::Denied);
    let ctx = Context::new(env, &approver);
    let body = body();
    let mut g = c.benchmark_group("skill_manage");
    g.measurement_time(Duration::from_secs(5));
    g.sample_size(50);

    let n = AtomicU64::new(0);
    g.bench_function("create", |b| {
        b.iter(|| {
            let name = format!("bench-{}", n.fetch_add(1, Ordering::Relaxed));
            let content =
                format!("---\nname: {name}\ndescription: Use when benchmarking.\n---\n{body}");
            let r = manage::call(
                &ctx,
                &json!({"action": "create", "name": name, "content": content}),
            );
            assert!(r.is_ok(), "{}", r.to_json());
            black_box(r)
        })
    });

    let content =
        format!("---\nname: target\ndescription: Use when benchmarking.\n---\nVERSION-0\n{body}");
    assert!(
        manage::call(
            &ctx,
            &json!({"action": "create", "name": "target", "content": content})
        )
        .is_ok()
    );
    let v = AtomicU64::new(0);
    g.bench_function("patch", |b| {
        b.iter(|| {
            let i = v.fetch_add(1, Ordering::Relaxed);
            let r = manage::call(
                &ctx,
                &json!({"action": "patch", "name": "target",
                        "old_string": format!("VERSION-{i}\n"), "new_string": format!("VERSION-{}\n", i + 1)}),
            );
            assert!(r.is_ok(), "{}", r.to_json());
            black_box(r)
        })
    });
    // The part of a patch that is the audit of the prospective bundle.
    let dir = project.path().join(".lemon/skill/target");
    let bundle = lemon_skills::bundle::Bundle::read(&dir, &Default::default()).expect("bundle");
    g.bench_function("audit_of_the_bundle", |b| {
        b.iter(|| black_box(lemon_skills::audit::audit_bundle(&bundle).verdict))
    });
    g.finish();
}

criterion_group!(benches, writes);
criterion_main!(benches);
