//! Presentation for the `lemon` binary: colour decisions, safe inline text, aligned
//! tables, JSON printing and writes to stdout that survive a closed pipe.
//!
//! Nothing here knows about skills; it turns already-computed values into bytes.

use std::io::{self, IsTerminal, Write};

use serde::Serialize;

use crate::cli::ColorChoice;
use crate::error::CliError;

/// Width used for tables on a terminal whose size cannot be read.
pub const DEFAULT_WIDTH: usize = 80;

/// Decides whether a stream gets ANSI colours.
///
/// `always` and `never` are explicit; `auto` colours only a terminal, and never when
/// `NO_COLOR` is set to a non-empty value (<https://no-color.org>: a per-invocation
/// flag may override the variable, so `--color always` still colours).
pub fn use_color(choice: ColorChoice, is_terminal: bool) -> bool {
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => is_terminal && !no_color_env(),
    }
}

fn no_color_env() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}

/// ANSI styling that collapses to plain text when colours are off.
#[derive(Debug, Clone, Copy)]
pub struct Paint {
    enabled: bool,
}

impl Paint {
    /// A painter that colours when `enabled`.
    pub fn new(enabled: bool) -> Self {
        Self { enabled }
    }

    fn wrap(self, code: &str, text: &str) -> String {
        if self.enabled {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }

    /// Bold text (headers, keys).
    pub fn bold(self, text: &str) -> String {
        self.wrap("1", text)
    }
    /// Dimmed text (secondary information).
    pub fn dim(self, text: &str) -> String {
        self.wrap("2", text)
    }
    /// Red: errors, failures.
    pub fn red(self, text: &str) -> String {
        self.wrap("31", text)
    }
    /// Bold red: the `error:` prefix.
    pub fn bold_red(self, text: &str) -> String {
        self.wrap("1;31", text)
    }
    /// Green: success, ready.
    pub fn green(self, text: &str) -> String {
        self.wrap("32", text)
    }
    /// Yellow: warnings, not ready.
    pub fn yellow(self, text: &str) -> String {
        self.wrap("33", text)
    }
    /// Cyan: the `hint:` prefix.
    pub fn cyan(self, text: &str) -> String {
        self.wrap("36", text)
    }
}

/// Makes untrusted text (skill names, descriptions, file paths) safe for one line of a
/// terminal: line breaks and tabs become spaces, control characters (which could carry
/// escape sequences) and the invisible characters of `lemon_core::text` (bidi controls,
/// zero-width and format characters, tags) are removed, and runs of spaces collapse.
pub fn inline(text: &str) -> String {
    lemon_core::text::flatten_line(text).into_owned()
}

/// Like [`inline`] but keeps line breaks: for multi-line text such as a SKILL.md shown
/// to a person. Escape sequences and other control characters are still removed.
pub fn multiline(text: &str) -> String {
    lemon_core::text::strip_for_display(text)
}

/// Cuts `text` to at most `max` characters, ending with `…` when something was cut.
pub fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    if max == 0 {
        return String::new();
    }
    let mut out: String = text.chars().take(max - 1).collect();
    out.push('…');
    out
}

/// The width tables may use, `None` for no limit: `COLUMNS` when the caller set it to a
/// number (at least 20), else the terminal's width when stdout is a terminal (or
/// [`DEFAULT_WIDTH`] when it cannot be read). Piped or redirected output without
/// `COLUMNS` is not cut at all: whole lines, as `ls` and `cargo` print them.
pub fn table_width() -> Option<usize> {
    let columns = std::env::var("COLUMNS").ok();
    let stdout = io::stdout();
    let terminal = stdout.is_terminal().then(|| {
        terminal_size::terminal_size_of(&stdout)
            .map(|(terminal_size::Width(w), _)| usize::from(w))
            .filter(|&w| w >= 20)
            .unwrap_or(DEFAULT_WIDTH)
    });
    width_from(columns.as_deref(), terminal)
}

