//! `read_skill`: how an agent loads a skill on demand, and the `skill://` URIs of the
//! generic `read` tool (`docs/cli.md`, `lemon skill read`).
//!
//! A call resolves the key through a [`SkillLookup`] (the registry implements it with
//! its cwd-aware precedence; disabled and model-hidden skills still resolve), then
//! renders a header that discloses where the skill comes from (scope, root, path) and
//! how far it is trusted, and one of four views: the whole `SKILL.md` (`full`), the
//! header only (`summary`), one `##` section, or one file of the skill directory.
//!
//! File reads are confined to the skill directory: no absolute paths, no `..`
//! segments, and after canonicalisation the target must still lie inside the
//! canonical skill directory, so a symlink inside a skill cannot leak a file outside
//! it. Files are read up to [`MAX_FILE_BYTES`]. Built-in skills
//! ([`SkillLocation::Builtin`], shown as `builtin:<key>`) are read from
//! [`crate::builtin`], never from disk.

use std::borrow::Cow;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use lemon_core::Env;
use lemon_core::read::ReadError;
use lemon_core::text;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Value, json};

use crate::entry::{Entry, Scope, SkillLocation};
use crate::prompt::{clean_description, clean_key};
use crate::status::Status;

/// The largest file `read_skill` (and `skill://`) will return, in bytes.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// At most this many skills are suggested after a miss.
pub const MAX_SUGGESTIONS: usize = 50;

/// How many audit findings the header shows.
const MAX_FINDINGS_SHOWN: usize = 3;

/// Which part of a skill `read_skill` returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ViewKind {
    /// Header plus the whole raw `SKILL.md` (frontmatter included).
    #[default]
    Full,
    /// Header only: its size does not grow with the body.
    Summary,
    /// Header plus one section of the body, by heading.
    Section,
    /// Header plus one file of the skill directory, by relative path.
    File,
}

impl ViewKind {
    /// The view named `s`; anything unknown is `Full` (a model's typo still reads the skill).
    pub fn parse(s: &str) -> ViewKind {
        match s.trim().to_ascii_lowercase().as_str() {
            "summary" => ViewKind::Summary,
            "section" => ViewKind::Section,
            "file" => ViewKind::File,
            _ => ViewKind::Full,
        }
    }

    /// `full`, `summary`, `section` or `file`.
    pub fn as_str(self) -> &'static str {
        match self {
            ViewKind::Full => "full",
            ViewKind::Summary => "summary",
            ViewKind::Section => "section",
            ViewKind::File => "file",
        }
    }
}

/// The parameters of the `read_skill` tool. Deserialisation is lenient, as
/// a tool's input from a model must be: a missing or non-string `key` is `""` (a
/// miss), an unknown `view` is `full`, non-boolean flags are `false`, and a
/// `max_chars` that is not a positive integer is ignored.
///
/// ```
/// use lemon_skills::view::{ReadSkillParams, ViewKind};
/// let p: ReadSkillParams = serde_json::from_str(
///     r#"{"key": "pdf", "view": "section", "section": "Usage", "max_chars": -3}"#,
/// ).unwrap();
/// assert_eq!((p.key.as_str(), p.view, p.max_chars), ("pdf", ViewKind::Section, None));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReadSkillParams {
    /// The exact skill key.
    pub key: String,
    /// Which view to render.
    pub view: ViewKind,
    /// The heading to extract (`view = section`).
    pub section: Option<String>,
    /// The file to read, relative to the skill directory (`view = file`).
    pub path: Option<String>,
    /// Add a `## Status` section (readiness).
    pub include_status: bool,
    /// Add a `## Manifest` section (platforms, requirements, references).
    pub include_manifest: bool,
    /// Truncate the content part to this many characters.
    pub max_chars: Option<usize>,
}

impl ReadSkillParams {
    /// Parameters for the full view of `key`.
    pub fn new(key: impl Into<String>) -> Self {
        ReadSkillParams {
            key: key.into(),
            ..ReadSkillParams::default()
        }
    }

    /// Reads the parameters from a JSON value with the leniency described on the type.
    pub fn from_json(value: &Value) -> ReadSkillParams {
        let string = |k: &str| value.get(k).and_then(Value::as_str).map(str::to_string);
        let flag = |k: &str| value.get(k).and_then(Value::as_bool).unwrap_or(false);
        ReadSkillParams {
            key: string("key").unwrap_or_default(),
            view: string("view")
                .map(|v| ViewKind::parse(&v))
                .unwrap_or_default(),
            section: string("section"),
            path: string("path"),
            include_status: flag("include_status"),
            include_manifest: flag("include_manifest"),
            max_chars: value
                .get("max_chars")
                .and_then(Value::as_u64)
                .filter(|n| *n > 0)
                .map(|n| usize::try_from(n).unwrap_or(usize::MAX)),
        }
    }
}

impl<'de> Deserialize<'de> for ReadSkillParams {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(ReadSkillParams::from_json(&Value::deserialize(
            deserializer,
        )?))
    }
}

/// The JSON Schema of the `read_skill` input, for tool listings (MCP `inputSchema`).
///
/// ```
/// let schema = lemon_skills::view::read_skill_input_schema();
/// assert_eq!(schema["required"][0], "key");
/// assert_eq!(schema["properties"]["view"]["enum"][1], "summary");
/// ```
pub fn read_skill_input_schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "key": {
                "type": "string",
                "description": "The skill key, exactly as listed in <available_skills>."
            },
            "view": {
                "type": "string",
                "enum": ["full", "summary", "section", "file"],
                "default": "full",
                "description": "full: the whole SKILL.md; summary: header only; section: one heading's section of the body; file: one file of the skill directory."
            },
            "section": {
                "type": "string",
                "description": "For view=section: the heading text (## or deeper), case-insensitive."
            },
            "path": {
                "type": "string",
                "description": "For view=file: a path relative to the skill directory, e.g. references/api.md."
            },
            "include_status": {
                "type": "boolean",
                "default": false,
                "description": "Add readiness: missing programs, environment variables, configuration."
            },
            "include_manifest": {
                "type": "boolean",
                "default": false,
                "description": "Add platforms, requirements and references from the manifest."
            },
            "max_chars": {
                "type": "integer",
                "minimum": 1,
                "description": "Truncate the returned content to this many characters."
            }
        },
        "required": ["key"],
        "additionalProperties": false
    })
}

