//! The transport-independent protocol core of one client connection (a stdio pipe or
//! one Streamable HTTP session): lifecycle gating, version negotiation, parameter
//! validation with the MCP specification's exact texts, cancellation, and the correlation of
//! server→client requests with the client's answers.
//!
//! A transport decodes a message, hands it to `Session::handle_request` (or the
//! notification/response entry points) together with an `Outlet` for messages that
//! belong to that request (progress, logs, sampling), and writes the returned response.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU8, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use futures::FutureExt;
use futures::future::BoxFuture;
use serde::Serialize;
use serde_json::{Map, Value};
use tokio::sync::{mpsc, oneshot};
use tokio_util::sync::CancellationToken;

use super::context::{RequestContext, SessionHandle, level_from_u8};
use super::errors;
use super::event_stream::EventStream;
use super::notify::Note;
use super::options::ServerOptions;
use crate::protocol::jsonrpc::{ErrorObject, JSONRPC_VERSION, Message, Request, RequestId, codes};
use crate::protocol::methods;
use crate::protocol::types::{
    CancelledParams, Implementation, InitializeResult, LoggingLevel, ServerCapabilities,
};
use crate::protocol::version::{ProtocolVersion, server_negotiate};

/// The handler as the core sees it: JSON in, JSON out. [`super::ServerHandler`]
/// implementations are adapted to this by [`super::handler`].
pub(crate) trait Dispatch: Send + Sync + 'static {
    /// `serverInfo` of the initialize result.
    fn server_info(&self) -> Implementation;
    /// `capabilities` of the initialize result.
    fn capabilities(&self) -> ServerCapabilities;
    /// `instructions` of the initialize result.
    fn instructions(&self) -> Option<String>;
    /// Answers one request (already validated and past the lifecycle gate).
    fn request(
        &self,
        method: &str,
        params: Value,
        ctx: RequestContext,
    ) -> BoxFuture<'static, Result<Value, ErrorObject>>;
    /// The `inputSchema` of one tool (`ServerHandler::tool_input_schema`).
    fn tool_input_schema(
        &self,
        name: String,
        ctx: RequestContext,
    ) -> BoxFuture<'static, Option<Value>>;
    /// Receives a notification the core does not consume itself.
    fn notification(&self, method: &str, params: Value, session: SessionHandle);
}

/// A message on its way to the client, already encoded as one line of JSON.
#[derive(Debug)]
pub(crate) enum Outgoing {
    /// Belongs to a request that is still running (progress, log, a server request).
    Related(String),
    /// The response that ends a request.
    Final(String),
    /// A request ended without a response (the client cancelled it).
    Nothing,
    /// Streamable HTTP: end this request's SSE response now; the client reconnects
    /// with `Last-Event-ID` after the given delay (SEP-1699).
    CloseStream(std::time::Duration),
}

/// Where messages for the client go.
#[derive(Clone)]
pub(crate) enum Outlet {
    /// An ordered channel: the stdio writer, or an HTTP POST's response collector.
    Channel(mpsc::Sender<Outgoing>),
    /// A resumable SSE stream (the session's standalone GET stream).
    Stream(Arc<EventStream>),
    /// A channel that can be replaced: a stateless request's handler kept across an
    /// input round trip sends to the retry's response once it arrives.
    Relay(Arc<Mutex<mpsc::Sender<Outgoing>>>),
}

impl Outlet {
    /// Sends; fails only when the receiving side is gone.
    pub(crate) async fn send(&self, msg: Outgoing) -> Result<(), ()> {
        match self {
            Outlet::Channel(tx) => tx.send(msg).await.map_err(|_| ()),
            Outlet::Stream(stream) => match msg {
                Outgoing::Related(t) | Outgoing::Final(t) => stream.push(t).map_err(|_| ()),
                Outgoing::Nothing | Outgoing::CloseStream(_) => Ok(()),
            },
            Outlet::Relay(relay) => {
                let tx = lock(relay).clone();
                tx.send(msg).await.map_err(|_| ())
            }
        }
    }
}

