//! `lemon skill audit PATH... [--json]`: the bundle audit of each skill directory, shown
//! as a verdict line and a findings table per path (text) or as the report object(s)
//! documented in docs/cli.md (JSON). Installs nothing. Exit 1 when a path is blocked or
//! cannot be read.

use serde::Serialize;

use lemon_skills::audit::{AuditReport, Finding, Severity, Verdict, audit_dirs};
use lemon_skills::bundle::BundleLimits;

use super::approve::Spinner;
use crate::Ctx;
use crate::cli::AuditArgs;
use crate::error::CliError;
use crate::output::{Out, Style, Table, inline};

/// One report as `audit --json` prints it (docs/cli.md).
#[derive(Serialize)]
struct ReportJson<'a> {
    path: String,
    #[serde(flatten)]
    report: &'a AuditReport,
}

/// From how many paths `audit` shows what it is doing (on a terminal, without `--json`).
const SPINNER_FROM: usize = 8;

pub fn run(ctx: &Ctx, args: &AuditArgs) -> Result<(), CliError> {
    let spinner = Spinner::new(!args.json && args.paths.len() >= SPINNER_FROM);
    spinner.step(&format!("auditing {} skill directories", args.paths.len()));
    // Relative paths are taken from --cwd, like everything else.
    let dirs: Vec<std::path::PathBuf> = args.paths.iter().map(|p| ctx.cwd.join(p)).collect();
    let mut reports: Vec<(String, AuditReport)> = Vec::new();
    let mut unreadable = Vec::new();
    // Read and audited on every core, reported in the order given.
    for (dir, result) in dirs.iter().zip(audit_dirs(&dirs, &BundleLimits::default())) {
        match result {
            Ok(report) => reports.push((dir.display().to_string(), report)),
            Err(e) => unreadable.push(format!(
                "cannot audit {}: {e}",
                inline(&dir.display().to_string())
            )),
        }
    }
    drop(spinner);
    let mut out = Out::new();
    if args.json {
        let items: Vec<ReportJson> = reports
            .iter()
            .map(|(path, report)| ReportJson {
                path: path.clone(),
                report,
            })
            .collect();
        if args.paths.len() == 1 {
            if let Some(one) = items.first() {
                out.json(one)?;
            }
        } else {
            out.json(&items)?;
        }
    } else {
        for (i, (path, report)) in reports.iter().enumerate() {
            if i > 0 {
                out.line("")?;
            }
            print_report(ctx, &mut out, path, report)?;
        }
        if reports.len() > 1 {
            let count = |v: Verdict| reports.iter().filter(|(_, r)| r.verdict == v).count();
            out.line("")?;
            out.line(&format!(
                "Skill audit: {} skill(s): {} pass, {} warn, {} block.",
                reports.len(),
                count(Verdict::Pass),
                count(Verdict::Warn),
                count(Verdict::Block)
            ))?;
        }
    }
    out.flush()?;
    for u in &unreadable {
        ctx.warn(u);
    }
    let blocked = reports
        .iter()
        .filter(|(_, r)| r.verdict == Verdict::Block)
        .count();
    if blocked > 0 || !unreadable.is_empty() {
        let mut parts = Vec::new();
        if blocked > 0 {
            parts.push(format!("{blocked} skill(s) blocked"));
        }
        if !unreadable.is_empty() {
            parts.push(format!("{} path(s) could not be read", unreadable.len()));
        }
        return Err(CliError::failure(format!("skill audit: {}", parts.join(", "))).hint(
            "a blocked skill is not installable as it stands: see the findings (rule, file:line, excerpt)",
        ));
    }
    Ok(())
}

fn severity_style(s: Severity) -> Style {
    match s {
        Severity::Info => Style::Dim,
        Severity::Warn => Style::Yellow,
        Severity::Block => Style::Red,
    }
}

fn where_of(f: &Finding) -> String {
    match (f.file.as_str(), f.line) {
        ("", _) => "(bundle)".to_string(),
        (file, Some(line)) => format!("{file}:{line}"),
        (file, None) => file.to_string(),
    }
}

fn print_report(ctx: &Ctx, out: &mut Out, path: &str, r: &AuditReport) -> Result<(), CliError> {
    let p = ctx.paint;
    let word = match r.verdict {
        Verdict::Pass => p.green("pass"),
        Verdict::Warn => p.yellow("warn"),
        Verdict::Block => p.red("block"),
    };
    let shown: Vec<&Finding> = r.findings.iter().collect();
    let summary = if shown.is_empty() {
        "no findings".to_string()
    } else {
        let n = |s: Severity| shown.iter().filter(|f| f.severity == s).count();
        format!(
            "{} block, {} warn, {} info",
            n(Severity::Block),
            n(Severity::Warn),
            n(Severity::Info)
        )
    };
    out.line(&format!(
        "{word} {} ({summary}; digest {}…, rules {})",
        inline(path),
        &r.digest[..12.min(r.digest.len())],
        r.rules_version
    ))?;
    if shown.is_empty() {
        return Ok(());
    }
    let mut table = Table::new(&["RULE", "SEVERITY", "WHERE", "EXCERPT"]);
    for f in shown {
        table.row(vec![
            (f.rule.to_string(), Style::Plain),
            (f.severity.as_str().to_string(), severity_style(f.severity)),
            (where_of(f), Style::Dim),
            (f.excerpt.clone(), Style::Plain),
        ]);
    }
    let width = ctx.width.map(|w| w.saturating_sub(2));
    for line in table.render(width, p) {
        out.line(&format!("  {line}"))?;
    }
    Ok(())
}