/// Where an installed skill came from, from its scope's lockfile record.
/// Every field is optional: unknown values are `None`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Provenance {
    /// `builtin`, `local`, `git`, `registry` or `well_known`.
    pub source_kind: Option<String>,
    /// The canonical install id (URL, path, `owner/repo`, …).
    pub source_id: Option<String>,
    /// `builtin`, `official`, `trusted` or `community`.
    pub trust_level: Option<String>,
    /// `pending`, `pass`, `warn` or `block`.
    pub audit_status: Option<String>,
    /// Finding summaries from the audit.
    pub audit_findings: Vec<String>,
    /// The source as given at install (what `update` re-resolves).
    pub source: Option<String>,
    /// The URL cloned (credentials removed), for git sources.
    pub resolved_url: Option<String>,
    /// The commit installed, for git sources.
    pub commit: Option<String>,
    /// The skill's directory inside its source.
    pub subdir: Option<String>,
    /// The branch, tag or commit asked for.
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    /// The bundle digest recorded at install.
    pub bundle_hash: Option<String>,
    /// The audit rules version.
    pub rules_version: Option<String>,
    /// How the install was approved: `prompt`, `flag`, `override`.
    pub approval: Option<String>,
    /// First install, ISO-8601 UTC.
    pub installed_at: Option<String>,
    /// Last install or update.
    pub updated_at: Option<String>,
    /// `unmodified`, `modified` (the files changed since install: the bundle digest
    /// recomputed now differs from the recorded one) or `unknown`.
    pub drift: Option<crate::install::Drift>,
}

impl Provenance {
    /// The provenance a lockfile record discloses, with the drift of `dir` against it.
    pub fn from_record(record: &crate::install::lockfile::Record, dir: &Path) -> Provenance {
        let some = |s: &str| (!s.is_empty()).then(|| s.to_string());
        Provenance {
            source_kind: some(&record.source_kind),
            source_id: some(&record.source_id),
            trust_level: some(&record.trust_level),
            audit_status: record.audit_status.clone(),
            audit_findings: record.audit_findings.clone(),
            source: some(&record.source),
            resolved_url: record.resolved_url.clone(),
            commit: record.commit.clone(),
            subdir: record.subdir.clone(),
            reference: record.reference.clone(),
            bundle_hash: record.bundle_hash.clone(),
            rules_version: record.rules_version.clone(),
            approval: record.approval.clone(),
            installed_at: record.installed_at.clone(),
            updated_at: record.updated_at.clone(),
            drift: Some(crate::install::drift(dir, Some(record))),
        }
    }
}

/// What `read_skill` needs from the registry. Keeping it a trait keeps this module
/// independent of the registry's caching and lets tests use a plain list.
pub trait SkillLookup {
    /// The entry for exactly `key`, resolved with project-over-global precedence.
    /// Disabled and model-hidden skills resolve too.
    fn get(&self, key: &str) -> Option<Arc<Entry>>;

    /// The entry's current readiness, computed fresh.
    fn status(&self, entry: &Entry) -> Status;

    /// The skills to suggest after a miss, sorted by key. Model-hidden ones are
    /// removed here anyway.
    fn suggestions(&self) -> Vec<Arc<Entry>>;

    /// The lockfile record of the entry, if its scope has one.
    fn provenance(&self, _entry: &Entry) -> Option<Provenance> {
        None
    }

    /// Called after a successful read of `entry` with `view`: the registry records it in
    /// the usage sidecar. Recording never fails the read.
    fn record_load(&self, _entry: &Entry, _view: ViewKind) {}

    /// The `**Source:**` label, e.g. `Project (.lemon/skill)`. The default derives it
    /// from the entry's root (`~` for the process's `HOME`); the registry knows the
    /// root's configured label.
    fn source_label(&self, entry: &Entry) -> String {
        default_source_label(entry, &Env::from_process())
    }
}

/// [`SkillLookup`] over the real [`Registry`](crate::registry::Registry) for one
/// working directory: project skills override global ones, readiness is computed
/// fresh, and the source label is the configured label of the entry's root
/// (`Project (.lemon/skill)`, `Global (~/.lemon/agent/skill)`, …).
#[derive(Debug, Clone, Copy)]
pub struct RegistryLookup<'a> {
    /// The registry to resolve keys in.
    pub registry: &'a crate::registry::Registry,
    /// The working directory whose project skills apply (`None`: global only).
    pub cwd: Option<&'a Path>,
}