/// The state the transports share for one server: the handler and the settings.
pub(crate) struct Shared {
    pub(crate) dispatch: Arc<dyn Dispatch>,
    pub(crate) options: ServerOptions,
}

struct Negotiated {
    version: ProtocolVersion,
    client_info: Value,
    client_capabilities: Value,
}

/// One client connection's protocol state.
pub struct Session {
    pub(crate) shared: Arc<Shared>,
    /// The `Mcp-Session-Id` (HTTP only).
    pub(crate) id: Option<Arc<str>>,
    negotiated: Mutex<Option<Negotiated>>,
    initialized: AtomicBool,
    log_level: AtomicU8,
    next_request_id: AtomicI64,
    pending: Mutex<HashMap<RequestId, oneshot::Sender<Result<Value, ErrorObject>>>>,
    in_flight: Mutex<HashMap<RequestId, CancellationToken>>,
    subscriptions: Mutex<HashSet<String>>,
    /// Messages that belong to no request.
    pub(crate) standalone: Outlet,
    /// Cancelled when the session ends; every request's token is a child of it.
    pub(crate) closed: CancellationToken,
    last_active: Mutex<Instant>,
    /// Set on a stateless (2026-07-28) request's session: server→client requests become
    /// input requests of an `InputRequiredResult`.
    pub(crate) mrtr: std::sync::OnceLock<Arc<Mrtr>>,
}

/// The input-required state of one stateless request (SEP-2322). A handler that asks the
/// client for something is answered from the retry's `inputResponses` (and the answers of
/// earlier rounds, carried signed in `requestState`); an unanswered ask parks the handler,
/// which is then dropped and the request answered with an `InputRequiredResult`, unless
/// the handler asked to be kept ([`Mrtr::keep`]): then it stays parked (see
/// `super::park`) and the retry's answers are delivered to the asks it waits in.
pub(crate) struct Mrtr {
    answers: Mutex<std::collections::BTreeMap<String, Value>>,
    asked: Mutex<std::collections::BTreeMap<String, Value>>,
    next: std::sync::atomic::AtomicUsize,
    pub(crate) needed: tokio::sync::Notify,
    /// Set by the handler: keep it across the round trip instead of running it again.
    keep: AtomicBool,
    /// Bumped when a retry delivers answers to a kept handler.
    answered: tokio::sync::watch::Sender<u64>,
}

impl Mrtr {
    pub(crate) fn new(answers: std::collections::BTreeMap<String, Value>) -> Mrtr {
        Mrtr {
            answers: Mutex::new(answers),
            asked: Mutex::new(Default::default()),
            next: Default::default(),
            needed: tokio::sync::Notify::new(),
            keep: AtomicBool::new(false),
            answered: tokio::sync::watch::Sender::new(0),
        }
    }

    /// The answer to `key`; else records the ask and waits for a retry to deliver it
    /// (a handler that is not kept is dropped before that).
    pub(crate) async fn input(&self, key: Option<&str>, method: &str, params: Value) -> Value {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let key = match key {
            Some(k) => k.to_string(),
            None => format!("{}-{n}", method.rsplit('/').next().unwrap_or(method)),
        };
        let mut delivered = self.answered.subscribe();
        let mut recorded = false;
        loop {
            if let Some(answer) = lock(&self.answers).get(&key).cloned() {
                lock(&self.asked).remove(&key);
                return answer;
            }
            if !recorded {
                lock(&self.asked).insert(
                    key.clone(),
                    serde_json::json!({"method": method, "params": params}),
                );
                self.needed.notify_one();
                recorded = true;
            }
            if delivered.changed().await.is_err() {
                std::future::pending::<()>().await;
            }
        }
    }

    /// Asks to keep the handler across the round trip.
    pub(crate) fn keep(&self) {
        self.keep.store(true, Ordering::Relaxed);
    }

    /// Whether the handler asked to be kept.
    pub(crate) fn kept(&self) -> bool {
        self.keep.load(Ordering::Relaxed)
    }

