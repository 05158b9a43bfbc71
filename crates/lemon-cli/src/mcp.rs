//! `lemon mcp …`: add, list, remove, enable, disable and test MCP servers (spec H; the
//! verbs that start the project's servers, tools, status and call, are in `mcp_live`),
//! through `lemon-tools`. The `--json` shapes are documented in docs/cli.md; errors are
//! the library's fixed, redacted messages (a server name and a file scope at most).

use std::path::Path;

use lemon_core::paths::Env;
use lemon_tools::mcp::config::{AppConfig, Merged, Request, discover};
use lemon_tools::mcp::edit::{self, AddSpec, EditError, NewTransport, Target};
use lemon_tools::mcp::entry::{Approval, Kind, check_url};
use lemon_tools::mcp::name::{display_name, is_valid_name};
use lemon_tools::mcp::probe::{ProbeError, probe_with};
use serde::Serialize;
use serde_json::{Value, json};

use crate::Ctx;
use crate::cli::{ApprovalArg, McpAddArgs, McpCommand, McpListArgs, McpNameArgs};
use crate::error::CliError;
use crate::output::{Out, Style, Table, inline};

/// Runs one `lemon mcp` verb. `cwd_given`: `--cwd` was on the command line.
pub fn run(ctx: &Ctx, cwd_given: bool, command: McpCommand) -> Result<(), CliError> {
    let env = Env::from_process().with_working_dir(&ctx.cwd);
    match command {
        McpCommand::Add(a) => {
            let target = target(ctx, a.global, cwd_given)?;
            add(ctx, &env, &target, &a)
        }
        McpCommand::List(a) => {
            // `list --all --global` ignores --cwd: the global scope has no project.
            let target = if a.all && a.global {
                Target::Global
            } else {
                target(ctx, a.global, cwd_given)?
            };
            list(ctx, &env, &target, &a)
        }
        McpCommand::Remove(a) => {
            let target = target(ctx, a.global, cwd_given)?;
            check_name(&a.name)?;
            remove(ctx, &env, &target, &a)
        }
        McpCommand::Enable(a) => toggle(ctx, &env, cwd_given, &a, true),
        McpCommand::Disable(a) => toggle(ctx, &env, cwd_given, &a, false),
        McpCommand::Test(a) => {
            let target = target(ctx, a.global, cwd_given)?;
            check_name(&a.name)?;
            test(ctx, &env, &target, &a)
        }
        McpCommand::Tools(a) => crate::mcp_live::tools(ctx, &env, &a),
        McpCommand::Status(a) => crate::mcp_live::status(ctx, &env, &a),
        McpCommand::Call(a) => crate::mcp_live::call(ctx, &env, &a),
    }
}

fn target(ctx: &Ctx, global: bool, cwd_given: bool) -> Result<Target, CliError> {
    match (global, cwd_given) {
        (true, true) => Err(
            CliError::usage("--global and --cwd cannot be used together").hint(
                "--global edits the agent directory's mcp.json; --cwd PATH selects a project",
            ),
        ),
        (true, false) => Ok(Target::Global),
        (false, _) => Ok(Target::Project(ctx.cwd.clone())),
    }
}

fn check_name(name: &str) -> Result<(), CliError> {
    if is_valid_name(name) {
        return Ok(());
    }
    Err(CliError::usage(format!("invalid server name {}", display_name(name)))
        .hint("a name is 1-64 ASCII letters, digits, '_', '.' or '-', starting with a letter or digit"))
}

