//! The MCP skills extension (SEP-2640) of `lemon serve`: `skills/list`, `skills/get` and
//! `resources/directory/read` over the same skills `resources/list` shows (the CLI's
//! visibility rules: not disabled, not model-hidden, displayable), each answered from
//! one fresh registry snapshot and one read of each skill directory.
//!
//! A skill is published at `skill://<key>/SKILL.md` with its whole file manifest
//! (`sha256:` digest and size of every member of its bundle, `SKILL.md` included), so
//! every URI it names is one `resources/read` resolves, byte for byte. The members are
//! what an install would copy ([`lemon_skills::bundle`]): hidden names and editor
//! leftovers are not part of the skill, and symbolic links and special files are never
//! followed, so they are neither listed nor walked into.
//!
//! A skill that cannot be served faithfully is left out of the extension (it stays in
//! `resources/list`, `read_skill` and the prompts), with the reason [`Unservable`]
//! names: the extension promises that `frontmatter` is the file's YAML frontmatter
//! verbatim and that the URI ends in the frontmatter `name`, which TOML frontmatter, a
//! frontmatter only our lenient repair could read, a `name` other than the skill's key
//! (the key is the directory name, and `skill://<key>/…` is that directory) or one
//! outside the Agent Skills naming rule cannot keep; and it bounds a skill at 512 files
//! and 16 MiB, with every file readable (at most `view::MAX_FILE_BYTES`). Metadata
//! keys under `io.modelcontextprotocol/` are reserved for MCP extensions, none defines
//! one yet, so a skill using one is left out rather than served with a claim nobody
//! defined.

use std::collections::BTreeMap;

use lemon_mcp::protocol::jsonrpc::ErrorObject;
use lemon_mcp::protocol::skills::{
    self, DirectoryReadParams, DirectoryReadResult, GetSkillParams, GetSkillResult,
    ListSkillsParams, ListSkillsResult, SkillEntry, SkillFile, SkillResources,
};
use lemon_mcp::protocol::types::Resource;
use lemon_mcp::server::errors;
use lemon_skills::bundle::{Anomaly, Bundle, BundleLimits};
use lemon_skills::diagnostic::Code;
use lemon_skills::manifest::{FrontmatterFormat, check_skill_bytes, parse_skill_md_report};
use lemon_skills::{Entry, SkillLocation};
use serde_json::{Map, Value};

use super::SkillServer;

/// Most entries on one `skills/list` page.
pub const PAGE_SIZE: usize = 100;

/// The bundle bounds of a served skill: one file more than the extension allows, so a
/// larger skill is seen as larger rather than cut short; no file larger than a
/// `resources/read` returns.
const LIMITS: BundleLimits = BundleLimits {
    max_files: skills::MAX_FILES_PER_SKILL + 1,
    max_file_bytes: lemon_skills::view::MAX_FILE_BYTES,
    max_total_bytes: skills::MAX_SKILL_BYTES + 1,
    max_depth: 24,
};

/// Why a skill is left out of the skills extension (see the module docs).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Unservable {
    /// The frontmatter is TOML (or missing): the extension carries YAML frontmatter.
    #[error("its frontmatter is not YAML")]
    NotYaml,
    /// The YAML only loads after Lemon's lenient repair, so no other parser reads the
    /// same object.
    #[error("its frontmatter is not strict YAML ({0})")]
    NotStrictYaml(String),
    /// `name` or `description` is missing, empty or not a string.
    #[error("its frontmatter lacks a string `{0}`")]
    MissingField(&'static str),
    /// The name breaks the Agent Skills naming rule.
    #[error("its name {0:?} breaks the naming rule (1-64 of a-z, 0-9 and single inner hyphens)")]
    InvalidName(String),
    /// The name differs from the key (the directory name the URI is built on).
    #[error("its name {name:?} differs from its directory name {key:?}")]
    NameNotKey {
        /// The skill key.
        key: String,
        /// The frontmatter name.
        name: String,
    },
    /// A `metadata` key under the reserved `io.modelcontextprotocol/` prefix.
    #[error("its metadata uses the reserved key {0:?}")]
    ReservedMetadata(String),
    /// More than 512 files.
    #[error("it has more than {} files", skills::MAX_FILES_PER_SKILL)]
    TooManyFiles,
    /// More than 16 MiB in all, or one file larger than a read returns.
    #[error(
        "it is larger than the extension's bound ({} bytes in all, {} per file)",
        skills::MAX_SKILL_BYTES,
        lemon_skills::view::MAX_FILE_BYTES
    )]
    TooLarge,
    /// Its directory or a member could not be read.
    #[error("it cannot be read: {0}")]
    Unreadable(String),
}