/// The decision of [`table_width`], given `COLUMNS` and the terminal's width (`None`:
/// stdout is not a terminal).
fn width_from(columns: Option<&str>, terminal: Option<usize>) -> Option<usize> {
    columns
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|&c| c >= 20)
        .or(terminal)
}

/// An aligned text table. Every column but the last is padded to its widest cell; with a
/// width, the last column is cut so that a row fits in it.
#[derive(Debug, Clone)]
pub struct Table {
    headers: Vec<String>,
    rows: Vec<Vec<Row>>,
}

/// One cell: the plain text (used to measure) and how to paint it.
#[derive(Debug, Clone)]
struct Row {
    text: String,
    style: Style,
}

/// How a cell is painted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Plain,
    Bold,
    Dim,
    Green,
    Yellow,
    Red,
}

impl Table {
    /// A table with these column headers.
    pub fn new(headers: &[&str]) -> Self {
        Self {
            headers: headers.iter().map(|h| h.to_string()).collect(),
            rows: Vec::new(),
        }
    }

    /// Adds a row; `cells` must have one entry per header. Text is passed through
    /// [`inline`] so that a cell can never break the layout or the terminal.
    pub fn row(&mut self, cells: Vec<(String, Style)>) {
        self.rows.push(
            cells
                .into_iter()
                .map(|(text, style)| Row {
                    text: inline(&text),
                    style,
                })
                .collect(),
        );
    }

    /// Renders the table into lines (no trailing newline on each), each at most `width`
    /// characters when one is given.
    pub fn render(&self, width: Option<usize>, paint: Paint) -> Vec<String> {
        let ncols = self.headers.len();
        let mut widths: Vec<usize> = self.headers.iter().map(|h| h.chars().count()).collect();
        for row in &self.rows {
            for (i, cell) in row.iter().enumerate().take(ncols) {
                widths[i] = widths[i].max(cell.text.chars().count());
            }
        }
        let gap = 2;
        // The last column gets what is left of the line, but never less than 10 chars.
        let fixed: usize = widths[..ncols.saturating_sub(1)]
            .iter()
            .map(|w| w + gap)
            .sum();
        let last_max = width.map_or(usize::MAX, |w| w.saturating_sub(fixed).max(10));

        let mut lines = Vec::with_capacity(self.rows.len() + 1);
        let header_cells: Vec<Row> = self
            .headers
            .iter()
            .map(|h| Row {
                text: h.clone(),
                style: Style::Bold,
            })
            .collect();
        lines.push(render_row(&header_cells, &widths, last_max, gap, paint));
        for row in &self.rows {
            lines.push(render_row(row, &widths, last_max, gap, paint));
        }
        lines
    }
}

fn render_row(
    cells: &[Row],
    widths: &[usize],
    last_max: usize,
    gap: usize,
    paint: Paint,
) -> String {
    let mut line = String::new();
    let n = cells.len().min(widths.len());
    for (i, cell) in cells.iter().enumerate().take(n) {
        let last = i + 1 == n;
        let text = if last {
            truncate(&cell.text, last_max)
        } else {
            cell.text.clone()
        };
        let len = text.chars().count();
        line.push_str(&apply(paint, cell.style, &text));
        if !last {
            line.push_str(&" ".repeat(widths[i] - len + gap));
        }
    }
    line.truncate(line.trim_end().len());
    line
}

fn apply(paint: Paint, style: Style, text: &str) -> String {
    match style {
        Style::Plain => text.to_string(),
        Style::Bold => paint.bold(text),
        Style::Dim => paint.dim(text),
        Style::Green => paint.green(text),
        Style::Yellow => paint.yellow(text),
        Style::Red => paint.red(text),
    }
}

/// Buffered stdout. A closed pipe (`lemon skill list | head -1`) ends the command
/// quietly instead of panicking like `println!` would.
pub struct Out {
    inner: io::BufWriter<io::StdoutLock<'static>>,
}

impl Out {
    /// Locks stdout for the rest of the command.
    pub fn new() -> Self {
        Self {
            inner: io::BufWriter::new(io::stdout().lock()),
        }
    }

