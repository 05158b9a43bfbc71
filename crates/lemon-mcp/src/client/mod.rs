//! MCP clients: one [`Client`] API over any [`transport::Transport`] (stdio in
//! [`stdio`], Streamable HTTP in [`http`], legacy HTTP+SSE in [`sse`], credentials
//! through the [`auth`] seam).
//! Failures are typed up to the caller: [`ClientError`] for a call,
//! [`DisconnectReason`] for the end of a connection, both carrying the transport's
//! [`transport::TransportError`].
//!
//! A client owns one connection. [`Client::connect`] picks the wire ([`WireMode`]): over
//! Streamable HTTP it probes `server/discover` and, when the server speaks 2026-07-28,
//! stays on the stateless wire (every request carries its `_meta`; a server's request for
//! input arrives as an `InputRequiredResult` and is answered by the same handlers);
//! otherwise it runs the handshake (`initialize`, version check,
//! `notifications/initialized`). It returns a ready client; the state machine is
//! `initializing → ready → disconnected`, and calls made outside `ready` fail at once
//! with [`ClientError::NotReady`].
//!
//! Design for speed: one dedicated reader task per connection reads the transport,
//! routes responses to waiting callers through oneshot channels keyed by request id,
//! and answers server requests. Callers write their own requests (no task per request),
//! so a `tools/call` round trip costs one write, one read and two channel hops.
//!
//! Every wait is bounded: requests time out (default 30 s, at most 300 s), and a timed
//! out request is cancelled on the server with `notifications/cancelled` and never sent
//! again.

pub mod auth;
mod error;
pub mod http;
mod http_plumbing;
pub mod oauth;
pub mod sse;
mod stateless;
pub mod stdio;
pub mod transport;

pub use crate::protocol::jsonrpc::HandlerError;
pub use error::{ClientError, DisconnectReason};
pub use stateless::{MAX_INPUT_ROUNDS, Wire, WireMode};

use std::collections::HashMap;
use std::fmt;
use std::future::Future;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex as StdMutex, OnceLock};
use std::time::Duration;

use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};
use tokio::sync::{oneshot, watch};
use tokio::task::{AbortHandle, JoinHandle};

use crate::protocol::jsonrpc::{
    ErrorResponse, Message, Notification, Request, RequestId, Response, codes,
};
use crate::protocol::methods;
use crate::protocol::skills;
use crate::protocol::types::{
    CallToolResult, CancelledParams, ClientCapabilities, CompleteParams, CompleteResult,
    GetPromptResult, Implementation, InitializeParams, InitializeResult, ListChangedCapability,
    ListPromptsResult, ListResourceTemplatesResult, ListResourcesResult, ListToolsResult,
    LoggingLevel, ProgressParams, Prompt, ReadResourceResult, Resource, ResourceTemplate, Root,
    ServerCapabilities, Tool,
};
use crate::protocol::version::{ProtocolVersion, client_accept, client_offer};
use crate::sampling::SamplingPolicy;
use stdio::{StdioConfig, StdioTransport};
use transport::{BoxFuture, Transport, TransportError};

/// Default wait for any request.
pub const DEFAULT_REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
/// No request waits longer than this, whatever the caller asks (tool calls included).
pub const MAX_REQUEST_TIMEOUT: Duration = Duration::from_secs(300);
/// Default bound on the pages a list helper follows.
pub const DEFAULT_MAX_LIST_PAGES: usize = 100;
/// Server requests (sampling, roots, elicitation) handled at the same time, at most.
const MAX_CONCURRENT_SERVER_REQUESTS: usize = 64;

/// Where the connection is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClientState {
    /// Closed, lost, or never connected.
    Disconnected,
    /// `initialize` sent, handshake not finished.
    Initializing,
    /// Handshake done: requests may be sent.
    Ready,
}

impl fmt::Display for ClientState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ClientState::Disconnected => "disconnected",
            ClientState::Initializing => "initializing",
            ClientState::Ready => "ready",
        })
    }
}

/// Answers one kind of server request: takes the raw `params` (or `null`), returns
/// the `result` object.
pub type RequestHandler =
    Arc<dyn Fn(Value) -> BoxFuture<'static, Result<Value, HandlerError>> + Send + Sync>;

/// Makes a [`RequestHandler`] from an async closure.
///
/// ```
/// use lemon_mcp::client::{handler_fn, RequestHandler};
/// use serde_json::json;
/// let roots: RequestHandler = handler_fn(|_params| async {
///     Ok(json!({"roots": [{"uri": "file:///work", "name": "work"}]}))
/// });
/// # let _ = roots;
/// ```
pub fn handler_fn<F, Fut>(f: F) -> RequestHandler
where
    F: Fn(Value) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<Value, HandlerError>> + Send + 'static,
{
    Arc::new(move |params| Box::pin(f(params)))
}

/// Receives every notification the server sends (`list_changed`, log messages,
/// `resources/updated`, progress not tied to a live request, ...). It runs on the
/// reader task: it must return quickly (hand work to a channel or task).
pub type NotificationCallback = Arc<dyn Fn(&Notification) + Send + Sync>;

/// Receives the progress notifications of one request.
pub type ProgressCallback = Arc<dyn Fn(ProgressParams) + Send + Sync>;

/// How a client behaves. `Default` gives the documented defaults.
///
/// ```
/// use std::time::Duration;
/// use lemon_mcp::client::ClientOptions;
/// use lemon_mcp::protocol::version::ProtocolVersion;
/// let opts = ClientOptions {
///     protocol_version: Some(ProtocolVersion::V2024_11_05),
///     request_timeout: Duration::from_secs(10),
///     ..ClientOptions::default()
/// };
/// assert_eq!(opts.client_info.name, "lemon-mcp");
/// ```
#[derive(Clone)]
pub struct ClientOptions {
    /// `clientInfo` (default `lemon-mcp` and this crate's version).
    pub client_info: Implementation,
    /// Capabilities sent as given, except: `sampling`, `roots` and `elicitation` are
    /// set exactly when the matching handler exists (advertising and answering must go
    /// together).
    pub capabilities: ClientCapabilities,
    /// Pin the offered protocol version; `None` offers the newest.
    pub protocol_version: Option<ProtocolVersion>,
    /// Default wait for each request (30 s). Capped at [`MAX_REQUEST_TIMEOUT`].
    pub request_timeout: Duration,
    /// Wait for the `initialize` answer (30 s): kept apart from `request_timeout`
    /// because cold starts (`npx` downloading a package) are slow.
    pub init_timeout: Duration,
    /// Raw sampling handler; wins over `sampling_policy`.
    pub sampling_handler: Option<RequestHandler>,
    /// Sampling policy (redacted review, limits, delegate), see [`crate::sampling`].
    pub sampling_policy: Option<SamplingPolicy>,
    /// Answers `roots/list`; without it the client answers -32601.
    pub roots_handler: Option<RequestHandler>,
    /// Answers `elicitation/create`; without it the client answers -32601.
    pub elicitation_handler: Option<RequestHandler>,
    /// Receives server notifications.
    pub on_notification: Option<NotificationCallback>,
    /// Bound on pages followed by the list helpers.
    pub max_list_pages: usize,
    /// Which wire to speak: probe `server/discover` and fall back to `initialize`
    /// ([`WireMode::Auto`], the default), or pin one. Only a transport that carries the
    /// stateless wire (Streamable HTTP) probes; stdio always runs the handshake in auto.
    pub wire: WireMode,
}

impl Default for ClientOptions {
    fn default() -> Self {
        ClientOptions {
            client_info: Implementation::new("lemon-mcp", env!("CARGO_PKG_VERSION")),
            capabilities: ClientCapabilities::default(),
            protocol_version: None,
            request_timeout: DEFAULT_REQUEST_TIMEOUT,
            init_timeout: DEFAULT_REQUEST_TIMEOUT,
            sampling_handler: None,
            sampling_policy: None,
            roots_handler: None,
            elicitation_handler: None,
            on_notification: None,
            max_list_pages: DEFAULT_MAX_LIST_PAGES,
            wire: WireMode::Auto,
        }
    }
}

impl fmt::Debug for ClientOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ClientOptions")
            .field("client_info", &self.client_info)
            .field("capabilities", &self.capabilities)
            .field("protocol_version", &self.protocol_version)
            .field("request_timeout", &self.request_timeout)
            .field("init_timeout", &self.init_timeout)
            .field("sampling_handler", &self.sampling_handler.is_some())
            .field("sampling_policy", &self.sampling_policy.is_some())
            .field("roots_handler", &self.roots_handler.is_some())
            .field("elicitation_handler", &self.elicitation_handler.is_some())
            .field("on_notification", &self.on_notification.is_some())
            .field("max_list_pages", &self.max_list_pages)
            .field("wire", &self.wire)
            .finish()
    }
}