/// One skill as the extension serves it: its entry, and its members' paths and sizes.
struct Served {
    entry: SkillEntry,
    files: Vec<(String, u64)>,
}

impl SkillServer {
    /// The skills extension entry of the skill `key` (any installed key), or why it is
    /// left out. The entry names `skill://<key>/SKILL.md`.
    ///
    /// ```
    /// use lemon_tools::serve::skills::SkillServer;
    /// let server = SkillServer::new(lemon_skills::Registry::new(), std::env::temp_dir());
    /// let entry = server.skill_entry("skill-creator").unwrap();
    /// assert_eq!(entry.uri, "skill://skill-creator/SKILL.md");
    /// assert_eq!(entry.name(), Some("skill-creator"));
    /// assert!(server.skill_entry("no-such-skill").is_err());
    /// ```
    pub fn skill_entry(&self, key: &str) -> Result<SkillEntry, Unservable> {
        let entry = lemon_skills::view::SkillLookup::get(&self.lookup(), key)
            .ok_or_else(|| Unservable::Unreadable("no such skill".into()))?;
        serve(&entry).map(|s| s.entry)
    }

    /// `skills/list`: the listed skills the extension can serve, by key, [`PAGE_SIZE`]
    /// per page; the cursor is the last key of the previous page.
    pub fn list_skills(&self, params: ListSkillsParams) -> Result<ListSkillsResult, ErrorObject> {
        let after = match params.cursor.as_deref() {
            None => None,
            Some(c) => Some(
                c.strip_prefix("after:")
                    .ok_or_else(|| errors::invalid_params("Invalid params: unknown cursor"))?,
            ),
        };
        let mut listed = self.listed();
        listed.sort_by(|a, b| a.key.cmp(&b.key));
        let mut skills = Vec::new();
        let mut last_key: Option<&str> = None;
        let mut next_cursor = None;
        for entry in listed
            .iter()
            .filter(|e| after.is_none_or(|a| e.key.as_str() > a))
        {
            let Ok(served) = serve(entry) else { continue };
            // Another servable skill beyond a full page: the page ends at the last key.
            if skills.len() == PAGE_SIZE {
                next_cursor = last_key.map(|k| format!("after:{k}"));
                break;
            }
            skills.push(served.entry);
            last_key = Some(entry.key.as_str());
        }
        Ok(ListSkillsResult {
            skills,
            next_cursor,
            extra: Default::default(),
        })
    }

    /// `skills/get`: the entry of a listed, servable skill by its `SKILL.md` URI; any
    /// other URI is invalid params.
    pub fn get_skill(&self, params: GetSkillParams) -> Result<GetSkillResult, ErrorObject> {
        let unknown = || {
            errors::invalid_params(format!(
                "Invalid params: no skill is served at {}",
                shown(&params.uri)
            ))
        };
        let served = self.served_at(&params.uri).ok_or_else(unknown)?;
        if served.entry.uri != params.uri {
            return Err(unknown());
        }
        Ok(GetSkillResult {
            skill: served.entry,
            extra: Default::default(),
        })
    }

