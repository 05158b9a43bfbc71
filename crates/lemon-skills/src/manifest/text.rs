//! The "safe string" rules of the manifest: single line, no control characters, no
//! bidirectional formatting characters (which can make text display differently from
//! what it says, e.g. to hide instructions in a description). The character classes
//! come from the one table in [`lemon_core::text`].

use lemon_core::text::{is_bidi_control, is_line_break};

/// Why `s` is not a safe single-line string, or `None` when it is.
pub(crate) fn unsafe_reason(s: &str) -> Option<String> {
    for c in s.chars() {
        if is_line_break(c) {
            return Some("must be a single line".to_string());
        }
        if c.is_control() {
            return Some(format!("contains the control character U+{:04X}", c as u32));
        }
        if is_bidi_control(c) {
            return Some(format!(
                "contains the bidirectional formatting character U+{:04X}",
                c as u32
            ));
        }
    }
    None
}

/// Joins a multi-line value into one line: every run of whitespace (including line
/// breaks and tabs) becomes one space. Unlike [`lemon_core::text::flatten_line`] nothing
/// else is removed, so validation still sees every character the author wrote.
/// Returns `None` when `s` has no line break or tab, so the common case allocates nothing.
pub(crate) fn join_lines(s: &str) -> Option<String> {
    if !s.chars().any(|c| is_line_break(c) || c == '\t') {
        return None;
    }
    let mut out = String::with_capacity(s.len());
    for word in s.split(|c: char| c.is_whitespace()) {
        if word.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons() {
        assert_eq!(unsafe_reason("plain text ü"), None);
        assert!(unsafe_reason("a\nb").unwrap().contains("single line"));
        assert!(unsafe_reason("a\u{2028}b").unwrap().contains("single line"));
        assert!(unsafe_reason("a\tb").unwrap().contains("U+0009"));
        assert!(unsafe_reason("a\u{7f}").unwrap().contains("U+007F"));
        assert!(unsafe_reason("a\u{202e}b").unwrap().contains("U+202E"));
        assert!(
            unsafe_reason("a\u{2067}b")
                .unwrap()
                .contains("bidirectional")
        );
    }

    #[test]
    fn joining() {
        assert_eq!(join_lines("one line"), None);
        assert_eq!(join_lines("a\n  b\tc\r\n").as_deref(), Some("a b c"));
        assert_eq!(join_lines("a\n\u{202e}b").as_deref(), Some("a \u{202e}b"));
    }
}
