//! Where the catalogs come from, shared by `lemon skill hermes`, `lemon skill
//! marketplace` and `lemon skill browse`: the Hermes checkout (`--hermes DIR|URL`, else
//! `LEMON_HERMES_URL`, else the public repository), a marketplace's repository, and the browser's items built from
//! both with every text field made safe for a terminal.

use std::path::{Path, PathBuf};

use lemon_skills::catalog::hermes::{self, Filter, HermesSkill};
use lemon_skills::catalog::marketplace::{Marketplace, PluginSkill, plugin_skills};

use crate::Ctx;
use crate::error::CliError;
use crate::output::inline;
use crate::skill::browse::Item;

/// A Hermes checkout to read: a local directory used as it is, or a shallow clone that
/// is removed when this value is dropped.
pub struct HermesCheckout {
    pub path: PathBuf,
    temporary: bool,
}

impl Drop for HermesCheckout {
    fn drop(&mut self) {
        if self.temporary {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

/// The Hermes repository to read: `flag`, else `LEMON_HERMES_URL` (the variable the
/// installer uses for `hermes:` ids), else the public repository. A directory holding
/// `skills/` or `optional-skills/` is read in place; anything else is cloned shallowly
/// with git (as `lemon skill install hermes:…` does) into a temporary directory.
pub fn hermes_checkout(ctx: &Ctx, flag: Option<&str>) -> Result<HermesCheckout, CliError> {
    let env = lemon_core::paths::Env::from_process();
    let repo = flag
        .map(str::to_string)
        .unwrap_or_else(|| lemon_skills::install::source::hermes_url(&env));
    let local = lemon_core::paths::absolutize(Path::new(&repo), &ctx.cwd);
    if ["skills", "optional-skills"]
        .iter()
        .any(|d| local.join(d).is_dir())
    {
        return Ok(HermesCheckout {
            path: local,
            temporary: false,
        });
    }
    let git = lemon_skills::install::git::Git::from_env(&env).map_err(|e| {
        CliError::from_error(&e).hint("install git, or point --hermes at a local checkout")
    })?;
    let dest = std::env::temp_dir().join(format!(
        "lemon-hermes-{}-{}",
        std::process::id(),
        lemon_core::time::now_secs()
    ));
    let checkout = HermesCheckout {
        path: dest,
        temporary: true,
    };
    git.clone_at(&repo, None, &checkout.path).map_err(|e| {
        CliError::from_error(&e).hint(format!(
            "point --hermes or {} at a local checkout of {}",
            lemon_skills::install::source::HERMES_URL_VAR,
            hermes::DEFAULT_REPOSITORY
        ))
    })?;
    Ok(checkout)
}

/// The Hermes catalog of `checkout`, filtered.
pub fn hermes_catalog(checkout: &Path, filter: &Filter) -> Result<Vec<HermesSkill>, CliError> {
    hermes::catalog(checkout, filter).map_err(|e| {
        CliError::failure(e.to_string()).hint(format!(
            "a checkout of {} has skills/ and optional-skills/",
            hermes::DEFAULT_REPOSITORY
        ))
    })
}

/// A marketplace given on the command line: the repository directory holding
/// `.claude-plugin/marketplace.json`, or that file itself.
pub fn marketplace_root(ctx: &Ctx, source: &str) -> Result<(PathBuf, Marketplace), CliError> {
    let path = lemon_core::paths::absolutize(Path::new(source), &ctx.cwd);
    let market = Marketplace::read(&path).map_err(|e| {
        CliError::failure(inline(&e.to_string()))
            .hint("SOURCE is a repository directory holding .claude-plugin/marketplace.json, or that file")
    })?;
    // The repository is the directory the `.claude-plugin/` directory sits in.
    let repo = if path.is_file() {
        path.parent()
            .and_then(Path::parent)
            .map(Path::to_path_buf)
            .unwrap_or_else(|| path.clone())
    } else {
        path
    };
    Ok((repo, market))
}

/// What a marketplace offers, plugin by plugin: the skills of plugins inside its own
/// repository, or why a plugin's skills are not listed (it lives in another repository,
/// or its source is not one Lemon installs, or its paths are bad).
pub fn marketplace_skills(
    repo: &Path,
    market: &Marketplace,
) -> Vec<(usize, Result<Vec<PluginSkill>, String>)> {
    // `github` sources clone from the same base as the installer's `gh:` sources.
    let github =
        lemon_skills::install::source::github_base(&lemon_core::paths::Env::from_process());
    market
        .plugins
        .iter()
        .enumerate()
        .map(|(i, plugin)| {
            let listed = match market.plugin_dir(plugin) {
                Some(dir) => plugin_skills(repo, &dir, plugin).map_err(|e| e.to_string()),
                None => Err(match plugin.source.remote(&github) {
                    Some(remote) => format!(
                        "in another repository: {}{}",
                        lemon_core::redact::redact_url(&remote.url),
                        remote
                            .subdir
                            .map(|s| format!(" (path {s})"))
                            .unwrap_or_default()
                    ),
                    None => "its source is not a path or a git repository".to_string(),
                }),
            };
            (i, listed)
        })
        .collect()
}

/// The browser's items: the Hermes catalog (when a checkout is given or configured)
/// and the skills of each marketplace.
pub fn browse_items(
    ctx: &Ctx,
    hermes_flag: Option<&str>,
    marketplaces: &[String],
) -> Result<Vec<Item>, CliError> {
    let mut items = Vec::new();
    let hermes_configured = hermes_flag.is_some()
        || std::env::var_os(lemon_skills::install::source::HERMES_URL_VAR).is_some();
    if hermes_configured || marketplaces.is_empty() {
        let checkout = hermes_checkout(ctx, hermes_flag)?;
        for skill in hermes_catalog(&checkout.path, &Filter::default())? {
            items.push(Item {
                source: skill.id.clone(),
                key: inline(&skill.key),
                name: inline(&skill.name),
                category: inline(&skill.category),
                description: inline(&skill.description),
                origin: format!("hermes {}", skill.collection.as_str()),
            });
        }
    }
    for source in marketplaces {
        let (repo, market) = marketplace_root(ctx, source)?;
        for (i, listed) in marketplace_skills(&repo, &market) {
            let plugin = &market.plugins[i];
            let Ok(skills) = listed else { continue };
            for skill in skills {
                items.push(Item {
                    source: repo.join(&skill.path).display().to_string(),
                    key: inline(&skill.key),
                    name: inline(&skill.name),
                    category: inline(plugin.category.as_deref().unwrap_or(&plugin.name)),
                    description: inline(&skill.description),
                    origin: inline(&format!("marketplace {}/{}", market.name, plugin.name)),
                });
            }
        }
    }
    Ok(items)
}
