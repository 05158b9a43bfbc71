//! The server-name rule (spec H.2) and the one way a name that may break it is shown.

/// `^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$`: 1–64 ASCII characters, letters, digits, `_`, `.`
/// and `-`, starting with a letter or digit. Case-sensitive. Applies to Lemon's own
/// entries, `lemon mcp` arguments and imported names alike.
///
/// ```
/// use lemon_tools::mcp::name::is_valid_name;
/// assert!(is_valid_name("git") && is_valid_name("a.b-c_1"));
/// assert!(!is_valid_name("_internal") && !is_valid_name("my server") && !is_valid_name("acme/search"));
/// ```
pub fn is_valid_name(name: &str) -> bool {
    let bytes = name.as_bytes();
    !bytes.is_empty()
        && bytes.len() <= 64
        && bytes[0].is_ascii_alphanumeric()
        && bytes
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
}

/// A name for messages and listings, quoted, with control and invisible characters (bidi
/// overrides, zero-width characters) written as `\u{…}` escapes so they can neither
/// reorder a terminal line nor hide, and cut to 80 characters.
///
/// ```
/// use lemon_tools::mcp::name::display_name;
/// assert_eq!(display_name("evil\u{202E}txt"), "'evil\\u{202e}txt'");
/// ```
pub fn display_name(name: &str) -> String {
    let mut out = String::from("'");
    for (i, c) in name.chars().enumerate() {
        if i == 80 {
            out.push('…');
            break;
        }
        if c.is_control() || lemon_core::text::is_invisible(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out.push('\'');
    out
}

/// [`display_name`] without the quotes: the form `--json` carries for a name that breaks
/// the rule (a valid name is returned unchanged).
pub fn safe_name(name: &str) -> String {
    if is_valid_name(name) {
        return name.to_string();
    }
    let quoted = display_name(name);
    quoted[1..quoted.len() - 1].to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_edges() {
        assert!(is_valid_name(&"a".repeat(64)));
        assert!(!is_valid_name(&"a".repeat(65)));
        assert!(!is_valid_name(""));
        assert!(!is_valid_name("-dash"));
        assert!(!is_valid_name(".x"));
        assert!(is_valid_name("Git") && is_valid_name("9lives"));
        assert!(!is_valid_name("naïve"));
        assert!(!is_valid_name("a\u{202E}b"));
    }

    #[test]
    fn display_escapes_and_cuts() {
        assert_eq!(display_name("a\nb"), "'a\\u{a}b'");
        assert_eq!(display_name(&"x".repeat(100)).chars().count(), 83);
        assert_eq!(safe_name("ok"), "ok");
        assert_eq!(safe_name("z\u{200B}"), "z\\u{200b}");
    }
}