/// The CLI error of a library error: argument errors exit 2, everything else 1.
fn edit_error(e: EditError, verb: &str) -> CliError {
    let message = e.to_string();
    match e {
        EditError::Argument(_) => CliError::usage(message),
        EditError::Busy { lock, .. } => CliError::failure(message).hint(format!(
            "retry in a moment; if no lemon command is running, inspect and remove {}",
            lock.display()
        )),
        EditError::Exists { .. } => {
            CliError::failure(message).hint("pass --replace to replace it, or choose another name")
        }
        EditError::NotFound { .. } => CliError::failure(message)
            .hint("`lemon mcp list` shows the file's servers (--global for the agent directory's)"),
        EditError::InvalidFile { .. } | EditError::Duplicate { .. } => CliError::failure(message)
            .hint(format!(
                "fix the file by hand, then run `lemon mcp {verb}` again"
            )),
        EditError::Changed { .. } => CliError::failure(message).hint("run the command again"),
        EditError::NoAgentDir => {
            CliError::failure(message).hint("export LEMON_AGENT_DIR=/path/to/agent-dir, then retry")
        }
        _ => CliError::failure(message),
    }
}

/// `KEY=VALUE`, split at the first `=`; a repeated key keeps its last value.
fn pairs(values: &[String], flag: &str) -> Result<Vec<(String, String)>, CliError> {
    let mut out: Vec<(String, String)> = Vec::new();
    for v in values {
        match v.split_once('=') {
            Some((k, val)) if !k.is_empty() => {
                out.retain(|(old, _)| old != k);
                out.push((k.to_string(), val.to_string()));
            }
            // The value may be a secret: name the flag, never echo what was given.
            _ => {
                return Err(CliError::usage(format!(
                    "{flag} expects KEY=VALUE with a non-empty KEY"
                ))
                .hint(format!("for example {flag} NAME=value")));
            }
        }
    }
    Ok(out)
}

fn approval(a: ApprovalArg) -> Approval {
    match a {
        ApprovalArg::Always => Approval::Always,
        ApprovalArg::Never => Approval::Never,
    }
}

/// `add --json` (docs/cli.md).
#[derive(Serialize)]
struct Added {
    name: String,
    #[serde(rename = "type")]
    kind: &'static str,
    scope: &'static str,
    file: String,
    replaced: bool,
    approval: &'static str,
}

fn add(ctx: &Ctx, env: &Env, target: &Target, a: &McpAddArgs) -> Result<(), CliError> {
    check_name(&a.name)?;
    let transport = match (&a.stdio, &a.http, &a.sse) {
        (Some(command), None, None) => {
            if command.trim().is_empty() {
                return Err(CliError::usage("stdio command cannot be empty"));
            }
            NewTransport::Stdio {
                command: command.clone(),
                args: a.args.clone(),
            }
        }
        (None, Some(url), None) | (None, None, Some(url)) => {
            let kind = if a.http.is_some() {
                Kind::Http
            } else {
                Kind::Sse
            };
            check_url(url).map_err(|e| {
                CliError::usage(e.to_string())
                    .hint("the URL must be http:// or https:// with a host")
            })?;
            if !a.args.is_empty() {
                return Err(CliError::usage(format!(
                    "arguments after -- are for --stdio only, not --{}",
                    kind.as_str()
                )));
            }
            NewTransport::Remote {
                kind,
                url: url.clone(),
            }
        }
        (None, None, None) => {
            return Err(CliError::usage(
                "a transport is required: --stdio COMMAND, --http URL or --sse URL",
            ));
        }
        _ => {
            return Err(CliError::usage(
                "use exactly one of --stdio, --http and --sse",
            ));
        }
    };
    let is_stdio = matches!(transport, NewTransport::Stdio { .. });
    if is_stdio && !a.header.is_empty() {
        return Err(CliError::usage(
            "--header is for --http and --sse servers only",
        ));
    }
    if !is_stdio && !a.env.is_empty() {
        return Err(CliError::usage("--env is for --stdio servers only"));
    }
    let mut tool_approvals = Vec::new();
    for (tool, when) in pairs(&a.tool_approval, "--tool-approval")? {
        let when = Approval::parse(&when).ok_or_else(|| {
            CliError::usage(format!(
                "--tool-approval {}: the value must be always or never",
                inline(&tool)
            ))
        })?;
        tool_approvals.push((tool, when));
    }
    let spec = AddSpec {
        name: a.name.clone(),
        transport,
        env: pairs(&a.env, "--env")?,
        headers: pairs(&a.header, "--header")?,
        approval: a.approval.map_or(Approval::Always, approval),
        tool_approvals,
        replace: a.replace,
    };
    let outcome = edit::add(target, env, &spec).map_err(|e| edit_error(e, "add"))?;
    let kind = match &spec.transport {
        NewTransport::Stdio { .. } => Kind::Stdio,
        NewTransport::Remote { kind, .. } => *kind,
    };
    let mut out = Out::new();
    if a.json {
        out.json(&Added {
            name: a.name.clone(),
            kind: kind.as_str(),
            scope: target.scope(),
            file: outcome.file.display().to_string(),
            replaced: outcome.replaced,
            approval: spec.approval.as_str(),
        })?;
        return out.flush();
    }
    let verb = if outcome.replaced {
        "Replaced"
    } else {
        "Added"
    };
    out.line(&ctx.paint.green(&format!(
        "{verb} {} server '{}' in {}",
        kind.as_str(),
        a.name,
        outcome.file.display()
    )))?;
    out.flush()
}

