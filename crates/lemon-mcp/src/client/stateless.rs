//! The client half of the 2026-07-28 stateless wire: choosing the wire
//! ([`WireMode`]: probe `server/discover`, fall back to `initialize`), the per-request
//! `_meta`, answering an `InputRequiredResult` through the same handlers (and sampling
//! policy) that answer server requests on the handshake wire, caching lists by their
//! hints (`ttlMs`, `cacheScope`), and the `subscriptions/listen` stream whose
//! notifications reach the same callback as the handshake wire's.
//!
//! The protocol types are [`crate::protocol::stateless`]'s; the HTTP specifics (headers,
//! no session, errors in 4xx bodies) live in the transport (`Transport::set_stateless`).

use std::any::Any;
use std::collections::BTreeSet;
use std::sync::{Arc, Mutex as StdMutex};
use std::time::Duration;

use serde_json::{Map, Value, json};
use tokio::task::AbortHandle;
use tokio::time::Instant;

use super::transport::{Transport, TransportError};
use super::{Client, ClientError, ClientState, RequestOptions, Shared, decode_result, handler_for};
use crate::client::http::HttpError;
use crate::protocol::jsonrpc::HandlerError;
use crate::protocol::methods;
use crate::protocol::stateless::{
    self as wire, CacheHints, CacheScope, DiscoverResult, InputRequest, InputRequiredResult,
    InputResponses, InputRetry, RequestMeta, SubscriptionFilter, SubscriptionsListenParams,
    UnsupportedVersionData, VERSION, codes,
};
use crate::protocol::types::{Implementation, InitializeResult, LoggingLevel, Tool};
use crate::protocol::version::ProtocolVersion;

/// Rounds of `InputRequiredResult` one request may go through before the client gives
/// up with [`ClientError::TooManyInputRounds`].
pub const MAX_INPUT_ROUNDS: usize = 8;
/// Input requests answered in one round, at most.
const MAX_INPUT_REQUESTS: usize = 32;
/// Longest pause between two reopenings of the listen stream.
const MAX_LISTEN_BACKOFF: Duration = Duration::from_secs(30);

/// Which wire a client speaks (like the Python SDK's `mode`).
///
/// ```
/// use lemon_mcp::client::{ClientOptions, WireMode};
/// let pinned = ClientOptions { wire: WireMode::Stateless, ..ClientOptions::default() };
/// assert_eq!(ClientOptions::default().wire, WireMode::Auto);
/// # let _ = pinned;
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum WireMode {
    /// Probe `server/discover` (stateless, 2026-07-28) and fall back to the
    /// `initialize` handshake when the server does not speak it. Over stdio a server
    /// that does not answer the probe within
    /// [`STDIO_PROBE_WAIT`](crate::client::stdio::STDIO_PROBE_WAIT) is taken for a
    /// handshake-era one and the handshake runs on the same pipe. Over a transport
    /// without the stateless wire, or with
    /// [`protocol_version`](crate::client::ClientOptions::protocol_version) pinned, the
    /// handshake runs at once.
    #[default]
    Auto,
    /// Only the `initialize` handshake (2024-11-05 to 2025-11-25).
    Handshake,
    /// Only the stateless wire (Streamable HTTP or stdio); a server without it fails the
    /// connect.
    Stateless,
}

/// The wire a connected client speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wire {
    /// The `initialize` handshake at this version.
    Handshake(ProtocolVersion),
    /// The 2026-07-28 stateless wire.
    Stateless,
}

/// What the stateless wire keeps after `server/discover`.
pub(super) struct StatelessState {
    /// The discover answer as an `initialize` result, for the accessors both wires share.
    pub(super) init: InitializeResult,
    pub(super) discover: DiscoverResult,
    /// The `_meta` members every request carries.
    meta: Map<String, Value>,
    log_level: StdMutex<Option<LoggingLevel>>,
}

