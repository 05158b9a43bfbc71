//! Field-by-field reading of a frontmatter map into a [`Manifest`].
//!
//! The policy, per the project rule "a skill that Claude Code, Codex or Hermes would load
//! must load here":
//! * **Errors** (the skill is not loaded) are limited to what makes the catalog itself
//!   unsafe or unbounded: a `name` or `description` that is over its limit, multi-line
//!   (name only), contains control or bidirectional formatting characters, or is a list or
//!   mapping.
//! * **Forgiven** (loaded, with a [`Warning`]): everything else. Lemon-specific fields that
//!   other agents ignore (`tags`, `keywords`, `requires`, `platforms`, `references`,
//!   `verification`, …) never make a skill unloadable; invalid entries are dropped and
//!   lists are capped, so the loaded data still respects every field limit below.
//!   Warnings whose code is `invalid_manifest` are schema violations that `lint` reports
//!   as errors.

use serde_json::{Map, Value};

use super::text::{join_lines, unsafe_reason};
use super::{
    FrontmatterFormat, Manifest, ManifestError, ManifestErrorKind, Reference, RejectedField,
    Verification, Warning,
};
use crate::diagnostic::Code;
use crate::manifest::convert::kind_of;

/// Byte limit of a name.
pub const MAX_NAME_BYTES: usize = 128;
/// Character limit of a description.
pub const MAX_DESCRIPTION_CHARS: usize = 1024;
/// Byte limit of a description.
pub const MAX_DESCRIPTION_BYTES: usize = 4096;
/// Byte limit of each list item (tags, keywords, requirement items, platforms, category).
pub const MAX_ITEM_BYTES: usize = 128;
/// Entry limit of every list-valued field.
pub const MAX_LIST_ENTRIES: usize = 32;
/// Byte limit of a reference path or URL, and of a verification command.
const MAX_REF_BYTES: usize = 1024;

/// Reading context: where the frontmatter sits in the file, for line numbers.
pub(crate) struct Ctx<'a> {
    pub fm: &'a str,
    pub first_line: usize,
    pub format: FrontmatterFormat,
    pub warnings: &'a mut Vec<Warning>,
}

impl Ctx<'_> {
    /// The file line on which top-level `key` is written (best effort; used for messages).
    fn line_of(&self, key: &str) -> Option<usize> {
        for (i, line) in self.fm.lines().enumerate() {
            let rest = line
                .strip_prefix(key)
                .or_else(|| {
                    line.strip_prefix('"')
                        .and_then(|l| l.strip_prefix(key))
                        .and_then(|l| l.strip_prefix('"'))
                })
                .or_else(|| {
                    line.strip_prefix('[')
                        .and_then(|l| l.strip_prefix(key))
                        .map(|_| "=")
                });
            let Some(rest) = rest else { continue };
            let rest = rest.trim_start_matches([' ', '\t']);
            let sep = match self.format {
                FrontmatterFormat::Toml => '=',
                _ => ':',
            };
            if rest.starts_with(sep) || rest.starts_with('.') || rest.starts_with(']') {
                return Some(self.first_line + i);
            }
        }
        None
    }

    fn warn(&mut self, key: &str, code: Code, message: String) {
        let line = self.line_of(key);
        self.warnings.push(Warning {
            line,
            code,
            message,
        });
    }

    fn error(&self, key: &str, reason: String) -> ManifestError {
        ManifestError {
            line: self
                .line_of(key)
                .unwrap_or(self.first_line.saturating_sub(1).max(1)),
            kind: ManifestErrorKind::Invalid,
            reason,
        }
    }
}

/// Read a string field (`name`, `description`). Numbers and booleans are forgiven as
/// their text; lists and mappings are errors. Returns the trimmed text, `None` for
/// absent/null.
fn scalar_string(
    ctx: &mut Ctx<'_>,
    map: &Map<String, Value>,
    key: &str,
) -> Result<Option<String>, ManifestError> {
    match map.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.trim().to_string())),
        Some(v @ (Value::Number(_) | Value::Bool(_))) => {
            let text = v.to_string();
            ctx.warn(
                key,
                Code::InvalidManifest,
                format!(
                    "`{key}` should be a string, found {} ({text}); read as text (quote it)",
                    kind_of(v)
                ),
            );
            Ok(Some(text))
        }
        Some(v) => Err(ctx.error(
            key,
            format!("`{key}` must be a string, found {}", kind_of(v)),
        )),
    }
}

