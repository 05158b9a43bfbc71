//! Splitting a `SKILL.md` into frontmatter and body without copying either.
//!
//! The split is the hot path of a registry scan (thousands of files per refresh), so it
//! walks the text once line by line (`str::find` on `'\n'` is memchr-accelerated) and
//! hands out borrowed slices; the caller copies the body exactly once.

use super::{FrontmatterFormat, ManifestError, ManifestErrorKind};

/// The result of splitting a `SKILL.md`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Split<'a> {
    pub format: FrontmatterFormat,
    /// The text between the delimiter lines (exclusive), line endings as in the file.
    pub frontmatter: &'a str,
    /// 1-based line (in the file) of the first frontmatter line.
    pub first_line: usize,
    /// Everything after the closing delimiter line, untrimmed.
    pub body: &'a str,
    /// The file had a UTF-8 byte-order mark.
    pub had_bom: bool,
    /// The file uses CRLF line endings somewhere.
    pub crlf: bool,
}

/// If `line` (without its `\n`) is the delimiter `delim`, possibly followed by spaces,
/// tabs or a `\r`, return true. Trailing blanks after a delimiter are invisible in an
/// editor and every agent we know of tolerates them.
fn is_delimiter(line: &str, delim: &str) -> bool {
    line.strip_prefix(delim)
        .is_some_and(|rest| rest.bytes().all(|b| matches!(b, b' ' | b'\t' | b'\r')))
}

/// Split `text` into frontmatter and body.
///
/// Tolerates a BOM, blank lines before the opening delimiter, CRLF line endings and
/// trailing blanks on delimiter lines. An opening delimiter without a closing one is a
/// parse error located at the opening line.
pub(crate) fn split(text: &str) -> Result<Split<'_>, ManifestError> {
    let (text, had_bom) = match text.strip_prefix('\u{feff}') {
        Some(rest) => (rest, true),
        None => (text, false),
    };
    let crlf = text.contains("\r\n");

    // Skip leading blank lines, counting them so reported line numbers match the file.
    let mut pos = 0usize;
    let mut line_no = 1usize;
    loop {
        let rest = &text[pos..];
        let line_end = rest.find('\n');
        let line = match line_end {
            Some(i) => &rest[..i],
            None => rest,
        };
        if line.trim().is_empty() {
            match line_end {
                Some(i) => {
                    pos += i + 1;
                    line_no += 1;
                    continue;
                }
                None => {
                    // Only whitespace in the whole file.
                    return Ok(Split {
                        format: FrontmatterFormat::None,
                        frontmatter: "",
                        first_line: line_no,
                        body: "",
                        had_bom,
                        crlf,
                    });
                }
            }
        }
        break;
    }

    let rest = &text[pos..];
    let (first, after_first) = match rest.find('\n') {
        Some(i) => (&rest[..i], Some(pos + i + 1)),
        None => (rest, None),
    };
    let (format, delim) = if is_delimiter(first, "---") {
        (FrontmatterFormat::Yaml, "---")
    } else if is_delimiter(first, "+++") {
        (FrontmatterFormat::Toml, "+++")
    } else {
        return Ok(Split {
            format: FrontmatterFormat::None,
            frontmatter: "",
            first_line: line_no,
            body: &text[pos..],
            had_bom,
            crlf,
        });
    };
    let open_line = line_no;
    let unclosed = || ManifestError {
        line: open_line,
        kind: ManifestErrorKind::Parse,
        reason: format!(
            "invalid frontmatter: the `{delim}` on line {open_line} is never closed; \
             add a line containing only `{delim}` after the last field"
        ),
    };
    let Some(fm_start) = after_first else {
        return Err(unclosed());
    };

    let mut cur = fm_start;
    loop {
        let rest = &text[cur..];
        let (line, next) = match rest.find('\n') {
            Some(i) => (&rest[..i], Some(cur + i + 1)),
            None => (rest, None),
        };
        if is_delimiter(line, delim) {
            return Ok(Split {
                format,
                frontmatter: &text[fm_start..cur],
                first_line: open_line + 1,
                body: next.map_or("", |n| &text[n..]),
                had_bom,
                crlf,
            });
        }
        match next {
            Some(n) => cur = n,
            None => return Err(unclosed()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yaml_basic() {
        let s = split("---\nname: a\n---\nbody\n").unwrap();
        assert_eq!(s.format, FrontmatterFormat::Yaml);
        assert_eq!(s.frontmatter, "name: a\n");
        assert_eq!(s.body, "body\n");
        assert_eq!(s.first_line, 2);
    }

    #[test]
    fn empty_frontmatter_and_empty_body() {
        let s = split("---\n---\nhello").unwrap();
        assert_eq!(s.frontmatter, "");
        assert_eq!(s.body, "hello");
        let s = split("---\nname: x\n---").unwrap();
        assert_eq!(s.body, "");
        let s = split("---\nname: x\n---  \n  \n").unwrap();
        assert_eq!(s.body.trim(), "");
    }

    #[test]
    fn bom_crlf_and_leading_blank_lines() {
        let s = split("\u{feff}\r\n\n---\r\nname: a\r\n---\r\nbody\r\n").unwrap();
        assert!(s.had_bom && s.crlf);
        assert_eq!(s.first_line, 4);
        assert_eq!(s.frontmatter, "name: a\r\n");
        assert_eq!(s.body, "body\r\n");
    }

    #[test]
    fn toml() {
        let s = split("+++\nname = \"a\"\n+++\nbody").unwrap();
        assert_eq!(s.format, FrontmatterFormat::Toml);
        assert_eq!(s.frontmatter, "name = \"a\"\n");
    }

    #[test]
    fn unclosed_is_an_error_at_the_opening_line() {
        let e = split("\n\n---\nname: a\n").unwrap_err();
        assert_eq!(e.line, 3);
        assert!(e.reason.contains("never closed"), "{e}");
        assert!(split("---").is_err());
    }

    #[test]
    fn no_frontmatter() {
        let s = split("# Title\n---\n").unwrap();
        assert_eq!(s.format, FrontmatterFormat::None);
        assert_eq!(s.body, "# Title\n---\n");
        let s = split("----\nx\n----\n").unwrap();
        assert_eq!(s.format, FrontmatterFormat::None);
        let s = split(" \n\t\n").unwrap();
        assert_eq!(s.format, FrontmatterFormat::None);
    }
}
