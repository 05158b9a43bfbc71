//! One configured MCP server: the typed entry (spec G.4) and the one parser that turns a
//! JSON object into it or into the first reason it is invalid (spec G.6, in the spec's
//! order, with its exact messages).
//!
//! Lemon's own files, `LEMON_MCP_SERVERS`, the application list and every importer end
//! here, so `validate` and discovery give identical answers. Messages never quote
//! configuration values except a URL, which is shown redacted.

use std::collections::BTreeMap;
use std::fmt;

use lemon_mcp::client::WireMode;
use serde_json::{Map, Value};

use super::name::is_valid_name;

/// Default wait for a client to become ready (spec G.1).
pub const DEFAULT_READY_TIMEOUT_MS: u64 = 5_000;
/// Default request timeout (spec G.1).
pub const DEFAULT_TIMEOUT_MS: u64 = 10_000;

/// `approval` and the values of `tool_approvals`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Approval {
    /// Every call asks the operator first.
    Always,
    /// No MCP-specific approval (the default for hand-written and imported entries).
    Never,
}

impl Approval {
    /// Parses `"always"` / `"never"`.
    pub fn parse(s: &str) -> Option<Approval> {
        match s {
            "always" => Some(Approval::Always),
            "never" => Some(Approval::Never),
            _ => None,
        }
    }
    /// The JSON word.
    pub fn as_str(self) -> &'static str {
        match self {
            Approval::Always => "always",
            Approval::Never => "never",
        }
    }
}

/// The transport kind, as `type` spells it and `--json` shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A child process speaking newline-delimited JSON-RPC.
    Stdio,
    /// Streamable HTTP.
    Http,
    /// Legacy HTTP+SSE.
    Sse,
}

impl Kind {
    /// Parses a Lemon `type` value.
    pub fn parse(s: &str) -> Option<Kind> {
        match s {
            "stdio" => Some(Kind::Stdio),
            "http" => Some(Kind::Http),
            "sse" => Some(Kind::Sse),
            _ => None,
        }
    }
    /// `stdio`, `http` or `sse`.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Stdio => "stdio",
            Kind::Http => "http",
            Kind::Sse => "sse",
        }
    }
}

/// How to reach the server.
#[derive(Clone, PartialEq, Eq)]
pub enum Transport {
    /// `type: "stdio"`.
    Stdio {
        /// The program (never run through a shell).
        command: String,
        /// Its argument vector.
        args: Vec<String>,
        /// Extra environment for the child.
        env: BTreeMap<String, String>,
        /// Working directory; relative values resolve against the project.
        cwd: Option<String>,
    },
    /// `type: "http"` or `type: "sse"`.
    Remote {
        /// Which of the two.
        kind: Kind,
        /// The endpoint.
        url: String,
        /// Extra headers, in file order.
        headers: Vec<(String, String)>,
        /// Streamable HTTP that falls back to legacy SSE when the endpoint does not
        /// speak it (Gemini CLI's `url` without a `type`).
        sse_fallback: bool,
        /// The validated `oauth` block (`None` when absent, null or empty), with the
        /// entry's `persist_oauth_tokens` and `oauth_token_secret`.
        oauth: Option<Box<OAuthEntry>>,
    },
}

/// `oauth.flow`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OAuthFlowKind {
    /// `client_credentials` (also what an entry without `flow` gets).
    ClientCredentials,
    /// `authorization_code_pkce` (alias `pkce`): a person consents in a browser.
    AuthorizationCodePkce,
}

/// `oauth.token_auth_method`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TokenAuth {
    /// `client_secret_post` (alias `post`): the secret in the form body.
    Post,
    /// `client_secret_basic` (alias `basic`): HTTP Basic.
    Basic,
}

/// A validated `oauth` block (spec G.4), dash aliases folded, null and empty values
/// dropped. `Debug` shows which secrets are set, never their values.
#[derive(Clone, PartialEq, Eq)]
pub struct OAuthEntry {
    /// `client_id`.
    pub client_id: String,
    /// `client_secret`, written in the file.
    pub client_secret: Option<String>,
    /// `client_secret_secret`: the name of a stored secret holding the client secret.
    pub client_secret_secret: Option<String>,
    /// `token_secret`: the name the tokens are stored under (turns persistence on).
    pub token_secret: Option<String>,
    /// `flow`.
    pub flow: OAuthFlowKind,
    /// `redirect_uri` (PKCE).
    pub redirect_uri: Option<String>,
    /// `scope`, or `scopes` joined with single spaces.
    pub scope: Option<String>,
    /// `token_auth_method` (`None`: `client_secret_post`).
    pub token_auth_method: Option<TokenAuth>,
    /// `authorization_timeout_ms` (`None`: 300000).
    pub authorization_timeout_ms: Option<u64>,
    /// `authorization_approval` (default true; `false` or `"disabled"` turn it off).
    pub authorization_approval: bool,
    /// The entry's `persist_oauth_tokens`.
    pub persist_tokens: bool,
    /// The entry's `oauth_token_secret`.
    pub entry_token_secret: Option<String>,
}