fn read_name(ctx: &mut Ctx<'_>, map: &Map<String, Value>) -> Result<Option<String>, ManifestError> {
    let Some(name) = scalar_string(ctx, map, "name")? else {
        return Ok(None);
    };
    if name.is_empty() {
        ctx.warn(
            "name",
            Code::EmptyName,
            "`name` is empty; the directory name is used instead".to_string(),
        );
        return Ok(None);
    }
    if let Some(why) = unsafe_reason(&name) {
        return Err(ctx.error("name", format!("`name` {why}")));
    }
    if name.len() > MAX_NAME_BYTES {
        return Err(ctx.error(
            "name",
            format!(
                "`name` is {} bytes long; the limit is {MAX_NAME_BYTES} bytes",
                name.len()
            ),
        ));
    }
    Ok(Some(name))
}

fn read_description(
    ctx: &mut Ctx<'_>,
    map: &Map<String, Value>,
) -> Result<Option<String>, ManifestError> {
    let Some(mut desc) = scalar_string(ctx, map, "description")? else {
        return Ok(None);
    };
    if let Some(flat) = join_lines(&desc) {
        ctx.warn(
            "description",
            Code::MultilineDescription,
            "`description` spans several lines; it was joined into one line".to_string(),
        );
        desc = flat;
    }
    if desc.is_empty() {
        ctx.warn(
            "description",
            Code::EmptyDescription,
            "`description` is empty; the skill is listed without a description".to_string(),
        );
        return Ok(None);
    }
    if let Some(why) = unsafe_reason(&desc) {
        return Err(ctx.error("description", format!("`description` {why}")));
    }
    // Claude Code loads over-long descriptions, so loading does too: the text is cut to
    // the limit (what the listing and relevance see) and lint reports the violation.
    let chars = desc.chars().count();
    if chars > MAX_DESCRIPTION_CHARS || desc.len() > MAX_DESCRIPTION_BYTES {
        let cut = desc
            .char_indices()
            .take(MAX_DESCRIPTION_CHARS + 1)
            .map(|(i, c)| i + c.len_utf8())
            .take_while(|&end| end <= MAX_DESCRIPTION_BYTES)
            .take(MAX_DESCRIPTION_CHARS)
            .last()
            .unwrap_or(0);
        ctx.warn(
            "description",
            Code::InvalidManifest,
            format!(
                "`description` is {chars} characters ({} bytes) long; the limit is \
                 {MAX_DESCRIPTION_CHARS} characters and {MAX_DESCRIPTION_BYTES} bytes: it was \
                 cut to fit (move details into the body)",
                desc.len()
            ),
        );
        desc.truncate(cut);
    }
    Ok(Some(desc))
}

/// Read a list of short strings. Forgives a scalar (split on commas), numbers and
/// booleans (as text), Hermes-style `{name: …}` entries; drops unsafe, empty, oversized
/// and non-string entries; keeps at most [`MAX_LIST_ENTRIES`]. Every forgiveness is an
/// `invalid_manifest` warning naming the field.
fn string_list(ctx: &mut Ctx<'_>, line_key: &str, field: &str, v: Option<&Value>) -> Vec<String> {
    let items: Vec<&Value> = match v {
        None | Some(Value::Null) => return Vec::new(),
        Some(Value::Array(a)) => a.iter().collect(),
        Some(Value::String(s)) => {
            let parts: Vec<String> = s
                .split(',')
                .map(str::trim)
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect();
            ctx.warn(
                line_key,
                Code::InvalidManifest,
                format!(
                    "{field} must be a list; the text was read as {} entr{}",
                    parts.len(),
                    if parts.len() == 1 { "y" } else { "ies" }
                ),
            );
            return check_items(ctx, line_key, field, parts);
        }
        Some(v @ (Value::Number(_) | Value::Bool(_))) => {
            ctx.warn(
                line_key,
                Code::InvalidManifest,
                format!("{field} must be a list, found {}", kind_of(v)),
            );
            return check_items(ctx, line_key, field, vec![v.to_string()]);
        }
        Some(v) => {
            ctx.warn(
                line_key,
                Code::InvalidManifest,
                format!("{field} must be a list, found {}; ignored", kind_of(v)),
            );
            return Vec::new();
        }
    };
    let mut out = Vec::with_capacity(items.len().min(MAX_LIST_ENTRIES));
    let mut dropped_non_string = 0usize;
    for item in items {
        match item {
            Value::String(s) => out.push(s.trim().to_string()),
            Value::Number(_) | Value::Bool(_) => out.push(item.to_string()),
            Value::Object(m) => match m.get("name") {
                // Hermes writes `required_environment_variables: [{name: X, prompt: …}]`.
                Some(Value::String(s)) => out.push(s.trim().to_string()),
                _ => dropped_non_string += 1,
            },
            _ => dropped_non_string += 1,
        }
    }
    if dropped_non_string > 0 {
        ctx.warn(
            line_key,
            Code::InvalidManifest,
            format!(
                "{field} must be a list of strings; {dropped_non_string} entr{} ignored",
                if dropped_non_string == 1 {
                    "y was"
                } else {
                    "ies were"
                }
            ),
        );
    }
    check_items(ctx, line_key, field, out)
}