impl SkillLookup for RegistryLookup<'_> {
    fn get(&self, key: &str) -> Option<Arc<Entry>> {
        self.registry.get(key, self.cwd)
    }

    fn status(&self, entry: &Entry) -> Status {
        self.registry.status_of(entry, self.cwd)
    }

    fn suggestions(&self) -> Vec<Arc<Entry>> {
        self.registry.list(self.cwd)
    }

    fn record_load(&self, entry: &Entry, view: ViewKind) {
        let env = self.registry.env();
        if !crate::usage::tracking_enabled(&env) {
            return;
        }
        let (sidecar, source) = match (entry.scope, self.cwd) {
            (Scope::Project, Some(cwd)) => (
                lemon_core::paths::project_file(cwd, crate::usage::FILE_NAME),
                "project",
            ),
            // A project skill seen without a working directory has no sidecar to go to.
            (Scope::Project, None) => return,
            _ => match lemon_core::paths::global_file(&env, crate::usage::FILE_NAME) {
                Ok(path) => (path, "global"),
                Err(_) => return,
            },
        };
        let mut event = crate::usage::Event::load(&entry.key, view.as_str(), source);
        if let crate::usage::Event::Load { path, .. } = &mut event {
            *path = Some(entry.location.display_path().to_string_lossy().into_owned());
        }
        // Usage is bookkeeping: a read-only agent directory must not fail the read.
        let _ = crate::usage::record(&sidecar, &event);
    }

    fn provenance(&self, entry: &Entry) -> Option<Provenance> {
        let record = crate::install::record_for(&self.registry.env(), self.cwd, entry)?;
        Some(Provenance::from_record(
            &record,
            entry.location.skill_dir()?,
        ))
    }

    fn source_label(&self, entry: &Entry) -> String {
        let view = self.registry.view(self.cwd);
        let root = view.roots().iter().find(|r| {
            entry.location.root_dir() == Some(r.path.as_path()) && r.scope() == entry.scope
        });
        match (entry.scope, root) {
            (Scope::Project, Some(r)) => format!("Project ({})", r.label()),
            (Scope::Global, Some(r)) => format!("Global ({})", r.label()),
            _ => default_source_label(entry, &self.registry.env()),
        }
    }
}

/// `Project (<last two components of the root>)`, `Global (<root, ~ for env's HOME>)`
/// or `Built-in`.
///
/// ```
/// use lemon_core::Env;
/// use lemon_skills::view::default_source_label;
/// let (entries, _) = lemon_skills::registry::builtin_entries();
/// assert_eq!(default_source_label(&entries[0], &Env::empty()), "Built-in");
/// ```
pub fn default_source_label(entry: &Entry, env: &Env) -> String {
    let Some(root) = entry.location.root_dir() else {
        return "Built-in".to_string();
    };
    match entry.scope {
        Scope::Builtin => "Built-in".to_string(),
        Scope::Project => {
            let parts: Vec<String> = root
                .components()
                .rev()
                .take(2)
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            let tail: Vec<&str> = parts.iter().rev().map(String::as_str).collect();
            format!("Project ({})", tail.join("/"))
        }
        Scope::Global => {
            let root = root.to_string_lossy().into_owned();
            let home = env.home().map(|h| h.to_string_lossy().into_owned());
            let shown = match home {
                Some(home) if root.starts_with(&home) => format!("~{}", &root[home.len()..]),
                _ => root,
            };
            format!("Global ({shown})")
        }
    }
}

/// The trust label of an entry: `Built-in` for the built-in scope, else
/// from the lockfile's `trust_level`, else `Unknown`.
pub fn trust_label(entry: &Entry, provenance: Option<&Provenance>) -> &'static str {
    if entry.scope == Scope::Builtin {
        return "Built-in";
    }
    match provenance.and_then(|p| p.trust_level.as_deref()) {
        Some("builtin") => "Built-in",
        Some("official") => "Official",
        Some("trusted") => "Trusted",
        Some("community") => "Community",
        _ => "Unknown",
    }
}

/// How a `read_skill` call went, for callers that map outcomes to exit codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ReadOutcome {
    /// The requested view was rendered.
    Ok,
    /// No skill has this key.
    NotFound,
    /// `view = section` without a `section`.
    NoSection,
    /// The section does not exist in the body.
    SectionNotFound,
    /// `view = file` without a `path`.
    NoPath,
    /// The path escapes the skill directory.
    OutsideSkill,
    /// The file could not be read (missing, too large, not text, …).
    FileError,
    /// `SKILL.md` itself could not be read for the full view.
    ContentUnavailable,
}

/// The result of [`read_skill`]: the text for the model plus structured details.
#[derive(Debug, Clone)]
pub struct ReadSkillOutput {
    /// The single text block the model receives (header, then the view).
    pub text: String,
    /// `{key, name, path}` on a hit, `{error: "not_found", key}` on a miss.
    pub details: Value,
    /// What happened.
    pub outcome: ReadOutcome,
    /// The resolved skill (absent on a miss).
    pub entry: Option<Arc<Entry>>,
    /// The view that was rendered.
    pub view: ViewKind,
    /// Why the file of a `file` view could not be read (`outcome` is then
    /// [`ReadOutcome::FileError`] or [`ReadOutcome::OutsideSkill`]), for callers that
    /// report it in their own words.
    pub file_error: Option<FileReadError>,
}

