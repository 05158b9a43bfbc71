//! What naming and registration cost for a large inventory (criterion, in process):
//! the model-facing names of 1,000 tools spread over 10 servers (fingerprint per server,
//! slug + identity per tool), their definitions (descriptions and schemas moved in from
//! the decoded listing, as discovery does; building that input is not timed), then the
//! registry over them plus 50 built-ins, 10 of which shadow MCP names.
//!
//! Run: `cargo bench -p lemon-tools --bench naming` (or `scripts/bench-tools.sh`).
//! Target (issue 9): under 1 ms, median, for the whole 1,000-tool pass.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use lemon_tools::mcp::entry::{ServerEntry, parse_entry};
use lemon_tools::mcp::naming::{Namer, ToolKey, fingerprint};
use lemon_tools::registry::{Registry, ToolDef, ToolSource};
use serde_json::json;

fn inventory() -> (Vec<ServerEntry>, Vec<Vec<String>>) {
    let servers: Vec<ServerEntry> = (0..10)
        .map(|i| {
            parse_entry(
                &json!({"name": format!("server-{i}"), "type": "stdio", "command": "npx",
                        "args": ["-y", format!("@acme/mcp-server-{i}")]}),
                false,
            )
            .expect("valid entry")
        })
        .collect();
    let tools = (0..10)
        .map(|s| {
            (0..100)
                .map(|t| format!("Tool.{s}-{t}_{}", "x".repeat(t % 40)))
                .collect()
        })
        .collect();
    (servers, tools)
}

/// One listing as discovery holds it after decoding: raw name, description, schema.
type Listing = Vec<Vec<(String, String, serde_json::Value)>>;

fn listing(tools: &[Vec<String>]) -> Listing {
    tools
        .iter()
        .map(|names| {
            names
                .iter()
                .map(|n| (n.clone(), format!("does {n}"), json!({"type": "object"})))
                .collect()
        })
        .collect()
}

/// Names every tool and registers it with the built-ins: the definitions take the
/// decoded descriptions and schemas by move, as discovery does.
fn name_and_register(servers: &[ServerEntry], listed: Listing, builtins: &[ToolDef]) -> Registry {
    let total = builtins.len() + listed.iter().map(Vec::len).sum::<usize>();
    let mut all: Vec<(ToolSource, ToolDef)> = Vec::with_capacity(total);
    all.extend(builtins.iter().map(|b| (ToolSource::Builtin, b.clone())));
    for (entry, tools) in servers.iter().zip(listed) {
        let namer = Namer::new(entry, &fingerprint(entry));
        for (raw, description, schema) in tools {
            all.push((ToolSource::Mcp, namer.tool_def(&raw, description, schema)));
        }
    }
    Registry::build(all)
}

fn bench(c: &mut Criterion) {
    let (servers, tools) = inventory();
    // Built-ins that claim a few MCP names (as a conflict would) and 40 of their own.
    let first = name_and_register(&servers, listing(&tools), &[]);
    let mut builtins: Vec<ToolDef> = first.tools()[..10].iter().map(|t| t.def.clone()).collect();
    builtins.extend((0..40).map(|i| ToolDef::new(format!("builtin_{i}"), "", json!({}), "b")));
    let reg = name_and_register(&servers, listing(&tools), &builtins);
    assert_eq!(reg.mcp_count(), 990);
    assert_eq!(reg.shadowed().len(), 10);
    let mut g = c.benchmark_group("tools");
    g.measurement_time(Duration::from_secs(5));
    g.bench_function("name_and_register_1000", |b| {
        b.iter_batched(
            || listing(&tools),
            |listed| black_box(name_and_register(&servers, listed, &builtins)),
            BatchSize::SmallInput,
        )
    });
    // The two halves, for reading the total.
    g.bench_function("name_only_1000", |b| {
        b.iter(|| {
            let mut n = 0;
            for (entry, raw_names) in servers.iter().zip(&tools) {
                let namer = Namer::new(entry, &fingerprint(entry));
                for raw in raw_names {
                    n += black_box(namer.name(ToolKey::Remote(raw))).len();
                }
            }
            n
        })
    });
    let defs: Vec<(ToolSource, ToolDef)> = reg
        .tools()
        .iter()
        .map(|t| (t.source, t.def.clone()))
        .chain(builtins.iter().map(|b| (ToolSource::Builtin, b.clone())))
        .collect();
    g.bench_function("register_only_1050", |b| {
        b.iter_batched(
            || defs.clone(),
            |d| black_box(Registry::build(d)),
            BatchSize::SmallInput,
        )
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
