//! `lemon skill check [KEY]`: readiness (missing binaries, variables, tools, platform),
//! computed fresh by the registry on every run, and for installed skills (those with a
//! lockfile record) local drift and whether upstream moved (`git ls-remote`, no clone).
//! Reporting, not failing: a skill that is not ready still exits 0.

use lemon_core::paths::Env;
use lemon_skills::Entry;
use lemon_skills::install::{self, Drift, Upstream};
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
    /// `unmodified`, `modified`, `unknown`; `null` without a lockfile record.
    drift: Option<Drift>,
    /// `{state: current | moved | unknown, …}`; `null` without a lockfile record.
    upstream: Option<Upstream>,
}

/// Drift and upstream of an installed skill; `(None, None)` without a record.
fn provenance_state(
    env: &Env,
    records: &install::Records,
    e: &Entry,
) -> (Option<Drift>, Option<Upstream>) {
    let Some(record) = records.get(e) else {
        return (None, None);
    };
    let drift = e
        .location
        .skill_dir()
        .map(|d| install::drift(d, Some(record)));
    (drift, Some(install::upstream(env, record)))
}

pub fn run(ctx: &Ctx, args: &CheckArgs) -> Result<(), CliError> {
    let reg = registry();
    let entries = reg.list(Some(&ctx.cwd));
    let env = Env::from_process().with_working_dir(&ctx.cwd);
    let records = install::Records::load(&env, Some(&ctx.cwd));
    let mut out = Out::new();

    let Some(key) = &args.key else {
        let statuses = reg.statuses(&entries, Some(&ctx.cwd));
        if args.json {
            let all: Vec<Readiness> = entries
                .iter()
                .zip(statuses.iter())
                .map(|(e, s)| {
                    let (drift, upstream) = provenance_state(&env, &records, e);
                    Readiness {
                        key: &e.key,
                        status: status_word(s),
                        detail: s,
                        drift,
                        upstream,
                    }
                })
                .collect();
            out.json(&all)?;
            return out.flush();
        }
        let mut table = Table::new(&["KEY", "STATUS", "MISSING", "INSTALL"]);
        let mut ready = 0;
        for (e, s) in entries.iter().zip(statuses.iter()) {
            ready += usize::from(s.ready);
            let (drift, upstream) = provenance_state(&env, &records, e);
            table.row(vec![
                (e.key.clone(), Style::Bold),
                status_cell(status_word(s), false),
                (missing_summary(s), Style::Plain),
                (install_summary(drift, upstream.as_ref()), Style::Plain),
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
    let (drift, upstream) = provenance_state(&env, &records, entry);
    if args.json {
        out.json(&Readiness {
            key: &entry.key,
            status: status_word(&status),
            detail: &status,
            drift,
            upstream,
        })?;
        return out.flush();
    }
    let mut lines = detail_lines(&entry.key, &status, ctx.paint);
    let verdict = lines.pop();
    lines.push(format!(
        "  Local drift: {}",
        match drift {
            None => ctx.paint.dim("(no baseline: installed without provenance)"),
            Some(Drift::Unmodified) => ctx.paint.green("✓ matches the installed bundle"),
            Some(Drift::Modified) => ctx.paint.yellow("⚠ locally modified since install"),
            Some(Drift::Unknown) => ctx.paint.dim("unknown"),
        }
    ));
    lines.push(format!(
        "  Upstream:    {}",
        match &upstream {
            None => ctx.paint.dim("(no recorded source)"),
            Some(Upstream::Current) => ctx.paint.green("✓ up to date"),
            Some(Upstream::Moved { latest }) => ctx.paint.yellow(&format!(
                "↑ moved to {} (`lemon skill update {}`)",
                latest.get(..12).unwrap_or(latest),
                inline(&entry.key)
            )),
            Some(Upstream::Unknown { why }) => ctx.paint.dim(&format!("unknown: {}", inline(why))),
        }
    ));
    lines.extend(verdict);
    for line in lines {
        out.line(&line)?;
    }
    out.flush()
}

/// The INSTALL cell: drift and upstream in a few words (empty without a record).
fn install_summary(drift: Option<Drift>, upstream: Option<&Upstream>) -> String {
    let mut parts = Vec::new();
    if drift == Some(Drift::Modified) {
        parts.push("locally modified");
    }
    match upstream {
        Some(Upstream::Moved { .. }) => parts.push("update available"),
        Some(Upstream::Current) if parts.is_empty() => parts.push("up to date"),
        Some(Upstream::Unknown { .. }) => parts.push("upstream unknown"),
        _ => {}
    }
    parts.join(", ")
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
