//! The connection manager (spec G.12–G.20): one project's configured servers as
//! model-facing tools.
//!
//! * **Discovery.** Every enabled server starts concurrently, each bounded by its own
//!   `ready_timeout_ms`; only advertised lists are requested (`tools`, `resources`,
//!   `prompts`), through the entry's exact filters; resource and prompt utilities exist
//!   only when the server advertises the capability and its list answered.
//! * **Cache.** Name → (definition, server identity, call spec, time). Expired when empty
//!   or when any entry is older than the TTL (5 min); [`Manager::spawn_periodic`]
//!   checks every minute. Both configurable in [`ManagerOptions`].
//! * **`list_changed`.** Re-lists only the sending server's list, through the same
//!   filters, debounced; notifications from a retired connection (older generation)
//!   are ignored.
//! * **Recovery.** A lost connection or a failed start (the process exits, the
//!   connection is refused) is a crash: the server is tried again after 500, 1000, 2000
//!   and 4000 ms; more than five crashes in 30 s, or an exhausted ladder, marks **that
//!   server** `unavailable` (fixed reason, tools left out, calls `not_connected`) until
//!   an explicit [`Manager::refresh`]. Timeouts and authorization failures are reported
//!   but not retried in the background.
//! * **Configuration changes.** The loader is read again on every discovery, call and
//!   refresh; removed servers are retired (connection closed, names gone: `not_found`),
//!   a server whose entry changed gets a new connection, and because the names carry the
//!   server's fingerprint, a replaced command or URL gets new names.
//!   [`Manager::reconcile`] applies a change at once (a watcher calls it): new and
//!   changed servers connected and listed, connected unchanged ones untouched.
//! * **Inventory changes.** [`Manager::changes`] is bumped whenever the model-facing
//!   tools (names, descriptions, schemas) change: a server listed, re-listed after its
//!   `list_changed`, retired, replaced or lost. A gateway turns it into its own
//!   `notifications/tools/list_changed`.
//! * **Calls** resolve the route under the lock and wait outside it, so a slow tool
//!   never blocks discovery or [`Manager::status`]; a timed-out call is cancelled and
//!   never replayed. Approval is decided between [`Manager::prepare`] and
//!   [`Prepared::execute`], at most one request per call.
//!
//! * **OAuth** (G.21, [`super::oauth`]). An `http` entry with an `oauth` block connects
//!   through lemon-mcp's OAuth client: client credentials, or authorization code with
//!   PKCE started only after [`ManagerOptions::approver`] agrees, the URL then handed to
//!   [`ManagerOptions::on_authorization`]. Tokens go to [`ManagerOptions::secret_store`]
//!   when the entry asks for persistence, else stay in memory per server. A failure is
//!   `authorization required` with a typed [`AuthorizationFailure`]; one only a person
//!   can clear (refused, nobody to ask, too slow) is not retried before an explicit
//!   [`Manager::refresh`].
//! * **Sampling** (G.20, [`super::sampling`]). A stdio entry's `sampling` object is the
//!   connection's sampling policy: the approval reviews the redacted summary, then
//!   [`ManagerOptions::sampling_backend`] answers; refusals are JSON-RPC errors.
//!   Elicitation and roots requests go to [`ManagerOptions::client_requests`]
//!   ([`super::forward`]).
//!
//! Errors and `status()` carry fixed, redacted categories only (no server text, no
//! stderr, no configuration values, no secret). The manager serves one project directory.
//!
//! ```no_run
//! # async fn demo() {
//! use lemon_tools::mcp::manager::{CallOptions, Manager, ManagerOptions};
//! let servers = vec![]; // from lemon_tools::mcp::config::discover(..).effective
//! let manager = Manager::with_servers("/work/project".into(), servers, ManagerOptions::default());
//! for tool in manager.discover_tools(false).await {
//!     println!("{} ({})", tool.name, tool.label);
//! }
//! let prepared = manager.prepare("mcp_git_git_status_6052e13dea6dc641",
//!     serde_json::json!({"repo_path": "."}), &CallOptions::default()).unwrap();
//! let _answer = prepared.execute().await;
//! # }
//! ```

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lemon_core::approval::{ApprovalRequest, RequestKind};
use lemon_core::paths::Env;
use lemon_core::secret::SecretStore;
use lemon_mcp::client::RequestOptions;
use lemon_mcp::client::auth::AuthProvider;
use lemon_mcp::client::http::HttpError;
use lemon_mcp::client::oauth::{OAuthError, OAuthProvider};
use lemon_mcp::client::transport::TransportError;
use lemon_mcp::client::{Client, ClientError, ClientOptions, ClientState, DisconnectReason};
use lemon_mcp::protocol::jsonrpc::Notification;
use lemon_mcp::protocol::methods;
use serde::Serialize;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use tokio::sync::mpsc;

use super::config::Server;
use super::entry::{Approval, Filters, Kind, ServerEntry, Transport};
use super::naming::{Namer, ToolKey, fingerprint};
use super::oauth::{
    Asker, AuthorizationFailure, AuthorizationNotice, MemoryTokenCache, OAuthContext,
    SharedApprover,
};
use super::probe::{ProbeError, classify, connect_entry};
use super::sampling::SamplingBackend;
use crate::registry::ToolDef;

/// Longest wait any call gets (spec G.17).
pub const MAX_CALL_TIMEOUT: Duration = Duration::from_secs(300);

/// How the manager behaves. `Default` gives the spec's values, and no approver, no
/// secret store, no sampling backend: an interactive authorization then fails as
/// `unavailable`, tokens stay in memory, sampling requests are refused.
#[derive(Clone)]
pub struct ManagerOptions {
    /// Cache lifetime (300 s).
    pub cache_ttl: Duration,
    /// Period of [`Manager::spawn_periodic`] (60 s).
    pub refresh_interval: Duration,
    /// Delays before each reconnect attempt (500, 1000, 2000, 4000 ms).
    pub ladder: Vec<Duration>,
    /// The crash breaker's window (30 s) …
    pub breaker_window: Duration,
    /// … and how many crashes it tolerates in it (5; the sixth trips it).
    pub breaker_limit: usize,
    /// Wait after a `list_changed` before re-listing, so bursts cost one listing (50 ms).
    pub debounce: Duration,
    /// MCP off (spec G.19): no server is started.
    pub disabled: bool,
    /// Decides the OAuth authorization (PKCE) and sampling approvals, one at a time.
    /// Tool-call approvals are not asked here: [`Prepared::approval`] hands them to the
    /// caller.
    pub approver: Option<SharedApprover>,
    /// Shows the authorization URL once the authorization was approved (without it an
    /// interactive authorization fails as `unavailable`).
    pub on_authorization: Option<AuthorizationNotice>,
    /// Where OAuth tokens persist (entries with `oauth.token_secret` or
    /// `persist_oauth_tokens`) and where `oauth.client_secret_secret` is looked up.
    pub secret_store: Option<Arc<dyn SecretStore>>,
    /// The environment `oauth.client_secret_secret` falls back to (default empty: the
    /// manager never reads the process environment itself).
    pub env: Env,
    /// Answers the sampling requests the policy lets through.
    pub sampling_backend: Option<Arc<dyn SamplingBackend>>,
    /// Answers the servers' `elicitation/create` and `roots/list` (both capabilities
    /// advertised exactly when set), see [`super::forward`].
    pub client_requests: Option<Arc<dyn super::forward::ClientRequests>>,
    /// Hears what the servers log (`notifications/message`) and when one goes down: a
    /// gateway passes both on to its clients.
    pub on_server_event: Option<ServerEventHook>,
}