impl StatelessState {
    /// Adds this client's `_meta` to a request's params (an object is made if needed).
    pub(super) fn stamp(&self, params: &mut Value) {
        if !params.is_object() {
            *params = json!({});
        }
        let Value::Object(object) = params else {
            return;
        };
        let entry = object.entry("_meta").or_insert_with(|| json!({}));
        if !entry.is_object() {
            *entry = json!({});
        }
        if let Value::Object(meta) = entry {
            for (k, v) in &self.meta {
                meta.insert(k.clone(), v.clone());
            }
            let level = *self.log_level.lock().unwrap_or_else(|p| p.into_inner());
            if let Some(level) = level
                && let Ok(v) = serde_json::to_value(level)
            {
                meta.insert(wire::META_LOG_LEVEL.into(), v);
            }
        }
    }

    pub(super) fn set_log_level(&self, level: LoggingLevel) {
        *self.log_level.lock().unwrap_or_else(|p| p.into_inner()) = Some(level);
    }
}

/// One cached list.
pub(super) struct CachedList {
    expires: Instant,
    scope: CacheScope,
    items: Arc<dyn Any + Send + Sync>,
}

/// The caching hints of a list's pages so far: the smallest `ttlMs`, and `private` if
/// any page said so.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct PageHints {
    ttl_ms: Option<u64>,
    private: bool,
}

impl PageHints {
    /// These hints with one more page; `None` when the page has none (nothing cached).
    pub(super) fn with_page(self, raw: &Value) -> Option<PageHints> {
        let h = CacheHints::from_result(raw)?;
        Some(PageHints {
            ttl_ms: Some(self.ttl_ms.map_or(h.ttl_ms, |t| t.min(h.ttl_ms))),
            private: self.private || h.cache_scope == CacheScope::Private,
        })
    }
}

/// The listen stream's state.
#[derive(Default)]
pub(super) struct Listen {
    uris: BTreeSet<String>,
    task: Option<AbortHandle>,
}

