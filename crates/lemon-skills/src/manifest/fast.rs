//! A fast path for the frontmatter most skills have: flat `key: text` lines and flat
//! lists of words (`keywords: [a, b]`).
//!
//! The YAML parser costs ~15 µs per file, which dominates a 10,000-skill scan. This
//! reader handles only a strict subset whose meaning is unambiguous — every value it
//! accepts is a string (or a list of strings) under YAML's core schema — and gives up
//! (`None`) on anything else, so the real parser decides every other case. A property
//! test checks that whenever this path answers, the YAML parser gives the same map.

use serde_json::{Map, Value};

/// Characters that make a line fall back to the full parser wherever they appear:
/// control characters, YAML's extra line breaks (NEL, LS, PS), BOM and tabs.
fn has_special_char(s: &str) -> bool {
    s.chars().any(|c| {
        (c.is_control() && c != '\r' && c != '\n')
            || matches!(c, '\u{2028}' | '\u{2029}' | '\u{feff}')
    })
}

/// A plain scalar that YAML's core schema reads as a string, with no syntax in it.
fn plain_string(v: &str) -> bool {
    let Some(first) = v.chars().next() else {
        return false;
    };
    // Must start like a word: excludes every indicator (`-?:,[]{}#&*!|>'"%@` and
    // backtick), numbers, `.inf`, `+1`, `~`.
    if !(first.is_alphabetic() || first == '(' || first == '/') {
        return false;
    }
    if v.contains(": ") || v.ends_with(':') || v.contains(" #") {
        return false;
    }
    // Words the core schema resolves to null or booleans (YAML 1.2 and the 1.1 forms
    // some parsers still honour).
    !matches!(
        v,
        "null"
            | "Null"
            | "NULL"
            | "true"
            | "True"
            | "TRUE"
            | "false"
            | "False"
            | "FALSE"
            | "y"
            | "Y"
            | "yes"
            | "Yes"
            | "YES"
            | "n"
            | "N"
            | "no"
            | "No"
            | "NO"
            | "on"
            | "On"
            | "ON"
            | "off"
            | "Off"
            | "OFF"
    )
}

/// A flow-list item: a plain string without flow indicators.
fn plain_item(v: &str) -> bool {
    plain_string(v) && !v.contains(['[', ']', '{', '}', ',', '"', '\'', ':', '#'])
}

fn scalar(v: &str) -> Option<Value> {
    if let Some(inner) = v.strip_prefix('"') {
        let inner = inner.strip_suffix('"')?;
        // Escapes and embedded quotes go to the real parser.
        if inner.contains(['"', '\\']) {
            return None;
        }
        return Some(Value::String(inner.to_string()));
    }
    if let Some(inner) = v.strip_prefix('\'') {
        let inner = inner.strip_suffix('\'')?;
        if inner.contains('\'') {
            return None;
        }
        return Some(Value::String(inner.to_string()));
    }
    if v.starts_with('[') {
        let inner = v.strip_prefix('[')?.strip_suffix(']')?;
        let mut parts: Vec<&str> = inner.split(',').map(|p| p.trim_matches(' ')).collect();
        // `[]` and one trailing comma are fine; `[a,,b]` and `[,]` are not.
        if parts.last().is_some_and(|p| p.is_empty()) {
            parts.pop();
        }
        let mut items = Vec::with_capacity(parts.len());
        for item in parts {
            if !plain_item(item) {
                return None;
            }
            items.push(Value::String(item.to_string()));
        }
        return Some(Value::Array(items));
    }
    match v {
        "true" | "True" | "TRUE" => return Some(Value::Bool(true)),
        "false" | "False" | "FALSE" => return Some(Value::Bool(false)),
        "null" | "Null" | "NULL" | "~" => return Some(Value::Null),
        _ => {}
    }
    // Dotted versions with two or more dots (`1.0.0`) are neither integers nor floats.
    if v.bytes().filter(|&b| b == b'.').count() >= 2
        && v.split('.')
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
    {
        return Some(Value::String(v.to_string()));
    }
    plain_string(v).then(|| Value::String(v.to_string()))
}

/// `key: value` with a simple key; returns the key and the raw value text.
fn key_value(line: &str) -> Option<(&str, &str)> {
    let (key, rest) = match line.split_once(':') {
        Some((k, r)) if r.is_empty() || r.starts_with(' ') => (k, r),
        _ => return None,
    };
    if key.is_empty()
        || !key.as_bytes()[0].is_ascii_alphabetic()
        || !key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
    {
        return None;
    }
    Some((key, rest.trim_matches(' ')))
}

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start_matches(' ').len()
}

/// Deepest nesting the fast path reads (`metadata.lemon.requires.bins` is depth 3).
const MAX_DEPTH: usize = 4;

fn is_skippable(line: &str) -> bool {
    let t = line.trim_start_matches(' ');
    t.is_empty() || t.starts_with('#')
}