fn check_items(ctx: &mut Ctx<'_>, line_key: &str, field: &str, items: Vec<String>) -> Vec<String> {
    let total = items.len();
    let mut out = Vec::with_capacity(total.min(MAX_LIST_ENTRIES));
    for item in items {
        let problem = if item.is_empty() {
            Some("an empty entry".to_string())
        } else if let Some(why) = unsafe_reason(&item) {
            Some(format!("an entry that {why}"))
        } else if item.len() > MAX_ITEM_BYTES {
            Some(format!(
                "an entry of {} bytes (limit {MAX_ITEM_BYTES})",
                item.len()
            ))
        } else {
            None
        };
        match problem {
            Some(p) => ctx.warn(
                line_key,
                Code::InvalidManifest,
                format!("`{field}` has {p}; it was ignored"),
            ),
            None => out.push(item),
        }
    }
    if out.len() > MAX_LIST_ENTRIES {
        ctx.warn(
            line_key,
            Code::InvalidManifest,
            format!(
                "`{field}` has {} entries; only the first {MAX_LIST_ENTRIES} are used",
                out.len()
            ),
        );
        out.truncate(MAX_LIST_ENTRIES);
    }
    out
}

/// Platform spellings of other ecosystems, normalised to Lemon's.
fn normalise_platform(p: &str) -> Option<&'static str> {
    let lower = p.trim().to_ascii_lowercase();
    Some(match lower.as_str() {
        "linux" => "linux",
        "darwin" | "macos" | "osx" | "mac" | "macosx" | "mac os" | "mac os x" => "darwin",
        "win32" | "windows" | "win" | "win64" => "win32",
        "any" | "all" | "*" => "any",
        _ => return None,
    })
}

fn read_platforms(ctx: &mut Ctx<'_>, map: &Map<String, Value>) -> Vec<String> {
    let v = map.get("platforms");
    if matches!(v, None | Some(Value::Null)) {
        return vec!["any".to_string()];
    }
    // A scalar is read as a one-element list: `platforms: linux`.
    let raw: Vec<String> = match v {
        Some(Value::String(s)) => {
            ctx.warn(
                "platforms",
                Code::PlatformAlias,
                "`platforms` should be a list; the text was read as a one-element list".to_string(),
            );
            s.split(',')
                .map(str::trim)
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect()
        }
        _ => string_list(ctx, "platforms", "platforms", v),
    };
    if raw.is_empty() {
        return vec!["any".to_string()];
    }
    let mut out: Vec<String> = Vec::with_capacity(raw.len());
    let mut unknown = Vec::new();
    let mut aliases = Vec::new();
    for p in &raw {
        match normalise_platform(p) {
            Some(n) => {
                if p != n {
                    aliases.push(format!("{p} → {n}"));
                }
                if !out.iter().any(|o| o == n) {
                    out.push(n.to_string());
                }
            }
            None => unknown.push(p.as_str()),
        }
    }
    if !aliases.is_empty() {
        ctx.warn(
            "platforms",
            Code::PlatformAlias,
            format!("`platforms` uses other spellings: {} (Lemon's names are linux, darwin, win32, any)", aliases.join(", ")),
        );
    }
    if !unknown.is_empty() {
        ctx.warn(
            "platforms",
            Code::InvalidManifest,
            format!(
                "platforms contains unknown values: {}; allowed: linux, darwin (macos), win32 (windows), any",
                unknown.join(", ")
            ),
        );
    }
    // Only unknown platforms declared: the skill supports none that Lemon runs on, so the
    // list stays empty (platform-incompatible) rather than widening to `any`.
    out
}