impl fmt::Debug for OAuthEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OAuthEntry")
            .field("client_id", &self.client_id)
            .field("client_secret", &self.client_secret.is_some())
            .field("client_secret_secret", &self.client_secret_secret)
            .field("token_secret", &self.token_secret)
            .field("flow", &self.flow)
            .field("scope", &self.scope)
            .field("token_auth_method", &self.token_auth_method)
            .field("authorization_approval", &self.authorization_approval)
            .field("persist_tokens", &self.persist_tokens)
            .finish_non_exhaustive()
    }
}

// Hand-written so credentials (env values, header values, URLs) never reach a log.
impl fmt::Debug for Transport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Transport::Stdio { args, env, cwd, .. } => f
                .debug_struct("Stdio")
                .field("args", &args.len())
                .field("env", &env.keys().collect::<Vec<_>>())
                .field("cwd", &cwd.is_some())
                .finish_non_exhaustive(),
            Transport::Remote {
                kind,
                headers,
                sse_fallback,
                oauth,
                ..
            } => f
                .debug_struct("Remote")
                .field("kind", kind)
                .field(
                    "headers",
                    &headers.iter().map(|(k, _)| k).collect::<Vec<_>>(),
                )
                .field("sse_fallback", sse_fallback)
                .field("oauth", oauth)
                .finish_non_exhaustive(),
        }
    }
}

/// Exact allow and block lists (spec G.11). `None`: not configured.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filters {
    /// `allow_tools`.
    pub allow_tools: Option<Vec<String>>,
    /// `block_tools`.
    pub block_tools: Option<Vec<String>>,
    /// `allow_resources`.
    pub allow_resources: Option<Vec<String>>,
    /// `block_resources`.
    pub block_resources: Option<Vec<String>>,
    /// `allow_prompts`.
    pub allow_prompts: Option<Vec<String>>,
    /// `block_prompts`.
    pub block_prompts: Option<Vec<String>>,
}

/// The filter keys, in the order the struct lists them.
pub const FILTER_KEYS: [&str; 6] = [
    "allow_tools",
    "block_tools",
    "allow_resources",
    "block_resources",
    "allow_prompts",
    "block_prompts",
];

impl Filters {
    /// Whether a tool with this raw name gets into the registry (spec G.11: exact,
    /// case-sensitive; an empty or absent allow list allows everything; a block wins).
    ///
    /// ```
    /// use lemon_tools::mcp::entry::Filters;
    /// let f = Filters { allow_tools: Some(vec!["echo".into()]), block_tools: Some(vec!["echo".into()]), ..Filters::default() };
    /// assert!(!f.allows_tool("echo") && !f.allows_tool("Echo"));
    /// assert!(Filters::default().allows_tool("anything"));
    /// ```
    pub fn allows_tool(&self, name: &str) -> bool {
        passes(&self.allow_tools, &self.block_tools, &[name])
    }
    /// Whether a listed resource is shown: its `uri` **or** its `name` may match.
    pub fn allows_listed_resource(&self, uri: &str, name: Option<&str>) -> bool {
        let keys: Vec<&str> = std::iter::once(uri).chain(name).collect();
        passes(&self.allow_resources, &self.block_resources, &keys)
    }
    /// Whether `resource_read` may read this URI (only the URI is checked).
    pub fn allows_resource_uri(&self, uri: &str) -> bool {
        passes(&self.allow_resources, &self.block_resources, &[uri])
    }
    /// Whether a prompt with this name is shown and may be fetched.
    pub fn allows_prompt(&self, name: &str) -> bool {
        passes(&self.allow_prompts, &self.block_prompts, &[name])
    }

    fn slot(&mut self, key: &str) -> Option<&mut Option<Vec<String>>> {
        Some(match key {
            "allow_tools" => &mut self.allow_tools,
            "block_tools" => &mut self.block_tools,
            "allow_resources" => &mut self.allow_resources,
            "block_resources" => &mut self.block_resources,
            "allow_prompts" => &mut self.allow_prompts,
            "block_prompts" => &mut self.block_prompts,
            _ => return None,
        })
    }
}

fn passes(allow: &Option<Vec<String>>, block: &Option<Vec<String>>, keys: &[&str]) -> bool {
    let hit = |list: &Option<Vec<String>>| {
        list.as_ref()
            .is_some_and(|l| l.iter().any(|x| keys.contains(&x.as_str())))
    };
    if hit(block) {
        return false;
    }
    match allow {
        Some(l) if !l.is_empty() => hit(allow),
        _ => true,
    }
}

