//! Claude Code plugin marketplaces: `.claude-plugin/marketplace.json`, the plugins it
//! lists, where each plugin comes from, and the skills a plugin carries.
//!
//! A plugin's `source` is a path inside the marketplace's repository (`"./plugins/x"`),
//! or a repository elsewhere: `{"source": "url", "url", "ref"?, "sha"?}`,
//! `{"source": "git-subdir", "url", "path", "ref"?, "sha"?}` or
//! `{"source": "github", "repo": "owner/name", "ref"?, "sha"?}`. A plugin's skills are the
//! directories its `skills` list names (relative to the plugin), else every skill
//! directory under its `skills/`. Unknown keys are ignored; an unknown source kind (npm,
//! pip, …) is kept as [`PluginSource::Unsupported`] so the listing can say so.
//!
//! ```
//! use lemon_skills::catalog::marketplace::{Marketplace, PluginSource};
//! let json = br#"{"name": "tools", "owner": {"name": "Ada"}, "plugins": [
//!   {"name": "docs", "source": "./plugins/docs", "description": "Document skills"},
//!   {"name": "lint", "source": {"source": "github", "repo": "acme/lint", "ref": "v2"}},
//!   {"name": "pkg", "source": {"source": "npm", "package": "@acme/pkg"}}]}"#;
//! let market = Marketplace::parse(json).unwrap();
//! assert_eq!(market.name, "tools");
//! assert_eq!(market.plugins[0].source, PluginSource::Path { path: "./plugins/docs".into() });
//! let remote = market.plugins[1].source.remote("https://github.com").unwrap();
//! assert_eq!((remote.url.as_str(), remote.git_ref.as_deref()), ("https://github.com/acme/lint.git", Some("v2")));
//! assert_eq!(market.plugins[2].source, PluginSource::Unsupported { reason: "npm".into() });
//! ```

use std::path::{Component, Path, PathBuf};

use serde::Serialize;
use serde_json::Value;

use super::{WalkLimits, find_skill_dirs, skill_summary};

/// Where a marketplace file lives inside its repository.
pub const MARKETPLACE_FILE: &str = ".claude-plugin/marketplace.json";

/// Largest `marketplace.json` read.
pub const MAX_MARKETPLACE_BYTES: u64 = 4 * 1024 * 1024;

/// Most plugins taken from one marketplace.
pub const MAX_PLUGINS: usize = 10_000;

/// A parsed marketplace.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Marketplace {
    /// Its `name`.
    pub name: String,
    /// `owner.name`, when given.
    pub owner: Option<String>,
    /// `metadata.description` (or a top-level `description`).
    pub description: Option<String>,
    /// `metadata.pluginRoot`: the directory relative plugin sources are under.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub plugin_root: Option<String>,
    /// Its plugins, in file order.
    pub plugins: Vec<Plugin>,
}

/// One plugin of a marketplace.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Plugin {
    /// Its `name`.
    pub name: String,
    /// Its `description`.
    pub description: Option<String>,
    /// Its `category`.
    pub category: Option<String>,
    /// Its `tags` (or `keywords`).
    pub tags: Vec<String>,
    /// Where it comes from.
    pub source: PluginSource,
    /// The skill directories it declares (`skills`), relative to the plugin; empty means
    /// "every skill under its `skills/`".
    pub skills: Vec<String>,
}

/// Where a plugin comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PluginSource {
    /// A directory of the marketplace's own repository (relative, `./…`).
    Path {
        /// The path as written.
        path: String,
    },
    /// A git repository, optionally a subdirectory of it at a ref or commit.
    Git {
        /// The clone URL.
        url: String,
        /// The subdirectory holding the plugin (`git-subdir`).
        path: Option<String>,
        /// A branch or tag.
        git_ref: Option<String>,
        /// A commit.
        sha: Option<String>,
    },
    /// A GitHub repository `owner/name`.
    Github {
        /// `owner/name`.
        repo: String,
        /// A branch or tag.
        git_ref: Option<String>,
        /// A commit.
        sha: Option<String>,
    },
    /// A source kind Lemon does not fetch (npm, pip, …), or a malformed source.
    Unsupported {
        /// The kind, or what is wrong with the source.
        reason: String,
    },
}

