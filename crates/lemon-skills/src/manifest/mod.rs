//! `SKILL.md` manifests: frontmatter detection (YAML `---` or TOML `+++`), parsing,
//! validation against the field limits, and normalisation.
//!
//! Loading is lenient (see [`parse_skill_md`]); `lint` is strict (module `lint`).
//!
//! What loading forgives and what it rejects follows the project rule "a skill that
//! Claude Code, Codex or Hermes would load must load here": only a `name` or
//! `description` that breaks the catalog's safety limits, unparsable frontmatter and an
//! unclosed delimiter make a skill invalid. Everything else loads, with a [`Warning`]
//! that `lint` and `list --all` show. The per-field policy is documented in `fields.rs`.

mod convert;
mod fast;
mod fields;
mod split;
mod text;
mod yaml;

use serde::Serialize;

use crate::diagnostic::Code;
use serde_json::{Map, Value};

pub use fields::{
    MAX_DESCRIPTION_BYTES, MAX_DESCRIPTION_CHARS, MAX_ITEM_BYTES, MAX_LIST_ENTRIES, MAX_NAME_BYTES,
};

/// Which frontmatter syntax a file used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum FrontmatterFormat {
    Yaml,
    Toml,
    /// The file has no frontmatter: the whole text is the body.
    None,
}

/// A `references` entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Reference {
    pub path: Option<String>,
    pub url: Option<String>,
    pub description: Option<String>,
}

/// The `verification` map. Informational: never executed automatically.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Verification {
    pub command: Option<String>,
    pub expect_exit: i64,
    pub expect_output: Option<String>,
}

/// A validated, normalised manifest.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Manifest {
    /// `name`, if present and non-null.
    pub name: Option<String>,
    /// `description`, if present and non-null.
    pub description: Option<String>,
    pub tags: Vec<String>,
    pub keywords: Vec<String>,
    /// Model-hidden: `hide` or `disable-model-invocation` is the boolean `true`.
    pub hidden: bool,
    /// `requires.bins`.
    pub required_bins: Vec<String>,
    /// `requires.config`.
    pub required_config: Vec<String>,
    /// `required_environment_variables`, or a copy of `requires.config`.
    pub required_env_vars: Vec<String>,
    pub requires_tools: Vec<String>,
    pub fallback_for_tools: Vec<String>,
    /// Normalised platform names: `linux`, `darwin`, `win32` or `any` (default `["any"]`).
    pub platforms: Vec<String>,
    pub verification: Option<Verification>,
    pub references: Vec<Reference>,
    /// `metadata.lemon.category`.
    pub category: Option<String>,
    /// The whole frontmatter as JSON, unknown keys preserved.
    pub raw: Map<String, Value>,
}

/// A parsed `SKILL.md`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ParsedSkill {
    pub manifest: Manifest,
    pub format: FrontmatterFormat,
    /// Everything after the closing delimiter, trimmed (CRLF normalised to LF).
    pub body: String,
    /// What loading forgave, in file order of discovery. Codes with `invalid_manifest`
    /// are schema violations (lint errors); the others are lint warnings.
    pub warnings: Vec<Warning>,
    /// 1-based line of the first body line in the file (for lint messages).
    pub body_line: usize,
}

/// Largest `SKILL.md` accepted (1 MiB). Larger files are reported, not read.
pub const MAX_SKILL_MD_BYTES: usize = 1024 * 1024;
/// Largest frontmatter accepted (64 KiB): metadata, not content; keeps parsing cheap.
pub const MAX_FRONTMATTER_BYTES: usize = 64 * 1024;

/// Something the loader forgave. `lint` reports it; loading goes on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Warning {
    /// 1-based line in the file, when the problem has one.
    pub line: Option<usize>,
    /// Stable machine code, e.g. `recovered_yaml`, `platform_alias`, `crlf`,
    /// `hide_not_boolean`, `multiline_description`, `empty_name`, `empty_description`,
    /// or `invalid_manifest` for a schema violation whose offending part was dropped.
    pub code: Code,
    /// Human-readable explanation that says what was done and how to fix it.
    pub message: String,
}

impl Warning {
    /// Whether `lint` treats this as an error (a violation of the manifest schema).
    pub fn is_violation(&self) -> bool {
        self.code == Code::InvalidManifest
    }
}

/// Why a `SKILL.md` could not be loaded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ManifestErrorKind {
    /// The frontmatter is unclosed, not YAML/TOML, or not a mapping.
    Parse,
    /// The frontmatter parsed but `name` or `description` breaks a hard limit (length,
    /// single line, no control or bidi characters, a string).
    Invalid,
    /// The file is too large, binary (NUL bytes) or not UTF-8.
    Unreadable,
}

