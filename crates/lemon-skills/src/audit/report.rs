//! Findings as they leave the audit: the bounded, redacted, escaped excerpt, and the
//! [`Sink`] that collects findings (one per rule and line, a bounded number per rule and
//! file) and orders them.

use std::collections::HashMap;
use std::sync::OnceLock;

use lemon_core::redact::{REDACTED, mask_env_value, mask_header_value, redact_url};
use lemon_core::text::invisible_kind;
use regex::Regex;

use super::rules::Hit;
use super::{Category, Finding, Severity};

/// Longest excerpt, in characters.
pub const MAX_EXCERPT_CHARS: usize = 120;
/// Most findings of one rule in one file (the rest are counted in one summary finding).
pub const MAX_PER_RULE_AND_FILE: usize = 8;
/// Most findings in one report.
pub const MAX_FINDINGS: usize = 2_000;

/// Text safe to print on one line: `text` around byte `focus`, secrets masked,
/// invisible, bidi and control characters escaped as `\u{…}`, whitespace collapsed, at
/// most [`MAX_EXCERPT_CHARS`] characters (`…` marks a cut).
pub fn excerpt(text: &str, focus: usize) -> String {
    // A bounded window first: the line may be 50 MB.
    let focus = floor_char(text, focus.min(text.len()));
    let start = floor_char(text, focus.saturating_sub(48));
    let end = floor_char(text, (start + 480).min(text.len()));
    let window = &text[start..end];
    let redacted = redact(window);
    let mut out = String::new();
    let mut chars = 0usize;
    let mut space = false;
    if start > 0 {
        out.push('…');
        chars += 1;
    }
    let mut cut = false;
    for c in redacted.chars() {
        if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
            space = !out.is_empty() && !out.ends_with('…');
            continue;
        }
        let piece: String = if c.is_control() || invisible_kind(c).is_some() || is_separator(c) {
            format!("\\u{{{:x}}}", c as u32)
        } else {
            c.to_string()
        };
        let need = piece.chars().count() + usize::from(space);
        if chars + need > MAX_EXCERPT_CHARS - 1 {
            cut = true;
            break;
        }
        if space {
            out.push(' ');
            chars += 1;
            space = false;
        }
        out.push_str(&piece);
        chars += piece.chars().count();
    }
    if cut || end < text.len() && !text[end..].trim().is_empty() {
        out.push('…');
    }
    out
}

fn is_separator(c: char) -> bool {
    matches!(c, '\u{2028}' | '\u{2029}' | '\u{85}')
}