/// What a server logged, or that it went down ([`ManagerOptions::on_server_event`]).
#[derive(Debug, Clone, PartialEq)]
pub enum ServerEvent {
    /// The params of the server's own `notifications/message`, as it sent them.
    Log(Value),
    /// The connection was lost or could not be made; `category` is the fixed, redacted
    /// reason of `lemon mcp status` ([`UNAVAILABLE`] once the crash breaker opened).
    Down {
        /// The reason's category.
        category: &'static str,
    },
}

/// Receives a server's name (`None` for a legacy unnamed entry) and what happened.
pub type ServerEventHook = Arc<dyn Fn(Option<&str>, ServerEvent) + Send + Sync>;

impl ManagerOptions {
    /// These options with the agent directory's secret store (`<agent_dir>/secrets.json`,
    /// spec G.21's default) and `env` as the fallback of `oauth.client_secret_secret`:
    /// what every Lemon surface that starts servers (`lemon mcp`, `lemon serve`) wants.
    /// Without an agent directory (no home) tokens stay in memory.
    ///
    /// ```
    /// use lemon_core::paths::Env;
    /// use lemon_tools::mcp::manager::ManagerOptions;
    /// let env = Env::empty().with("LEMON_AGENT_DIR", "/tmp/agent");
    /// let o = ManagerOptions::default().with_agent_secrets(&env);
    /// assert!(o.secret_store.is_some());
    /// ```
    pub fn with_agent_secrets(mut self, env: &Env) -> Self {
        self.secret_store = lemon_core::secret::FileSecretStore::in_agent_dir(env)
            .ok()
            .map(|s| Arc::new(s) as Arc<dyn SecretStore>);
        self.env = env.clone();
        self
    }
}

impl std::fmt::Debug for ManagerOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ManagerOptions")
            .field("cache_ttl", &self.cache_ttl)
            .field("refresh_interval", &self.refresh_interval)
            .field("ladder", &self.ladder)
            .field("breaker_window", &self.breaker_window)
            .field("breaker_limit", &self.breaker_limit)
            .field("debounce", &self.debounce)
            .field("disabled", &self.disabled)
            .field("approver", &self.approver.is_some())
            .field("on_authorization", &self.on_authorization.is_some())
            .field("secret_store", &self.secret_store)
            .field("sampling_backend", &self.sampling_backend.is_some())
            .field("client_requests", &self.client_requests.is_some())
            .field("on_server_event", &self.on_server_event.is_some())
            .finish_non_exhaustive()
    }
}

impl Default for ManagerOptions {
    fn default() -> Self {
        ManagerOptions {
            cache_ttl: Duration::from_secs(300),
            refresh_interval: Duration::from_secs(60),
            ladder: [500, 1000, 2000, 4000]
                .into_iter()
                .map(Duration::from_millis)
                .collect(),
            breaker_window: Duration::from_secs(30),
            breaker_limit: 5,
            debounce: Duration::from_millis(50),
            disabled: false,
            approver: None,
            on_authorization: None,
            secret_store: None,
            env: Env::empty(),
            sampling_backend: None,
            client_requests: None,
            on_server_event: None,
        }
    }
}

/// Reads the effective configuration (called on every discovery, call and refresh).
pub type ConfigLoader = Arc<dyn Fn() -> Vec<Server> + Send + Sync>;

/// The fixed, redacted reason a server is not connected.
pub const UNAVAILABLE: &str = "unavailable";

/// A connected server ([`Manager::connected`]): its identity, its entry (name,
/// filters) and its live client.
#[derive(Clone)]
pub struct Connected {
    /// The server's [`fingerprint`].
    pub fingerprint: String,
    /// Its configuration entry.
    pub entry: ServerEntry,
    /// Its connection.
    pub client: Client,
}

/// A resource or prompt utility tool (spec G.10).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Utility {
    /// `resources/list`.
    ResourcesList,
    /// `resources/read`.
    ResourceRead,
    /// `prompts/list`.
    PromptsList,
    /// `prompts/get`.
    PromptGet,
}

impl Utility {
    /// The method, which is also the `tool_approvals` key.
    pub fn method(self) -> &'static str {
        match self {
            Utility::ResourcesList => methods::RESOURCES_LIST,
            Utility::ResourceRead => methods::RESOURCES_READ,
            Utility::PromptsList => methods::PROMPTS_LIST,
            Utility::PromptGet => methods::PROMPTS_GET,
        }
    }
    fn def(self, name: String) -> ToolDef {
        let (description, parameters, label) = match self {
            Utility::ResourcesList => (
                "List MCP resources",
                json!({"type": "object", "properties": {}}),
                "resources_list",
            ),
            Utility::ResourceRead => (
                "Read an MCP resource by URI",
                json!({"type": "object", "properties": {"uri": {"type": "string",
                    "description": "MCP resource URI"}}, "required": ["uri"]}),
                "resource_read",
            ),
            Utility::PromptsList => (
                "List MCP prompts",
                json!({"type": "object", "properties": {}}),
                "prompts_list",
            ),
            Utility::PromptGet => (
                "Get an MCP prompt by name",
                json!({"type": "object", "properties": {
                    "name": {"type": "string", "description": "MCP prompt name"},
                    "arguments": {"type": "object", "description": "Prompt arguments"}},
                    "required": ["name"]}),
                "prompt_get",
            ),
        };
        ToolDef::new(name, description, parameters, format!("MCP {label}"))
    }
}

/// What a model-facing name calls.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CallSpec {
    /// A remote tool, by its exact raw name.
    Remote(String),
    /// A utility.
    Utility(Utility),
}

