//! `lemon mcp tools|status|call`: the verbs that start the project's configured servers
//! through `lemon_tools::mcp::manager` (concurrently, each bounded by its ready timeout)
//! and close them before exiting. The `--json` shapes are documented in docs/cli.md;
//! every error is a fixed category (spec G.17 terms), never server text or arguments.
//!
//! The manager gets the terminal as its approver (an OAuth authorization, a server's
//! sampling request: asked on stderr, answered on stdin, refused without a terminal),
//! stderr as the place the authorization URL is shown, and the agent directory's secret
//! store for persisted OAuth tokens and `oauth.client_secret_secret`.

use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

use lemon_core::approval::{ApprovalRequest, Approver, Decision};
use lemon_core::paths::Env;
use lemon_tools::mcp::config::{AppConfig, Request, Skipped, discover, mcp_enabled};
use lemon_tools::mcp::manager::{CallError, CallOptions, Manager, ManagerOptions};
use lemon_tools::mcp::oauth::{AuthorizationNotice, AuthorizationPrompt};
use serde_json::{Value, json};

use crate::Ctx;
use crate::cli::{McpCallArgs, McpJsonArgs};
use crate::error::CliError;
use crate::output::{Out, Paint, Style, Table, inline, truncate};
use crate::skill::approve::{Spinner, TerminalApprover};

/// The project's manager: its effective configuration (as `lemon mcp list --all` shows
/// it), disabled when `LEMON_MCP_DISABLED` says so.
fn manager(ctx: &Ctx, env: &Env) -> Manager {
    manager_and_problems(ctx, env).0
}

/// The manager, and the configuration files that could not be used at all (a malformed
/// edit): `status` reports them, since their servers are missing from it.
fn manager_and_problems(ctx: &Ctx, env: &Env) -> (Manager, Vec<Skipped>) {
    let app = AppConfig::default();
    let merged = discover(&Request {
        env,
        cwd: &ctx.cwd,
        global: false,
        app: &app,
    });
    let problems = merged
        .skipped
        .into_iter()
        .filter(Skipped::is_whole_file)
        .collect();
    let m = Manager::with_servers(ctx.cwd.clone(), merged.effective, options(ctx, env));
    (m, problems)
}

/// The manager's options on the command line: the terminal approves OAuth
/// authorizations and sampling requests, stderr shows the authorization URL, tokens
/// persist in the agent directory (`lemon mcp test` runs OAuth with them too).
pub(crate) fn options(ctx: &Ctx, env: &Env) -> ManagerOptions {
    ManagerOptions {
        disabled: !mcp_enabled(env, false),
        approver: Some(Arc::new(Terminal {
            paint: ctx.err_paint,
        })),
        on_authorization: Some(show_authorization_url(ctx.err_paint)),
        ..ManagerOptions::default().with_agent_secrets(env)
    }
}

/// The terminal approver the manager can own (it asks from its own threads, one
/// question at a time).
struct Terminal {
    paint: Paint,
}

impl Approver for Terminal {
    fn decide(&self, request: &ApprovalRequest) -> Decision {
        let spinner = Spinner::new(false);
        TerminalApprover {
            paint: self.paint,
            spinner: &spinner,
        }
        .decide(request)
    }
}

/// Prints the authorization URL on stderr, once the user agreed to authorize.
fn show_authorization_url(paint: Paint) -> AuthorizationNotice {
    Arc::new(move |p: &AuthorizationPrompt| {
        let mut err = std::io::stderr().lock();
        let _ = writeln!(
            err,
            "{} open this URL to authorize MCP server '{}' (waiting {} s):\n  {}",
            paint.yellow("oauth:"),
            inline(&p.server),
            p.timeout.as_secs(),
            p.url
        );
    })
}

fn runtime() -> Result<tokio::runtime::Runtime, CliError> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|_| CliError::failure("cannot start the async runtime"))
}

/// Drops the runtime without waiting for a terminal question that timed out: its
/// blocking read of stdin would otherwise hold the exit until someone pressed Enter.
fn finish(rt: tokio::runtime::Runtime) {
    rt.shutdown_timeout(Duration::from_millis(200));
}

