//! `lemon serve`: the project's skills as one MCP server, over stdio or Streamable HTTP
//! (the server itself is `lemon_tools::serve`). stdout belongs to the protocol on stdio,
//! so every human message goes to stderr.

use std::io::Write;

use lemon_tools::serve::run::{self, Listen, Listening, ServeOptions, TOKEN_VAR};

use crate::Ctx;
use crate::cli::ServeArgs;
use crate::error::CliError;

pub fn run(ctx: &Ctx, args: &ServeArgs) -> Result<(), CliError> {
    let opts = ServeOptions {
        listen: match args.http {
            Some(addr) => Listen::Http(addr),
            None => Listen::Stdio,
        },
        cwd: ctx.cwd.clone(),
        skills: !args.no_skills,
        mcp: !args.no_mcp,
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