impl ManifestErrorKind {
    /// The `lint` code for this kind: `parse_error`, `invalid_manifest` or
    /// `skill_file_unreadable`.
    pub fn code(self) -> Code {
        match self {
            ManifestErrorKind::Parse => Code::ParseError,
            ManifestErrorKind::Invalid => Code::InvalidManifest,
            ManifestErrorKind::Unreadable => Code::SkillFileUnreadable,
        }
    }
}

/// A `SKILL.md` that cannot be loaded, with the 1-based file line of the problem.
///
/// Displays as `line N: reason`, so a caller prints `"{path}:{err}"` or
/// `"{path}: {err}"`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {reason}")]
pub struct ManifestError {
    /// 1-based line in the file.
    pub line: usize,
    /// What went wrong, coarse-grained.
    pub kind: ManifestErrorKind,
    /// What went wrong and, where possible, how to fix it.
    pub reason: String,
}

/// Parse a `SKILL.md` leniently, as the registry loads it.
///
/// Accepts YAML (`---`) and TOML (`+++`) frontmatter, a BOM, CRLF line endings, blank
/// lines before the frontmatter and no frontmatter at all. See the module docs for what
/// is forgiven (reported in [`ParsedSkill::warnings`]) and what is an error.
///
/// ```
/// use lemon_skills::manifest::{parse_skill_md, FrontmatterFormat};
///
/// let text = "---\nname: deploy\ndescription: Use when: shipping to prod\nplatforms: [macos, Linux]\n---\n# Deploy\n";
/// let skill = parse_skill_md(text).unwrap();
/// assert_eq!(skill.format, FrontmatterFormat::Yaml);
/// assert_eq!(skill.manifest.description.as_deref(), Some("Use when: shipping to prod"));
/// assert_eq!(skill.manifest.platforms, ["darwin", "linux"]);
/// assert_eq!(skill.body, "# Deploy");
/// assert!(skill.warnings.iter().any(|w| w.code == "recovered_yaml"));
///
/// let err = parse_skill_md("---\nname: x\n").unwrap_err();
/// assert_eq!(err.line, 1);
/// assert!(err.to_string().starts_with("line 1: invalid frontmatter"));
/// ```
pub fn parse_skill_md(text: &str) -> Result<ParsedSkill, ManifestError> {
    parse_skill_md_report(text).into_result()
}

/// A field whose value keeps a skill from loading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RejectedField {
    /// The field: `name` or `description`.
    pub field: &'static str,
    /// Why, with the file line.
    pub error: ManifestError,
}

/// Everything the parser finds in one `SKILL.md`. Unlike [`parse_skill_md`] it does not
/// stop at the first rejected field, so a strict checker (lint) can report them all.
#[derive(Debug, Clone, PartialEq)]
pub struct ManifestReport {
    /// The parsed skill, or why the frontmatter cannot be read at all. A rejected field
    /// is left empty in the manifest.
    pub parsed: Result<ParsedSkill, ManifestError>,
    /// The fields that keep the skill from loading, in the order they were read.
    pub rejected: Vec<RejectedField>,
}

impl ManifestReport {
    /// The lenient answer: the skill when nothing was rejected, else the first error.
    pub fn into_result(self) -> Result<ParsedSkill, ManifestError> {
        match self.rejected.into_iter().next() {
            Some(r) => Err(r.error),
            None => self.parsed,
        }
    }
}

/// Parse a `SKILL.md` and report every rejected field (see [`ManifestReport`]).
///
/// ```
/// let text = "---\nname: \"a\u{202e}b\"\ndescription: [not, text]\n---\nbody\n";
/// let report = lemon_skills::manifest::parse_skill_md_report(text);
/// let fields: Vec<_> = report.rejected.iter().map(|r| r.field).collect();
/// assert_eq!(fields, ["name", "description"]);
/// assert_eq!(report.parsed.unwrap().body, "body");
/// ```
pub fn parse_skill_md_report(text: &str) -> ManifestReport {
    let mut rejected = Vec::new();
    let parsed = parse_collecting(text, &mut rejected);
    ManifestReport { parsed, rejected }
}

