//! Registry refs (`<namespace>/<category>/<name>`): one bounded `GET
//! <registry>/skills/<ref>` of a small JSON index entry, `{"clone_url" | "url": …,
//! "path"?: …, "ref"?: …}`, which names the git repository (and the directory and ref in
//! it) the skill is then cloned from like any git source (spec G.3).
//!
//! The base is `https://skills.lemon.agent` unless `LEMON_REGISTRY_URL` is set; the
//! request has a deadline (`LEMON_REGISTRY_TIMEOUT_SECS`, default 30 s) and the answer a
//! size bound. The HTTP client is `ureq` (blocking, rustls on ring): this crate is
//! synchronous, and the one GET does not justify an async runtime.

use std::time::Duration;

use lemon_core::paths::Env;
use serde_json::Value;

use super::git::shown;

/// The variable that replaces the registry's base URL.
pub const REGISTRY_URL_VAR: &str = "LEMON_REGISTRY_URL";
/// The default registry.
pub const DEFAULT_REGISTRY_URL: &str = "https://skills.lemon.agent";
/// The variable that sets the request deadline, in seconds.
pub const TIMEOUT_VAR: &str = "LEMON_REGISTRY_TIMEOUT_SECS";
const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);
/// An index entry is a few hundred bytes; anything near this is not one.
const MAX_INDEX_BYTES: u64 = 256 * 1024;

/// What the registry says about a ref.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resolved {
    /// The repository to clone.
    pub clone_url: String,
    /// The skill's directory in it.
    pub subdir: Option<String>,
    /// The branch, tag or commit to clone.
    pub reference: Option<String>,
}

/// Why a ref could not be resolved.
#[derive(Debug, thiserror::Error)]
pub enum RegistryError {
    /// The configured base is not an http(s) URL.
    #[error("the registry URL {0} is not an http:// or https:// URL (set {REGISTRY_URL_VAR})")]
    BadBase(String),
    /// The request failed (connection, TLS, deadline).
    #[error("cannot reach the registry at {url}: {why}")]
    Transport {
        /// The URL asked (credentials removed).
        url: String,
        /// Why.
        why: String,
    },
    /// The registry answered with an error status.
    #[error("the registry answered {status} for {url}")]
    Status {
        /// The URL asked.
        url: String,
        /// The HTTP status.
        status: u16,
    },
    /// The answer is not an index entry.
    #[error("the registry's answer for {reference} is not a skill entry: {why}")]
    BadAnswer {
        /// The ref.
        reference: String,
        /// What is wrong.
        why: String,
    },
    /// The entry names no repository.
    #[error("the registry entry of {reference} has no clone_url or url")]
    NoCloneUrl {
        /// The ref.
        reference: String,
    },
}

/// Asks the registry of `env` where `reference` lives.
pub fn resolve(env: &Env, reference: &str) -> Result<Resolved, RegistryError> {
    // The ref was checked to be `[A-Za-z0-9_-]` segments: nothing to escape.
    let body = get(env, &format!("skills/{reference}"), MAX_INDEX_BYTES)?;
    parse_entry(reference, &body)
}

/// The configured registry's base URL (`LEMON_REGISTRY_URL`, else the default), without
/// a trailing `/`; refused unless http(s).
pub fn base_url(env: &Env) -> Result<String, RegistryError> {
    let base = env
        .get(REGISTRY_URL_VAR)
        .and_then(|v| v.to_str())
        .unwrap_or(DEFAULT_REGISTRY_URL)
        .trim_end_matches('/')
        .to_string();
    let lower = base.to_ascii_lowercase();
    if !(lower.starts_with("https://") || lower.starts_with("http://")) {
        return Err(RegistryError::BadBase(shown(&base)));
    }
    Ok(base)
}