impl Shared {
    /// A fresh cached copy of the list `method`, if there is one.
    ///
    /// The cache lives in this one client, that is one connection with one set of
    /// credentials: a `private` list (one authorization context) is never served to
    /// another client, and a `public` one is not shared either (there is no cache across
    /// clients), so both scopes are honoured.
    pub(super) fn cached_list<T: Clone + Send + Sync + 'static>(
        &self,
        method: &'static str,
    ) -> Option<Vec<T>> {
        let mut cache = self.list_cache.lock().unwrap_or_else(|p| p.into_inner());
        let entry = cache.get(method)?;
        if Instant::now() >= entry.expires {
            cache.remove(method);
            return None;
        }
        tracing::trace!(method, scope = ?entry.scope, "list served from cache");
        entry.items.downcast_ref::<Vec<T>>().cloned()
    }

    /// Keeps a list for its `ttlMs` (a zero or absent `ttlMs` keeps nothing).
    pub(super) fn cache_list<T: Clone + Send + Sync + 'static>(
        &self,
        method: &'static str,
        hints: PageHints,
        items: &[T],
    ) {
        let Some(ttl) = hints.ttl_ms.filter(|t| *t > 0) else {
            return;
        };
        // A day at most: a server's huge ttlMs must not pin a stale list for ever.
        let ttl = Duration::from_millis(ttl).min(Duration::from_secs(86_400));
        let scope = if hints.private {
            CacheScope::Private
        } else {
            CacheScope::Public
        };
        self.list_cache
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(
                method,
                CachedList {
                    expires: Instant::now() + ttl,
                    scope,
                    items: Arc::new(items.to_vec()),
                },
            );
    }

    /// Drops the cached list `method` (its `list_changed` notification arrived).
    pub(super) fn forget_list(&self, method: &'static str) {
        self.list_cache
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(method);
    }

    /// Adds (`add`) or removes a resource URI of the listen stream and reopens it.
    pub(super) fn listen_for(self: &Arc<Self>, uri: &str, add: bool) {
        {
            let mut l = self.listen.lock().unwrap_or_else(|p| p.into_inner());
            let changed = if add {
                l.uris.insert(uri.to_string())
            } else {
                l.uris.remove(uri)
            };
            if !changed {
                return;
            }
        }
        self.start_listen(true);
    }

    /// Stops the listen stream.
    pub(super) fn stop_listen(&self) {
        if let Some(h) = self
            .listen
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .task
            .take()
        {
            h.abort();
        }
    }

    /// Opens (or reopens) `subscriptions/listen` for the notifications the server
    /// offers and the subscribed URIs, when someone listens (`on_notification`, or
    /// `subscribed` after a subscribe). Reopened after a drop with a bounded backoff.
    pub(super) fn start_listen(self: &Arc<Self>, subscribed: bool) {
        let Some(st) = self.stateless.get() else {
            return;
        };
        if self.options.on_notification.is_none() && !subscribed {
            return;
        }
        let caps = &st.discover.capabilities;
        let flag = |on: bool| on.then_some(true);
        let mut listen = self.listen.lock().unwrap_or_else(|p| p.into_inner());
        let filter = SubscriptionFilter {
            tools_list_changed: flag(
                caps.tools.as_ref().and_then(|t| t.list_changed) == Some(true),
            ),
            prompts_list_changed: flag(
                caps.prompts.as_ref().and_then(|t| t.list_changed) == Some(true),
            ),
            resources_list_changed: flag(
                caps.resources.as_ref().and_then(|t| t.list_changed) == Some(true),
            ),
            resource_subscriptions: (!listen.uris.is_empty())
                .then(|| listen.uris.iter().cloned().collect()),
            extra: Default::default(),
        };
        if let Some(old) = listen.task.take() {
            old.abort();
        }
        if filter == SubscriptionFilter::default() {
            return;
        }
        let params = serde_json::to_value(SubscriptionsListenParams {
            notifications: filter,
            extra: Default::default(),
        })
        .ok();
        let shared = Arc::clone(self);
        let task = tokio::spawn(async move {
            let mut delay = Duration::from_secs(1);
            let options = RequestOptions {
                timeout: Some(super::MAX_REQUEST_TIMEOUT),
                on_progress: None,
            };
            loop {
                let started = Instant::now();
                let outcome = shared
                    .send_request(methods::SUBSCRIPTIONS_LISTEN, params.clone(), &options)
                    .await;
                if *shared.state.borrow() == ClientState::Disconnected {
                    return;
                }
                if let Err(ClientError::Rpc { code, message, .. }) = &outcome {
                    tracing::warn!(code, %message, "the server refused subscriptions/listen");
                    return;
                }
                if started.elapsed() > MAX_LISTEN_BACKOFF {
                    delay = Duration::from_secs(1);
                }
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(MAX_LISTEN_BACKOFF);
            }
        });
        listen.task = Some(task.abort_handle());
    }
}

/// Whether a failed `server/discover` means "this server has no stateless wire" (so
/// auto mode runs the handshake) rather than a failure the handshake would share: it
/// does unless the failure is authorization, a timeout, a connection that could not be
/// made or was lost.
fn falls_back(e: &ClientError) -> bool {
    match e {
        ClientError::Transport(t) => {
            let t = match t {
                TransportError::RequestFailed { error, .. } => error,
                other => other,
            };
            !matches!(
                t,
                TransportError::Closed
                    | TransportError::Http(
                        HttpError::AuthRequired { .. }
                            | HttpError::Auth { .. }
                            | HttpError::OAuth { .. }
                            | HttpError::Timeout { .. }
                            | HttpError::Request { .. }
                            | HttpError::Closed { .. }
                    )
            )
        }
        ClientError::Timeout { .. }
        | ClientError::ConnectionClosed { .. }
        | ClientError::NotReady { .. } => false,
        _ => true,
    }
}

/// The tools whose `x-mcp-header` annotations are valid; their annotations go to the
/// transport. The others are left out with a warning (a client must not call them).
pub(super) fn keep_valid_tools(transport: &dyn Transport, tools: Vec<Tool>) -> Vec<Tool> {
    let mut headers = Vec::new();
    let mut kept = Vec::with_capacity(tools.len());
    for tool in tools {
        match wire::param_headers(&tool.input_schema) {
            Ok(h) => {
                if !h.is_empty() {
                    headers.push((tool.name.clone(), h));
                }
                kept.push(tool);
            }
            Err(e) => {
                tracing::warn!(tool = %tool.name.escape_debug(), error = %e, "leaving out a tool with invalid x-mcp-header annotations");
            }
        }
    }
    transport.set_tool_param_headers(headers);
    kept
}