impl CallSpec {
    /// The `tool_approvals` key: the raw name or the utility's method.
    pub fn approval_key(&self) -> &str {
        match self {
            CallSpec::Remote(raw) => raw,
            CallSpec::Utility(u) => u.method(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Group {
    Tools,
    Resources,
    Prompts,
}

#[derive(Debug, Clone)]
struct Cached {
    def: ToolDef,
    cached_at: Instant,
    server: String,
    spec: CallSpec,
    group: Group,
}

/// Which lists a server advertises (spec G.12 step 3).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Capabilities {
    /// `tools` present.
    pub tools: bool,
    /// `resources` present.
    pub resources: bool,
    /// `prompts` present.
    pub prompts: bool,
}

/// One server in [`Status`].
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct ServerStatus {
    /// The configured name (`null` for an unnamed entry).
    pub name: Option<String>,
    /// Where it was configured (`lemon:project`, `claude:user`, …).
    pub source: String,
    /// Connected and listed.
    pub connected: bool,
    /// Tripped by the crash breaker or an exhausted reconnect ladder.
    pub unavailable: bool,
    /// Exposed tools, utilities included.
    pub tool_count: usize,
    /// Resources after the filters.
    pub resource_count: usize,
    /// Prompts after the filters.
    pub prompt_count: usize,
    /// What it advertises; `{}` when not connected.
    #[serde(serialize_with = "caps_or_empty")]
    pub capabilities: Option<Capabilities>,
    /// A fixed redacted category, or `null`.
    pub last_error: Option<&'static str>,
    /// With `last_error` `authorization required`: why, when the manager knows
    /// (`denied`, `unavailable`, ...; see [`AuthorizationFailure::hint`]). Left out of
    /// the JSON otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub authorization: Option<AuthorizationFailure>,
}

fn caps_or_empty<S: serde::Serializer>(c: &Option<Capabilities>, s: S) -> Result<S::Ok, S::Error> {
    match c {
        Some(c) => c.serialize(s),
        None => serde_json::Map::new().serialize(s),
    }
}

/// `status()` (spec G.18). Server keys are fingerprints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Status {
    /// MCP is off.
    pub disabled: bool,
    /// Per server, by fingerprint.
    pub servers: BTreeMap<String, ServerStatus>,
    /// Cache entries, utilities included.
    pub cached_tools: usize,
    /// The TTL (absent when disabled).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cache_ttl_ms: Option<u64>,
}

/// Why a call failed (spec G.17). `Display` never quotes server text or arguments.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CallError {
    /// MCP is off.
    #[error("MCP is disabled")]
    Disabled,
    /// The name is not in the current inventory.
    #[error("no MCP tool with that name")]
    NotFound,
    /// The owning server is not connected (or unavailable).
    #[error("the MCP server is not connected")]
    NotConnected,
    /// The tool answered `isError: true`; the blocks are its text.
    #[error("the tool reported an error")]
    ToolError(Vec<String>),
    /// A JSON-RPC error (the code; the server's message is not kept).
    #[error("the MCP server returned JSON-RPC error {code}")]
    Rpc {
        /// The JSON-RPC error code.
        code: i64,
    },
    /// No answer in time; the request was cancelled and is not replayed.
    #[error("timed out (the call was not replayed; the tool may still have acted)")]
    Timeout,
    /// A required parameter is missing.
    #[error("missing parameter `{0}`")]
    MissingParam(&'static str),
    /// A parameter has the wrong shape.
    #[error("invalid parameter: {0}")]
    InvalidParam(&'static str),
    /// The URI is blocked by the resource filters.
    #[error("the resource is blocked by the server's filters")]
    BlockedResource,
    /// The prompt is blocked by the prompt filters.
    #[error("the prompt is blocked by the server's filters")]
    BlockedPrompt,
    /// The connection was lost during the call.
    #[error("the MCP connection closed")]
    ConnectionClosed,
    /// Approval was required and denied.
    #[error("approval denied")]
    ApprovalDenied,
    /// Approval was required and nobody could be asked.
    #[error("approval required, but nobody could be asked")]
    ApprovalUnavailable,
    /// The server's answer could not be used.
    #[error("the MCP server's answer is malformed")]
    BadAnswer,
}

impl CallError {
    /// The spec's snake_case term (G.17), what `--json` shows.
    ///
    /// ```
    /// use lemon_tools::mcp::manager::CallError;
    /// assert_eq!(CallError::NotConnected.term(), "not_connected");
    /// ```
    pub fn term(&self) -> &'static str {
        match self {
            CallError::Disabled => "mcp_disabled",
            CallError::NotFound => "not_found",
            CallError::NotConnected => "not_connected",
            CallError::ToolError(_) => "tool_error",
            CallError::Rpc { .. } => "rpc_error",
            CallError::Timeout => "timeout",
            CallError::MissingParam(_) => "missing_param",
            CallError::InvalidParam(_) => "invalid_param",
            CallError::BlockedResource => "blocked_resource",
            CallError::BlockedPrompt => "blocked_prompt",
            CallError::ConnectionClosed => "connection_closed",
            CallError::ApprovalDenied => "approval_denied",
            CallError::ApprovalUnavailable => "approval_unavailable",
            CallError::BadAnswer => "invalid_response",
        }
    }
}

/// Per-call settings.
#[derive(Debug, Clone, Default)]
pub struct CallOptions {
    /// Overrides the server's `timeout_ms`; capped at [`MAX_CALL_TIMEOUT`].
    pub timeout: Option<Duration>,
    /// The runtime tool policy also asks for approval (ORed with the MCP policy).
    pub runtime_requires_approval: bool,
}

/// A successful call: text blocks (non-text content as its JSON encoding), the
/// equivalent of `details: {mcp: true}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CallOutput {
    /// The text blocks.
    pub content: Vec<String>,
}

struct Slot {
    server: Server,
    generation: u64,
    client: Option<Client>,
    status: ServerStatus,
    crashes: VecDeque<Instant>,
    ladder_running: bool,
    /// Bumped by refresh and retirement: a running ladder of an older epoch stops.
    epoch: u64,
    /// OAuth tokens of this entry when they are not persisted.
    tokens: Arc<MemoryTokenCache>,
    /// An authorization only a person can clear failed: not retried before an
    /// explicit refresh.
    auth_blocked: bool,
}

#[derive(Default)]
struct State {
    config_key: Vec<(String, ServerEntry)>,
    servers: BTreeMap<String, Slot>,
    cache: BTreeMap<String, Cached>,
    events: Option<mpsc::Sender<Event>>,
    /// Digest of the inventory callers hold: the last one [`Manager::discover_tools`]
    /// returned or `changes` announced (`None`: nobody listed yet, so nobody to tell).
    announced: Option<[u8; 32]>,
}

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Event {
    server: String,
    generation: u64,
    group: Group,
}

struct Inner {
    project: PathBuf,
    options: ManagerOptions,
    loader: ConfigLoader,
    state: Mutex<State>,
    /// One approval question at a time, across servers.
    gate: Arc<tokio::sync::Mutex<()>>,
    /// Bumped when the listed inventory changes.
    changes: tokio::sync::watch::Sender<u64>,
    /// Bumped when a server says its resources or prompts changed.
    listings: tokio::sync::watch::Sender<u64>,
}

/// The connection manager of one project. Cheap to clone (shared state). Needs a Tokio
/// runtime with timers for its async methods.
#[derive(Clone)]
pub struct Manager {
    inner: Arc<Inner>,
}

impl Manager {
    /// A manager whose configuration comes from `loader` (read on every discovery, call
    /// and refresh). Nothing starts before the first discovery.
    pub fn new(project: PathBuf, loader: ConfigLoader, options: ManagerOptions) -> Manager {
        Manager {
            inner: Arc::new(Inner {
                project,
                options,
                loader,
                state: Mutex::new(State::default()),
                gate: Arc::default(),
                changes: tokio::sync::watch::Sender::new(0),
                listings: tokio::sync::watch::Sender::new(0),
            }),
        }
    }

    /// A manager over a fixed server list.
    pub fn with_servers(
        project: PathBuf,
        servers: Vec<Server>,
        options: ManagerOptions,
    ) -> Manager {
        Manager::new(project, Arc::new(move || servers.clone()), options)
    }

    /// Whether MCP is on for this manager.
    pub fn enabled(&self) -> bool {
        !self.inner.options.disabled
    }

    /// The model-facing tools, sorted by name. Refreshes every server first when
    /// `force_refresh` is set or the cache has expired (servers marked unavailable stay
    /// out until [`Manager::refresh`]); tools of servers that are not connected are left
    /// out.
    pub async fn discover_tools(&self, force_refresh: bool) -> Vec<ToolDef> {
        if self.inner.options.disabled {
            return Vec::new();
        }
        self.inner.sync_config();
        if force_refresh || self.inner.expired() {
            refresh_all(&self.inner, None).await;
        }
        let tools = self.inner.listed();
        self.inner.lock().announced = Some(inventory_digest(&tools));
        // A change between the listing and now is announced, not lost.
        self.inner.publish();
        tools
    }

    /// A receiver whose value is bumped each time the tools [`Manager::discover_tools`]
    /// would return differ from the ones it last returned (a name, description or
    /// schema; a server's tools appearing or leaving). Bursts coalesce: a receiver sees
    /// the latest value, not every bump. Before the first `discover_tools` nobody holds a
    /// list, so nothing is announced.
    ///
    /// ```
    /// use lemon_tools::mcp::manager::{Manager, ManagerOptions};
    /// let manager = Manager::with_servers("/p".into(), vec![], ManagerOptions::default());
    /// let changes = manager.changes();
    /// assert_eq!(*changes.borrow(), 0);
    /// ```
    pub fn changes(&self) -> tokio::sync::watch::Receiver<u64> {
        self.inner.changes.subscribe()
    }

