//! Install sources: what `lemon skill install SOURCE` accepts, parsed into a [`Source`]
//! before anything is fetched (spec G.1, extended with `file://`, `--path` and `--ref`).
//!
//! | Input | Source |
//! |---|---|
//! | `/abs`, `./rel`, `../rel` | [`Source::Local`] (relative to the caller's working directory) |
//! | `git+<url>`, `git@host:path`, `https://`, `http://`, `file://` | [`Source::Git`] |
//! | `gh:<owner>/<repo>[/path][@ref]` | [`Source::Git`] on `<github base>/<owner>/<repo>.git` |
//! | `<namespace>/<category>/<name>` | [`Source::Registry`]: resolved by the registry's index ([`super::registry`]), then cloned |
//! | `hermes:<bundled\|optional>/<category…>/<skill>` | [`Source::Hermes`]: `skills/…` or `optional-skills/…` of the Hermes repository |
//!
//! The GitHub base URL is `https://github.com` unless `LEMON_GITHUB_URL` is set in the
//! [`Env`] (tests point it at a directory of bare repositories over `file://`); the
//! Hermes repository is `<github base>/NousResearch/hermes-agent.git` unless
//! `LEMON_HERMES_URL` names another.

use std::path::{Component, Path, PathBuf};

use lemon_core::paths::Env;

use crate::catalog::hermes::{HermesId, HermesIdError};
use crate::catalog::is_safe_segment;

/// The variable that replaces `https://github.com` for `gh:` sources.
pub const GITHUB_URL_VAR: &str = "LEMON_GITHUB_URL";
/// The default base of `gh:` sources.
pub const DEFAULT_GITHUB_URL: &str = "https://github.com";
/// The variable that replaces the Hermes repository URL (a git URL, or the path of a
/// local clone).
pub const HERMES_URL_VAR: &str = "LEMON_HERMES_URL";

/// The Hermes repository: `LEMON_HERMES_URL`, else `<github base>/NousResearch/hermes-agent.git`.
pub fn hermes_url(env: &Env) -> String {
    if let Some(u) = env.get(HERMES_URL_VAR).and_then(|v| v.to_str()) {
        return u.to_string();
    }
    format!("{}/NousResearch/hermes-agent.git", github_base(env))
}

/// The base `gh:` and `github` sources are cloned from: `LEMON_GITHUB_URL`, else
/// `https://github.com`, without a trailing `/`.
pub fn github_base(env: &Env) -> String {
    env.get(GITHUB_URL_VAR)
        .and_then(|v| v.to_str())
        .unwrap_or(DEFAULT_GITHUB_URL)
        .trim_end_matches('/')
        .to_string()
}

/// Where a skill comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// A directory on this machine.
    Local {
        /// Absolute, lexically normalised.
        path: PathBuf,
    },
    /// A git repository, cloned shallowly with the `git` program.
    Git {
        /// What `git clone` is given.
        url: String,
        /// The canonical id recorded in the lockfile (`owner/repo` for `gh:`).
        id: String,
    },
    /// A registry reference `<namespace>/<category>/<name>`, resolved over HTTP to a
    /// git repository.
    Registry {
        /// The reference as given.
        reference: String,
    },
    /// A Hermes catalog id: one directory of the Hermes repository.
    Hermes {
        /// The id as given, `hermes:` included.
        id: String,
        /// The repository cloned.
        url: String,
        /// The skill's directory in it (`skills/<category…>/<skill>` or
        /// `optional-skills/…`).
        path: String,
    },
}

impl Source {
    /// `local`, `git`, `registry` (the lockfile's `source_kind`; Hermes is `git`).
    pub fn kind(&self) -> &'static str {
        match self {
            Source::Local { .. } => "local",
            Source::Git { .. } | Source::Hermes { .. } => "git",
            Source::Registry { .. } => "registry",
        }
    }

    /// `trusted` for local paths, `official` for `official/…` registry refs and
    /// Hermes ids, `community` otherwise (spec G.9).
    pub fn trust_level(&self) -> &'static str {
        match self {
            Source::Local { .. } => "trusted",
            Source::Registry { reference } if reference.starts_with("official/") => "official",
            Source::Hermes { .. } => "official",
            _ => "community",
        }
    }

    /// The canonical id (spec G.1).
    pub fn id(&self) -> String {
        match self {
            Source::Local { path } => path.display().to_string(),
            Source::Git { id, .. } => id.clone(),
            Source::Registry { reference } => reference.clone(),
            Source::Hermes { id, .. } => id.clone(),
        }
    }
}

