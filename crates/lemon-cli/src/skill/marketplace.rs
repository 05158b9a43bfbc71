//! `lemon skill marketplace`: the plugins of a Claude Code plugin marketplace and the
//! skills each carries, as text or JSON.

use serde::Serialize;

use crate::Ctx;
use crate::cli::MarketplaceArgs;
use crate::error::CliError;
use crate::output::{Out, inline};
use crate::skill::catalogs;

/// One plugin in `--json` (docs/cli.md).
#[derive(Serialize)]
struct PluginRow<'a> {
    name: &'a str,
    description: Option<&'a str>,
    category: Option<&'a str>,
    source: &'a lemon_skills::catalog::marketplace::PluginSource,
    /// The skills, when the plugin is in the marketplace's repository.
    skills: Option<Vec<SkillRow>>,
    /// Why `skills` is null.
    note: Option<String>,
}

#[derive(Serialize)]
struct SkillRow {
    key: String,
    name: String,
    description: String,
    /// The skill's directory, a `lemon skill install` SOURCE; null when the marketplace
    /// was cloned for this listing (the clone is gone when the command ends).
    install: Option<String>,
    /// The command that installs it from the marketplace (as given).
    command: String,
}

#[derive(Serialize)]
struct MarketRow<'a> {
    name: &'a str,
    owner: Option<&'a str>,
    description: Option<&'a str>,
    plugins: Vec<PluginRow<'a>>,
}

pub fn run(ctx: &Ctx, args: &MarketplaceArgs) -> Result<(), CliError> {
    let (checkout, repo, market) = catalogs::marketplace_root(ctx, &args.source)?;
    let listed = catalogs::marketplace_skills(&repo, &market);
    // What `install` takes: the repository (not the file) when it is local.
    let install_source = if checkout.temporary {
        args.source.clone()
    } else {
        repo.display().to_string()
    };
    let plugins: Vec<PluginRow> = listed
        .into_iter()
        .map(|(i, result)| {
            let plugin = &market.plugins[i];
            let (skills, note) = match result {
                Ok(skills) => (
                    Some(
                        skills
                            .into_iter()
                            .map(|s| SkillRow {
                                install: (!checkout.temporary)
                                    .then(|| repo.join(&s.path).display().to_string()),
                                command: format!(
                                    "lemon skill install {} --plugin {} --skill {}",
                                    shell_word(&install_source),
                                    shell_word(&plugin.name),
                                    shell_word(&s.key)
                                ),
                                key: s.key,
                                name: s.name,
                                description: s.description,
                            })
                            .collect(),
                    ),
                    None,
                ),
                Err(why) => (None, Some(why)),
            };
            PluginRow {
                name: &plugin.name,
                description: plugin.description.as_deref(),
                category: plugin.category.as_deref(),
                source: &plugin.source,
                skills,
                note,
            }
        })
        .collect();
    let row = MarketRow {
        name: &market.name,
        owner: market.owner.as_deref(),
        description: market.description.as_deref(),
        plugins,
    };
    let mut out = Out::new();
    if args.json {
        out.json(&row)?;
        return out.flush();
    }
    let owner = row
        .owner
        .map(|o| format!(" by {}", inline(o)))
        .unwrap_or_default();
    out.line(&format!("{}{owner}", ctx.paint.bold(&inline(row.name))))?;
    if let Some(description) = row.description {
        out.line(&inline(description))?;
    }
    for plugin in &row.plugins {
        out.line("")?;
        let description = plugin
            .description
            .map(|d| format!(": {}", inline(d)))
            .unwrap_or_default();
        out.line(&format!(
            "{}{description}",
            ctx.paint.bold(&inline(plugin.name))
        ))?;
        match (&plugin.skills, &plugin.note) {
            (Some(skills), _) if skills.is_empty() => out.line(&ctx.paint.dim("  (no skills)"))?,
            (Some(skills), _) => {
                for skill in skills {
                    out.line(&format!(
                        "  {}  {}",
                        ctx.paint.cyan(&inline(&skill.key)),
                        inline(&skill.description)
                    ))?;
                    out.line(
                        &ctx.paint
                            .dim(&format!("    install: {}", inline(&skill.command))),
                    )?;
                }
            }
            (None, note) => out.line(&ctx.paint.dim(&format!(
                "  skills not listed: {}",
                inline(note.as_deref().unwrap_or("unknown"))
            )))?,
        }
    }
    out.flush()
}

/// `word` as one POSIX shell word: bare when it is made of safe characters, else in
/// single quotes.
fn shell_word(word: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || "-_./:@=+,%".contains(c);
    if !word.is_empty() && word.chars().all(safe) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}
