//! Untrusted text on one line: the one table of invisible characters and the one
//! flattening pass that every display of skill-supplied text goes through (manifest
//! validation, the prompt listing, `read_skill` headers, the terminal).
//!
//! # Which characters are invisible
//!
//! [`invisible_kind`] answers from one table, in two classes:
//!
//! * [`Invisible::Bidi`]: the bidirectional formatting characters (ALM U+061C, LRM and
//!   RLM U+200E–U+200F, embeddings and overrides U+202A–U+202E, isolates
//!   U+2066–U+2069). They reorder what is displayed, so text can read differently from
//!   what it says; a skill's `name` and `description` may not contain them at all.
//! * [`Invisible::Hidden`]: characters that render as nothing but still reach a reader
//!   (or a model) as text: the soft hyphen U+00AD, the combining grapheme joiner U+034F,
//!   the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the Khmer inherent vowels
//!   U+17B4–U+17B5, the Mongolian variation selectors and vowel separator
//!   U+180B–U+180F, zero-width space, non-joiner and joiner U+200B–U+200D, word joiner
//!   and invisible operators U+2060–U+2064 (and the reserved U+2065), the deprecated
//!   format characters U+206A–U+206F, the byte-order mark U+FEFF, the interlinear
//!   annotation controls U+FFF9–U+FFFB, shorthand format controls U+1BCA0–U+1BCA3,
//!   musical format controls U+1D173–U+1D17A, the tag characters U+E0000–U+E007F
//!   (which can spell out a whole hidden ASCII message) and the variation selectors
//!   supplement U+E0100–U+E01EF. They are removed from displayed text, but do not make
//!   a manifest invalid (real skills contain zero-width joiners in emoji).
//!
//! Deliberately **not** in the table: the variation selectors U+FE00–U+FE0F (emoji
//! presentation, which a reader sees), and ordinary whitespace (handled by
//! [`flatten_line`]).
//!
//! ```
//! use lemon_core::text::{flatten_line, invisible_kind, Invisible};
//! assert_eq!(invisible_kind('\u{202E}'), Some(Invisible::Bidi));
//! assert_eq!(invisible_kind('\u{2062}'), Some(Invisible::Hidden));
//! assert_eq!(invisible_kind('a'), None);
//! assert_eq!(flatten_line("  Fish\u{200B} &\n\tchips\u{1b}[31m  "), "Fish & chips[31m");
//! ```

use std::borrow::Cow;

/// The class of an invisible character (see the module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Invisible {
    /// A bidirectional formatting character: reorders the text around it.
    Bidi,
    /// Renders as nothing (zero-width and format characters, tags).
    Hidden,
}

/// The table, sorted by first character, ranges inclusive and disjoint.
const TABLE: &[(char, char, Invisible)] = &[
    ('\u{00AD}', '\u{00AD}', Invisible::Hidden),
    ('\u{034F}', '\u{034F}', Invisible::Hidden),
    ('\u{061C}', '\u{061C}', Invisible::Bidi),
    ('\u{115F}', '\u{1160}', Invisible::Hidden),
    ('\u{17B4}', '\u{17B5}', Invisible::Hidden),
    ('\u{180B}', '\u{180F}', Invisible::Hidden),
    ('\u{200B}', '\u{200D}', Invisible::Hidden),
    ('\u{200E}', '\u{200F}', Invisible::Bidi),
    ('\u{202A}', '\u{202E}', Invisible::Bidi),
    ('\u{2060}', '\u{2065}', Invisible::Hidden),
    ('\u{2066}', '\u{2069}', Invisible::Bidi),
    ('\u{206A}', '\u{206F}', Invisible::Hidden),
    ('\u{3164}', '\u{3164}', Invisible::Hidden),
    ('\u{FEFF}', '\u{FEFF}', Invisible::Hidden),
    ('\u{FFA0}', '\u{FFA0}', Invisible::Hidden),
    ('\u{FFF9}', '\u{FFFB}', Invisible::Hidden),
    ('\u{1BCA0}', '\u{1BCA3}', Invisible::Hidden),
    ('\u{1D173}', '\u{1D17A}', Invisible::Hidden),
    ('\u{E0000}', '\u{E007F}', Invisible::Hidden),
    ('\u{E0100}', '\u{E01EF}', Invisible::Hidden),
];

/// Whether `c` is invisible, and how; `None` for every other character.
pub fn invisible_kind(c: char) -> Option<Invisible> {
    // Everything in the table is above U+00AC: keep ASCII text off the search.
    if c < '\u{00AD}' {
        return None;
    }
    let i = TABLE.partition_point(|&(_, last, _)| last < c);
    TABLE
        .get(i)
        .filter(|&&(first, _, _)| first <= c)
        .map(|&(_, _, kind)| kind)
}

/// `true` for any character of the table (bidi or hidden).
pub fn is_invisible(c: char) -> bool {
    invisible_kind(c).is_some()
}

/// `true` for the bidirectional formatting characters.
pub fn is_bidi_control(c: char) -> bool {
    invisible_kind(c) == Some(Invisible::Bidi)
}

/// Line breaks: LF, CR, NEL and the Unicode line and paragraph separators.
pub fn is_line_break(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}')
}

/// Whether `c` cannot be shown as is on one line: a control character (which could
/// carry a terminal escape sequence), a line or paragraph separator, or an invisible
/// character.
pub fn breaks_one_line(c: char) -> bool {
    c.is_control() || is_line_break(c) || is_invisible(c)
}