    /// A retry's answers, delivered to the asks a kept handler waits in.
    pub(crate) fn deliver(&self, answers: std::collections::BTreeMap<String, Value>) {
        lock(&self.answers).extend(answers);
        self.answered.send_modify(|n| *n = n.wrapping_add(1));
    }

    /// Every answer so far.
    pub(crate) fn answers(&self) -> std::collections::BTreeMap<String, Value> {
        lock(&self.answers).clone()
    }

    /// What was asked and is not answered yet, and every answer so far (for
    /// `requestState`).
    pub(crate) fn outstanding(
        &self,
    ) -> (
        std::collections::BTreeMap<String, Value>,
        std::collections::BTreeMap<String, Value>,
    ) {
        let answers = self.answers();
        let asked = lock(&self.asked)
            .iter()
            .filter(|(k, _)| !answers.contains_key(*k))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        (asked, answers)
    }
}

/// An older name of `notifications/initialized` that the original system also
/// accepts (as a notification or as a request).
const LEGACY_INITIALIZED: &str = "initialized";

/// The stored log level that sends nothing.
const LOGS_OFF: u8 = u8::MAX;

/// Most resource subscriptions one session may hold.
const MAX_SUBSCRIPTIONS: usize = 4096;

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A poisoned lock means a panic while holding it; the data is still consistent
    // for our simple maps, so keep serving rather than cascading the panic.
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[derive(Serialize)]
struct ResponseRef<'a> {
    jsonrpc: &'static str,
    id: &'a RequestId,
    result: &'a Value,
}

#[derive(Serialize)]
struct ErrorRef<'a> {
    jsonrpc: &'static str,
    id: Option<&'a RequestId>,
    error: &'a ErrorObject,
}

#[derive(Serialize)]
struct RequestRef<'a> {
    jsonrpc: &'static str,
    id: &'a RequestId,
    method: &'a str,
    params: &'a Value,
}

#[derive(Serialize)]
struct NotificationRef<'a> {
    jsonrpc: &'static str,
    method: &'a str,
    params: &'a Value,
}

/// Encodes a success response without copying the result.
pub(crate) fn encode_response(id: &RequestId, result: &Value) -> String {
    serde_json::to_string(&ResponseRef {
        jsonrpc: JSONRPC_VERSION,
        id,
        result,
    })
    .unwrap_or_else(|e| encode_error(Some(id), &errors::internal(format!("Internal error: {e}"))))
}

/// Encodes an error response; `id` is `None` when the request's id is unknown.
pub(crate) fn encode_error(id: Option<&RequestId>, error: &ErrorObject) -> String {
    serde_json::to_string(&ErrorRef {
        jsonrpc: JSONRPC_VERSION,
        id,
        error,
    })
    .unwrap_or_else(|_| {
        r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"Internal error"}}"#.into()
    })
}

pub(crate) fn encode_request(id: &RequestId, method: &str, params: &Value) -> String {
    serde_json::to_string(&RequestRef {
        jsonrpc: JSONRPC_VERSION,
        id,
        method,
        params,
    })
    .unwrap_or_default()
}

pub(crate) fn encode_notification(method: &str, params: &Value) -> String {
    serde_json::to_string(&NotificationRef {
        jsonrpc: JSONRPC_VERSION,
        method,
        params,
    })
    .unwrap_or_default()
}

fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = panic.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = panic.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic".to_string()
    }
}

/// Methods that wait for `notifications/initialized`. Other unknown methods
/// answer -32601 whatever the state.
fn needs_initialized(method: &str) -> bool {
    method.starts_with("tools/")
        || method.starts_with("resources/")
        || method.starts_with("prompts/")
        || method == methods::COMPLETION_COMPLETE
        || method == methods::LOGGING_SET_LEVEL
}

impl Session {
    pub(crate) fn new(
        shared: Arc<Shared>,
        id: Option<Arc<str>>,
        standalone: Outlet,
        parent: &CancellationToken,
    ) -> Arc<Session> {
        Arc::new(Session {
            shared,
            id,
            negotiated: Mutex::new(None),
            initialized: AtomicBool::new(false),
            log_level: AtomicU8::new(LoggingLevel::Debug as u8),
            next_request_id: AtomicI64::new(1),
            pending: Mutex::new(HashMap::new()),
            in_flight: Mutex::new(HashMap::new()),
            subscriptions: Mutex::new(HashSet::new()),
            standalone,
            closed: parent.child_token(),
            last_active: Mutex::new(Instant::now()),
            mrtr: std::sync::OnceLock::new(),
        })
    }