    /// A receiver whose value is bumped each time a connected server sends
    /// `notifications/resources/list_changed` or `notifications/prompts/list_changed`:
    /// what a gateway serving the servers' resources and prompts passes on.
    ///
    /// ```
    /// use lemon_tools::mcp::manager::{Manager, ManagerOptions};
    /// let manager = Manager::with_servers("/p".into(), vec![], ManagerOptions::default());
    /// assert_eq!(*manager.listing_changes().borrow(), 0);
    /// ```
    pub fn listing_changes(&self) -> tokio::sync::watch::Receiver<u64> {
        self.inner.listings.subscribe()
    }

    /// Reads the configuration now and applies it: removed servers closed (their
    /// processes reaped), then every server without a live connection (new, changed, or
    /// down but not unavailable) connected and listed; connected servers whose entry did
    /// not change are left alone. [`Manager::changes`] is bumped when the inventory
    /// changed. In disabled mode it does nothing.
    ///
    /// ```no_run
    /// # async fn demo(manager: lemon_tools::mcp::manager::Manager) {
    /// // A watcher saw `.lemon/mcp.json` change:
    /// let mut changes = manager.changes();
    /// manager.reconcile().await;
    /// if changes.has_changed().unwrap_or(false) {
    ///     // tell the clients to list the tools again
    /// }
    /// # }
    /// ```
    pub async fn reconcile(&self) {
        if self.inner.options.disabled {
            return;
        }
        self.inner.sync_config();
        let targets: Vec<String> = {
            let st = self.inner.lock();
            st.servers
                .iter()
                .filter(|(_, s)| {
                    !s.client
                        .as_ref()
                        .is_some_and(|c| c.state() == ClientState::Ready)
                })
                .map(|(fp, _)| fp.clone())
                .collect()
        };
        if !targets.is_empty() {
            refresh_all(&self.inner, Some(targets)).await;
        }
        self.inner.publish();
    }

    /// A tool of the current cache (never starts anything).
    pub fn get_tool(&self, name: &str) -> Option<ToolDef> {
        if self.inner.options.disabled {
            return None;
        }
        let st = self.inner.lock();
        st.cache.get(name).map(|c| c.def.clone())
    }

    /// The servers connected now, in fingerprint order: what a gateway lists resources
    /// and prompts from. Starts nothing (call [`Manager::discover_tools`] first).
    pub fn connected(&self) -> Vec<Connected> {
        if self.inner.options.disabled {
            return Vec::new();
        }
        let st = self.inner.lock();
        st.servers
            .iter()
            .filter_map(|(fp, slot)| {
                let client = slot.client.clone()?;
                Some(Connected {
                    fingerprint: fp.clone(),
                    entry: slot.server.entry.clone(),
                    client,
                })
            })
            .collect()
    }

    /// The server that owns a cached tool: its fingerprint and configured name.
    pub fn owner(&self, name: &str) -> Option<(String, Option<String>)> {
        let st = self.inner.lock();
        let fp = &st.cache.get(name)?.server;
        let slot = st.servers.get(fp)?;
        Some((fp.clone(), slot.server.entry.name.clone()))
    }

    /// Resets the crash breakers (of every server, or of the server named `source`),
    /// reloads the configuration and queries the servers again. In disabled mode it does
    /// nothing.
    pub async fn refresh(&self, source: Option<&str>) {
        if self.inner.options.disabled {
            return;
        }
        self.inner.sync_config();
        let targets: Vec<String> = {
            let mut st = self.inner.lock();
            st.servers
                .iter_mut()
                .filter(|(_, s)| source.is_none() || s.server.entry.name.as_deref() == source)
                .map(|(fp, s)| {
                    s.crashes.clear();
                    s.status.unavailable = false;
                    s.auth_blocked = false;
                    s.ladder_running = false;
                    s.epoch += 1;
                    fp.clone()
                })
                .collect()
        };
        refresh_all(&self.inner, Some(targets)).await;
    }

    /// The state of every server (spec G.18).
    pub fn status(&self) -> Status {
        if self.inner.options.disabled {
            return Status {
                disabled: true,
                servers: BTreeMap::new(),
                cached_tools: 0,
                cache_ttl_ms: None,
            };
        }
        let st = self.inner.lock();
        Status {
            disabled: false,
            servers: st
                .servers
                .iter()
                .map(|(fp, s)| (fp.clone(), s.status.clone()))
                .collect(),
            cached_tools: st.cache.len(),
            cache_ttl_ms: Some(self.inner.options.cache_ttl.as_millis() as u64),
        }
    }

    /// Resolves `name` to a call ready to run, and says whether it needs approval. Only
    /// names from the current cache resolve; the route is the stored server identity and
    /// raw name, never the name's text.
    pub fn prepare(
        &self,
        name: &str,
        arguments: Value,
        options: &CallOptions,
    ) -> Result<Prepared, CallError> {
        if self.inner.options.disabled {
            return Err(CallError::Disabled);
        }
        self.inner.sync_config();
        let st = self.inner.lock();
        let cached = st.cache.get(name).ok_or(CallError::NotFound)?;
        let slot = st.servers.get(&cached.server).ok_or(CallError::NotFound)?;
        let client = slot
            .client
            .clone()
            .filter(|c| c.state() == ClientState::Ready && !slot.status.unavailable)
            .ok_or(CallError::NotConnected)?;
        let entry = &slot.server.entry;
        let key = cached.spec.approval_key();
        let mcp_requires = entry
            .tool_approvals
            .get(key)
            .copied()
            .unwrap_or(entry.approval)
            == Approval::Always;
        let requires = mcp_requires || options.runtime_requires_approval;
        let server_name = entry.name.clone().unwrap_or_else(|| "(unnamed)".into());
        let timeout = options
            .timeout
            .unwrap_or(Duration::from_millis(entry.timeout_ms))
            .min(MAX_CALL_TIMEOUT);
        let approval = requires.then(|| {
            let mut req = ApprovalRequest::new(RequestKind::ToolCall, name, &server_name, key);
            req.digest = Some(argument_hash(&arguments));
            req.rationale = format!(
                "Call MCP {} '{}' on server '{}'",
                if matches!(cached.spec, CallSpec::Remote(_)) {
                    "tool"
                } else {
                    "utility"
                },
                key,
                server_name
            );
            req
        });
        Ok(Prepared {
            server: entry.name.clone(),
            client,
            spec: cached.spec.clone(),
            filters: entry.filters.clone(),
            timeout,
            arguments,
            approval,
        })
    }

    /// Starts the periodic check (every `refresh_interval`: refresh when the cache has
    /// expired). Stops when the manager is dropped.
    pub fn spawn_periodic(&self) -> tokio::task::JoinHandle<()> {
        let weak = Arc::downgrade(&self.inner);
        let every = self.inner.options.refresh_interval;
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(every).await;
                let Some(inner) = weak.upgrade() else { return };
                if inner.options.disabled {
                    return;
                }
                inner.sync_config();
                if inner.expired() {
                    refresh_all(&inner, None).await;
                }
            }
        })
    }

    /// Closes every connection.
    pub async fn shutdown(&self) {
        let clients: Vec<Client> = {
            let mut st = self.inner.lock();
            st.cache.clear();
            st.servers
                .values_mut()
                .filter_map(|s| {
                    s.epoch += 1;
                    s.generation += 1;
                    s.client.take()
                })
                .collect()
        };
        // Concurrently: each close waits for its process to exit (EOF, then signals).
        let mut set = tokio::task::JoinSet::new();
        for c in clients {
            set.spawn(async move { c.close().await });
        }
        while set.join_next().await.is_some() {}
    }
}

