//! `lemon skill enable|disable KEY [--global]`: edits the `disabled` list of the project
//! or global `skills.json` through the library (atomic write under the `.lock`
//! directory), then reports the effective state for this directory.

use lemon_skills::config::{ConfigError, Target};
use serde::Serialize;

use super::registry;
use crate::Ctx;
use crate::cli::ToggleArgs;
use crate::error::CliError;
use crate::output::{Out, inline};

/// `enable --json` / `disable --json` (docs/cli.md).
#[derive(Serialize)]
struct Toggled {
    key: String,
    enabled: bool,
    scope: &'static str,
    file: String,
    changed: bool,
    effective_enabled: bool,
    known: bool,
}

pub fn run(ctx: &Ctx, args: &ToggleArgs, enable: bool) -> Result<(), CliError> {
    let reg = registry();
    let (target, scope) = if args.global {
        (Target::Global, "global")
    } else {
        (Target::Project(ctx.cwd.clone()), "project")
    };
    let verb = if enable { "enable" } else { "disable" };
    let outcome = if enable {
        reg.enable(&args.key, &target)
    } else {
        reg.disable(&args.key, &target)
    }
    .map_err(|e| match e {
        ConfigError::InvalidKey { .. } => CliError::usage(inline(&e.to_string()))
            .hint("a key is the skill's directory name, as shown by `lemon skill list`"),
        ConfigError::Path(_) => CliError::from_error(&e)
            .hint("export LEMON_AGENT_DIR=/path/to/agent-dir (the directory that holds the global skills.json), then retry"),
        ConfigError::Fs(_) => CliError::from_error(&e).hint(format!(
            "check that the {scope} skills.json and its directory are writable, then run `lemon skill {verb} {}` again",
            inline(&args.key)
        )),
    })?;

    let known = reg.get(&args.key, Some(&ctx.cwd)).is_some();
    let effective_enabled = !reg.is_disabled(&args.key, Some(&ctx.cwd));

    if !known {
        ctx.warn(&format!(
            "no skill named '{}' is visible from {}; the setting was saved anyway",
            inline(&args.key),
            ctx.cwd.display()
        ));
    }
    if effective_enabled != enable {
        let why = if args.global {
            "the project's .lemon/skills.json has its own \"disabled\" list, which replaces the global one here"
        } else {
            "another setting keeps it so"
        };
        ctx.warn(&format!(
            "'{}' is still {} in {}: {why}",
            inline(&args.key),
            if effective_enabled {
                "enabled"
            } else {
                "disabled"
            },
            ctx.cwd.display()
        ));
    }

    let file = outcome.file.display().to_string();
    let mut out = Out::new();
    if args.json {
        out.json(&Toggled {
            key: args.key.clone(),
            enabled: enable,
            scope,
            file,
            changed: outcome.changed,
            effective_enabled,
            known,
        })?;
        return out.flush();
    }
    let done = if enable { "Enabled" } else { "Disabled" };
    let line = if outcome.changed {
        format!("{done} '{}' in {file}", inline(&args.key))
    } else {
        format!(
            "'{}' was already {} in {file}",
            inline(&args.key),
            if enable { "enabled" } else { "disabled" }
        )
    };
    out.line(&ctx.paint.green(&line))?;
    out.flush()
}
