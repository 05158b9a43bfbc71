//! `lemon skill prompt [--budget CHARS]`: the stable skills listing of an agent's system
//! prompt, rendered by the library exactly as an agent receives it.
//!
//! The library's contract (`lemon_skills::prompt`) is that the caller passes the
//! displayable skills sorted by key; this module only applies that contract with the
//! library's own predicates (fresh status, `displayable()`, `model_hidden()`).

use lemon_skills::prompt::{ListingItem, render_listing_report};
use lemon_skills::status::ActivationState;
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
    let reg = registry();
    let entries = reg.list(Some(&ctx.cwd));
    let statuses = reg.statuses(&entries, Some(&ctx.cwd));
    // `list` is sorted by key. Disabled skills have the activation state `hidden`, which
    // is not displayable, so they drop out with the incompatible and blocked ones.
    let items: Vec<ListingItem> = entries
        .iter()
        .zip(&statuses)
        .filter(|(e, s)| s.activation_state.displayable() && !e.model_hidden())
        .map(|(e, s)| {
            ListingItem::new(
                e.key.as_str(),
                e.description.as_str(),
                s.activation_state == ActivationState::NotReady,
            )
        })
        .collect();
    let budget = args
        .budget
        .map(|b| usize::try_from(b).unwrap_or(usize::MAX));
    let listing = render_listing_report(&items, budget);

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