/// A resolved call. [`Prepared::approval`] is the one request to decide when approval
/// is required; the caller asks it (or refuses) and then runs [`Prepared::execute`].
pub struct Prepared {
    server: Option<String>,
    client: Client,
    spec: CallSpec,
    filters: Filters,
    timeout: Duration,
    arguments: Value,
    approval: Option<ApprovalRequest>,
}

impl Prepared {
    /// The approval request, when the server policy or the runtime policy requires one.
    /// It names the model-facing tool, the server and the raw tool (or method) and
    /// carries a SHA-256 of the arguments, never the arguments themselves.
    pub fn approval(&self) -> Option<&ApprovalRequest> {
        self.approval.as_ref()
    }

    /// The configured name of the server the call goes to (`None` for an unnamed
    /// entry): the name its sampling, elicitation and roots requests carry.
    pub fn server(&self) -> Option<&str> {
        self.server.as_deref()
    }

    /// Sends the call and waits (outside the manager) up to the timeout.
    pub async fn execute(self) -> Result<CallOutput, CallError> {
        let opts = RequestOptions {
            timeout: Some(self.timeout),
            on_progress: None,
        };
        let args = &self.arguments;
        match self.spec {
            CallSpec::Remote(ref raw) => {
                let result = self.call_remote(raw, None).await?;
                let blocks: Vec<String> = result
                    .content
                    .iter()
                    .map(|b| match b.as_text() {
                        Some(t) => t.to_string(),
                        None => serde_json::to_string(b).unwrap_or_default(),
                    })
                    .collect();
                if result.is_error() {
                    Err(CallError::ToolError(blocks))
                } else {
                    Ok(CallOutput { content: blocks })
                }
            }
            CallSpec::Utility(Utility::ResourcesList) => {
                let listed = request_list(
                    &self.client,
                    methods::RESOURCES_LIST,
                    "resources",
                    self.timeout,
                )
                .await?;
                let kept: Vec<&Value> = listed
                    .iter()
                    .filter(|r| {
                        let uri = r.get("uri").and_then(Value::as_str).unwrap_or("");
                        self.filters
                            .allows_listed_resource(uri, r.get("name").and_then(Value::as_str))
                    })
                    .collect();
                Ok(text(&kept))
            }
            CallSpec::Utility(Utility::ResourceRead) => {
                let uri = match args.get("uri") {
                    Some(Value::String(s)) if !s.is_empty() => s.clone(),
                    _ => return Err(CallError::MissingParam("uri")),
                };
                if !self.filters.allows_resource_uri(&uri) {
                    return Err(CallError::BlockedResource);
                }
                let raw = self
                    .client
                    .request_with(methods::RESOURCES_READ, Some(json!({"uri": uri})), &opts)
                    .await
                    .map_err(call_error)?;
                Ok(text(&raw.get("contents").cloned().unwrap_or(json!([]))))
            }
            CallSpec::Utility(Utility::PromptsList) => {
                let listed =
                    request_list(&self.client, methods::PROMPTS_LIST, "prompts", self.timeout)
                        .await?;
                let kept: Vec<&Value> = listed
                    .iter()
                    .filter(|p| {
                        self.filters
                            .allows_prompt(p.get("name").and_then(Value::as_str).unwrap_or(""))
                    })
                    .collect();
                Ok(text(&kept))
            }
            CallSpec::Utility(Utility::PromptGet) => {
                let name = match args.get("name") {
                    Some(Value::String(s)) if !s.is_empty() => s.clone(),
                    _ => return Err(CallError::MissingParam("name")),
                };
                let arguments = match args.get("arguments") {
                    None | Some(Value::Null) => json!({}),
                    Some(v @ Value::Object(_)) => v.clone(),
                    Some(_) => return Err(CallError::InvalidParam("arguments must be an object")),
                };
                if !self.filters.allows_prompt(&name) {
                    return Err(CallError::BlockedPrompt);
                }
                let raw = self
                    .client
                    .request_with(
                        methods::PROMPTS_GET,
                        Some(json!({"name": name, "arguments": arguments})),
                        &opts,
                    )
                    .await
                    .map_err(call_error)?;
                let out = json!({
                    "description": raw.get("description").cloned().unwrap_or(Value::Null),
                    "messages": raw.get("messages").cloned().unwrap_or(json!([])),
                });
                Ok(text(&out))
            }
        }
    }

    /// Sends the call like [`Prepared::execute`] but returns the downstream result
    /// unchanged (every content block kind, `structuredContent`, `isError`, `_meta`), as
    /// a gateway hands it on; `on_progress` receives the downstream server's progress.
    /// The utility tools (resources and prompts) answer their one JSON text block.
    /// Dropping the future cancels the downstream request (`notifications/cancelled`).
    pub async fn execute_result(
        self,
        on_progress: Option<lemon_mcp::client::ProgressCallback>,
    ) -> Result<lemon_mcp::protocol::types::CallToolResult, CallError> {
        use lemon_mcp::protocol::types::{CallToolResult, ContentBlock};
        let CallSpec::Remote(raw) = &self.spec else {
            let out = self.execute().await?;
            return Ok(CallToolResult {
                content: out.content.into_iter().map(ContentBlock::text).collect(),
                ..CallToolResult::default()
            });
        };
        self.call_remote(raw, on_progress).await
    }

    /// `tools/call` of the remote tool `raw` with these arguments (an object or none),
    /// waiting up to the timeout.
    async fn call_remote(
        &self,
        raw: &str,
        on_progress: Option<lemon_mcp::client::ProgressCallback>,
    ) -> Result<lemon_mcp::protocol::types::CallToolResult, CallError> {
        let arguments = match &self.arguments {
            Value::Object(_) | Value::Null => self.arguments.clone(),
            _ => return Err(CallError::InvalidParam("arguments must be an object")),
        };
        let opts = RequestOptions {
            timeout: Some(self.timeout),
            on_progress,
        };
        self.client
            .call_tool_with(raw, arguments, &opts)
            .await
            .map_err(call_error)
    }
}

/// One text block holding the JSON encoding (spec G.10: an empty list is `[]`).
fn text<T: Serialize>(v: &T) -> CallOutput {
    CallOutput {
        content: vec![serde_json::to_string(v).unwrap_or_else(|_| "null".into())],
    }
}

/// One live list request (first page up to the client's page bound), as raw items.
async fn request_list(
    client: &Client,
    method: &str,
    key: &str,
    timeout: Duration,
) -> Result<Vec<Value>, CallError> {
    let opts = RequestOptions {
        timeout: Some(timeout),
        on_progress: None,
    };
    let mut items = Vec::new();
    let mut cursor: Option<String> = None;
    for _ in 0..lemon_mcp::client::DEFAULT_MAX_LIST_PAGES {
        let params = cursor.as_ref().map(|c| json!({"cursor": c}));
        let page = client
            .request_with(method, params, &opts)
            .await
            .map_err(call_error)?;
        match page.get(key) {
            Some(Value::Array(a)) => items.extend(a.iter().cloned()),
            _ => return Err(CallError::BadAnswer),
        }
        cursor = page
            .get("nextCursor")
            .and_then(Value::as_str)
            .map(str::to_string);
        if cursor.is_none() {
            return Ok(items);
        }
    }
    Ok(items)
}

fn call_error(e: ClientError) -> CallError {
    match e {
        ClientError::Timeout { .. } => CallError::Timeout,
        ClientError::Rpc { code, .. } => CallError::Rpc { code },
        ClientError::NotReady { .. } => CallError::NotConnected,
        ClientError::ConnectionClosed { .. } | ClientError::Transport(_) => {
            CallError::ConnectionClosed
        }
        _ => CallError::BadAnswer,
    }
}