impl ClientOptions {
    /// The capabilities actually sent in `initialize`.
    pub fn effective_capabilities(&self) -> ClientCapabilities {
        let mut caps = self.capabilities.clone();
        let sampling = self.sampling_handler.is_some() || self.sampling_policy.is_some();
        if !sampling && caps.sampling.is_some() {
            tracing::warn!(
                "ignoring a static `sampling` capability: configure a sampling handler or policy instead"
            );
        }
        caps.sampling = sampling.then(|| caps.sampling.take().unwrap_or_default());
        caps.roots = match (&self.roots_handler, caps.roots.take()) {
            (Some(_), Some(r)) => Some(r),
            (Some(_), None) => Some(ListChangedCapability::default()),
            (None, _) => None,
        };
        caps.elicitation = match &self.elicitation_handler {
            Some(_) => Some(caps.elicitation.take().unwrap_or_default()),
            None => None,
        };
        caps
    }
}

/// Per-call settings.
#[derive(Clone, Default)]
pub struct RequestOptions {
    /// Overrides the client's default wait (capped at [`MAX_REQUEST_TIMEOUT`]).
    pub timeout: Option<Duration>,
    /// Receives this request's progress; sets `_meta.progressToken`.
    pub on_progress: Option<ProgressCallback>,
}

impl fmt::Debug for RequestOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RequestOptions")
            .field("timeout", &self.timeout)
            .field("on_progress", &self.on_progress.is_some())
            .finish()
    }
}

type Reply = Result<Value, ClientError>;

struct Pending {
    tx: oneshot::Sender<Reply>,
    progress: Option<ProgressCallback>,
}

struct Shared {
    transport: Box<dyn Transport>,
    pending: StdMutex<HashMap<RequestId, Pending>>,
    next_id: AtomicI64,
    state: watch::Sender<ClientState>,
    init: OnceLock<(InitializeResult, ProtocolVersion)>,
    /// Why the connection ended, for callers that arrive later.
    closed_reason: StdMutex<Option<DisconnectReason>>,
    server_requests: StdMutex<HashMap<RequestId, AbortHandle>>,
    options: ClientOptions,
    /// What only the stateless wire has (set once `server/discover` succeeded).
    stateless: OnceLock<stateless::StatelessState>,
    /// Lists served from cache until their `ttlMs` passes.
    list_cache: StdMutex<HashMap<&'static str, stateless::CachedList>>,
    /// The `subscriptions/listen` stream: its wanted resource URIs and its task.
    listen: StdMutex<stateless::Listen>,
}

struct ClientInner {
    shared: Arc<Shared>,
    reader: StdMutex<Option<JoinHandle<()>>>,
}

impl Drop for ClientInner {
    fn drop(&mut self) {
        if let Ok(mut r) = self.reader.lock()
            && let Some(h) = r.take()
        {
            h.abort();
        }
        self.shared.stop_listen();
        // Release the server even when nobody called close().
        if *self.shared.state.borrow() != ClientState::Disconnected
            && let Ok(handle) = tokio::runtime::Handle::try_current()
        {
            let shared = self.shared.clone();
            handle.spawn(async move {
                shared.disconnect(DisconnectReason::ClosedByClient);
                let _ = shared.transport.close().await;
            });
        }
    }
}

/// A connection to one MCP server. Cheap to clone; all clones share the connection.
///
/// ```no_run
/// # async fn demo() -> Result<(), lemon_mcp::client::ClientError> {
/// use lemon_mcp::client::{Client, ClientOptions};
/// use lemon_mcp::client::stdio::StdioConfig;
/// use serde_json::json;
///
/// let client = Client::spawn_stdio(
///     StdioConfig::new("npx").args(["-y", "@modelcontextprotocol/server-everything"]),
///     ClientOptions::default(),
/// )
/// .await?;
/// let tools = client.list_tools().await?;
/// let result = client.call_tool("echo", json!({"message": "hi"})).await?;
/// println!("{} tools; echo said {:?}", tools.len(), result.content[0].as_text());
/// client.close().await;
/// # Ok(()) }
/// ```
#[derive(Clone)]
pub struct Client {
    inner: Arc<ClientInner>,
}

impl fmt::Debug for Client {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Client")
            .field("transport", &self.inner.shared.transport.kind())
            .field("state", &self.state())
            .finish()
    }
}

impl Client {
    /// Starts a stdio server and connects to it.
    pub async fn spawn_stdio(
        config: StdioConfig,
        options: ClientOptions,
    ) -> Result<Client, ClientError> {
        let transport = StdioTransport::spawn(config)?;
        Client::connect(transport, options).await
    }

    /// Connects over any transport: starts the reader, runs the handshake and returns a
    /// `ready` client. On failure the transport is closed.
    pub async fn connect(
        transport: impl Transport,
        options: ClientOptions,
    ) -> Result<Client, ClientError> {
        let (state, _) = watch::channel(ClientState::Initializing);
        let shared = Arc::new(Shared {
            transport: Box::new(transport),
            pending: StdMutex::new(HashMap::new()),
            next_id: AtomicI64::new(1),
            state,
            init: OnceLock::new(),
            closed_reason: StdMutex::new(None),
            server_requests: StdMutex::new(HashMap::new()),
            options,
            stateless: OnceLock::new(),
            list_cache: StdMutex::new(HashMap::new()),
            listen: StdMutex::new(stateless::Listen::default()),
        });
        let reader = tokio::spawn(read_loop(shared.clone()));
        let client = Client {
            inner: Arc::new(ClientInner {
                shared,
                reader: StdMutex::new(Some(reader)),
            }),
        };
        match client.establish().await {
            Ok(()) => Ok(client),
            Err(e) => {
                client.close().await;
                Err(e)
            }
        }
    }

    async fn handshake(&self) -> Result<(), ClientError> {
        let shared = &self.inner.shared;
        let offer = client_offer(shared.options.protocol_version);
        let params = InitializeParams {
            protocol_version: offer.as_str().into(),
            capabilities: shared.options.effective_capabilities(),
            client_info: shared.options.client_info.clone(),
            extra: Default::default(),
        };
        let params = serde_json::to_value(params).map_err(|e| ClientError::InvalidResponse {
            method: methods::INITIALIZE.into(),
            message: format!("could not encode the params: {e}"),
        })?;
        let raw = self
            .send_request(
                methods::INITIALIZE,
                Some(params),
                &RequestOptions {
                    timeout: Some(shared.options.init_timeout),
                    on_progress: None,
                },
            )
            .await
            .map_err(|e| match e {
                e @ ClientError::Transport(_) => e,
                other => {
                    // A process that exited already quotes its stderr: do not repeat it.
                    let quoted = matches!(
                        other.transport_error(),
                        Some(TransportError::ProcessExited {
                            stderr: Some(_),
                            ..
                        })
                    );
                    ClientError::InitFailed {
                        diagnostics: shared.transport.diagnostics().filter(|_| !quoted),
                        cause: Box::new(other),
                    }
                }
            })?;
        let result: InitializeResult =
            decode_result(methods::INITIALIZE, raw).map_err(|e| ClientError::InitFailed {
                cause: Box::new(e),
                diagnostics: None,
            })?;
        let version = client_accept(&result.protocol_version).map_err(|_| {
            ClientError::UnsupportedVersion {
                version: result.protocol_version.clone(),
            }
        })?;
        shared.transport.set_protocol_version(version);
        let _ = shared.init.set((result, version));
        shared
            .transport
            .send(Message::notification(methods::INITIALIZED, Some(json!({}))))
            .await?;
        // A loss during the handshake already moved us to disconnected: keep that.
        shared.state.send_if_modified(|s| {
            if *s == ClientState::Initializing {
                *s = ClientState::Ready;
                true
            } else {
                false
            }
        });
        self.ensure_ready()
    }

    /// The current state.
    pub fn state(&self) -> ClientState {
        *self.inner.shared.state.borrow()
    }

    /// `Ok` when the client is ready for requests, else why not.
    fn ensure_ready(&self) -> Result<(), ClientError> {
        match self.state() {
            ClientState::Ready => Ok(()),
            state => Err(ClientError::NotReady { state }),
        }
    }

    /// Resolves when the connection is closed or lost, with the reason.
    ///
    /// ```no_run
    /// # async fn demo(client: lemon_mcp::client::Client) {
    /// use lemon_mcp::client::DisconnectReason;
    /// use lemon_mcp::client::transport::TransportError;
    ///
    /// match client.closed().await {
    ///     DisconnectReason::Transport(TransportError::ProcessExited { status, stderr }) => {
    ///         eprintln!("the server crashed ({status:?}): {}", stderr.unwrap_or_default());
    ///     }
    ///     other => eprintln!("disconnected: {other}"),
    /// }
    /// # }
    /// ```
    pub async fn closed(&self) -> DisconnectReason {
        let mut rx = self.inner.shared.state.subscribe();
        let _ = rx.wait_for(|s| *s == ClientState::Disconnected).await;
        self.inner.shared.disconnect_reason()
    }