    /// `resources/directory/read`: the direct children of a served skill's directory
    /// (`skill://<key>`) or of a directory inside it, subdirectories with
    /// `inode/directory`; a file, an unknown skill or a path with `..` is invalid params.
    pub fn read_directory(
        &self,
        params: DirectoryReadParams,
    ) -> Result<DirectoryReadResult, ErrorObject> {
        let not_dir = || {
            errors::invalid_params(format!(
                "Invalid params: {} is not a directory this server serves",
                shown(&params.uri)
            ))
        };
        if params.cursor.is_some() {
            // Every directory is answered in one page.
            return Err(errors::invalid_params("Invalid params: unknown cursor"));
        }
        let uri = lemon_skills::view::parse_skill_uri(&params.uri).map_err(|_| not_dir())?;
        let dir = match uri.path.as_deref() {
            None => String::new(),
            Some(p) => {
                let p = p.strip_suffix('/').unwrap_or(p);
                if p.split('/').any(|s| matches!(s, "" | "." | "..")) {
                    return Err(not_dir());
                }
                p.to_string()
            }
        };
        let served = self.served_key(&uri.key).ok_or_else(not_dir)?;
        let prefix = if dir.is_empty() {
            String::new()
        } else {
            format!("{dir}/")
        };
        let mut children: BTreeMap<String, Option<u64>> = BTreeMap::new();
        for (path, size) in &served.files {
            let Some(rest) = path.strip_prefix(&prefix) else {
                continue;
            };
            match rest.split_once('/') {
                Some((sub, _)) => {
                    children.insert(format!("{prefix}{sub}"), None);
                }
                None => {
                    children.insert(path.clone(), Some(*size));
                }
            }
        }
        if children.is_empty() {
            return Err(not_dir());
        }
        let base = format!("skill://{}", encode_path(&uri.key));
        let resources = children
            .into_iter()
            .map(|(path, size)| Resource {
                uri: format!("{base}/{}", encode_path(&path)),
                name: path.rsplit('/').next().unwrap_or(&path).to_string(),
                mime_type: Some(match size {
                    None => skills::DIRECTORY_MIME_TYPE.to_string(),
                    Some(_) => mime_type(&path).to_string(),
                }),
                size,
                ..Resource::default()
            })
            .collect();
        Ok(DirectoryReadResult {
            resources,
            next_cursor: None,
            extra: Default::default(),
        })
    }

    /// The listed skill at a `SKILL.md` URI, if the extension serves it.
    fn served_at(&self, uri: &str) -> Option<Served> {
        let parsed = lemon_skills::view::parse_skill_uri(uri).ok()?;
        if parsed.path.as_deref() != Some(skills::SKILL_FILE) {
            return None;
        }
        self.served_key(&parsed.key)
    }

    /// The listed skill `key`, if the extension serves it.
    fn served_key(&self, key: &str) -> Option<Served> {
        let listed = self.listed();
        let entry = listed.iter().find(|e| e.key == key)?;
        serve(entry).ok()
    }
}

/// A client's URI as shown in an error: one line, bounded.
fn shown(uri: &str) -> String {
    let mut s: String = uri.chars().take(200).collect();
    if s.len() < uri.len() {
        s.push('…');
    }
    lemon_core::text::flatten_line(&s).into_owned()
}

/// The `mimeType` of a skill file by its name.
pub(crate) fn mime_type(path: &str) -> &'static str {
    let ext = path.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
    match ext.as_deref() {
        Some("md" | "markdown") => skills::SKILL_MIME_TYPE,
        Some("json") => "application/json",
        Some("png") => "image/png",
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("gif") => "image/gif",
        Some("svg") => "image/svg+xml",
        Some("pdf") => "application/pdf",
        Some("zip") => "application/zip",
        _ => "text/plain",
    }
}

/// Percent-encodes each segment of a `/`-separated path for a `skill://` URI (what
/// `parse_skill_uri` decodes once): everything but unreserved characters.
pub(crate) fn encode_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~' | b'/') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Reads one skill as the extension serves it, or why it cannot be.
fn serve(entry: &Entry) -> Result<Served, Unservable> {
    let (members, skill_md) = members(entry)?;
    if members.len() > skills::MAX_FILES_PER_SKILL {
        return Err(Unservable::TooManyFiles);
    }
    let total: u64 = members.iter().map(|m| m.size).sum();
    if total > skills::MAX_SKILL_BYTES {
        return Err(Unservable::TooLarge);
    }
    let frontmatter = frontmatter(&skill_md)?;
    let name = frontmatter
        .get("name")
        .and_then(Value::as_str)
        .filter(|n| !n.is_empty())
        .ok_or(Unservable::MissingField("name"))?;
    if frontmatter
        .get("description")
        .and_then(Value::as_str)
        .is_none_or(str::is_empty)
    {
        return Err(Unservable::MissingField("description"));
    }
    if !skills::is_valid_skill_name(name) {
        return Err(Unservable::InvalidName(name.to_string()));
    }
    if name != entry.key {
        return Err(Unservable::NameNotKey {
            key: entry.key.clone(),
            name: name.to_string(),
        });
    }
    if let Some(Value::Object(metadata)) = frontmatter.get("metadata")
        && let Some(k) = metadata
            .keys()
            .find(|k| k.starts_with(skills::RESERVED_METADATA_PREFIX))
    {
        return Err(Unservable::ReservedMetadata(k.clone()));
    }
    let base = format!("skill://{}", encode_path(&entry.key));
    let files = members
        .iter()
        .map(|m| SkillFile {
            uri: format!("{base}/{}", encode_path(&m.path)),
            digest: m.digest.clone(),
            size: m.size,
            extra: Default::default(),
        })
        .collect();
    Ok(Served {
        entry: SkillEntry {
            uri: format!("{base}/{}", skills::SKILL_FILE),
            frontmatter,
            resources: SkillResources::Files(files),
            extra: Default::default(),
        },
        files: members.into_iter().map(|m| (m.path, m.size)).collect(),
    })
}