/// A parsed `SOURCE` with the subdirectory and ref it carries or was given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceSpec {
    /// The source as given, trimmed (what the lockfile keeps for `update`).
    pub input: String,
    /// Where it points.
    pub source: Source,
    /// A subdirectory inside the source (`--path`, or `gh:o/r/path`), `/`-separated,
    /// without `.`/`..` components.
    pub subdir: Option<String>,
    /// The branch, tag or commit to fetch (`--ref`, or `gh:o/r@ref`).
    pub reference: Option<String>,
}

/// Why a source string was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SourceError {
    /// Nothing recognisable.
    #[error(
        "cannot resolve skill source \"{0}\": use a path (/abs, ./rel, ../rel), a git URL \
         (https://, http://, file://, git@, git+<url>) or gh:<owner>/<repo>"
    )]
    Unrecognised(String),
    /// `builtin` is not installable.
    #[error("built-in skills are part of lemon and cannot be installed")]
    Builtin,
    /// A malformed `gh:` id.
    #[error("invalid GitHub source \"{0}\": expected gh:<owner>/<repo>[/path][@ref]")]
    BadGitHub(String),
    /// A subdirectory that leaves the source (`..`, absolute) or is not valid.
    #[error("invalid subdirectory \"{0}\": give a relative path inside the source, without '..'")]
    BadSubdir(String),
    /// A malformed `hermes:` id.
    #[error(transparent)]
    BadHermes(#[from] HermesIdError),
    /// A ref that git would read as an option or that is not a valid ref name.
    #[error("invalid ref \"{0}\": give a branch, tag or commit name")]
    BadRef(String),
    /// Both the source and the flag give a value.
    #[error("{what} is given twice (in the source and as --{flag}); give it once")]
    Conflict {
        /// `a subdirectory` / `a ref`.
        what: &'static str,
        /// The flag name.
        flag: &'static str,
    },
}

/// Parses `input` (with `--path` and `--ref` values) against `env` (its working
/// directory resolves relative paths; `LEMON_GITHUB_URL` sets the `gh:` base).
///
/// ```
/// use lemon_core::paths::Env;
/// use lemon_skills::install::source::{parse, Source};
/// let env = Env::empty().with_working_dir("/work");
/// let spec = parse("gh:acme/skills/tools/pdf@v2", None, None, &env).unwrap();
/// assert_eq!(spec.source, Source::Git { url: "https://github.com/acme/skills.git".into(), id: "acme/skills".into() });
/// assert_eq!(spec.subdir.as_deref(), Some("tools/pdf"));
/// assert_eq!(spec.reference.as_deref(), Some("v2"));
/// let local = parse("./my-skill", None, None, &env).unwrap();
/// assert_eq!(local.source, Source::Local { path: "/work/my-skill".into() });
/// ```
pub fn parse(
    input: &str,
    subdir: Option<&str>,
    reference: Option<&str>,
    env: &Env,
) -> Result<SourceSpec, SourceError> {
    let input = input.trim();
    let source = route(input, env)?;
    // Credentials in a URL are used for the clone and never shown or recorded.
    let shown = match &source {
        Source::Git { .. } => lemon_core::redact::redact_url(input).into_owned(),
        _ => input.to_string(),
    };
    let mut spec = SourceSpec {
        input: shown,
        source,
        subdir: None,
        reference: None,
    };
    if let Source::Hermes { path, .. } = &spec.source {
        if subdir.is_some() {
            return Err(SourceError::Conflict {
                what: "a subdirectory",
                flag: "path",
            });
        }
        spec.subdir = Some(path.clone());
    }
    if let Source::Git { .. } = spec.source
        && let Some(rest) = input.strip_prefix("gh:")
    {
        let (path, at) = match rest.split_once('@') {
            Some((p, r)) => (p, Some(r)),
            None => (rest, None),
        };
        let inner: Vec<&str> = path.split('/').skip(2).collect();
        if !inner.is_empty() {
            spec.subdir = Some(inner.join("/"));
        }
        spec.reference = at.map(str::to_string);
    }
    if let Some(s) = subdir {
        if spec.subdir.is_some() {
            return Err(SourceError::Conflict {
                what: "a subdirectory",
                flag: "path",
            });
        }
        spec.subdir = Some(s.to_string());
    }
    if let Some(r) = reference {
        if spec.reference.is_some() {
            return Err(SourceError::Conflict {
                what: "a ref",
                flag: "ref",
            });
        }
        spec.reference = Some(r.to_string());
    }
    if let Some(s) = spec.subdir.take() {
        spec.subdir = normalise_subdir(&s)?;
    }
    if let Some(r) = &spec.reference {
        check_ref(r)?;
    }
    Ok(spec)
}

