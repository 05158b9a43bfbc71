//! The "safe string" rules of the manifest: single line, no control characters, no
//! bidirectional formatting characters (which can make text display differently from
//! what it says, e.g. to hide instructions in a description).

/// Unicode bidirectional formatting characters (ALM, LRM, RLM, embeddings, overrides,
/// isolates).
pub(crate) fn is_bidi(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
    )
}

/// Line breaks, including the Unicode line and paragraph separators.
pub(crate) fn is_line_break(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{2028}' | '\u{2029}' | '\u{85}')
}

/// Why `s` is not a safe single-line string, or `None` when it is.
pub(crate) fn unsafe_reason(s: &str) -> Option<String> {
    for c in s.chars() {
        if is_line_break(c) {
            return Some("must be a single line".to_string());
        }
        if c.is_control() {
            return Some(format!("contains the control character U+{:04X}", c as u32));
        }
        if is_bidi(c) {
            return Some(format!(
                "contains the bidirectional formatting character U+{:04X}",
                c as u32
            ));
        }
    }
    None
}

/// Collapse every run of whitespace (including line breaks and tabs) into one space.
/// Returns `None` when `s` has no line break or tab, so the common case allocates nothing.
pub(crate) fn flatten(s: &str) -> Option<String> {
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
    fn flattening() {
        assert_eq!(flatten("one line"), None);
        assert_eq!(flatten("a\n  b\tc\r\n").as_deref(), Some("a b c"));
    }
}
