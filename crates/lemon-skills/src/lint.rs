//! `lemon skill lint`: the strict contributor contract for skill directories.
//!
//! Loading is lenient (see [`crate::manifest`]); lint reports, for each skill, every
//! problem the loader refused **and** everything it forgave, so authors can fix skills
//! before other agents with stricter parsers choke on them. Errors make a skill fail;
//! warnings make it fail only in `--strict` mode.
//!
//! Everything is bounded: `SKILL.md` files are read up to [`MAX_SKILL_MD_BYTES`], at most
//! [`MAX_SKILLS_PER_PATH`] skills are linted per path, and no file outside the skill
//! directory is ever read (references are only checked for existence and containment).

use std::fs;
use std::path::{Component, Path, PathBuf};

use serde::Serialize;

use crate::builtin::{BuiltinSkill, builtin_skills};
use crate::diagnostic::Code;
use crate::entry::SkillLocation;
use crate::load::{self, LoadError};
use crate::manifest::{MAX_SKILL_MD_BYTES, ParsedSkill};

/// Most skill directories linted under one PATH; the rest are reported, not read.
pub const MAX_SKILLS_PER_PATH: usize = 10_000;
/// Most directory entries looked at under one PATH (bounds a 100k-entry directory).
pub const MAX_ENTRIES_PER_PATH: usize = 100_000;
/// Body length (lines) above which a warning suggests moving material to `references/`.
pub const LONG_BODY_LINES: usize = 500;

/// How serious a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// The skill fails lint.
    Error,
    /// The skill fails lint only with `--strict`.
    Warning,
}

impl Level {
    /// `"error"` or `"warning"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Error => "error",
            Level::Warning => "warning",
        }
    }
}

/// One problem found by lint. Serialises to exactly
/// `{path, line, level, code, message}` (the `lint --json` element).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// The file the finding is about (`…/SKILL.md`), or the directory for directory-level
    /// findings. Built-ins show as `builtin:<key>/SKILL.md` (their `SkillLocation`).
    pub path: PathBuf,
    /// 1-based line in `path`, when known.
    pub line: Option<usize>,
    pub level: Level,
    /// Stable machine code (`parse_error`, `missing_name`, `name_mismatch`, …).
    pub code: Code,
    pub message: String,
}

/// Lint result for one skill directory (or for a PATH that could not be listed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SkillLint {
    /// The directory's basename (the skill key).
    pub key: String,
    /// The skill directory.
    pub path: PathBuf,
    /// No errors (and, when linted with `strict`, no warnings either).
    pub valid: bool,
    /// Errors first, then warnings; each group in discovery order.
    pub findings: Vec<Finding>,
}

impl SkillLint {
    fn new(key: String, path: PathBuf, mut findings: Vec<Finding>, strict: bool) -> Self {
        findings.sort_by_key(|f| f.level);
        let valid = findings
            .iter()
            .all(|f| f.level == Level::Warning && !strict);
        SkillLint {
            key,
            path,
            valid,
            findings,
        }
    }

    /// Whether any finding is an error.
    pub fn has_errors(&self) -> bool {
        self.findings.iter().any(|f| f.level == Level::Error)
    }
}

/// Lint every skill under each PATH.
///
/// A PATH that itself contains `SKILL.md` is linted as one skill; otherwise each
/// non-hidden immediate subdirectory is a skill (hidden ones such as `.git` and staging
/// leftovers are ignored). No PATH lints the built-in skills. Results are in PATH order,
/// then by key. With `strict`, warnings make a skill invalid. PATHs are used as given:
/// the caller resolves relative ones against its working directory (the CLI uses
/// `--cwd`). Every finding of a skill is reported, errors first, each group in the
/// order found.
///
/// ```
/// let dir = tempfile::tempdir().unwrap();
/// let skill = dir.path().join("hello");
/// std::fs::create_dir(&skill).unwrap();
/// std::fs::write(skill.join("SKILL.md"), "---\nname: hello\ndescription: Greets.\n---\nSay hi.\n").unwrap();
/// std::fs::create_dir(dir.path().join("broken")).unwrap();
///
/// let results = lemon_skills::lint::lint_paths(&[dir.path().to_path_buf()], false);
/// assert_eq!(results.len(), 2);
/// assert_eq!(results[0].key, "broken");
/// assert_eq!(results[0].findings[0].code, "missing_skill_file");
/// assert!(results[1].valid);
/// ```
pub fn lint_paths(paths: &[PathBuf], strict: bool) -> Vec<SkillLint> {
    if paths.is_empty() {
        return lint_builtins(strict);
    }
    let mut out = Vec::new();
    for p in paths {
        lint_parent(p, strict, &mut out);
    }
    out
}

