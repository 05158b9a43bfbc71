//! `lemon skill …`: one module per verb, plus what they share — opening the registry,
//! the skill row printed by `list`/`search` (human and JSON), and the not-found error
//! with "did you mean" hints.

pub(crate) mod approve;
mod audit;
mod browse;
mod catalogs;
mod check;
mod discover;
mod draft;
mod hermes;
mod inspect;
mod install;
mod lint;
mod list;
mod manage;
mod marketplace;
mod prompt;
mod read;
mod remove;
mod search;
mod toggle;
mod update;
mod usage;

use std::path::Path;

use lemon_skills::Entry;
use lemon_skills::diagnostic::Code;
use lemon_skills::registry::Registry;
use lemon_skills::status::{ActivationState, Status};
use serde::Serialize;

use crate::Ctx;
use crate::cli::SkillCommand;
use crate::error::CliError;
use crate::output::{Style, inline};

/// Runs one `lemon skill` verb.
pub fn run(ctx: &Ctx, command: SkillCommand) -> Result<(), CliError> {
    match command {
        SkillCommand::List(args) => list::run(ctx, &args),
        SkillCommand::Inspect(args) => inspect::run(ctx, &args),
        SkillCommand::Read(args) => read::run(ctx, &args),
        SkillCommand::Search(args) => search::run(ctx, &args),
        SkillCommand::Check(args) => check::run(ctx, &args),
        SkillCommand::Enable(args) => toggle::run(ctx, &args, true),
        SkillCommand::Disable(args) => toggle::run(ctx, &args, false),
        SkillCommand::Prompt(args) => prompt::run(ctx, &args),
        SkillCommand::Lint(args) => lint::run(ctx, &args),
        SkillCommand::Hermes(args) => hermes::run(ctx, &args),
        SkillCommand::Marketplace(args) => marketplace::run(ctx, &args),
        SkillCommand::Discover(args) => discover::run(ctx, &args),
        SkillCommand::Browse(args) => browse::run(ctx, &args),
        SkillCommand::Usage(args) => usage::run_usage(ctx, &args),
        SkillCommand::Curator(args) => usage::run_curator(ctx, &args),
        SkillCommand::Install(args) => install::run(ctx, &args),
        SkillCommand::Update(args) => update::run(ctx, &args),
        SkillCommand::Remove(args) => remove::run(ctx, &args),
        SkillCommand::Audit(args) => audit::run(ctx, &args),
        SkillCommand::Manage(args) => manage::run(ctx, &args),
        SkillCommand::Draft(args) => draft::run(ctx, &args),
    }
}

/// The registry for this process's environment (paths are resolved per run).
fn registry() -> Registry {
    Registry::new()
}

/// The error for a key that resolves to no skill: if a copy exists but failed to load,
/// say why (with the file and line); otherwise suggest the closest keys.
fn missing_skill(reg: &Registry, cwd: &Path, key: &str) -> CliError {
    let view = reg.view(Some(cwd));
    if let Some(bad) = view.invalid().iter().find(|i| i.key == key) {
        return CliError::failure(format!(
            "skill '{key}' could not be loaded: {}",
            inline(&bad.message())
        ))
        .hint(format!(
            "fix the file, then check it with `lemon skill lint {}`",
            bad.path.parent().unwrap_or(&bad.root).display()
        ));
    }
    let known: Vec<String> = view.entries().iter().map(|e| e.key.clone()).collect();
    not_found(key, &known)
}

/// The `status` word shared by `list`, `search` and `check` (docs/cli.md).
fn status_word(status: &Status) -> &'static str {
    match status.activation_state {
        ActivationState::Active => "active",
        ActivationState::NotReady => "not_ready",
        ActivationState::Hidden => "disabled",
        ActivationState::PlatformIncompatible => "platform_incompatible",
        ActivationState::Blocked => "blocked",
    }
}

/// How a status word is painted in tables.
fn status_style(word: &str) -> Style {
    match word {
        "active" => Style::Green,
        "not_ready" => Style::Yellow,
        "blocked" | "invalid" => Style::Red,
        _ => Style::Dim,
    }
}