    /// A session for one request of the 2026-07-28 stateless wire: what `initialize` would
    /// have negotiated comes from the request's own `_meta`, and it is ready at once.
    pub(crate) fn stateless(
        shared: Arc<Shared>,
        standalone: Outlet,
        parent: &CancellationToken,
        meta: &crate::protocol::stateless::RequestMeta,
        answers: std::collections::BTreeMap<String, Value>,
    ) -> Arc<Session> {
        let session = Session::new(shared, None, standalone, parent);
        let _ = session.mrtr.set(Arc::new(Mrtr::new(answers)));
        *lock(&session.negotiated) = Some(Negotiated {
            version: ProtocolVersion::LATEST,
            client_info: meta
                .client_info
                .as_ref()
                .and_then(|i| serde_json::to_value(i).ok())
                .unwrap_or(Value::Null),
            client_capabilities: serde_json::to_value(&meta.client_capabilities)
                .unwrap_or(Value::Null),
        });
        // 2026-07-28: no `logLevel` in the request's `_meta`, no log messages at all.
        let level = meta.log_level.map_or(LOGS_OFF, |l| l as u8);
        session.log_level.store(level, Ordering::Relaxed);
        session.initialized.store(true, Ordering::Release);
        session
    }

    /// The negotiated protocol version, once `initialize` has been answered.
    pub fn protocol_version(&self) -> Option<ProtocolVersion> {
        lock(&self.negotiated).as_ref().map(|n| n.version)
    }

    /// Whether `notifications/initialized` has arrived.
    pub fn is_initialized(&self) -> bool {
        self.initialized.load(Ordering::Acquire)
    }

    pub(crate) fn client_capabilities(&self) -> Value {
        lock(&self.negotiated)
            .as_ref()
            .map(|n| n.client_capabilities.clone())
            .unwrap_or(Value::Null)
    }

    pub(crate) fn client_has_capability(&self, name: &str) -> bool {
        lock(&self.negotiated)
            .as_ref()
            .and_then(|n| n.client_capabilities.get(name))
            .is_some_and(|v| !v.is_null())
    }

    pub(crate) fn client_info(&self) -> Value {
        lock(&self.negotiated)
            .as_ref()
            .map(|n| n.client_info.clone())
            .unwrap_or(Value::Null)
    }

    /// Whether log messages are off for this session (a stateless request without
    /// `logLevel`).
    pub(crate) fn logs_off(&self) -> bool {
        self.log_level.load(Ordering::Relaxed) == LOGS_OFF
    }

    pub(crate) fn log_level(&self) -> LoggingLevel {
        level_from_u8(self.log_level.load(Ordering::Relaxed))
    }

    pub(crate) fn touch(&self) {
        *lock(&self.last_active) = Instant::now();
    }

    pub(crate) fn idle_for(&self) -> std::time::Duration {
        lock(&self.last_active).elapsed()
    }

    pub(crate) fn is_subscribed(&self, uri: &str) -> bool {
        lock(&self.subscriptions).contains(uri)
    }

    /// Whether one of the application's notifications goes to this handshake session:
    /// only once it is initialized (never on a stateless request's or pipe's session),
    /// `resources/updated` only for a subscribed URI, log messages only at or above the
    /// session's level.
    fn wants(&self, note: &Note) -> bool {
        if !self.is_initialized() || self.mrtr.get().is_some() {
            return false;
        }
        match note.method.as_str() {
            methods::NOTIFICATION_RESOURCES_UPDATED => note
                .params
                .get("uri")
                .and_then(Value::as_str)
                .is_some_and(|uri| self.is_subscribed(uri)),
            methods::NOTIFICATION_MESSAGE => {
                !self.logs_off()
                    && super::notify::log_level(note).is_some_and(|l| l >= self.log_level())
            }
            _ => true,
        }
    }

