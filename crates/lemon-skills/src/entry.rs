//! The registry's record for one resolved skill.

use std::path::PathBuf;

use serde::Serialize;

use crate::manifest::Manifest;

/// Where a skill was found. Precedence: `Project` beats `Global` beats `Builtin`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Scope {
    Project,
    Global,
    Builtin,
}

impl Scope {
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::Project => "project",
            Scope::Global => "global",
            Scope::Builtin => "builtin",
        }
    }
}

/// One resolved skill: what discovery found and the manifest parsed from its `SKILL.md`.
///
/// Readiness (bins, env vars, platform) and the disabled state are *not* stored here:
/// they are computed fresh on each call.
#[derive(Debug, Clone, Serialize)]
pub struct Entry {
    /// The skill directory's basename; the lookup identifier everywhere.
    pub key: String,
    /// `manifest.name`, or the key.
    pub name: String,
    /// `manifest.description`, or `""`.
    pub description: String,
    pub scope: Scope,
    /// The root directory the skill came from (for builtins, a virtual `builtin:` path).
    pub root: PathBuf,
    /// The absolute skill directory (for builtins, a virtual `builtin:<key>` path).
    pub path: PathBuf,
    pub manifest: Manifest,
    /// The body after the frontmatter, trimmed.
    #[serde(skip)]
    pub body: String,
}

impl Entry {
    /// `hide: true` or `disable-model-invocation: true` in the manifest.
    pub fn model_hidden(&self) -> bool {
        self.manifest.hidden
    }
}
