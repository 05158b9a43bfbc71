//! The Hermes agent's skill catalog: the bundled (`skills/`) and optional
//! (`optional-skills/`) skills of a Hermes checkout, by category, and the
//! `hermes:<collection>/<category…>/<skill>` ids that name them.
//!
//! The catalog is read from a checkout on disk (a local clone, or the installer's
//! shallow clone of [`DEFAULT_REPOSITORY`]); nothing here touches the network.
//!
//! ```
//! use lemon_skills::catalog::hermes::{self, Collection, Filter, HermesId};
//! let id = HermesId::parse("hermes:optional/research/arxiv").unwrap();
//! assert_eq!((id.collection, id.category().as_str(), id.key()), (Collection::Optional, "research", "arxiv"));
//! assert_eq!(id.path(), "optional-skills/research/arxiv");
//!
//! let checkout = tempfile::tempdir().unwrap();
//! let dir = checkout.path().join("optional-skills/research/arxiv");
//! std::fs::create_dir_all(&dir).unwrap();
//! std::fs::write(dir.join("SKILL.md"), "---\nname: arxiv\ndescription: Find papers\n---\n").unwrap();
//! let skills = hermes::catalog(checkout.path(), &Filter { query: Some("PAPER".into()), ..Filter::default() }).unwrap();
//! assert_eq!(skills[0].id, "hermes:optional/research/arxiv");
//! ```

use std::path::{Path, PathBuf};

use serde::Serialize;

use super::{WalkLimits, find_skill_dirs, is_safe_segment, skill_summary};

/// The public repository the catalog and `hermes:` installs come from by default.
pub const DEFAULT_REPOSITORY: &str = "https://github.com/NousResearch/hermes-agent.git";

/// The category shown for a skill directly under its collection's directory.
pub const NO_CATEGORY: &str = "other";

/// Which part of a Hermes checkout a skill is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Collection {
    /// `skills/`: shipped with Hermes.
    Bundled,
    /// `optional-skills/`: installed on request.
    Optional,
}

impl Collection {
    /// Both collections, in catalog order.
    pub const ALL: [Collection; 2] = [Collection::Bundled, Collection::Optional];

    /// The word used in ids and filters.
    pub fn as_str(self) -> &'static str {
        match self {
            Collection::Bundled => "bundled",
            Collection::Optional => "optional",
        }
    }

    /// The collection's directory in a checkout.
    pub fn dir(self) -> &'static str {
        match self {
            Collection::Bundled => "skills",
            Collection::Optional => "optional-skills",
        }
    }

    /// Parses `bundled` or `optional`.
    pub fn parse(word: &str) -> Option<Collection> {
        Collection::ALL.into_iter().find(|c| c.as_str() == word)
    }
}

/// A parsed `hermes:` id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HermesId {
    /// The collection.
    pub collection: Collection,
    /// The path segments after the collection; the last is the skill's key.
    pub segments: Vec<String>,
}

/// Why a `hermes:` id is not valid.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "invalid Hermes id \"{id}\": {reason}; the form is hermes:<bundled|optional>/<category>/<skill>"
)]
pub struct HermesIdError {
    /// The id as given (control characters escaped).
    pub id: String,
    /// What is wrong.
    pub reason: &'static str,
}

impl HermesId {
    /// Parses `hermes:<collection>/<category…>/<skill>` (the category may be absent or
    /// nested); every segment must be a safe name (`[A-Za-z0-9._-]`, not `.`/`..`).
    pub fn parse(id: &str) -> Result<HermesId, HermesIdError> {
        let error = |reason| HermesIdError {
            id: id.escape_debug().to_string(),
            reason,
        };
        let rest = id
            .trim()
            .strip_prefix("hermes:")
            .ok_or_else(|| error("it does not start with hermes:"))?;
        let mut parts = rest.split('/');
        let collection = parts
            .next()
            .and_then(Collection::parse)
            .ok_or_else(|| error("the collection must be bundled or optional"))?;
        let segments: Vec<String> = parts.map(str::to_string).collect();
        if segments.is_empty() {
            return Err(error("it names no skill"));
        }
        if !segments.iter().all(|s| is_safe_segment(s)) {
            return Err(error(
                "each segment must be letters, digits, '.', '_' or '-' (and not . or ..)",
            ));
        }
        Ok(HermesId {
            collection,
            segments,
        })
    }