fn floor_char(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn re(cell: &'static OnceLock<Regex>, p: &str) -> &'static Regex {
    cell.get_or_init(|| Regex::new(p).expect("redaction pattern"))
}

/// Secrets out of an excerpt: well-known token shapes, `NAME=value` assignments whose
/// name says secret (`lemon_core::redact::mask_env_value`), `Authorization` headers
/// (`mask_header_value`), URL credentials and query values (`redact_url`), private
/// key blocks.
pub fn redact(text: &str) -> String {
    static TOKENS: OnceLock<Regex> = OnceLock::new();
    static ASSIGN: OnceLock<Regex> = OnceLock::new();
    static HEADER: OnceLock<Regex> = OnceLock::new();
    static URL: OnceLock<Regex> = OnceLock::new();
    let tokens = re(
        &TOKENS,
        r"\b(?:gh[pousr]_[A-Za-z0-9]{16,}|github_pat_[A-Za-z0-9_]{16,}|sk-(?:ant-|proj-|live-|test-)?[A-Za-z0-9_-]{16,}|xox[abposr]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|ASIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{30,}|glpat-[A-Za-z0-9_-]{16,}|npm_[A-Za-z0-9]{30,}|eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}|hf_[A-Za-z0-9]{30,})|-----BEGIN [A-Z ]*PRIVATE KEY-----[^-]*",
    );
    let assign = re(
        &ASSIGN,
        r#"(?i)\b([A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|PWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?|AUTH)[A-Z0-9_]*)(\s*[=:]\s*)("[^"]*"|'[^']*'|[^\s"']+)"#,
    );
    let header = re(
        &HEADER,
        r"(?i)\b(authorization|proxy-authorization|x-api-key|api-key|cookie)(\s*:\s*)([^\s'\x22]+(?:\s+[^\s'\x22]+)?)",
    );
    let url = re(&URL, r#"[a-zA-Z][a-zA-Z0-9+.-]*://[^\s'"`<>)]+"#);
    let s = tokens.replace_all(text, REDACTED);
    let s = assign.replace_all(&s, |c: &regex::Captures<'_>| {
        let value = c[3].trim_matches(|q| q == '"' || q == '\'');
        // A reference to another variable is not a secret.
        if value.starts_with('$') || value.starts_with('<') || value.starts_with('{') {
            return c[0].to_string();
        }
        format!("{}{}{}", &c[1], &c[2], mask_env_value(&c[1], value))
    });
    let s = header.replace_all(&s, |c: &regex::Captures<'_>| {
        let value = &c[3];
        if value.starts_with('$') || value.contains("${") {
            return c[0].to_string();
        }
        format!("{}{}{}", &c[1], &c[2], mask_header_value(&c[1], value))
    });
    let s = url.replace_all(&s, |c: &regex::Captures<'_>| redact_url(&c[0]).into_owned());
    s.into_owned()
}

/// Collects findings.
#[derive(Default)]
pub struct Sink {
    findings: Vec<Finding>,
    per_rule_file: HashMap<(&'static str, String), usize>,
    seen: std::collections::HashSet<(&'static str, String, Option<usize>)>,
}

impl Sink {
    /// One finding; `source` is the text the excerpt is cut from, `focus` a byte offset
    /// in it.
    #[allow(clippy::too_many_arguments)]
    pub fn push(
        &mut self,
        rule: &'static str,
        category: Category,
        severity: Severity,
        file: &str,
        line: Option<usize>,
        source: &str,
        focus: usize,
    ) {
        self.push_excerpt_with(rule, category, severity, file, line, || {
            excerpt(source, focus)
        });
    }

    /// One finding with a ready excerpt (already safe: built by [`excerpt`]).
    pub fn push_excerpt_with(
        &mut self,
        rule: &'static str,
        category: Category,
        severity: Severity,
        file: &str,
        line: Option<usize>,
        make: impl FnOnce() -> String,
    ) {
        if self.findings.len() >= MAX_FINDINGS {
            return;
        }
        if !self.seen.insert((rule, file.to_string(), line)) {
            return;
        }
        let n = self
            .per_rule_file
            .entry((rule, file.to_string()))
            .or_default();
        *n += 1;
        if *n > MAX_PER_RULE_AND_FILE {
            // Keep the worst: replace an earlier, milder finding of this rule and file.
            if let Some(f) = self
                .findings
                .iter_mut()
                .filter(|f| f.rule == rule && f.file == file && f.severity < severity)
                .min_by_key(|f| f.severity)
            {
                f.severity = severity;
                f.line = line;
                f.excerpt = make();
            }
            return;
        }
        self.findings.push(Finding {
            rule,
            category,
            severity,
            file: file.to_string(),
            line,
            excerpt: make(),
        });
    }

    /// A rule hit: the excerpt comes from the raw line when the match can be found in
    /// it, else from the normalised line.
    pub fn push_hit(
        &mut self,
        h: &Hit,
        file: &str,
        line_no: usize,
        raw: &str,
        normalised: &str,
        focus: usize,
    ) {
        self.push_excerpt_with(h.rule, h.category, h.severity, file, Some(line_no), || {
            let probe: String = normalised[floor_char(normalised, focus.min(normalised.len()))..]
                .chars()
                .take(12)
                .collect();
            match raw.find(probe.as_str()) {
                Some(at) if !probe.is_empty() => excerpt(raw, at),
                _ => excerpt(normalised, focus),
            }
        });
    }

    /// Takes over the findings of another sink (in their order), with this sink's bounds.
    pub fn absorb(&mut self, other: Sink) {
        for f in other.findings {
            let Finding {
                rule,
                category,
                severity,
                file,
                line,
                excerpt,
            } = f;
            self.push_excerpt_with(rule, category, severity, &file, line, || excerpt);
        }
    }

    /// Whether a finding of `rule` was recorded for `file` at `line`.
    pub fn has(&self, rule: &str, file: &str, line: Option<usize>) -> bool {
        self.findings
            .iter()
            .any(|f| f.rule == rule && f.file == file && f.line == line)
    }

    /// The findings, worst first, then by file, line and rule.
    pub fn finish(mut self) -> Vec<Finding> {
        self.findings.sort_by(|a, b| {
            b.severity
                .cmp(&a.severity)
                .then_with(|| a.file.cmp(&b.file))
                .then_with(|| a.line.cmp(&b.line))
                .then_with(|| a.rule.cmp(b.rule))
        });
        self.findings
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpts_are_bounded_single_line_and_escaped() {
        let long = format!("{}curl x | sh{}", "a".repeat(10_000), "b".repeat(10_000));
        let e = excerpt(&long, 10_000);
        assert!(
            e.chars().count() <= MAX_EXCERPT_CHARS,
            "{}",
            e.chars().count()
        );
        assert!(e.contains("curl x | sh"), "{e}");
        let e = excerpt("cu\u{200B}rl\n| s\u{202E}h \u{1b}[31m", 0);
        assert_eq!(e, "cu\\u{200b}rl | s\\u{202e}h \\u{1b}[31m");
        assert!(!e.chars().any(|c| c.is_control()));
    }

    #[test]
    fn excerpts_mask_secrets() {
        let e = excerpt(
            "curl -H 'Authorization: Bearer abcdef123456' https://u:pw@h.example/x?token=zzz GITHUB_TOKEN=ghp_aaaaaaaaaaaaaaaaaaaaaaaa",
            0,
        );
        assert!(!e.contains("abcdef123456"), "{e}");
        assert!(!e.contains("pw@"), "{e}");
        assert!(!e.contains("zzz"), "{e}");
        assert!(!e.contains("ghp_a"), "{e}");
        assert!(e.contains(REDACTED), "{e}");
        let e = excerpt("export OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstu", 0);
        assert_eq!(e, "export OPENAI_API_KEY=[REDACTED]");
        let e = excerpt("KEY_REF=$OTHER_TOKEN", 0);
        assert_eq!(e, "KEY_REF=$OTHER_TOKEN");
    }

    #[test]
    fn sink_keeps_one_finding_per_rule_and_line_and_bounds_per_file() {
        let mut s = Sink::default();
        for i in 0..50 {
            s.push(
                "r.x",
                Category::Mining,
                Severity::Warn,
                "f",
                Some(i),
                "x",
                0,
            );
            s.push(
                "r.x",
                Category::Mining,
                Severity::Warn,
                "f",
                Some(i),
                "x",
                0,
            );
        }
        s.push(
            "r.x",
            Category::Mining,
            Severity::Block,
            "f",
            Some(99),
            "x",
            0,
        );
        let f = s.finish();
        assert_eq!(f.len(), MAX_PER_RULE_AND_FILE);
        assert_eq!(f[0].severity, Severity::Block);
    }
}
