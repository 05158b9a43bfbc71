//! The one skill loader: a `SKILL.md`'s bytes, and where they came from, become an
//! [`Entry`] or the reasons it does not load.
//!
//! Registry candidates, built-in skills and lint all load through here, so a skill loads
//! (or fails) the same way wherever it is looked at. Reading the file stays with the
//! caller (the registry reads through a directory handle without following a FIFO,
//! lint by path, built-ins from the binary); the caller turns a failed read into a
//! [`LoadError`] (`From<ReadError>`, [`LoadError::unreadable`]).
//!
//! ```
//! use lemon_skills::{load, Scope, SkillLocation};
//! let bytes = b"---\ndescription: Read PDFs\n---\n# PDF\n";
//! let loaded = load::load("pdf", Scope::Global, SkillLocation::dir("/r", "/r/pdf"), bytes).unwrap();
//! assert_eq!((loaded.entry.name.as_str(), loaded.entry.body.as_str()), ("pdf", "# PDF"));
//!
//! // Lint sees every reason, the registry the first one.
//! let bad = "---\nname: \"x\u{202e}\"\ndescription: [a, list]\n---\nbody\n";
//! assert_eq!(load::check(bad.as_bytes()).errors.len(), 2);
//! let err = load::load("x", Scope::Global, SkillLocation::dir("/r", "/r/x"), bad.as_bytes()).unwrap_err();
//! assert_eq!((err.code.as_str(), err.line), ("invalid_manifest", Some(2)));
//! ```

use lemon_core::read::ReadError;

use crate::diagnostic::Code;
use crate::entry::{Entry, Scope, SkillLocation};
use crate::manifest::{self, ManifestError, ParsedSkill, Warning};

/// Why a `SKILL.md` does not load.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    /// 1-based line of the problem, when it has one.
    pub line: Option<usize>,
    /// `parse_error`, `invalid_manifest` or `skill_file_unreadable`.
    pub code: Code,
    /// What is wrong and how to fix it.
    pub reason: String,
}

impl LoadError {
    /// The file could not be read (`why` is the I/O error's text).
    pub fn unreadable(why: impl std::fmt::Display) -> Self {
        LoadError {
            line: None,
            code: Code::SkillFileUnreadable,
            reason: format!("cannot read SKILL.md ({why}); check its permissions"),
        }
    }

    /// The file holds more than `limit` bytes.
    pub fn too_large(limit: u64) -> Self {
        LoadError {
            line: None,
            code: Code::SkillFileUnreadable,
            reason: format!(
                "SKILL.md is larger than the limit of {limit} bytes; move long material into references/"
            ),
        }
    }

    fn parser_bug() -> Self {
        LoadError {
            line: None,
            code: Code::ParseError,
            reason: "the manifest parser failed on this file (a bug in Lemon; please report it)"
                .to_string(),
        }
    }
}

/// A failed bounded read of the `SKILL.md`: too large, or unreadable.
impl From<ReadError> for LoadError {
    fn from(e: ReadError) -> Self {
        match e {
            ReadError::TooLarge { limit, .. } => LoadError::too_large(limit),
            // The I/O error alone: the message already says which file.
            ReadError::Io { source, .. } => LoadError::unreadable(source),
            other => LoadError::unreadable(other),
        }
    }
}

impl From<ManifestError> for LoadError {
    fn from(e: ManifestError) -> Self {
        LoadError {
            line: Some(e.line),
            code: e.kind.code(),
            reason: e.reason,
        }
    }
}

/// Everything loading finds in one `SKILL.md`, for strict checking.
#[derive(Debug, Clone, PartialEq)]
pub struct SkillReport {
    /// The parsed skill when its frontmatter could be read, even if a field was
    /// rejected (that field is then empty).
    pub parsed: Option<ParsedSkill>,
    /// Every reason the skill does not load, in the order found; empty when it loads.
    pub errors: Vec<LoadError>,
    /// The fields among `errors` (`name`, `description`).
    pub rejected_fields: Vec<&'static str>,
}

