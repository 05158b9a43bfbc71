//! `SKILL.md` manifests: frontmatter detection (YAML `---` or TOML `+++`), parsing,
//! validation against the field limits, and normalisation.
//!
//! Loading is lenient (see [`parse_skill_md`]); `lint` is strict.

use serde::Serialize;
use serde_json::{Map, Value};

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
    /// Everything after the closing delimiter, trimmed.
    pub body: String,
}
