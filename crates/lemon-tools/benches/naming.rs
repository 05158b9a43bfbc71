//! What naming and registration cost for a large inventory (criterion, in process):
//! the model-facing names of 1,000 tools spread over 10 servers (fingerprint per server,
//! slug + identity per tool), then the registry over those names plus 50 built-ins that
//! shadow some of them.
//!
//! Run: `cargo bench -p lemon-tools --bench naming` (or `scripts/bench-tools.sh`).
//! Target (issue 9): under 1 ms, median, for the whole 1,000-tool pass.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
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

fn name_and_register(
    servers: &[ServerEntry],
    tools: &[Vec<String>],
    builtins: &[ToolDef],
) -> Registry {
    let schema = json!({"type": "object"});
    let mut all: Vec<(ToolSource, ToolDef)> = builtins
        .iter()
        .map(|b| (ToolSource::Builtin, b.clone()))
        .collect();
    for (entry, raw_names) in servers.iter().zip(tools) {
        let namer = Namer::new(entry, &fingerprint(entry));
        for raw in raw_names {
            let name = namer.name(ToolKey::Remote(raw));
            all.push((
                ToolSource::Mcp,
                ToolDef::new(name, "", schema.clone(), format!("MCP {raw}")),
            ));
        }
    }
    Registry::build(all)
}

fn bench(c: &mut Criterion) {
    let (servers, tools) = inventory();
    // Built-ins that claim a few MCP names (as a conflict would) and 40 of their own.
    let first = name_and_register(&servers, &tools, &[]);
    let mut builtins: Vec<ToolDef> = first.tools()[..10].iter().map(|t| t.def.clone()).collect();
    builtins.extend((0..40).map(|i| ToolDef::new(format!("builtin_{i}"), "", json!({}), "b")));
    let reg = name_and_register(&servers, &tools, &builtins);
    assert_eq!(reg.mcp_count(), 990);
    assert_eq!(reg.shadowed().len(), 10);
    let mut g = c.benchmark_group("tools");
    g.measurement_time(Duration::from_secs(5));
    g.bench_function("name_and_register_1000", |b| {
        b.iter(|| black_box(name_and_register(&servers, &tools, &builtins)))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