/// A repository to clone for a plugin that lives outside the marketplace.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RemotePlugin {
    /// The clone URL.
    pub url: String,
    /// The plugin's directory inside that repository, when not its root.
    pub subdir: Option<String>,
    /// The ref to check out: the commit when one is pinned, else the branch or tag.
    pub git_ref: Option<String>,
}

impl PluginSource {
    /// The repository to clone for a plugin outside the marketplace's own repository
    /// (`None` for a path source or an unsupported one). `github_base` is the host
    /// `github` sources are cloned from (`https://github.com`).
    pub fn remote(&self, github_base: &str) -> Option<RemotePlugin> {
        match self {
            PluginSource::Git {
                url,
                path,
                git_ref,
                sha,
            } => Some(RemotePlugin {
                url: url.clone(),
                subdir: path.clone(),
                git_ref: sha.clone().or_else(|| git_ref.clone()),
            }),
            PluginSource::Github { repo, git_ref, sha } => Some(RemotePlugin {
                url: format!("{}/{repo}.git", github_base.trim_end_matches('/')),
                subdir: None,
                git_ref: sha.clone().or_else(|| git_ref.clone()),
            }),
            PluginSource::Path { .. } | PluginSource::Unsupported { .. } => None,
        }
    }
}

/// Why a marketplace could not be read.
#[derive(Debug, thiserror::Error)]
pub enum MarketplaceError {
    /// No marketplace file where one was expected.
    #[error("{} has no {MARKETPLACE_FILE}", path.display())]
    Missing {
        /// The directory looked in.
        path: PathBuf,
    },
    /// The file could not be read (or is too large).
    #[error(transparent)]
    Read(#[from] lemon_core::read::ReadError),
    /// The file is not JSON.
    #[error("marketplace.json is not valid JSON (line {line}, column {column}): fix the file")]
    Json {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// The JSON is not a marketplace.
    #[error("marketplace.json {0}")]
    Shape(&'static str),
}

impl Marketplace {
    /// Parses a `marketplace.json`'s bytes.
    pub fn parse(bytes: &[u8]) -> Result<Marketplace, MarketplaceError> {
        let value: Value = serde_json::from_slice(bytes).map_err(|e| MarketplaceError::Json {
            line: e.line(),
            column: e.column(),
        })?;
        let object = value
            .as_object()
            .ok_or(MarketplaceError::Shape("is not a JSON object"))?;
        let name =
            string(object.get("name")).ok_or(MarketplaceError::Shape("has no \"name\" string"))?;
        let plugins = object
            .get("plugins")
            .and_then(Value::as_array)
            .ok_or(MarketplaceError::Shape("has no \"plugins\" array"))?;
        let metadata = object.get("metadata");
        Ok(Marketplace {
            name,
            owner: string(object.get("owner").and_then(|o| o.get("name"))),
            description: string(metadata.and_then(|m| m.get("description")))
                .or_else(|| string(object.get("description"))),
            plugin_root: string(metadata.and_then(|m| m.get("pluginRoot"))),
            plugins: plugins
                .iter()
                .take(MAX_PLUGINS)
                .filter_map(Plugin::from_json)
                .collect(),
        })
    }

    /// The directory, relative to the marketplace's repository, of a plugin whose source
    /// is a path: `metadata.pluginRoot` is prepended to a bare name (`"formatter"`),
    /// not to an explicitly relative path (`"./plugins/x"`). `None` for other sources.
    pub fn plugin_dir(&self, plugin: &Plugin) -> Option<String> {
        let PluginSource::Path { path } = &plugin.source else {
            return None;
        };
        let explicit = path.starts_with("./") || path.starts_with("../") || path == ".";
        Some(match (&self.plugin_root, explicit) {
            (Some(root), false) => join_rel(root.trim_start_matches("./"), path),
            _ => path.trim_start_matches("./").to_string(),
        })
    }

    /// Reads the marketplace of the repository checked out at `root` (its
    /// [`MARKETPLACE_FILE`]), or the file `root` itself.
    pub fn read(root: &Path) -> Result<Marketplace, MarketplaceError> {
        let file = if root.is_file() {
            root.to_path_buf()
        } else {
            root.join(MARKETPLACE_FILE)
        };
        if !file.is_file() {
            return Err(MarketplaceError::Missing {
                path: root.to_path_buf(),
            });
        }
        let bytes = lemon_core::read::read_bounded(&file, MAX_MARKETPLACE_BYTES)?;
        Marketplace::parse(&bytes)
    }
}

impl Plugin {
    /// A plugin entry, or `None` when it has no name (such an entry names nothing
    /// installable).
    fn from_json(value: &Value) -> Option<Plugin> {
        let name = string(value.get("name"))?;
        let strings = |key: &str| -> Vec<String> {
            value
                .get(key)
                .and_then(Value::as_array)
                .map(|a| a.iter().filter_map(|v| string(Some(v))).collect())
                .unwrap_or_default()
        };
        let mut tags = strings("tags");
        if tags.is_empty() {
            tags = strings("keywords");
        }
        Some(Plugin {
            name,
            description: string(value.get("description")),
            category: string(value.get("category")),
            tags,
            source: PluginSource::from_json(value.get("source")),
            skills: strings("skills"),
        })
    }
}

impl PluginSource {
    fn from_json(value: Option<&Value>) -> PluginSource {
        let Some(value) = value else {
            return PluginSource::Unsupported {
                reason: "missing".into(),
            };
        };
        if let Some(path) = value.as_str() {
            return PluginSource::Path {
                path: path.to_string(),
            };
        }
        let field = |key: &str| string(value.get(key));
        let git_ref = field("ref");
        let sha = field("sha");
        match field("source").as_deref() {
            Some("url") | Some("git") => match field("url") {
                Some(url) => PluginSource::Git {
                    url,
                    path: field("path"),
                    git_ref,
                    sha,
                },
                None => PluginSource::Unsupported {
                    reason: "url without a url".into(),
                },
            },
            Some("git-subdir") => match (field("url"), field("path")) {
                (Some(url), Some(path)) => PluginSource::Git {
                    url,
                    path: Some(path),
                    git_ref,
                    sha,
                },
                _ => PluginSource::Unsupported {
                    reason: "git-subdir without url and path".into(),
                },
            },
            Some("github") => match field("repo") {
                Some(repo) if is_owner_repo(&repo) => PluginSource::Github { repo, git_ref, sha },
                _ => PluginSource::Unsupported {
                    reason: "github without an owner/name repo".into(),
                },
            },
            Some(other) => PluginSource::Unsupported {
                reason: other.to_string(),
            },
            None => PluginSource::Unsupported {
                reason: "unknown".into(),
            },
        }
    }
}

/// One skill a plugin carries, found on disk.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PluginSkill {
    /// The plugin.
    pub plugin: String,
    /// The skill's directory name (the key it installs as).
    pub key: String,
    /// The manifest's `name`, else the key.
    pub name: String,
    /// The manifest's `description`.
    pub description: String,
    /// The skill directory relative to the plugin's repository root, `/`-separated.
    pub path: String,
}

/// Why a plugin's skills could not be listed from a checkout.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PluginPathError {
    /// A path that is absolute or leaves the repository (`..`).
    #[error("plugin {plugin}: the path \"{path}\" leaves the repository")]
    Escapes {
        /// The plugin.
        plugin: String,
        /// The path, control characters escaped.
        path: String,
    },
    /// The path is not a directory of the checkout.
    #[error("plugin {plugin}: \"{path}\" is not a directory of the repository")]
    NotFound {
        /// The plugin.
        plugin: String,
        /// The path, control characters escaped.
        path: String,
    },
}

/// The skills of `plugin`, whose files are checked out at `repo` with the plugin at
/// `plugin_dir` (relative to `repo`, `""` for its root). Every path is confined to
/// `repo`: an absolute path, a `..` or a link out of it is refused.
pub fn plugin_skills(
    repo: &Path,
    plugin_dir: &str,
    plugin: &Plugin,
) -> Result<Vec<PluginSkill>, PluginPathError> {
    let base = confined(repo, plugin_dir, &plugin.name)?;
    let mut dirs: Vec<String> = Vec::new();
    if plugin.skills.is_empty() {
        let skills_dir = join_rel(&base, "skills");
        if repo.join(&skills_dir).is_dir() {
            for rel in find_skill_dirs(&repo.join(&skills_dir), &WalkLimits::default()).dirs {
                dirs.push(join_rel(&skills_dir, &rel));
            }
        }
    } else {
        for declared in &plugin.skills {
            let rel = confined(repo, &join_rel(&base, declared), &plugin.name)?;
            dirs.push(rel);
        }
    }
    let mut skills = Vec::new();
    for rel in dirs {
        let dir = repo.join(&rel);
        let key = Path::new(&rel)
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        if key.is_empty() || !dir.join(crate::discovery::SKILL_FILE).is_file() {
            continue;
        }
        let (name, description) = skill_summary(&dir);
        skills.push(PluginSkill {
            plugin: plugin.name.clone(),
            name: name
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| key.clone()),
            key,
            description: description.unwrap_or_default(),
            path: rel,
        });
    }
    Ok(skills)
}

