//! `lemon skill lint [PATH ...] [--strict] [--json]`: the library's strict checks, shown
//! per skill (text) or as a flat array of findings (JSON). Exit 1 when a skill fails.

use serde::Serialize;

use lemon_skills::diagnostic::Code;
use lemon_skills::lint::{Level, SkillLint};

use crate::Ctx;
use crate::cli::LintArgs;
use crate::error::CliError;
use crate::output::{Out, inline};

/// One finding as `lint --json` prints it (docs/cli.md).
#[derive(Serialize)]
struct FindingJson<'a> {
    path: String,
    line: Option<usize>,
    level: &'static str,
    code: Code,
    message: &'a str,
    skill: &'a str,
}

pub fn run(ctx: &Ctx, args: &LintArgs) -> Result<(), CliError> {
    // Relative paths are taken from --cwd, like everything else ("as if started there").
    let paths: Vec<_> = args.paths.iter().map(|p| ctx.cwd.join(p)).collect();
    // No PATH lints the built-in skills.
    let reports: Vec<SkillLint> = lemon_skills::lint::lint_paths(&paths, args.strict);
    let fails = |r: &SkillLint| !r.valid;
    let failed = reports.iter().filter(|r| fails(r)).count();

    let mut out = Out::new();
    if args.json {
        let findings: Vec<FindingJson> = reports
            .iter()
            .flat_map(|r| {
                r.findings.iter().map(move |f| FindingJson {
                    path: f.path.display().to_string(),
                    line: f.line,
                    level: f.level.as_str(),
                    code: f.code,
                    message: &f.message,
                    skill: &r.key,
                })
            })
            .collect();
        out.json(&findings)?;
    } else {
        let p = ctx.paint;
        for r in &reports {
            if fails(r) {
                out.line(&format!(
                    "  {} {} ({})",
                    p.red("[fail]"),
                    inline(&r.key),
                    inline(&r.path.display().to_string())
                ))?;
            } else {
                out.line(&format!("  {} {}", p.green("[ok]"), inline(&r.key)))?;
            }
            for f in &r.findings {
                let (mark, show) = match f.level {
                    Level::Error => (p.red("✗"), true),
                    // Warnings are shown always but only fail with --strict.
                    Level::Warning => (p.yellow("⚠"), true),
                };
                if show {
                    let at = f.line.map(|l| format!("line {l}: ")).unwrap_or_default();
                    out.line(&format!(
                        "    {mark} [{}] {at}{}",
                        f.code,
                        inline(&f.message)
                    ))?;
                }
            }
        }
        let n = reports.len();
        if failed == 0 {
            out.line(&format!("Skill lint: {n} skill(s) checked, all passed."))?;
        } else {
            out.line(&format!("Skill lint: {failed}/{n} skill(s) failed."))?;
        }
    }
    out.flush()?;
    if failed > 0 {
        return Err(CliError::failure(format!(
            "skill lint failed: {failed} skill(s) have {}",
            if args.strict {
                "errors or warnings"
            } else {
                "errors"
            }
        ))
        .hint("fix the findings above and lint again; `lemon skill read skill-creator` explains what a good SKILL.md needs"));
    }
    if reports.is_empty() {
        ctx.warn("no skill found to lint (a PATH is a skills root or a skill directory)");
    }
    Ok(())
}