/// One bounded GET of `<base>/<path>` under the registry deadline; the body of a 2xx.
fn get(env: &Env, path: &str, max_bytes: u64) -> Result<Vec<u8>, RegistryError> {
    let base = base_url(env)?;
    let timeout = env
        .get(TIMEOUT_VAR)
        .and_then(|v| v.to_str())
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s > 0.0)
        .map(Duration::from_secs_f64)
        .unwrap_or(DEFAULT_TIMEOUT);
    let url = format!("{base}/{path}");
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(timeout))
        .http_status_as_error(false)
        .max_redirects(3)
        .build()
        .into();
    let transport = |e: ureq::Error| RegistryError::Transport {
        url: shown(&url),
        why: lemon_core::text::flatten_line(&e.to_string()).into_owned(),
    };
    let mut response = agent
        .get(&url)
        .header("Accept", "application/json")
        .call()
        .map_err(transport)?;
    let status = response.status().as_u16();
    if !(200..300).contains(&status) {
        return Err(RegistryError::Status {
            url: shown(&url),
            status,
        });
    }
    response
        .body_mut()
        .with_config()
        .limit(max_bytes)
        .read_to_vec()
        .map_err(transport)
}

/// The largest `index.json` read.
pub const MAX_LISTING_BYTES: u64 = 16 * 1024 * 1024;
/// The most entries taken from one listing.
pub const MAX_LISTING_ENTRIES: usize = 100_000;
/// The longest name or description kept from a listing entry, in characters.
const MAX_LISTING_TEXT: usize = 1_024;

/// One skill the registry lists in its `index.json`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Listed {
    /// The registry ref (`<namespace>/<category>/<name>`), what `lemon skill install` takes.
    #[serde(rename = "ref")]
    pub reference: String,
    /// Its `name`, else the ref's last segment.
    pub name: String,
    /// Its `description`.
    pub description: String,
    /// Its `tags`.
    pub tags: Vec<String>,
}

/// What the registry lists: `GET <base>/index.json`, a static file of the form
/// `{"skills": [{"ref": "<namespace>/<category>/<name>", "name"?, "description"?,
/// "tags"?: [..]}]}`. Entries whose `ref` is not a registry ref are skipped (the count
/// is returned beside the list), text is flattened to one line and bounded.
///
/// ```
/// use lemon_skills::install::registry::parse_listing;
/// let (listed, skipped) = parse_listing(br#"{"skills": [
///   {"ref": "acme/docs/pdf", "description": "Fill PDF forms", "tags": ["pdf"]},
///   {"ref": "../../etc"}]}"#).unwrap();
/// assert_eq!((listed[0].name.as_str(), skipped), ("pdf", 1));
/// ```
pub fn listing(env: &Env) -> Result<(Vec<Listed>, usize), RegistryError> {
    parse_listing(&get(env, "index.json", MAX_LISTING_BYTES)?)
}

/// Reads an `index.json` body (see [`listing`]).
pub fn parse_listing(body: &[u8]) -> Result<(Vec<Listed>, usize), RegistryError> {
    let bad = |why: String| RegistryError::BadAnswer {
        reference: "index.json".into(),
        why,
    };
    let value: Value = serde_json::from_slice(body).map_err(|e| bad(e.to_string()))?;
    let skills = value
        .get("skills")
        .and_then(Value::as_array)
        .ok_or_else(|| bad("it has no `skills` array".into()))?;
    let text = |v: Option<&Value>| -> String {
        let s = v.and_then(Value::as_str).unwrap_or_default();
        let flat = lemon_core::text::flatten_line(s.trim());
        flat.chars().take(MAX_LISTING_TEXT).collect()
    };
    let mut listed = Vec::new();
    let mut skipped = 0;
    for entry in skills.iter().take(MAX_LISTING_ENTRIES) {
        let reference = entry.get("ref").and_then(Value::as_str).unwrap_or_default();
        if !super::source::is_registry_ref(reference) {
            skipped += 1;
            continue;
        }
        let name = text(entry.get("name"));
        listed.push(Listed {
            reference: reference.to_string(),
            name: if name.is_empty() {
                reference.rsplit('/').next().unwrap_or_default().to_string()
            } else {
                name
            },
            description: text(entry.get("description")),
            tags: entry
                .get("tags")
                .and_then(Value::as_array)
                .map(|t| {
                    t.iter()
                        .take(64)
                        .map(|v| text(Some(v)))
                        .filter(|t| !t.is_empty())
                        .collect()
                })
                .unwrap_or_default(),
        });
    }
    skipped += skills.len().saturating_sub(MAX_LISTING_ENTRIES);
    Ok((listed, skipped))
}

