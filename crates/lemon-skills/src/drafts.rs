//! Skill drafts: a transcript or notes file turned into a draft skill that a person
//! reviews and publishes (spec G.14, without a model).
//!
//! Drafts live outside every skills root, so no agent sees them before they are
//! published: `<agent dir>/skill-drafts/<key>/` (global, the default) or
//! `<cwd>/.lemon/skill-drafts/<key>/`. A draft is a `SKILL.md` and a hidden
//! `.draft_meta.json` (`key`, `source`, `created_at`, `status`, and the last review's
//! `audit_status`, `audit_findings`, `bundle_hash`, `audited_at`).
//!
//! [`generate`] is deterministic: the same text gives the same draft. Its key is
//! `synth-<slug of the title>`; the frontmatter has `name`, `description` and
//! `metadata.lemon.synthesized: true`; the body has the sections *When to use* (the
//! opening paragraph), *Steps* (the list items), *Commands* (the fenced code) and
//! *Notes* (the other paragraphs), each bounded. [`review`] lints and audits it;
//! [`publish`] hands its `SKILL.md` to `skill_manage create` (the same audit and
//! approval an agent's write gets) and deletes the draft once it landed.
//!
//! ```
//! use lemon_core::paths::Env;
//! use lemon_skills::drafts::{self, Store};
//! let agent = tempfile::tempdir().unwrap();
//! let env = Env::empty().with("LEMON_AGENT_DIR", agent.path());
//! let store = Store::global(&env).unwrap();
//! let notes = "# Rotate the staging certs\n\nWhen the staging TLS certificate expires.\n\n- Renew with certbot\n- Reload nginx\n";
//! let draft = drafts::generate(&store, notes, "notes.md", 1_778_025_600, false).unwrap();
//! assert_eq!(draft.key, "synth-rotate-the-staging-certs");
//! let text = std::fs::read_to_string(draft.path.join("SKILL.md")).unwrap();
//! assert!(text.contains("## Steps\n\n1. Renew with certbot\n2. Reload nginx\n"));
//! assert_eq!(drafts::list(&store).len(), 1);
//! ```

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use lemon_core::fs::FsError;
use lemon_core::lock::LockDir;
use lemon_core::paths::{self, Env, PathError};
use serde::Serialize;
use serde_json::{Value, json};

use crate::audit::Verdict;
use crate::bundle::{Bundle, BundleLimits, SKILL_FILE};
use crate::install::stage;
use crate::manage::{self, Action, ManageError, ManageInput, WriteScope};

/// The drafts directory's name (under the agent directory or `.lemon/`).
pub const DRAFTS_DIR: &str = "skill-drafts";
/// The metadata file of a draft (hidden: not part of the skill).
pub const META_FILE: &str = ".draft_meta.json";
/// Largest source file read by `generate`.
pub const MAX_SOURCE_BYTES: u64 = 1024 * 1024;
/// Most drafts listed.
const MAX_DRAFTS: usize = 10_000;
const MAX_META_BYTES: u64 = 256 * 1024;
const LOCK_TIMEOUT: Duration = Duration::from_secs(10);
/// Bounds of the generated sections.
const MAX_STEPS: usize = 40;
const MAX_COMMAND_LINES: usize = 80;
const MAX_NOTES: usize = 20;
const MAX_LINE_CHARS: usize = 400;
const MAX_DESCRIPTION_CHARS: usize = 200;

/// Where drafts of one scope live.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Store {
    /// The drafts directory.
    pub dir: PathBuf,
    /// The skills scope a draft of this store is published to.
    pub scope: WriteScope,
}

impl Store {
    /// `<agent dir>/skill-drafts`, publishing to the global skills root.
    pub fn global(env: &Env) -> Result<Store, PathError> {
        Ok(Store {
            dir: paths::agent_dir(env)?.join(DRAFTS_DIR),
            scope: WriteScope::Global,
        })
    }

    /// `<cwd>/.lemon/skill-drafts`, publishing to the project's skills root.
    pub fn project(cwd: &Path) -> Store {
        Store {
            dir: paths::project_file(cwd, DRAFTS_DIR),
            scope: WriteScope::Project,
        }
    }

    /// The directory of draft `key`.
    pub fn path(&self, key: &str) -> PathBuf {
        self.dir.join(key)
    }
}