fn list(ctx: &Ctx, env: &Env, target: &Target, a: &McpListArgs) -> Result<(), CliError> {
    if a.all {
        let merged = merged(env, &ctx.cwd, matches!(target, Target::Global));
        return list_all(ctx, &merged, a.json);
    }
    let (path, rows) = edit::list_file(target, env).map_err(|e| edit_error(e, "list"))?;
    let mut out = Out::new();
    if a.json {
        let servers: Vec<Value> = rows
            .iter()
            .map(|r| {
                let mut v = json!({
                    "name": r.name,
                    "type": r.kind.map(Kind::as_str),
                    "enabled": r.enabled,
                    "approval": r.approval.map(Approval::as_str),
                    "env_count": r.env_count,
                    "header_count": r.header_count,
                    "tool_approval_count": r.tool_approval_count,
                });
                if let Some(reason) = &r.invalid {
                    v["invalid"] = json!(reason.to_string());
                }
                v
            })
            .collect();
        out.json(&json!({"file": target.scope(), "path": path.display().to_string(), "servers": servers}))?;
        return out.flush();
    }
    if rows.is_empty() {
        out.line(&format!("No MCP servers in {}.", path.display()))?;
        out.line(&ctx.paint.dim(
            "hint: `lemon mcp add NAME --stdio COMMAND` adds one; `lemon mcp list --all` shows imported servers",
        ))?;
        return out.flush();
    }
    let mut table = Table::new(&[
        "NAME",
        "TYPE",
        "ENABLED",
        "APPROVAL",
        "ENV",
        "HEADERS",
        "TOOL APPROVALS",
    ]);
    for r in &rows {
        table.row(vec![
            (
                r.name.clone().unwrap_or_else(|| "(unnamed)".into()),
                if r.invalid.is_some() {
                    Style::Red
                } else {
                    Style::Bold
                },
            ),
            (r.kind.map_or("?", Kind::as_str).to_string(), Style::Plain),
            enabled_cell(r.enabled),
            (
                r.approval
                    .map_or("never (default)", Approval::as_str)
                    .to_string(),
                Style::Plain,
            ),
            (r.env_count.to_string(), Style::Plain),
            (r.header_count.to_string(), Style::Plain),
            (r.tool_approval_count.to_string(), Style::Plain),
        ]);
    }
    for line in table.render(ctx.width, ctx.paint) {
        out.line(&line)?;
    }
    for r in rows.iter().filter(|r| r.invalid.is_some()) {
        out.line(&format!(
            "{} {}: {}",
            ctx.paint.red("invalid:"),
            r.name.as_deref().unwrap_or("(unnamed)"),
            inline(
                &r.invalid
                    .as_ref()
                    .map(ToString::to_string)
                    .unwrap_or_default()
            )
        ))?;
    }
    out.line(&ctx.paint.dim(&format!("file: {}", path.display())))?;
    out.flush()
}

