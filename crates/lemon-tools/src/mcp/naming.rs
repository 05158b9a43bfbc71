//! Model-facing tool names (spec G.9): `mcp_<server>_<tool>_<16 hex>`, lower-case ASCII
//! `[a-z0-9_]`, at most 64 characters, the same on every run and every machine.
//!
//! The suffix is derived from the server's **fingerprint** and the raw tool name (or the
//! utility's method), so two configurations of one program, two raw names with the same
//! slug and a remote tool that looks like a utility all get different names. The
//! fingerprint covers what identifies a server, never a credential: the transport, the
//! entry's name, the command, its arguments and `cwd` as written (stdio), the URL
//! (http, sse). Env values, header values and OAuth secrets are left out, so rotating a
//! token renames nothing; two entries that differ only by credentials share an identity.
//! Replacing a server's command, arguments, `cwd` or URL changes every one of its names,
//! so old names can never reach the replacement.
//!
//! Calls are routed by the identity stored next to the name at discovery, never by
//! parsing a name: the readable parts are for people.
//!
//! ```
//! use lemon_tools::mcp::entry::parse_entry;
//! use lemon_tools::mcp::naming::{fingerprint, tool_name, ToolKey};
//! let entry = parse_entry(&serde_json::json!({"name": "git", "command": "uvx",
//!     "args": ["mcp-server-git"]}), true).unwrap();
//! let fp = fingerprint(&entry);
//! let name = tool_name(&entry, &fp, ToolKey::Remote("git_status"));
//! assert!(name.starts_with("mcp_git_git_status_") && name.len() == "mcp_git_git_status_".len() + 16);
//! assert_eq!(name, tool_name(&entry, &fp, ToolKey::Remote("git_status")));
//! ```

use serde::Serialize;
use serde_json::Value;
use sha2::{Digest, Sha256};

use super::entry::{ServerEntry, Transport};
use crate::registry::ToolDef;

/// Longest server slug kept in a name.
pub const MAX_SERVER_SLUG: usize = 16;
/// Longest complete name.
pub const MAX_NAME: usize = 64;

/// What a model-facing name stands for: a remote tool by its raw name, or one of the
/// resource and prompt utilities (spec G.10) by its method.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToolKey<'a> {
    /// A tool the server listed, by its exact raw name.
    Remote(&'a str),
    /// A utility: `resources/list`, `resources/read`, `prompts/list`, `prompts/get`.
    Utility(&'a str),
}

/// A server's identity: 64 lower-case hex characters of SHA-256 over a canonical JSON
/// object of its transport, name, command, args and cwd (stdio) or URL (remote). It is
/// also the key of `status()` and of shared connections.
///
/// ```
/// use lemon_tools::mcp::entry::parse_entry;
/// use lemon_tools::mcp::naming::fingerprint;
/// let a = parse_entry(&serde_json::json!({"name": "s", "command": "x", "env": {"TOKEN": "1"}}), true).unwrap();
/// let b = parse_entry(&serde_json::json!({"name": "s", "command": "x", "env": {"TOKEN": "2"}}), true).unwrap();
/// assert_eq!(fingerprint(&a), fingerprint(&b)); // credentials are not part of it
/// ```
pub fn fingerprint(entry: &ServerEntry) -> String {
    // Field order is fixed by the struct, so the encoding is canonical.
    #[derive(Serialize)]
    struct Identity<'a> {
        transport: &'a str,
        name: Option<&'a str>,
        command: Option<&'a str>,
        args: &'a [String],
        cwd: Option<&'a str>,
        url: Option<&'a str>,
    }
    let id = match &entry.transport {
        Transport::Stdio {
            command, args, cwd, ..
        } => Identity {
            transport: "stdio",
            name: entry.name.as_deref(),
            command: Some(command),
            args,
            cwd: cwd.as_deref(),
            url: None,
        },
        Transport::Remote { kind, url, .. } => Identity {
            transport: kind.as_str(),
            name: entry.name.as_deref(),
            command: None,
            args: &[],
            cwd: None,
            url: Some(url),
        },
    };
    // Serialising strings and slices cannot fail.
    let json = serde_json::to_string(&id).unwrap_or_default();
    hex::encode(Sha256::digest(json.as_bytes()))
}