    /// The skill's key: the last segment.
    pub fn key(&self) -> &str {
        self.segments.last().map(String::as_str).unwrap_or_default()
    }

    /// The category: the middle segments joined by `/`, or [`NO_CATEGORY`].
    pub fn category(&self) -> String {
        match &self.segments[..self.segments.len().saturating_sub(1)] {
            [] => NO_CATEGORY.to_string(),
            middle => middle.join("/"),
        }
    }

    /// The skill directory's path inside a checkout, `/`-separated.
    pub fn path(&self) -> String {
        format!("{}/{}", self.collection.dir(), self.segments.join("/"))
    }
}

impl std::fmt::Display for HermesId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "hermes:{}/{}",
            self.collection.as_str(),
            self.segments.join("/")
        )
    }
}

/// One skill of the catalog (the `--json` shape of `lemon skill hermes`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HermesSkill {
    /// The id to install it with.
    pub id: String,
    /// The directory name (the key it installs as).
    pub key: String,
    /// The manifest's `name`, else the key.
    pub name: String,
    /// The manifest's `description` (empty when it has none or does not parse).
    pub description: String,
    /// Its category (`other` when it has none).
    pub category: String,
    /// Its collection.
    pub collection: Collection,
    /// Its directory inside the checkout, `/`-separated.
    pub path: String,
}

/// Which catalog entries to keep.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only this collection (`None`: both).
    pub collection: Option<Collection>,
    /// Only this category, exactly.
    pub category: Option<String>,
    /// Case-insensitive substring of the name, key, category or description.
    pub query: Option<String>,
}

impl Filter {
    fn keeps(&self, skill: &HermesSkill) -> bool {
        if self.collection.is_some_and(|c| c != skill.collection) {
            return false;
        }
        if self.category.as_ref().is_some_and(|c| *c != skill.category) {
            return false;
        }
        match &self.query {
            None => true,
            Some(query) => {
                let query = query.to_lowercase();
                [&skill.name, &skill.key, &skill.category, &skill.description]
                    .iter()
                    .any(|field| field.to_lowercase().contains(&query))
            }
        }
    }
}

/// Why a catalog could not be read.
#[derive(Debug, thiserror::Error)]
pub enum HermesError {
    /// The directory has neither `skills/` nor `optional-skills/`.
    #[error(
        "{} is not a Hermes checkout (it has neither skills/ nor optional-skills/)",
        path.display()
    )]
    NotACheckout {
        /// The directory.
        path: PathBuf,
    },
}