/// Runs `read_skill`. A miss is a normal result (`outcome: NotFound`), not an error.
///
/// ```
/// use std::sync::Arc;
/// use lemon_skills::status::Status;
/// use lemon_skills::view::{read_skill, ReadSkillParams, SkillLookup, ReadOutcome};
/// use lemon_skills::Entry;
///
/// struct One(Vec<Arc<Entry>>);
/// impl SkillLookup for One {
///     fn get(&self, key: &str) -> Option<Arc<Entry>> {
///         self.0.iter().find(|e| e.key == key).cloned()
///     }
///     fn status(&self, _: &Entry) -> Status { Status::not_found("-") }
///     fn suggestions(&self) -> Vec<Arc<Entry>> { self.0.clone() }
/// }
///
/// let builtins = lemon_skills::registry::builtin_entries().0;
/// let lookup = One(builtins.into_iter().map(Arc::new).collect());
/// let out = read_skill(&lookup, &ReadSkillParams::new("skill-creator"));
/// assert_eq!(out.outcome, ReadOutcome::Ok);
/// assert!(out.text.starts_with("# Skill: "));
/// assert!(out.text.contains("**Trust:** Built-in"));
/// let miss = read_skill(&lookup, &ReadSkillParams::new("nope"));
/// assert!(miss.text.starts_with("Skill not found: nope\n\nAvailable skills:\n- "));
/// ```
pub fn read_skill(lookup: &dyn SkillLookup, params: &ReadSkillParams) -> ReadSkillOutput {
    let Some(entry) = lookup.get(&params.key) else {
        return not_found(lookup, &params.key, params.view);
    };
    let status = lookup.status(&entry);
    let provenance = lookup.provenance(&entry);
    let mut out = String::new();
    let name = one_line(if entry.name.is_empty() {
        &entry.key
    } else {
        &entry.name
    });
    let _ = writeln!(out, "# Skill: {name}\n");
    let _ = writeln!(out, "**Key:** {}", one_line(&entry.key));
    let _ = writeln!(out, "**Description:** {}", one_line(&entry.description));
    let _ = writeln!(out, "**Source:** {}", lookup.source_label(&entry));
    let _ = writeln!(
        out,
        "**Trust:** {}",
        trust_label(&entry, provenance.as_ref())
    );
    if let Some(p) = &provenance {
        if let Some(kind) = &p.source_kind {
            let _ = writeln!(out, "**Source kind:** {}", one_line(kind));
        }
        if let Some(id) = &p.source_id {
            let _ = writeln!(out, "**Source ID:** {}", one_line(id));
        }
        if let Some(commit) = &p.commit {
            let _ = writeln!(out, "**Commit:** {}", one_line(commit));
        }
        if p.drift == Some(crate::install::Drift::Modified) {
            let _ = writeln!(out, "**Drift:** locally modified since install");
        }
        if let Some(audit) = &p.audit_status {
            let mut line = format!("**Audit:** {}", one_line(audit));
            let shown: Vec<String> = p
                .audit_findings
                .iter()
                .take(MAX_FINDINGS_SHOWN)
                .map(|f| one_line(f).into_owned())
                .collect();
            if !shown.is_empty() {
                let _ = write!(line, " ({})", shown.join("; "));
                if p.audit_findings.len() > MAX_FINDINGS_SHOWN {
                    let _ = write!(
                        line,
                        " and {} more",
                        p.audit_findings.len() - MAX_FINDINGS_SHOWN
                    );
                }
            }
            let _ = writeln!(out, "{line}");
        }
    }
    let _ = writeln!(out, "**Path:** {}", entry.location.display_path().display());
    let _ = writeln!(
        out,
        "**Activation:** {}\n",
        status.activation_state.as_str()
    );

    if params.include_status {
        push_status(&mut out, &status);
    }
    if params.include_manifest {
        push_manifest(&mut out, &entry);
    }

    let mut file_error = None;
    let (content, outcome) = match params.view {
        ViewKind::Summary => (None, ReadOutcome::Ok),
        ViewKind::Full => {
            out.push_str("## Content\n\n");
            match read_skill_md(&entry) {
                Ok(text) => (Some(text), ReadOutcome::Ok),
                Err(_) => (
                    Some("(Content not available)".to_string()),
                    ReadOutcome::ContentUnavailable,
                ),
            }
        }
        ViewKind::Section => {
            let label = params.section.as_deref().unwrap_or("(none)");
            let _ = writeln!(out, "## Section: {}\n", one_line(label));
            match &params.section {
                None => (
                    Some(
                        "No section specified. Use the 'section' parameter to name a heading."
                            .to_string(),
                    ),
                    ReadOutcome::NoSection,
                ),
                Some(name) => match extract_section(&entry.body, name) {
                    Some(text) => (Some(text.to_string()), ReadOutcome::Ok),
                    None => (
                        Some(format!(
                            "Section '{}' not found in skill content.",
                            one_line(name)
                        )),
                        ReadOutcome::SectionNotFound,
                    ),
                },
            }
        }
        ViewKind::File => {
            let label = params.path.as_deref().unwrap_or("(none)");
            let _ = writeln!(out, "## File: {}\n", one_line(label));
            match &params.path {
                None => (
                    Some(
                        "No path specified. Use the 'path' parameter to specify a file path relative to the skill directory."
                            .to_string(),
                    ),
                    ReadOutcome::NoPath,
                ),
                Some(path) => match read_skill_file(&entry, path) {
                    Ok(text) => (Some(text), ReadOutcome::Ok),
                    Err(e) => {
                        let outcome = match e {
                            FileReadError::Outside => ReadOutcome::OutsideSkill,
                            _ => ReadOutcome::FileError,
                        };
                        let message = e.message(path);
                        file_error = Some(e);
                        (Some(message), outcome)
                    }
                },
            }
        }
    };
    if let Some(content) = content {
        out.push_str(&truncate(&content, params.max_chars));
    }
    while out.ends_with('\n') {
        out.pop();
    }
    // Never the content: the key, where it came from, the view and how it went.
    tracing::info!(
        target: "lemon::skills",
        event = "skill_load",
        key = %one_line(&entry.key),
        scope = entry.scope.as_str(),
        view = params.view.as_str(),
        outcome = ?outcome,
        "read_skill"
    );
    if outcome == ReadOutcome::Ok {
        lookup.record_load(&entry, params.view);
    }
    ReadSkillOutput {
        text: out,
        details: json!({
            "key": entry.key,
            "name": entry.name,
            "path": entry.location.display_path().to_string_lossy(),
        }),
        outcome,
        view: params.view,
        entry: Some(entry),
        file_error,
    }
}

fn not_found(lookup: &dyn SkillLookup, key: &str, view: ViewKind) -> ReadSkillOutput {
    let mut out = format!("Skill not found: {}\n\n", one_line(key));
    let mut candidates: Vec<Arc<Entry>> = lookup
        .suggestions()
        .into_iter()
        .filter(|e| !e.model_hidden())
        .collect();
    // Near misses (typos, a prefix of the key) first, then the rest by key.
    let wanted = key.to_lowercase();
    candidates.sort_by_key(|e| (!is_near(&wanted, &e.key.to_lowercase()), e.key.clone()));
    if candidates.is_empty() {
        out.push_str("No skills are currently available.");
    } else {
        out.push_str("Available skills:");
        for e in candidates.iter().take(MAX_SUGGESTIONS) {
            let description = clean_description(&e.description, 120);
            if description.is_empty() {
                let _ = write!(out, "\n- {}", clean_key(&e.key));
            } else {
                let _ = write!(out, "\n- {}: {description}", clean_key(&e.key));
            }
        }
        if candidates.len() > MAX_SUGGESTIONS {
            let _ = write!(
                out,
                "\n(and {} more; see the skills listing)",
                candidates.len() - MAX_SUGGESTIONS
            );
        }
    }
    ReadSkillOutput {
        text: out,
        details: json!({"error": "not_found", "key": key}),
        outcome: ReadOutcome::NotFound,
        entry: None,
        view,
        file_error: None,
    }
}