/// Lint one skill directory (non-strict: only errors make it invalid).
pub fn lint_skill_dir(dir: &Path) -> SkillLint {
    lint_dir(dir, false)
}

/// Lint the built-in skills compiled into this binary.
pub fn lint_builtins(strict: bool) -> Vec<SkillLint> {
    builtin_skills()
        .iter()
        .map(|b| lint_builtin(b, strict))
        .collect()
}

/// Lint `SKILL.md` content that is not (yet) on disk, e.g. a draft about to be written
/// to `<dir>`. With `dir`, reference paths are checked against the files there;
/// without, only for containment (no `..` escape, not absolute). Findings use the path
/// `<dir or key>/SKILL.md`.
///
/// ```
/// use lemon_skills::lint::{lint_skill_md, Level};
/// let f = lint_skill_md("demo", b"---\nname: demo\n---\n", None);
/// let codes: Vec<_> = f.iter().map(|f| f.code).collect();
/// assert_eq!(codes, ["missing_description", "empty_body"]);
/// assert!(f.iter().all(|f| f.level == Level::Error));
/// ```
pub fn lint_skill_md(key: &str, bytes: &[u8], dir: Option<&Path>) -> Vec<Finding> {
    let base = dir.map_or_else(|| PathBuf::from(key), Path::to_path_buf);
    let file = base.join("SKILL.md");
    let mut findings = Vec::new();
    match dir {
        Some(d) => {
            let refs = |rel: &str| check_reference_on_disk(d, rel);
            lint_bytes(key, &file, bytes, &refs, &mut findings);
        }
        None => {
            let refs = |rel: &str| lexical_check(rel).map(|_| ());
            lint_bytes(key, &file, bytes, &refs, &mut findings);
        }
    }
    findings.sort_by_key(|f| f.level);
    findings
}

/// Lint the `SKILL.md` of a bundle read into memory (the audit's lint pass): the same
/// checks as [`lint_skill_dir`], with references checked against the bundle's members
/// instead of the disk, so what is judged is exactly what would be installed.
pub fn lint_bundle(bundle: &crate::bundle::Bundle) -> Vec<Finding> {
    let key = key_of(&bundle.root);
    let file = bundle.root.join(crate::bundle::SKILL_FILE);
    let mut findings = Vec::new();
    match bundle.file(crate::bundle::SKILL_FILE) {
        None => findings.push(finding(
            &bundle.root,
            None,
            Level::Error,
            Code::MissingSkillFile,
            format!("{} has no readable SKILL.md", bundle.root.display()),
        )),
        Some(f) => {
            let refs = |rel: &str| match lexical_check(rel) {
                Err(e) => Err(e),
                Ok(norm)
                    if bundle.file(&norm).is_some()
                        || bundle.files.iter().any(|m| {
                            m.path
                                .strip_prefix(norm.as_str())
                                .is_some_and(|rest| rest.starts_with('/'))
                        }) =>
                {
                    Ok(())
                }
                Ok(_) => Err(RefProblem::Missing),
            };
            lint_bytes(&key, &file, &f.bytes, &refs, &mut findings);
        }
    }
    findings.sort_by_key(|f| f.level);
    findings
}