    /// Why the connection ended, if it has.
    pub fn closed_reason(&self) -> Option<DisconnectReason> {
        self.inner
            .shared
            .closed_reason
            .lock()
            .ok()
            .and_then(|r| r.clone())
    }

    /// The server's `initialize` result (ready or later). On the stateless wire it is
    /// made from the `server/discover` answer (`protocolVersion` `2026-07-28`).
    pub fn initialize_result(&self) -> Option<&InitializeResult> {
        let shared = &self.inner.shared;
        match shared.stateless.get() {
            Some(st) => Some(&st.init),
            None => shared.init.get().map(|(r, _)| r),
        }
    }

    /// The server's `serverInfo`.
    pub fn server_info(&self) -> Option<&Implementation> {
        self.initialize_result().map(|r| &r.server_info)
    }

    /// The server's capabilities.
    pub fn server_capabilities(&self) -> Option<&ServerCapabilities> {
        self.initialize_result().map(|r| &r.capabilities)
    }

    /// The negotiated handshake-era protocol version; `None` on the stateless wire
    /// (see [`wire`](Self::wire)).
    pub fn protocol_version(&self) -> Option<ProtocolVersion> {
        self.inner.shared.init.get().map(|(_, v)| *v)
    }

    /// Recent diagnostic output of the transport (stdio: stderr tail).
    pub fn diagnostics(&self) -> Option<String> {
        self.inner.shared.transport.diagnostics()
    }

    /// Sends any request and returns the raw `result`.
    ///
    /// ```no_run
    /// # async fn demo(client: lemon_mcp::client::Client) -> Result<(), lemon_mcp::client::ClientError> {
    /// let result = client.request("tools/list", Some(serde_json::json!({}))).await?;
    /// # Ok(()) }
    /// ```
    pub async fn request(&self, method: &str, params: Option<Value>) -> Result<Value, ClientError> {
        self.request_with(method, params, &RequestOptions::default())
            .await
    }

    /// Sends any request with per-call options (timeout, progress).
    pub async fn request_with(
        &self,
        method: &str,
        params: Option<Value>,
        options: &RequestOptions,
    ) -> Result<Value, ClientError> {
        self.ensure_ready()?;
        if self.inner.shared.stateless.get().is_none() {
            return self.send_request(method, params, options).await;
        }
        let first = self.send_request(method, params.clone(), options).await?;
        self.answer_input_required(method, params, first, options)
            .await
    }

    /// Sends a notification.
    pub async fn notify(&self, method: &str, params: Option<Value>) -> Result<(), ClientError> {
        self.ensure_ready()?;
        self.inner
            .shared
            .transport
            .send(Message::notification(method, params))
            .await
            .map_err(|e| self.send_error(e))
    }

    async fn send_request(
        &self,
        method: &str,
        params: Option<Value>,
        options: &RequestOptions,
    ) -> Result<Value, ClientError> {
        self.inner
            .shared
            .send_request(method, params, options)
            .await
    }

    fn send_error(&self, e: TransportError) -> ClientError {
        self.inner.shared.send_error(e)
    }

    async fn typed<T: DeserializeOwned>(
        &self,
        method: &str,
        params: Value,
    ) -> Result<T, ClientError> {
        let raw = self.request(method, Some(params)).await?;
        decode_result(method, raw)
    }

    /// Follows `nextCursor` up to the page bound. A list whose every page carried
    /// caching hints with `ttlMs > 0` is kept and served from memory until the smallest
    /// `ttlMs` passes (or a `list_changed` notification for it arrives).
    async fn paginate<P, T>(
        &self,
        method: &'static str,
        mut split: impl FnMut(P) -> (Vec<T>, Option<String>),
    ) -> Result<Vec<T>, ClientError>
    where
        P: DeserializeOwned,
        T: Clone + Send + Sync + 'static,
    {
        let shared = &self.inner.shared;
        if let Some(items) = shared.cached_list::<T>(method) {
            return Ok(items);
        }
        let max = shared.options.max_list_pages.max(1);
        let mut items = Vec::new();
        let mut cursor: Option<String> = None;
        let mut seen = std::collections::HashSet::new();
        let mut hints: Option<stateless::PageHints> = Some(stateless::PageHints::default());
        for _ in 0..max {
            let params = match &cursor {
                Some(c) => json!({ "cursor": c }),
                None => json!({}),
            };
            let raw = self.request(method, Some(params)).await?;
            hints = hints.and_then(|h| h.with_page(&raw));
            let page: P = decode_result(method, raw)?;
            let (mut page_items, next) = split(page);
            items.append(&mut page_items);
            match next {
                Some(c) if seen.insert(c.clone()) => cursor = Some(c),
                Some(_) => {
                    return Err(ClientError::TooManyPages {
                        method: method.into(),
                        pages: seen.len(),
                    });
                }
                None => {
                    if let Some(h) = hints {
                        shared.cache_list(method, h, &items);
                    }
                    return Ok(items);
                }
            }
        }
        Err(ClientError::TooManyPages {
            method: method.into(),
            pages: max,
        })
    }

    /// `tools/list`, following `nextCursor` up to the page bound.
    ///
    /// On the stateless wire, a tool whose `x-mcp-header` annotations are invalid
    /// (SEP-2243) is left out (with a warning), and the valid annotations are handed to
    /// the transport, which mirrors those arguments into `Mcp-Param-*` headers.
    pub async fn list_tools(&self) -> Result<Vec<Tool>, ClientError> {
        let tools = self
            .paginate(methods::TOOLS_LIST, |p: ListToolsResult| {
                (p.tools, p.next_cursor)
            })
            .await?;
        if self.inner.shared.stateless.get().is_none() {
            return Ok(tools);
        }
        Ok(stateless::keep_valid_tools(
            &*self.inner.shared.transport,
            tools,
        ))
    }

    /// `tools/call` with the default timeout. A tool failure is `Ok` with
    /// `is_error() == true`; JSON-RPC errors are `Err(ClientError::Rpc)`.
    pub async fn call_tool(
        &self,
        name: &str,
        arguments: Value,
    ) -> Result<CallToolResult, ClientError> {
        self.call_tool_with(name, arguments, &RequestOptions::default())
            .await
    }

    /// `tools/call` with a timeout (capped at 300 s) and/or a progress callback.
    pub async fn call_tool_with(
        &self,
        name: &str,
        arguments: Value,
        options: &RequestOptions,
    ) -> Result<CallToolResult, ClientError> {
        let arguments = match arguments {
            Value::Null => Value::Object(Map::new()),
            other => other,
        };
        let raw = self
            .request_with(
                methods::TOOLS_CALL,
                Some(json!({ "name": name, "arguments": arguments })),
                options,
            )
            .await?;
        decode_result(methods::TOOLS_CALL, raw)
    }

    /// `resources/list`, following `nextCursor`.
    pub async fn list_resources(&self) -> Result<Vec<Resource>, ClientError> {
        self.paginate(methods::RESOURCES_LIST, |p: ListResourcesResult| {
            (p.resources, p.next_cursor)
        })
        .await
    }

    /// `resources/templates/list`, following `nextCursor`.
    pub async fn list_resource_templates(&self) -> Result<Vec<ResourceTemplate>, ClientError> {
        self.paginate(
            methods::RESOURCES_TEMPLATES_LIST,
            |p: ListResourceTemplatesResult| (p.resource_templates, p.next_cursor),
        )
        .await
    }

    /// `resources/read`.
    pub async fn read_resource(&self, uri: &str) -> Result<ReadResourceResult, ClientError> {
        self.typed(methods::RESOURCES_READ, json!({ "uri": uri }))
            .await
    }

    /// `skills/list` (skills extension, SEP-2640), following `nextCursor` up to the page
    /// bound. The server must declare [`skills::EXTENSION_ID`] (see
    /// [`ServerCapabilities::extension`]); one that does not answers `-32601`.
    ///
    /// ```no_run
    /// # async fn demo(client: lemon_mcp::client::Client) -> Result<(), lemon_mcp::client::ClientError> {
    /// for skill in client.list_skills().await? {
    ///     let full = client.get_skill(&skill.uri).await?;
    ///     println!("{} {:?}", full.uri, full.name());
    /// }
    /// # Ok(()) }
    /// ```
    pub async fn list_skills(&self) -> Result<Vec<skills::SkillEntry>, ClientError> {
        self.paginate(methods::SKILLS_LIST, |p: skills::ListSkillsResult| {
            (p.skills, p.next_cursor)
        })
        .await
    }

