//! `lemon skill usage` and `lemon skill curator`: the usage report of a scope's skills,
//! and the curator's status, run, pause and resume.

use lemon_core::paths::Env;
use lemon_skills::curator::{self, CuratorError, Options, Scope};
use lemon_skills::usage::report::{Thresholds, UsageRow};

use crate::Ctx;
use crate::cli::{CuratorAction, CuratorArgs, UsageArgs};
use crate::error::CliError;
use crate::output::{Out, Style, Table, inline};

fn scope(ctx: &Ctx, local: bool) -> Scope {
    if local {
        Scope::Project(ctx.cwd.clone())
    } else {
        Scope::Global
    }
}

fn failed(e: CuratorError) -> CliError {
    CliError::from_error(&e)
        .hint("check that the agent directory (LEMON_AGENT_DIR) or .lemon/ is writable, then retry")
}

pub fn run_usage(ctx: &Ctx, args: &UsageArgs) -> Result<(), CliError> {
    let env = Env::from_process();
    let thresholds = Thresholds::new(args.stale_after_days, args.archive_after_days);
    let scope = scope(ctx, args.local);
    let rows = curator::usage_report(&env, &scope, lemon_core::time::now_secs(), &thresholds)
        .map_err(failed)?;
    let mut out = Out::new();
    if args.json {
        out.json(&rows)?;
        return out.flush();
    }
    if rows.is_empty() {
        out.line(&format!(
            "No usage recorded for {} skills yet.",
            scope.as_str()
        ))?;
        return out.flush();
    }
    print_rows(ctx, &mut out, &rows)?;
    out.flush()
}

fn print_rows(ctx: &Ctx, out: &mut Out, rows: &[UsageRow]) -> Result<(), CliError> {
    let mut table = Table::new(&[
        "KEY",
        "STATE",
        "AGENT",
        "LOADS",
        "WRITES",
        "IDLE",
        "CANDIDATE",
    ]);
    for r in rows {
        let candidate = if r.archive_candidate {
            ("archive", Style::Red)
        } else if r.stale_candidate {
            ("stale", Style::Yellow)
        } else {
            ("", Style::Plain)
        };
        table.row(vec![
            (inline(&r.name), Style::Bold),
            (r.lifecycle_state.as_str().to_string(), Style::Plain),
            (
                if r.agent_authored { "yes" } else { "no" }.to_string(),
                Style::Plain,
            ),
            (r.load_count.to_string(), Style::Plain),
            (r.write_count.to_string(), Style::Plain),
            (
                r.idle_days.map_or("-".to_string(), |d| format!("{d}d")),
                Style::Plain,
            ),
            (candidate.0.to_string(), candidate.1),
        ]);
    }
    for line in table.render(ctx.width, ctx.paint) {
        out.line(&line)?;
    }
    Ok(())
}

pub fn run_curator(ctx: &Ctx, args: &CuratorArgs) -> Result<(), CliError> {
    let env = Env::from_process();
    let scope = scope(ctx, args.local);
    let mut out = Out::new();
    match &args.action {
        CuratorAction::Status => {
            let state = curator::state(&env, &scope).map_err(failed)?;
            if args.json {
                out.json(&state)?;
                return out.flush();
            }
            out.line(&format!("scope:        {}", scope.as_str()))?;
            out.line(&format!("paused:       {}", state.paused))?;
            out.line(&format!("runs:         {}", state.run_count))?;
            out.line(&format!(
                "last run:     {}",
                state.last_run_at.as_deref().unwrap_or("never")
            ))?;
            if let Some(summary) = &state.last_run_summary {
                out.line(&format!("last summary: {}", inline(summary)))?;
            }
            if let Some(path) = &state.last_report_path {
                out.line(&format!("last report:  {}", inline(path)))?;
            }
        }
        CuratorAction::Pause | CuratorAction::Resume => {
            let paused = matches!(args.action, CuratorAction::Pause);
            let state = curator::set_paused(&env, &scope, paused).map_err(failed)?;
            if args.json {
                out.json(&state)?;
                return out.flush();
            }
            out.line(&ctx.paint.green(&format!(
                "The {} curator is {}.",
                scope.as_str(),
                if paused { "paused" } else { "running" }
            )))?;
        }
        CuratorAction::Run {
            prompt,
            dry_run,
            stale_after_days,
            archive_after_days,
        } => {
            let options = Options {
                thresholds: Thresholds::new(*stale_after_days, *archive_after_days),
                dry_run: *dry_run,
                ..Options::new(scope)
            };
            let outcome = curator::run(&env, &options).map_err(failed)?;
            if args.json {
                out.json(&outcome)?;
                return out.flush();
            }
            if *prompt {
                out.raw(&outcome.review_prompt)?;
                return out.flush();
            }
            let verb = if *dry_run { "Would change" } else { "Changed" };
            out.line(&format!("{} ({})", outcome.summary, outcome.scope))?;
            if outcome.state_transitions.is_empty() {
                out.line(&ctx.paint.dim("No state changes."))?;
            }
            for t in &outcome.state_transitions {
                out.line(&format!(
                    "  {verb} {}: {} -> {}",
                    inline(&t.name),
                    t.from.as_str(),
                    t.to.as_str()
                ))?;
            }
            if !outcome.disabled.is_empty() {
                let names: Vec<String> = outcome.disabled.iter().map(|n| inline(n)).collect();
                let verb = if *dry_run {
                    "Would disable"
                } else {
                    "Disabled"
                };
                out.line(&format!("  {verb} in skills.json: {}", names.join(", ")))?;
            }
            if *dry_run {
                out.line(
                    &ctx.paint
                        .dim("(dry run: nothing was changed, no report written)"),
                )?;
            }
            if let Some(path) = &outcome.report_path {
                out.line(&ctx.paint.dim(&format!("report: {}", path.display())))?;
            }
            if outcome.review_required {
                out.line(&ctx.paint.dim(
                    "hint: `lemon skill curator run --prompt` prints the review prompt for an agent",
                ))?;
            }
        }
    }
    out.flush()
}