/// Whether `candidate` looks like what `wanted` meant: one contains the other, or
/// they are at most two edits apart.
fn is_near(wanted: &str, candidate: &str) -> bool {
    if wanted.is_empty() {
        return false;
    }
    if candidate.contains(wanted) || wanted.contains(candidate) {
        return true;
    }
    let (a, b): (Vec<char>, Vec<char>) = (wanted.chars().collect(), candidate.chars().collect());
    if a.len().abs_diff(b.len()) > 2 || a.len() > 64 || b.len() > 64 {
        return false;
    }
    // Levenshtein distance with one rolling row.
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = if ca == cb {
                prev
            } else {
                1 + prev.min(cur).min(row[j])
            };
            prev = cur;
        }
    }
    row[b.len()] <= 2
}

fn push_status(out: &mut String, status: &Status) {
    let _ = writeln!(out, "## Status\n\n**Ready:** {}", status.ready);
    if status.disabled {
        out.push_str("**Disabled:** true\n");
    }
    for (label, list) in [
        ("Missing binaries", &status.missing_bins),
        ("Missing config", &status.missing_config),
        ("Missing env vars", &status.missing_env_vars),
        ("Missing tools", &status.missing_tools),
    ] {
        if !list.is_empty() {
            let _ = writeln!(out, "**{label}:** {}", one_line(&list.join(", ")));
        }
    }
    out.push('\n');
}

fn push_manifest(out: &mut String, entry: &Entry) {
    let m = &entry.manifest;
    let mut lines = Vec::new();
    if !m.platforms.iter().any(|p| p == "any") {
        lines.push(format!("- platforms: {}", m.platforms.join(", ")));
    }
    for (label, list) in [
        ("required_bins", &m.required_bins),
        ("required_env_vars", &m.required_env_vars),
        ("requires_tools", &m.requires_tools),
    ] {
        if !list.is_empty() {
            lines.push(format!("- {label}: {}", list.join(", ")));
        }
    }
    if !m.references.is_empty() {
        lines.push(format!("- references: {} file(s)", m.references.len()));
    }
    if lines.is_empty() {
        return;
    }
    out.push_str("## Manifest\n\n");
    for line in lines {
        out.push_str(&one_line(&line));
        out.push('\n');
    }
    out.push('\n');
}

/// A header value on one line: line breaks and control/bidi characters removed.
fn one_line(text: &str) -> Cow<'_, str> {
    // Text that only has extra spaces is shown as written.
    if text.chars().any(text::breaks_one_line) {
        text::flatten_line(text)
    } else {
        Cow::Borrowed(text)
    }
}

/// The content cut to `max_chars` characters, with a note saying where it was cut.
fn truncate(content: &str, max_chars: Option<usize>) -> Cow<'_, str> {
    let Some(max) = max_chars else {
        return Cow::Borrowed(content);
    };
    match content.char_indices().nth(max) {
        None => Cow::Borrowed(content),
        Some((cut, _)) => Cow::Owned(format!(
            "{}\n... (truncated at {max} chars)",
            &content[..cut]
        )),
    }
}

/// The section of `body` under the first `##`-or-deeper heading whose text equals
/// `name` (case-insensitive, surrounding whitespace ignored), heading line included.
///
/// The section runs to the next heading of the same or a higher level, so a
/// `## Usage` section keeps its `### Details`. Headings inside fenced code blocks are
/// ignored.
///
/// ```
/// use lemon_skills::view::extract_section;
/// let body = "# T\n## Usage\nrun it\n### Flags\n-v\n## Other\nx";
/// assert_eq!(extract_section(body, "usage"), Some("## Usage\nrun it\n### Flags\n-v"));
/// assert_eq!(extract_section(body, "T"), None);
/// ```
pub fn extract_section<'a>(body: &'a str, name: &str) -> Option<&'a str> {
    let wanted = name.trim().to_lowercase();
    let mut in_fence: Option<&str> = None;
    let mut start: Option<(usize, usize)> = None; // (byte offset, level)
    let mut offset = 0usize;
    for line in body.split_inclusive('\n') {
        let here = offset;
        offset += line.len();
        let text = line.trim_end_matches(['\n', '\r']);
        let trimmed = text.trim_start();
        if let Some(fence) = in_fence {
            if trimmed.starts_with(fence) {
                in_fence = None;
            }
            continue;
        }
        if trimmed.starts_with("```") {
            in_fence = Some("```");
            continue;
        }
        if trimmed.starts_with("~~~") {
            in_fence = Some("~~~");
            continue;
        }
        let Some((level, title)) = atx_heading(text) else {
            continue;
        };
        match start {
            Some((begin, section_level)) if level <= section_level => {
                return Some(body[begin..here].trim_end());
            }
            Some(_) => {}
            None if level >= 2 && title.to_lowercase() == wanted => {
                start = Some((here, level));
            }
            None => {}
        }
    }
    start.map(|(begin, _)| body[begin..].trim_end())
}

/// `(level, text)` of an ATX heading line (`## Title ##`), at most 3 spaces indented.
fn atx_heading(line: &str) -> Option<(usize, &str)> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    if indent > 3 {
        return None;
    }
    let rest = &line[indent..];
    let level = rest.bytes().take_while(|b| *b == b'#').count();
    if level == 0 || level > 6 {
        return None;
    }
    let after = &rest[level..];
    if !after.is_empty() && !after.starts_with([' ', '\t']) {
        return None;
    }
    let title = after.trim().trim_end_matches('#').trim_end();
    Some((level, title))
}