fn enabled_cell(on: bool) -> (String, Style) {
    if on {
        ("yes".into(), Style::Green)
    } else {
        ("no".into(), Style::Yellow)
    }
}

fn merged(env: &Env, cwd: &Path, global: bool) -> Merged {
    discover(&Request {
        env,
        cwd,
        global,
        app: &AppConfig::default(),
    })
}

/// `list --all --json` (docs/cli.md).
fn all_json(m: &Merged) -> Value {
    json!({
        "effective": m.effective.iter().map(|s| json!({
            "name": s.entry.name,
            "type": s.entry.kind().as_str(),
            "source": s.source.to_string(),
            "enabled": s.enabled,
        })).collect::<Vec<_>>(),
        "shadowed": m.shadowed.iter().map(|s| json!({
            "name": s.name,
            "source": s.source.to_string(),
            "by": s.by.to_string(),
        })).collect::<Vec<_>>(),
        "skipped": m.skipped.iter().map(|s| json!({
            "name": s.name,
            "source": s.source.to_string(),
            "reason": s.reason.to_string(),
        })).collect::<Vec<_>>(),
    })
}

fn list_all(ctx: &Ctx, m: &Merged, json_out: bool) -> Result<(), CliError> {
    let mut out = Out::new();
    if json_out {
        out.json(&all_json(m))?;
        return out.flush();
    }
    if m.effective.is_empty() {
        out.line("No MCP servers configured or imported.")?;
    } else {
        let mut table = Table::new(&["NAME", "TYPE", "SOURCE", "ENABLED"]);
        for s in &m.effective {
            table.row(vec![
                (
                    s.entry.name.clone().unwrap_or_else(|| "(unnamed)".into()),
                    Style::Bold,
                ),
                (s.entry.kind().as_str().to_string(), Style::Plain),
                (s.source.to_string(), Style::Plain),
                enabled_cell(s.enabled),
            ]);
        }
        for line in table.render(ctx.width, ctx.paint) {
            out.line(&line)?;
        }
    }
    for s in &m.shadowed {
        out.line(&ctx.paint.dim(&format!(
            "shadowed: {} from {} (by {})",
            s.name, s.source, s.by
        )))?;
    }
    for s in &m.skipped {
        let what = s.name.as_deref().map_or_else(
            || {
                s.file
                    .as_ref()
                    .map_or_else(String::new, |f| f.display().to_string())
            },
            String::from,
        );
        out.line(&format!(
            "{} {} from {}: {}",
            ctx.paint.yellow("skipped:"),
            inline(&what),
            s.source,
            inline(&s.reason.to_string())
        ))?;
    }
    out.flush()
}

fn remove(ctx: &Ctx, env: &Env, target: &Target, a: &McpNameArgs) -> Result<(), CliError> {
    let file = edit::remove(target, env, &a.name).map_err(|e| edit_error(e, "remove"))?;
    let mut out = Out::new();
    if a.json {
        out.json(&json!({"name": a.name, "scope": target.scope(), "file": file.display().to_string(), "removed": true}))?;
        return out.flush();
    }
    out.line(
        &ctx.paint
            .green(&format!("Removed '{}' from {}", a.name, file.display())),
    )?;
    out.flush()
}