fn key_of(dir: &Path) -> String {
    dir.file_name().map_or_else(
        || dir.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

fn finding(
    path: &Path,
    line: Option<usize>,
    level: Level,
    code: Code,
    message: impl Into<String>,
) -> Finding {
    Finding {
        path: path.to_path_buf(),
        line,
        level,
        code,
        message: message.into(),
    }
}

fn load_error(file: &Path, e: LoadError) -> Finding {
    finding(file, e.line, Level::Error, e.code, e.reason)
}

fn lint_parent(parent: &Path, strict: bool, out: &mut Vec<SkillLint>) {
    let path_error = |code: Code, msg: String| {
        SkillLint::new(
            key_of(parent),
            parent.to_path_buf(),
            vec![finding(parent, None, Level::Error, code, msg)],
            strict,
        )
    };
    match fs::metadata(parent) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => {
            out.push(path_error(
                Code::NotADirectory,
                format!("Not a directory: {}", parent.display()),
            ));
            return;
        }
        Err(e) => {
            let code = if e.kind() == std::io::ErrorKind::NotFound {
                Code::NotADirectory
            } else {
                Code::DirectoryUnreadable
            };
            out.push(path_error(
                code,
                format!("cannot open {}: {e}", parent.display()),
            ));
            return;
        }
    }
    if parent.join("SKILL.md").exists() {
        out.push(lint_dir(parent, strict));
        return;
    }
    let entries = match fs::read_dir(parent) {
        Ok(e) => e,
        Err(e) => {
            out.push(path_error(
                Code::DirectoryUnreadable,
                format!("cannot list {}: {e}", parent.display()),
            ));
            return;
        }
    };
    let mut dirs = Vec::new();
    let mut problems = Vec::new();
    let mut seen = 0usize;
    for entry in entries {
        seen += 1;
        if seen > MAX_ENTRIES_PER_PATH {
            problems.push(finding(
                parent,
                None,
                Level::Error,
                Code::DirectoryUnreadable,
                format!("{} has more than {MAX_ENTRIES_PER_PATH} entries; only the first were looked at", parent.display()),
            ));
            break;
        }
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                problems.push(finding(
                    parent,
                    None,
                    Level::Error,
                    Code::DirectoryUnreadable,
                    format!("cannot list {}: {e}", parent.display()),
                ));
                break;
            }
        };
        let name = entry.file_name();
        if name.to_string_lossy().starts_with('.') {
            continue;
        }
        let path = entry.path();
        // `metadata` follows symlinks: a symlinked skill directory is a skill; a dangling
        // or looping link is reported instead of silently dropped.
        match fs::metadata(&path) {
            Ok(m) if m.is_dir() => dirs.push(path),
            Ok(_) => {}
            Err(e) => problems.push(finding(
                &path,
                None,
                Level::Error,
                Code::DirectoryUnreadable,
                format!("cannot open {}: {e}", path.display()),
            )),
        }
    }
    dirs.sort();
    if dirs.len() > MAX_SKILLS_PER_PATH {
        problems.push(finding(
            parent,
            None,
            Level::Error,
            Code::DirectoryUnreadable,
            format!(
                "{} holds {} skill directories; only the first {MAX_SKILLS_PER_PATH} were linted",
                parent.display(),
                dirs.len()
            ),
        ));
        dirs.truncate(MAX_SKILLS_PER_PATH);
    }
    if !problems.is_empty() {
        out.push(SkillLint::new(
            key_of(parent),
            parent.to_path_buf(),
            problems,
            strict,
        ));
    }
    for d in dirs {
        out.push(lint_dir(&d, strict));
    }
}