/// The listed skills that fit `query`, best first (at most `max`), ranked by the
/// catalog's own relevance ranker over name, tags and description, so a request no
/// listed skill covers gets nothing rather than a weak match.
pub fn discover(listed: &[Listed], query: &str, max: usize) -> Vec<usize> {
    use crate::entry::{Entry, Scope, SkillLocation};
    let entries: Vec<Entry> = listed
        .iter()
        .map(|l| Entry {
            key: l
                .reference
                .rsplit('/')
                .next()
                .unwrap_or_default()
                .to_string(),
            name: l.name.clone(),
            description: l.description.clone(),
            scope: Scope::Global,
            // Not on disk: the ranker reads only the text fields.
            location: SkillLocation::builtin(l.reference.clone()),
            manifest: crate::Manifest {
                tags: l.tags.clone(),
                ..crate::Manifest::default()
            },
            body: String::new(),
        })
        .collect();
    let index = crate::relevance::SearchIndex::build(&entries);
    index
        .rank(query, max, |_| true)
        .hits
        .iter()
        .map(|h| h.index)
        .collect()
}

/// Reads an index entry.
fn parse_entry(reference: &str, body: &[u8]) -> Result<Resolved, RegistryError> {
    let bad = |why: String| RegistryError::BadAnswer {
        reference: reference.to_string(),
        why,
    };
    let value: Value = serde_json::from_slice(body).map_err(|e| bad(e.to_string()))?;
    if !value.is_object() {
        return Err(bad("not a JSON object".into()));
    }
    let text = |key: &str| -> Result<Option<String>, RegistryError> {
        match value.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) if !s.trim().is_empty() => Ok(Some(s.trim().to_string())),
            Some(_) => Err(bad(format!("`{key}` is not a non-empty string"))),
        }
    };
    let clone_url = match text("clone_url")? {
        Some(u) => u,
        None => text("url")?.ok_or_else(|| RegistryError::NoCloneUrl {
            reference: reference.to_string(),
        })?,
    };
    Ok(Resolved {
        clone_url,
        subdir: text("path")?,
        reference: text("ref")?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_name_a_repository() {
        let r = parse_entry(
            "a/b/c",
            br#"{"url": "https://h/r.git", "path": "skills/c"}"#,
        )
        .unwrap();
        assert_eq!(r.clone_url, "https://h/r.git");
        assert_eq!(r.subdir.as_deref(), Some("skills/c"));
        let r = parse_entry(
            "a/b/c",
            br#"{"clone_url": "file:///x", "url": "ignored", "ref": "v1"}"#,
        )
        .unwrap();
        assert_eq!(r.clone_url, "file:///x");
        assert_eq!(r.reference.as_deref(), Some("v1"));
        assert!(matches!(
            parse_entry("a/b/c", br#"{"name": "c"}"#),
            Err(RegistryError::NoCloneUrl { .. })
        ));
        assert!(parse_entry("a/b/c", b"[1]").is_err());
        assert!(parse_entry("a/b/c", br#"{"url": 3}"#).is_err());
    }

    #[test]
    fn the_base_must_be_http() {
        let env = Env::empty().with(REGISTRY_URL_VAR, "file:///etc");
        assert!(matches!(
            resolve(&env, "a/b/c"),
            Err(RegistryError::BadBase(_))
        ));
    }
}