/// A valid server entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerEntry {
    /// The name; `None` for a legacy (unnamed) entry.
    pub name: Option<String>,
    /// How to reach it.
    pub transport: Transport,
    /// The entry's own flag (`enabled: false` / `disabled: true` make it false).
    pub enabled: bool,
    /// The server-wide approval (`never` when absent).
    pub approval: Approval,
    /// Whether `approval` was written in the entry.
    pub approval_explicit: bool,
    /// Exact per-tool overrides.
    pub tool_approvals: BTreeMap<String, Approval>,
    /// Exact filters.
    pub filters: Filters,
    /// `ready_timeout_ms` (default [`DEFAULT_READY_TIMEOUT_MS`]).
    pub ready_timeout_ms: u64,
    /// `timeout_ms` (default [`DEFAULT_TIMEOUT_MS`]).
    pub timeout_ms: u64,
    /// The validated stdio `sampling` object, as written.
    pub sampling: Option<Value>,
    /// `wire`: `auto`, `handshake` or `stateless` (absent: [`ServerEntry::wire_mode`]).
    pub wire: Option<WireMode>,
}

impl ServerEntry {
    /// The wire the manager speaks to this server: the entry's `wire`, else the
    /// handshake for a stdio server and auto (probe `server/discover`, fall back) for a
    /// remote one. Stdio stays on the handshake unless asked: measured with the Python
    /// SDK 2.3, a server's `notifications/tools/list_changed` sent during a call is
    /// delivered in the handshake era but dropped on its stdio stateless wire, even to an
    /// open `subscriptions/listen`, so a changing tool list would go unseen.
    pub fn wire_mode(&self) -> WireMode {
        self.wire.unwrap_or(match self.transport {
            Transport::Stdio { .. } => WireMode::Handshake,
            Transport::Remote { .. } => WireMode::Auto,
        })
    }

    /// The transport kind.
    pub fn kind(&self) -> Kind {
        match &self.transport {
            Transport::Stdio { .. } => Kind::Stdio,
            Transport::Remote { kind, .. } => *kind,
        }
    }
    /// How many `env` entries (stdio) or 0.
    pub fn env_count(&self) -> usize {
        match &self.transport {
            Transport::Stdio { env, .. } => env.len(),
            Transport::Remote { .. } => 0,
        }
    }
    /// The `oauth` block of a remote entry, if one is in effect.
    pub fn oauth(&self) -> Option<&OAuthEntry> {
        match &self.transport {
            Transport::Remote { oauth, .. } => oauth.as_deref(),
            Transport::Stdio { .. } => None,
        }
    }
    /// How many headers (remote) or 0.
    pub fn header_count(&self) -> usize {
        match &self.transport {
            Transport::Remote { headers, .. } => headers.len(),
            Transport::Stdio { .. } => 0,
        }
    }
}

/// Why an entry is invalid. `Display` is the spec's message (G.6) or, for the rules the
/// spec leaves to the port, a message in the same style.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Invalid {
    /// Not an object, no or an unknown `type`, or a wrongly typed core field.
    #[error("invalid MCP server config: {0}")]
    Shape(String),
    /// `name` breaks the rule of spec H.2.
    #[error(
        "invalid server name {0}: use 1-64 ASCII letters, digits, '_', '.' or '-', starting with a letter or digit"
    )]
    Name(String),
    /// A blank stdio command.
    #[error("stdio command cannot be empty")]
    EmptyCommand,
    /// A URL that is not http(s) with a host (shown redacted).
    #[error("invalid HTTP URL: {0}")]
    Url(String),
    /// A filter or other string list that is not a list.
    #[error("{0} must be a list of strings")]
    NotStringList(String),
    /// A timeout that is not a positive integer.
    #[error("{0} must be a positive integer")]
    NotPositive(String),
    /// A rule with a fixed message (sampling, headers, OAuth, approvals, ...).
    #[error("{0}")]
    Rule(&'static str),
}