fn lint_dir(dir: &Path, strict: bool) -> SkillLint {
    let key = key_of(dir);
    let file = dir.join("SKILL.md");
    let mut findings = Vec::new();
    match fs::metadata(&file) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            findings.push(finding(
                dir,
                None,
                Level::Error,
                Code::MissingSkillFile,
                format!("{} has no SKILL.md", dir.display()),
            ));
        }
        Err(e) => findings.push(load_error(&file, LoadError::unreadable(e))),
        Ok(m) if !m.is_file() => {
            findings.push(finding(
                &file,
                None,
                Level::Error,
                Code::SkillFileUnreadable,
                "SKILL.md is not a regular file",
            ));
        }
        Ok(_) => {
            let limit = MAX_SKILL_MD_BYTES as u64;
            match lemon_core::read_bounded(&file, limit) {
                Err(e) => findings.push(load_error(&file, e.into())),
                Ok(bytes) => {
                    let refs = |rel: &str| check_reference_on_disk(dir, rel);
                    lint_bytes(&key, &file, &bytes, &refs, &mut findings);
                }
            }
        }
    }
    SkillLint::new(key, dir.to_path_buf(), findings, strict)
}

fn lint_builtin(b: &BuiltinSkill, strict: bool) -> SkillLint {
    let location = SkillLocation::builtin(b.key);
    let dir = location.display_path();
    let file = location.display_file("SKILL.md");
    let mut findings = Vec::new();
    let refs = |rel: &str| match lexical_check(rel) {
        Err(e) => Err(e),
        Ok(norm) if b.file(&norm).is_some() => Ok(()),
        Ok(_) => Err(RefProblem::Missing),
    };
    lint_bytes(b.key, &file, b.skill_md.as_bytes(), &refs, &mut findings);
    SkillLint::new(b.key.to_string(), dir, findings, strict)
}

