//! `lemon skill list`: every skill the project sees, as an aligned table or JSON rows;
//! `--all` adds the copies that are not in effect (shadowed, invalid, skipped).

use lemon_skills::registry::Catalog;

use super::{SkillRow, display_path, registry, registry_error, status_cell};
use crate::Ctx;
use crate::cli::ListArgs;
use crate::error::CliError;
use crate::output::{Out, Style, Table};

/// Category name for skills without `metadata.lemon.category`.
const UNCATEGORIZED: &str = "uncategorized";

pub fn run(ctx: &Ctx, args: &ListArgs) -> Result<(), CliError> {
    let reg = registry();
    let catalog = reg.catalog(Some(&ctx.cwd)).map_err(|e| registry_error(&e))?;
    let statuses = reg.statuses(&catalog.entries, Some(&ctx.cwd));

    let in_category = |category: Option<&str>| match args.category.as_deref() {
        None => true,
        Some(want) => category.unwrap_or(UNCATEGORIZED) == want,
    };

    let mut rows: Vec<SkillRow> = catalog
        .entries
        .iter()
        .zip(statuses.iter())
        .filter(|(e, _)| in_category(e.manifest.category.as_deref()))
        .map(|(e, s)| SkillRow::resolved(e, s))
        .collect();
    let resolved = rows.len();
    if args.all {
        rows.extend(
            extra_rows(&catalog)
                .into_iter()
                .filter(|r| in_category(r.category.as_deref())),
        );
    }

    let mut out = Out::new();
    if args.json {
        out.json(&rows)?;
        return out.flush();
    }
    if rows.is_empty() {
        out.line(&match &args.category {
            Some(c) => format!("No skills in category '{c}'."),
            None => "No skills found.".to_string(),
        })?;
        out.line(&ctx.paint.dim(
            "hint: put a skill in .lemon/skill/<key>/SKILL.md, or run `lemon skill list --all`",
        ))?;
        return out.flush();
    }

    let mut table = Table::new(&["KEY", "STATUS", "SCOPE", "DESCRIPTION"]);
    for row in &rows {
        let extra = row.reason.is_some();
        let description = match &row.reason {
            Some(reason) => (reason.clone(), Style::Dim),
            None => (row.description.clone(), Style::Plain),
        };
        let (status, style) = status_cell(row.status, row.hidden && !extra);
        table.row(vec![
            (row.key.clone(), if extra { Style::Dim } else { Style::Bold }),
            (status, style),
            (row.scope.to_string(), Style::Plain),
            description,
        ]);
    }
    for line in table.render(ctx.width, ctx.paint) {
        out.line(&line)?;
    }
    out.line(&footer(resolved, &rows[resolved..]))?;
    out.flush()
}

/// `N skill(s)`, plus counts of the extra rows shown by `--all`.
fn footer(resolved: usize, extra: &[SkillRow]) -> String {
    let mut text = format!("{resolved} skill(s)");
    for word in ["shadowed", "invalid", "skipped"] {
        let n = extra.iter().filter(|r| r.status == word).count();
        if n > 0 {
            text.push_str(&format!(", {n} {word}"));
        }
    }
    text
}

/// The shadowed, invalid and skipped rows of `--all`, sorted by key then precedence.
fn extra_rows(catalog: &Catalog) -> Vec<SkillRow> {
    let mut rows = Vec::new();
    for s in &catalog.shadowed {
        let e = &s.entry;
        rows.push(SkillRow {
            key: e.key.clone(),
            name: e.name.clone(),
            description: e.description.clone(),
            scope: e.scope.as_str(),
            path: display_path(&e.path),
            root: display_path(&e.root),
            enabled: true,
            hidden: e.model_hidden(),
            ready: false,
            status: "shadowed",
            reason: Some(format!(
                "shadowed by the {} skill at {}",
                s.winner_scope.as_str(),
                s.winner_path.display()
            )),
            shadowed_by: Some(display_path(&s.winner_path)),
            category: e.manifest.category.clone(),
            tags: e.manifest.tags.clone(),
            keywords: e.manifest.keywords.clone(),
            score: None,
        });
    }
    for (status, list) in [("invalid", &catalog.invalid), ("skipped", &catalog.skipped)] {
        for d in list {
            let key = d
                .path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            rows.push(SkillRow {
                name: key.clone(),
                key,
                description: String::new(),
                scope: d.scope.as_str(),
                path: display_path(&d.path),
                root: display_path(&d.root),
                enabled: true,
                hidden: false,
                ready: false,
                status,
                reason: Some(d.reason.clone()),
                shadowed_by: None,
                category: None,
                tags: Vec::new(),
                keywords: Vec::new(),
                score: None,
            });
        }
    }
    rows.sort_by(|a, b| a.key.cmp(&b.key));
    rows
}
