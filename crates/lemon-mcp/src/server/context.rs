//! What a handler can do while it answers a request: report progress, send log
//! messages, ask the client for sampling, elicitation or roots and await the answer,
//! and notice that the client cancelled the request.

use std::sync::Arc;
use std::time::Duration;

use serde_json::{Map, Value, json};
use tokio_util::sync::CancellationToken;

use super::session::{Outgoing, Outlet, Session, encode_notification, encode_request};
use crate::protocol::jsonrpc::{ErrorObject, RequestId};
use crate::protocol::methods;
use crate::protocol::types::{
    CancelledParams, CreateMessageParams, CreateMessageResult, ElicitParams, ElicitResult,
    ListRootsResult, LoggingLevel,
};
use crate::protocol::version::ProtocolVersion;

pub(crate) fn level_from_u8(n: u8) -> LoggingLevel {
    match n {
        0 => LoggingLevel::Debug,
        1 => LoggingLevel::Info,
        2 => LoggingLevel::Notice,
        3 => LoggingLevel::Warning,
        4 => LoggingLevel::Error,
        5 => LoggingLevel::Critical,
        6 => LoggingLevel::Alert,
        _ => LoggingLevel::Emergency,
    }
}

/// Why a message to the client, or a request to it, failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PeerError {
    /// The connection or session is gone.
    #[error("the client connection is closed")]
    Closed,
    /// The client did not declare the capability this request needs.
    #[error("the client did not declare the `{0}` capability")]
    CapabilityMissing(&'static str),
    /// No answer within the timeout; a `notifications/cancelled` was sent.
    #[error("the client did not answer `{method}` within {timeout:?}")]
    Timeout { method: String, timeout: Duration },
    /// The client answered with a JSON-RPC error.
    #[error("the client refused `{method}`: {} (code {})", .error.message, .error.code)]
    Rejected {
        method: String,
        error: Box<ErrorObject>,
    },
    /// The request this context belongs to was cancelled while waiting.
    #[error("the request was cancelled")]
    Cancelled,
    /// The client's answer does not have the expected shape.
    #[error("the client's answer to `{method}` is malformed: {message}")]
    InvalidResponse { method: String, message: String },
}

fn typed<T: serde::de::DeserializeOwned>(method: &str, value: Value) -> Result<T, PeerError> {
    serde_json::from_value(value).map_err(|e| PeerError::InvalidResponse {
        method: method.into(),
        message: e.to_string(),
    })
}

/// The per-request view a handler gets. Cheap to clone; `'static`, so it can move
/// into spawned tasks.
#[derive(Clone)]
pub struct RequestContext {
    session: Arc<Session>,
    id: RequestId,
    progress_token: Option<Value>,
    cancel: CancellationToken,
    outlet: Outlet,
}

impl RequestContext {
    pub(crate) fn new(
        session: Arc<Session>,
        id: RequestId,
        progress_token: Option<Value>,
        cancel: CancellationToken,
        outlet: Outlet,
    ) -> RequestContext {
        RequestContext {
            session,
            id,
            progress_token,
            cancel,
            outlet,
        }
    }

    /// The id of the request being answered.
    pub fn request_id(&self) -> &RequestId {
        &self.id
    }

    /// `params._meta.progressToken`, if the client asked for progress.
    pub fn progress_token(&self) -> Option<&Value> {
        self.progress_token.as_ref()
    }

    /// Cancelled when the client sends `notifications/cancelled` for this request or
    /// the session ends. Long handlers should `select!` on `cancellation().cancelled()`.
    pub fn cancellation(&self) -> &CancellationToken {
        &self.cancel
    }

    /// True once the request was cancelled.
    pub fn is_cancelled(&self) -> bool {
        self.cancel.is_cancelled()
    }

    /// The session this request arrived on.
    pub fn session(&self) -> SessionHandle {
        SessionHandle::new(self.session.clone())
    }

    /// Sends a notification that belongs to this request (on HTTP it travels on the
    /// request's own SSE stream).
    pub async fn notify(&self, method: &str, params: Value) -> Result<(), PeerError> {
        let text = encode_notification(method, &params);
        self.outlet
            .send(Outgoing::Related(text))
            .await
            .map_err(|_| PeerError::Closed)
    }