/// A digest of what a caller of [`Manager::discover_tools`] sees.
fn inventory_digest(tools: &[ToolDef]) -> [u8; 32] {
    let mut h = Sha256::new();
    for def in tools {
        for part in [
            def.name.as_bytes(),
            def.description.as_bytes(),
            def.parameters.to_string().as_bytes(),
        ] {
            h.update((part.len() as u64).to_le_bytes());
            h.update(part);
        }
    }
    h.finalize().into()
}

/// SHA-256 (hex) of the arguments' JSON: what an approval shows instead of them.
pub fn argument_hash(arguments: &Value) -> String {
    let text = serde_json::to_string(arguments).unwrap_or_default();
    hex::encode(Sha256::digest(text.as_bytes()))
}

impl Inner {
    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // A panic while holding the lock cannot leave the maps half-updated in a way
        // that matters more than losing the manager: keep serving.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn expired(&self) -> bool {
        let st = self.lock();
        let ttl = self.options.cache_ttl;
        st.cache.is_empty() || st.cache.values().any(|c| c.cached_at.elapsed() >= ttl)
    }

    fn listed(&self) -> Vec<ToolDef> {
        let st = self.lock();
        st.cache
            .values()
            .filter(|c| {
                st.servers
                    .get(&c.server)
                    .is_some_and(|s| s.status.connected && !s.status.unavailable)
            })
            .map(|c| c.def.clone())
            .collect()
    }

    /// Bumps `changes` when the listed inventory differs from the one callers hold.
    fn publish(&self) {
        let digest = inventory_digest(&self.listed());
        let changed = {
            let mut st = self.lock();
            match st.announced {
                Some(held) if held != digest => {
                    st.announced = Some(digest);
                    true
                }
                _ => false,
            }
        };
        if changed {
            self.changes.send_modify(|n| *n = n.wrapping_add(1));
        }
    }

    /// Reads the configuration; retires removed servers, replaces changed ones.
    fn sync_config(&self) {
        let servers: Vec<Server> = (self.loader)().into_iter().filter(|s| s.enabled).collect();
        let key: Vec<(String, ServerEntry)> = servers
            .iter()
            .map(|s| (fingerprint(&s.entry), s.entry.clone()))
            .collect();
        let mut retired = Vec::new();
        {
            let mut st = self.lock();
            if st.config_key == key {
                return;
            }
            let wanted: BTreeMap<&String, &Server> =
                key.iter().map(|(fp, _)| fp).zip(servers.iter()).collect();
            let gone: Vec<String> = st
                .servers
                .keys()
                .filter(|fp| !wanted.contains_key(fp))
                .cloned()
                .collect();
            for fp in gone {
                if let Some(mut slot) = st.servers.remove(&fp) {
                    retired.extend(slot.client.take());
                }
                st.cache.retain(|_, c| c.server != fp);
            }
            for (fp, server) in wanted {
                match st.servers.get_mut(fp) {
                    Some(slot) if slot.server.entry == server.entry => {
                        slot.server = server.clone();
                    }
                    Some(slot) => {
                        // Same identity, different entry (credentials, timeouts, filters):
                        // a new connection, listed again at the next discovery.
                        slot.server = server.clone();
                        slot.generation += 1;
                        slot.epoch += 1;
                        slot.status.connected = false;
                        slot.status.authorization = None;
                        slot.tokens = Arc::default();
                        slot.auth_blocked = false;
                        retired.extend(slot.client.take());
                        st.cache.retain(|_, c| &c.server != fp);
                    }
                    None => {
                        st.servers.insert(
                            fp.clone(),
                            Slot {
                                status: ServerStatus {
                                    name: server.entry.name.clone(),
                                    source: server.source.to_string(),
                                    ..ServerStatus::default()
                                },
                                server: server.clone(),
                                generation: 0,
                                client: None,
                                crashes: VecDeque::new(),
                                ladder_running: false,
                                epoch: 0,
                                tokens: Arc::default(),
                                auth_blocked: false,
                            },
                        );
                    }
                }
            }
            st.config_key = key;
        }
        self.publish();
        if !retired.is_empty()
            && let Ok(handle) = tokio::runtime::Handle::try_current()
        {
            handle.spawn(async move {
                for c in retired {
                    c.close().await;
                }
            });
        }
    }

    /// The approval asker shared by every server (one question at a time).
    fn asker(&self) -> Asker {
        Asker {
            approver: self.options.approver.clone(),
            gate: self.gate.clone(),
        }
    }

    /// The notification channel, started on first use.
    fn events(self: &Arc<Self>) -> mpsc::Sender<Event> {
        let mut st = self.lock();
        if let Some(tx) = &st.events {
            return tx.clone();
        }
        let (tx, rx) = mpsc::channel(256);
        st.events = Some(tx.clone());
        tokio::spawn(listen(Arc::downgrade(self), rx, self.options.debounce));
        tx
    }

    /// Records a failure of `fp` at `generation`; a crash may start the ladder or trip
    /// the breaker.
    fn fail(self: &Arc<Self>, fp: &str, generation: u64, category: &'static str, crash: bool) {
        self.fail_with(fp, generation, category, crash, None);
    }

    /// [`Inner::fail`] with the authorization failure behind `authorization required`.
    fn fail_with(
        self: &Arc<Self>,
        fp: &str,
        generation: u64,
        category: &'static str,
        crash: bool,
        authorization: Option<AuthorizationFailure>,
    ) {
        let (start_ladder, down) = {
            let mut st = self.lock();
            let Some(slot) = st.servers.get_mut(fp) else {
                return;
            };
            if slot.generation != generation {
                return;
            }
            let name = slot.server.entry.name.clone();
            // Said once per outage: when a live or never-failed server goes down, and
            // when the breaker opens; not at every retry of the ladder.
            let was = (slot.status.connected, slot.status.last_error);
            slot.client = None;
            slot.status.connected = false;
            slot.status.last_error = Some(category);
            slot.status.authorization = authorization;
            slot.auth_blocked = authorization.is_some_and(AuthorizationFailure::needs_person);
            slot.status.tool_count = 0;
            slot.status.resource_count = 0;
            slot.status.prompt_count = 0;
            slot.status.capabilities = None;
            let mut ladder = None;
            if crash {
                let now = Instant::now();
                slot.crashes.push_back(now);
                while slot
                    .crashes
                    .front()
                    .is_some_and(|t| now.duration_since(*t) > self.options.breaker_window)
                {
                    slot.crashes.pop_front();
                }
                if slot.crashes.len() > self.options.breaker_limit {
                    slot.status.unavailable = true;
                    slot.status.last_error = Some(UNAVAILABLE);
                    slot.epoch += 1;
                    slot.ladder_running = false;
                } else if !slot.ladder_running && !slot.status.unavailable {
                    slot.ladder_running = true;
                    ladder = Some(slot.epoch);
                }
            }
            // The entries stay (calls on them answer `not_connected`); discovery leaves
            // them out while the server is down, a successful listing replaces them.
            let category = slot.status.last_error.unwrap_or(category);
            let news =
                was.0 || was.1.is_none() || (category == UNAVAILABLE && was.1 != Some(UNAVAILABLE));
            (ladder, news.then_some((name, category)))
        };
        self.publish();
        if let (Some(hook), Some((name, category))) = (&self.options.on_server_event, down) {
            hook(name.as_deref(), ServerEvent::Down { category });
        }
        if let Some(epoch) = start_ladder
            && let Ok(handle) = tokio::runtime::Handle::try_current()
        {
            handle.spawn(ladder(Arc::downgrade(self), fp.to_string(), epoch));
        }
    }
}