/// The 16-hex identity suffix of one tool of the server with fingerprint `server`: the
/// first 8 bytes of SHA-256 over `{"server":<fp>,"kind":"tool"|"utility","key":<raw name
/// or method>}` (compact JSON, in that order).
///
/// ```
/// use lemon_tools::mcp::naming::{identity, ToolKey};
/// let s = "0".repeat(64);
/// assert_ne!(identity(&s, ToolKey::Remote("resources_list")), identity(&s, ToolKey::Utility("resources/list")));
/// ```
pub fn identity(server: &str, key: ToolKey<'_>) -> String {
    let mut out = String::with_capacity(16);
    push_identity(&mut out, &prefix_hasher(server), key);
    out
}

/// SHA-256 state after `{"server":<fp>,"kind":"`, shared by every tool of one server.
fn prefix_hasher(server: &str) -> Sha256 {
    let mut h = Sha256::new();
    h.update(br#"{"server":"#);
    // A string always serialises.
    h.update(serde_json::to_string(server).unwrap_or_default().as_bytes());
    h.update(br#","kind":""#);
    h
}

/// Appends the 16 hex digits of `key`'s identity to `out`, continuing the server's
/// prefix state: one hasher per name and no intermediate strings (naming runs for every
/// tool of every listing).
fn push_identity(out: &mut String, prefix: &Sha256, key: ToolKey<'_>) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let (kind, key) = match key {
        ToolKey::Remote(k) => ("tool", k),
        ToolKey::Utility(k) => ("utility", k),
    };
    let mut h = prefix.clone();
    h.update(kind.as_bytes());
    h.update(br#"","key":"#);
    // The JSON string of the key: written as is when nothing needs escaping (the usual
    // case), else through serde_json (same bytes either way).
    if key.bytes().any(|b| b == b'"' || b == b'\\' || b < 0x20) {
        h.update(serde_json::to_string(key).unwrap_or_default().as_bytes());
    } else {
        h.update(b"\"");
        h.update(key.as_bytes());
        h.update(b"\"");
    }
    h.update(b"}");
    for &b in &h.finalize()[..8] {
        out.push(char::from(HEX[usize::from(b >> 4)]));
        out.push(char::from(HEX[usize::from(b & 0x0f)]));
    }
}

/// Names the tools of one server: the server slug and the hash prefix are computed once
/// (what discovery uses for a whole listing). Same names as [`tool_name`].
///
/// ```
/// use lemon_tools::mcp::entry::parse_entry;
/// use lemon_tools::mcp::naming::{fingerprint, tool_name, Namer, ToolKey};
/// let e = parse_entry(&serde_json::json!({"name": "git", "command": "uvx"}), true).unwrap();
/// let fp = fingerprint(&e);
/// let namer = Namer::new(&e, &fp);
/// assert_eq!(namer.name(ToolKey::Remote("log")), tool_name(&e, &fp, ToolKey::Remote("log")));
/// ```
#[derive(Clone)]
pub struct Namer {
    server: String,
    prefix: Sha256,
}

impl Namer {
    /// The namer of `entry`, whose [`fingerprint`] is `fp`.
    pub fn new(entry: &ServerEntry, fp: &str) -> Namer {
        Namer {
            server: server_slug(entry),
            prefix: prefix_hasher(fp),
        }
    }

    /// The model-facing name of `key`. Always matches `^[a-z0-9_]{1,64}$`.
    ///
    /// Built in one allocation: the readable part is slugged straight into the name, up
    /// to the room the fixed parts leave, and the suffix is hex-encoded after it.
    pub fn name(&self, key: ToolKey<'_>) -> String {
        let mut out = String::with_capacity(MAX_NAME);
        out.push_str("mcp_");
        out.push_str(&self.server);
        out.push('_');
        let start = out.len();
        // What the tool part may use: everything but `_` and the 16 hex digits.
        let room = MAX_NAME - start - 1 - 16;
        let readable = match key {
            ToolKey::Remote(raw) => raw,
            // Already slugs, and shorter than any room.
            ToolKey::Utility(method) => utility_suffix(method),
        };
        push_slug(&mut out, readable, room);
        if out.len() == start {
            out.push_str("tool");
        }
        out.push('_');
        push_identity(&mut out, &self.prefix, key);
        out
    }

    /// The model-facing definition of the remote tool `raw`: its [`Namer::name`], the
    /// description and schema moved in from the listing, and the label `MCP <raw>`.
    /// What discovery builds for every listed tool.
    ///
    /// ```
    /// use lemon_tools::mcp::entry::parse_entry;
    /// use lemon_tools::mcp::naming::{fingerprint, Namer};
    /// let e = parse_entry(&serde_json::json!({"name": "git", "command": "uvx"}), true).unwrap();
    /// let def = Namer::new(&e, &fingerprint(&e)).tool_def("log", "Shows the log".into(),
    ///     serde_json::json!({"type": "object"}));
    /// assert!(def.name.starts_with("mcp_git_log_"));
    /// assert_eq!(def.label, "MCP log");
    /// ```
    pub fn tool_def(&self, raw: &str, description: String, parameters: Value) -> ToolDef {
        let mut label = String::with_capacity(4 + raw.len());
        label.push_str("MCP ");
        label.push_str(raw);
        ToolDef::new(
            self.name(ToolKey::Remote(raw)),
            description,
            parameters,
            label,
        )
    }
}

/// The slug of a name: lower-cased, every run of characters outside `a-z0-9` one `_`,
/// `_` trimmed from both ends (may be empty).
///
/// ```
/// assert_eq!(lemon_tools::mcp::naming::slug("Git-Status.v2"), "git_status_v2");
/// assert_eq!(lemon_tools::mcp::naming::slug("日本"), "");
/// ```
pub fn slug(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    push_slug(&mut out, raw, usize::MAX);
    out
}

/// Appends the slug of `raw` to `out`, at most `max` bytes of it and never ending in
/// `_`: the same bytes as cutting the whole slug at `max` and trimming `_` from the end,
/// without building the whole slug first.
///
/// Works on bytes: every byte of a multi-byte UTF-8 character is 0x80 or above, so a
/// non-ASCII character is a gap here exactly as it is as a `char`.
fn push_slug(out: &mut String, raw: &str, max: usize) {
    let start = out.len();
    let mut gap = false;
    for b in raw.bytes() {
        let b = b.to_ascii_lowercase();
        if !(b.is_ascii_lowercase() || b.is_ascii_digit()) {
            gap = true;
            continue;
        }
        let sep = gap && out.len() > start;
        // A separator is written only with the character after it, so a cut can never
        // leave one at the end.
        if out.len() - start + usize::from(sep) + 1 > max {
            break;
        }
        if sep {
            out.push('_');
        }
        out.push(char::from(b));
        gap = false;
    }
}

/// The readable server part: the slug of the entry's name, else of the command's base
/// name (stdio) or the URL's last path segment (remote); at most 16 characters, `x`
/// when nothing is left.
///
/// ```
/// use lemon_tools::mcp::entry::parse_entry;
/// use lemon_tools::mcp::naming::server_slug;
/// let e = parse_entry(&serde_json::json!({"type": "http", "url": "http://h:1/mcp"}), false).unwrap();
/// assert_eq!(server_slug(&e), "mcp");
/// ```
pub fn server_slug(entry: &ServerEntry) -> String {
    let mut out = String::with_capacity(MAX_SERVER_SLUG);
    match (&entry.name, &entry.transport) {
        (Some(n), _) => push_slug(&mut out, n, MAX_SERVER_SLUG),
        (None, Transport::Stdio { command, .. }) => push_slug(
            &mut out,
            command.rsplit(['/', '\\']).next().unwrap_or(command),
            MAX_SERVER_SLUG,
        ),
        (None, Transport::Remote { url, .. }) => {
            if let Some(last) = url::Url::parse(url).ok().and_then(|u| {
                u.path_segments()
                    .and_then(|mut s| s.rfind(|p| !p.is_empty()).map(str::to_string))
            }) {
                push_slug(&mut out, &last, MAX_SERVER_SLUG);
            }
        }
    }
    if out.is_empty() {
        out.push('x');
    }
    out
}

/// The model-facing name of `key` on the server `entry` whose [`fingerprint`] is `fp`.
/// Always matches `^[a-z0-9_]{1,64}$`. Naming many tools of one server: [`Namer`].
pub fn tool_name(entry: &ServerEntry, fp: &str, key: ToolKey<'_>) -> String {
    Namer::new(entry, fp).name(key)
}

/// The readable part of a utility's name (`resources/list` → `resources_list`).
fn utility_suffix(method: &str) -> &'static str {
    match method {
        "resources/list" => "resources_list",
        "resources/read" => "resource_read",
        "prompts/list" => "prompts_list",
        "prompts/get" => "prompt_get",
        _ => "utility",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mcp::entry::parse_entry;
    use serde_json::json;

    fn entry(v: serde_json::Value) -> ServerEntry {
        parse_entry(&v, true).unwrap()
    }

    fn valid(name: &str) -> bool {
        !name.is_empty()
            && name.len() <= MAX_NAME
            && name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
    }

    #[test]
    fn golden_values_are_stable() {
        // Fixed here so a change in the derivation (which would rename every tool of
        // every user) cannot pass unnoticed. Computed independently with Python:
        // sha256 of {"transport":"stdio","name":"git","command":"uvx",
        // "args":["mcp-server-git"],"cwd":null,"url":null}, then the first 8 bytes of
        // sha256 of {"server":<fp>,"kind":"tool","key":"git_status"}.
        let e = entry(json!({"name": "git", "command": "uvx", "args": ["mcp-server-git"]}));
        let fp = fingerprint(&e);
        assert_eq!(
            fp,
            "278346a63fb19493fcb658864e9bebb3fc4d384d54926a970041f9c4595dc497"
        );
        assert_eq!(
            tool_name(&e, &fp, ToolKey::Remote("git_status")),
            "mcp_git_git_status_6052e13dea6dc641"
        );
    }

    #[test]
    fn golden_names_of_every_path() {
        // Each name takes a different path through the naming code: casing and
        // punctuation, a key that JSON must escape, the utilities, a cut at the name
        // limit, a cut that would end in `_`, a slug with nothing left, an unnamed
        // remote server. Computed independently with Python (hashlib, json.dumps with
        // compact separators), so an optimisation that changes one byte fails here.
        let git = entry(json!({"name": "git", "command": "uvx", "args": ["mcp-server-git"]}));
        let namer = Namer::new(&git, &fingerprint(&git));
        for (key, want) in [
            (
                ToolKey::Remote("Get-Item.v2"),
                "mcp_git_get_item_v2_71d8444092c8b723",
            ),
            (
                ToolKey::Remote("say \"hi\"\n"),
                "mcp_git_say_hi_0a6c836405bed67c",
            ),
            (
                ToolKey::Utility("resources/list"),
                "mcp_git_resources_list_73a4c06fc9574d09",
            ),
            (
                ToolKey::Utility("prompts/get"),
                "mcp_git_prompt_get_cb088832d4c20741",
            ),
        ] {
            assert_eq!(namer.name(key), want, "{key:?}");
        }
        let long = entry(
            json!({"name": "A-Very-Long-Server-Name-Indeed", "command": "x",
                                "cwd": "sub"}),
        );
        let fp = fingerprint(&long);
        assert_eq!(
            fp,
            "c277b0fdce61b50ace32faa0aa8358eeeb7f3541de7d2749f71ad9e83a687c89"
        );
        let namer = Namer::new(&long, &fp);
        let cut = format!("{}_x", "a".repeat(25));
        for (raw, want) in [
            (
                "t".repeat(300),
                "mcp_a_very_long_serv_tttttttttttttttttttttttttt_449103b4fa459279",
            ),
            (
                "日本語".into(),
                "mcp_a_very_long_serv_tool_082c38bab91f30c0",
            ),
            (
                cut,
                "mcp_a_very_long_serv_aaaaaaaaaaaaaaaaaaaaaaaaa_91b8fabeb776ee06",
            ),
        ] {
            assert_eq!(namer.name(ToolKey::Remote(&raw)), want, "{raw}");
        }
        let remote = parse_entry(&json!({"type": "http", "url": "http://h:1/mcp"}), false).unwrap();
        let fp = fingerprint(&remote);
        assert_eq!(
            fp,
            "9d8d4baefe2947f82763375c2f7a157c01f4f7596f08bcf3e4d0d78310ad8815"
        );
        assert_eq!(
            tool_name(&remote, &fp, ToolKey::Remote("search")),
            "mcp_mcp_search_8b7f31bd1f7e4ef3"
        );
        assert_eq!(identity(&fp, ToolKey::Remote("search")), "8b7f31bd1f7e4ef3");
    }

    /// The slug as first defined, by characters and whole, then cut and trimmed: what
    /// the streaming [`push_slug`] must reproduce byte for byte.
    fn reference_cut(raw: &str, max: usize) -> String {
        let mut whole = String::new();
        let mut gap = false;
        for c in raw.chars() {
            let c = c.to_ascii_lowercase();
            if c.is_ascii_lowercase() || c.is_ascii_digit() {
                if gap && !whole.is_empty() {
                    whole.push('_');
                }
                gap = false;
                whole.push(c);
            } else {
                gap = true;
            }
        }
        whole[..whole.len().min(max)]
            .trim_end_matches('_')
            .to_string()
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(512))]
        #[test]
        fn a_streamed_cut_is_the_whole_slug_cut(
            raw in "[A-Za-z0-9 _./-]{0,40}|[a-zé日\u{202E}_ -]{0,30}|\\PC{0,60}",
            max in 0usize..50,
        ) {
            let mut got = String::new();
            push_slug(&mut got, &raw, max);
            proptest::prop_assert_eq!(&got, &reference_cut(&raw, max));
            proptest::prop_assert_eq!(slug(&raw), reference_cut(&raw, usize::MAX));
        }
    }

    #[test]
    fn collisions_are_told_apart() {
        let e = entry(json!({"name": "s", "command": "x"}));
        let fp = fingerprint(&e);
        let a = tool_name(&e, &fp, ToolKey::Remote("Get-Item"));
        let b = tool_name(&e, &fp, ToolKey::Remote("get_item"));
        assert_ne!(a, b);
        assert_eq!(a[..a.len() - 16], b[..b.len() - 16]);
        let remote = tool_name(&e, &fp, ToolKey::Remote("resources_list"));
        let util = tool_name(&e, &fp, ToolKey::Utility("resources/list"));
        assert_ne!(remote, util);
        // Two configurations of one executable.
        let other = entry(json!({"name": "s", "command": "x", "args": ["--ro"]}));
        assert_ne!(
            tool_name(&other, &fingerprint(&other), ToolKey::Remote("get_item")),
            b
        );
        // Credentials do not count.
        let creds = entry(json!({"name": "s", "command": "x", "env": {"K": "secret"}}));
        assert_eq!(fingerprint(&creds), fp);
    }

    #[test]
    fn unicode_long_and_empty_names() {
        let e = entry(json!({"name": "A-Very-Long-Server-Name-Indeed", "command": "x"}));
        let fp = fingerprint(&e);
        for raw in [
            "日本語",
            "",
            "___",
            &"t".repeat(300),
            "ünïcödé tool",
            "a\u{202E}b",
            "UPPER case",
        ] {
            let n = tool_name(&e, &fp, ToolKey::Remote(raw));
            assert!(valid(&n), "{n}");
        }
        assert_eq!(server_slug(&e), "a_very_long_serv");
        let n = tool_name(&e, &fp, ToolKey::Remote("日本語"));
        assert!(n.starts_with("mcp_a_very_long_serv_tool_"), "{n}");
        let long = tool_name(&e, &fp, ToolKey::Remote(&"t".repeat(300)));
        assert_eq!(long.len(), 64);
        // Truncation never leaves `__`.
        let cut = tool_name(&e, &fp, ToolKey::Remote(&format!("{}_x", "a".repeat(25))));
        assert!(!cut.contains("__"), "{cut}");
    }

    #[test]
    fn unnamed_servers_take_command_or_url() {
        let stdio = parse_entry(&json!({"command": "/usr/bin/My.Server"}), true).unwrap();
        assert_eq!(server_slug(&stdio), "my_server");
        let sse = parse_entry(&json!({"type": "sse", "url": "http://h:1/sse"}), false).unwrap();
        assert_eq!(server_slug(&sse), "sse");
        let bare = parse_entry(&json!({"type": "http", "url": "http://h:1/"}), false).unwrap();
        assert_eq!(server_slug(&bare), "x");
    }
}
