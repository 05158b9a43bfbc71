//! `lemon serve`: the project's skills as one MCP server, over stdio or Streamable HTTP
//! (the server itself is `lemon_tools::serve`). stdout belongs to the protocol on stdio,
//! so every human message goes to stderr.

use std::io::Write;

use clap::ValueEnum;

use lemon_tools::serve::run::{self, Listen, Listening, ServeOptions, TOKEN_VAR};

use crate::Ctx;
use crate::cli::{ServeArgs, ServeClient};
use crate::error::CliError;
use crate::output::Out;
use crate::serve_config::snippet;

/// Set in the environment of everything `lemon serve` starts. A `lemon serve` that
/// finds it was started by another one (a tool's file that registers Lemon, which Lemon
/// imports too, e.g. a project `.mcp.json`) serves the skills but not the configured
/// MCP servers: they include itself, and each level would start the next.
pub const NESTED_VAR: &str = "LEMON_SERVE_NESTED";

pub fn run(ctx: &Ctx, cwd_given: bool, args: &ServeArgs) -> Result<(), CliError> {
    if let Some(client) = args.print_config {
        return print_config(ctx, cwd_given, args, client);
    }
    let nested = std::env::var_os(NESTED_VAR).is_some();
    if nested && !args.no_mcp {
        eprintln!(
            "{} started by another `lemon serve`: serving the skills only (its MCP servers \
             include this one)",
            ctx.err_paint.yellow("note:")
        );
    }
    // SAFETY: the process has one thread here (the runtime starts below), so nothing
    // reads the environment while it changes; children inherit the variable.
    unsafe { std::env::set_var(NESTED_VAR, "1") };
    let opts = ServeOptions {
        listen: match args.http {
            Some(addr) => Listen::Http(addr),
            None => Listen::Stdio,
        },
        cwd: ctx.cwd.clone(),
        skills: !args.no_skills,
        mcp: !args.no_mcp && !nested,
        token: std::env::var(TOKEN_VAR).ok(),
    };
    let paint = ctx.err_paint;
    run::run(opts, |listening| {
        let mut err = std::io::stderr().lock();
        if let Listening::Http {
            url,
            token_required,
            generated_token,
        } = listening
        {
            let _ = writeln!(err, "Serving MCP at {url} (Ctrl-C stops)");
            if let Some(token) = generated_token {
                let _ = writeln!(
                    err,
                    "{} every request needs `Authorization: Bearer {token}` \
                     (shown once; set {TOKEN_VAR} to choose it)",
                    paint.yellow("note:")
                );
            } else if *token_required {
                let _ = writeln!(err, "every request needs the bearer token of {TOKEN_VAR}");
            }
        }
    })
    .map_err(|e| {
        CliError::failure(e.to_string())
            .hint("`lemon serve --help` shows the transports and their options")
    })
}

/// `--print-config`: the snippet on stdout, where it goes on stderr. The command is
/// `lemon` when a `lemon` is on `PATH`, else this binary's absolute path (a fresh clone's
/// `target/release/lemon`), and it keeps `--cwd`, `--no-skills` and `--no-mcp`.
fn print_config(
    ctx: &Ctx,
    cwd_given: bool,
    args: &ServeArgs,
    client: ServeClient,
) -> Result<(), CliError> {
    let path_dirs = lemon_core::paths::Env::from_process().path_dirs();
    let command = match lemon_skills::status::find_executable("lemon", &path_dirs).is_some() {
        true => "lemon".to_string(),
        false => std::env::current_exe()
            .map(|p| p.display().to_string())
            .map_err(|e| CliError::failure(format!("cannot find this program's path: {e}")))?,
    };
    let mut line = Vec::new();
    if cwd_given {
        line.extend(["--cwd".to_string(), ctx.cwd.display().to_string()]);
    }
    line.push("serve".to_string());
    if args.no_skills {
        line.push("--no-skills".to_string());
    }
    if args.no_mcp {
        line.push("--no-mcp".to_string());
    }
    let s = snippet(client, &command, &line);
    let mut out = Out::new();
    if args.json {
        out.json(&serde_json::json!({
            "client": client.to_possible_value().map(|v| v.get_name().to_string()),
            "file": s.file,
            "format": s.format,
            "config": s.config,
        }))?;
        return out.flush();
    }
    eprintln!(
        "{} merge this into {} (the server `lemon`)",
        ctx.err_paint.dim("#"),
        s.file
    );
    out.raw(&s.text)?;
    out.flush()
}
