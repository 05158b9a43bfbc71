//! `lemon skill update KEY | --all`: re-resolve the recorded source, and when upstream
//! moved (or with `--force`) re-fetch, re-audit and re-approve; text or JSON.

use lemon_core::paths::Env;
use lemon_skills::bundle::BundleLimits;
use lemon_skills::install::{self, InstallScope, Options, Selection, Updated};
use serde::Serialize;

use super::approve::{Spinner, TerminalApprover, auditor, install_error};
use super::install::installed_lines;
use crate::Ctx;
use crate::cli::UpdateArgs;
use crate::error::{CliError, error_chain};
use crate::output::{Out, inline};

/// One key's outcome in `update --json` (docs/cli.md).
#[derive(Serialize)]
#[serde(untagged)]
enum Outcome {
    Done(Updated),
    Failed {
        result: &'static str,
        key: String,
        error: String,
    },
}

#[derive(Serialize)]
struct UpdateReport {
    results: Vec<Outcome>,
}

pub fn run(ctx: &Ctx, args: &UpdateArgs) -> Result<(), CliError> {
    let env = Env::from_process().with_working_dir(&ctx.cwd);
    let keys = match &args.key {
        Some(k) => vec![k.clone()],
        None => install::recorded_keys(&env, &ctx.cwd).map_err(|e| install_error(&e, "update"))?,
    };
    let auditor = auditor();
    let spinner = Spinner::new(!args.json);
    let approver = TerminalApprover {
        paint: ctx.err_paint,
        spinner: &spinner,
    };
    let progress = |m: &str| spinner.step(m);
    let opts = Options {
        env,
        scope: InstallScope::Global,
        selection: Selection::Default,
        plugin: None,
        approve: args.approve,
        force: args.force,
        override_digest: None,
        approver: &approver,
        auditor,
        progress: &progress,
        limits: BundleLimits::default(),
    };
    let mut results = Vec::new();
    let mut first_error = None;
    for key in &keys {
        match install::update(key, &ctx.cwd, &opts) {
            Ok(u) => results.push(Outcome::Done(u)),
            Err(e) => {
                results.push(Outcome::Failed {
                    result: "failed",
                    key: key.clone(),
                    error: error_chain(&e),
                });
                if first_error.is_none() {
                    first_error = Some(install_error(&e, "update"));
                }
            }
        }
    }
    drop(spinner);
    let failed = results
        .iter()
        .filter(|r| matches!(r, Outcome::Failed { .. }))
        .count();
    let mut out = Out::new();
    if args.json {
        out.json(&UpdateReport { results })?;
        out.flush()?;
    } else {
        if keys.is_empty() {
            out.line("No installed skill has a lockfile record: nothing to update.")?;
        }
        for r in &results {
            match r {
                Outcome::Done(Updated::UpToDate { key, current }) => out.line(&format!(
                    "{} '{}' is up to date ({})",
                    ctx.paint.green("✓"),
                    inline(key),
                    short(current)
                ))?,
                Outcome::Done(Updated::Updated(i)) => {
                    for line in installed_lines(i, ctx.paint, "Updated") {
                        out.line(&line)?;
                    }
                }
                Outcome::Failed { key, error, .. } if keys.len() > 1 => out.line(&format!(
                    "{} '{}': {}",
                    ctx.paint.red("✗"),
                    inline(key),
                    inline(error)
                ))?,
                Outcome::Failed { .. } => {}
            }
        }
        out.flush()?;
    }
    match first_error {
        Some(_) if keys.len() > 1 => Err(CliError::failure(format!(
            "{failed} of {} skills could not be updated",
            keys.len()
        ))
        .hint("run `lemon skill update KEY` on one of them to see what to do")),
        Some(e) => Err(e),
        None => Ok(()),
    }
}

fn short(id: &str) -> &str {
    id.get(..12).unwrap_or(id)
}