    /// Forwards the application's notifications (`options.notifier`) to this session's
    /// standalone outlet until the session closes. Spawned by the transport when it
    /// creates a handshake session; a no-op without a notifier.
    pub(crate) fn forward_notifications(
        self: &Arc<Self>,
    ) -> Option<impl std::future::Future<Output = ()> + Send + 'static> {
        let mut rx = self.shared.options.notifier.as_ref()?.subscribe();
        let session = self.clone();
        Some(async move {
            loop {
                let note = tokio::select! {
                    biased;
                    () = session.closed.cancelled() => return,
                    note = super::notify::next(&mut rx) => note,
                };
                let Some(note) = note else { return };
                if !session.wants(&note) {
                    continue;
                }
                let text = encode_notification(&note.method, &note.params);
                // A full stdio queue waits here, for this session only; the others read
                // on from the broadcast, and this one skips what it misses meanwhile.
                tokio::select! {
                    biased;
                    () = session.closed.cancelled() => return,
                    sent = session.standalone.send(Outgoing::Related(text)) => {
                        if sent.is_err() {
                            return;
                        }
                    }
                }
            }
        })
    }

    /// Registers a long-lived request (a stdio `subscriptions/listen`) under `id`, so the
    /// client's `notifications/cancelled` for it cancels the returned token. `None` when
    /// a running request already uses the id.
    pub(crate) fn track(&self, id: &RequestId) -> Option<CancellationToken> {
        let mut in_flight = lock(&self.in_flight);
        if in_flight.contains_key(id) {
            return None;
        }
        let token = self.closed.child_token();
        in_flight.insert(id.clone(), token.clone());
        Some(token)
    }

    /// Forgets a request registered with [`Session::track`].
    pub(crate) fn untrack(&self, id: &RequestId) {
        lock(&self.in_flight).remove(id);
    }

    /// Ends the session: cancels running requests and fails pending client requests.
    pub(crate) fn close(&self) {
        self.closed.cancel();
        lock(&self.pending).clear();
        if let Outlet::Stream(s) = &self.standalone {
            s.finish();
        }
    }

    pub(crate) fn next_request_id(&self) -> RequestId {
        RequestId::Number(self.next_request_id.fetch_add(1, Ordering::Relaxed))
    }

    pub(crate) fn register_pending(
        &self,
        id: RequestId,
    ) -> oneshot::Receiver<Result<Value, ErrorObject>> {
        let (tx, rx) = oneshot::channel();
        lock(&self.pending).insert(id, tx);
        rx
    }

    pub(crate) fn forget_pending(&self, id: &RequestId) {
        lock(&self.pending).remove(id);
    }

    /// Routes the client's answer to one of our requests. Returns false for an id we
    /// never sent (or already gave up on).
    pub fn handle_response(&self, id: &RequestId, outcome: Result<Value, ErrorObject>) -> bool {
        match lock(&self.pending).remove(id) {
            Some(tx) => tx.send(outcome).is_ok(),
            None => {
                tracing::debug!(%id, "response to an unknown or expired server request dropped");
                false
            }
        }
    }

    /// Consumes a client message that needs no answer: a notification, or the client's
    /// reply (result or error) to one of our requests. A request is handed back for the
    /// transport to schedule.
    pub(crate) fn absorb(self: &Arc<Self>, message: Message) -> Option<Request> {
        match message {
            Message::Request(r) => return Some(r),
            Message::Notification(n) => self.handle_notification(&n.method, n.params),
            Message::Response(r) => {
                self.handle_response(&r.id, Ok(r.result));
            }
            Message::Error(e) => {
                if let Some(id) = e.id {
                    self.handle_response(&id, Err(e.error));
                }
            }
        }
        None
    }

    /// Handles a notification from the client.
    pub fn handle_notification(self: &Arc<Self>, method: &str, params: Option<Value>) {
        match method {
            methods::INITIALIZED | LEGACY_INITIALIZED => {
                self.initialized.store(true, Ordering::Release);
                // Handlers may want to start talking to the client now (roots, ...).
                let handle = SessionHandle::new(self.clone());
                self.shared.dispatch.notification(
                    methods::INITIALIZED,
                    params.unwrap_or(Value::Null),
                    handle,
                );
            }
            methods::NOTIFICATION_CANCELLED => {
                let id = params
                    .and_then(|p| serde_json::from_value::<CancelledParams>(p).ok())
                    .and_then(|c| c.request_id);
                if let Some(id) = id
                    && let Some(token) = lock(&self.in_flight).get(&id)
                {
                    token.cancel();
                }
            }
            _ => {
                let handle = SessionHandle::new(self.clone());
                self.shared
                    .dispatch
                    .notification(method, params.unwrap_or(Value::Null), handle);
            }
        }
    }

    /// Answers one request. `None` means no response is due (the client cancelled it).
    pub(crate) async fn handle_request(
        self: &Arc<Self>,
        id: RequestId,
        method: String,
        params: Option<Value>,
        outlet: Outlet,
    ) -> Option<String> {
        let outcome = match method.as_str() {
            methods::INITIALIZE => self.initialize(params),
            methods::PING => Ok(Value::Object(Map::new())),
            // The original also accepts the initialized notification sent as a request,
            // and answers it with a null result.
            methods::INITIALIZED | LEGACY_INITIALIZED => {
                self.handle_notification(&method, params);
                Ok(Value::Null)
            }
            m if needs_initialized(m) && !self.is_initialized() => Err(ErrorObject {
                code: codes::SERVER_NOT_INITIALIZED,
                message: "Server not initialized".into(),
                data: None,
            }),
            _ => return self.run_handler(id, method, params, outlet).await,
        };
        Some(match outcome {
            Ok(result) => encode_response(&id, &result),
            Err(error) => encode_error(Some(&id), &error),
        })
    }

    fn initialize(&self, params: Option<Value>) -> Result<Value, ErrorObject> {
        let params = match params {
            Some(Value::Object(p)) => p,
            _ => return Err(errors::invalid_request("params must be an object")),
        };
        let offered = match params.get("protocolVersion") {
            Some(Value::String(v)) if !v.is_empty() => v.as_str(),
            _ => {
                return Err(errors::invalid_request(
                    "Missing or invalid 'protocolVersion' parameter",
                ));
            }
        };
        let version = server_negotiate(offered);
        if version.as_str() != offered && self.shared.options.strict_protocol_version {
            return Err(errors::invalid_request(format!(
                "Unsupported protocol version: {offered}"
            )));
        }
        let mut negotiated = lock(&self.negotiated);
        if negotiated.is_some() && self.id.is_some() {
            return Err(errors::invalid_request("Server already initialized"));
        }
        *negotiated = Some(Negotiated {
            version,
            client_info: params.get("clientInfo").cloned().unwrap_or(Value::Null),
            client_capabilities: params.get("capabilities").cloned().unwrap_or(Value::Null),
        });
        drop(negotiated);
        let dispatch = &self.shared.dispatch;
        let result = InitializeResult {
            protocol_version: version.as_str().into(),
            capabilities: dispatch.capabilities(),
            server_info: dispatch.server_info(),
            instructions: dispatch.instructions(),
            extra: Default::default(),
        };
        serde_json::to_value(result)
            .map_err(|e| errors::internal(format!("Internal error: initialize result: {e}")))
    }

    async fn run_handler(
        self: &Arc<Self>,
        id: RequestId,
        method: String,
        params: Option<Value>,
        outlet: Outlet,
    ) -> Option<String> {
        let params = match validate(&method, params) {
            Ok(p) => p,
            Err(e) => return Some(encode_error(Some(&id), &e)),
        };
        match method.as_str() {
            methods::LOGGING_SET_LEVEL => {
                let level = params
                    .get("level")
                    .and_then(|l| serde_json::from_value::<LoggingLevel>(l.clone()).ok());
                return Some(match level {
                    Some(level) => {
                        self.log_level.store(level as u8, Ordering::Relaxed);
                        encode_response(&id, &Value::Object(Map::new()))
                    }
                    None => encode_error(
                        Some(&id),
                        &errors::invalid_params("Missing or invalid 'level' parameter"),
                    ),
                });
            }
            methods::RESOURCES_SUBSCRIBE | methods::RESOURCES_UNSUBSCRIBE => {
                // The handler may refuse; only record the subscription when it agrees.
                let uri = params
                    .get("uri")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_string();
                let subscribe = method == methods::RESOURCES_SUBSCRIBE;
                if subscribe && lock(&self.subscriptions).len() >= MAX_SUBSCRIPTIONS {
                    return Some(encode_error(
                        Some(&id),
                        &errors::invalid_request(format!(
                            "Too many subscriptions (at most {MAX_SUBSCRIPTIONS})"
                        )),
                    ));
                }
                let answer = self.call_handler(&id, &method, params, outlet).await?;
                if answer.is_ok() {
                    let mut subs = lock(&self.subscriptions);
                    if subscribe {
                        subs.insert(uri);
                    } else {
                        subs.remove(&uri);
                    }
                }
                return Some(finish(&id, answer));
            }
            _ => {}
        }
        let answer = self.call_handler(&id, &method, params, outlet).await?;
        Some(finish(&id, answer))
    }

    /// The handler's `inputSchema` of the tool `name`, asked with a context of its own
    /// (no progress token, cancelled with the session); `None` also when the handler
    /// panics.
    pub(crate) async fn tool_input_schema(
        self: &Arc<Self>,
        name: &str,
        outlet: Outlet,
    ) -> Option<Value> {
        let ctx = RequestContext::new(
            self.clone(),
            RequestId::String("tool-input-schema".into()),
            None,
            self.closed.child_token(),
            outlet,
        );
        let lookup = self
            .shared
            .dispatch
            .tool_input_schema(name.to_string(), ctx);
        match std::panic::AssertUnwindSafe(lookup).catch_unwind().await {
            Ok(schema) => schema,
            Err(panic) => {
                tracing::error!("tool_input_schema panicked: {}", panic_message(&*panic));
                None
            }
        }
    }

    /// Runs the handler with panic capture and cancellation. `None` = cancelled.
    async fn call_handler(
        self: &Arc<Self>,
        id: &RequestId,
        method: &str,
        params: Value,
        outlet: Outlet,
    ) -> Option<Result<Value, ErrorObject>> {
        let token = self.closed.child_token();
        {
            let mut in_flight = lock(&self.in_flight);
            if in_flight.contains_key(id) {
                // Two running requests with one id could not be told apart by the
                // client, nor cancelled separately.
                return Some(Err(errors::invalid_request(format!(
                    "Invalid Request: request id {id} is already in use by a running request"
                ))));
            }
            in_flight.insert(id.clone(), token.clone());
        }
        let _guard = InFlightGuard { session: self, id };
        let progress_token = params
            .get("_meta")
            .and_then(|m| m.get("progressToken"))
            .cloned();
        let ctx = RequestContext::new(
            self.clone(),
            id.clone(),
            progress_token,
            token.clone(),
            outlet,
        );
        let fut = std::panic::AssertUnwindSafe(self.shared.dispatch.request(method, params, ctx))
            .catch_unwind();
        tokio::select! {
            // Cancellation wins a tie: a cancelled request gets no response.
            biased;
            _ = token.cancelled() => None,
            outcome = fut => Some(match outcome {
                Ok(answer) => answer,
                Err(panic) => {
                    let msg = panic_message(&*panic);
                    tracing::error!(method, "handler panicked: {msg}");
                    Err(if method == methods::TOOLS_CALL {
                        errors::tool_execution(format!("Tool execution failed: tool crashed: {msg}"))
                    } else {
                        errors::internal(format!("Internal error: handler crashed: {msg}"))
                    })
                }
            }),
        }
    }
}

