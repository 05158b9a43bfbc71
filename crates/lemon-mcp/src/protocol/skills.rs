//! The MCP skills extension (SEP-2640, identifier `io.modelcontextprotocol/skills`): the
//! typed shapes of `skills/list`, `skills/get` and `resources/directory/read`, the
//! extension's capability settings, and the rules a served skill must keep (the naming
//! rule of its name, the `sha256:<hex>` digest form, the per-skill limits).
//!
//! A skill is a directory of resources whose `SKILL.md` sits at
//! `<scheme>://<skill-path>/SKILL.md`; the final `<skill-path>` segment is the skill's
//! name. A skill entry names that URI, carries the file's YAML frontmatter as a JSON
//! object and either the complete manifest of the skill's files (each with its digest and
//! size, so a client can verify what it later reads) or [`SkillResources::Dynamic`].
//! The files themselves are read with `resources/read`; the extension only adds
//! enumeration. This module is protocol only: which skills a server has is its
//! handler's business (the methods reach `ServerHandler::custom_request`).
//!
//! ```
//! use lemon_mcp::protocol::skills::{ListSkillsResult, SkillResources};
//! let page: ListSkillsResult = serde_json::from_value(serde_json::json!({
//!     "skills": [{
//!         "uri": "skill://pdf-processing/SKILL.md",
//!         "frontmatter": {"name": "pdf-processing", "description": "PDF work"},
//!         "resources": "dynamic"
//!     }]
//! })).unwrap();
//! assert_eq!(page.skills[0].name(), Some("pdf-processing"));
//! assert_eq!(page.skills[0].resources, SkillResources::Dynamic);
//! ```

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use super::types::{Cursor, Extra, PaginatedParams, Resource, UriParams};

/// The extension's identifier, the key under `capabilities.extensions`.
pub const EXTENSION_ID: &str = "io.modelcontextprotocol/skills";
/// The file every skill holds at its root; skill URIs end in `/SKILL.md`.
pub const SKILL_FILE: &str = "SKILL.md";
/// The `mimeType` of a directory resource (a child of `resources/directory/read`).
pub const DIRECTORY_MIME_TYPE: &str = "inode/directory";
/// The `mimeType` a `SKILL.md` resource should carry.
pub const SKILL_MIME_TYPE: &str = "text/markdown";
/// The `resources` value of an entry that publishes no file manifest.
pub const DYNAMIC: &str = "dynamic";
/// At most this many files (resources entries) per served skill.
pub const MAX_FILES_PER_SKILL: usize = 512;
/// At most this many bytes, summed over a skill's files, per served skill (16 MiB).
pub const MAX_SKILL_BYTES: u64 = 16 * 1024 * 1024;
/// Frontmatter `metadata` keys starting with this are reserved for MCP extensions.
pub const RESERVED_METADATA_PREFIX: &str = "io.modelcontextprotocol/";