fn route(input: &str, env: &Env) -> Result<Source, SourceError> {
    if input == "builtin" {
        return Err(SourceError::Builtin);
    }
    if let Some(url) = input.strip_prefix("git+") {
        if url.is_empty() || url.starts_with('-') {
            return Err(SourceError::Unrecognised(input.to_string()));
        }
        return Ok(Source::Git {
            url: url.to_string(),
            id: lemon_core::redact::redact_url(url).into_owned(),
        });
    }
    if input.starts_with("git@") {
        return Ok(Source::Git {
            url: input.to_string(),
            id: input.to_string(),
        });
    }
    if let Some(rest) = input.strip_prefix("gh:") {
        let path = rest.split_once('@').map_or(rest, |(p, _)| p);
        let mut parts = path.split('/');
        let owner = parts.next().unwrap_or("");
        let repo = parts.next().unwrap_or("");
        if !is_safe_segment(owner) || !is_safe_segment(repo) {
            return Err(SourceError::BadGitHub(input.to_string()));
        }
        let repo = repo.strip_suffix(".git").unwrap_or(repo);
        return Ok(Source::Git {
            url: format!("{}/{owner}/{repo}.git", github_base(env)),
            id: format!("{owner}/{repo}"),
        });
    }
    if input.starts_with("hermes:") {
        let id = HermesId::parse(input)?;
        return Ok(Source::Hermes {
            id: id.to_string(),
            url: hermes_url(env),
            path: id.path(),
        });
    }
    for scheme in ["https://", "http://", "file://"] {
        if input.len() > scheme.len() && input[..scheme.len()].eq_ignore_ascii_case(scheme) {
            return Ok(Source::Git {
                url: input.to_string(),
                id: lemon_core::redact::redact_url(input).into_owned(),
            });
        }
    }
    if input.starts_with('/') {
        return Ok(Source::Local {
            path: normalise(Path::new(input)),
        });
    }
    if input.starts_with("./") || input.starts_with("../") || input == "." || input == ".." {
        let base = env.working_dir().unwrap_or(Path::new("/"));
        return Ok(Source::Local {
            path: normalise(&base.join(input)),
        });
    }
    if is_registry_ref(input) {
        return Ok(Source::Registry {
            reference: input.to_string(),
        });
    }
    Err(SourceError::Unrecognised(input.to_string()))
}

/// A registry ref: three or more `/`-separated segments of ASCII letters, digits, `_`
/// and `-` (`<namespace>/<category>/<name>`).
///
/// ```
/// use lemon_skills::install::source::is_registry_ref;
/// assert!(is_registry_ref("acme/docs/pdf"));
/// assert!(!is_registry_ref("acme/pdf") && !is_registry_ref("a/../b") && !is_registry_ref("a//b/c"));
/// ```
pub fn is_registry_ref(input: &str) -> bool {
    let segments: Vec<&str> = input.split('/').collect();
    segments.len() >= 3
        && segments.iter().all(|s| {
            !s.is_empty()
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
        })
}

/// Removes `.` and resolves `..` lexically (no symlinks followed).
fn normalise(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other.as_os_str()),
        }
    }
    out
}

fn normalise_subdir(s: &str) -> Result<Option<String>, SourceError> {
    let bad = || SourceError::BadSubdir(s.to_string());
    if s.starts_with('/') || s.contains(['\\', '\0']) {
        return Err(bad());
    }
    let mut parts = Vec::new();
    for part in s.split('/') {
        match part {
            "" | "." => {}
            ".." => return Err(bad()),
            p => parts.push(p),
        }
    }
    Ok((!parts.is_empty()).then(|| parts.join("/")))
}

fn check_ref(r: &str) -> Result<(), SourceError> {
    let bad = r.is_empty()
        || r.starts_with('-')
        || r.contains("..")
        || r.len() > 255
        || r.chars()
            .any(|c| c.is_control() || c.is_whitespace() || "~^:?*[\\".contains(c));
    if bad {
        return Err(SourceError::BadRef(r.to_string()));
    }
    Ok(())
}