/// A skill that loads, with what loading forgave.
#[derive(Debug, Clone)]
pub struct Loaded {
    /// The entry.
    pub entry: Entry,
    /// What loading forgave (recovered YAML, CRLF, …), in file order.
    pub warnings: Vec<Warning>,
}

/// Checks `bytes` as a `SKILL.md`: size, encoding, frontmatter and every field, without
/// stopping at the first rejected field.
pub fn check(bytes: &[u8]) -> SkillReport {
    // A parser bug must cost one skill, not the whole listing.
    let report = std::panic::catch_unwind(|| {
        manifest::check_skill_bytes(bytes).map(manifest::parse_skill_md_report)
    });
    match report {
        Err(_) => SkillReport {
            parsed: None,
            errors: vec![LoadError::parser_bug()],
            rejected_fields: Vec::new(),
        },
        Ok(Err(e)) => SkillReport {
            parsed: None,
            errors: vec![e.into()],
            rejected_fields: Vec::new(),
        },
        Ok(Ok(r)) => {
            let (parsed, fatal) = match r.parsed {
                Ok(p) => (Some(p), None),
                Err(e) => (None, Some(LoadError::from(e))),
            };
            SkillReport {
                parsed,
                rejected_fields: r.rejected.iter().map(|f| f.field).collect(),
                errors: fatal
                    .into_iter()
                    .chain(r.rejected.into_iter().map(|f| f.error.into()))
                    .collect(),
            }
        }
    }
}

/// Loads `bytes` as the `SKILL.md` of skill `key` at `location`: the entry (its name
/// defaulting to the key), or the first reason it does not load.
pub fn load(
    key: &str,
    scope: Scope,
    location: SkillLocation,
    bytes: &[u8],
) -> Result<Loaded, LoadError> {
    let report = check(bytes);
    if let Some(first) = report.errors.into_iter().next() {
        return Err(first);
    }
    let ParsedSkill {
        manifest,
        body,
        warnings,
        ..
    } = report.parsed.ok_or_else(LoadError::parser_bug)?;
    Ok(Loaded {
        entry: Entry {
            key: key.to_string(),
            name: manifest.name.clone().unwrap_or_else(|| key.to_string()),
            description: manifest.description.clone().unwrap_or_default(),
            scope,
            location,
            manifest,
            body,
        },
        warnings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at() -> SkillLocation {
        SkillLocation::dir("/r", "/r/k")
    }

    #[test]
    fn lenient_load_reports_the_first_error_strict_check_all() {
        let text = "---\nname: \"a\u{2066}b\"\ndescription: \"c\u{202a}d\"\n---\nbody\n";
        let report = check(text.as_bytes());
        assert_eq!(report.rejected_fields, ["name", "description"]);
        let lines: Vec<_> = report.errors.iter().map(|e| e.line).collect();
        assert_eq!(lines, [Some(2), Some(3)]);
        assert!(report.parsed.is_some());
        let err = load("k", Scope::Project, at(), text.as_bytes()).unwrap_err();
        assert_eq!(err, report.errors[0]);
    }

    #[test]
    fn unreadable_files_have_no_parse() {
        let report = check(b"\xff\xfe");
        assert!(report.parsed.is_none());
        assert_eq!(report.errors[0].code, Code::SkillFileUnreadable);
        let report = check(b"---\nname: x\n");
        assert_eq!(report.errors[0].code, Code::ParseError);
        assert_eq!(report.errors[0].line, Some(1));
    }

    #[test]
    fn entry_defaults_and_warnings() {
        let loaded = load(
            "k",
            Scope::Global,
            at(),
            b"---\r\nhide: yes\r\n---\r\nb\r\n",
        )
        .unwrap();
        assert_eq!(loaded.entry.name, "k");
        assert_eq!(loaded.entry.description, "");
        let codes: Vec<_> = loaded.warnings.iter().map(|w| w.code).collect();
        assert_eq!(codes, [Code::Crlf, Code::HideNotBoolean]);
    }
}
