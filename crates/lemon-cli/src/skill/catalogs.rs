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

/// A catalog's repository to read (Hermes, a marketplace): a local directory used as it
/// is, or a shallow clone that is removed when this value is dropped.
pub struct Checkout {
    pub path: PathBuf,
    pub temporary: bool,
}

impl Drop for Checkout {
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
pub fn hermes_checkout(ctx: &Ctx, flag: Option<&str>) -> Result<Checkout, CliError> {
    let env = lemon_core::paths::Env::from_process();
    let repo = flag
        .map(str::to_string)
        .unwrap_or_else(|| lemon_skills::install::source::hermes_url(&env));
    let local = lemon_core::paths::absolutize(Path::new(&repo), &ctx.cwd);
    if ["skills", "optional-skills"]
        .iter()
        .any(|d| local.join(d).is_dir())
    {
        return Ok(Checkout {
            path: local,
            temporary: false,
        });
    }
    let git = lemon_skills::install::git::Git::from_env(&env).map_err(|e| {
        CliError::from_error(&e).hint("install git, or point --hermes at a local checkout")
    })?;
    let checkout = temporary_checkout("hermes");
    git.clone_at(&repo, None, &checkout.path).map_err(|e| {
        CliError::from_error(&e).hint(format!(
            "point --hermes or {} at a local checkout of {}",
            lemon_skills::install::source::HERMES_URL_VAR,
            hermes::DEFAULT_REPOSITORY
        ))
    })?;
    Ok(checkout)
}

/// A fresh temporary directory for a clone, removed with the value.
fn temporary_checkout(what: &str) -> Checkout {
    Checkout {
        path: std::env::temp_dir().join(format!(
            "lemon-{what}-{}-{}",
            std::process::id(),
            lemon_skills::install::stage::unique()
        )),
        temporary: true,
    }
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
/// `.claude-plugin/marketplace.json`, that file itself, or a git source
/// (`https://…`, `git@…`, `gh:owner/repo[/path][@ref]`) cloned shallowly into a temporary
/// directory that lives as long as the returned [`Checkout`].
pub fn marketplace_root(
    ctx: &Ctx,
    source: &str,
) -> Result<(Checkout, PathBuf, Marketplace), CliError> {
    let hint = "SOURCE is a repository (a directory or a git source) holding \
                .claude-plugin/marketplace.json, or that file";
    let mut path = lemon_core::paths::absolutize(Path::new(source), &ctx.cwd);
    let mut checkout = Checkout {
        path: path.clone(),
        temporary: false,
    };
    if !path.exists() {
        let env = lemon_core::paths::Env::from_process().with_working_dir(&ctx.cwd);
        let spec = lemon_skills::install::source::parse(source, None, None, &env)
            .map_err(|e| CliError::failure(inline(&e.to_string())).hint(hint))?;
        if let lemon_skills::install::source::Source::Git { url, .. } = &spec.source {
            let git = lemon_skills::install::git::Git::from_env(&env).map_err(|e| {
                CliError::from_error(&e).hint("install git, or give a local checkout")
            })?;
            checkout = temporary_checkout("marketplace");
            git.clone_at(url, spec.reference.as_deref(), &checkout.path)
                .map_err(|e| CliError::from_error(&e).hint(hint))?;
            path = match &spec.subdir {
                Some(sub) => checkout.path.join(sub),
                None => checkout.path.clone(),
            };
        }
    }
    let market = Marketplace::read(&path)
        .map_err(|e| CliError::failure(inline(&e.to_string())).hint(hint))?;
    // The repository is the directory the `.claude-plugin/` directory sits in.
    let repo = if path.is_file() {
        path.parent()
            .and_then(Path::parent)
            .map(Path::to_path_buf)
            .unwrap_or_else(|| path.clone())
    } else {
        path
    };
    Ok((checkout, repo, market))
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
        let (checkout, repo, market) = marketplace_root(ctx, source)?;
        if checkout.temporary {
            // The browser installs an item from its directory after this returns, so
            // only checkouts that outlive it are offered.
            return Err(CliError::usage(format!(
                "--marketplace {} is not a local checkout",
                inline(source)
            ))
            .hint("clone it first, or install from it with `lemon skill install SOURCE --plugin NAME`"));
        }
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