/// The extension's settings under `capabilities.extensions[EXTENSION_ID]`.
///
/// ```
/// use lemon_mcp::protocol::skills::SkillsCapability;
/// let caps = SkillsCapability { directory_read: Some(true), ..Default::default() };
/// assert_eq!(serde_json::to_value(&caps).unwrap(), serde_json::json!({"directoryRead": true}));
/// ```
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SkillsCapability {
    /// The server answers `resources/directory/read` on its skill directories.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub directory_read: Option<bool>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `skills/list` params: a cursor, as every list request has.
pub type ListSkillsParams = PaginatedParams;

/// `skills/list` result: one page of entries (an entry is never split across pages).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListSkillsResult {
    pub skills: Vec<SkillEntry>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_cursor: Option<Cursor>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `skills/get` params: the URI of a skill's `SKILL.md`, as an entry names it.
pub type GetSkillParams = UriParams;

/// `skills/get` result: the one entry (no cursor: a single entry is not a list).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetSkillResult {
    pub skill: SkillEntry,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `resources/directory/read` params: a directory resource's URI and an optional cursor.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DirectoryReadParams {
    pub uri: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cursor: Option<Cursor>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `resources/directory/read` result: the directory's direct children, subdirectories
/// with `mimeType` [`DIRECTORY_MIME_TYPE`].
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DirectoryReadResult {
    pub resources: Vec<Resource>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_cursor: Option<Cursor>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// One skill: its `SKILL.md` URI, that file's frontmatter as JSON, and its files.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SkillEntry {
    /// `<scheme>://<skill-path>/SKILL.md`; the final skill-path segment is the name.
    pub uri: String,
    /// The `SKILL.md` YAML frontmatter, verbatim as a JSON object (`name` and
    /// `description` always present).
    pub frontmatter: Map<String, Value>,
    pub resources: SkillResources,
    #[serde(flatten)]
    pub extra: Extra,
}

impl SkillEntry {
    /// `frontmatter.name`, when it is a string.
    pub fn name(&self) -> Option<&str> {
        self.frontmatter.get("name").and_then(Value::as_str)
    }

    /// `frontmatter.description`, when it is a string.
    pub fn description(&self) -> Option<&str> {
        self.frontmatter.get("description").and_then(Value::as_str)
    }
}

/// A skill entry's `resources`: the complete file manifest, or `"dynamic"`.
#[derive(Debug, Clone, PartialEq)]
pub enum SkillResources {
    /// Every file of the skill, each once, `SKILL.md` included.
    Files(Vec<SkillFile>),
    /// The server publishes no manifest (the files are generated or unenumerable).
    Dynamic,
}

impl Serialize for SkillResources {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            SkillResources::Files(files) => files.serialize(s),
            SkillResources::Dynamic => s.serialize_str(DYNAMIC),
        }
    }
}

impl<'de> Deserialize<'de> for SkillResources {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error as _;
        match Value::deserialize(d)? {
            Value::String(s) if s == DYNAMIC => Ok(SkillResources::Dynamic),
            v @ Value::Array(_) => serde_json::from_value(v)
                .map(SkillResources::Files)
                .map_err(D::Error::custom),
            other => Err(D::Error::custom(format!(
                "resources must be an array or \"{DYNAMIC}\", not {other}"
            ))),
        }
    }
}

/// One file of a skill's manifest.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SkillFile {
    /// The file's resource URI: the `SKILL.md` URI or one inside the skill directory.
    pub uri: String,
    /// `sha256:<64 lowercase hex>` of the file's raw bytes ([`digest_of_sha256`]).
    pub digest: String,
    /// The file's length in bytes.
    pub size: u64,
    #[serde(flatten)]
    pub extra: Extra,
}

impl SkillFile {
    /// Whether `bytes` are what this entry describes: the same length and digest.
    ///
    /// ```
    /// use lemon_mcp::protocol::skills::{SkillFile, digest_of};
    /// let file = SkillFile { uri: "skill://a/SKILL.md".into(), digest: digest_of(b"hi"), size: 2, extra: Default::default() };
    /// assert!(file.verifies(b"hi"));
    /// assert!(!file.verifies(b"ho"));
    /// ```
    pub fn verifies(&self, bytes: &[u8]) -> bool {
        self.size == bytes.len() as u64 && self.digest == digest_of(bytes)
    }
}

/// The digest form of the extension for a SHA-256 already computed.
///
/// ```
/// use lemon_mcp::protocol::skills::{digest_of_sha256, is_digest};
/// let d = digest_of_sha256(&[0u8; 32]);
/// assert_eq!(d, format!("sha256:{}", "0".repeat(64)));
/// assert!(is_digest(&d));
/// ```
pub fn digest_of_sha256(sha256: &[u8; 32]) -> String {
    format!("sha256:{}", hex::encode(sha256))
}

/// `sha256:<hex>` of `bytes`.
///
/// ```
/// use lemon_mcp::protocol::skills::digest_of;
/// assert_eq!(digest_of(b""), "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
/// ```
pub fn digest_of(bytes: &[u8]) -> String {
    use sha2::Digest as _;
    digest_of_sha256(&sha2::Sha256::digest(bytes).into())
}

/// Whether `text` is a digest in the extension's form (`sha256:` then 64 lowercase hex).
///
/// ```
/// use lemon_mcp::protocol::skills::is_digest;
/// assert!(!is_digest("sha256:ABC"));
/// ```
pub fn is_digest(text: &str) -> bool {
    text.strip_prefix("sha256:").is_some_and(|hex| {
        hex.len() == 64
            && hex
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    })
}

