//! `lemon skill prompt [--budget CHARS]`: the stable skills listing of an agent's system
//! prompt, rendered by the library exactly as an agent receives it.
//!
//! Which skills are listed is the library's decision (`Registry::prompt_listing`, the
//! same listing the gateway serves); this module only prints it.

use serde::Serialize;

use super::registry;
use crate::Ctx;
use crate::cli::PromptArgs;
use crate::error::CliError;
use crate::output::Out;

/// `prompt --json` (docs/cli.md).
#[derive(Serialize)]
struct PromptJson<'a> {
    text: &'a str,
    chars: usize,
    budget: Option<u64>,
    listed: usize,
    shortened: usize,
    omitted: usize,
}

pub fn run(ctx: &Ctx, args: &PromptArgs) -> Result<(), CliError> {
    let budget = args
        .budget
        .map(|b| usize::try_from(b).unwrap_or(usize::MAX));
    let listing = registry().prompt_listing(Some(&ctx.cwd), budget);

    let mut out = Out::new();
    if args.json {
        out.json(&PromptJson {
            text: &listing.text,
            chars: listing.text.chars().count(),
            budget: args.budget,
            listed: listing.listed,
            shortened: listing.shortened,
            omitted: listing.omitted,
        })?;
        return out.flush();
    }
    // The text goes out byte for byte (it is what the model sees; the library has
    // already cleaned and escaped it); an empty listing prints nothing at all.
    out.raw(&listing.text)?;
    out.flush()
}