/// `path` (relative to `repo`) normalised to a `/`-separated relative path that stays
/// inside `repo` lexically and, once resolved, on disk.
fn confined(repo: &Path, path: &str, plugin: &str) -> Result<String, PluginPathError> {
    let shown = || path.escape_debug().to_string();
    let escapes = || PluginPathError::Escapes {
        plugin: plugin.to_string(),
        path: shown(),
    };
    let mut parts: Vec<&str> = Vec::new();
    for component in Path::new(path).components() {
        match component {
            Component::CurDir => {}
            Component::Normal(part) => parts.push(part.to_str().ok_or_else(escapes)?),
            Component::ParentDir | Component::RootDir | Component::Prefix(_) => {
                return Err(escapes());
            }
        }
    }
    let rel = parts.join("/");
    let full = repo.join(&rel);
    let (Ok(real_repo), Ok(real)) = (repo.canonicalize(), full.canonicalize()) else {
        return Err(PluginPathError::NotFound {
            plugin: plugin.to_string(),
            path: shown(),
        });
    };
    if !real.starts_with(&real_repo) {
        return Err(escapes());
    }
    if !real.is_dir() {
        return Err(PluginPathError::NotFound {
            plugin: plugin.to_string(),
            path: shown(),
        });
    }
    Ok(rel)
}