/// A block at one indentation: `key: value` pairs (values may open deeper blocks) or
/// `- item` entries. Anything irregular goes to the real parser.
fn block(lines: &[&str], depth: usize) -> Option<Value> {
    let Some(first) = lines.iter().find(|l| !is_skippable(l)) else {
        return Some(Value::Null);
    };
    let indent = indent_of(first);
    if first[indent..].starts_with("- ") {
        let mut items = Vec::new();
        for l in lines.iter().filter(|l| !is_skippable(l)) {
            if indent_of(l) != indent {
                return None;
            }
            let item = l[indent..].strip_prefix("- ")?.trim_matches(' ');
            match scalar(item)? {
                v @ (Value::String(_) | Value::Bool(_)) => items.push(v),
                _ => return None,
            }
        }
        return Some(Value::Array(items));
    }
    let mut map = Map::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        i += 1;
        if is_skippable(line) {
            continue;
        }
        if indent_of(line) != indent {
            return None;
        }
        let (key, raw) = key_value(&line[indent..])?;
        let value = if let Some(style) = block_scalar_style(raw) {
            let start = i;
            while i < lines.len() && (lines[i].trim().is_empty() || indent_of(lines[i]) > indent) {
                i += 1;
            }
            block_scalar(&lines[start..i], style)?
        } else if raw.is_empty() {
            let start = i;
            while i < lines.len() && (is_skippable(lines[i]) || indent_of(lines[i]) > indent) {
                i += 1;
            }
            if depth >= MAX_DEPTH {
                return None;
            }
            block(&lines[start..i], depth + 1)?
        } else {
            scalar(raw)?
        };
        if map.insert(key.to_string(), value).is_some() {
            // Duplicate keys are an error for the real parser; let it say so.
            return None;
        }
    }
    Some(Value::Object(map))
}

/// `>`, `>-`, `|` or `|-` (folded or literal, clipped or stripped). Keep (`+`),
/// explicit indentation and trailing comments go to the real parser.
fn block_scalar_style(raw: &str) -> Option<(bool, bool)> {
    match raw {
        ">" => Some((true, false)),
        ">-" => Some((true, true)),
        "|" => Some((false, false)),
        "|-" => Some((false, true)),
        _ => None,
    }
}

/// The text of a block scalar whose lines all share one indentation and contain no
/// blank lines except at the end (the common shape of a wrapped description).
fn block_scalar(lines: &[&str], (folded, strip): (bool, bool)) -> Option<Value> {
    let end = lines
        .iter()
        .rposition(|l| !l.trim().is_empty())
        .map_or(0, |p| p + 1);
    let content = &lines[..end];
    let first = content.first()?;
    let indent = indent_of(first);
    let mut out = String::new();
    for (n, l) in content.iter().enumerate() {
        if l.trim().is_empty() || indent_of(l) != indent {
            return None;
        }
        if n > 0 {
            out.push(if folded { ' ' } else { '\n' });
        }
        out.push_str(&l[indent..]);
    }
    if !strip {
        out.push('\n');
    }
    Some(Value::String(out))
}

/// Parse `fm` if it is in the simple subset; `None` means "ask the YAML parser".
pub(crate) fn parse_simple(fm: &str) -> Option<Map<String, Value>> {
    if has_special_char(fm) {
        return None;
    }
    let lines: Vec<&str> = fm
        .lines()
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    if lines
        .iter()
        .find(|l| !is_skippable(l))
        .is_some_and(|l| indent_of(l) != 0)
    {
        return None;
    }
    match block(&lines, 0)? {
        Value::Object(m) => Some(m),
        Value::Null => Some(Map::new()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_the_common_shape() {
        let m = parse_simple("name: a-b\ndescription: Use when testing, or (b) stuff/x.\n# c\nkeywords: [a, b c, ]\nlicense: 'MIT'\nx: \"q\"\n").unwrap();
        assert_eq!(m["name"], "a-b");
        assert_eq!(m["description"], "Use when testing, or (b) stuff/x.");
        assert_eq!(m["keywords"], serde_json::json!(["a", "b c"]));
        assert_eq!(m["license"], "MIT");
        assert_eq!(m["x"], "q");
        assert_eq!(parse_simple("k: []\n").unwrap()["k"], serde_json::json!([]));
        assert!(parse_simple("").unwrap().is_empty());
        let m = parse_simple("a: true\nb: ~\nversion: 1.0.0\nmetadata:\n  author: me\n  # c\n  v: \"2\"\ntools:\n  - Read\n  - Bash\nempty:\n").unwrap();
        assert_eq!(m["a"], true);
        assert!(m["b"].is_null() && m["empty"].is_null());
        assert_eq!(m["version"], "1.0.0");
        assert_eq!(m["metadata"], serde_json::json!({"author": "me", "v": "2"}));
        assert_eq!(m["tools"], serde_json::json!(["Read", "Bash"]));
        let m = parse_simple("d: >\n  one\n  two\n\ne: |-\n  x\n  y\n").unwrap();
        assert_eq!(m["d"], "one two\n");
        assert_eq!(m["e"], "x\ny");
        let m = parse_simple(
            "metadata:\n  lemon:\n    category: x\n    requires:\n      bins: [gh]\n  other: z\n",
        )
        .unwrap();
        assert_eq!(
            m["metadata"],
            serde_json::json!({"lemon": {"category": "x", "requires": {"bins": ["gh"]}}, "other": "z"})
        );
    }

    #[test]
    fn declines_everything_else() {
        for fm in [
            "name: a\n  nested: b\n",
            "name: 1.0\n",
            "name: 1..0\n",
            "name: 123\n",
            "metadata:\n  a:\n    b:\n      c:\n        d:\n          e: f\n",
            "metadata:\n  a: b\n   c: d\n",
            "metadata:\n  a: b\n  - c\n",
            "list:\n- a\n",
            "name: .inf\n",
            "description: a: b\n",
            "description: a #comment\n",
            "description: \"esc\\n\"\n",
            "description: `x`\n",
            "description: >+\n  a\n",
            "description: >2\n  a\n",
            "description: >\n  a\n\n  b\n",
            "description: >\n  a\n    b\n",
            "k: [a, [b]]\n",
            "k: [a,, b]\n",
            "k: [,]\n",
            "k: [1, 2]\n",
            "k: [yes]\n",
            "- a\n",
            "a: b\na: c\n",
            "key:value\n",
            "tab: a\tb\n",
            "nel: a\u{85}b\n",
            "\"quoted\": key\n",
        ] {
            assert!(parse_simple(fm).is_none(), "{fm:?}");
        }
    }
}