fn parse_collecting(
    text: &str,
    rejected: &mut Vec<RejectedField>,
) -> Result<ParsedSkill, ManifestError> {
    let mut warnings = Vec::new();
    let sp = split::split(text)?;
    if sp.frontmatter.len() > MAX_FRONTMATTER_BYTES {
        return Err(ManifestError {
            line: sp.first_line.saturating_sub(1).max(1),
            kind: ManifestErrorKind::Parse,
            reason: format!(
                "frontmatter is {} bytes; the limit is {MAX_FRONTMATTER_BYTES} bytes (move content into the body)",
                sp.frontmatter.len()
            ),
        });
    }
    if sp.had_bom {
        warnings.push(Warning {
            line: Some(1),
            code: Code::Bom,
            message: "the file starts with a UTF-8 byte-order mark; it was ignored".to_string(),
        });
    }
    if sp.crlf {
        warnings.push(Warning {
            line: None,
            code: Code::Crlf,
            message: "the file uses CRLF line endings; they were read as LF".to_string(),
        });
    }
    let map = match sp.format {
        FrontmatterFormat::None => Map::new(),
        FrontmatterFormat::Yaml => yaml::parse(sp.frontmatter, sp.first_line, &mut warnings)?,
        FrontmatterFormat::Toml => parse_toml(sp.frontmatter, sp.first_line)?,
    };
    let mut ctx = fields::Ctx {
        fm: sp.frontmatter,
        first_line: sp.first_line,
        format: sp.format,
        warnings: &mut warnings,
    };
    let manifest = fields::build(&mut ctx, map, rejected);

    // Line of the first body line: frontmatter lines + both delimiters.
    let body_line = match sp.format {
        FrontmatterFormat::None => sp.first_line,
        _ => sp.first_line + count_lines(sp.frontmatter) + 1,
    };
    let trimmed = sp.body.trim();
    let body = if sp.crlf {
        trimmed.replace("\r\n", "\n")
    } else {
        trimmed.to_string()
    };
    Ok(ParsedSkill {
        manifest,
        format: sp.format,
        body,
        warnings,
        body_line,
    })
}

/// Check raw file bytes before parsing: size cap, NUL bytes (binary), UTF-8. Returns the
/// text on success, so a registry can do `parse_skill_md(check_skill_bytes(&bytes)?)`.
///
/// ```
/// use lemon_skills::manifest::check_skill_bytes;
/// assert!(check_skill_bytes(b"---\nname: a\n---\n").is_ok());
/// let err = check_skill_bytes(b"ok\n\xff").unwrap_err();
/// assert!(err.reason.contains("byte offset 3"));
/// ```
pub fn check_skill_bytes(bytes: &[u8]) -> Result<&str, ManifestError> {
    if bytes.len() > MAX_SKILL_MD_BYTES {
        return Err(ManifestError {
            line: 1,
            kind: ManifestErrorKind::Unreadable,
            reason: format!(
                "SKILL.md is {} bytes; the limit is {MAX_SKILL_MD_BYTES} bytes (1 MiB): move material into references/",
                bytes.len()
            ),
        });
    }
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let off = e.valid_up_to();
        ManifestError {
            line: 1 + count_newlines(&bytes[..off]),
            kind: ManifestErrorKind::Unreadable,
            reason: format!("SKILL.md is not valid UTF-8 (first bad byte at byte offset {off}); re-save it as UTF-8"),
        }
    })?;
    if let Some(off) = text.find('\0') {
        return Err(ManifestError {
            line: 1 + count_lines(&text[..off]),
            kind: ManifestErrorKind::Unreadable,
            reason: format!(
                "SKILL.md contains a NUL byte at byte offset {off}; it looks like a binary file"
            ),
        });
    }
    Ok(text)
}

/// [`check_skill_bytes`] then [`parse_skill_md`].
pub fn parse_skill_bytes(bytes: &[u8]) -> Result<ParsedSkill, ManifestError> {
    parse_skill_md(check_skill_bytes(bytes)?)
}

fn count_lines(s: &str) -> usize {
    count_newlines(s.as_bytes())
}

fn count_newlines(s: &[u8]) -> usize {
    s.iter().filter(|&&b| b == b'\n').count()
}

fn parse_toml(fm: &str, first_line: usize) -> Result<Map<String, Value>, ManifestError> {
    match fm.parse::<toml::Table>() {
        Ok(t) => Ok(t
            .into_iter()
            .map(|(k, v)| (k, convert::toml_to_json(v)))
            .collect()),
        Err(e) => {
            let line = e.span().map_or(first_line, |sp| {
                first_line + count_newlines(&fm.as_bytes()[..sp.start.min(fm.len())])
            });
            Err(ManifestError {
                line,
                kind: ManifestErrorKind::Parse,
                reason: format!("invalid TOML frontmatter: {}", e.message().trim()),
            })
        }
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod proptests;