    /// `skills/get`: the entry of the skill whose `SKILL.md` is `uri`. An unknown URI is
    /// the server's `-32602` as [`ClientError::Rpc`].
    pub async fn get_skill(&self, uri: &str) -> Result<skills::SkillEntry, ClientError> {
        let result: skills::GetSkillResult = self
            .typed(methods::SKILLS_GET, json!({ "uri": uri }))
            .await?;
        Ok(result.skill)
    }

    /// `resources/directory/read` (skills extension): the direct children of the
    /// directory resource `uri`, following `nextCursor` up to the page bound (never
    /// cached: each directory is its own list). Subdirectories carry
    /// [`skills::DIRECTORY_MIME_TYPE`].
    pub async fn read_directory(&self, uri: &str) -> Result<Vec<Resource>, ClientError> {
        let method = methods::RESOURCES_DIRECTORY_READ;
        let max = self.inner.shared.options.max_list_pages.max(1);
        let mut items = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut params = skills::DirectoryReadParams {
            uri: uri.to_string(),
            ..Default::default()
        };
        for _ in 0..max {
            let raw = self
                .request(
                    method,
                    Some(serde_json::to_value(&params).unwrap_or_default()),
                )
                .await?;
            let page: skills::DirectoryReadResult = decode_result(method, raw)?;
            items.extend(page.resources);
            match page.next_cursor {
                Some(c) if seen.insert(c.clone()) => params.cursor = Some(c),
                Some(_) => {
                    return Err(ClientError::TooManyPages {
                        method: method.into(),
                        pages: seen.len(),
                    });
                }
                None => return Ok(items),
            }
        }
        Err(ClientError::TooManyPages {
            method: method.into(),
            pages: max,
        })
    }

    /// `resources/subscribe`: the server then sends `notifications/resources/updated`.
    /// On the stateless wire the URI joins the `subscriptions/listen` stream instead
    /// (which is reopened with it).
    pub async fn subscribe(&self, uri: &str) -> Result<(), ClientError> {
        self.ensure_ready()?;
        if self.inner.shared.stateless.get().is_some() {
            self.inner.shared.listen_for(uri, true);
            return Ok(());
        }
        self.request(methods::RESOURCES_SUBSCRIBE, Some(json!({ "uri": uri })))
            .await
            .map(drop)
    }

    /// `resources/unsubscribe` (on the stateless wire: the URI leaves the listen stream).
    pub async fn unsubscribe(&self, uri: &str) -> Result<(), ClientError> {
        self.ensure_ready()?;
        if self.inner.shared.stateless.get().is_some() {
            self.inner.shared.listen_for(uri, false);
            return Ok(());
        }
        self.request(methods::RESOURCES_UNSUBSCRIBE, Some(json!({ "uri": uri })))
            .await
            .map(drop)
    }

    /// `prompts/list`, following `nextCursor`.
    pub async fn list_prompts(&self) -> Result<Vec<Prompt>, ClientError> {
        self.paginate(methods::PROMPTS_LIST, |p: ListPromptsResult| {
            (p.prompts, p.next_cursor)
        })
        .await
    }

    /// `prompts/get`; `arguments` is an object of strings (or `null`).
    pub async fn get_prompt(
        &self,
        name: &str,
        arguments: Value,
    ) -> Result<GetPromptResult, ClientError> {
        let arguments = match arguments {
            Value::Null => Value::Object(Map::new()),
            other => other,
        };
        self.typed(
            methods::PROMPTS_GET,
            json!({ "name": name, "arguments": arguments }),
        )
        .await
    }

    /// `completion/complete`.
    pub async fn complete(&self, params: &CompleteParams) -> Result<CompleteResult, ClientError> {
        let params = serde_json::to_value(params).map_err(|e| ClientError::InvalidResponse {
            method: methods::COMPLETION_COMPLETE.into(),
            message: format!("could not encode the params: {e}"),
        })?;
        self.typed(methods::COMPLETION_COMPLETE, params).await
    }

    /// `logging/setLevel`; on the stateless wire the level rides in every later
    /// request's `_meta` instead.
    pub async fn set_logging_level(&self, level: LoggingLevel) -> Result<(), ClientError> {
        self.ensure_ready()?;
        if let Some(st) = self.inner.shared.stateless.get() {
            st.set_log_level(level);
            return Ok(());
        }
        self.request(methods::LOGGING_SET_LEVEL, Some(json!({ "level": level })))
            .await
            .map(drop)
    }

    /// `ping`; returns the round-trip time. The stateless wire has no `ping`: a
    /// `server/discover` stands in.
    pub async fn ping(&self) -> Result<Duration, ClientError> {
        let start = std::time::Instant::now();
        let method = match self.inner.shared.stateless.get() {
            Some(_) => methods::SERVER_DISCOVER,
            None => methods::PING,
        };
        self.request(method, Some(json!({}))).await?;
        Ok(start.elapsed())
    }

    /// Tells the server the roots changed (`notifications/roots/list_changed`).
    pub async fn notify_roots_changed(&self) -> Result<(), ClientError> {
        self.notify(methods::NOTIFICATION_ROOTS_LIST_CHANGED, None)
            .await
    }

    /// Closes the connection: fails pending requests with `ConnectionClosed`, closes the
    /// transport (stdio: stdin EOF, SIGTERM, SIGKILL, reap) and stops the reader.
    /// Idempotent; afterwards every call fails with `NotReady { state: disconnected }`.
    pub async fn close(&self) {
        let shared = &self.inner.shared;
        shared.disconnect(DisconnectReason::ClosedByClient);
        shared.stop_listen();
        // Stop the reader first: a transport may hold its receive side locked while
        // waiting, and close() must never wait behind it.
        let reader = self.inner.reader.lock().ok().and_then(|mut r| r.take());
        if let Some(reader) = reader {
            reader.abort();
            let _ = reader.await;
        }
        shared.abort_server_requests();
        let _ = shared.transport.close().await;
    }
}

impl Shared {
    /// Sends one request and waits (bounded) for its answer; on the stateless wire the
    /// request's `_meta` says who we are first.
    async fn send_request(
        self: &Arc<Self>,
        method: &str,
        mut params: Option<Value>,
        options: &RequestOptions,
    ) -> Result<Value, ClientError> {
        let shared = self;
        let id = RequestId::Number(shared.next_id.fetch_add(1, Ordering::Relaxed));
        if let Some(st) = shared.stateless.get() {
            st.stamp(params.get_or_insert_with(|| json!({})));
        }
        if options.on_progress.is_some() {
            let p = params.get_or_insert_with(|| json!({}));
            if let Value::Object(obj) = p {
                let meta = obj.entry("_meta").or_insert_with(|| json!({}));
                if let Value::Object(meta) = meta {
                    meta.insert("progressToken".into(), json!(id));
                }
            }
        }
        let (tx, rx) = oneshot::channel();
        {
            let mut pending = shared.pending.lock().unwrap_or_else(|p| p.into_inner());
            pending.insert(
                id.clone(),
                Pending {
                    tx,
                    progress: options.on_progress.clone(),
                },
            );
        }
        // Removes the entry and cancels on the server if the caller stops waiting early.
        let mut guard = PendingGuard {
            shared,
            id: Some(id.clone()),
        };
        let message = Message::Request(Request {
            id: id.clone(),
            method: method.to_string(),
            params,
        });
        if let Err(e) = shared.transport.send(message).await {
            guard.disarm();
            shared.remove_pending(&id);
            return Err(shared.send_error(e));
        }
        let timeout = options
            .timeout
            .unwrap_or(shared.options.request_timeout)
            .min(MAX_REQUEST_TIMEOUT);
        match tokio::time::timeout(timeout, rx).await {
            Ok(Ok(reply)) => {
                guard.disarm();
                reply
            }
            Ok(Err(_)) => {
                guard.disarm();
                Err(ClientError::ConnectionClosed {
                    reason: shared.disconnect_reason(),
                })
            }
            Err(_) => {
                guard.disarm();
                shared.remove_pending(&id);
                shared.send_cancel(id, "timeout").await;
                Err(ClientError::Timeout {
                    method: method.to_string(),
                    timeout,
                })
            }
        }
    }

    fn send_error(&self, e: TransportError) -> ClientError {
        match e {
            TransportError::Closed => ClientError::ConnectionClosed {
                reason: self.disconnect_reason(),
            },
            other => ClientError::Transport(other),
        }
    }
}

struct PendingGuard<'a> {
    shared: &'a Arc<Shared>,
    id: Option<RequestId>,
}

impl PendingGuard<'_> {
    fn disarm(&mut self) {
        self.id = None;
    }
}

impl Drop for PendingGuard<'_> {
    fn drop(&mut self) {
        let Some(id) = self.id.take() else { return };
        // The caller's future was dropped mid-request: forget it and tell the server.
        if self.shared.remove_pending(&id)
            && let Ok(handle) = tokio::runtime::Handle::try_current()
        {
            let shared = self.shared.clone();
            handle.spawn(async move { shared.send_cancel(id, "the caller stopped waiting").await });
        }
    }
}