/// `lemon mcp tools`.
pub fn tools(ctx: &Ctx, env: &Env, a: &McpJsonArgs) -> Result<(), CliError> {
    let m = manager(ctx, env);
    let rt = runtime()?;
    let (rows, status) = rt.block_on(async {
        let tools = m.discover_tools(false).await;
        let rows: Vec<(String, Option<String>, String, String, Value)> = tools
            .into_iter()
            .map(|t| {
                let server = m.owner(&t.name).and_then(|(_, n)| n);
                (t.name, server, t.label, t.description, t.parameters)
            })
            .collect();
        let status = m.status();
        m.shutdown().await;
        (rows, status)
    });
    finish(rt);
    let mut out = Out::new();
    if a.json {
        let list: Vec<Value> = rows
            .iter()
            .map(|(name, server, label, description, parameters)| {
                json!({"name": name, "server": server, "label": label,
                       "description": description, "parameters": parameters})
            })
            .collect();
        out.json(&json!({"disabled": status.disabled, "tools": list}))?;
        return out.flush();
    }
    if status.disabled {
        out.line("MCP is disabled (LEMON_MCP_DISABLED); no tools.")?;
        return out.flush();
    }
    let mut table = Table::new(&["NAME", "SERVER", "DESCRIPTION"]);
    for (name, server, _, description, _) in &rows {
        table.row(vec![
            (name.clone(), Style::Bold),
            (
                server.clone().unwrap_or_else(|| "(unnamed)".into()),
                Style::Plain,
            ),
            (truncate(&inline(description), 100), Style::Dim),
        ]);
    }
    if !rows.is_empty() {
        for line in table.render(ctx.width, ctx.paint) {
            out.line(&line)?;
        }
    }
    let down = status.servers.values().filter(|s| !s.connected).count();
    out.line(&format!(
        "{} tool{} from {} server{}{}",
        rows.len(),
        if rows.len() == 1 { "" } else { "s" },
        status.servers.len() - down,
        if status.servers.len() - down == 1 {
            ""
        } else {
            "s"
        },
        if down > 0 {
            format!("; {down} not connected (`lemon mcp status` says why)")
        } else {
            String::new()
        }
    ))?;
    out.flush()
}

/// `lemon mcp status`.
pub fn status(ctx: &Ctx, env: &Env, a: &McpJsonArgs) -> Result<(), CliError> {
    let (m, problems) = manager_and_problems(ctx, env);
    let rt = runtime()?;
    let status = rt.block_on(async {
        m.discover_tools(false).await;
        let status = m.status();
        m.shutdown().await;
        status
    });
    finish(rt);
    let mut out = Out::new();
    if a.json {
        let mut v = serde_json::to_value(&status).unwrap_or_default();
        v["config_problems"] = problems
            .iter()
            .map(|p| {
                json!({
                    "file": p.file,
                    "source": p.source.to_string(),
                    "reason": p.reason.to_string(),
                })
            })
            .collect();
        out.json(&v)?;
        return out.flush();
    }
    for p in &problems {
        let file = p.file.as_deref().map(|f| f.display().to_string());
        out.line(&format!(
            "{} {} ({}): {}",
            ctx.paint.yellow("config problem:"),
            inline(file.as_deref().unwrap_or_default()),
            p.source,
            inline(&p.reason.to_string())
        ))?;
    }
    if status.disabled {
        out.line("MCP is disabled (LEMON_MCP_DISABLED).")?;
        return out.flush();
    }
    let mut table = Table::new(&[
        "NAME",
        "SOURCE",
        "CONNECTED",
        "TOOLS",
        "RESOURCES",
        "PROMPTS",
        "CAPABILITIES",
        "ERROR",
    ]);
    for s in status.servers.values() {
        let caps = s
            .capabilities
            .map(|c| {
                [
                    ("tools", c.tools),
                    ("resources", c.resources),
                    ("prompts", c.prompts),
                ]
                .iter()
                .filter(|(_, on)| *on)
                .map(|(k, _)| *k)
                .collect::<Vec<_>>()
                .join(",")
            })
            .unwrap_or_default();
        table.row(vec![
            (
                s.name.clone().unwrap_or_else(|| "(unnamed)".into()),
                Style::Bold,
            ),
            (s.source.clone(), Style::Plain),
            if s.connected {
                ("yes".into(), Style::Green)
            } else {
                ("no".into(), Style::Red)
            },
            (s.tool_count.to_string(), Style::Plain),
            (s.resource_count.to_string(), Style::Plain),
            (s.prompt_count.to_string(), Style::Plain),
            (caps, Style::Plain),
            (s.last_error.unwrap_or("").to_string(), Style::Yellow),
        ]);
    }
    if status.servers.is_empty() {
        out.line("No enabled MCP servers (`lemon mcp list --all` shows the configuration).")?;
    } else {
        for line in table.render(ctx.width, ctx.paint) {
            out.line(&line)?;
        }
        for s in status.servers.values() {
            if let Some(a) = s.authorization {
                out.line(&format!(
                    "{}: {a}; hint: {}",
                    s.name.as_deref().unwrap_or("(unnamed)"),
                    a.hint()
                ))?;
            }
        }
    }
    out.flush()
}