fn toggle(
    ctx: &Ctx,
    env: &Env,
    cwd_given: bool,
    a: &McpNameArgs,
    enable: bool,
) -> Result<(), CliError> {
    let target = target(ctx, a.global, cwd_given)?;
    check_name(&a.name)?;
    // Any discovered name, from any source the project sees.
    let before = merged(env, &ctx.cwd, false);
    if !before.knows(&a.name) {
        return Err(CliError::failure(format!(
            "unknown server {}: no source declares it",
            display_name(&a.name)
        ))
        .hint("`lemon mcp list --all` shows every server this directory sees"));
    }
    let verb = if enable { "enable" } else { "disable" };
    let outcome =
        edit::set_enabled(&target, env, &a.name, enable).map_err(|e| edit_error(e, verb))?;
    let after = merged(env, &ctx.cwd, false);
    let effective = after.get(&a.name).map(|s| s.enabled);
    if let Some(state) = effective
        && state != enable
    {
        ctx.warn(&format!(
            "'{}' is still {} here: the project file's setting wins over the global one",
            a.name,
            if state { "enabled" } else { "disabled" }
        ));
    }
    let mut out = Out::new();
    if a.json {
        out.json(&json!({
            "name": a.name,
            "enabled": enable,
            "scope": target.scope(),
            "file": outcome.file.display().to_string(),
            "changed": outcome.changed,
            "effective_enabled": effective,
        }))?;
        return out.flush();
    }
    let line = if outcome.changed {
        format!(
            "{} '{}' in {}",
            if enable { "Enabled" } else { "Disabled" },
            a.name,
            outcome.file.display()
        )
    } else {
        format!(
            "'{}' was already {verb}d in {}",
            a.name,
            outcome.file.display()
        )
    };
    out.line(&ctx.paint.green(&line))?;
    out.flush()
}

fn test(ctx: &Ctx, env: &Env, target: &Target, a: &McpNameArgs) -> Result<(), CliError> {
    let entry = edit::find_entry(target, env, &a.name).map_err(|e| match e {
        // The entry's own problem is a fixed category here, like every test failure.
        EditError::InvalidEntry { .. } => CliError::failure(format!(
            "server '{}': {}",
            a.name,
            ProbeError::InvalidConfiguration
        ))
        .hint("`lemon mcp list` shows why the entry is invalid"),
        other => edit_error(other, "test"),
    })?;
    let result = probe_with(&entry, &ctx.cwd, Some(&crate::mcp_live::options(ctx, env)));
    let mut out = Out::new();
    match result {
        Ok(report) => {
            if a.json {
                out.json(&json!({
                    "name": a.name,
                    "ok": true,
                    "tool_count": report.tool_count,
                    "transport": report.transport.as_str(),
                    "protocol_version": report.protocol_version,
                    "elapsed_ms": report.elapsed.as_millis() as u64,
                }))?;
                return out.flush();
            }
            out.line(&ctx.paint.green(&format!(
                "'{}' ok: {} tool{} ({}, protocol {}, {} ms)",
                a.name,
                report.tool_count,
                if report.tool_count == 1 { "" } else { "s" },
                report.transport.as_str(),
                report.protocol_version.as_deref().unwrap_or("?"),
                report.elapsed.as_millis()
            )))?;
            out.flush()
        }
        Err(e) => {
            if a.json {
                out.json(&json!({"name": a.name, "ok": false, "error": e.to_string()}))?;
                out.flush()?;
            }
            let hint = match e {
                ProbeError::ConnectionFailed => {
                    "check that the program is installed, or the endpoint reachable"
                }
                ProbeError::TimedOut => {
                    "raise ready_timeout_ms / timeout_ms in the entry if the server is slow to start"
                }
                ProbeError::AuthorizationRequired => {
                    "configure credentials (headers or oauth) for this server; for an oauth entry `lemon mcp status` says what failed"
                }
                ProbeError::HandshakeFailed => {
                    "the endpoint answered, but not as an MCP server Lemon can use"
                }
                ProbeError::InvalidConfiguration => "`lemon mcp list` shows the entry's problem",
            };
            Err(CliError::failure(format!("server '{}': {e}", a.name)).hint(hint))
        }
    }
}