/// Why a file of a skill could not be returned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FileReadError {
    /// The path is absolute, has a `..` segment, or resolves outside the skill.
    #[error("the path is outside the skill directory")]
    Outside,
    /// No such file.
    #[error("no such file")]
    NotFound,
    /// The path names a directory.
    #[error("it is a directory, not a file")]
    IsDirectory,
    /// Larger than [`MAX_FILE_BYTES`].
    #[error("the file is larger than the {limit}-byte read limit")]
    TooLarge {
        /// The limit in bytes.
        limit: u64,
    },
    /// Not UTF-8 text.
    #[error("the file is not UTF-8 text")]
    NotText,
    /// Any other I/O failure.
    #[error("{0}")]
    Io(String),
}

impl FileReadError {
    /// The message for the model about `path`.
    pub fn message(&self, path: &str) -> String {
        match self {
            FileReadError::Outside => {
                format!("Path '{}' is outside the skill directory.", one_line(path))
            }
            other => format!("Could not read '{}': {other}", one_line(path)),
        }
    }
}

/// The raw `SKILL.md` text of a skill (frontmatter included).
pub fn read_skill_md(entry: &Entry) -> Result<String, FileReadError> {
    read_skill_file(entry, "SKILL.md")
}

/// Reads a file of a skill by a path relative to its directory, under the boundary
/// rules in the module documentation. Built-in skills are read from the binary.
pub fn read_skill_file(entry: &Entry, relative: &str) -> Result<String, FileReadError> {
    text_of(read_skill_file_bytes(entry, relative)?)
}

/// The bytes of a file of a skill, under the same boundary and size limit as
/// [`read_skill_file`] but without requiring text (for a server that returns binary
/// files as blobs).
///
/// ```
/// use lemon_skills::{Entry, Manifest, Scope, SkillLocation};
/// use lemon_skills::view::{FileReadError, read_skill_file, read_skill_file_bytes};
/// let dir = tempfile::tempdir().unwrap();
/// std::fs::write(dir.path().join("SKILL.md"), "---\nname: k\n---\n").unwrap();
/// std::fs::write(dir.path().join("logo.bin"), [0u8, 159, 146, 150]).unwrap();
/// let entry = Entry {
///     key: "k".into(), name: "k".into(), description: String::new(), scope: Scope::Project,
///     location: SkillLocation::dir(dir.path(), dir.path()), manifest: Manifest::default(),
///     body: String::new(),
/// };
/// assert_eq!(read_skill_file_bytes(&entry, "logo.bin").unwrap(), [0u8, 159, 146, 150]);
/// assert_eq!(read_skill_file(&entry, "logo.bin"), Err(FileReadError::NotText));
/// assert_eq!(read_skill_file_bytes(&entry, "../x"), Err(FileReadError::Outside));
/// ```
pub fn read_skill_file_bytes(entry: &Entry, relative: &str) -> Result<Vec<u8>, FileReadError> {
    let parts = relative_parts(relative)?;
    let dir = match &entry.location {
        SkillLocation::Builtin { key } => {
            let rel = parts.join("/");
            let rel = if rel.is_empty() { "SKILL.md" } else { &rel };
            return crate::builtin::builtin(key)
                .and_then(|b| b.file(rel))
                .map(|text| text.as_bytes().to_vec())
                .ok_or(FileReadError::NotFound);
        }
        SkillLocation::Dir { dir, .. } => dir,
    };
    let mut target = dir.clone();
    for part in &parts {
        target.push(part);
    }
    let dir = std::fs::canonicalize(dir).map_err(|e| io_error(&e))?;
    let real = std::fs::canonicalize(&target).map_err(|e| io_error(&e))?;
    if !real.starts_with(&dir) {
        return Err(FileReadError::Outside);
    }
    read_bounded(&real)
}

/// Splits a relative path into its normal segments, refusing absolute and
/// drive-qualified paths and any `..` segment; `.` and empty segments are dropped.
fn relative_parts(relative: &str) -> Result<Vec<&str>, FileReadError> {
    if relative.contains('\0') {
        return Err(FileReadError::Outside);
    }
    let bytes = relative.as_bytes();
    let drive = bytes.len() >= 2 && bytes[1] == b':' && bytes[0].is_ascii_alphabetic();
    if relative.starts_with(['/', '\\']) || drive || Path::new(relative).is_absolute() {
        return Err(FileReadError::Outside);
    }
    let mut parts = Vec::new();
    for part in relative.split(['/', '\\']) {
        match part {
            "" | "." => {}
            ".." => return Err(FileReadError::Outside),
            p => parts.push(p),
        }
    }
    Ok(parts)
}

fn io_error(e: &std::io::Error) -> FileReadError {
    match e.kind() {
        std::io::ErrorKind::NotFound => FileReadError::NotFound,
        _ => FileReadError::Io(e.to_string()),
    }
}

fn read_bounded(path: &Path) -> Result<Vec<u8>, FileReadError> {
    let meta = std::fs::metadata(path).map_err(|e| io_error(&e))?;
    if meta.is_dir() {
        return Err(FileReadError::IsDirectory);
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(FileReadError::TooLarge {
            limit: MAX_FILE_BYTES,
        });
    }
    // The size can change between metadata and read: the read is bounded again.
    lemon_core::read_bounded(path, MAX_FILE_BYTES).map_err(|e| match e {
        ReadError::TooLarge { limit, .. } => FileReadError::TooLarge { limit },
        ReadError::Io { source, .. } => io_error(&source),
        ReadError::NotUtf8 { .. } => FileReadError::NotText,
    })
}

