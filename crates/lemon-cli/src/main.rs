//! `lemon`: the command-line face of Lemon's skills registry (and, later, its MCP hub).
//!
//! Thin by design: this crate parses arguments, calls `lemon-skills` / `lemon-core`, and
//! formats what they return for a person (aligned text, colour on a terminal) or a
//! program (`--json`, shapes documented in `docs/cli.md`). Exit status: 0 success,
//! 1 operation failure, 2 invalid arguments.

mod cli;
mod error;
mod mcp;
mod mcp_live;
mod output;
mod serve;
mod serve_config;
mod skill;

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};

use crate::cli::{Cli, Command};
use crate::error::CliError;
use crate::output::{Out, Paint};

/// What every command needs besides its own arguments.
pub struct Ctx {
    /// The directory project skills and `.lemon/` are resolved from (absolute).
    pub cwd: PathBuf,
    /// Styling for stdout.
    pub paint: Paint,
    /// Styling for stderr (warnings printed while a command runs).
    pub err_paint: Paint,
    /// Width available to tables; `None`: not limited (stdout piped, no `COLUMNS`).
    pub width: Option<usize>,
    /// Whether stdout is a terminal (text for the model is then cleaned for display).
    pub stdout_is_terminal: bool,
}

impl Ctx {
    /// The context of one run: the resolved `--cwd`, colour per stream, table width.
    fn new(global: &cli::GlobalArgs) -> Result<Ctx, CliError> {
        Ok(Ctx {
            cwd: resolve_cwd(global.cwd.as_deref())?,
            paint: Paint::new(output::use_color(
                global.color,
                std::io::stdout().is_terminal(),
            )),
            err_paint: Paint::new(output::use_color(
                global.color,
                std::io::stderr().is_terminal(),
            )),
            width: output::table_width(),
            stdout_is_terminal: std::io::stdout().is_terminal(),
        })
    }

    /// Prints a `warning:` line on stderr; output on stdout is not affected.
    pub fn warn(&self, message: &str) {
        let mut stderr = std::io::stderr().lock();
        // If stderr is gone there is nobody left to warn.
        let _ = writeln!(stderr, "{} {message}", self.err_paint.yellow("warning:"));
    }
}

/// Turns on log events on stderr when `LEMON_LOG` (or `RUST_LOG`) selects some, e.g.
/// `LEMON_LOG=lemon::skills=info`; `LEMON_LOG_FORMAT=json` prints one JSON object per
/// event for machines. Without either variable nothing is logged.
fn init_logging() {
    let filter = std::env::var("LEMON_LOG")
        .or_else(|_| std::env::var("RUST_LOG"))
        .ok()
        .filter(|f| !f.trim().is_empty());
    let Some(filter) = filter else { return };
    let filter = tracing_subscriber::EnvFilter::try_new(&filter)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none());
    // A subscriber set already (tests) keeps its place.
    let _ = if std::env::var("LEMON_LOG_FORMAT").is_ok_and(|f| f == "json") {
        builder.json().try_init()
    } else {
        builder.try_init()
    };
}

fn main() -> ExitCode {
    init_logging();
    let parsed = command()
        .try_get_matches()
        .and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(err) => {
            // Help and version exit 0, usage errors 2; clap already prints `error:` and
            // a usage line that says what to do.
            let code = err.exit_code();
            let _ = err.print();
            return ExitCode::from(u8::try_from(code).unwrap_or(error::EXIT_USAGE));
        }
    };
    let stderr_paint = Paint::new(output::use_color(
        cli.global.color,
        std::io::stderr().is_terminal(),
    ));
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            let text = err.render(stderr_paint);
            if !text.is_empty() {
                let _ = std::io::stderr().lock().write_all(text.as_bytes());
            }
            ExitCode::from(err.exit_code())
        }
    }
}

fn run(cli: Cli) -> Result<(), CliError> {
    let Some(command) = cli.command else {
        return print_help(&["lemon", "--help"]);
    };
    match command {
        Command::Completions { shell } => {
            let mut cmd = Cli::command();
            let mut out = Out::new();
            let mut buf = Vec::new();
            clap_complete::generate(shell, &mut cmd, "lemon", &mut buf);
            out.raw(&String::from_utf8_lossy(&buf))?;
            out.flush()
        }
        Command::Mcp { command } => {
            let Some(command) = command else {
                return print_help(&["lemon", "mcp", "--help"]);
            };
            let cwd_given = cli.global.cwd.is_some();
            let ctx = Ctx::new(&cli.global)?;
            mcp::run(&ctx, cwd_given, command)
        }
        Command::Serve(args) => {
            let cwd_given = cli.global.cwd.is_some();
            let ctx = Ctx::new(&cli.global)?;
            serve::run(&ctx, cwd_given, &args)
        }
        Command::Skill { command } => {
            let Some(command) = command else {
                return print_help(&["lemon", "skill", "--help"]);
            };
            let ctx = Ctx::new(&cli.global)?;
            skill::run(&ctx, command)
        }
    }
}

/// The clap command with `--color` applied to clap's own output (help and usage errors
/// are printed before our flags are parsed, so the flag is read from argv first).
fn command() -> clap::Command {
    let mut choice = clap::ColorChoice::Auto;
    let mut args = std::env::args_os().skip(1);
    while let Some(arg) = args.next() {
        let value = match arg.to_str() {
            Some("--") => break,
            Some("--color") => args.next(),
            Some(a) => a.strip_prefix("--color=").map(Into::into),
            None => None,
        };
        match value.as_ref().and_then(|v| v.to_str()) {
            Some("always") => choice = clap::ColorChoice::Always,
            Some("never") => choice = clap::ColorChoice::Never,
            Some("auto") => choice = clap::ColorChoice::Auto,
            _ => {}
        }
    }
    Cli::command().color(choice)
}

/// A bare `lemon` or `lemon skill` prints its help and succeeds: asking what a command
/// can do is not a mistake.
fn print_help(argv: &[&str]) -> Result<(), CliError> {
    match command().try_get_matches_from(argv) {
        // clap styles the help itself (terminal, NO_COLOR, --color).
        Err(help) => help.print().map_err(CliError::from_stdout),
        Ok(_) => Err(CliError::failure("could not render the help text")),
    }
}

/// The working directory for project-scoped commands: `--cwd` (which must be an existing
/// directory) or the directory lemon was started in, made absolute without resolving
/// symlinks (so paths shown match what the user typed).
fn resolve_cwd(flag: Option<&Path>) -> Result<PathBuf, CliError> {
    let Some(path) = flag else {
        return std::env::current_dir().map_err(|e| {
            CliError::failure(format!("cannot read the current directory: {e}"))
                .hint("cd into an existing directory, or pass --cwd PATH")
        });
    };
    let absolute = std::path::absolute(path).map_err(|e| {
        CliError::usage(format!("invalid --cwd '{}': {e}", path.display()))
            .hint("pass an existing directory to --cwd")
    })?;
    match std::fs::metadata(&absolute) {
        Ok(meta) if meta.is_dir() => Ok(absolute),
        Ok(_) => Err(
            CliError::usage(format!("--cwd '{}' is not a directory", path.display()))
                .hint("pass the directory to act from, not a file"),
        ),
        Err(e) => Err(CliError::usage(format!("--cwd '{}': {e}", path.display()))
            .hint("pass an existing directory to --cwd")),
    }
}