impl Client {
    /// Connects on the wire the options ask for (see [`WireMode`]).
    pub(super) async fn establish(&self) -> Result<(), ClientError> {
        let shared = &self.inner.shared;
        // As in the handshake: a transport failure (401, refused connection) stays what
        // it is, anything else is a failed initialization.
        let init_failed = |cause: ClientError| match cause {
            e @ ClientError::Transport(_) => e,
            other => ClientError::InitFailed {
                cause: Box::new(other),
                diagnostics: None,
            },
        };
        match shared.options.wire {
            WireMode::Handshake => self.handshake().await,
            WireMode::Stateless => {
                if !shared.transport.set_stateless(Some(VERSION)) {
                    return Err(ClientError::StatelessUnsupported {
                        transport: shared.transport.kind(),
                    });
                }
                self.discover(None).await.map_err(init_failed)
            }
            WireMode::Auto => {
                // A pinned handshake version pins the handshake.
                if shared.options.protocol_version.is_some()
                    || !shared.transport.probes_stateless()
                    || !shared.transport.set_stateless(Some(VERSION))
                {
                    return self.handshake().await;
                }
                let wait = shared.transport.stateless_probe_wait();
                match self.discover(wait).await {
                    Ok(()) => Ok(()),
                    // Silence within the transport's probe wait says "handshake era".
                    Err(ClientError::Timeout { .. }) if wait.is_some() => {
                        tracing::debug!(
                            "no answer to server/discover; running the initialize handshake"
                        );
                        shared.transport.set_stateless(None);
                        self.handshake().await
                    }
                    Err(e) if falls_back(&e) => {
                        tracing::debug!(error = %e, "no stateless wire; running the initialize handshake");
                        shared.transport.set_stateless(None);
                        self.handshake().await
                    }
                    Err(e) => Err(init_failed(e)),
                }
            }
        }
    }

    /// `server/discover` (with one retry when the server names another version it
    /// speaks), then `ready` on the stateless wire; each attempt waits `wait` when
    /// given and shorter than the initialization timeout.
    async fn discover(&self, wait: Option<Duration>) -> Result<(), ClientError> {
        let shared = &self.inner.shared;
        let meta = RequestMeta::new(
            VERSION,
            shared.options.effective_capabilities(),
            Some(shared.options.client_info.clone()),
        );
        let mut params = json!({});
        meta.insert_into(&mut params);
        let meta = match params.get("_meta") {
            Some(Value::Object(m)) => m.clone(),
            _ => Map::new(),
        };
        let options = RequestOptions {
            timeout: Some(wait.map_or(shared.options.init_timeout, |w| {
                w.min(shared.options.init_timeout)
            })),
            on_progress: None,
        };
        let mut retried = false;
        let raw = loop {
            match shared
                .send_request(methods::SERVER_DISCOVER, Some(params.clone()), &options)
                .await
            {
                Err(ClientError::Rpc {
                    code: codes::UNSUPPORTED_PROTOCOL_VERSION,
                    data,
                    message,
                }) if !retried => {
                    // The server names what it speaks: retry if ours is among them.
                    let supported = data
                        .and_then(|d| serde_json::from_value::<UnsupportedVersionData>(d).ok())
                        .map(|d| d.supported)
                        .unwrap_or_default();
                    if !supported.iter().any(|v| v == VERSION) {
                        return Err(ClientError::Rpc {
                            code: codes::UNSUPPORTED_PROTOCOL_VERSION,
                            message,
                            data: Some(json!({ "supported": supported })),
                        });
                    }
                    retried = true;
                }
                other => break other?,
            }
        };
        let discover: DiscoverResult = decode_result(methods::SERVER_DISCOVER, raw)?;
        if !discover.supported_versions.iter().any(|v| v == VERSION) {
            return Err(ClientError::UnsupportedVersion {
                version: discover.supported_versions.join(", "),
            });
        }
        // serverInfo rides in `_meta`; some servers put it beside the result instead.
        let server_info = discover
            .server_info()
            .or_else(|| {
                discover
                    .extra
                    .get("serverInfo")
                    .and_then(|v| serde_json::from_value::<Implementation>(v.clone()).ok())
            })
            .unwrap_or_default();
        let init = InitializeResult {
            protocol_version: VERSION.into(),
            capabilities: discover.capabilities.clone(),
            server_info,
            instructions: discover.instructions.clone(),
            extra: Default::default(),
        };
        let _ = shared.stateless.set(StatelessState {
            init,
            discover,
            meta,
            log_level: StdMutex::new(None),
        });
        shared.state.send_if_modified(|s| {
            if *s == ClientState::Initializing {
                *s = ClientState::Ready;
                true
            } else {
                false
            }
        });
        self.ensure_ready()?;
        shared.start_listen(false);
        Ok(())
    }

