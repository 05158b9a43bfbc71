//! `lemon skill draft list | generate --from FILE | review KEY | publish KEY | delete KEY`:
//! draft skills made from transcripts or notes, reviewed, then published through
//! `skill_manage create`.

use std::io::IsTerminal;

use lemon_core::paths::Env;
use lemon_skills::drafts::{self, DraftError, Store};
use lemon_skills::manage::{self, ManageError};
use serde_json::json;

use super::approve::{Spinner, TerminalApprover, confirm};
use crate::Ctx;
use crate::cli::{DraftAction, DraftArgs};
use crate::error::CliError;
use crate::output::{Out, Style, Table, inline, multiline};

fn store(ctx: &Ctx, env: &Env, local: bool) -> Result<Store, CliError> {
    if local {
        return Ok(Store::project(&ctx.cwd));
    }
    Store::global(env).map_err(|e| CliError::from_error(&e))
}

fn draft_error(e: &DraftError) -> CliError {
    let base = CliError::failure(inline(&e.to_string()));
    match e {
        DraftError::NotFound { .. } => {
            base.hint("run `lemon skill draft list` to see the drafts (--local for the project's)")
        }
        DraftError::Exists { .. } => base.hint("pass --force to replace it"),
        DraftError::Publish(ManageError::ApprovalUnavailable { .. }) => base.hint(
            "[skills] write_approval is on: run it on a terminal to be asked",
        ),
        DraftError::Publish(ManageError::Blocked { .. }) => base.hint(
            "`lemon skill draft review KEY` shows the findings; edit the draft's SKILL.md and retry",
        ),
        DraftError::Publish(ManageError::AlreadyExists { .. }) => {
            base.hint("a skill of that key exists: delete or rename the draft")
        }
        _ => base,
    }
}

