//! `lemon skill check [KEY]`: readiness (missing binaries, variables, tools, platform),
//! computed fresh by the registry on every run. Reporting, not failing: a skill that is
//! not ready still exits 0.

use lemon_skills::status::Status;
use serde::Serialize;

use super::{missing_skill, registry, status_cell, status_word};
use crate::Ctx;
use crate::cli::CheckArgs;
use crate::error::CliError;
use crate::output::{Out, Paint, Style, Table, inline};

/// One skill's readiness as `check --json` prints it (docs/cli.md).
#[derive(Debug, Serialize)]
pub(super) struct Readiness<'a> {
    key: &'a str,
    status: &'static str,
    #[serde(flatten)]
    detail: &'a Status,
}

pub fn run(ctx: &Ctx, args: &CheckArgs) -> Result<(), CliError> {
    let reg = registry();
    let entries = reg.list(Some(&ctx.cwd));
    let mut out = Out::new();

    let Some(key) = &args.key else {
        let statuses = reg.statuses(&entries, Some(&ctx.cwd));
        if args.json {
            let all: Vec<Readiness> = entries
                .iter()
                .zip(statuses.iter())
                .map(|(e, s)| Readiness {
                    key: &e.key,
                    status: status_word(s),
                    detail: s,
                })
                .collect();
            out.json(&all)?;
            return out.flush();
        }
        let mut table = Table::new(&["KEY", "STATUS", "MISSING"]);
        let mut ready = 0;
        for (e, s) in entries.iter().zip(statuses.iter()) {
            ready += usize::from(s.ready);
            table.row(vec![
                (e.key.clone(), Style::Bold),
                status_cell(status_word(s), false),
                (missing_summary(s), Style::Plain),
            ]);
        }
        for line in table.render(ctx.width, ctx.paint) {
            out.line(&line)?;
        }
        out.line(&format!("{ready} of {} skill(s) ready", entries.len()))?;
        return out.flush();
    };

    let Some(entry) = entries.iter().find(|e| &e.key == key) else {
        return Err(missing_skill(&reg, &ctx.cwd, key));
    };
    let status = reg.status_of(entry, Some(&ctx.cwd));
    if args.json {
        out.json(&Readiness {
            key: &entry.key,
            status: status_word(&status),
            detail: &status,
        })?;
        return out.flush();
    }
    for line in detail_lines(&entry.key, &status, ctx.paint) {
        out.line(&line)?;
    }
    out.flush()
}

/// Everything that is missing, in one line.
fn missing_summary(s: &Status) -> String {
    let mut parts: Vec<String> = Vec::new();
    if !s.platform_compatible {
        parts.push("platform".to_string());
    }
    for item in s
        .missing_bins
        .iter()
        .chain(&s.missing_config)
        .chain(&s.missing_env_vars)
        .chain(&s.missing_tools)
    {
        if !parts.contains(item) {
            parts.push(item.clone());
        }
    }
    parts.join(", ")
}

/// The human report for one skill.
fn detail_lines(key: &str, s: &Status, paint: Paint) -> Vec<String> {
    let mut lines = vec![
        paint.bold(&format!("Check: {}", inline(key))),
        format!(
            "  Activation:  {}{}",
            s.activation_state.as_str(),
            if s.disabled {
                " (disabled in skills.json)"
            } else {
                ""
            }
        ),
    ];
    let missing = missing_summary(s);
    if s.disabled {
        lines.push("  Readiness:   not evaluated (disabled in skills.json)".to_string());
    } else if missing.is_empty() {
        lines.push(format!(
            "  Readiness:   {}",
            paint.green("✓ all requirements met")
        ));
    } else {
        lines.push(format!(
            "  Readiness:   {}",
            paint.red(&format!("✗ missing: {missing}"))
        ));
    }
    if !s.platform_compatible {
        lines.push(format!(
            "  Platform:    {} this skill does not support {}",
            paint.red("✗"),
            lemon_skills::status::current_platform()
        ));
    }
    // `requires.config` and `required_environment_variables` usually repeat each other.
    let mut vars = s.missing_config.clone();
    vars.extend(
        s.missing_env_vars
            .iter()
            .filter(|v| !s.missing_config.contains(v))
            .cloned(),
    );
    for (label, items) in [
        ("Binaries:", &s.missing_bins),
        ("Env vars:", &vars),
        ("Tools:", &s.missing_tools),
    ] {
        if !items.is_empty() {
            let list: Vec<String> = items.iter().map(|i| format!("✗ {}", inline(i))).collect();
            lines.push(format!("  {label:<12} {}", list.join("  ")));
        }
    }
    if let Some(err) = &s.error {
        lines.push(format!("  Error:       {}", inline(err)));
    }
    let verdict = match status_word(s) {
        "active" => paint.green("✓ Skill is ready to use."),
        "not_ready" => {
            let mut todo = Vec::new();
            if !s.missing_bins.is_empty() || !s.missing_tools.is_empty() {
                todo.push("install the missing programs (they must be on PATH)");
            }
            if !vars.is_empty() {
                todo.push("set the missing environment variables to non-empty values");
            }
            paint.red(&format!("✗ Skill is not ready: {}.", todo.join(" and ")))
        }
        "disabled" => paint.yellow(&format!(
            "⚠ Skill is disabled: `lemon skill enable {key}` turns it back on."
        )),
        "platform_incompatible" => {
            paint.yellow("⚠ Skill state: platform_incompatible (it lists other platforms).")
        }
        other => paint.yellow(&format!("⚠ Skill state: {other}.")),
    };
    lines.push(verdict);
    lines
}
