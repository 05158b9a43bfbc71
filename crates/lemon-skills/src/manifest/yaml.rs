//! YAML frontmatter: a real YAML parser, plus one retry with a line-level repair for the
//! mistakes that other agents' parsers forgive.
//!
//! The classic failure is an unquoted description that contains `: `
//! (`description: Use when: the user asks …`), which strict YAML reads as a nested
//! mapping and rejects. Claude Code loads such skills, so we must too: when the first
//! parse fails, top-level plain scalars that cannot be valid YAML are wrapped in double
//! quotes and the text is parsed again. The repair only runs on the failure path, so it
//! costs nothing for well-formed files.
//!
//! Other YAML errors are not guessed at. Hermes would read such frontmatter line by
//! line as `key: value`, but that yields values like `"[unclosed"` and silently drops
//! nested fields; a skill whose metadata we cannot read faithfully is reported (file,
//! line, parser message) rather than listed with made-up metadata.

use serde_json::{Map, Value};

use super::{ManifestError, ManifestErrorKind, Warning, convert::yaml_to_json};
use crate::diagnostic::Code;

/// Parse YAML frontmatter into a JSON object.
///
/// `first_line` is the 1-based file line of the first frontmatter line, used to turn the
/// parser's positions into file positions.
pub(crate) fn parse(
    fm: &str,
    first_line: usize,
    warnings: &mut Vec<Warning>,
) -> Result<Map<String, Value>, ManifestError> {
    if let Some(map) = super::fast::parse_simple(fm) {
        return Ok(map);
    }
    match yaml_serde::from_str::<yaml_serde::Value>(fm) {
        Ok(v) => root_to_map(v, first_line, warnings),
        Err(err) => {
            let (repaired, lines) = repair(fm);
            if !lines.is_empty()
                && let Ok(v) = yaml_serde::from_str::<yaml_serde::Value>(&repaired)
            {
                let map = root_to_map(v, first_line, warnings)?;
                for l in lines {
                    warnings.push(Warning {
                        line: Some(first_line + l),
                        code: Code::RecoveredYaml,
                        message: "value contains `: ` or starts with a reserved character and is not \
                                  valid YAML as written; it was read as a quoted string (quote it to \
                                  silence this)"
                            .to_string(),
                    });
                }
                return Ok(map);
            }
            Err(yaml_error(&err, first_line))
        }
    }
}

fn root_to_map(
    v: yaml_serde::Value,
    first_line: usize,
    warnings: &mut Vec<Warning>,
) -> Result<Map<String, Value>, ManifestError> {
    match yaml_to_json(v, warnings) {
        Value::Null => Ok(Map::new()),
        Value::Object(m) => Ok(m),
        other => Err(ManifestError {
            line: first_line,
            kind: ManifestErrorKind::Parse,
            reason: format!(
                "frontmatter must be a mapping of `key: value` fields, found {}",
                super::convert::kind_of(&other)
            ),
        }),
    }
}

/// Turn a parser error into a file-located `ManifestError`. The parser's own message
/// carries frontmatter-relative positions; those are cut off and replaced by file lines.
fn yaml_error(err: &yaml_serde::Error, first_line: usize) -> ManifestError {
    let line = err
        .location()
        .map_or(first_line, |loc| first_line + loc.line().saturating_sub(1));
    let mut msg = err.to_string();
    if let Some(i) = msg.find(" at line ") {
        msg.truncate(i);
    }
    ManifestError {
        line,
        kind: ManifestErrorKind::Parse,
        reason: format!("invalid YAML frontmatter: {msg}"),
    }
}

/// A plain (unquoted) scalar value that strict YAML rejects but humans mean as a string.
fn needs_quoting(value: &str) -> bool {
    let v = value.trim();
    if v.is_empty() {
        return false;
    }
    let first = v.as_bytes()[0];
    // Quoted, flow, block, anchor, alias, tag, comment: valid YAML constructs we leave alone.
    if matches!(
        first,
        b'"' | b'\'' | b'[' | b'{' | b'|' | b'>' | b'&' | b'*' | b'!' | b'#'
    ) {
        return false;
    }
    // Reserved indicators that cannot start a plain scalar.
    if matches!(first, b'@' | b'`' | b'%') {
        return true;
    }
    v.contains(": ") || v.ends_with(':')
}