/// Untrusted text made safe for one line: every run of whitespace (line breaks, tabs,
/// separators included) becomes one space, control and invisible characters are
/// removed, and the ends are trimmed. Borrows when `text` is already like that.
///
/// ```
/// use lemon_core::text::flatten_line;
/// assert!(matches!(flatten_line("plain words"), std::borrow::Cow::Borrowed(_)));
/// assert_eq!(flatten_line("a\u{2028}b\u{2060}c\u{7}"), "a bc");
/// ```
pub fn flatten_line(text: &str) -> Cow<'_, str> {
    if is_flat(text) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut pending_space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            pending_space = !out.is_empty();
            continue;
        }
        if c.is_control() || is_invisible(c) {
            continue;
        }
        if pending_space {
            out.push(' ');
            pending_space = false;
        }
        out.push(c);
    }
    Cow::Owned(out)
}

/// Already what [`flatten_line`] would make of it: only single inner spaces, nothing
/// to remove.
fn is_flat(text: &str) -> bool {
    let mut prev_space = true; // a leading space is not flat
    for c in text.chars() {
        if c == ' ' {
            if prev_space {
                return false;
            }
            prev_space = true;
        } else if c.is_whitespace() || c.is_control() || is_invisible(c) {
            return false;
        } else {
            prev_space = false;
        }
    }
    // A trailing space is not flat either.
    !prev_space || text.is_empty()
}

/// Untrusted multi-line text made safe for a terminal: line breaks (`\n`) and tabs
/// stay, every other control character and every invisible character is removed.
///
/// ```
/// assert_eq!(lemon_core::text::strip_for_display("a\nb\u{1b}[2J\u{202E}c\u{2064}"), "a\nb[2Jc");
/// ```
pub fn strip_for_display(text: &str) -> String {
    text.chars()
        .filter(|&c| c == '\n' || c == '\t' || !(c.is_control() || is_invisible(c)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_and_disjoint() {
        for (first, last, _) in TABLE {
            assert!(first <= last, "{first:?}..{last:?}");
        }
        for w in TABLE.windows(2) {
            assert!(w[0].1 < w[1].0, "{:?} overlaps {:?}", w[0], w[1]);
        }
    }

    #[test]
    fn every_listed_character_is_classified() {
        for (first, last, kind) in TABLE {
            for c in *first..=*last {
                assert_eq!(invisible_kind(c), Some(*kind), "U+{:04X}", c as u32);
            }
        }
    }

    #[test]
    fn bidi_controls() {
        for c in [
            '\u{061C}', '\u{200E}', '\u{200F}', '\u{202A}', '\u{202E}', '\u{2066}', '\u{2069}',
        ] {
            assert!(is_bidi_control(c), "U+{:04X}", c as u32);
        }
        for c in ['\u{200B}', '\u{2060}', '\u{FEFF}', 'a', ' '] {
            assert!(!is_bidi_control(c), "U+{:04X}", c as u32);
        }
    }

    #[test]
    fn word_joiner_and_invisible_operators_are_hidden() {
        // The range the CLI's old table let through to the terminal.
        for c in '\u{2060}'..='\u{2065}' {
            assert_eq!(
                invisible_kind(c),
                Some(Invisible::Hidden),
                "U+{:04X}",
                c as u32
            );
        }
    }

    #[test]
    fn neighbours_of_ranges_are_visible() {
        for c in [
            '\u{00AC}',
            '\u{00AE}',
            '\u{200A}',
            '\u{2010}',
            '\u{2029}',
            '\u{205F}',
            '\u{2070}',
            '\u{FE0F}',
            '\u{FEFE}',
            '\u{FF00}',
            '\u{E0080}',
            '\u{E01F0}',
            'é',
            '日',
        ] {
            assert_eq!(invisible_kind(c), None, "U+{:04X}", c as u32);
        }
    }

    #[test]
    fn flattening() {
        assert_eq!(
            flatten_line("a\nb\t c\x1b[31mred\u{202E}x"),
            "a b c[31mredx"
        );
        assert_eq!(flatten_line("  lead  and   trail  "), "lead and trail");
        assert_eq!(flatten_line("a\r\nb\u{2028}c\u{85}d\u{2029}e"), "a b c d e");
        assert_eq!(flatten_line("tag\u{E0041}\u{E0042}s"), "tags");
        assert_eq!(flatten_line(""), "");
        assert_eq!(flatten_line(" "), "");
        assert!(matches!(flatten_line("one two"), Cow::Borrowed(_)));
        assert!(matches!(flatten_line("one  two"), Cow::Owned(_)));
        assert!(matches!(flatten_line("one "), Cow::Owned(_)));
    }

    #[test]
    fn flat_text_is_a_fixed_point() {
        for s in ["a b", "x\u{200B}y", " a", "a\tb", "\u{2060}", "é  ü\n"] {
            let once = flatten_line(s).into_owned();
            assert!(matches!(flatten_line(&once), Cow::Borrowed(_)), "{s:?}");
        }
    }

    #[test]
    fn display_keeps_lines_and_tabs() {
        assert_eq!(strip_for_display("a\n\tb\x07\x1b"), "a\n\tb");
        assert_eq!(strip_for_display("x\u{2061}y\u{FEFF}"), "xy");
    }
}