/// Why a reference path is rejected.
enum RefProblem {
    Traversal(&'static str),
    Missing,
}

/// Reject absolute paths and `..` that climbs out; returns the normalised relative path.
fn lexical_check(rel: &str) -> Result<String, RefProblem> {
    let p = Path::new(rel);
    if rel.starts_with('/')
        || rel.starts_with('\\')
        || p.is_absolute()
        || rel.get(1..2) == Some(":")
    {
        return Err(RefProblem::Traversal("is an absolute path"));
    }
    let mut parts: Vec<&str> = Vec::new();
    for c in p.components() {
        match c {
            Component::Normal(s) => parts.push(s.to_str().unwrap_or("")),
            Component::CurDir => {}
            Component::ParentDir => {
                if parts.pop().is_none() {
                    return Err(RefProblem::Traversal("leaves the skill directory"));
                }
            }
            Component::RootDir | Component::Prefix(_) => {
                return Err(RefProblem::Traversal("is an absolute path"));
            }
        }
    }
    if rel.contains('\\') && rel.split('\\').any(|s| s == "..") {
        return Err(RefProblem::Traversal("leaves the skill directory"));
    }
    Ok(parts.join("/"))
}

fn check_reference_on_disk(dir: &Path, rel: &str) -> Result<(), RefProblem> {
    let norm = lexical_check(rel)?;
    let target = dir.join(&norm);
    if fs::symlink_metadata(&target).is_err() {
        return Err(RefProblem::Missing);
    }
    // A symlink inside the skill may still point outside it.
    match (fs::canonicalize(&target), fs::canonicalize(dir)) {
        (Ok(t), Ok(d)) if t.starts_with(&d) => Ok(()),
        (Ok(_), Ok(_)) => Err(RefProblem::Traversal(
            "resolves (through a symlink) outside the skill directory",
        )),
        _ => Err(RefProblem::Missing),
    }
}

/// Loads `bytes` as the loader does, then reports every error (each rejected field,
/// every schema violation loading forgave) and every warning.
fn lint_bytes(
    key: &str,
    file: &Path,
    bytes: &[u8],
    refs: &dyn Fn(&str) -> Result<(), RefProblem>,
    findings: &mut Vec<Finding>,
) {
    let report = load::check(bytes);
    for e in &report.errors {
        findings.push(load_error(file, e.clone()));
    }
    if let Some(p) = &report.parsed {
        // A parsed file was valid UTF-8.
        let text = std::str::from_utf8(bytes).unwrap_or_default();
        lint_parsed(key, file, text, p, &report.rejected_fields, refs, findings);
    }
}

/// Line of top-level `key` in the frontmatter, for missing/blank-field messages; when the
/// key is absent, the line where the frontmatter (or the file's text) starts.
fn field_line(p: &ParsedSkill, text: &str, key: &str) -> Option<usize> {
    let head = p.body_line.saturating_sub(1).min(2_000);
    text.lines()
        .take(head)
        .position(|l| {
            l.strip_prefix(key)
                .is_some_and(|r| r.trim_start().starts_with(':') || r.trim_start().starts_with('='))
        })
        .or_else(|| {
            text.lines()
                .take(2_000)
                .position(|l| !l.trim_start_matches('\u{feff}').trim().is_empty())
        })
        .map(|i| i + 1)
}

/// The checks beyond loading. A field the loader rejected is already reported, so it is
/// not reported missing as well.
fn lint_parsed(
    key: &str,
    file: &Path,
    text: &str,
    p: &ParsedSkill,
    rejected_fields: &[&str],
    refs: &dyn Fn(&str) -> Result<(), RefProblem>,
    findings: &mut Vec<Finding>,
) {
    let m = &p.manifest;
    for w in &p.warnings {
        match w.code {
            // Reported below as missing_name / missing_description.
            Code::EmptyName | Code::EmptyDescription => {}
            _ if w.is_violation() => findings.push(finding(
                file,
                w.line,
                Level::Error,
                Code::InvalidManifest,
                w.message.clone(),
            )),
            code => findings.push(finding(
                file,
                w.line,
                Level::Warning,
                code,
                w.message.clone(),
            )),
        }
    }
    match &m.name {
        None if rejected_fields.contains(&"name") => {}
        None => findings.push(finding(
            file,
            field_line(p, text, "name"),
            Level::Error,
            Code::MissingName,
            "frontmatter must include a non-empty `name` (use the directory name)",
        )),
        Some(name) => {
            if name != key {
                findings.push(finding(
                    file,
                    field_line(p, text, "name"),
                    Level::Warning,
                    Code::NameMismatch,
                    format!("`name` is {name:?} but the directory is {key:?}; the skill is looked up by the directory name, and other agents require the two to match"),
                ));
            }
            let portable = name.len() <= 64
                && !name.starts_with('-')
                && !name.ends_with('-')
                && !name.contains("--")
                && name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
            if !portable {
                findings.push(finding(
                    file,
                    field_line(p, text, "name"),
                    Level::Warning,
                    Code::NameNotPortable,
                    "the Agent Skills standard wants names of at most 64 characters from a-z, 0-9 and single hyphens; other agents may reject this one",
                ));
            }
        }
    }
    if m.description.is_none() && !rejected_fields.contains(&"description") {
        findings.push(finding(
            file,
            field_line(p, text, "description"),
            Level::Error,
            Code::MissingDescription,
            "frontmatter must include a non-empty `description` saying when to use the skill",
        ));
    }
    for r in &m.references {
        let Some(rel) = &r.path else { continue };
        match refs(rel) {
            Ok(()) => {}
            Err(RefProblem::Traversal(why)) => findings.push(finding(
                file,
                field_line(p, text, "references"),
                Level::Error,
                Code::ReferencePathTraversal,
                format!("reference {rel:?} {why}; references must stay inside the skill directory"),
            )),
            Err(RefProblem::Missing) => findings.push(finding(
                file,
                field_line(p, text, "references"),
                Level::Error,
                Code::ReferenceMissing,
                format!("reference {rel:?} does not exist in the skill directory"),
            )),
        }
    }
    if p.body.is_empty() {
        findings.push(finding(
            file,
            Some(p.body_line),
            Level::Error,
            Code::EmptyBody,
            "SKILL.md must include instructions after the frontmatter",
        ));
    } else {
        let lines = p.body.lines().count();
        if lines > LONG_BODY_LINES {
            findings.push(finding(
                file,
                Some(p.body_line),
                Level::Warning,
                Code::LongBody,
                format!("the body has {lines} lines; keep it under {LONG_BODY_LINES} and move reference material into references/"),
            ));
        }
    }
}

#[cfg(test)]
mod tests;