/// Quote every top-level `key: value` line whose value is a plain scalar that cannot be
/// valid YAML. Returns the repaired text and the 0-based indices of the lines changed.
fn repair(fm: &str) -> (String, Vec<usize>) {
    let mut out = String::with_capacity(fm.len() + 16);
    let mut changed = Vec::new();
    for (idx, raw_line) in fm.split_inclusive('\n').enumerate() {
        let (line, eol) = match raw_line.strip_suffix("\r\n") {
            Some(l) => (l, "\r\n"),
            None => match raw_line.strip_suffix('\n') {
                Some(l) => (l, "\n"),
                None => (raw_line, ""),
            },
        };
        if let Some(fixed) = repair_line(line) {
            out.push_str(&fixed);
            changed.push(idx);
        } else {
            out.push_str(line);
        }
        out.push_str(eol);
    }
    (out, changed)
}

fn repair_line(line: &str) -> Option<String> {
    // Only top-level keys: an indented line belongs to a nested structure whose shape
    // we cannot guess safely.
    let first = line.as_bytes().first()?;
    if first.is_ascii_whitespace() || *first == b'#' || *first == b'-' {
        return None;
    }
    let colon = line.find(": ")?;
    let key = &line[..colon];
    if key.is_empty()
        || !key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
    {
        return None;
    }
    let value = line[colon + 2..].trim();
    if !needs_quoting(value) {
        return None;
    }
    let mut fixed = String::with_capacity(line.len() + 8);
    fixed.push_str(key);
    fixed.push_str(": \"");
    for c in value.chars() {
        match c {
            '\\' => fixed.push_str("\\\\"),
            '"' => fixed.push_str("\\\""),
            '\t' => fixed.push_str("\\t"),
            c => fixed.push(c),
        }
    }
    fixed.push('"');
    Some(fixed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(fm: &str) -> (Result<Map<String, Value>, ManifestError>, Vec<Warning>) {
        let mut w = Vec::new();
        (parse(fm, 2, &mut w), w)
    }

    #[test]
    fn unquoted_colon_is_recovered() {
        let (m, w) = p("name: a\ndescription: Use when: the user asks \"x\"\n");
        let m = m.unwrap();
        assert_eq!(m["description"], "Use when: the user asks \"x\"");
        assert_eq!(w.len(), 1);
        assert_eq!(w[0].code, "recovered_yaml");
        assert_eq!(w[0].line, Some(3));
    }

    #[test]
    fn backtick_start_is_recovered() {
        let (m, _) = p("description: `foo` does bar\n");
        assert_eq!(m.unwrap()["description"], "`foo` does bar");
    }

    #[test]
    fn crlf_repair_keeps_line_endings() {
        let (m, _) = p("name: a\r\ndescription: A: b\r\n");
        assert_eq!(m.unwrap()["description"], "A: b");
    }

    #[test]
    fn syntax_error_has_file_line() {
        let (e, _) = p("name: a\nfoo: [1, 2\nbar: x\n");
        let e = e.unwrap_err();
        assert_eq!(e.kind, ManifestErrorKind::Parse);
        assert!(e.line >= 3, "{e:?}");
        assert!(!e.reason.contains(" at line "), "{e:?}");
    }

    #[test]
    fn non_mapping_root_is_rejected() {
        let (e, _) = p("- a\n- b\n");
        assert!(e.unwrap_err().reason.contains("mapping"));
        let (e, _) = p("just text\n");
        assert!(e.is_err());
    }

    #[test]
    fn null_root_is_empty() {
        let (m, _) = p("# only a comment\n");
        assert!(m.unwrap().is_empty());
    }

    #[test]
    fn flow_collections_with_trailing_commas() {
        let (m, _) = p("keywords: [a, b, ]\nmetadata: { \"lemon\": { \"category\": \"x\", }, }\n");
        let m = m.unwrap();
        assert_eq!(m["keywords"], serde_json::json!(["a", "b"]));
        assert_eq!(m["metadata"]["lemon"]["category"], "x");
    }
}