/// Whether a ref names a full commit (40 hex digits): fetched by id, not cloned by name.
pub fn is_commit_id(r: &str) -> bool {
    r.len() == 40 && r.bytes().all(|b| b.is_ascii_hexdigit())
}

/// The key a source installs as when it is a single skill: the last segment of the
/// subdirectory if any, else of the canonical id, without a trailing `.git` (spec G.2).
pub fn derived_key(spec: &SourceSpec) -> String {
    let base = match &spec.subdir {
        Some(s) => s.clone(),
        None => spec.source.id(),
    };
    let base = base.trim_end_matches('/');
    let last = base.rsplit(['/', ':']).next().unwrap_or(base);
    last.strip_suffix(".git").unwrap_or(last).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env() -> Env {
        Env::empty().with_working_dir("/w/p")
    }

    fn p(s: &str) -> Result<SourceSpec, SourceError> {
        parse(s, None, None, &env())
    }

    #[test]
    fn routes_every_form() {
        assert_eq!(
            p("../x/./y").unwrap().source,
            Source::Local {
                path: "/w/x/y".into()
            }
        );
        assert_eq!(p("/a/b").unwrap().source.kind(), "local");
        assert_eq!(p("/a/b").unwrap().source.trust_level(), "trusted");
        for g in [
            "https://example.com/r.git",
            "http://h/r",
            "file:///tmp/r.git",
            "git@github.com:o/r.git",
            "git+ssh://h/r",
        ] {
            let s = p(g).unwrap();
            assert_eq!(s.source.kind(), "git", "{g}");
            assert_eq!(s.source.trust_level(), "community");
        }
        assert_eq!(
            p("git+https://h/r").unwrap().source,
            Source::Git {
                url: "https://h/r".into(),
                id: "https://h/r".into()
            }
        );
        assert_eq!(
            p("official/tools/pdf").unwrap().source.trust_level(),
            "official"
        );
        assert!(matches!(
            p("hermes:bundled/x/y").unwrap().source,
            Source::Hermes { .. }
        ));
        assert_eq!(p("builtin"), Err(SourceError::Builtin));
        for bad in ["", "name", "a/b", "gh:", "gh:o", "gh:../r", "git+-x"] {
            assert!(p(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn credentials_are_kept_out_of_what_is_shown() {
        let s = p("https://user:s3cret-token@h/o/r.git").unwrap();
        assert!(!s.input.contains("s3cret"));
        assert!(!s.source.id().contains("s3cret"));
        assert!(matches!(s.source, Source::Git { ref url, .. } if url.contains("s3cret")));
    }

    #[test]
    fn github_base_is_configurable() {
        let env = env().with(GITHUB_URL_VAR, "file:///srv/gh/");
        let s = parse("gh:o/r.git", None, None, &env).unwrap();
        assert_eq!(
            s.source,
            Source::Git {
                url: "file:///srv/gh/o/r.git".into(),
                id: "o/r".into()
            }
        );
    }

    #[test]
    fn subdirs_and_refs_are_checked() {
        let s = parse("/r", Some("./a//b/"), Some("main"), &env()).unwrap();
        assert_eq!(s.subdir.as_deref(), Some("a/b"));
        assert!(parse("/r", Some("../x"), None, &env()).is_err());
        assert!(parse("/r", Some("/etc"), None, &env()).is_err());
        assert!(parse("/r", None, Some("--upload-pack=x"), &env()).is_err());
        assert!(parse("gh:o/r@v1", None, Some("v2"), &env()).is_err());
        assert!(parse("gh:o/r/sub", Some("x"), None, &env()).is_err());
        assert!(is_commit_id(&"a".repeat(40)));
        assert!(!is_commit_id("main"));
    }

    #[test]
    fn keys_come_from_the_id() {
        assert_eq!(
            derived_key(&p("https://h/o/pdf-tools.git").unwrap()),
            "pdf-tools"
        );
        assert_eq!(derived_key(&p("gh:o/r/skills/x").unwrap()), "x");
        assert_eq!(derived_key(&p("git@h:o/k.git").unwrap()), "k");
        assert_eq!(derived_key(&p("./dir/").unwrap()), "dir");
    }
}
