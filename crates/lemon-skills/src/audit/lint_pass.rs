//! The lint pass of the audit (spec G.6): `SKILL.md` checked by [`crate::lint`], each
//! lint error a blocking finding and each warning a warning, all in category `lint` so a
//! skill blocked only for being malformed can be told from a hostile one.
//!
//! Whether a lint error should block an install was weighed against the real corpus:
//! the 9 of 598 public skills it blocks are all genuinely malformed (no frontmatter, no
//! `name` or `description`, a manifest the validator rejects — two are a test suite's
//! deliberately broken fixtures). Lint errors keep blocking, as spec G.6 makes the lint
//! contract the install contract: such a skill would load with an empty or invented
//! name and description, which is how it is listed to the agent. The verdict is not a
//! claim of hostility — [`super::AuditReport::blocked_by_lint_only`] tells those apart,
//! the corpus test counts them separately, and `--override DIGEST` installs one.

use super::report::Sink;
use super::{Category, Severity};
use crate::bundle::{Bundle, SKILL_FILE};
use crate::diagnostic::Code;
use crate::lint::{Level, lint_bundle};

/// The stable rule id of a lint code.
pub fn rule_id(code: Code) -> &'static str {
    match code {
        Code::ParseError => "lint.parse_error",
        Code::InvalidManifest => "lint.invalid_manifest",
        Code::SkillFileUnreadable => "lint.skill_file_unreadable",
        Code::RecoveredYaml => "lint.recovered_yaml",
        Code::PlatformAlias => "lint.platform_alias",
        Code::Crlf => "lint.crlf",
        Code::Bom => "lint.bom",
        Code::HideNotBoolean => "lint.hide_not_boolean",
        Code::MultilineDescription => "lint.multiline_description",
        Code::EmptyName => "lint.empty_name",
        Code::EmptyDescription => "lint.empty_description",
        Code::ComplexKey => "lint.complex_key",
        Code::MissingSkillFile => "lint.missing_skill_file",
        Code::NotADirectory => "lint.not_a_directory",
        Code::DirectoryUnreadable => "lint.directory_unreadable",
        Code::MissingName => "lint.missing_name",
        Code::MissingDescription => "lint.missing_description",
        Code::NameMismatch => "lint.name_mismatch",
        Code::NameNotPortable => "lint.name_not_portable",
        Code::ReferencePathTraversal => "lint.reference_path_traversal",
        Code::ReferenceMissing => "lint.reference_missing",
        Code::EmptyBody => "lint.empty_body",
        Code::LongBody => "lint.long_body",
    }
}

/// Lint findings of `bundle` into `sink`.
pub fn run(bundle: &Bundle, sink: &mut Sink) {
    for f in lint_bundle(bundle) {
        let severity = match f.level {
            Level::Error => Severity::Block,
            Level::Warning => Severity::Warn,
        };
        let file = if f.path.ends_with(SKILL_FILE) {
            SKILL_FILE.to_string()
        } else {
            String::new()
        };
        let message = format!("{}: {}", f.code, f.message);
        sink.push(
            rule_id(f.code),
            Category::Lint,
            severity,
            &file,
            f.line,
            &message,
            0,
        );
    }
}
