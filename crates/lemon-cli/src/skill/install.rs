//! `lemon skill install SOURCE`: fetch, audit, approve and install one or several skills
//! (the flow lives in `lemon_skills::install`); prints what was installed, or JSON.

use lemon_core::paths::Env;
use lemon_skills::bundle::BundleLimits;
use lemon_skills::install::{self, InstallScope, Installed, Options, Selection, source};
use serde::Serialize;

use super::approve::{Spinner, TerminalApprover, auditor, install_error};
use crate::Ctx;
use crate::cli::InstallArgs;
use crate::error::CliError;
use crate::output::{Out, Paint, inline};

/// `install --json` (docs/cli.md).
#[derive(Serialize)]
struct InstallReport<'a> {
    installed: &'a [Installed],
}

pub fn run(ctx: &Ctx, args: &InstallArgs) -> Result<(), CliError> {
    let env = Env::from_process().with_working_dir(&ctx.cwd);
    let spec = source::parse(
        &args.source,
        args.path.as_deref(),
        args.reference.as_deref(),
        &env,
    )
    .map_err(|e| CliError::usage(e.to_string()))?;
    let auditor = auditor();
    let spinner = Spinner::new(!args.json);
    let approver = TerminalApprover {
        paint: ctx.err_paint,
        spinner: &spinner,
    };
    let progress = |m: &str| spinner.step(m);
    let opts = Options {
        env,
        scope: if args.project {
            InstallScope::Project(ctx.cwd.clone())
        } else {
            InstallScope::Global
        },
        selection: if args.all {
            Selection::All
        } else if args.skills.is_empty() {
            Selection::Default
        } else {
            Selection::Names(args.skills.clone())
        },
        plugin: args.plugin.clone(),
        approve: args.approve,
        force: args.force,
        override_digest: args.override_digest.clone(),
        approver: &approver,
        auditor,
        progress: &progress,
        limits: BundleLimits::default(),
    };
    let result = install::install(&spec, &opts);
    drop(spinner);
    let done = result.map_err(|e| install_error(&e, "install"))?;
    let mut out = Out::new();
    if args.json {
        out.json(&InstallReport { installed: &done })?;
        return out.flush();
    }
    for i in &done {
        for line in installed_lines(i, ctx.paint, "Installed") {
            out.line(&line)?;
        }
    }
    out.flush()
}

/// The human report of one installed (or updated) skill.
pub(crate) fn installed_lines(i: &Installed, paint: Paint, verb: &str) -> Vec<String> {
    let mut lines = vec![format!(
        "{} {verb} '{}' ({}) at {}",
        paint.green("✓"),
        inline(&i.key),
        i.scope,
        inline(&i.path.display().to_string())
    )];
    let mut source = inline(&i.source);
    if let Some(sub) = &i.subdir {
        source.push_str(&format!(" ({})", inline(sub)));
    }
    lines.push(format!("  Source:    {source}"));
    if let Some(c) = &i.commit {
        lines.push(format!("  Commit:    {c}"));
    }
    lines.push(format!("  Digest:    {}", i.digest));
    let verdict = match i.verdict {
        install::Verdict::Pass => paint.green("pass"),
        install::Verdict::Warn => paint.yellow("warn"),
        install::Verdict::Block => paint.red("block (overridden for this exact bundle)"),
    };
    lines.push(format!(
        "  Audit:     {verdict} (rules {})",
        inline(&i.rules_version)
    ));
    for f in &i.findings {
        lines.push(format!("    {}", inline(f)));
    }
    lines.push(format!("  Approval:  {}", i.approval));
    for n in &i.notes {
        lines.push(format!("  {} {}", paint.yellow("note:"), inline(n)));
    }
    lines
}