pub fn run(ctx: &Ctx, args: &DraftArgs) -> Result<(), CliError> {
    let env = Env::from_process().with_working_dir(&ctx.cwd);
    let store = store(ctx, &env, args.local)?;
    let mut out = Out::new();
    match &args.action {
        DraftAction::List => {
            let list = drafts::list(&store);
            if args.json {
                out.json(&list)?;
                return out.flush();
            }
            if list.is_empty() {
                out.line("No skill drafts found.")?;
                return out.flush();
            }
            let mut table = Table::new(&["KEY", "CREATED", "STATUS", "AUDIT"]);
            for d in &list {
                let status = if d.has_skill_file {
                    ("ready", Style::Green)
                } else {
                    ("missing SKILL.md", Style::Red)
                };
                table.row(vec![
                    (inline(&d.key), Style::Bold),
                    (d.created_at.clone().unwrap_or_default(), Style::Plain),
                    (status.0.to_string(), status.1),
                    (
                        d.audit_status
                            .clone()
                            .unwrap_or_else(|| "not reviewed".into()),
                        Style::Plain,
                    ),
                ]);
            }
            for line in table.render(ctx.width, ctx.paint) {
                out.line(&line)?;
            }
        }
        DraftAction::Generate { from, force } => {
            let path = lemon_core::paths::absolutize(from, &ctx.cwd);
            let text = lemon_core::read::read_bounded_string(&path, drafts::MAX_SOURCE_BYTES)
                .map_err(|e| CliError::from_error(&e))?;
            let source = from.display().to_string();
            let d = drafts::generate(&store, &text, &source, lemon_core::time::now_secs(), *force)
                .map_err(|e| draft_error(&e))?;
            if args.json {
                out.json(&d)?;
                return out.flush();
            }
            out.line(&format!(
                "{} Draft '{}' written to {}",
                ctx.paint.green("✓"),
                inline(&d.key),
                inline(&d.path.display().to_string())
            ))?;
            let local = if args.local { " --local" } else { "" };
            out.line(&ctx.paint.dim(&format!(
                "  next: lemon skill draft review {}{local}, then publish",
                d.key
            )))?;
        }
        DraftAction::Review { key } => {
            let r = drafts::review(&store, key, lemon_core::time::now_secs())
                .map_err(|e| draft_error(&e))?;
            if args.json {
                out.json(&r)?;
                return out.flush();
            }
            let verdict = r.audit.verdict.as_str();
            let painted = match verdict {
                "pass" => ctx.paint.green(verdict),
                "warn" => ctx.paint.yellow(verdict),
                _ => ctx.paint.red(verdict),
            };
            out.line(&format!("=== Draft: {} ===", inline(&r.draft.key)))?;
            out.line(&format!(
                "Path:    {}",
                inline(&r.draft.path.display().to_string())
            ))?;
            out.line(&format!(
                "Created: {}",
                r.draft.created_at.as_deref().unwrap_or("unknown")
            ))?;
            out.line(&format!(
                "Source:  {}",
                inline(r.draft.source.as_deref().unwrap_or("unknown"))
            ))?;
            out.line(&format!("Audit:   {painted}"))?;
            for f in &r.audit.findings {
                let at = match f.line {
                    Some(l) => format!("{}:{l}", f.file),
                    None => f.file.clone(),
                };
                out.line(&format!(
                    "  [{}] {} {}: {}",
                    f.severity.as_str(),
                    f.rule,
                    inline(&at),
                    inline(&f.excerpt)
                ))?;
            }
            if r.lint.is_empty() {
                out.line("Lint:    ok")?;
            } else {
                out.line("Lint:")?;
                for f in &r.lint {
                    out.line(&format!(
                        "  [{}] {}: {}",
                        f.level.as_str(),
                        f.code,
                        inline(&f.message)
                    ))?;
                }
            }
            out.line("--- SKILL.md ---")?;
            out.raw(&multiline(&r.skill_md))?;
            if !r.skill_md.ends_with('\n') {
                out.line("")?;
            }
        }
        DraftAction::Publish { key } => {
            let spinner = Spinner::new(false);
            let approver = TerminalApprover {
                paint: ctx.err_paint,
                spinner: &spinner,
            };
            let mctx = manage::Context::new(env.clone(), &approver);
            let outcome = drafts::publish(&store, key, &mctx).map_err(|e| draft_error(&e))?;
            if args.json {
                let mut v = serde_json::to_value(&outcome).unwrap_or_default();
                v["ok"] = json!(true);
                out.json(&v)?;
                return out.flush();
            }
            out.line(&format!(
                "{} Published '{}' to {} (audit: {})",
                ctx.paint.green("✓"),
                inline(key),
                inline(
                    &outcome
                        .path
                        .as_ref()
                        .map(|p| p.display().to_string())
                        .unwrap_or_default()
                ),
                outcome
                    .audit
                    .as_ref()
                    .map(|a| a.status.as_str())
                    .unwrap_or("pass")
            ))?;
        }
        DraftAction::Delete { key, yes } => {
            let path = store.path(key);
            if !*yes {
                if !(std::io::stdin().is_terminal() && std::io::stderr().is_terminal()) {
                    return Err(CliError::failure(format!(
                        "refusing to delete draft '{}' without confirmation",
                        inline(key)
                    ))
                    .hint("run it on a terminal to be asked, or pass --yes"));
                }
                if drafts::list(&store).iter().all(|d| &d.key != key) {
                    return Err(draft_error(&DraftError::NotFound { key: inline(key) }));
                }
                if !confirm(&format!("Delete draft '{}'?", inline(key))) {
                    out.line("Cancelled.")?;
                    return out.flush();
                }
            }
            let removed = drafts::delete(&store, key).map_err(|e| draft_error(&e))?;
            if args.json {
                out.json(&json!({"key": key, "path": removed, "deleted": true}))?;
                return out.flush();
            }
            out.line(&format!(
                "{} Deleted draft '{}' ({})",
                ctx.paint.green("✓"),
                inline(key),
                inline(&path.display().to_string())
            ))?;
        }
    }
    out.flush()
}