/// Parses one JSON entry. `infer_type`: an entry without `type` is stdio when it has a
/// `command` and Streamable HTTP when it has a `url` (imports); Lemon's own files
/// require `type`.
pub fn parse_entry(value: &Value, infer_type: bool) -> Result<ServerEntry, Invalid> {
    let Some(obj) = value.as_object() else {
        return Err(Invalid::Shape(format!(
            "an entry must be an object, not {}",
            json_kind(value)
        )));
    };
    let name = match obj.get("name") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if is_valid_name(s) => Some(s.clone()),
        Some(Value::String(s)) => return Err(Invalid::Name(super::name::display_name(s))),
        Some(other) => {
            return Err(Invalid::Shape(format!(
                "name must be a string, not {}",
                json_kind(other)
            )));
        }
    };
    let kind = match obj.get("type") {
        Some(Value::String(t)) => Kind::parse(t).ok_or_else(|| {
            Invalid::Shape(format!(
                "unknown type {} (use stdio, http or sse)",
                super::name::display_name(t)
            ))
        })?,
        Some(other) => {
            return Err(Invalid::Shape(format!(
                "type must be a string, not {}",
                json_kind(other)
            )));
        }
        None if infer_type && obj.contains_key("command") => Kind::Stdio,
        None if infer_type && obj.contains_key("url") => Kind::Http,
        None => {
            return Err(Invalid::Shape(
                "missing \"type\" (stdio, http or sse)".into(),
            ));
        }
    };

    // 1. Shape and 2./3. the command or URL.
    let transport = match kind {
        Kind::Stdio => {
            let command = match obj.get("command") {
                Some(Value::String(c)) => c.clone(),
                None => return Err(Invalid::Shape("stdio entry without \"command\"".into())),
                Some(other) => {
                    return Err(Invalid::Shape(format!(
                        "command must be a string, not {}",
                        json_kind(other)
                    )));
                }
            };
            let args = match obj.get("args") {
                None | Some(Value::Null) => Vec::new(),
                Some(Value::Array(items)) if items.iter().all(Value::is_string) => items
                    .iter()
                    .filter_map(|v| v.as_str().map(str::to_string))
                    .collect(),
                Some(_) => return Err(Invalid::Shape("args must be a list of strings".into())),
            };
            if command.trim().is_empty() {
                return Err(Invalid::EmptyCommand);
            }
            Transport::Stdio {
                command,
                args,
                env: BTreeMap::new(),
                cwd: None,
            }
        }
        Kind::Http | Kind::Sse => {
            let url = match obj.get("url") {
                Some(Value::String(u)) => u.clone(),
                None => {
                    return Err(Invalid::Shape(format!(
                        "{} entry without \"url\"",
                        kind.as_str()
                    )));
                }
                Some(other) => {
                    return Err(Invalid::Shape(format!(
                        "url must be a string, not {}",
                        json_kind(other)
                    )));
                }
            };
            check_url(&url)?;
            Transport::Remote {
                kind,
                url,
                headers: Vec::new(),
                sse_fallback: false,
                oauth: None,
            }
        }
    };

    let mut entry = ServerEntry {
        name,
        transport,
        enabled: true,
        approval: Approval::Never,
        approval_explicit: false,
        tool_approvals: BTreeMap::new(),
        filters: Filters::default(),
        ready_timeout_ms: DEFAULT_READY_TIMEOUT_MS,
        timeout_ms: DEFAULT_TIMEOUT_MS,
        sampling: None,
        wire: None,
    };

    // 4. Options common to every transport: filters in the order given, then timeouts.
    for (key, v) in obj {
        if let Some(slot) = entry.filters.slot(key) {
            match v {
                Value::Null => {}
                // Elements that are not strings are dropped, as the original does.
                Value::Array(items) => {
                    *slot = Some(
                        items
                            .iter()
                            .filter_map(|i| i.as_str().map(str::to_string))
                            .collect(),
                    )
                }
                _ => return Err(Invalid::NotStringList(key.clone())),
            }
        }
    }
    if let Some(ms) = positive(obj, &["ready_timeout_ms", "ready-timeout-ms"])? {
        entry.ready_timeout_ms = ms;
    }
    if let Some(ms) = positive(obj, &["timeout_ms", "timeout-ms"])? {
        entry.timeout_ms = ms;
    }
    if let Transport::Stdio { env, cwd, .. } = &mut entry.transport {
        if let Some(s) = obj.get("sampling").filter(|v| !v.is_null()) {
            check_sampling(s)?;
            entry.sampling = Some(s.clone());
        }
        match obj.get("env") {
            None | Some(Value::Null) => {}
            Some(v) => {
                *env = string_map(v).ok_or(Invalid::Rule("env must be an object of strings"))?
            }
        }
        match obj.get("cwd") {
            None | Some(Value::Null) => {}
            Some(Value::String(c)) => *cwd = Some(c.clone()),
            Some(_) => return Err(Invalid::Rule("cwd must be a string")),
        }
    }

    // 5. http and sse only.
    if let Transport::Remote { headers, oauth, .. } = &mut entry.transport {
        match obj.get("headers") {
            None | Some(Value::Null) => {}
            Some(v) => {
                *headers = string_map_ordered(v)
                    .ok_or(Invalid::Rule("headers must be a list of string tuples"))?
            }
        }
        let persist = match obj.get("persist_oauth_tokens") {
            None | Some(Value::Null) => false,
            Some(Value::Bool(b)) => *b,
            Some(_) => return Err(Invalid::Rule("persist_oauth_tokens must be a boolean")),
        };
        let entry_secret = match obj.get("oauth_token_secret") {
            None => None,
            Some(Value::String(s)) if !s.is_empty() => Some(s.clone()),
            Some(_) => {
                return Err(Invalid::Rule(
                    "oauth_token_secret must be a non-empty string",
                ));
            }
        };
        if let Some(o) = obj.get("oauth") {
            *oauth = check_oauth(o)?.map(|mut o| {
                o.persist_tokens = persist;
                o.entry_token_secret = entry_secret;
                Box::new(o)
            });
        }
    }
    if let Transport::Remote {
        kind: Kind::Http,
        sse_fallback,
        ..
    } = &mut entry.transport
    {
        *sse_fallback = obj.get("sse_fallback") == Some(&Value::Bool(true));
    }

    match obj.get("wire") {
        None | Some(Value::Null) => {}
        Some(v) => {
            entry.wire = Some(match v.as_str() {
                Some("auto") => WireMode::Auto,
                Some("handshake") => WireMode::Handshake,
                Some("stateless") => WireMode::Stateless,
                _ => return Err(Invalid::Rule("wire must be auto, handshake or stateless")),
            })
        }
    }

    // The rules the spec leaves to the port: approvals and flags.
    match obj.get("approval") {
        None | Some(Value::Null) => {}
        Some(v) => {
            entry.approval = v
                .as_str()
                .and_then(Approval::parse)
                .ok_or(Invalid::Rule("approval must be always or never"))?;
            entry.approval_explicit = true;
        }
    }
    match obj.get("tool_approvals") {
        None | Some(Value::Null) => {}
        Some(Value::Object(m)) => {
            for (tool, v) in m {
                let a = v.as_str().and_then(Approval::parse).ok_or(Invalid::Rule(
                    "tool_approvals must map tool names to always or never",
                ))?;
                entry.tool_approvals.insert(tool.clone(), a);
            }
        }
        Some(_) => {
            return Err(Invalid::Rule(
                "tool_approvals must map tool names to always or never",
            ));
        }
    }
    for key in ["enabled", "disabled"] {
        match obj.get(key) {
            None | Some(Value::Null) => {}
            Some(Value::Bool(b)) => {
                if (key == "enabled") != *b {
                    entry.enabled = false;
                }
            }
            Some(_) => {
                return Err(Invalid::Rule(if key == "enabled" {
                    "enabled must be a boolean"
                } else {
                    "disabled must be a boolean"
                }));
            }
        }
    }
    Ok(entry)
}