async fn ladder(weak: std::sync::Weak<Inner>, fp: String, epoch: u64) {
    let delays = match weak.upgrade() {
        Some(i) => i.options.ladder.clone(),
        None => return,
    };
    for delay in delays {
        tokio::time::sleep(delay).await;
        let Some(inner) = weak.upgrade() else { return };
        let live = {
            let st = inner.lock();
            st.servers
                .get(&fp)
                .is_some_and(|s| s.epoch == epoch && !s.status.unavailable)
        };
        if !live {
            return;
        }
        if discover_one(&inner, &fp).await {
            let mut st = inner.lock();
            if let Some(s) = st.servers.get_mut(&fp)
                && s.epoch == epoch
            {
                s.ladder_running = false;
            }
            return;
        }
    }
    let Some(inner) = weak.upgrade() else { return };
    let mut st = inner.lock();
    if let Some(s) = st.servers.get_mut(&fp)
        && s.epoch == epoch
    {
        s.ladder_running = false;
        s.status.unavailable = true;
        s.status.connected = false;
        s.status.last_error = Some(UNAVAILABLE);
        s.client = None;
    }
    drop(st);
    inner.publish();
}

async fn listen(weak: std::sync::Weak<Inner>, mut rx: mpsc::Receiver<Event>, debounce: Duration) {
    while let Some(first) = rx.recv().await {
        tokio::time::sleep(debounce).await;
        let mut batch = BTreeSet::from([first]);
        while let Ok(e) = rx.try_recv() {
            batch.insert(e);
        }
        let Some(inner) = weak.upgrade() else { return };
        for e in batch {
            let client = {
                let st = inner.lock();
                match st.servers.get(&e.server) {
                    Some(s) if s.generation == e.generation && !s.status.unavailable => {
                        s.client.clone()
                    }
                    // A retired or replaced connection: ignored.
                    _ => None,
                }
            };
            if let Some(client) = client {
                list_server(&inner, &e.server, &client, e.generation, &[e.group]).await;
            }
        }
    }
}

/// Refreshes `targets` (or every server) concurrently; unavailable servers are skipped.
async fn refresh_all(inner: &Arc<Inner>, targets: Option<Vec<String>>) {
    let fps: Vec<String> = {
        let st = inner.lock();
        st.servers
            .iter()
            .filter(|(fp, s)| {
                !s.status.unavailable
                    && !s.auth_blocked
                    && targets.as_ref().is_none_or(|t| t.contains(fp))
            })
            .map(|(fp, _)| fp.clone())
            .collect()
    };
    let mut set = tokio::task::JoinSet::new();
    for fp in fps {
        let inner = inner.clone();
        set.spawn(async move {
            discover_one(&inner, &fp).await;
        });
    }
    while set.join_next().await.is_some() {}
}

/// Makes sure `fp` has a live connection and lists it. True when it is connected.
async fn discover_one(inner: &Arc<Inner>, fp: &str) -> bool {
    let found = {
        let st = inner.lock();
        st.servers.get(fp).map(|s| {
            (
                s.server.entry.clone(),
                s.client.clone().filter(|c| c.state() == ClientState::Ready),
                s.generation,
            )
        })
    };
    let Some((entry, live, generation)) = found else {
        return false;
    };
    let (client, generation) = match live {
        Some(c) => (c, generation),
        None => match connect(inner, fp, &entry).await {
            Some(pair) => pair,
            None => return false,
        },
    };
    list_server(
        inner,
        fp,
        &client,
        generation,
        &[Group::Tools, Group::Resources, Group::Prompts],
    )
    .await
}

async fn connect(inner: &Arc<Inner>, fp: &str, entry: &ServerEntry) -> Option<(Client, u64)> {
    let generation = {
        let mut st = inner.lock();
        let slot = st.servers.get_mut(fp)?;
        slot.generation += 1;
        slot.generation
    };
    let tx = inner.events();
    let server = fp.to_string();
    let manager = Arc::downgrade(inner);
    let logged = inner
        .options
        .on_server_event
        .clone()
        .map(|hook| (hook, entry.name.clone()));
    let on_notification = Arc::new(move |n: &Notification| {
        if n.method == methods::NOTIFICATION_MESSAGE {
            if let Some((hook, name)) = &logged {
                hook(
                    name.as_deref(),
                    ServerEvent::Log(n.params.clone().unwrap_or(Value::Null)),
                );
            }
            return;
        }
        let group = match n.method.as_str() {
            methods::NOTIFICATION_TOOLS_LIST_CHANGED => Group::Tools,
            methods::NOTIFICATION_RESOURCES_LIST_CHANGED => Group::Resources,
            methods::NOTIFICATION_PROMPTS_LIST_CHANGED => Group::Prompts,
            _ => return,
        };
        if group != Group::Tools
            && let Some(inner) = manager.upgrade()
        {
            inner.listings.send_modify(|n| *n = n.wrapping_add(1));
        }
        // Full channel: a refresh is already queued for someone; a dropped duplicate is
        // harmless, a blocked reader is not.
        let _ = tx.try_send(Event {
            server: server.clone(),
            generation,
            group,
        });
    });
    let ready = Duration::from_millis(entry.ready_timeout_ms);
    let name = entry.name.as_deref();
    let asker = inner.asker();
    let mut options = ClientOptions {
        init_timeout: ready,
        request_timeout: Duration::from_millis(entry.timeout_ms).min(MAX_CALL_TIMEOUT),
        on_notification: Some(on_notification),
        wire: entry.wire_mode(),
        ..ClientOptions::default()
    };
    if let Some(sampling) = &entry.sampling {
        options.sampling_policy = Some(super::sampling::policy(
            sampling,
            name,
            asker.clone(),
            inner.options.sampling_backend.clone(),
        ));
    }
    if let Some(answers) = &inner.options.client_requests {
        let (elicit, roots) = super::forward::handlers(answers, name);
        options.elicitation_handler = Some(elicit);
        options.roots_handler = Some(roots);
    }
    // OAuth rides on the Streamable HTTP attempt (legacy SSE has none, spec D.6).
    let mut deadline = ready;
    let mut oauth = None;
    if let (
        Some(o),
        Transport::Remote {
            url,
            kind: Kind::Http,
            ..
        },
    ) = (entry.oauth(), &entry.transport)
    {
        let tokens = {
            let st = inner.lock();
            st.servers.get(fp).map(|s| s.tokens.clone())
        }
        .unwrap_or_default();
        let ctx = OAuthContext {
            store: inner.options.secret_store.clone(),
            env: inner.options.env.clone(),
            asker,
            notice: inner.options.on_authorization.clone(),
        };
        match super::oauth::setup(name.unwrap_or("(unnamed)"), url, o, ready, tokens, &ctx).await {
            Ok(setup) => {
                deadline = setup.deadline;
                options.init_timeout = deadline;
                oauth = Some(setup);
            }
            Err(f) => {
                inner.fail_with(
                    fp,
                    generation,
                    category(ProbeError::AuthorizationRequired),
                    false,
                    Some(f),
                );
                return None;
            }
        }
    }
    let auth: Option<Arc<dyn AuthProvider>> = oauth
        .as_ref()
        .map(|o| Arc::new(OAuthProvider::new(o.config.clone())) as Arc<dyn AuthProvider>);
    let started = tokio::time::timeout(
        deadline,
        connect_entry(entry, &inner.project, options, true, auth),
    )
    .await;
    let client = match started {
        Ok(Ok(c)) => c,
        Ok(Err(e)) => {
            let cat = classify(&e);
            let crash = cat == ProbeError::ConnectionFailed;
            let authorization = match &oauth {
                _ if cat != ProbeError::AuthorizationRequired => None,
                Some(o) => Some(o.recorded().unwrap_or(match e.transport_error() {
                    Some(TransportError::Http(HttpError::OAuth {
                        error: OAuthError::NoCodeProvider,
                        ..
                    })) => AuthorizationFailure::NoRedirect,
                    _ => AuthorizationFailure::Refused,
                })),
                // An `sse` entry's oauth block is not used (legacy SSE has no OAuth):
                // nothing more to say than the category.
                None if entry.oauth().is_some() => None,
                None => Some(AuthorizationFailure::NotConfigured),
            };
            inner.fail_with(fp, generation, category(cat), crash, authorization);
            return None;
        }
        Err(_) => {
            // The connect future was dropped: its transport is closed with it.
            let authorization = oauth.as_ref().and_then(|o| o.recorded());
            inner.fail_with(fp, generation, "timed out", false, authorization);
            return None;
        }
    };
    let kept = {
        let mut st = inner.lock();
        match st.servers.get_mut(fp) {
            Some(slot) if slot.generation == generation => {
                slot.client = Some(client.clone());
                true
            }
            _ => false,
        }
    };
    if !kept {
        // Retired while starting.
        client.close().await;
        return None;
    }
    let weak = Arc::downgrade(inner);
    let watched = client.clone();
    let server = fp.to_string();
    tokio::spawn(async move {
        let reason = watched.closed().await;
        drop(watched);
        if matches!(reason, DisconnectReason::ClosedByClient) {
            return;
        }
        if let Some(inner) = weak.upgrade() {
            inner.fail(&server, generation, "connection failed", true);
        }
    });
    Some((client, generation))
}