    /// The wire this client speaks, once connected.
    ///
    /// ```no_run
    /// # async fn demo(client: lemon_mcp::client::Client) {
    /// use lemon_mcp::client::Wire;
    /// if client.wire() == Some(Wire::Stateless) {
    ///     println!("no session: every request describes itself");
    /// }
    /// # }
    /// ```
    pub fn wire(&self) -> Option<Wire> {
        let shared = &self.inner.shared;
        if shared.stateless.get().is_some() {
            return Some(Wire::Stateless);
        }
        shared.init.get().map(|(_, v)| Wire::Handshake(*v))
    }

    /// The `server/discover` answer, on the stateless wire.
    pub fn discover_result(&self) -> Option<&DiscoverResult> {
        self.inner.shared.stateless.get().map(|s| &s.discover)
    }

    /// Answers `InputRequiredResult`s until the request completes: each input request
    /// goes to the handler that would have answered it as a server request, then the
    /// request is sent again (a new id) with the answers and the opaque `requestState`,
    /// at most [`MAX_INPUT_ROUNDS`] times.
    pub(super) async fn answer_input_required(
        &self,
        method: &str,
        params: Option<Value>,
        mut raw: Value,
        options: &RequestOptions,
    ) -> Result<Value, ClientError> {
        for _ in 0..MAX_INPUT_ROUNDS {
            if !InputRequiredResult::is_input_required(&raw) {
                return Ok(raw);
            }
            let asked: InputRequiredResult = decode_result(method, raw)?;
            let requests = asked.input_requests;
            if requests
                .as_ref()
                .is_some_and(|r| r.len() > MAX_INPUT_REQUESTS)
            {
                return Err(ClientError::InvalidResponse {
                    method: method.into(),
                    message: format!("more than {MAX_INPUT_REQUESTS} input requests in one result"),
                });
            }
            let mut responses = InputResponses::new();
            let asked_any = requests.is_some();
            for (key, request) in requests.into_iter().flatten() {
                let answer = self.answer_input(method, &key, request).await?;
                responses.insert(key, answer);
            }
            let retry = InputRetry {
                input_responses: asked_any.then_some(responses),
                request_state: asked.request_state,
            };
            let mut again = params.clone().unwrap_or_else(|| json!({}));
            retry.insert_into(&mut again);
            raw = self.send_request(method, Some(again), options).await?;
        }
        if InputRequiredResult::is_input_required(&raw) {
            return Err(ClientError::TooManyInputRounds {
                method: method.into(),
                rounds: MAX_INPUT_ROUNDS,
            });
        }
        Ok(raw)
    }

    async fn answer_input(
        &self,
        method: &str,
        key: &str,
        request: InputRequest,
    ) -> Result<Value, ClientError> {
        let input_method = request.method().to_string();
        let failed = |e: HandlerError| ClientError::InputRequestFailed {
            method: method.into(),
            key: key.into(),
            input_method: input_method.clone(),
            code: e.0.code,
            message: e.0.message,
        };
        let params = serde_json::to_value(&request)
            .ok()
            .and_then(|mut v| v.get_mut("params").map(Value::take))
            .unwrap_or(Value::Null);
        let handler = handler_for(&self.inner.shared, &input_method).map_err(failed)?;
        handler(params).await.map_err(failed)
    }
}
