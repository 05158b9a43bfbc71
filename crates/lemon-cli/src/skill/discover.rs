//! `lemon skill discover QUERY`: the skills of the configured registry's `index.json`
//! that fit a request, ranked like `lemon skill search`, with the ref that installs each.

use lemon_core::paths::Env;
use lemon_skills::install::registry::{self, Listed};
use serde::Serialize;

use super::approve::install_error;
use crate::Ctx;
use crate::cli::DiscoverArgs;
use crate::error::CliError;
use crate::output::{Out, Style, Table, inline};

/// `discover --json` (docs/cli.md).
#[derive(Serialize)]
struct Report<'a> {
    /// The registry searched (credentials removed).
    registry: String,
    /// How many skills it lists.
    listed: usize,
    /// Entries skipped because their `ref` is not a registry ref.
    skipped: usize,
    /// The skills that fit, best first.
    results: Vec<&'a Listed>,
}

pub fn run(ctx: &Ctx, args: &DiscoverArgs) -> Result<(), CliError> {
    let mut env = Env::from_process().with_working_dir(&ctx.cwd);
    if let Some(url) = &args.registry {
        env = env.with(registry::REGISTRY_URL_VAR, url);
    }
    let base = registry::base_url(&env).map_err(|e| install_error(&e.into(), "discover"))?;
    let (listed, skipped) =
        registry::listing(&env).map_err(|e| install_error(&e.into(), "discover"))?;
    let hits = registry::discover(&listed, &args.query, args.max);
    let report = Report {
        registry: lemon_core::redact::redact_url(&base).into_owned(),
        listed: listed.len(),
        skipped,
        results: hits.iter().map(|&i| &listed[i]).collect(),
    };
    let mut out = Out::new();
    if args.json {
        out.json(&report)?;
        return out.flush();
    }
    if report.results.is_empty() {
        out.line(&format!(
            "No skill of the {} listed by {} fits that request.",
            report.listed,
            inline(&report.registry)
        ))?;
        return out.flush();
    }
    let mut table = Table::new(&["REF", "DESCRIPTION"]);
    for l in &report.results {
        table.row(vec![
            (inline(&l.reference), Style::Bold),
            (inline(&l.description), Style::Plain),
        ]);
    }
    for line in table.render(ctx.width, ctx.paint) {
        out.line(&line)?;
    }
    out.line(&ctx.paint.dim(&format!(
        "{} of {} listed skills fit; install one with `lemon skill install REF`",
        report.results.len(),
        report.listed
    )))?;
    out.flush()
}
