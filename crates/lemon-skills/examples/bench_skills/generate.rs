//! Deterministic synthetic skills for benchmarks: `<root>/<key>/SKILL.md` files of a
//! realistic size (~3 KiB: YAML frontmatter with name, description and keywords, then a
//! markdown body with headings and prose), shared by `benches/registry.rs` and the
//! `bench_skills` example that `scripts/bench-skills.sh` drives.

use std::io::Write;
use std::path::Path;

const WORDS: &[&str] = &[
    "deploy",
    "kubernetes",
    "cluster",
    "docker",
    "image",
    "build",
    "test",
    "coverage",
    "lint",
    "format",
    "python",
    "rust",
    "cargo",
    "release",
    "changelog",
    "git",
    "branch",
    "merge",
    "review",
    "pull",
    "request",
    "database",
    "migration",
    "schema",
    "query",
    "index",
    "cache",
    "latency",
    "profile",
    "flamegraph",
    "memory",
    "leak",
    "security",
    "audit",
    "secret",
    "token",
    "oauth",
    "login",
    "session",
    "cookie",
    "browser",
    "playwright",
    "screenshot",
    "pdf",
    "form",
    "spreadsheet",
    "excel",
    "chart",
    "report",
    "invoice",
    "email",
    "calendar",
    "slack",
    "message",
    "notify",
    "webhook",
    "api",
    "endpoint",
    "graphql",
    "rest",
    "schema",
    "terraform",
    "module",
    "provider",
    "aws",
    "bucket",
    "lambda",
    "queue",
    "stream",
    "kafka",
    "log",
    "trace",
    "metric",
    "alert",
    "dashboard",
    "grafana",
    "incident",
    "runbook",
    "backup",
    "restore",
    "archive",
    "compress",
    "image",
    "resize",
    "video",
    "audio",
    "transcribe",
    "translate",
    "summarize",
    "research",
    "paper",
    "citation",
    "notebook",
    "jupyter",
    "plot",
];

struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as usize
    }

    fn word(&mut self) -> &'static str {
        WORDS[self.next() % WORDS.len()]
    }

    fn sentence(&mut self, n: usize) -> String {
        let mut s = String::new();
        for i in 0..n {
            if i > 0 {
                s.push(' ');
            }
            s.push_str(self.word());
        }
        s
    }
}

/// The text of synthetic skill number `i`.
pub fn skill_text(i: usize) -> String {
    let mut r = Lcg(i as u64 ^ 0x9e37_79b9_7f4a_7c15);
    let key = skill_key(i);
    let mut out = String::with_capacity(3200);
    out.push_str("---\n");
    out.push_str(&format!("name: {key}\n"));
    out.push_str(&format!(
        "description: Use when you need to {} {} with {}; covers {} and {}.\n",
        r.word(),
        r.word(),
        r.word(),
        r.sentence(3),
        r.sentence(2)
    ));
    out.push_str("keywords:\n");
    for _ in 0..5 {
        out.push_str(&format!("  - {}\n", r.word()));
    }
    out.push_str("---\n\n");
    out.push_str(&format!("# {}\n\n", r.sentence(3)));
    for section in 0..4 {
        out.push_str(&format!("## Step {section}: {}\n\n", r.sentence(2)));
        for _ in 0..4 {
            out.push_str(&r.sentence(12));
            out.push_str(".\n");
        }
        out.push_str(&format!(
            "\n```sh\n{} --{} {}\n```\n\n",
            r.word(),
            r.word(),
            r.word()
        ));
    }
    out
}

/// The key (directory name) of synthetic skill number `i`.
pub fn skill_key(i: usize) -> String {
    format!("skill-{i:05}")
}

/// Writes `n` synthetic skills under `root` (created if needed).
pub fn generate(root: &Path, n: usize) -> std::io::Result<()> {
    for i in 0..n {
        let dir = root.join(skill_key(i));
        std::fs::create_dir_all(&dir)?;
        let mut f = std::fs::File::create(dir.join("SKILL.md"))?;
        f.write_all(skill_text(i).as_bytes())?;
    }
    Ok(())
}