fn hide_flag(ctx: &mut Ctx<'_>, map: &Map<String, Value>, key: &str) -> bool {
    match map.get(key) {
        Some(Value::Bool(b)) => *b,
        None | Some(Value::Null) => false,
        Some(v) => {
            ctx.warn(
                key,
                Code::HideNotBoolean,
                format!(
                    "`{key}` is {} ({v}), not the boolean true, so the skill is not hidden; write `{key}: true` without quotes to hide it",
                    kind_of(v)
                ),
            );
            false
        }
    }
}

fn opt_string(
    ctx: &mut Ctx<'_>,
    key: &str,
    field: &str,
    v: Option<&Value>,
    max: usize,
) -> Option<String> {
    match v {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.len() <= max => Some(s.trim().to_string()),
        Some(Value::String(s)) => {
            ctx.warn(
                key,
                Code::InvalidManifest,
                format!("`{field}` is {} bytes long (limit {max}); ignored", s.len()),
            );
            None
        }
        Some(v @ (Value::Number(_) | Value::Bool(_))) => Some(v.to_string()),
        Some(v) => {
            ctx.warn(
                key,
                Code::InvalidManifest,
                format!("`{field}` must be a string, found {}; ignored", kind_of(v)),
            );
            None
        }
    }
}

fn read_verification(ctx: &mut Ctx<'_>, map: &Map<String, Value>) -> Option<Verification> {
    match map.get("verification") {
        None | Some(Value::Null) => None,
        Some(Value::Object(m)) => {
            let command = opt_string(
                ctx,
                "verification",
                "verification.command",
                m.get("command"),
                MAX_REF_BYTES,
            );
            let expect_exit = match m.get("expect_exit") {
                None | Some(Value::Null) => 0,
                Some(Value::Number(n)) if n.as_i64().is_some() => n.as_i64().unwrap_or(0),
                Some(v) => {
                    ctx.warn(
                        "verification",
                        Code::InvalidManifest,
                        format!(
                            "`verification.expect_exit` must be an integer, found {}; 0 is used",
                            kind_of(v)
                        ),
                    );
                    0
                }
            };
            let expect_output = opt_string(
                ctx,
                "verification",
                "verification.expect_output",
                m.get("expect_output"),
                MAX_REF_BYTES,
            );
            Some(Verification {
                command,
                expect_exit,
                expect_output,
            })
        }
        Some(v) => {
            ctx.warn(
                "verification",
                Code::InvalidManifest,
                format!("verification must be a map, found {}; ignored", kind_of(v)),
            );
            None
        }
    }
}

fn read_references(ctx: &mut Ctx<'_>, map: &Map<String, Value>) -> Vec<Reference> {
    let items: Vec<&Value> = match map.get("references") {
        None | Some(Value::Null) => return Vec::new(),
        Some(Value::Array(a)) => a.iter().collect(),
        Some(v @ Value::String(_)) => {
            ctx.warn(
                "references",
                Code::InvalidManifest,
                "references must be a list; the text was read as one path".to_string(),
            );
            vec![v]
        }
        Some(v) => {
            ctx.warn(
                "references",
                Code::InvalidManifest,
                format!("references must be a list, found {}; ignored", kind_of(v)),
            );
            return Vec::new();
        }
    };
    let mut out = Vec::new();
    let mut bad = 0usize;
    for item in items {
        let r = match item {
            Value::String(s)
                if !s.trim().is_empty()
                    && s.len() <= MAX_REF_BYTES
                    && unsafe_reason(s).is_none() =>
            {
                Some(Reference {
                    path: Some(s.trim().to_string()),
                    url: None,
                    description: None,
                })
            }
            Value::Object(m) => {
                let get = |k: &str| match m.get(k) {
                    Some(Value::String(s))
                        if !s.trim().is_empty()
                            && s.len() <= MAX_REF_BYTES
                            && unsafe_reason(s).is_none() =>
                    {
                        Some(s.trim().to_string())
                    }
                    _ => None,
                };
                let (path, url) = (get("path"), get("url"));
                (path.is_some() || url.is_some()).then(|| Reference {
                    path,
                    url,
                    description: match m.get("description") {
                        Some(Value::String(s)) => {
                            Some(join_lines(s).unwrap_or_else(|| s.trim().to_string()))
                        }
                        _ => None,
                    },
                })
            }
            _ => None,
        };
        match r {
            Some(r) => out.push(r),
            None => bad += 1,
        }
    }
    if bad > 0 {
        ctx.warn(
            "references",
            Code::InvalidManifest,
            format!("references entries must be strings or maps with a path or url key; {bad} entr{} ignored", if bad == 1 { "y was" } else { "ies were" }),
        );
    }
    if out.len() > MAX_LIST_ENTRIES {
        ctx.warn(
            "references",
            Code::InvalidManifest,
            format!(
                "references has {} entries; only the first {MAX_LIST_ENTRIES} are used",
                out.len()
            ),
        );
        out.truncate(MAX_LIST_ENTRIES);
    }
    out
}