/// One member of a served skill.
struct Member {
    path: String,
    size: u64,
    digest: String,
}

/// The members of a skill (sorted by path) and the bytes of its `SKILL.md`: a
/// directory through the bundle reader (links never followed), a built-in from the
/// binary.
fn members(entry: &Entry) -> Result<(Vec<Member>, Vec<u8>), Unservable> {
    match &entry.location {
        SkillLocation::Builtin { key } => {
            let b = lemon_skills::builtin::builtin(key)
                .ok_or_else(|| Unservable::Unreadable("unknown built-in".into()))?;
            let mut members: Vec<Member> = std::iter::once((skills::SKILL_FILE, b.skill_md))
                .chain(b.files.iter().copied())
                .map(|(path, text)| Member {
                    path: path.to_string(),
                    size: text.len() as u64,
                    digest: skills::digest_of(text.as_bytes()),
                })
                .collect();
            members.sort_by(|a, b| a.path.cmp(&b.path));
            Ok((members, b.skill_md.as_bytes().to_vec()))
        }
        SkillLocation::Dir { dir, .. } => {
            // A linked skill directory is served where it points (as reads resolve it);
            // links inside it are not followed.
            let real = std::fs::canonicalize(dir)
                .map_err(|e| Unservable::Unreadable(e.kind().to_string()))?;
            let bundle =
                Bundle::read(&real, &LIMITS).map_err(|e| Unservable::Unreadable(e.to_string()))?;
            for anomaly in &bundle.anomalies {
                match anomaly {
                    // Not part of the skill as served (an install leaves them out too).
                    Anomaly::Symlink { .. } | Anomaly::SpecialFile { .. } => {}
                    Anomaly::TooManyFiles { .. } => return Err(Unservable::TooManyFiles),
                    Anomaly::TooManyBytes { .. } | Anomaly::FileTooLarge { .. } => {
                        return Err(Unservable::TooLarge);
                    }
                    other => return Err(Unservable::Unreadable(other.to_string())),
                }
            }
            let skill_md = bundle
                .file(skills::SKILL_FILE)
                .map(|f| f.bytes.clone())
                .ok_or_else(|| Unservable::Unreadable("SKILL.md is not a regular file".into()))?;
            let members = bundle
                .files
                .iter()
                .map(|f| Member {
                    path: f.path.clone(),
                    size: f.bytes.len() as u64,
                    digest: skills::digest_of_sha256(&f.sha256),
                })
                .collect();
            Ok((members, skill_md))
        }
    }
}

/// The YAML frontmatter of a `SKILL.md` as JSON, exactly as a strict YAML parser reads
/// it.
fn frontmatter(skill_md: &[u8]) -> Result<Map<String, Value>, Unservable> {
    let text = check_skill_bytes(skill_md).map_err(|e| Unservable::Unreadable(e.reason))?;
    let report = parse_skill_md_report(text);
    if let Some(r) = report.rejected.first() {
        return Err(Unservable::NotStrictYaml(format!("`{}` rejected", r.field)));
    }
    let parsed = report
        .parsed
        .map_err(|e| Unservable::NotStrictYaml(e.reason))?;
    if parsed.format != FrontmatterFormat::Yaml {
        return Err(Unservable::NotYaml);
    }
    if let Some(w) = parsed
        .warnings
        .iter()
        .find(|w| matches!(w.code, Code::RecoveredYaml | Code::ComplexKey))
    {
        return Err(Unservable::NotStrictYaml(w.code.as_str().to_string()));
    }
    Ok(parsed.manifest.raw)
}