/// One draft as listed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Draft {
    pub key: String,
    pub path: PathBuf,
    /// The frontmatter `name`, when the draft's `SKILL.md` parses.
    pub name: Option<String>,
    pub created_at: Option<String>,
    /// The file it was generated from (its name, as given).
    pub source: Option<String>,
    pub has_skill_file: bool,
    /// The last review's verdict (`pass`, `warn`, `block`), or null before one.
    pub audit_status: Option<String>,
}

/// Why a draft operation did nothing.
#[derive(Debug, thiserror::Error)]
pub enum DraftError {
    #[error("Draft '{key}' not found.")]
    NotFound { key: String },
    #[error("Draft '{key}' already exists at {}; pass --force to replace it", path.display())]
    Exists { key: String, path: PathBuf },
    #[error("'{key}' is not a valid draft key: {why}")]
    InvalidKey { key: String, why: String },
    #[error("the source has no text to make a skill of")]
    EmptySource,
    #[error("Draft '{key}' has no SKILL.md")]
    MissingSkillFile { key: String },
    /// Publishing takes `SKILL.md` only; other files would skip the audit of a create.
    #[error(
        "Draft '{key}' holds files besides SKILL.md ({}); publish it, then add them with skill_manage write_file",
        files.join(", ")
    )]
    ExtraFiles { key: String, files: Vec<String> },
    /// `skill_manage create` refused the draft (the draft is kept).
    #[error(transparent)]
    Publish(#[from] ManageError),
    #[error(transparent)]
    Fs(#[from] FsError),
    #[error(transparent)]
    Path(#[from] PathError),
    #[error("cannot {op} {}: {source}", path.display())]
    Io {
        op: &'static str,
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

fn check_key(key: &str) -> Result<(), DraftError> {
    manage::check_name(key).map_err(|e| DraftError::InvalidKey {
        key: lemon_core::text::flatten_line(key).into_owned(),
        why: e.to_string(),
    })
}

fn existing(store: &Store, key: &str) -> Result<PathBuf, DraftError> {
    check_key(key).map_err(|_| DraftError::NotFound {
        key: lemon_core::text::flatten_line(key).into_owned(),
    })?;
    let dir = store.path(key);
    if !std::fs::symlink_metadata(&dir).is_ok_and(|m| m.is_dir()) {
        return Err(DraftError::NotFound {
            key: key.to_string(),
        });
    }
    Ok(dir)
}

fn read_meta(dir: &Path) -> Value {
    lemon_core::read::read_bounded(&dir.join(META_FILE), MAX_META_BYTES)
        .ok()
        .and_then(|b| serde_json::from_slice::<Value>(&b).ok())
        .filter(Value::is_object)
        .unwrap_or_else(|| json!({}))
}

/// The drafts of `store`, oldest first (then by key).
pub fn list(store: &Store) -> Vec<Draft> {
    let Ok(entries) = std::fs::read_dir(&store.dir) else {
        return Vec::new();
    };
    let mut out: Vec<Draft> = Vec::new();
    for entry in entries.flatten().take(MAX_DRAFTS) {
        let Some(key) = entry.file_name().to_str().map(str::to_string) else {
            continue;
        };
        if key.starts_with('.') || check_key(&key).is_err() {
            continue;
        }
        let dir = entry.path();
        if !std::fs::symlink_metadata(&dir).is_ok_and(|m| m.is_dir()) {
            continue;
        }
        out.push(describe(&key, &dir));
    }
    out.sort_by(|a, b| {
        a.created_at
            .cmp(&b.created_at)
            .then_with(|| a.key.cmp(&b.key))
    });
    out
}

fn describe(key: &str, dir: &Path) -> Draft {
    let meta = read_meta(dir);
    let text = |k: &str| meta.get(k).and_then(Value::as_str).map(str::to_string);
    let skill = dir.join(SKILL_FILE);
    let has_skill_file = std::fs::symlink_metadata(&skill).is_ok_and(|m| m.is_file());
    let name = has_skill_file
        .then(|| {
            lemon_core::read::read_bounded(&skill, crate::manifest::MAX_SKILL_MD_BYTES as u64).ok()
        })
        .flatten()
        .and_then(|b| crate::manifest::parse_skill_bytes(&b).ok())
        .and_then(|p| p.manifest.name);
    Draft {
        key: key.to_string(),
        path: dir.to_path_buf(),
        name,
        created_at: text("created_at"),
        source: text("source"),
        has_skill_file,
        audit_status: text("audit_status"),
    }
}

/// The sections read out of a transcript or notes.
#[derive(Default)]
struct Parts {
    title: Option<String>,
    paragraphs: Vec<String>,
    steps: Vec<String>,
    commands: Vec<String>,
}

/// A transcript speaker prefix (`User:`, `Assistant:`, `> `) removed.
fn unspeak(line: &str) -> &str {
    let t = line.trim();
    for p in ["user:", "assistant:", "human:", "ai:", "agent:", "system:"] {
        if t.len() >= p.len() && t[..p.len()].eq_ignore_ascii_case(p) {
            return t[p.len()..].trim();
        }
    }
    t.strip_prefix('>').map(str::trim).unwrap_or(t)
}

fn clean(line: &str) -> String {
    let flat = lemon_core::text::flatten_line(line);
    let mut s: String = flat.trim().chars().take(MAX_LINE_CHARS).collect();
    if flat.trim().chars().count() > MAX_LINE_CHARS {
        s.push('…');
    }
    s
}

fn list_item(line: &str) -> Option<&str> {
    let t = line.trim_start();
    if let Some(rest) = t.strip_prefix("- ").or_else(|| t.strip_prefix("* ")) {
        return Some(rest);
    }
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && digits < 4 {
        let rest = &t[digits..];
        if let Some(r) = rest.strip_prefix(". ").or_else(|| rest.strip_prefix(") ")) {
            return Some(r);
        }
    }
    None
}

fn parse(text: &str) -> Parts {
    let mut parts = Parts::default();
    let mut para = String::new();
    let mut fence: Option<String> = None;
    let flush = |para: &mut String, parts: &mut Parts| {
        let p = clean(para);
        if !p.is_empty() {
            parts.paragraphs.push(p);
        }
        para.clear();
    };
    for raw in text.lines() {
        let trimmed = raw.trim();
        if let Some(marker) = &fence {
            if trimmed.starts_with(marker.as_str()) {
                fence = None;
            } else if parts.commands.len() < MAX_COMMAND_LINES {
                let line = lemon_core::text::flatten_line(raw.trim_end()).into_owned();
                parts
                    .commands
                    .push(line.chars().take(MAX_LINE_CHARS).collect());
            }
            continue;
        }
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            flush(&mut para, &mut parts);
            fence = Some(trimmed[..3].to_string());
            continue;
        }
        let line = unspeak(raw);
        if line.is_empty() {
            flush(&mut para, &mut parts);
            continue;
        }
        if let Some(h) = line.strip_prefix('#') {
            flush(&mut para, &mut parts);
            let h = clean(h.trim_start_matches('#'));
            if parts.title.is_none() && !h.is_empty() {
                parts.title = Some(h);
            }
            continue;
        }
        if let Some(item) = list_item(line) {
            flush(&mut para, &mut parts);
            let item = clean(item);
            if !item.is_empty() && parts.steps.len() < MAX_STEPS {
                parts.steps.push(item);
            }
            continue;
        }
        if !para.is_empty() {
            para.push(' ');
        }
        if para.len() < 4 * MAX_LINE_CHARS {
            para.push_str(line);
        }
    }
    flush(&mut para, &mut parts);
    parts
}

/// `synth-<slug>`: lowercase ASCII words of `title` joined by `-`, at most 48 chars.
fn key_of(title: &str) -> String {
    let mut slug = String::new();
    for word in title
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        let w = word.to_ascii_lowercase();
        if slug.len() + w.len() + 1 > 48 {
            break;
        }
        if !slug.is_empty() {
            slug.push('-');
        }
        slug.push_str(&w);
    }
    if slug.is_empty() {
        slug.push_str("notes");
    }
    format!("synth-{slug}")
}

fn first_sentence(text: &str) -> String {
    let end = text
        .char_indices()
        .find(|&(i, c)| {
            matches!(c, '.' | '!' | '?')
                && text[i + c.len_utf8()..]
                    .chars()
                    .next()
                    .is_none_or(char::is_whitespace)
        })
        .map(|(i, c)| i + c.len_utf8())
        .unwrap_or(text.len());
    let s: String = text[..end].chars().take(MAX_DESCRIPTION_CHARS).collect();
    s.trim().to_string()
}

/// The draft `SKILL.md` for `text` (deterministic), and its key.
pub fn synthesize(text: &str, source_name: &str) -> Result<(String, String), DraftError> {
    let parts = parse(text);
    let title = parts
        .title
        .clone()
        .or_else(|| parts.paragraphs.first().map(|p| first_sentence(p)))
        .or_else(|| parts.steps.first().cloned())
        .ok_or(DraftError::EmptySource)?;
    let key = key_of(&title);
    let mut rest = parts.paragraphs.iter();
    let when = rest.next().cloned();
    let description = match when
        .as_deref()
        .map(first_sentence)
        .filter(|s| !s.is_empty())
    {
        Some(s) => s,
        None => format!("Procedure distilled from {}", clean(source_name)),
    };
    let mut md = String::new();
    md.push_str("---\n");
    let _ = writeln!(md, "name: {key}");
    let _ = writeln!(
        md,
        "description: {}",
        serde_json::to_string(&description).unwrap_or_default()
    );
    md.push_str("metadata:\n  lemon:\n    category: drafts\n    synthesized: true\n");
    let _ = writeln!(
        md,
        "    source: {}",
        serde_json::to_string(&clean(source_name)).unwrap_or_default()
    );
    md.push_str("---\n\n");
    let _ = writeln!(md, "# {title}\n");
    md.push_str("## When to use\n\n");
    let _ = writeln!(md, "{}\n", when.as_deref().unwrap_or(&description));
    if !parts.steps.is_empty() {
        md.push_str("## Steps\n\n");
        for (i, s) in parts.steps.iter().enumerate() {
            let _ = writeln!(md, "{}. {s}", i + 1);
        }
        md.push('\n');
    }
    if !parts.commands.is_empty() {
        md.push_str("## Commands\n\n```sh\n");
        for c in &parts.commands {
            let _ = writeln!(md, "{}", c.replace("```", "'''"));
        }
        md.push_str("```\n\n");
    }
    let notes: Vec<&String> = rest.take(MAX_NOTES).collect();
    if !notes.is_empty() {
        md.push_str("## Notes\n\n");
        for n in notes {
            let _ = writeln!(md, "- {n}");
        }
        md.push('\n');
    }
    let _ = writeln!(
        md,
        "<!-- Draft generated by `lemon skill draft generate` from {}; review before publishing. -->",
        clean(source_name).replace("--", "-")
    );
    Ok((key, md))
}

/// Generates a draft from `text` (the content of `source_name`) into `store`; an
/// existing draft of the same key is an error unless `force`.
pub fn generate(
    store: &Store,
    text: &str,
    source_name: &str,
    now: u64,
    force: bool,
) -> Result<Draft, DraftError> {
    let (key, md) = synthesize(text, source_name)?;
    check_key(&key)?;
    let meta = json!({
        "key": key,
        "source": clean(source_name),
        "created_at": lemon_core::time::iso8601(now),
        "status": "draft",
    });
    let mut meta_text = serde_json::to_string_pretty(&meta).unwrap_or_default();
    meta_text.push('\n');
    let bundle = Bundle {
        root: store.path(&key),
        files: vec![
            manage::member(META_FILE, meta_text.into_bytes(), false),
            manage::member(SKILL_FILE, md.into_bytes(), false),
        ],
        excluded: Vec::new(),
        hidden: Vec::new(),
        anomalies: Vec::new(),
    };
    std::fs::create_dir_all(&store.dir).map_err(|source| DraftError::Io {
        op: "create directory",
        path: store.dir.clone(),
        source,
    })?;
    let _guard = LockDir::acquire(&stage::key_lock_target(&store.dir, &key), LOCK_TIMEOUT)?;
    stage::recover(&store.dir, &key, None);
    let dest = store.path(&key);
    if !force && std::fs::symlink_metadata(&dest).is_ok() {
        return Err(DraftError::Exists { key, path: dest });
    }
    stage::activate(&store.dir, &key, &bundle, force, || {
        Ok::<(), std::io::Error>(())
    })
    .map_err(|e| match e {
        stage::ActivateError::Exists { path } => DraftError::Exists {
            key: key.clone(),
            path,
        },
        stage::ActivateError::Io { op, path, source } => DraftError::Io { op, path, source },
        stage::ActivateError::Commit(source) => DraftError::Io {
            op: "write",
            path: dest.clone(),
            source,
        },
    })?;
    Ok(describe(&key, &dest))
}

/// What a review found.
#[derive(Debug, Clone, Serialize)]
pub struct Review {
    pub draft: Draft,
    /// The draft's `SKILL.md`, as it is.
    pub skill_md: String,
    /// `lemon skill lint`'s findings.
    pub lint: Vec<crate::lint::Finding>,
    /// The audit (verdict, digest, findings with safe excerpts).
    pub audit: crate::audit::AuditReport,
}

/// Lints and audits draft `key`, and records the verdict in its metadata.
pub fn review(store: &Store, key: &str, now: u64) -> Result<Review, DraftError> {
    let dir = existing(store, key)?;
    let bundle = Bundle::read(&dir, &BundleLimits::default()).map_err(|e| match e {
        crate::bundle::BundleError::MissingSkillFile { .. } => DraftError::MissingSkillFile {
            key: key.to_string(),
        },
        other => DraftError::Io {
            op: "read",
            path: dir.clone(),
            source: std::io::Error::other(other.to_string()),
        },
    })?;
    let lint = crate::lint::lint_bundle(&bundle);
    let audit = crate::audit::audit_bundle(&bundle);
    let skill_md = bundle
        .file(SKILL_FILE)
        .map(|f| String::from_utf8_lossy(&f.bytes).into_owned())
        .unwrap_or_default();
    let mut meta = read_meta(&dir);
    meta["audit_status"] = json!(audit.verdict.as_str());
    meta["audit_findings"] = json!(
        audit
            .findings
            .iter()
            .map(|f| format!("[{}] {}", f.severity.as_str(), f.rule))
            .collect::<Vec<_>>()
    );
    meta["bundle_hash"] = json!(audit.digest);
    meta["audited_at"] = json!(lemon_core::time::iso8601(now));
    meta["approval_required"] = json!(audit.verdict != Verdict::Pass);
    let mut text = serde_json::to_string_pretty(&meta).unwrap_or_default();
    text.push('\n');
    {
        let _guard = LockDir::acquire(&stage::key_lock_target(&store.dir, key), LOCK_TIMEOUT)?;
        lemon_core::fs::write_atomic(&dir.join(META_FILE), text.as_bytes())?;
    }
    Ok(Review {
        draft: describe(key, &dir),
        skill_md,
        lint,
        audit,
    })
}

/// Publishes draft `key` into its store's skills scope through `skill_manage create`
/// (same audit, same approval gate) and deletes the draft once it landed. A refusal
/// keeps the draft.
pub fn publish(
    store: &Store,
    key: &str,
    ctx: &manage::Context<'_>,
) -> Result<manage::Outcome, DraftError> {
    let dir = existing(store, key)?;
    let bundle =
        Bundle::read(&dir, &BundleLimits::default()).map_err(|_| DraftError::MissingSkillFile {
            key: key.to_string(),
        })?;
    let extra: Vec<String> = bundle
        .files
        .iter()
        .map(|f| f.path.clone())
        .chain(
            bundle
                .anomalies
                .iter()
                .filter_map(|a| a.path().map(str::to_string)),
        )
        .filter(|p| p != SKILL_FILE)
        .collect();
    if !extra.is_empty() {
        return Err(DraftError::ExtraFiles {
            key: key.to_string(),
            files: extra,
        });
    }
    let Some(skill) = bundle.file(SKILL_FILE) else {
        return Err(DraftError::MissingSkillFile {
            key: key.to_string(),
        });
    };
    let mut input = ManageInput::new(Action::Create, key);
    input.scope = store.scope;
    input.content = Some(String::from_utf8_lossy(&skill.bytes).into_owned());
    let outcome = manage::execute(ctx, &input).result?;
    delete(store, key)?;
    Ok(outcome)
}

/// Deletes draft `key` (its directory, moved aside first, then removed).
pub fn delete(store: &Store, key: &str) -> Result<PathBuf, DraftError> {
    let dir = existing(store, key)?;
    let _guard = LockDir::acquire(&stage::key_lock_target(&store.dir, key), LOCK_TIMEOUT)?;
    stage::remove_skill_dir(&store.dir, key).map_err(|source| DraftError::Io {
        op: "remove",
        path: dir.clone(),
        source,
    })?;
    Ok(dir)
}
