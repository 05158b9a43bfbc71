//! `lemon skill search QUERY`: the registry's `find_relevant`, best first, and why the
//! answer has the length it has.

use lemon_skills::relevance::Cut;
use serde::Serialize;

use super::{SkillRow, registry, status_cell};
use crate::Ctx;
use crate::cli::SearchArgs;
use crate::error::CliError;
use crate::output::{Out, Style, Table};

pub fn run(ctx: &Ctx, args: &SearchArgs) -> Result<(), CliError> {
    if args.query.trim().is_empty() {
        return Err(CliError::usage("the search query is empty").hint(
            "describe the task in a few words, e.g. `lemon skill search \"write a skill\"`",
        ));
    }
    let reg = registry();
    let max = usize::try_from(args.max).unwrap_or(usize::MAX);
    let found = reg.find_relevant(&args.query, Some(&ctx.cwd), max);
    let entries: Vec<_> = found.iter().map(|h| h.entry.clone()).collect();
    let statuses = reg.statuses(&entries, Some(&ctx.cwd));
    let rows: Vec<SkillRow> = found
        .iter()
        .zip(statuses.iter())
        .map(|(hit, status)| {
            let mut row = SkillRow::resolved(&hit.entry, status);
            row.score = Some(round_score(hit.score));
            row
        })
        .collect();

    let mut out = Out::new();
    if args.json {
        out.json(&SearchAnswer {
            results: &rows,
            cut: found.cut,
            withheld: found.withheld,
        })?;
        return out.flush();
    }
    if rows.is_empty() {
        out.line(&format!(
            "No skill matches '{}'.",
            crate::output::inline(&args.query)
        ))?;
        if found.withheld > 0 {
            out.line(&format!(
                "{} matching skill(s) are disabled or hidden from the model.",
                found.withheld
            ))?;
        }
        out.line(&ctx.paint.dim(
            "hint: try other words, or `lemon skill list` to see every skill (disabled and hidden skills are never suggested)",
        ))?;
        return out.flush();
    }
    let mut table = Table::new(&["SCORE", "KEY", "STATUS", "SCOPE", "DESCRIPTION"]);
    for row in &rows {
        let score = row.score.map(format_score).unwrap_or_default();
        table.row(vec![
            (score, Style::Plain),
            (row.key.clone(), Style::Bold),
            status_cell(row.status, row.hidden),
            (row.scope.to_string(), Style::Plain),
            (row.description.clone(), Style::Plain),
        ]);
    }
    for line in table.render(ctx.width, ctx.paint) {
        out.line(&line)?;
    }
    out.line(&ctx.paint.dim(&format!(
        "`lemon skill read {}` shows the best match as an agent loads it",
        crate::output::inline(&rows[0].key)
    )))?;
    if found.cut == Cut::MaxReached {
        out.line(&ctx.paint.dim(&format!(
            "more skills qualify: `--max {}` shows more",
            max.saturating_mul(2)
        )))?;
    }
    out.flush()
}

/// `search --json` (docs/cli.md): the rows, best first, and why there are that many.
#[derive(Serialize)]
struct SearchAnswer<'a> {
    results: &'a [SkillRow],
    cut: Cut,
    withheld: usize,
}

/// The library scores in `f32`; widening to `f64` would print float noise
/// (`2.6932485103607178`), so JSON carries the score rounded to 4 decimals.
fn round_score(score: f32) -> f64 {
    (f64::from(score) * 10_000.0).round() / 10_000.0
}

/// Scores print with at most two decimals and no trailing zeros.
fn format_score(score: f64) -> String {
    let text = format!("{score:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::format_score;

    #[test]
    fn json_scores_are_rounded() {
        assert_eq!(super::round_score(2.693_248_5), 2.6932);
        assert_eq!(super::round_score(3.0), 3.0);
    }

    #[test]
    fn scores_are_compact() {
        assert_eq!(format_score(1094.0), "1094");
        assert_eq!(format_score(3.5), "3.5");
        assert_eq!(format_score(0.126), "0.13");
    }
}