/// The text of a file's bytes: UTF-8 without NUL bytes, else [`FileReadError::NotText`].
fn text_of(bytes: Vec<u8>) -> Result<String, FileReadError> {
    if bytes.contains(&0) {
        return Err(FileReadError::NotText);
    }
    String::from_utf8(bytes).map_err(|_| FileReadError::NotText)
}

/// A `skill://` URI: a skill's `SKILL.md`, or one file inside the skill directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkillUri {
    /// The skill key.
    pub key: String,
    /// The percent-decoded relative path; `None` for the skill itself.
    pub path: Option<String>,
}

/// Why a `skill://` URI could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SkillUriError {
    /// The text is not a `skill://` URI.
    #[error("'{0}' is not a skill:// URI (expected skill://<key> or skill://<key>/<path>)")]
    NotSkillUri(String),
    /// A `%` escape is malformed or decodes to invalid UTF-8.
    #[error("'{0}' has an invalid percent-encoding")]
    BadEncoding(String),
    /// No skill has this key.
    #[error("skill not found: {0} (run `lemon skill list` to see the available keys)")]
    UnknownSkill(String),
    /// The path escapes the skill directory.
    #[error("path '{path}' is outside the directory of skill {key}")]
    Outside {
        /// The skill key.
        key: String,
        /// The decoded path.
        path: String,
    },
    /// The file does not exist in the skill.
    #[error("file not found in skill {key}: {path}")]
    FileNotFound {
        /// The skill key.
        key: String,
        /// The decoded path.
        path: String,
    },
    /// The file exists but cannot be returned.
    #[error("cannot read {path} in skill {key}: {reason}")]
    Unreadable {
        /// The skill key.
        key: String,
        /// The decoded path.
        path: String,
        /// Why.
        reason: String,
    },
}

/// Whether `text` is a `skill://` URI. Write, edit and patch tools must refuse such
/// targets: skills change only through `skill_manage`.
pub fn is_skill_uri(text: &str) -> bool {
    text.get(..8)
        .is_some_and(|s| s.eq_ignore_ascii_case("skill://"))
}

/// Parses `skill://<key>` and `skill://<key>/<relative-path>`; both parts are
/// percent-decoded exactly once. `skill://<key>/` means the `SKILL.md`.
///
/// ```
/// use lemon_skills::view::parse_skill_uri;
/// let uri = parse_skill_uri("skill://pdf/references/a%20b.md").unwrap();
/// assert_eq!((uri.key.as_str(), uri.path.as_deref()), ("pdf", Some("references/a b.md")));
/// assert_eq!(parse_skill_uri("skill://pdf/").unwrap().path, None);
/// ```
pub fn parse_skill_uri(uri: &str) -> Result<SkillUri, SkillUriError> {
    if !is_skill_uri(uri) {
        return Err(SkillUriError::NotSkillUri(uri.to_string()));
    }
    let rest = &uri[8..];
    let (key, path) = match rest.split_once('/') {
        Some((key, path)) => (key, Some(path)),
        None => (rest, None),
    };
    let bad = || SkillUriError::BadEncoding(uri.to_string());
    let key = percent_decode(key).ok_or_else(bad)?;
    if key.is_empty() {
        return Err(SkillUriError::NotSkillUri(uri.to_string()));
    }
    let path = match path {
        None | Some("") => None,
        Some(p) => Some(percent_decode(p).ok_or_else(bad)?),
    };
    Ok(SkillUri { key, path })
}

/// Decodes `%XX` escapes once; `None` when an escape is malformed or the result is
/// not UTF-8.
fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes.get(i + 1..i + 3)?;
            let hex = std::str::from_utf8(hex).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// A file read through a `skill://` URI, with the provenance to disclose.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SkillUriRead {
    /// The skill key.
    pub key: String,
    /// `project`, `global` or `builtin`.
    pub scope: Scope,
    /// The trust label (`Built-in`, `Official`, `Trusted`, `Community`, `Unknown`).
    pub trust: &'static str,
    /// The file's path as shown to users (`builtin:<key>/…` for built-ins).
    pub path: PathBuf,
    /// The file's text, byte for byte.
    pub text: String,
}