    /// Writes one line.
    pub fn line(&mut self, text: &str) -> Result<(), CliError> {
        writeln!(self.inner, "{text}").map_err(CliError::from_stdout)
    }

    /// Writes text as is (the caller supplies any newline).
    pub fn raw(&mut self, text: &str) -> Result<(), CliError> {
        self.inner
            .write_all(text.as_bytes())
            .map_err(CliError::from_stdout)
    }

    /// Pretty-prints a value as JSON followed by a newline.
    pub fn json<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), CliError> {
        serde_json::to_writer_pretty(&mut self.inner, value).map_err(|e| {
            if e.is_io() {
                CliError::from_stdout(io::Error::from(e))
            } else {
                CliError::failure(format!("could not encode the JSON output: {e}"))
            }
        })?;
        self.line("")
    }

    /// Flushes buffered output.
    pub fn flush(&mut self) -> Result<(), CliError> {
        self.inner.flush().map_err(CliError::from_stdout)
    }
}

impl Drop for Out {
    fn drop(&mut self) {
        // Errors were already reported by an explicit flush; a late one has nowhere to go.
        let _ = self.inner.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_removes_escapes_and_flattens_lines() {
        assert_eq!(inline("a\nb\t c\x1b[31mred\u{202E}x"), "a b c[31mredx");
        assert_eq!(inline("  lead  and   trail  "), "lead and trail");
        assert_eq!(inline(""), "");
    }

    #[test]
    fn multiline_keeps_newlines_but_not_escapes() {
        assert_eq!(multiline("a\nb\x07\x1b"), "a\nb");
    }

    #[test]
    fn truncate_is_char_safe() {
        assert_eq!(truncate("héllo wörld", 5), "héll…");
        assert_eq!(truncate("short", 5), "short");
        assert_eq!(truncate("abc", 0), "");
    }

    #[test]
    fn table_aligns_and_cuts_last_column() {
        let mut t = Table::new(&["KEY", "DESCRIPTION"]);
        t.row(vec![
            ("a".into(), Style::Plain),
            ("x".repeat(100), Style::Plain),
        ]);
        t.row(vec![
            ("long-key".into(), Style::Plain),
            ("d".into(), Style::Plain),
        ]);
        let lines = t.render(Some(40), Paint::new(false));
        assert_eq!(lines[0], "KEY       DESCRIPTION");
        assert_eq!(lines[1].chars().count(), 40);
        assert!(lines[1].ends_with('…'));
        assert_eq!(lines[2], "long-key  d");
    }

    #[test]
    fn table_without_width_keeps_whole_lines() {
        let mut t = Table::new(&["KEY", "DESCRIPTION"]);
        t.row(vec![
            ("a".into(), Style::Plain),
            ("x".repeat(300), Style::Plain),
        ]);
        let lines = t.render(None, Paint::new(false));
        assert_eq!(lines[1], format!("a    {}", "x".repeat(300)));
    }

    #[test]
    fn width_prefers_columns_then_terminal_then_none() {
        assert_eq!(width_from(Some("120"), Some(90)), Some(120));
        assert_eq!(width_from(Some(" 100 "), None), Some(100));
        // Unusable COLUMNS values are ignored.
        assert_eq!(width_from(Some("wide"), Some(90)), Some(90));
        assert_eq!(width_from(Some("5"), None), None);
        assert_eq!(width_from(None, Some(90)), Some(90));
        assert_eq!(width_from(None, None), None);
    }

    #[test]
    fn paint_off_is_plain() {
        assert_eq!(Paint::new(false).red("x"), "x");
        assert_eq!(Paint::new(true).red("x"), "\x1b[31mx\x1b[0m");
    }

    #[test]
    fn explicit_color_choices_win() {
        assert!(use_color(ColorChoice::Always, false));
        assert!(!use_color(ColorChoice::Never, true));
        assert!(!use_color(ColorChoice::Auto, false));
    }
}