/// The URL rule of spec G.6: parses, scheme http or https, a host.
pub fn check_url(url: &str) -> Result<(), Invalid> {
    let ok = url::Url::parse(url).ok().is_some_and(|u| {
        matches!(u.scheme(), "http" | "https") && u.host_str().is_some_and(|h| !h.is_empty())
    });
    if ok {
        Ok(())
    } else {
        Err(Invalid::Url(
            lemon_core::text::flatten_line(&lemon_core::redact::redact_url(url)).into_owned(),
        ))
    }
}

fn positive(obj: &Map<String, Value>, keys: &[&str]) -> Result<Option<u64>, Invalid> {
    for key in keys {
        match obj.get(*key) {
            None | Some(Value::Null) => continue,
            Some(v) => {
                return match v.as_u64() {
                    Some(n) if n > 0 => Ok(Some(n)),
                    _ => Err(Invalid::NotPositive(keys[0].to_string())),
                };
            }
        }
    }
    Ok(None)
}

fn check_sampling(v: &Value) -> Result<(), Invalid> {
    let Some(s) = v.as_object() else {
        return Err(Invalid::Rule("sampling_policy must be a keyword list"));
    };
    if let Some(mode) = s.get("mode").filter(|v| !v.is_null())
        && !matches!(mode.as_str(), Some("model" | "reviewed_model" | "deny"))
    {
        return Err(Invalid::Rule(
            "sampling_policy.mode must be model, reviewed_model, or deny",
        ));
    }
    if let Some(r) = s.get("reviewer").filter(|v| !v.is_null()) {
        let ok = matches!(r, Value::Bool(true))
            || matches!(r.as_str(), Some("ops_approval" | "approval"));
        if !ok {
            return Err(Invalid::Rule(
                "sampling_policy.reviewer must be a function or ops_approval",
            ));
        }
    }
    if s.get("require_approval")
        .is_some_and(|v| !v.is_null() && !v.is_boolean())
    {
        return Err(Invalid::Rule(
            "sampling_policy.reviewer must be a function or ops_approval",
        ));
    }
    for key in ["max_tokens", "maxTokens"] {
        if let Some(v) = s.get(key).filter(|v| !v.is_null())
            && v.as_u64().is_none_or(|n| n == 0)
        {
            return Err(Invalid::Rule(
                "sampling_policy.max_tokens must be a positive integer",
            ));
        }
    }
    if let Some(v) = s.get("allowed_models").filter(|v| !v.is_null())
        && !v.as_array().is_some_and(|a| a.iter().all(Value::is_string))
    {
        return Err(Invalid::Rule(
            "sampling_policy.allowed_models must be a list of strings",
        ));
    }
    if let Some(v) = s.get("approval_timeout_ms").filter(|v| !v.is_null())
        && v.as_u64().is_none_or(|n| n == 0)
    {
        return Err(Invalid::Rule(
            "sampling_policy.approval_timeout_ms must be a positive integer",
        ));
    }
    Ok(())
}