/// The status cell of a human table: the word, and `(hidden)` for model-hidden skills.
fn status_cell(word: &str, hidden: bool) -> (String, Style) {
    let text = if hidden {
        format!("{word} (hidden)")
    } else {
        word.to_string()
    };
    (text, status_style(word))
}

/// One skill as `list --json` / `search --json` print it (docs/cli.md, "skill rows").
#[derive(Debug, Serialize)]
struct SkillRow {
    key: String,
    name: String,
    description: String,
    scope: &'static str,
    path: String,
    root: String,
    enabled: bool,
    hidden: bool,
    ready: bool,
    status: &'static str,
    reason: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    shadowed_by: Option<String>,
    category: Option<String>,
    tags: Vec<String>,
    keywords: Vec<String>,
    /// `list --all` only: the short form of `reason` for the human table.
    #[serde(skip)]
    note: Option<String>,
    /// `list --all` only: what loading forgave in this skill.
    #[serde(skip_serializing_if = "Option::is_none")]
    warnings: Option<Vec<RowWarning>>,
    /// `search` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<f64>,
    /// `list` only, installed skills only: the lockfile record with the local drift.
    #[serde(skip_serializing_if = "Option::is_none")]
    provenance: Option<lemon_skills::view::Provenance>,
}

/// A forgiven problem of a loaded skill (`list --all --json`).
#[derive(Debug, Serialize)]
struct RowWarning {
    line: Option<usize>,
    code: Code,
    message: String,
}

impl SkillRow {
    /// A resolved skill with its fresh status.
    fn resolved(entry: &Entry, status: &Status) -> Self {
        Self {
            key: entry.key.clone(),
            name: entry.name.clone(),
            description: entry.description.clone(),
            scope: entry.scope.as_str(),
            path: display_path(&entry.location.display_path()),
            root: display_path(&entry.location.display_root()),
            enabled: !status.disabled,
            hidden: entry.model_hidden(),
            ready: status.ready,
            status: status_word(status),
            reason: None,
            shadowed_by: None,
            category: entry.manifest.category.clone(),
            tags: entry.manifest.tags.clone(),
            keywords: entry.manifest.keywords.clone(),
            note: None,
            warnings: None,
            score: None,
            provenance: None,
        }
    }
}

/// A path as printed: lossy UTF-8, no canonicalisation (it matches what discovery saw).
fn display_path(path: &Path) -> String {
    path.display().to_string()
}

/// "Skill not found" with the closest keys as hints.
fn not_found(key: &str, known: &[String]) -> CliError {
    let mut err = CliError::failure(format!("no skill named '{key}' is visible from here"));
    let close = closest(key, known);
    if !close.is_empty() {
        err = err.hint(format!("did you mean {}?", quoted_list(&close)));
    }
    err.hint("run `lemon skill list` to see every skill, or `lemon skill list --all` to see invalid and shadowed ones")
}

/// Up to three known keys close to `key` (edit distance or containment).
fn closest(key: &str, known: &[String]) -> Vec<String> {
    let needle = key.to_lowercase();
    let mut scored: Vec<(f64, &String)> = known
        .iter()
        .filter_map(|k| {
            let lower = k.to_lowercase();
            let sim = strsim::jaro_winkler(&needle, &lower);
            let contains =
                !needle.is_empty() && (lower.contains(&needle) || needle.contains(&lower));
            let score = if contains { sim.max(0.85) } else { sim };
            (score >= 0.8).then_some((score, k))
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(b.1)));
    scored.into_iter().take(3).map(|(_, k)| k.clone()).collect()
}

fn quoted_list(items: &[String]) -> String {
    items
        .iter()
        .map(|s| format!("'{s}'"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closest_finds_typos_and_prefixes() {
        let known: Vec<String> = ["skill-creator", "summarize", "tmux", "github"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(closest("skill-creater", &known), vec!["skill-creator"]);
        assert_eq!(closest("git", &known), vec!["github"]);
        assert!(closest("zzzzzz", &known).is_empty());
    }

    #[test]
    fn not_found_names_the_key_and_hints() {
        let err = not_found("tmx", &["tmux".to_string()]);
        let text = err.render(crate::output::Paint::new(false));
        assert!(text.starts_with("error: no skill named 'tmx'"));
        assert!(text.contains("hint: did you mean 'tmux'?"));
        assert_eq!(err.exit_code(), 1);
    }
}
