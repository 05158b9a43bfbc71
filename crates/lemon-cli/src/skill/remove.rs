//! `lemon skill remove KEY` (alias `uninstall`): after approval, delete an installed
//! skill's directory, its lockfile record and its mentions in `skills.json`.

use lemon_core::paths::Env;
use lemon_skills::install;

use super::approve::{Spinner, TerminalApprover, install_error};
use crate::Ctx;
use crate::cli::RemoveArgs;
use crate::error::CliError;
use crate::output::{Out, inline};

pub fn run(ctx: &Ctx, args: &RemoveArgs) -> Result<(), CliError> {
    let spinner = Spinner::new(false);
    let approver = TerminalApprover {
        paint: ctx.err_paint,
        spinner: &spinner,
    };
    let env = Env::from_process().with_working_dir(&ctx.cwd);
    let removed = install::remove(&args.key, &ctx.cwd, &env, args.approve, &approver)
        .map_err(|e| install_error(&e, "remove"))?;
    let mut out = Out::new();
    if args.json {
        out.json(&removed)?;
        return out.flush();
    }
    out.line(&format!(
        "{} Removed '{}' ({}) from {}",
        ctx.paint.green("✓"),
        inline(&removed.key),
        removed.scope,
        inline(&removed.path.display().to_string())
    ))?;
    if !removed.had_record {
        out.line(&ctx.paint.dim("  (it had no lockfile record)"))?;
    }
    for f in &removed.config_files {
        out.line(&format!(
            "  Dropped from {}",
            inline(&f.display().to_string())
        ))?;
    }
    out.flush()
}
