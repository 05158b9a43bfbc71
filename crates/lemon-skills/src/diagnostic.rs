//! The stable codes of every skill diagnostic: why a `SKILL.md` does not load, what
//! loading forgave, and what `lint` adds. One enum instead of string literals spread over
//! the parser, the registry and lint; each code serialises (and displays) as the
//! snake_case string the `--json` outputs have always shown (`docs/cli.md`).
//!
//! ```
//! use lemon_skills::diagnostic::Code;
//! assert_eq!(Code::InvalidManifest.as_str(), "invalid_manifest");
//! assert_eq!(serde_json::to_value(Code::RecoveredYaml).unwrap(), "recovered_yaml");
//! assert!(Code::MissingName == "missing_name");
//! ```

use serde::Serialize;

/// A diagnostic code. New codes may be added; match with a wildcard arm.
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Code {
    // Why a skill does not load.
    /// The frontmatter is unclosed, not YAML/TOML, or not a mapping.
    ParseError,
    /// A field breaks the manifest schema: an error when it keeps the skill from
    /// loading, a forgiven (but linted) violation when the offending part was dropped.
    InvalidManifest,
    /// `SKILL.md` is too large, binary, not UTF-8, or cannot be read.
    SkillFileUnreadable,

    // What loading forgave.
    /// YAML that only parsed after quoting a value (an unquoted `: `, a leading backtick).
    RecoveredYaml,
    /// A platform written in another ecosystem's spelling (`macos`, `windows`).
    PlatformAlias,
    /// CRLF line endings.
    Crlf,
    /// A UTF-8 byte-order mark.
    Bom,
    /// `hide` / `disable-model-invocation` set to something other than a boolean.
    HideNotBoolean,
    /// A description spanning several lines (joined into one).
    MultilineDescription,
    /// An empty `name` (the directory name is used).
    EmptyName,
    /// An empty `description`.
    EmptyDescription,
    /// A mapping key that is itself a list or mapping (dropped).
    ComplexKey,

    // What lint adds.
    /// A skill directory without `SKILL.md`.
    MissingSkillFile,
    /// A lint PATH that is not a directory.
    NotADirectory,
    /// A directory that cannot be listed, or a bound hit while listing it.
    DirectoryUnreadable,
    /// No non-empty `name`.
    MissingName,
    /// No non-empty `description`.
    MissingDescription,
    /// `name` differs from the directory name.
    NameMismatch,
    /// `name` is outside the Agent Skills standard's alphabet or length.
    NameNotPortable,
    /// A reference path that leaves the skill directory.
    ReferencePathTraversal,
    /// A reference path that does not exist.
    ReferenceMissing,
    /// No instructions after the frontmatter.
    EmptyBody,
    /// A body longer than lint's line limit.
    LongBody,
}

impl Code {
    /// The code as it appears in JSON and in messages (`invalid_manifest`, …).
    pub const fn as_str(self) -> &'static str {
        match self {
            Code::ParseError => "parse_error",
            Code::InvalidManifest => "invalid_manifest",
            Code::SkillFileUnreadable => "skill_file_unreadable",
            Code::RecoveredYaml => "recovered_yaml",
            Code::PlatformAlias => "platform_alias",
            Code::Crlf => "crlf",
            Code::Bom => "bom",
            Code::HideNotBoolean => "hide_not_boolean",
            Code::MultilineDescription => "multiline_description",
            Code::EmptyName => "empty_name",
            Code::EmptyDescription => "empty_description",
            Code::ComplexKey => "complex_key",
            Code::MissingSkillFile => "missing_skill_file",
            Code::NotADirectory => "not_a_directory",
            Code::DirectoryUnreadable => "directory_unreadable",
            Code::MissingName => "missing_name",
            Code::MissingDescription => "missing_description",
            Code::NameMismatch => "name_mismatch",
            Code::NameNotPortable => "name_not_portable",
            Code::ReferencePathTraversal => "reference_path_traversal",
            Code::ReferenceMissing => "reference_missing",
            Code::EmptyBody => "empty_body",
            Code::LongBody => "long_body",
        }
    }
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq<str> for Code {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Code {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Code; 23] = [
        Code::ParseError,
        Code::InvalidManifest,
        Code::SkillFileUnreadable,
        Code::RecoveredYaml,
        Code::PlatformAlias,
        Code::Crlf,
        Code::Bom,
        Code::HideNotBoolean,
        Code::MultilineDescription,
        Code::EmptyName,
        Code::EmptyDescription,
        Code::ComplexKey,
        Code::MissingSkillFile,
        Code::NotADirectory,
        Code::DirectoryUnreadable,
        Code::MissingName,
        Code::MissingDescription,
        Code::NameMismatch,
        Code::NameNotPortable,
        Code::ReferencePathTraversal,
        Code::ReferenceMissing,
        Code::EmptyBody,
        Code::LongBody,
    ];

    #[test]
    fn serialises_as_its_string() {
        for code in ALL {
            assert_eq!(
                serde_json::to_value(code).unwrap(),
                serde_json::Value::String(code.as_str().to_string())
            );
            assert_eq!(code.to_string(), code.as_str());
        }
        let mut strings: Vec<_> = ALL.iter().map(|c| c.as_str()).collect();
        strings.sort();
        strings.dedup();
        assert_eq!(strings.len(), ALL.len(), "codes are distinct");
    }
}