/// Validates an `oauth` block; `Ok(Some)` when one is in effect (not null or empty).
fn check_oauth(v: &Value) -> Result<Option<OAuthEntry>, Invalid> {
    let raw = match v {
        Value::Null => return Ok(None),
        Value::Object(m) => m,
        _ => return Err(Invalid::Rule("oauth must be a keyword list")),
    };
    // Dash aliases; null and empty strings dropped, and an empty scopes list.
    let mut o = Map::new();
    for (k, v) in raw {
        let dropped = v.is_null()
            || v.as_str().is_some_and(str::is_empty)
            || (k.replace('-', "_") == "scopes" && v.as_array().is_some_and(Vec::is_empty));
        if !dropped {
            o.insert(k.replace('-', "_"), v.clone());
        }
    }
    if o.is_empty() {
        return Ok(None);
    }
    let non_empty = |k: &str| {
        o.get(k)
            .and_then(Value::as_str)
            .is_some_and(|s| !s.is_empty())
    };
    if !non_empty("client_id") {
        return Err(Invalid::Rule("oauth.client_id must be a non-empty string"));
    }
    let flow = o.get("flow");
    let pkce = matches!(
        flow.and_then(Value::as_str),
        Some("authorization_code_pkce" | "pkce")
    );
    if !pkce && !non_empty("client_secret") && !non_empty("client_secret_secret") {
        return Err(Invalid::Rule(
            "oauth.client_secret must be a non-empty string",
        ));
    }
    if o.contains_key("client_secret") && !non_empty("client_secret") {
        return Err(Invalid::Rule(
            "oauth.client_secret must be a non-empty string",
        ));
    }
    if o.contains_key("client_secret_secret") && !non_empty("client_secret_secret") {
        return Err(Invalid::Rule(
            "oauth.client_secret_secret must be a non-empty string",
        ));
    }
    if o.contains_key("token_secret") && !non_empty("token_secret") {
        return Err(Invalid::Rule(
            "oauth.token_secret must be a non-empty string",
        ));
    }
    if let Some(f) = flow
        && !matches!(
            f.as_str(),
            Some("client_credentials" | "authorization_code_pkce" | "pkce")
        )
    {
        return Err(Invalid::Rule(
            "oauth.flow must be client_credentials or authorization_code_pkce",
        ));
    }
    if o.get("redirect_uri").is_some_and(|v| !v.is_string()) {
        return Err(Invalid::Rule("oauth.redirect_uri must be a string"));
    }
    if o.get("scope").is_some_and(|v| !v.is_string()) {
        return Err(Invalid::Rule("oauth.scope must be a string"));
    }
    if o.get("scopes")
        .is_some_and(|v| !v.as_array().is_some_and(|a| a.iter().all(Value::is_string)))
    {
        return Err(Invalid::Rule("oauth.scopes must be a list of strings"));
    }
    if o.get("authorization_timeout_ms")
        .is_some_and(|v| v.as_u64().is_none_or(|n| n == 0))
    {
        return Err(Invalid::Rule(
            "oauth.authorization_timeout_ms must be a positive integer",
        ));
    }
    if let Some(m) = o.get("token_auth_method")
        && !matches!(
            m.as_str(),
            Some("client_secret_post" | "client_secret_basic" | "post" | "basic")
        )
    {
        return Err(Invalid::Rule(
            "oauth.token_auth_method must be client_secret_post or client_secret_basic",
        ));
    }
    let string = |k: &str| o.get(k).and_then(Value::as_str).map(str::to_string);
    let scope = string("scope").or_else(|| {
        o.get("scopes")
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(Value::as_str)
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .filter(|s| !s.is_empty())
    });
    Ok(Some(OAuthEntry {
        client_id: string("client_id").unwrap_or_default(),
        client_secret: string("client_secret"),
        client_secret_secret: string("client_secret_secret"),
        token_secret: string("token_secret"),
        flow: if pkce {
            OAuthFlowKind::AuthorizationCodePkce
        } else {
            OAuthFlowKind::ClientCredentials
        },
        redirect_uri: string("redirect_uri"),
        scope,
        token_auth_method: o.get("token_auth_method").and_then(Value::as_str).map(|m| {
            if matches!(m, "client_secret_basic" | "basic") {
                TokenAuth::Basic
            } else {
                TokenAuth::Post
            }
        }),
        authorization_timeout_ms: o.get("authorization_timeout_ms").and_then(Value::as_u64),
        authorization_approval: !matches!(
            o.get("authorization_approval"),
            Some(Value::Bool(false))
        ) && o.get("authorization_approval").and_then(Value::as_str)
            != Some("disabled"),
        persist_tokens: false,
        entry_token_secret: None,
    }))
}

fn string_map(v: &Value) -> Option<BTreeMap<String, String>> {
    string_map_ordered(v).map(|pairs| pairs.into_iter().collect())
}

fn string_map_ordered(v: &Value) -> Option<Vec<(String, String)>> {
    let m = v.as_object()?;
    m.iter()
        .map(|(k, v)| v.as_str().map(|s| (k.clone(), s.to_string())))
        .collect()
}