    /// Sends `notifications/progress` when the client gave a progress token; does
    /// nothing otherwise.
    pub async fn progress(
        &self,
        progress: f64,
        total: Option<f64>,
        message: Option<&str>,
    ) -> Result<(), PeerError> {
        let Some(token) = &self.progress_token else {
            return Ok(());
        };
        let mut params = Map::new();
        params.insert("progressToken".into(), token.clone());
        params.insert("progress".into(), json!(progress));
        if let Some(total) = total {
            params.insert("total".into(), json!(total));
        }
        if let Some(message) = message {
            params.insert("message".into(), Value::String(message.into()));
        }
        self.notify(methods::NOTIFICATION_PROGRESS, Value::Object(params))
            .await
    }

    /// Sends `notifications/message` unless the level is below what the client set
    /// with `logging/setLevel` (everything is sent until it does).
    pub async fn log(
        &self,
        level: LoggingLevel,
        logger: Option<&str>,
        data: Value,
    ) -> Result<(), PeerError> {
        if self.session.logs_off() || level < self.session.log_level() {
            return Ok(());
        }
        let mut params = Map::new();
        params.insert(
            "level".into(),
            serde_json::to_value(level).unwrap_or(Value::Null),
        );
        if let Some(logger) = logger {
            params.insert("logger".into(), Value::String(logger.into()));
        }
        params.insert("data".into(), data);
        self.notify(methods::NOTIFICATION_MESSAGE, Value::Object(params))
            .await
    }

    /// Sends a request to the client on this request's stream and waits for the
    /// answer, at most [`super::ServerOptions::client_request_timeout`].
    pub async fn request(&self, method: &str, params: Value) -> Result<Value, PeerError> {
        let timeout = self.session.shared.options.client_request_timeout;
        self.request_with_timeout(method, params, timeout).await
    }

    /// [`RequestContext::request`] with an explicit timeout.
    pub async fn request_with_timeout(
        &self,
        method: &str,
        params: Value,
        timeout: Duration,
    ) -> Result<Value, PeerError> {
        if let Some(mrtr) = self.session.mrtr.get() {
            return self.input(mrtr, None, method, params).await;
        }
        client_request(
            &self.session,
            &self.outlet,
            &self.cancel,
            method,
            params,
            timeout,
        )
        .await
    }

    /// An ask on the stateless wire: answered from the retry, or cancelled with the
    /// request (an ask made outside the handler's own future, by a task it started,
    /// must not outlive a parked handler that expired).
    async fn input(
        &self,
        mrtr: &super::session::Mrtr,
        key: Option<&str>,
        method: &str,
        params: Value,
    ) -> Result<Value, PeerError> {
        tokio::select! {
            answer = mrtr.input(key, method, params) => Ok(answer),
            () = self.cancel.cancelled() => Err(PeerError::Cancelled),
        }
    }

    /// [`RequestContext::request`] with a name for the ask. On the 2026-07-28 stateless
    /// wire a server→client request becomes an entry of an `InputRequiredResult`'s
    /// `inputRequests`, under `key` (here) or an automatic one (`request` and the typed
    /// helpers); the handler is run again when the client retries with the answers, and
    /// each ask is then answered from them. On the handshake wire `key` is unused and the
    /// request goes to the client as usual, so one handler serves both wires.
    ///
    /// ```no_run
    /// # async fn demo(ctx: lemon_mcp::server::RequestContext) -> Result<(), lemon_mcp::server::PeerError> {
    /// use serde_json::json;
    /// let answer = ctx
    ///     .request_as("user_name", "elicitation/create", json!({"message": "Your name?"}))
    ///     .await?;
    /// # let _ = answer; Ok(()) }
    /// ```
    pub async fn request_as(
        &self,
        key: &str,
        method: &str,
        params: Value,
    ) -> Result<Value, PeerError> {
        if let Some(mrtr) = self.session.mrtr.get() {
            return self.input(mrtr, Some(key), method, params).await;
        }
        self.request(method, params).await
    }

    /// On the 2026-07-28 stateless wire: keep this handler running across an
    /// `InputRequiredResult` round trip instead of running it again on the retry. Call
    /// it before starting work that must not happen twice (a side effect, a call to
    /// another server) and that may then ask the client something: the ask still
    /// becomes an `InputRequiredResult`, but the handler stays parked (at most 256 per
    /// process, each for at most [`super::ServerOptions::client_request_timeout`]),
    /// keyed by an id sealed in the `requestState`, and the retry's answers resume it
    /// where it waits; the retry gets the handler's final answer (or its next
    /// `InputRequiredResult`). A parked handler nobody resumes in time is cancelled and
    /// dropped, and asks still waiting in tasks it started fail with
    /// [`PeerError::Cancelled`]. A retry naming a parked handler that is gone (expired,
    /// already resumed, or parked in another process) is refused with invalid params,
    /// never run again. Does nothing on the handshake wire, where asks go to the
    /// client directly. Returns whether the handler will be kept.
    ///
    /// ```no_run
    /// # async fn demo(ctx: lemon_mcp::server::RequestContext) -> Result<(), lemon_mcp::server::PeerError> {
    /// use serde_json::json;
    /// ctx.keep_across_input();
    /// // ... start the side effect; it may need the user's answer midway:
    /// let answer = ctx
    ///     .request_as("confirm", "elicitation/create", json!({"message": "Go on?"}))
    ///     .await?;
    /// # let _ = answer; Ok(()) }
    /// ```
    pub fn keep_across_input(&self) -> bool {
        match self.session.mrtr.get() {
            Some(mrtr) => {
                mrtr.keep();
                true
            }
            None => false,
        }
    }