/// Reads a `skill://` URI through the same lookup and boundary as `read_skill`.
pub fn read_skill_uri(lookup: &dyn SkillLookup, uri: &str) -> Result<SkillUriRead, SkillUriError> {
    let parsed = parse_skill_uri(uri)?;
    let entry = lookup
        .get(&parsed.key)
        .ok_or_else(|| SkillUriError::UnknownSkill(parsed.key.clone()))?;
    let rel = parsed
        .path
        .clone()
        .unwrap_or_else(|| "SKILL.md".to_string());
    let text = read_skill_file(&entry, &rel).map_err(|e| match e {
        FileReadError::Outside => SkillUriError::Outside {
            key: parsed.key.clone(),
            path: rel.clone(),
        },
        FileReadError::NotFound => SkillUriError::FileNotFound {
            key: parsed.key.clone(),
            path: rel.clone(),
        },
        other => SkillUriError::Unreadable {
            key: parsed.key.clone(),
            path: rel.clone(),
            reason: other.to_string(),
        },
    })?;
    let provenance = lookup.provenance(&entry);
    Ok(SkillUriRead {
        key: entry.key.clone(),
        scope: entry.scope,
        trust: trust_label(&entry, provenance.as_ref()),
        path: entry.location.display_file(&rel),
        text,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn view_kind_parsing_is_lenient() {
        assert_eq!(ViewKind::parse("SUMMARY"), ViewKind::Summary);
        assert_eq!(ViewKind::parse("file"), ViewKind::File);
        assert_eq!(ViewKind::parse("bogus"), ViewKind::Full);
        assert_eq!(ViewKind::parse(""), ViewKind::Full);
    }

    #[test]
    fn params_from_json_are_lenient() {
        let p = ReadSkillParams::from_json(&json!({}));
        assert_eq!(p, ReadSkillParams::default());
        let p = ReadSkillParams::from_json(&json!({
            "key": 5, "view": 3, "include_status": "yes", "include_manifest": true,
            "max_chars": 1.5, "section": "Usage", "path": "a.md"
        }));
        assert_eq!(p.key, "");
        assert_eq!(p.view, ViewKind::Full);
        assert!(!p.include_status && p.include_manifest);
        assert_eq!(p.max_chars, None);
        assert_eq!(p.section.as_deref(), Some("Usage"));
        for (v, want) in [
            (json!(0), None),
            (json!(-1), None),
            (json!(200), Some(200)),
            (json!("200"), None),
        ] {
            assert_eq!(
                ReadSkillParams::from_json(&json!({ "max_chars": v })).max_chars,
                want
            );
        }
        let p: ReadSkillParams = serde_json::from_str(r#"{"key":"k","view":"summary"}"#).unwrap();
        assert_eq!(p.view, ViewKind::Summary);
    }

    #[test]
    fn schema_describes_every_param() {
        let schema = read_skill_input_schema();
        let props = schema["properties"].as_object().unwrap();
        for k in [
            "key",
            "view",
            "section",
            "path",
            "include_status",
            "include_manifest",
            "max_chars",
        ] {
            assert!(props.contains_key(k), "{k}");
        }
    }

    #[test]
    fn sections() {
        let body = "intro\n## Usage\nuse it\n### Details\nmore\n## Setup ##\nsetup text\n# Top\n## Last\nend\n";
        assert_eq!(
            extract_section(body, "Usage"),
            Some("## Usage\nuse it\n### Details\nmore")
        );
        assert_eq!(
            extract_section(body, " details "),
            Some("### Details\nmore")
        );
        assert_eq!(
            extract_section(body, "setup"),
            Some("## Setup ##\nsetup text")
        );
        assert_eq!(extract_section(body, "last"), Some("## Last\nend"));
        assert_eq!(extract_section(body, "Top"), None, "level 1 never matches");
        assert_eq!(extract_section(body, "Missing"), None);
        let fenced = "## A\n```sh\n## not a heading\n```\ntext\n## B\n";
        assert_eq!(
            extract_section(fenced, "A"),
            Some("## A\n```sh\n## not a heading\n```\ntext")
        );
        assert_eq!(extract_section(fenced, "not a heading"), None);
        assert_eq!(extract_section("##NoSpace\nx", "NoSpace"), None);
        assert_eq!(extract_section("", "x"), None);
    }

    #[test]
    fn relative_path_rules() {
        assert_eq!(relative_parts("a/b.md").unwrap(), vec!["a", "b.md"]);
        assert_eq!(relative_parts("./a//b.md").unwrap(), vec!["a", "b.md"]);
        for bad in [
            "../x",
            "a/../../x",
            "a/..",
            "/etc/passwd",
            "\\\\server\\share",
            "C:\\x",
            "c:x",
            "..\\x",
            "a\0b",
        ] {
            assert_eq!(relative_parts(bad), Err(FileReadError::Outside), "{bad:?}");
        }
    }

    #[test]
    fn truncation_counts_chars() {
        assert_eq!(truncate("héllo", Some(10)), "héllo");
        assert_eq!(truncate("héllo", Some(5)), "héllo");
        assert_eq!(truncate("héllo", Some(2)), "hé\n... (truncated at 2 chars)");
        assert_eq!(truncate("abc", None), "abc");
    }

    #[test]
    fn skill_uris() {
        assert!(is_skill_uri("SKILL://x"));
        assert!(!is_skill_uri("file:///x"));
        assert!(!is_skill_uri("skill:/"));
        let u = parse_skill_uri("skill://k").unwrap();
        assert_eq!((u.key.as_str(), u.path), ("k", None));
        let u = parse_skill_uri("skill://k/%2e%2e/x").unwrap();
        assert_eq!(
            u.path.as_deref(),
            Some("../x"),
            "decoded once, checked later"
        );
        let u = parse_skill_uri("skill://k/%252e%252e").unwrap();
        assert_eq!(u.path.as_deref(), Some("%2e%2e"), "not decoded twice");
        assert!(matches!(
            parse_skill_uri("skill://k/%zz"),
            Err(SkillUriError::BadEncoding(_))
        ));
        assert!(matches!(
            parse_skill_uri("skill://k/%ff"),
            Err(SkillUriError::BadEncoding(_))
        ));
        assert!(matches!(
            parse_skill_uri("skill://"),
            Err(SkillUriError::NotSkillUri(_))
        ));
        assert!(matches!(
            parse_skill_uri("http://x"),
            Err(SkillUriError::NotSkillUri(_))
        ));
    }

    #[test]
    fn near_keys() {
        assert!(is_near("pdf", "pdf-tools"));
        assert!(is_near("terrafrom", "terraform"));
        assert!(!is_near("pdf", "tmux"));
        assert!(!is_near("", "tmux"));
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        #[test]
        fn uri_parsing_never_panics(uri in "(skill://)?[a-z%0-9./\\\\]{0,30}") {
            if let Ok(u) = parse_skill_uri(&uri) {
                prop_assert!(!u.key.is_empty());
            }
        }

        #[test]
        fn sections_are_slices_of_the_body(
            body in "(#{0,4} ?[a-zA-Z `~]{0,12}\n){0,12}",
            name in "[a-zA-Z ]{0,8}",
        ) {
            if let Some(section) = extract_section(&body, &name) {
                prop_assert!(body.contains(section));
                prop_assert!(section.starts_with('#') || section.starts_with(' '));
            }
        }

        #[test]
        fn relative_parts_never_yield_parent_or_absolute(path in "[a-z./\\\\:]{0,20}") {
            if let Ok(parts) = relative_parts(&path) {
                prop_assert!(parts.iter().all(|p| *p != ".." && *p != "." && !p.is_empty()));
                prop_assert!(!path.starts_with('/') && !path.starts_with('\\'));
            }
        }
    }
}
