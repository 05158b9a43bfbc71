//! `lemon skill hermes`: the Hermes agent's bundled and optional skills by category,
//! filtered by a query, as a table, a detailed listing or JSON.

use lemon_skills::catalog::hermes::{Collection, Filter};

use crate::Ctx;
use crate::cli::HermesArgs;
use crate::error::CliError;
use crate::output::{Out, Style, Table, inline};
use crate::skill::catalogs;

pub fn run(ctx: &Ctx, args: &HermesArgs) -> Result<(), CliError> {
    let collection = match args.collection.as_deref() {
        None | Some("all") => None,
        Some(word) => Some(Collection::parse(word).ok_or_else(|| {
            CliError::usage(format!(
                "unknown collection '{}'; use bundled, optional or all",
                inline(word)
            ))
        })?),
    };
    let checkout = catalogs::hermes_checkout(ctx, args.hermes.as_deref())?;
    let checkout = &checkout.path;
    let filter = Filter {
        collection,
        category: args.category.clone(),
        query: args.query.clone(),
    };
    let skills = catalogs::hermes_catalog(checkout, &filter)?;
    let mut out = Out::new();
    if args.json {
        out.json(&skills)?;
        return out.flush();
    }
    if skills.is_empty() {
        out.line("No Hermes skills match.")?;
        return out.flush();
    }
    if args.details {
        for skill in &skills {
            out.line(&ctx.paint.bold(&inline(&skill.id)))?;
            out.line(&format!("  name:        {}", inline(&skill.name)))?;
            out.line(&format!("  description: {}", inline(&skill.description)))?;
            out.line(&format!("  path:        {}", inline(&skill.path)))?;
        }
    } else {
        let mut table = Table::new(&["ID", "CATEGORY", "DESCRIPTION"]);
        for skill in &skills {
            table.row(vec![
                (inline(&skill.id), Style::Bold),
                (inline(&skill.category), Style::Plain),
                (inline(&skill.description), Style::Plain),
            ]);
        }
        for line in table.render(ctx.width, ctx.paint) {
            out.line(&line)?;
        }
    }
    out.line(&ctx.paint.dim(&format!(
        "{} skills; install one with `lemon skill install ID`",
        skills.len()
    )))?;
    out.flush()
}