    /// [`RequestContext::elicit`] under a named input-request key (see
    /// [`RequestContext::request_as`]).
    pub async fn elicit_as(
        &self,
        key: &str,
        params: ElicitParams,
    ) -> Result<ElicitResult, PeerError> {
        if !self.session.client_has_capability("elicitation") {
            return Err(PeerError::CapabilityMissing("elicitation"));
        }
        let method = methods::ELICITATION_CREATE;
        typed(
            method,
            self.request_as(key, method, to_params(&params)).await?,
        )
    }

    /// [`RequestContext::create_message`] under a named input-request key (see
    /// [`RequestContext::request_as`]).
    pub async fn create_message_as(
        &self,
        key: &str,
        params: CreateMessageParams,
    ) -> Result<CreateMessageResult, PeerError> {
        if !self.session.client_has_capability("sampling") {
            return Err(PeerError::CapabilityMissing("sampling"));
        }
        let method = methods::SAMPLING_CREATE_MESSAGE;
        typed(
            method,
            self.request_as(key, method, to_params(&params)).await?,
        )
    }

    /// [`RequestContext::list_roots`] under a named input-request key (see
    /// [`RequestContext::request_as`]).
    pub async fn list_roots_as(&self, key: &str) -> Result<ListRootsResult, PeerError> {
        if !self.session.client_has_capability("roots") {
            return Err(PeerError::CapabilityMissing("roots"));
        }
        let method = methods::ROOTS_LIST;
        typed(method, self.request_as(key, method, json!({})).await?)
    }

    /// Asks the client to sample an LLM (`sampling/createMessage`). Fails with
    /// [`PeerError::CapabilityMissing`] when the client did not declare `sampling`.
    pub async fn create_message(
        &self,
        params: CreateMessageParams,
    ) -> Result<CreateMessageResult, PeerError> {
        if !self.session.client_has_capability("sampling") {
            return Err(PeerError::CapabilityMissing("sampling"));
        }
        let method = methods::SAMPLING_CREATE_MESSAGE;
        typed(method, self.request(method, to_params(&params)).await?)
    }

    /// Asks the client to collect input from its user (`elicitation/create`). Fails
    /// with [`PeerError::CapabilityMissing`] when the client did not declare `elicitation`.
    pub async fn elicit(&self, params: ElicitParams) -> Result<ElicitResult, PeerError> {
        if !self.session.client_has_capability("elicitation") {
            return Err(PeerError::CapabilityMissing("elicitation"));
        }
        let method = methods::ELICITATION_CREATE;
        typed(method, self.request(method, to_params(&params)).await?)
    }

    /// Asks the client for its roots (`roots/list`). Fails with
    /// [`PeerError::CapabilityMissing`] when the client did not declare `roots`.
    pub async fn list_roots(&self) -> Result<ListRootsResult, PeerError> {
        if !self.session.client_has_capability("roots") {
            return Err(PeerError::CapabilityMissing("roots"));
        }
        let method = methods::ROOTS_LIST;
        typed(method, self.request(method, json!({})).await?)
    }

    /// Streamable HTTP only (SEP-1699 polling): ends this request's SSE response now,
    /// telling the client to reconnect with `Last-Event-ID` after `retry`; later
    /// messages of the request wait in the stream's buffer. Does nothing on stdio or
    /// when the response is plain JSON.
    pub async fn close_sse_stream(&self, retry: Duration) {
        if matches!(self.outlet, Outlet::Channel(_) | Outlet::Relay(_)) {
            let _ = self.outlet.send(Outgoing::CloseStream(retry)).await;
        }
    }
}

fn to_params<T: serde::Serialize>(params: &T) -> Value {
    serde_json::to_value(params).unwrap_or_else(|_| Value::Object(Map::new()))
}