/// `an object`, `a string`, ...: what a value is, never what it holds.
pub fn json_kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn reason(v: Value) -> String {
        parse_entry(&v, false).unwrap_err().to_string()
    }

    #[test]
    fn the_spec_test_fact_seven_of_eight_are_errors() {
        let list = [
            json!({"type":"stdio","command":"npx","args":["-y","s"]}),
            json!({"type":"http","url":"invalid-url"}),
            json!({"type":"sse","url":"invalid-url"}),
            json!({"type":"stdio","command":""}),
            json!({"type":"stdio","command":"x","allow_tools":"x"}),
            json!({"type":"http","url":"http://h/mcp","headers":{"k":1}}),
            json!({"type":"http","url":"http://h/mcp","oauth":{"client_id":"c"}}),
            json!({"type":"stdio","command":"x","sampling":{"max_tokens":0}}),
        ];
        let errors: Vec<String> = list
            .iter()
            .filter_map(|v| parse_entry(v, false).err().map(|e| e.to_string()))
            .collect();
        assert_eq!(
            errors,
            [
                "invalid HTTP URL: invalid-url",
                "invalid HTTP URL: invalid-url",
                "stdio command cannot be empty",
                "allow_tools must be a list of strings",
                "headers must be a list of string tuples",
                "oauth.client_secret must be a non-empty string",
                "sampling_policy.max_tokens must be a positive integer",
            ]
        );
    }

    #[test]
    fn messages_follow_the_spec_order() {
        assert_eq!(
            reason(json!("x")),
            "invalid MCP server config: an entry must be an object, not a string"
        );
        assert_eq!(
            reason(json!({"type":"ws","url":"x"})),
            "invalid MCP server config: unknown type 'ws' (use stdio, http or sse)"
        );
        assert_eq!(
            reason(json!({"type":"http","url":"ftp://h/x"})),
            "invalid HTTP URL: ftp://h/x"
        );
        assert_eq!(
            reason(json!({"type":"http","url":""})),
            "invalid HTTP URL: "
        );
        let r = reason(json!({"type":"http","url":"ftp://u:pw@h/x?token=s3cr3t"}));
        assert!(
            r.starts_with("invalid HTTP URL: ftp://") && !r.contains("s3cr3t") && !r.contains("pw"),
            "{r}"
        );
        assert_eq!(
            reason(json!({"type":"stdio","command":"x","block_prompts":1,"allow_tools":2})),
            "block_prompts must be a list of strings"
        );
        assert_eq!(
            reason(json!({"type":"stdio","command":"x","ready-timeout-ms":-1})),
            "ready_timeout_ms must be a positive integer"
        );
        assert_eq!(
            reason(json!({"type":"sse","url":"http://h","timeout_ms":"5"})),
            "timeout_ms must be a positive integer"
        );
        assert_eq!(
            reason(json!({"type":"stdio","command":"x","sampling":{"mode":"y"}})),
            "sampling_policy.mode must be model, reviewed_model, or deny"
        );
        assert_eq!(
            reason(json!({"type":"stdio","command":"x","sampling":{"reviewer":"me"}})),
            "sampling_policy.reviewer must be a function or ops_approval"
        );
        assert_eq!(
            reason(json!({"type":"stdio","command":"x","sampling":[1]})),
            "sampling_policy must be a keyword list"
        );
        assert_eq!(
            reason(json!({"type":"http","url":"http://h","persist_oauth_tokens":"yes"})),
            "persist_oauth_tokens must be a boolean"
        );
        assert_eq!(
            reason(json!({"type":"http","url":"http://h","oauth_token_secret":""})),
            "oauth_token_secret must be a non-empty string"
        );
        assert_eq!(
            reason(json!({"type":"http","url":"http://h","oauth":"x"})),
            "oauth must be a keyword list"
        );
        assert_eq!(
            reason(json!({"type":"http","url":"http://h","oauth":{"client_secret":"s"}})),
            "oauth.client_id must be a non-empty string"
        );
        assert_eq!(
            reason(
                json!({"type":"http","url":"http://h","oauth":{"client_id":"c","flow":"implicit","client_secret":"s"}})
            ),
            "oauth.flow must be client_credentials or authorization_code_pkce"
        );
        assert_eq!(
            reason(
                json!({"type":"http","url":"http://h","oauth":{"client_id":"c","flow":"pkce","scopes":[1]}})
            ),
            "oauth.scopes must be a list of strings"
        );
        assert_eq!(
            reason(
                json!({"type":"http","url":"http://h","oauth":{"client_id":"c","client-secret":"s","token-auth-method":"jwt"}})
            ),
            "oauth.token_auth_method must be client_secret_post or client_secret_basic"
        );
        assert_eq!(
            reason(json!({"type":"stdio","command":"x","approval":"sometimes"})),
            "approval must be always or never"
        );
        assert_eq!(
            reason(json!({"type":"stdio","command":"x","wire":"2026"})),
            "wire must be auto, handshake or stateless"
        );
        let stdio = parse_entry(&json!({"type":"stdio","command":"x"}), false).unwrap();
        assert_eq!(stdio.wire_mode(), WireMode::Handshake);
        let http = parse_entry(&json!({"type":"http","url":"http://h"}), false).unwrap();
        assert_eq!(http.wire_mode(), WireMode::Auto);
        let pinned =
            parse_entry(&json!({"type":"stdio","command":"x","wire":"auto"}), false).unwrap();
        assert_eq!(pinned.wire_mode(), WireMode::Auto);
        assert_eq!(
            reason(json!({"name":"-x","type":"stdio","command":"x"})),
            "invalid server name '-x': use 1-64 ASCII letters, digits, '_', '.' or '-', starting with a letter or digit"
        );
        assert_eq!(
            reason(json!({"command":"x"})),
            "invalid MCP server config: missing \"type\" (stdio, http or sse)"
        );
    }

    #[test]
    fn valid_entries_keep_every_field() {
        let e = parse_entry(&json!({"name":"git","type":"stdio","command":"uvx","args":["a"],"env":{"K":"v"},"cwd":"sub",
            "allow_tools":["a",1,"b"],"timeout-ms":7,"approval":"always","tool_approvals":{"git_status":"never"},"enabled":false,
            "sampling":{"mode":"reviewed_model","reviewer":"ops_approval","maxTokens":64,"allowed_models":["m"]}}), false).unwrap();
        assert_eq!(e.name.as_deref(), Some("git"));
        assert_eq!(e.filters.allow_tools, Some(vec!["a".into(), "b".into()]));
        assert_eq!(e.timeout_ms, 7);
        assert_eq!(e.ready_timeout_ms, DEFAULT_READY_TIMEOUT_MS);
        assert!(!e.enabled);
        assert_eq!(e.approval, Approval::Always);
        assert_eq!(e.env_count(), 1);
        let h = parse_entry(&json!({"type":"http","url":"https://h/mcp","headers":{"A":"b"},"oauth":{"client_id":"c","flow":"pkce","redirect_uri":"http://127.0.0.1:9/cb","scopes":[]}}), false).unwrap();
        assert_eq!(h.header_count(), 1);
        let Transport::Remote { oauth: Some(o), .. } = &h.transport else {
            panic!("oauth kept")
        };
        assert_eq!(o.flow, OAuthFlowKind::AuthorizationCodePkce);
        assert_eq!(o.redirect_uri.as_deref(), Some("http://127.0.0.1:9/cb"));
        assert_eq!(o.scope, None);
        assert!(o.authorization_approval && !o.persist_tokens);
        let cc = parse_entry(&json!({"type":"http","url":"https://h/mcp","persist_oauth_tokens":true,
            "oauth_token_secret":"t","oauth":{"client-id":"c","client_secret":"SECRETVALUE","scopes":["tools","prompts"],
            "token-auth-method":"basic","authorization_approval":"disabled","authorization_timeout_ms":7}}), false).unwrap();
        let Transport::Remote { oauth: Some(o), .. } = &cc.transport else {
            panic!("oauth kept")
        };
        assert_eq!(o.flow, OAuthFlowKind::ClientCredentials);
        assert_eq!(o.scope.as_deref(), Some("tools prompts"));
        assert_eq!(o.token_auth_method, Some(TokenAuth::Basic));
        assert_eq!(o.authorization_timeout_ms, Some(7));
        assert!(!o.authorization_approval && o.persist_tokens);
        assert_eq!(o.entry_token_secret.as_deref(), Some("t"));
        assert!(!format!("{cc:?}").contains("SECRETVALUE"));
        let empty_oauth = parse_entry(
            &json!({"type":"http","url":"https://h","oauth":{"client_id":"","scopes":[]}}),
            false,
        )
        .unwrap();
        assert!(matches!(
            empty_oauth.transport,
            Transport::Remote { oauth: None, .. }
        ));
        assert!(
            !parse_entry(
                &json!({"type":"stdio","command":"x","disabled":true}),
                false
            )
            .unwrap()
            .enabled
        );
    }

    #[test]
    fn debug_shows_no_credentials() {
        let e = parse_entry(&json!({"type":"http","url":"https://h/mcp?k=SECRETVALUE","headers":{"Authorization":"Bearer SECRETVALUE"}}), false).unwrap();
        assert!(!format!("{e:?}").contains("SECRETVALUE"));
        let s = parse_entry(
            &json!({"type":"stdio","command":"x","env":{"TOKEN":"SECRETVALUE"}}),
            false,
        )
        .unwrap();
        assert!(!format!("{s:?}").contains("SECRETVALUE"));
    }

    #[test]
    fn filters_are_exact_and_block_wins() {
        let f = Filters {
            allow_tools: Some(vec!["echo".into(), "add".into()]),
            block_tools: Some(vec!["add".into()]),
            allow_resources: Some(vec!["Readme".into()]),
            block_prompts: Some(vec!["p1".into()]),
            ..Filters::default()
        };
        assert!(f.allows_tool("echo"));
        assert!(!f.allows_tool("add") && !f.allows_tool("ECHO") && !f.allows_tool("other"));
        assert!(f.allows_listed_resource("file:///r", Some("Readme")));
        assert!(!f.allows_listed_resource("file:///r", Some("readme")));
        // A name-only allow list blocks every read (reads check the URI alone).
        assert!(!f.allows_resource_uri("file:///r"));
        assert!(!f.allows_prompt("p1") && f.allows_prompt("p2"));
        let empty = Filters {
            allow_tools: Some(vec![]),
            ..Filters::default()
        };
        assert!(empty.allows_tool("anything"));
    }
}