impl Shared {
    fn remove_pending(&self, id: &RequestId) -> bool {
        self.pending
            .lock()
            .map(|mut p| p.remove(id).is_some())
            .unwrap_or(false)
    }

    async fn send_cancel(&self, id: RequestId, reason: &str) {
        let params = CancelledParams {
            request_id: Some(id),
            reason: Some(reason.into()),
            ..Default::default()
        };
        let note = Message::notification(
            methods::NOTIFICATION_CANCELLED,
            serde_json::to_value(params).ok(),
        );
        // Bounded: a wedged transport must not hold the caller past its timeout for long.
        let _ = tokio::time::timeout(Duration::from_secs(1), self.transport.send(note)).await;
    }

    /// Why the connection ended; a transport that reports itself closed before the
    /// client noticed counts as closed by the transport.
    fn disconnect_reason(&self) -> DisconnectReason {
        self.closed_reason
            .lock()
            .ok()
            .and_then(|r| r.clone())
            .unwrap_or(DisconnectReason::Transport(TransportError::Closed))
    }

    /// Moves to `disconnected` (once) and fails every pending request.
    fn disconnect(&self, reason: DisconnectReason) {
        if let Ok(mut r) = self.closed_reason.lock()
            && r.is_none()
        {
            *r = Some(reason.clone());
        }
        self.state.send_replace(ClientState::Disconnected);
        let drained: Vec<Pending> = match self.pending.lock() {
            Ok(mut p) => p.drain().map(|(_, v)| v).collect(),
            Err(_) => Vec::new(),
        };
        for p in drained {
            let _ = p.tx.send(Err(ClientError::ConnectionClosed {
                reason: reason.clone(),
            }));
        }
    }

    fn abort_server_requests(&self) {
        if let Ok(mut m) = self.server_requests.lock() {
            for (_, h) in m.drain() {
                h.abort();
            }
        }
    }

    fn complete(&self, id: &RequestId, reply: Reply) {
        let entry = self.pending.lock().ok().and_then(|mut p| p.remove(id));
        match entry {
            Some(p) => {
                let _ = p.tx.send(reply);
            }
            // Late (after a timeout), duplicate, or never ours: nothing waits for it.
            None => tracing::debug!(%id, "ignoring a response with an unknown or late id"),
        }
    }
}

async fn read_loop(shared: Arc<Shared>) {
    let reason = loop {
        match shared.transport.receive().await {
            Some(Ok(message)) => dispatch(&shared, message).await,
            // One request's exchange failed (HTTP): fail just that request.
            Some(Err(TransportError::RequestFailed { id, error })) => {
                shared.complete(&id, Err(ClientError::Transport(*error)));
            }
            Some(Err(e)) => break DisconnectReason::Transport(e),
            None => {
                break DisconnectReason::EndOfStream {
                    diagnostics: shared.transport.diagnostics(),
                };
            }
        }
    };
    if *shared.state.borrow() != ClientState::Disconnected {
        tracing::warn!(transport = shared.transport.kind(), %reason, "MCP connection lost");
    }
    shared.disconnect(reason);
    shared.abort_server_requests();
}

async fn dispatch(shared: &Arc<Shared>, message: Message) {
    match message {
        Message::Response(Response { id, result }) => shared.complete(&id, Ok(result)),
        Message::Error(ErrorResponse {
            id: Some(id),
            error,
        }) => shared.complete(
            &id,
            Err(ClientError::Rpc {
                code: error.code,
                message: error.message,
                data: error.data,
            }),
        ),
        Message::Error(ErrorResponse { id: None, error }) => {
            tracing::warn!(code = error.code, message = %error.message, "MCP server sent an error without an id");
        }
        Message::Notification(n) => on_notification(shared, n),
        Message::Request(r) => on_server_request(shared, r).await,
    }
}

fn on_notification(shared: &Arc<Shared>, n: Notification) {
    match n.method.as_str() {
        methods::NOTIFICATION_PROGRESS => {
            if let Some(params) = n.params.clone()
                && let Ok(p) = serde_json::from_value::<ProgressParams>(params)
            {
                let callback = shared
                    .pending
                    .lock()
                    .ok()
                    .and_then(|m| m.get(&p.progress_token).and_then(|e| e.progress.clone()));
                if let Some(cb) = callback {
                    cb(p);
                    return;
                }
            }
        }
        methods::NOTIFICATION_CANCELLED => {
            // The server gave up on one of its requests to us: stop the handler, send
            // no response (as the MCP specification asks).
            if let Some(id) = n
                .params
                .clone()
                .and_then(|p| serde_json::from_value::<CancelledParams>(p).ok())
                .and_then(|c| c.request_id)
                && let Some(h) = shared
                    .server_requests
                    .lock()
                    .ok()
                    .and_then(|mut m| m.remove(&id))
            {
                h.abort();
            }
        }
        // The listen stream's first message: ours, not the caller's.
        methods::NOTIFICATION_SUBSCRIPTIONS_ACKNOWLEDGED => return,
        methods::NOTIFICATION_TOOLS_LIST_CHANGED => shared.forget_list(methods::TOOLS_LIST),
        methods::NOTIFICATION_PROMPTS_LIST_CHANGED => shared.forget_list(methods::PROMPTS_LIST),
        methods::NOTIFICATION_RESOURCES_LIST_CHANGED => {
            shared.forget_list(methods::RESOURCES_LIST);
            shared.forget_list(methods::RESOURCES_TEMPLATES_LIST);
        }
        _ => {}
    }
    if let Some(cb) = &shared.options.on_notification {
        cb(&n);
    }
}

/// Answers from a separate task: the reader must never block on a write (a server
/// that is not reading its stdin would otherwise deadlock both sides).
fn reply_soon(shared: &Arc<Shared>, id: RequestId, outcome: Result<Value, HandlerError>) {
    let shared = shared.clone();
    tokio::spawn(async move { respond(&shared, id, outcome).await });
}

/// The handler that answers the server request (or input request) `method`: the
/// configured sampling handler or sampling policy, roots or elicitation handler; the
/// error to answer with when there is none.
fn handler_for(shared: &Shared, method: &str) -> Result<RequestHandler, HandlerError> {
    match method {
        methods::SAMPLING_CREATE_MESSAGE => {
            if let Some(h) = &shared.options.sampling_handler {
                let h = h.clone();
                Ok(Arc::new(move |p| {
                    let fut = h(p);
                    Box::pin(async move {
                        match fut.await {
                            Ok(v) if v.is_object() => Ok(v),
                            Ok(_) => Err(HandlerError::new(
                                codes::INTERNAL_ERROR,
                                "Invalid sampling handler response",
                            )),
                            Err(e) => Err(e),
                        }
                    })
                }))
            } else if let Some(policy) = &shared.options.sampling_policy {
                let policy = policy.clone();
                Ok(Arc::new(move |p| {
                    let policy = policy.clone();
                    Box::pin(async move {
                        policy
                            .handle(p)
                            .await
                            .map_err(|refusal| HandlerError::sampling_rejected(refusal.to_value()))
                    })
                }))
            } else {
                Err(HandlerError::new(
                    codes::SAMPLING_REFUSED,
                    "Sampling is not enabled",
                ))
            }
        }
        methods::ROOTS_LIST => shared
            .options
            .roots_handler
            .clone()
            .ok_or_else(|| not_found(method)),
        methods::ELICITATION_CREATE => shared
            .options
            .elicitation_handler
            .clone()
            .ok_or_else(|| not_found(method)),
        _ => Err(not_found(method)),
    }
}

fn not_found(method: &str) -> HandlerError {
    HandlerError::new(
        codes::METHOD_NOT_FOUND,
        format!("Method not found: {method}"),
    )
}

async fn on_server_request(shared: &Arc<Shared>, r: Request) {
    let Request { id, method, params } = r;
    let params = params.unwrap_or(Value::Null);
    if method == methods::PING {
        reply_soon(shared, id, Ok(json!({})));
        return;
    }
    let handler = match handler_for(shared, &method) {
        Ok(h) => h,
        Err(e) => {
            reply_soon(shared, id, Err(e));
            return;
        }
    };
    let busy = shared
        .server_requests
        .lock()
        .map(|m| m.len() >= MAX_CONCURRENT_SERVER_REQUESTS)
        .unwrap_or(true);
    if busy {
        reply_soon(
            shared,
            id,
            Err(HandlerError::new(
                codes::INTERNAL_ERROR,
                "too many concurrent requests from the server",
            )),
        );
        return;
    }
    // Handlers may wait for a human (review, elicitation): run them off the reader.
    let task_shared = shared.clone();
    let task_id = id.clone();
    let mut map = shared
        .server_requests
        .lock()
        .unwrap_or_else(|p| p.into_inner());
    let task = tokio::spawn(async move {
        let outcome = handler(params).await;
        let still_wanted = task_shared
            .server_requests
            .lock()
            .map(|mut m| m.remove(&task_id).is_some())
            .unwrap_or(false);
        if still_wanted {
            respond(&task_shared, task_id, outcome).await;
        }
    });
    map.insert(id, task.abort_handle());
}

