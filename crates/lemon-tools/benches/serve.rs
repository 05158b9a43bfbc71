//! What `search_skills` costs in `lemon serve` over a large project (criterion, in
//! process): 10,000 generated skills in a temporary project, the registry loaded and
//! warm (as in a running server), then the tool call itself: relevance search plus the
//! text and structured result the client receives.
//!
//! Run: `cargo bench -p lemon-tools --bench serve` (or `scripts/bench-serve.sh`).
//! Target (issue 11): under 1 ms, median. `SKILLS` changes the count.

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::Criterion;
use lemon_tools::serve::skills::SkillServer;
use serde_json::{Map, Value, json};

/// Topic words: each generated skill names one, so a query of one of them matches a
/// fortieth of the collection.
const WORDS: [&str; 40] = [
    "deploy",
    "vercel",
    "docker",
    "kubernetes",
    "pdf",
    "form",
    "spreadsheet",
    "excel",
    "postgres",
    "migration",
    "react",
    "component",
    "test",
    "coverage",
    "lint",
    "rust",
    "python",
    "notebook",
    "chart",
    "report",
    "email",
    "invoice",
    "image",
    "resize",
    "audio",
    "transcribe",
    "git",
    "review",
    "release",
    "changelog",
    "terraform",
    "aws",
    "bucket",
    "slack",
    "webhook",
    "graphql",
    "schema",
    "cache",
    "redis",
    "metrics",
];

/// Syllables of the made-up vocabulary (12³ = 1,728 words): six per skill, so a word
/// is shared by a few dozen skills of 10,000, as distinctive words are in a real
/// collection.
const SYLLABLES: [&str; 12] = [
    "ka", "lo", "mi", "nu", "pe", "ra", "si", "to", "vu", "ze", "bo", "da",
];

fn word(n: usize) -> String {
    let n = n % (SYLLABLES.len() * SYLLABLES.len() * SYLLABLES.len());
    let s = SYLLABLES.len();
    format!(
        "{}{}{}",
        SYLLABLES[n / (s * s)],
        SYLLABLES[(n / s) % s],
        SYLLABLES[n % s]
    )
}

/// The made-up words of skill `i` (a fixed pseudo-random pick).
fn words_of(i: usize) -> Vec<String> {
    (0..6)
        .map(|k| word((i.wrapping_mul(2_654_435_761) >> 7).wrapping_add(k * 977)))
        .collect()
}

fn generate(root: &Path, count: usize) {
    let skills = root.join(".lemon/skill");
    for i in 0..count {
        let key = format!("skill-{i:05}");
        let description = format!(
            "Use when the user asks to {} {}: {}.",
            WORDS[i % WORDS.len()],
            WORDS[(i / WORDS.len()) % WORDS.len()],
            words_of(i).join(" ")
        );
        let dir = skills.join(&key);
        std::fs::create_dir_all(&dir).expect("create skill dir");
        std::fs::write(
            dir.join("SKILL.md"),
            format!(
                "---\nname: {key}\ndescription: {description}\n---\n\n# {key}\n\n{description}\n"
            ),
        )
        .expect("write SKILL.md");
    }
}

fn main() {
    let count: usize = std::env::var("SKILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let tmp = tempfile::tempdir().expect("temp dir");
    let project = tmp.path().join("project");
    let home = tmp.path().join("home");
    std::fs::create_dir_all(project.join(".git")).expect("project");
    std::fs::create_dir_all(&home).expect("home");
    // SAFETY: set before any other thread exists; it keeps the user's own skill roots
    // (~/.claude/skills, the agent directory, ...) out of the measured registry.
    unsafe {
        std::env::set_var("HOME", &home);
        std::env::set_var("LEMON_AGENT_DIR", home.join("agent"));
    }
    generate(&project, count);

    // A query made of one skill's own distinctive words.
    let specific = words_of(count / 3).join(" ");
    let server = SkillServer::new(lemon_skills::Registry::new(), project.clone());
    let args = |q: &str| -> Map<String, Value> {
        match json!({ "query": q }) {
            Value::Object(m) => m,
            _ => Map::new(),
        }
    };
    // Load and index once, as the first request of a running server does, and check the
    // search sees the generated skills.
    let first = server
        .call("search_skills", &args(&specific))
        .expect("search_skills is a skill tool");
    let found = first.structured_content.as_ref().expect("structured")["skills"]
        .as_array()
        .map_or(0, Vec::len);
    assert!(
        found > 0,
        "the search found none of the {count} skills: {:?}",
        first.structured_content
    );

    let mut c = Criterion::default()
        .configure_from_args()
        .measurement_time(Duration::from_secs(5));
    let mut g = c.benchmark_group("serve");
    for (label, query) in [
        (
            "search_skills_10k_specific",
            "fill in a pdf form and email the invoice",
        ),
        ("search_skills_10k_broad", "help me test"),
        (
            "search_skills_10k_nomatch",
            "quantum chromodynamics lattice",
        ),
    ] {
        let a = args(query);
        g.bench_function(label, |b| {
            b.iter(|| black_box(server.call("search_skills", black_box(&a))))
        });
    }
    g.finish();
    c.final_summary();
}