/// Whether `name` keeps the Agent Skills naming rule a skill name (the final skill-path
/// segment) must keep: 1 to 64 characters, lowercase ASCII letters, digits and hyphens,
/// no leading, trailing or consecutive hyphen.
///
/// ```
/// use lemon_mcp::protocol::skills::is_valid_skill_name;
/// assert!(is_valid_skill_name("pdf-processing"));
/// for bad in ["", "PDF", "-pdf", "pdf-", "pdf--forms", "pdf_forms", &"a".repeat(65)] {
///     assert!(!is_valid_skill_name(bad), "{bad}");
/// }
/// ```
pub fn is_valid_skill_name(name: &str) -> bool {
    (1..=64).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !name.starts_with('-')
        && !name.ends_with('-')
        && !name.contains("--")
}

/// The skill name a `SKILL.md` URI ends in: its final skill-path segment; `None` when the
/// URI does not end in `/SKILL.md` after at least one segment.
///
/// ```
/// use lemon_mcp::protocol::skills::skill_name_of_uri;
/// assert_eq!(skill_name_of_uri("skill://acme/pdf-processing/SKILL.md"), Some("pdf-processing"));
/// assert_eq!(skill_name_of_uri("skill://SKILL.md"), None);
/// assert_eq!(skill_name_of_uri("skill://pdf/notes.md"), None);
/// ```
pub fn skill_name_of_uri(uri: &str) -> Option<&str> {
    let (_, rest) = uri.split_once("://")?;
    let mut segments = rest.split('/').filter(|s| !s.is_empty()).rev();
    if segments.next()? != SKILL_FILE {
        return None;
    }
    segments.next()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn entries_round_trip_with_unknown_members() {
        let wire = json!({
            "uri": "skill://demo/SKILL.md",
            "frontmatter": {"name": "demo", "description": "d", "metadata": {"k": [1, 2]}},
            "resources": [{"uri": "skill://demo/SKILL.md", "digest": digest_of(b"x"), "size": 1, "later": true}],
            "_meta": {"a/b": 1}
        });
        let entry: SkillEntry = serde_json::from_value(wire.clone()).unwrap();
        assert_eq!(entry.name(), Some("demo"));
        let SkillResources::Files(files) = &entry.resources else {
            panic!("files expected");
        };
        assert!(files[0].verifies(b"x"));
        assert_eq!(serde_json::to_value(&entry).unwrap(), wire);
    }

    #[test]
    fn resources_other_than_an_array_or_dynamic_are_refused() {
        for bad in [json!("static"), json!(5), json!(null), json!({})] {
            let wire = json!({"uri": "skill://a/SKILL.md", "frontmatter": {}, "resources": bad});
            assert!(serde_json::from_value::<SkillEntry>(wire).is_err());
        }
        let missing = json!({"uri": "skill://a/SKILL.md", "frontmatter": {}});
        assert!(serde_json::from_value::<SkillEntry>(missing).is_err());
    }

    #[test]
    fn capabilities_keep_the_extension_inline() {
        let mut caps = super::super::types::ServerCapabilities::default();
        let settings = SkillsCapability {
            directory_read: Some(true),
            ..Default::default()
        };
        caps.declare_extension(EXTENSION_ID, serde_json::to_value(&settings).unwrap());
        let wire = serde_json::to_value(&caps).unwrap();
        assert_eq!(
            wire,
            json!({"extensions": {EXTENSION_ID: {"directoryRead": true}}})
        );
        let back: super::super::types::ServerCapabilities = serde_json::from_value(wire).unwrap();
        assert!(back.extra.is_empty());
        let parsed: SkillsCapability =
            serde_json::from_value(back.extension(EXTENSION_ID).unwrap().clone()).unwrap();
        assert_eq!(parsed, settings);
    }

    #[test]
    fn digests_are_checked_strictly() {
        assert!(is_digest(&digest_of(b"abc")));
        assert!(!is_digest(&digest_of(b"abc").to_uppercase()));
        assert!(!is_digest("sha256:"));
        assert!(!is_digest(&format!("sha512:{}", "0".repeat(64))));
    }
}