fn join_rel(base: &str, rel: &str) -> String {
    let rel = rel.trim_start_matches("./");
    match (base.is_empty(), rel.is_empty()) {
        (true, _) => rel.to_string(),
        (false, true) => base.to_string(),
        (false, false) => format!("{base}/{rel}"),
    }
}

fn string(value: Option<&Value>) -> Option<String> {
    value
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
}

fn is_owner_repo(repo: &str) -> bool {
    let mut parts = repo.split('/');
    matches!(
        (parts.next(), parts.next(), parts.next()),
        (Some(owner), Some(name), None) if super::is_safe_segment(owner) && super::is_safe_segment(name)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn skill(root: &Path, rel: &str, description: &str) {
        let dir = root.join(rel);
        fs::create_dir_all(&dir).unwrap();
        fs::write(
            dir.join("SKILL.md"),
            format!("---\ndescription: {description}\n---\nbody\n"),
        )
        .unwrap();
    }

    #[test]
    fn every_source_kind_parses() {
        let json = br#"{"name": "m", "metadata": {"description": "d", "pluginRoot": "./plugins"},
          "plugins": [
            {"name": "a", "source": "./a", "tags": ["x"], "category": "dev", "extra": 1},
            {"name": "b", "source": {"source": "url", "url": "https://git.example/b.git", "sha": "abc123"}},
            {"name": "c", "source": {"source": "git-subdir", "url": "https://git.example/mono.git", "path": "plugins/c", "ref": "main"}},
            {"name": "d", "source": {"source": "github", "repo": "../evil"}},
            {"name": "e", "source": {"source": "git-subdir", "url": "https://git.example/x.git"}},
            {"source": "./nameless"},
            {"name": "f"}
          ]}"#;
        let market = Marketplace::parse(json).unwrap();
        assert_eq!(market.description.as_deref(), Some("d"));
        assert_eq!(market.plugin_root.as_deref(), Some("./plugins"));
        assert_eq!(market.plugin_dir(&market.plugins[0]).as_deref(), Some("a"));
        let mut bare = market.plugins[0].clone();
        bare.source = PluginSource::Path { path: "fmt".into() };
        assert_eq!(market.plugin_dir(&bare).as_deref(), Some("plugins/fmt"));
        assert_eq!(market.plugin_dir(&market.plugins[1]), None);
        let sources: Vec<&PluginSource> = market.plugins.iter().map(|p| &p.source).collect();
        assert_eq!(sources.len(), 6, "the nameless entry is dropped");
        assert_eq!(*sources[0], PluginSource::Path { path: "./a".into() });
        assert_eq!(market.plugins[0].tags, ["x"]);
        let b = sources[1].remote("https://github.com").unwrap();
        assert_eq!(
            (b.url.as_str(), b.git_ref.as_deref()),
            ("https://git.example/b.git", Some("abc123"))
        );
        let c = sources[2].remote("https://github.com").unwrap();
        assert_eq!(c.subdir.as_deref(), Some("plugins/c"));
        assert_eq!(c.git_ref.as_deref(), Some("main"));
        assert!(
            matches!(sources[3], PluginSource::Unsupported { .. }),
            "an unsafe repo is refused"
        );
        assert!(matches!(sources[4], PluginSource::Unsupported { .. }));
        assert_eq!(
            *sources[5],
            PluginSource::Unsupported {
                reason: "missing".into()
            }
        );
    }

    #[test]
    fn malformed_files_say_what_is_wrong() {
        for (bytes, want) in [
            (&b"{"[..], "not valid JSON"),
            (b"[]", "not a JSON object"),
            (b"{\"plugins\": []}", "no \"name\""),
            (b"{\"name\": \"m\"}", "no \"plugins\""),
        ] {
            let err = Marketplace::parse(bytes).unwrap_err().to_string();
            assert!(err.contains(want), "{err}");
        }
    }

    #[test]
    fn declared_and_default_skill_dirs_are_listed() {
        let repo = tempfile::tempdir().unwrap();
        skill(repo.path(), "skills/xlsx", "Spreadsheets");
        skill(repo.path(), "skills/pdf", "PDFs");
        skill(repo.path(), "plugins/docs/skills/docx", "Word");
        let json = br#"{"name": "m", "plugins": [
            {"name": "declared", "source": "./", "skills": ["./skills/xlsx", "./skills/pdf"]},
            {"name": "default", "source": "./plugins/docs"}]}"#;
        let market = Marketplace::parse(json).unwrap();
        let declared = plugin_skills(repo.path(), "", &market.plugins[0]).unwrap();
        let keys: Vec<&str> = declared.iter().map(|s| s.key.as_str()).collect();
        assert_eq!(keys, ["xlsx", "pdf"]);
        assert_eq!(declared[1].description, "PDFs");
        let default = plugin_skills(repo.path(), "plugins/docs", &market.plugins[1]).unwrap();
        assert_eq!(default.len(), 1);
        assert_eq!(default[0].path, "plugins/docs/skills/docx");
    }

    #[test]
    fn paths_that_leave_the_repository_are_refused() {
        let outer = tempfile::tempdir().unwrap();
        let repo = outer.path().join("repo");
        skill(&repo, "skills/ok", "fine");
        skill(outer.path(), "outside", "not ours");
        let plugin = |skills: &[&str]| Plugin {
            name: "p".into(),
            description: None,
            category: None,
            tags: Vec::new(),
            source: PluginSource::Path { path: "./".into() },
            skills: skills.iter().map(|s| s.to_string()).collect(),
        };
        for bad in ["../outside", "/etc", "skills/../../outside"] {
            let err = plugin_skills(&repo, "", &plugin(&[bad])).unwrap_err();
            assert!(
                matches!(err, PluginPathError::Escapes { .. }),
                "{bad}: {err}"
            );
        }
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(outer.path().join("outside"), repo.join("skills/link"))
                .unwrap();
            let err = plugin_skills(&repo, "", &plugin(&["./skills/link"])).unwrap_err();
            assert!(matches!(err, PluginPathError::Escapes { .. }), "{err}");
        }
        let err = plugin_skills(&repo, "", &plugin(&["./skills/missing"])).unwrap_err();
        assert!(matches!(err, PluginPathError::NotFound { .. }));
    }

    #[test]
    fn read_finds_the_file_in_a_checkout() {
        let repo = tempfile::tempdir().unwrap();
        assert!(matches!(
            Marketplace::read(repo.path()),
            Err(MarketplaceError::Missing { .. })
        ));
        fs::create_dir(repo.path().join(".claude-plugin")).unwrap();
        fs::write(
            repo.path().join(MARKETPLACE_FILE),
            r#"{"name": "m", "plugins": []}"#,
        )
        .unwrap();
        assert_eq!(Marketplace::read(repo.path()).unwrap().name, "m");
        assert_eq!(
            Marketplace::read(&repo.path().join(MARKETPLACE_FILE))
                .unwrap()
                .name,
            "m"
        );
    }
}
