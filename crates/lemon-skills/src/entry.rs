//! The registry's record for one resolved skill.

use std::path::{Path, PathBuf};

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

/// The category of skills without `metadata.lemon.category`.
pub const UNCATEGORIZED: &str = "uncategorized";

/// The root shown for built-in skills (`root` in JSON rows).
pub const BUILTIN_ROOT: &str = "builtin:";

/// Where a skill lives.
///
/// Shown to users (human and JSON output) exactly as paths were always shown: a
/// directory as its path, a built-in as `builtin:<key>` under the root `builtin:`. It
/// serialises as the two members `root` and `path`.
///
/// ```
/// use lemon_skills::entry::SkillLocation;
/// let disk = SkillLocation::dir("/r", "/r/pdf");
/// assert_eq!(disk.skill_dir(), Some(std::path::Path::new("/r/pdf")));
/// assert_eq!(disk.display_path(), std::path::Path::new("/r/pdf"));
/// let builtin = SkillLocation::builtin("skill-creator");
/// assert_eq!(builtin.skill_dir(), None);
/// assert_eq!(builtin.display_path(), std::path::Path::new("builtin:skill-creator"));
/// assert_eq!(builtin.display_file("SKILL.md"), std::path::Path::new("builtin:skill-creator/SKILL.md"));
/// assert_eq!(
///     serde_json::to_value(&builtin).unwrap(),
///     serde_json::json!({"root": "builtin:", "path": "builtin:skill-creator"})
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SkillLocation {
    /// A directory on disk.
    Dir {
        /// The root the skill was found in.
        root: PathBuf,
        /// The skill directory, `<root>/<key>` as reached through the root (symlinks
        /// not resolved).
        dir: PathBuf,
    },
    /// Compiled into the binary ([`crate::builtin`]); its files are never read from
    /// disk.
    Builtin {
        /// The built-in's key.
        key: String,
    },
}

impl SkillLocation {
    /// A skill directory `dir` found under `root`.
    pub fn dir(root: impl Into<PathBuf>, dir: impl Into<PathBuf>) -> Self {
        SkillLocation::Dir {
            root: root.into(),
            dir: dir.into(),
        }
    }

    /// The built-in skill `key`.
    pub fn builtin(key: impl Into<String>) -> Self {
        SkillLocation::Builtin { key: key.into() }
    }

    /// The skill directory on disk (`None` for a built-in).
    pub fn skill_dir(&self) -> Option<&Path> {
        match self {
            SkillLocation::Dir { dir, .. } => Some(dir),
            SkillLocation::Builtin { .. } => None,
        }
    }

    /// The root directory on disk (`None` for a built-in).
    pub fn root_dir(&self) -> Option<&Path> {
        match self {
            SkillLocation::Dir { root, .. } => Some(root),
            SkillLocation::Builtin { .. } => None,
        }
    }

    /// The skill as shown to users: its directory, or `builtin:<key>`.
    pub fn display_path(&self) -> PathBuf {
        match self {
            SkillLocation::Dir { dir, .. } => dir.clone(),
            SkillLocation::Builtin { key } => PathBuf::from(format!("{BUILTIN_ROOT}{key}")),
        }
    }

    /// The root as shown to users: its directory, or `builtin:`.
    pub fn display_root(&self) -> PathBuf {
        match self {
            SkillLocation::Dir { root, .. } => root.clone(),
            SkillLocation::Builtin { .. } => PathBuf::from(BUILTIN_ROOT),
        }
    }

    /// A file of the skill (by relative path) as shown to users.
    pub fn display_file(&self, relative: impl AsRef<Path>) -> PathBuf {
        self.display_path().join(relative)
    }
}

impl Serialize for SkillLocation {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("SkillLocation", 2)?;
        st.serialize_field("root", &self.display_root())?;
        st.serialize_field("path", &self.display_path())?;
        st.end()
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
    /// Where the skill lives (serialised as `root` and `path`).
    #[serde(flatten)]
    pub location: SkillLocation,
    pub manifest: Manifest,
    /// The body after the frontmatter, trimmed.
    #[serde(skip)]
    pub body: String,
}

impl Entry {
    /// `metadata.lemon.category`, or [`UNCATEGORIZED`].
    ///
    /// ```
    /// use lemon_skills::{Entry, Manifest, Scope, SkillLocation};
    /// let mut e = Entry {
    ///     key: "k".into(), name: "k".into(), description: String::new(), scope: Scope::Global,
    ///     location: SkillLocation::dir("/r", "/r/k"), manifest: Manifest::default(),
    ///     body: String::new(),
    /// };
    /// assert_eq!(e.category(), lemon_skills::entry::UNCATEGORIZED);
    /// e.manifest.category = Some("pdf".into());
    /// assert_eq!(e.category(), "pdf");
    /// ```
    pub fn category(&self) -> &str {
        self.manifest.category.as_deref().unwrap_or(UNCATEGORIZED)
    }

    /// `hide: true` or `disable-model-invocation: true` in the manifest.
    pub fn model_hidden(&self) -> bool {
        self.manifest.hidden
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_serialises_root_and_path_as_before() {
        let entry = |location| Entry {
            key: "k".into(),
            name: "k".into(),
            description: "d".into(),
            scope: Scope::Builtin,
            location,
            manifest: Manifest::default(),
            body: "not serialised".into(),
        };
        let v = serde_json::to_value(entry(SkillLocation::builtin("k"))).unwrap();
        assert_eq!(v["root"], "builtin:");
        assert_eq!(v["path"], "builtin:k");
        assert!(v.get("location").is_none() && v.get("body").is_none());
        let v = serde_json::to_value(entry(SkillLocation::dir("/r", "/r/k"))).unwrap();
        assert_eq!(
            (v["root"].as_str(), v["path"].as_str()),
            (Some("/r"), Some("/r/k"))
        );
    }
}