async fn respond(shared: &Shared, id: RequestId, outcome: Result<Value, HandlerError>) {
    let message = match outcome {
        Ok(result) => Message::Response(Response { id, result }),
        Err(e) => Message::Error(ErrorResponse {
            id: Some(id),
            error: e.into(),
        }),
    };
    if let Err(e) = shared.transport.send(message).await {
        tracing::debug!(error = %e, "could not answer a server request");
    }
}

fn decode_result<T: DeserializeOwned>(method: &str, raw: Value) -> Result<T, ClientError> {
    serde_json::from_value(raw).map_err(|e| ClientError::InvalidResponse {
        method: method.into(),
        message: e.to_string(),
    })
}

/// The roots a static list answers with, as a [`RequestHandler`] for `roots/list`.
///
/// ```
/// use lemon_mcp::client::static_roots;
/// use lemon_mcp::protocol::types::Root;
/// let h = static_roots(vec![Root { uri: "file:///work".into(), ..Default::default() }]);
/// # let _ = h;
/// ```
pub fn static_roots(roots: Vec<Root>) -> RequestHandler {
    let value = json!({ "roots": roots });
    handler_fn(move |_| {
        let value = value.clone();
        async move { Ok(value) }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::sync::{Mutex, mpsc};

    /// An in-process server on the other end of a channel pair.
    struct Pipe {
        to_server: mpsc::UnboundedSender<Message>,
        from_server: Mutex<mpsc::UnboundedReceiver<Message>>,
        /// Whether it claims to carry the stateless wire (as HTTP does).
        stateless: bool,
    }

    impl Transport for Pipe {
        fn send(&self, message: Message) -> BoxFuture<'_, Result<(), TransportError>> {
            Box::pin(async move {
                self.to_server
                    .send(message)
                    .map_err(|_| TransportError::Closed)
            })
        }
        fn receive(&self) -> BoxFuture<'_, Option<Result<Message, TransportError>>> {
            Box::pin(async move { self.from_server.lock().await.recv().await.map(Ok) })
        }
        fn close(&self) -> BoxFuture<'_, Result<(), TransportError>> {
            Box::pin(async move {
                self.from_server.lock().await.close();
                Ok(())
            })
        }
        fn set_stateless(&self, _version: Option<&'static str>) -> bool {
            self.stateless
        }
    }

    fn pipe() -> (
        Pipe,
        mpsc::UnboundedReceiver<Message>,
        mpsc::UnboundedSender<Message>,
    ) {
        let (to_server, server_rx) = mpsc::unbounded_channel();
        let (server_tx, from_server) = mpsc::unbounded_channel();
        (
            Pipe {
                to_server,
                from_server: Mutex::new(from_server),
                stateless: false,
            },
            server_rx,
            server_tx,
        )
    }

    /// Answers initialize with `version`, then runs `rest`.
    async fn serve_init(
        rx: &mut mpsc::UnboundedReceiver<Message>,
        tx: &mpsc::UnboundedSender<Message>,
        version: &str,
    ) -> Value {
        let Some(Message::Request(r)) = rx.recv().await else {
            panic!("expected initialize")
        };
        assert_eq!(r.method, "initialize");
        let params = r.params.clone().unwrap();
        tx.send(Message::response(
            r.id,
            json!({"protocolVersion": version, "capabilities": {"tools": {}}, "serverInfo": {"name": "t", "version": "1"}}),
        ))
        .unwrap();
        let Some(Message::Notification(n)) = rx.recv().await else {
            panic!("expected initialized")
        };
        assert_eq!(n.method, "notifications/initialized");
        params
    }

    #[tokio::test]
    async fn handshake_offers_newest_and_accepts_older_answer() {
        let (t, mut rx, tx) = pipe();
        let server = tokio::spawn(async move {
            let params = serve_init(&mut rx, &tx, "2024-11-05").await;
            (params, rx, tx)
        });
        let client = Client::connect(t, ClientOptions::default()).await.unwrap();
        let (params, _rx, _tx) = server.await.unwrap();
        assert_eq!(params["protocolVersion"], "2025-11-25");
        assert_eq!(
            params["clientInfo"],
            json!({"name": "lemon-mcp", "version": env!("CARGO_PKG_VERSION")})
        );
        assert_eq!(params["capabilities"], json!({}));
        assert_eq!(
            client.protocol_version(),
            Some(ProtocolVersion::V2024_11_05)
        );
        assert_eq!(client.state(), ClientState::Ready);
        assert_eq!(client.server_info().unwrap().name, "t");
    }

    #[tokio::test]
    async fn unsupported_answer_fails_and_disconnects() {
        let (t, mut rx, tx) = pipe();
        tokio::spawn(async move {
            let Some(Message::Request(r)) = rx.recv().await else {
                return;
            };
            let _ = tx.send(Message::response(
                r.id,
                json!({"protocolVersion": "1999-01-01", "capabilities": {}, "serverInfo": {"name": "t", "version": "1"}}),
            ));
            let _ = rx.recv().await;
        });
        let err = Client::connect(t, ClientOptions::default())
            .await
            .unwrap_err();
        assert!(
            matches!(err, ClientError::UnsupportedVersion { ref version } if version == "1999-01-01"),
            "{err}"
        );
    }

    #[tokio::test]
    async fn initialize_error_is_init_failed() {
        let (t, mut rx, tx) = pipe();
        tokio::spawn(async move {
            let Some(Message::Request(r)) = rx.recv().await else {
                return;
            };
            let _ = tx.send(Message::error(
                Some(r.id),
                -32600,
                "Unsupported protocol version: x",
                None,
            ));
            let _ = rx.recv().await;
        });
        let err = Client::connect(t, ClientOptions::default())
            .await
            .unwrap_err();
        assert!(matches!(err, ClientError::InitFailed { .. }), "{err}");
        assert!(
            err.to_string().contains("Unsupported protocol version"),
            "{err}"
        );
    }

    #[tokio::test]
    async fn capabilities_follow_handlers() {
        let mut opts = ClientOptions::default();
        opts.capabilities.sampling = Some(Map::new());
        assert_eq!(
            serde_json::to_value(opts.effective_capabilities()).unwrap(),
            json!({})
        );
        opts.sampling_handler = Some(handler_fn(|_| async { Ok(json!({})) }));
        opts.roots_handler = Some(static_roots(vec![]));
        assert_eq!(
            serde_json::to_value(opts.effective_capabilities()).unwrap(),
            json!({"roots": {}, "sampling": {}})
        );
    }

    #[tokio::test(start_paused = true)]
    async fn timeout_sends_cancelled_and_late_answer_is_ignored() {
        let (t, mut rx, tx) = pipe();
        let server = tokio::spawn(async move {
            serve_init(&mut rx, &tx, "2025-06-18").await;
            let Some(Message::Request(r)) = rx.recv().await else {
                panic!()
            };
            let Some(Message::Notification(n)) = rx.recv().await else {
                panic!()
            };
            // Answer late: must not confuse the client.
            tx.send(Message::response(r.id.clone(), json!({}))).unwrap();
            (r, n, rx, tx)
        });
        let opts = ClientOptions {
            request_timeout: Duration::from_secs(2),
            ..Default::default()
        };
        let client = Client::connect(t, opts).await.unwrap();
        let err = client.request("slow", None).await.unwrap_err();
        assert!(matches!(err, ClientError::Timeout { .. }), "{err}");
        let (r, n, _rx, _tx) = server.await.unwrap();
        assert_eq!(n.method, "notifications/cancelled");
        assert_eq!(n.params.unwrap()["requestId"], json!(r.id));
        assert_eq!(client.state(), ClientState::Ready);
    }

    #[tokio::test]
    async fn ids_are_type_sensitive_and_unknown_ids_ignored() {
        let (t, mut rx, tx) = pipe();
        let server = tokio::spawn(async move {
            serve_init(&mut rx, &tx, "2025-06-18").await;
            let Some(Message::Request(r)) = rx.recv().await else {
                panic!()
            };
            let RequestId::Number(n) = r.id else { panic!() };
            // Same digits as a string: a different id.
            tx.send(Message::response(
                RequestId::String(n.to_string()),
                json!({"wrong": true}),
            ))
            .unwrap();
            tx.send(Message::response(
                RequestId::Number(n + 1000),
                json!({"wrong": true}),
            ))
            .unwrap();
            tx.send(Message::response(r.id.clone(), json!({"right": true})))
                .unwrap();
            tx.send(Message::response(r.id, json!({"duplicate": true})))
                .unwrap();
            (rx, tx)
        });
        let client = Client::connect(t, ClientOptions::default()).await.unwrap();
        let v = client.request("x", None).await.unwrap();
        assert_eq!(v, json!({"right": true}));
        let _keep = server.await.unwrap();
    }

    #[tokio::test]
    async fn server_requests_are_answered() {
        let (t, mut rx, tx) = pipe();
        let server = tokio::spawn(async move {
            serve_init(&mut rx, &tx, "2025-06-18").await;
            let mut answers = HashMap::new();
            for (id, method) in [
                (1, "ping"),
                (2, "roots/list"),
                (3, "elicitation/create"),
                (4, "sampling/createMessage"),
            ] {
                tx.send(Message::request(
                    RequestId::Number(id),
                    method,
                    Some(json!({})),
                ))
                .unwrap();
            }
            for _ in 0..4 {
                match rx.recv().await.unwrap() {
                    Message::Response(r) => answers.insert(r.id, Ok(r.result)),
                    Message::Error(e) => answers.insert(e.id.unwrap(), Err(e.error.code)),
                    other => panic!("{other:?}"),
                };
            }
            answers
        });
        let opts = ClientOptions {
            roots_handler: Some(static_roots(vec![Root {
                uri: "file:///w".into(),
                ..Default::default()
            }])),
            ..Default::default()
        };
        let _client = Client::connect(t, opts).await.unwrap();
        let answers = server.await.unwrap();
        assert_eq!(answers[&RequestId::Number(1)], Ok(json!({})));
        assert_eq!(
            answers[&RequestId::Number(2)],
            Ok(json!({"roots": [{"uri": "file:///w"}]}))
        );
        assert_eq!(answers[&RequestId::Number(3)], Err(-32601));
        assert_eq!(answers[&RequestId::Number(4)], Err(-1));
    }

    #[tokio::test]
    async fn progress_goes_to_the_request_and_notifications_to_the_callback() {
        let (t, mut rx, tx) = pipe();
        let seen = Arc::new(StdMutex::new(Vec::<String>::new()));
        let seen2 = seen.clone();
        let opts = ClientOptions {
            on_notification: Some(Arc::new(move |n: &Notification| {
                seen2.lock().unwrap().push(n.method.clone());
            })),
            ..Default::default()
        };
        let server = tokio::spawn(async move {
            serve_init(&mut rx, &tx, "2025-06-18").await;
            let Some(Message::Request(r)) = rx.recv().await else {
                panic!()
            };
            let token = r.params.as_ref().unwrap()["_meta"]["progressToken"].clone();
            tx.send(Message::notification(
                "notifications/progress",
                Some(json!({"progressToken": token, "progress": 1, "total": 2})),
            ))
            .unwrap();
            tx.send(Message::notification(
                "notifications/tools/list_changed",
                None,
            ))
            .unwrap();
            tx.send(Message::response(r.id, json!({"content": []})))
                .unwrap();
            (rx, tx)
        });
        let client = Client::connect(t, opts).await.unwrap();
        let progress = Arc::new(StdMutex::new(Vec::new()));
        let p2 = progress.clone();
        let ro = RequestOptions {
            timeout: None,
            on_progress: Some(Arc::new(move |p: ProgressParams| {
                p2.lock().unwrap().push(p.progress)
            })),
        };
        let r = client.call_tool_with("t", Value::Null, &ro).await.unwrap();
        assert!(!r.is_error());
        assert_eq!(*progress.lock().unwrap(), vec![1.0]);
        assert_eq!(
            *seen.lock().unwrap(),
            vec!["notifications/tools/list_changed".to_string()]
        );
        let _keep = server.await.unwrap();
    }

    #[tokio::test]
    async fn pagination_follows_cursor_and_stops_on_repeat() {
        let (t, mut rx, tx) = pipe();
        let server = tokio::spawn(async move {
            serve_init(&mut rx, &tx, "2025-06-18").await;
            // First listing: two pages.
            for (cursor, next) in [(None, Some("c1")), (Some("c1"), None)] {
                let Some(Message::Request(r)) = rx.recv().await else {
                    panic!()
                };
                assert_eq!(
                    r.params
                        .as_ref()
                        .unwrap()
                        .get("cursor")
                        .and_then(Value::as_str),
                    cursor
                );
                let name = format!("t{}", cursor.unwrap_or("0"));
                tx.send(Message::response(
                    r.id,
                    json!({"tools": [{"name": name}], "nextCursor": next}),
                ))
                .unwrap();
            }
            // Second listing: a cursor loop.
            loop {
                let Some(Message::Request(r)) = rx.recv().await else {
                    break;
                };
                tx.send(Message::response(
                    r.id,
                    json!({"tools": [], "nextCursor": "same"}),
                ))
                .unwrap();
            }
        });
        let client = Client::connect(t, ClientOptions::default()).await.unwrap();
        let tools = client.list_tools().await.unwrap();
        let names: Vec<_> = tools.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["t0", "tc1"]);
        let err = client.list_tools().await.unwrap_err();
        assert!(matches!(err, ClientError::TooManyPages { .. }), "{err}");
        client.close().await;
        server.abort();
    }

    #[tokio::test]
    async fn close_fails_pending_and_then_not_ready() {
        let (t, mut rx, tx) = pipe();
        let server = tokio::spawn(async move {
            serve_init(&mut rx, &tx, "2025-06-18").await;
            let _ = rx.recv().await;
            (rx, tx)
        });
        let client = Client::connect(t, ClientOptions::default()).await.unwrap();
        let c2 = client.clone();
        let call = tokio::spawn(async move { c2.request("slow", None).await });
        tokio::time::sleep(Duration::from_millis(20)).await;
        client.close().await;
        let err = call.await.unwrap().unwrap_err();
        assert!(matches!(err, ClientError::ConnectionClosed { .. }), "{err}");
        let err = client.list_tools().await.unwrap_err();
        assert!(
            matches!(
                err,
                ClientError::NotReady {
                    state: ClientState::Disconnected
                }
            ),
            "{err}"
        );
        assert!(err.to_string().contains("state: disconnected"));
        client.close().await;
        let _keep = server.await.unwrap();
    }

    /// A pipe whose transport claims the stateless wire.
    fn stateless_pipe() -> (
        Pipe,
        mpsc::UnboundedReceiver<Message>,
        mpsc::UnboundedSender<Message>,
    ) {
        let (mut t, rx, tx) = pipe();
        t.stateless = true;
        (t, rx, tx)
    }

    async fn next_request(rx: &mut mpsc::UnboundedReceiver<Message>) -> Request {
        match rx.recv().await {
            Some(Message::Request(r)) => r,
            other => panic!("expected a request, got {other:?}"),
        }
    }

    /// Answers server/discover; returns its params.
    async fn serve_discover(
        rx: &mut mpsc::UnboundedReceiver<Message>,
        tx: &mpsc::UnboundedSender<Message>,
    ) -> Value {
        let r = next_request(rx).await;
        assert_eq!(r.method, "server/discover");
        tx.send(Message::response(
            r.id,
            json!({"supportedVersions": ["2026-07-28", "2025-11-25"], "capabilities": {"tools": {}},
                   "resultType": "complete", "ttlMs": 0, "cacheScope": "public",
                   "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "s", "version": "1"}}}),
        ))
        .unwrap();
        r.params.unwrap()
    }

    #[tokio::test]
    async fn stateless_requests_describe_themselves_and_answer_input_required() {
        let (t, mut rx, tx) = stateless_pipe();
        let server = tokio::spawn(async move {
            let discover = serve_discover(&mut rx, &tx).await;
            let first = next_request(&mut rx).await;
            assert_eq!(first.method, "tools/call");
            tx.send(Message::response(
                first.id.clone(),
                json!({"resultType": "input_required", "requestState": " opaque== ",
                       "inputRequests": {"who": {"method": "elicitation/create",
                           "params": {"message": "name?", "requestedSchema": {"type": "object"}}}}}),
            ))
            .unwrap();
            let retry = next_request(&mut rx).await;
            tx.send(Message::response(
                retry.id.clone(),
                json!({"content": [{"type": "text", "text": "done"}]}),
            ))
            .unwrap();
            (discover, first, retry, rx, tx)
        });
        let opts = ClientOptions {
            elicitation_handler: Some(handler_fn(|p: Value| async move {
                Ok(json!({"action": "accept", "content": {"asked": p["message"]}}))
            })),
            ..Default::default()
        };
        let client = Client::connect(t, opts).await.unwrap();
        assert_eq!(client.wire(), Some(Wire::Stateless));
        assert_eq!(client.server_info().unwrap().name, "s");
        assert_eq!(client.protocol_version(), None);
        let result = client.call_tool("t", json!({"x": 1})).await.unwrap();
        assert_eq!(result.content[0].as_text(), Some("done"));
        let (discover, first, retry, _rx, _tx) = server.await.unwrap();
        let meta = &discover["_meta"];
        assert_eq!(
            meta["io.modelcontextprotocol/protocolVersion"],
            "2026-07-28"
        );
        assert_eq!(
            meta["io.modelcontextprotocol/clientCapabilities"],
            json!({"elicitation": {}})
        );
        assert_eq!(
            meta["io.modelcontextprotocol/clientInfo"]["name"],
            "lemon-mcp"
        );
        let p = first.params.unwrap();
        assert_eq!(
            p["_meta"]["io.modelcontextprotocol/protocolVersion"],
            "2026-07-28"
        );
        assert!(p.get("requestState").is_none() && p.get("inputResponses").is_none());
        assert_ne!(first.id, retry.id);
        let p = retry.params.unwrap();
        assert_eq!(p["requestState"], " opaque== ");
        assert_eq!(p["arguments"], json!({"x": 1}));
        assert_eq!(
            p["inputResponses"]["who"],
            json!({"action": "accept", "content": {"asked": "name?"}})
        );
        assert_eq!(
            p["_meta"]["io.modelcontextprotocol/protocolVersion"],
            "2026-07-28"
        );
    }

    #[tokio::test]
    async fn input_required_is_bounded_and_needs_a_handler() {
        let (t, mut rx, tx) = stateless_pipe();
        let server = tokio::spawn(async move {
            serve_discover(&mut rx, &tx).await;
            // Sampling asked of a client without sampling: the call fails, typed.
            let r = next_request(&mut rx).await;
            tx.send(Message::response(
                r.id,
                json!({"resultType": "input_required", "inputRequests": {"s": {"method": "sampling/createMessage",
                    "params": {"messages": [], "maxTokens": 5}}}}),
            ))
            .unwrap();
            // A server that never stops asking.
            let mut seen = 0;
            while let Some(Message::Request(r)) = rx.recv().await {
                seen += 1;
                assert!(r.params.as_ref().unwrap().get("inputResponses").is_none());
                tx.send(Message::response(
                    r.id,
                    json!({"resultType": "input_required", "requestState": "again"}),
                ))
                .unwrap();
            }
            seen
        });
        let client = Client::connect(t, ClientOptions::default()).await.unwrap();
        let err = client.call_tool("t", Value::Null).await.unwrap_err();
        assert!(
            matches!(err, ClientError::InputRequestFailed { ref input_method, code: -1, .. } if input_method == "sampling/createMessage"),
            "{err}"
        );
        let err = client.call_tool("t", Value::Null).await.unwrap_err();
        assert!(
            matches!(
                err,
                ClientError::TooManyInputRounds {
                    rounds: MAX_INPUT_ROUNDS,
                    ..
                }
            ),
            "{err}"
        );
        client.close().await;
        drop(client);
        assert_eq!(server.await.unwrap(), MAX_INPUT_ROUNDS + 1);
    }

    #[tokio::test]
    async fn auto_falls_back_to_initialize_and_pins_hold() {
        let (t, mut rx, tx) = stateless_pipe();
        let server = tokio::spawn(async move {
            let r = next_request(&mut rx).await;
            assert_eq!(r.method, "server/discover");
            tx.send(Message::error(Some(r.id), -32601, "Method not found", None))
                .unwrap();
            serve_init(&mut rx, &tx, "2025-11-25").await;
            (rx, tx)
        });
        let client = Client::connect(t, ClientOptions::default()).await.unwrap();
        assert_eq!(
            client.wire(),
            Some(Wire::Handshake(ProtocolVersion::V2025_11_25))
        );
        let _keep = server.await.unwrap();

        // Pinned to the handshake: no probe.
        let (t, mut rx, tx) = stateless_pipe();
        let server = tokio::spawn(async move {
            serve_init(&mut rx, &tx, "2025-06-18").await;
            (rx, tx)
        });
        let opts = ClientOptions {
            wire: WireMode::Handshake,
            ..Default::default()
        };
        Client::connect(t, opts).await.unwrap();
        let _keep = server.await.unwrap();

        // Pinned to stateless: a server without it fails the connect, and so does a
        // transport without it.
        let (t, mut rx, tx) = stateless_pipe();
        tokio::spawn(async move {
            let r = next_request(&mut rx).await;
            tx.send(Message::error(Some(r.id), -32601, "Method not found", None))
                .unwrap();
            let _ = rx.recv().await;
        });
        let stateless = ClientOptions {
            wire: WireMode::Stateless,
            ..Default::default()
        };
        let err = Client::connect(t, stateless.clone()).await.unwrap_err();
        assert!(matches!(err, ClientError::InitFailed { .. }), "{err}");
        let (t, _rx, _tx) = pipe();
        let err = Client::connect(t, stateless).await.unwrap_err();
        assert!(
            matches!(err, ClientError::StatelessUnsupported { .. }),
            "{err}"
        );
    }

    #[tokio::test(start_paused = true)]
    async fn lists_are_served_from_cache_until_ttl_passes() {
        let (t, mut rx, tx) = stateless_pipe();
        let server = tokio::spawn(async move {
            serve_discover(&mut rx, &tx).await;
            let mut lists = 0;
            while let Some(Message::Request(r)) = rx.recv().await {
                lists += 1;
                let name = format!("t{lists}");
                tx.send(Message::response(
                    r.id,
                    json!({"tools": [{"name": name}], "ttlMs": 1000, "cacheScope": "private"}),
                ))
                .unwrap();
            }
            lists
        });
        let client = Client::connect(t, ClientOptions::default()).await.unwrap();
        let names = |tools: Vec<Tool>| tools.into_iter().map(|t| t.name).collect::<Vec<_>>();
        assert_eq!(names(client.list_tools().await.unwrap()), ["t1"]);
        tokio::time::advance(Duration::from_millis(900)).await;
        assert_eq!(names(client.list_tools().await.unwrap()), ["t1"]);
        tokio::time::advance(Duration::from_millis(200)).await;
        assert_eq!(names(client.list_tools().await.unwrap()), ["t2"]);
        // A list_changed notification drops the cached list at once.
        client.inner.shared.forget_list(methods::TOOLS_LIST);
        assert_eq!(names(client.list_tools().await.unwrap()), ["t3"]);
        client.close().await;
        drop(client);
        assert_eq!(server.await.unwrap(), 3);
    }

    #[tokio::test]
    async fn listen_stream_feeds_the_notification_callback() {
        let (t, mut rx, tx) = stateless_pipe();
        let seen = Arc::new(StdMutex::new(Vec::<String>::new()));
        let seen2 = seen.clone();
        let opts = ClientOptions {
            on_notification: Some(Arc::new(move |n: &Notification| {
                seen2.lock().unwrap().push(n.method.clone());
            })),
            ..Default::default()
        };
        let server = tokio::spawn(async move {
            let r = next_request(&mut rx).await;
            tx.send(Message::response(
                r.id,
                json!({"supportedVersions": ["2026-07-28"], "capabilities": {"tools": {"listChanged": true}},
                       "ttlMs": 0, "cacheScope": "public"}),
            ))
            .unwrap();
            let listen = next_request(&mut rx).await;
            tx.send(Message::notification(
                "notifications/subscriptions/acknowledged",
                Some(json!({"notifications": {"toolsListChanged": true}})),
            ))
            .unwrap();
            tx.send(Message::notification(
                "notifications/tools/list_changed",
                None,
            ))
            .unwrap();
            // A subscription reopens the stream with the URI.
            let again = next_request(&mut rx).await;
            (listen, again, rx, tx)
        });
        let client = Client::connect(t, opts).await.unwrap();
        // Subscribe only once the first stream delivered (bounded wait).
        for _ in 0..200 {
            if !seen.lock().unwrap().is_empty() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        client.subscribe("test://watched").await.unwrap();
        let (listen, again, _rx, _tx) = server.await.unwrap();
        assert_eq!(listen.method, "subscriptions/listen");
        let p = listen.params.unwrap();
        assert_eq!(p["notifications"], json!({"toolsListChanged": true}));
        assert_eq!(
            p["_meta"]["io.modelcontextprotocol/protocolVersion"],
            "2026-07-28"
        );
        assert_eq!(again.method, "subscriptions/listen");
        assert_eq!(
            again.params.unwrap()["notifications"]["resourceSubscriptions"],
            json!(["test://watched"])
        );
        assert_eq!(
            *seen.lock().unwrap(),
            vec!["notifications/tools/list_changed".to_string()]
        );
        client.close().await;
    }
}