struct InFlightGuard<'a> {
    session: &'a Session,
    id: &'a RequestId,
}

impl Drop for InFlightGuard<'_> {
    fn drop(&mut self) {
        lock(&self.session.in_flight).remove(self.id);
    }
}

fn finish(id: &RequestId, answer: Result<Value, ErrorObject>) -> String {
    match answer {
        Ok(result) => encode_response(id, &result),
        Err(error) => encode_error(Some(id), &error),
    }
}

/// Checks the params of the methods whose error texts clients rely on word for word, and
/// turns absent params into `{}`.
fn validate(method: &str, params: Option<Value>) -> Result<Value, ErrorObject> {
    let needs_object = matches!(
        method,
        methods::TOOLS_CALL
            | methods::RESOURCES_READ
            | methods::RESOURCES_SUBSCRIBE
            | methods::RESOURCES_UNSUBSCRIBE
            | methods::PROMPTS_GET
            | methods::COMPLETION_COMPLETE
            | methods::LOGGING_SET_LEVEL
    );
    let params = match params {
        None | Some(Value::Null) if !needs_object => return Ok(Value::Object(Map::new())),
        Some(Value::Object(p)) => p,
        _ if needs_object => return Err(errors::invalid_params("params must be an object")),
        Some(_) => return Err(errors::invalid_params("params must be an object")),
        None => return Ok(Value::Object(Map::new())),
    };
    let non_empty_str =
        |key: &str| matches!(params.get(key), Some(Value::String(s)) if !s.is_empty());
    match method {
        methods::TOOLS_CALL | methods::PROMPTS_GET => {
            if !non_empty_str("name") {
                return Err(errors::invalid_params(
                    "Missing or invalid 'name' parameter",
                ));
            }
            match params.get("arguments") {
                None | Some(Value::Null) | Some(Value::Object(_)) => {}
                Some(_) => return Err(errors::invalid_params("'arguments' must be an object")),
            }
        }
        methods::RESOURCES_READ | methods::RESOURCES_SUBSCRIBE | methods::RESOURCES_UNSUBSCRIBE
            if !non_empty_str("uri") =>
        {
            return Err(errors::invalid_params("Missing or invalid 'uri' parameter"));
        }
        _ => {}
    }
    Ok(Value::Object(params))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn validation_texts_match_the_spec() {
        let e = validate("tools/call", None).unwrap_err();
        assert_eq!(
            (e.code, e.message.as_str()),
            (-32602, "params must be an object")
        );
        let e = validate("tools/call", Some(serde_json::json!({}))).unwrap_err();
        assert_eq!(e.message, "Missing or invalid 'name' parameter");
        let e = validate(
            "tools/call",
            Some(serde_json::json!({"name":"x","arguments":"Alice"})),
        )
        .unwrap_err();
        assert_eq!(e.message, "'arguments' must be an object");
        assert!(
            validate(
                "tools/call",
                Some(serde_json::json!({"name":"x","arguments":null}))
            )
            .is_ok()
        );
        let e = validate("resources/read", Some(serde_json::json!({}))).unwrap_err();
        assert_eq!(e.message, "Missing or invalid 'uri' parameter");
        assert_eq!(validate("tools/list", None).unwrap(), serde_json::json!({}));
        assert!(validate("tools/list", Some(serde_json::json!([1]))).is_err());
    }

    #[test]
    fn encoders_emit_single_line_json() {
        let id = RequestId::Number(3);
        let text = encode_response(&id, &serde_json::json!({"a":"x\ny"}));
        assert!(!text.contains('\n'));
        assert_eq!(text, r#"{"jsonrpc":"2.0","id":3,"result":{"a":"x\ny"}}"#);
        let text = encode_error(None, &errors::method_not_found("nope"));
        assert_eq!(
            text,
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32601,"message":"Method not found: nope"}}"#
        );
    }

    #[test]
    fn panic_messages_are_extracted() {
        let p: Box<dyn std::any::Any + Send> = Box::new("boom");
        assert_eq!(panic_message(&*p), "boom");
        let p: Box<dyn std::any::Any + Send> = Box::new(String::from("bang"));
        assert_eq!(panic_message(&*p), "bang");
    }
}