fn category(e: ProbeError) -> &'static str {
    match e {
        ProbeError::ConnectionFailed => "connection failed",
        ProbeError::TimedOut => "timed out",
        ProbeError::AuthorizationRequired => "authorization required",
        ProbeError::HandshakeFailed => "handshake failed",
        ProbeError::InvalidConfiguration => "invalid configuration",
    }
}

/// Lists `groups` of `fp` through its filters and replaces those cache entries. True
/// when the server is connected afterwards.
async fn list_server(
    inner: &Arc<Inner>,
    fp: &str,
    client: &Client,
    generation: u64,
    groups: &[Group],
) -> bool {
    let entry = {
        let st = inner.lock();
        match st.servers.get(fp) {
            Some(s) if s.generation == generation => s.server.entry.clone(),
            _ => return false,
        }
    };
    let caps = client
        .server_capabilities()
        .map(|c| Capabilities {
            tools: c.tools.is_some(),
            resources: c.resources.is_some(),
            prompts: c.prompts.is_some(),
        })
        .unwrap_or_default();
    let now = Instant::now();
    let namer = Namer::new(&entry, fp);
    let mut fresh: Vec<Cached> = Vec::new();
    let mut resource_count = None;
    let mut prompt_count = None;
    let add = |fresh: &mut Vec<Cached>, spec: CallSpec, def: ToolDef, group| {
        fresh.push(Cached {
            def,
            cached_at: now,
            server: fp.to_string(),
            spec,
            group,
        });
    };
    if groups.contains(&Group::Tools) && caps.tools {
        match client.list_tools().await {
            Ok(tools) => {
                for t in tools
                    .into_iter()
                    .filter(|t| entry.filters.allows_tool(&t.name))
                {
                    let mut def =
                        namer.tool_def(&t.name, t.description.unwrap_or_default(), t.input_schema);
                    def.title = t.title;
                    def.annotations = t.annotations;
                    def.output_schema = t.output_schema;
                    add(&mut fresh, CallSpec::Remote(t.name), def, Group::Tools);
                }
            }
            Err(e) => {
                // Advertised but unlisted: not connected, with a redacted reason.
                let cat = category(classify(&e));
                inner.fail(fp, generation, cat, false);
                client.close().await;
                return false;
            }
        }
    }
    if groups.contains(&Group::Resources) && caps.resources {
        if let Ok(list) = client.list_resources().await {
            resource_count = Some(
                list.iter()
                    .filter(|r| entry.filters.allows_listed_resource(&r.uri, Some(&r.name)))
                    .count(),
            );
            for u in [Utility::ResourcesList, Utility::ResourceRead] {
                let def = u.def(namer.name(ToolKey::Utility(u.method())));
                add(&mut fresh, CallSpec::Utility(u), def, Group::Resources);
            }
        } else {
            resource_count = Some(0);
        }
    }
    if groups.contains(&Group::Prompts) && caps.prompts {
        if let Ok(list) = client.list_prompts().await {
            prompt_count = Some(
                list.iter()
                    .filter(|p| entry.filters.allows_prompt(&p.name))
                    .count(),
            );
            for u in [Utility::PromptsList, Utility::PromptGet] {
                let def = u.def(namer.name(ToolKey::Utility(u.method())));
                add(&mut fresh, CallSpec::Utility(u), def, Group::Prompts);
            }
        } else {
            prompt_count = Some(0);
        }
    }
    let mut st = inner.lock();
    let State { servers, cache, .. } = &mut *st;
    let Some(slot) = servers.get_mut(fp) else {
        return false;
    };
    if slot.generation != generation || slot.status.unavailable {
        return false;
    }
    cache.retain(|_, c| !(c.server == fp && groups.contains(&c.group)));
    for c in fresh {
        cache.insert(c.def.name.clone(), c);
    }
    slot.status.connected = true;
    slot.status.last_error = None;
    slot.status.authorization = None;
    slot.status.capabilities = Some(caps);
    if let Some(n) = resource_count {
        slot.status.resource_count = n;
    }
    if let Some(n) = prompt_count {
        slot.status.prompt_count = n;
    }
    slot.status.tool_count = cache.values().filter(|c| c.server == fp).count();
    drop(st);
    inner.publish();
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mcp::config::Source;
    use crate::mcp::entry::parse_entry;

    /// The grow peer (Python SDK), or `None` when `.interop` has no Python.
    fn grow_server() -> Option<Server> {
        let dir = std::env::var_os("LEMON_INTEROP_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| {
                PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../.interop"))
            });
        let python = dir.join("venv/bin/python");
        if !python.exists() {
            assert!(
                std::env::var("LEMON_INTEROP_REQUIRED").as_deref() != Ok("1"),
                "{} is missing",
                python.display()
            );
            eprintln!("SKIPPED: {} is missing", python.display());
            return None;
        }
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/peers/grow_server.py");
        let entry = parse_entry(
            &json!({"name": "grow", "type": "stdio", "command": python, "args": [script],
                    "ready_timeout_ms": 60_000}),
            false,
        )
        .ok()?;
        Some(Server {
            entry,
            source: Source::LEMON_PROJECT,
            file: None,
            enabled: true,
        })
    }

    /// A `list_changed` from an older generation than the slot's is ignored; the same
    /// notification from the current one re-lists.
    #[test]
    fn notifications_of_retired_generations_are_ignored() {
        let Some(server) = grow_server() else { return };
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async {
            for retired in [true, false] {
                let m = Manager::with_servers(
                    std::env::temp_dir(),
                    vec![server.clone()],
                    ManagerOptions::default(),
                );
                m.inner.sync_config();
                let fp = fingerprint(&server.entry);
                let (client, _) = connect(&m.inner, &fp, &server.entry)
                    .await
                    .expect("started");
                if retired {
                    // A newer connection took over; this one's notifications are stale.
                    m.inner.lock().servers.get_mut(&fp).unwrap().generation += 1;
                }
                client
                    .call_tool("grow", json!({"name": "sprout"}))
                    .await
                    .unwrap();
                tokio::time::sleep(Duration::from_millis(1000)).await;
                let cached = m.inner.lock().cache.len();
                if retired {
                    assert_eq!(cached, 0, "a stale notification re-listed");
                } else {
                    assert_eq!(cached, 2, "grow and sprout");
                }
                m.shutdown().await;
            }
        });
    }
}