async fn client_request(
    session: &Arc<Session>,
    outlet: &Outlet,
    cancel: &CancellationToken,
    method: &str,
    params: Value,
    timeout: Duration,
) -> Result<Value, PeerError> {
    let id = session.next_request_id();
    let rx = session.register_pending(id.clone());
    let text = encode_request(&id, method, &params);
    if outlet.send(Outgoing::Related(text)).await.is_err() {
        session.forget_pending(&id);
        return Err(PeerError::Closed);
    }
    let outcome = tokio::select! {
        answer = rx => match answer {
            Ok(Ok(v)) => return Ok(v),
            Ok(Err(error)) => return Err(PeerError::Rejected { method: method.into(), error: Box::new(error) }),
            Err(_) => Err(PeerError::Closed),
        },
        _ = tokio::time::sleep(timeout) => Err(PeerError::Timeout { method: method.into(), timeout }),
        _ = cancel.cancelled() => Err(PeerError::Cancelled),
    };
    session.forget_pending(&id);
    if !matches!(outcome, Err(PeerError::Closed)) {
        // Tell the client to stop working on a request nobody waits for any more.
        let params = CancelledParams {
            request_id: Some(id),
            reason: Some("the server stopped waiting".into()),
            ..Default::default()
        };
        let note = encode_notification(methods::NOTIFICATION_CANCELLED, &to_params(&params));
        let _ = outlet.send(Outgoing::Related(note)).await;
    }
    outcome
}

/// A handle on one client session that outlives a request: notify the client of
/// changes, ask it things outside any request, check its resource subscriptions.
#[derive(Clone)]
pub struct SessionHandle {
    session: Arc<Session>,
}

impl SessionHandle {
    pub(crate) fn new(session: Arc<Session>) -> SessionHandle {
        SessionHandle { session }
    }

    /// The `Mcp-Session-Id` on Streamable HTTP; `None` on stdio.
    pub fn id(&self) -> Option<&str> {
        self.session.id.as_deref()
    }

    /// The negotiated protocol version, once initialized.
    pub fn protocol_version(&self) -> Option<ProtocolVersion> {
        self.session.protocol_version()
    }

    /// `clientInfo` from the client's initialize request (`null` before).
    pub fn client_info(&self) -> Value {
        self.session.client_info()
    }

    /// `capabilities` from the client's initialize request (`null` before).
    pub fn client_capabilities(&self) -> Value {
        self.session.client_capabilities()
    }

    /// Whether the client subscribed to `uri` with `resources/subscribe`.
    pub fn is_subscribed(&self, uri: &str) -> bool {
        self.session.is_subscribed(uri)
    }

    /// Whether `other` is a handle on this same session (on the 2026-07-28 stateless
    /// wire every request has a session of its own).
    ///
    /// ```no_run
    /// # fn demo(a: lemon_mcp::server::RequestContext, b: lemon_mcp::server::RequestContext) {
    /// let same_client = a.session().is_same(&b.session());
    /// # let _ = same_client; }
    /// ```
    pub fn is_same(&self, other: &SessionHandle) -> bool {
        Arc::ptr_eq(&self.session, &other.session)
    }

    /// True once the session has ended.
    pub fn is_closed(&self) -> bool {
        self.session.closed.is_cancelled()
    }

    /// Sends a notification outside any request (on HTTP: the GET stream).
    pub async fn notify(&self, method: &str, params: Value) -> Result<(), PeerError> {
        if self.is_closed() {
            return Err(PeerError::Closed);
        }
        let text = encode_notification(method, &params);
        self.session
            .standalone
            .send(Outgoing::Related(text))
            .await
            .map_err(|_| PeerError::Closed)
    }

    /// Sends `notifications/resources/updated` when the client subscribed to `uri`.
    pub async fn resource_updated(&self, uri: &str) -> Result<(), PeerError> {
        if !self.is_subscribed(uri) {
            return Ok(());
        }
        self.notify(
            methods::NOTIFICATION_RESOURCES_UPDATED,
            json!({ "uri": uri }),
        )
        .await
    }

    /// Sends a request outside any request (on HTTP: the GET stream) and awaits the
    /// answer.
    pub async fn request(&self, method: &str, params: Value) -> Result<Value, PeerError> {
        let timeout = self.session.shared.options.client_request_timeout;
        let cancel = self.session.closed.clone();
        client_request(
            &self.session,
            &self.session.standalone,
            &cancel,
            method,
            params,
            timeout,
        )
        .await
    }
}