/// The catalog of the checkout at `checkout`, filtered, sorted by collection, category
/// and name.
pub fn catalog(checkout: &Path, filter: &Filter) -> Result<Vec<HermesSkill>, HermesError> {
    let present: Vec<Collection> = Collection::ALL
        .into_iter()
        .filter(|c| checkout.join(c.dir()).is_dir())
        .collect();
    if present.is_empty() {
        return Err(HermesError::NotACheckout {
            path: checkout.to_path_buf(),
        });
    }
    let mut skills = Vec::new();
    for collection in present {
        if filter.collection.is_some_and(|c| c != collection) {
            continue;
        }
        let base = checkout.join(collection.dir());
        for rel in find_skill_dirs(&base, &WalkLimits::default()).dirs {
            let segments: Vec<String> = rel.split('/').map(str::to_string).collect();
            // A skill directly in the collection directory, or an unsafe name, has no id.
            if rel.is_empty() || !segments.iter().all(|s| is_safe_segment(s)) {
                continue;
            }
            let id = HermesId {
                collection,
                segments,
            };
            let (name, description) = skill_summary(&base.join(&rel));
            let key = id.key().to_string();
            let skill = HermesSkill {
                id: id.to_string(),
                name: name
                    .filter(|n| !n.is_empty())
                    .unwrap_or_else(|| key.clone()),
                key,
                description: description.unwrap_or_default(),
                category: id.category(),
                collection,
                path: id.path(),
            };
            if filter.keeps(&skill) {
                skills.push(skill);
            }
        }
    }
    skills.sort_by(|a, b| {
        (a.collection, &a.category, &a.name).cmp(&(b.collection, &b.category, &b.name))
    });
    Ok(skills)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn skill(root: &Path, rel: &str, name: &str, description: &str) {
        let dir = root.join(rel);
        fs::create_dir_all(&dir).unwrap();
        fs::write(
            dir.join("SKILL.md"),
            format!("---\nname: {name}\ndescription: {description}\n---\nbody\n"),
        )
        .unwrap();
    }

    fn checkout() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        skill(
            root,
            "skills/productivity/airtable",
            "airtable",
            "Bases and records",
        );
        skill(
            root,
            "skills/apple/apple-notes",
            "apple-notes",
            "Notes on macOS",
        );
        skill(root, "skills/dogfood", "dogfood", "No category");
        skill(
            root,
            "skills/mlops/training/accelerate",
            "accelerate",
            "Distributed training",
        );
        skill(
            root,
            "optional-skills/research/arxiv",
            "arxiv",
            "Search papers",
        );
        skill(
            root,
            "optional-skills/security/1password",
            "1password",
            "Vault secrets",
        );
        fs::create_dir_all(root.join("skills/empty-category")).unwrap();
        dir
    }

    #[test]
    fn ids_parse_and_print_back() {
        for id in [
            "hermes:bundled/apple/apple-notes",
            "hermes:optional/research/arxiv",
            "hermes:bundled/dogfood",
            "hermes:bundled/mlops/training/accelerate",
        ] {
            assert_eq!(HermesId::parse(id).unwrap().to_string(), id);
        }
        let nested = HermesId::parse("hermes:bundled/mlops/training/accelerate").unwrap();
        assert_eq!(nested.category(), "mlops/training");
        assert_eq!(nested.path(), "skills/mlops/training/accelerate");
        assert_eq!(
            HermesId::parse("hermes:bundled/dogfood")
                .unwrap()
                .category(),
            NO_CATEGORY
        );
    }

    #[test]
    fn bad_ids_say_why() {
        for (id, why) in [
            ("arxiv", "start with hermes:"),
            ("hermes:extra/x/y", "bundled or optional"),
            ("hermes:optional", "names no skill"),
            ("hermes:optional/../../etc", "segment"),
            ("hermes:optional/research/", "segment"),
            ("hermes:optional/re search/x", "segment"),
        ] {
            let err = HermesId::parse(id).unwrap_err();
            assert!(err.to_string().contains(why), "{id}: {err}");
        }
        let err = HermesId::parse("hermes:bundled/a\u{1b}[31m").unwrap_err();
        assert!(!err.to_string().contains('\u{1b}'), "{err}");
    }

    #[test]
    fn the_catalog_lists_both_collections_in_order() {
        let dir = checkout();
        let all = catalog(dir.path(), &Filter::default()).unwrap();
        let ids: Vec<&str> = all.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "hermes:bundled/apple/apple-notes",
                "hermes:bundled/mlops/training/accelerate",
                "hermes:bundled/dogfood",
                "hermes:bundled/productivity/airtable",
                "hermes:optional/research/arxiv",
                "hermes:optional/security/1password",
            ]
        );
        let notes = &all[0];
        assert_eq!(
            (
                notes.key.as_str(),
                notes.category.as_str(),
                notes.path.as_str()
            ),
            ("apple-notes", "apple", "skills/apple/apple-notes")
        );
    }

    #[test]
    fn filters_combine() {
        let dir = checkout();
        let by = |filter: Filter| -> Vec<String> {
            catalog(dir.path(), &filter)
                .unwrap()
                .into_iter()
                .map(|s| s.key)
                .collect()
        };
        assert_eq!(
            by(Filter {
                collection: Some(Collection::Optional),
                ..Filter::default()
            }),
            ["arxiv", "1password"]
        );
        assert_eq!(
            by(Filter {
                category: Some("apple".into()),
                ..Filter::default()
            }),
            ["apple-notes"]
        );
        assert_eq!(
            by(Filter {
                query: Some("VAULT".into()),
                ..Filter::default()
            }),
            ["1password"]
        );
        assert_eq!(
            by(Filter {
                query: Some("training".into()),
                ..Filter::default()
            }),
            ["accelerate"],
            "the category matches too"
        );
        assert!(
            by(Filter {
                collection: Some(Collection::Bundled),
                query: Some("papers".into()),
                ..Filter::default()
            })
            .is_empty()
        );
    }

    #[test]
    fn a_directory_that_is_not_a_checkout_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        let err = catalog(dir.path(), &Filter::default()).unwrap_err();
        assert!(err.to_string().contains("not a Hermes checkout"));
    }
}
