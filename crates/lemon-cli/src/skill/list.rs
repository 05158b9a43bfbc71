//! `lemon skill list`: every skill the project sees, as an aligned table or JSON rows;
//! `--all` adds the copies that are not in effect (shadowed, invalid, skipped).

use std::path::Path;

use lemon_skills::Scope;
use lemon_skills::registry::Catalog;
use lemon_skills::view::Provenance;

use super::{RowWarning, SkillRow, display_path, registry, status_cell};
use crate::Ctx;
use crate::cli::ListArgs;
use crate::error::CliError;
use crate::output::{Out, Style, Table, inline};

pub fn run(ctx: &Ctx, args: &ListArgs) -> Result<(), CliError> {
    let reg = registry();
    let catalog = reg.catalog(Some(&ctx.cwd));
    let statuses = reg.catalog_statuses(&catalog);
    let records = lemon_skills::install::Records::load(&reg.env(), Some(&ctx.cwd));

    let in_category = |category: &str| args.category.as_deref().is_none_or(|want| category == want);

    let mut rows: Vec<SkillRow> = catalog
        .entries
        .iter()
        .zip(statuses.iter())
        .filter(|(e, _)| in_category(e.category()))
        .map(|(e, s)| {
            let mut row = SkillRow::resolved(e, s);
            if let (Some(r), Some(dir)) = (records.get(e), e.location.skill_dir()) {
                row.provenance = Some(Provenance::from_record(r, dir));
            }
            row
        })
        .collect();
    let resolved = rows.len();
    if args.all {
        attach_warnings(&mut rows, &catalog);
        // Copies that are not in effect have no category to filter on: they are shown
        // only when the whole list is.
        if args.category.is_none() {
            rows.extend(extra_rows(&catalog));
        }
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
        let description = match row.note.as_ref().or(row.reason.as_ref()) {
            Some(reason) => (reason.clone(), Style::Dim),
            None => (row.description.clone(), Style::Plain),
        };
        let (status, style) = status_cell(row.status, row.hidden && !extra);
        table.row(vec![
            (
                row.key.clone(),
                if extra { Style::Dim } else { Style::Bold },
            ),
            (status, style),
            (row.scope.to_string(), Style::Plain),
            description,
        ]);
    }
    for line in table.render(ctx.width, ctx.paint) {
        out.line(&line)?;
    }
    if args.all {
        // The full reason of each invalid skill (file and line), never cut to the width.
        for row in rows[resolved..].iter().filter(|r| r.status == "invalid") {
            if let Some(reason) = &row.reason {
                out.line(&format!("{} {}", ctx.paint.red("invalid:"), inline(reason)))?;
            }
        }
        // What loading forgave, so authors can fix it before a stricter tool chokes.
        for row in &rows[..resolved] {
            for w in row.warnings.iter().flatten() {
                let at = w.line.map(|l| format!(":{l}")).unwrap_or_default();
                out.line(&format!(
                    "{} {}{at}: [{}] {}",
                    ctx.paint.yellow("warning:"),
                    inline(&row.key),
                    w.code,
                    inline(&w.message)
                ))?;
            }
        }
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
    let blank = |key: String, scope: Scope, path: &Path, root: &Path, status, reason| SkillRow {
        name: key.clone(),
        key,
        description: String::new(),
        scope: scope.as_str(),
        path: display_path(path),
        root: display_path(root),
        enabled: true,
        hidden: false,
        ready: false,
        status,
        reason: Some(reason),
        shadowed_by: None,
        category: None,
        tags: Vec::new(),
        keywords: Vec::new(),
        note: None,
        warnings: None,
        score: None,
        provenance: None,
    };
    let mut rows = Vec::new();
    for s in &catalog.shadowed {
        let mut row = blank(
            s.key.clone(),
            s.scope,
            &s.path,
            &s.root,
            "shadowed",
            format!(
                "shadowed by the {} skill at {}",
                s.shadowed_by_scope.as_str(),
                s.shadowed_by.display()
            ),
        );
        row.enabled = !catalog.disabled.contains(&s.key);
        row.shadowed_by = Some(display_path(&s.shadowed_by));
        row.note = Some(format!(
            "shadowed by the {} copy",
            s.shadowed_by_scope.as_str()
        ));
        rows.push(row);
    }
    for i in &catalog.invalid {
        // The registry reports the SKILL.md; a row's path is the skill directory.
        let dir = if i.path.file_name().is_some_and(|n| n == "SKILL.md") {
            i.path.parent().unwrap_or(&i.path)
        } else {
            &i.path
        };
        let mut row = blank(i.key.clone(), i.scope, dir, &i.root, "invalid", i.message());
        row.enabled = !catalog.disabled.contains(&i.key);
        row.note = Some(match i.line {
            Some(line) => format!("line {line}: {}", i.reason),
            None => i.reason.clone(),
        });
        rows.push(row);
    }
    for s in &catalog.skipped {
        let key = s
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| display_path(&s.path));
        rows.push(blank(
            key,
            s.scope,
            &s.path,
            &s.root,
            "skipped",
            s.reason.clone(),
        ));
    }
    rows.sort_by(|a, b| a.key.cmp(&b.key));
    rows
}

/// Attaches what loading forgave to the rows of the skills in effect (a warning belongs
/// to one `SKILL.md`, so a shadowed copy's warnings do not land on the winner).
fn attach_warnings(rows: &mut [SkillRow], catalog: &Catalog) {
    for row in rows.iter_mut() {
        let found: Vec<RowWarning> = catalog
            .warnings
            .iter()
            .filter(|w| {
                w.key == row.key && w.path.parent().is_some_and(|d| display_path(d) == row.path)
            })
            .map(|w| RowWarning {
                line: w.line,
                code: w.code,
                message: w.message.clone(),
            })
            .collect();
        row.warnings = Some(found);
    }
}