/// `lemon mcp call`.
pub fn call(ctx: &Ctx, env: &Env, a: &McpCallArgs) -> Result<(), CliError> {
    let arguments: Value = serde_json::from_str(&a.args).map_err(|_| {
        CliError::usage("--args is not valid JSON")
            .hint("pass an object: --args '{\"key\": \"value\"}'")
    })?;
    if !arguments.is_object() {
        return Err(CliError::usage("--args must be a JSON object")
            .hint("pass an object: --args '{\"key\": \"value\"}'"));
    }
    let m = manager(ctx, env);
    let rt = runtime()?;
    let options = CallOptions {
        timeout: a.timeout_ms.map(Duration::from_millis),
        runtime_requires_approval: false,
    };
    let result = rt.block_on(async {
        m.discover_tools(false).await;
        let prepared = match m.prepare(&a.tool, arguments, &options) {
            Ok(p) => p,
            Err(e) => return Err(e),
        };
        if let Some(request) = prepared.approval()
            && !a.yes
        {
            let spinner = Spinner::new(false);
            let approver = TerminalApprover {
                paint: ctx.err_paint,
                spinner: &spinner,
            };
            // Asked on the caller's thread: nothing else runs on this runtime meanwhile,
            // and nothing needs to (no call is in flight).
            match approver.decide(request) {
                Decision::Approved => {}
                Decision::Denied => return Err(CallError::ApprovalDenied),
                Decision::Unavailable(_) => return Err(CallError::ApprovalUnavailable),
            }
        }
        prepared.execute().await
    });
    rt.block_on(m.shutdown());
    finish(rt);
    let mut out = Out::new();
    match result {
        Ok(output) => {
            if a.json {
                out.json(&json!({"tool": a.tool, "ok": true, "content": output.content}))?;
            } else {
                for block in &output.content {
                    out.raw(&format!("{block}\n"))?;
                }
            }
            out.flush()
        }
        Err(e) => {
            if a.json {
                let mut v = json!({"tool": a.tool, "ok": false, "error": e.term()});
                if let CallError::ToolError(blocks) = &e {
                    v["content"] = json!(blocks);
                }
                out.json(&v)?;
                out.flush()?;
            } else if let CallError::ToolError(blocks) = &e {
                for block in blocks {
                    out.raw(&format!("{block}\n"))?;
                }
                out.flush()?;
            }
            Err(call_error(&e))
        }
    }
}

fn call_error(e: &CallError) -> CliError {
    let message = format!("{} ({})", e, e.term());
    let hint = match e {
        CallError::Disabled => "unset LEMON_MCP_DISABLED to turn MCP on",
        CallError::NotFound => "`lemon mcp tools` lists the names of this project's tools",
        CallError::NotConnected | CallError::ConnectionClosed => {
            "`lemon mcp status` shows why the server is not connected"
        }
        CallError::ToolError(_) => "the tool ran and reported an error (its text is above)",
        CallError::Timeout => {
            "raise --timeout-ms (or timeout_ms in the entry); the call was not repeated"
        }
        CallError::ApprovalUnavailable => {
            "this server requires approval: run on a terminal to be asked, or pass --yes"
        }
        CallError::ApprovalDenied => "nothing was called",
        CallError::MissingParam(_) | CallError::InvalidParam(_) => {
            "`lemon mcp tools --json` shows the parameters"
        }
        _ => "`lemon mcp status` shows the server's state",
    };
    CliError::failure(message).hint(hint)
}