fn read_category(ctx: &mut Ctx<'_>, map: &Map<String, Value>) -> Option<String> {
    let meta = map.get("metadata")?.as_object()?;
    // Lemon's own key first; Hermes' `metadata.hermes.category` is the same idea.
    let v = meta
        .get("lemon")
        .and_then(|l| l.get("category"))
        .filter(|v| !v.is_null())
        .or_else(|| {
            meta.get("hermes")
                .and_then(|h| h.get("category"))
                .filter(|v| !v.is_null())
        })?;
    match v {
        Value::String(s) => {
            let s = s.trim();
            if s.is_empty() || unsafe_reason(s).is_some() || s.len() > MAX_ITEM_BYTES {
                ctx.warn(
                    "metadata",
                    Code::InvalidManifest,
                    "`metadata.lemon.category` must be a short single-line string; ignored"
                        .to_string(),
                );
                None
            } else {
                Some(s.to_string())
            }
        }
        other => {
            ctx.warn(
                "metadata",
                Code::InvalidManifest,
                format!(
                    "`metadata.lemon.category` must be a string, found {}; ignored",
                    kind_of(other)
                ),
            );
            None
        }
    }
}

/// Build the manifest from the frontmatter map. Every field is read even after one is
/// rejected (the rejected field is left empty), so lint can report all of them; a
/// loader refuses the skill when `rejected` is not empty.
pub(crate) fn build(
    ctx: &mut Ctx<'_>,
    map: Map<String, Value>,
    rejected: &mut Vec<RejectedField>,
) -> Manifest {
    let mut keep = |field: &'static str, read: Result<Option<String>, ManifestError>| match read {
        Ok(value) => value,
        Err(error) => {
            rejected.push(RejectedField { field, error });
            None
        }
    };
    let name = keep("name", read_name(ctx, &map));
    let description = keep("description", read_description(ctx, &map));

    let tags = if map.get("tags").is_some_and(|v| !v.is_null()) {
        string_list(ctx, "tags", "tags", map.get("tags"))
    } else {
        // Hermes keeps its tags under `metadata.hermes.tags`; they are good relevance terms.
        let hermes = map
            .get("metadata")
            .and_then(|m| m.get("hermes"))
            .and_then(|h| h.get("tags"));
        string_list(ctx, "metadata", "metadata.hermes.tags", hermes)
    };
    let keywords = string_list(ctx, "keywords", "keywords", map.get("keywords"));
    let hidden = hide_flag(ctx, &map, "hide") | hide_flag(ctx, &map, "disable-model-invocation");

    let (required_bins, required_config) = match map.get("requires") {
        None | Some(Value::Null) => (Vec::new(), Vec::new()),
        Some(Value::Object(r)) => (
            string_list(ctx, "requires", "requires.bins", r.get("bins")),
            string_list(ctx, "requires", "requires.config", r.get("config")),
        ),
        Some(v) => {
            ctx.warn(
                "requires",
                Code::InvalidManifest,
                format!("requires must be a map, found {}; ignored", kind_of(v)),
            );
            (Vec::new(), Vec::new())
        }
    };
    let required_env_vars = match map.get("required_environment_variables") {
        None | Some(Value::Null) => required_config.clone(),
        v => string_list(
            ctx,
            "required_environment_variables",
            "required_environment_variables",
            v,
        ),
    };
    let requires_tools = string_list(
        ctx,
        "requires_tools",
        "requires_tools",
        map.get("requires_tools"),
    );
    let fallback_for_tools = string_list(
        ctx,
        "fallback_for_tools",
        "fallback_for_tools",
        map.get("fallback_for_tools"),
    );
    let platforms = read_platforms(ctx, &map);
    let verification = read_verification(ctx, &map);
    let references = read_references(ctx, &map);
    let category = read_category(ctx, &map);

    Manifest {
        name,
        description,
        tags,
        keywords,
        hidden,
        required_bins,
        required_config,
        required_env_vars,
        requires_tools,
        fallback_for_tools,
        platforms,
        verification,
        references,
        category,
        raw: map,
    }
}
