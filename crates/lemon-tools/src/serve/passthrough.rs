//! Sampling, elicitation and roots passthrough: a downstream server's
//! `sampling/createMessage` (after its `sampling` policy allowed it), `elicitation/create`
//! and `roots/list` are answered by the upstream client whose `tools/call` is in flight
//! on that server.
//!
//! Which upstream request a downstream request belongs to: one downstream connection is
//! shared by every upstream session, and the protocol gives a downstream stdio request
//! no link to the call it serves, so [`Upstream`] keeps the set of proxied calls in
//! flight per server. A downstream request is put to the client of the one call in
//! flight there, or of several when they all come from the same upstream session (the
//! same client either way). With no call in flight, or calls from different sessions
//! (two HTTP sessions, or two requests of the 2026-07-28 stateless wire, where every
//! request is its own session), it is refused, never put to a client that may be the
//! wrong one.
//!
//! A `sampling` policy with a reviewer has its approval asked of the same client's user
//! over elicitation (the redacted summary only): [`Upstream`] is also the manager's
//! approver.
//!
//! Refusals are JSON-RPC errors, answered at once: sampling through the policy's error
//! (`-1`, reason `delegate_failed`), elicitation `-32601` when the client lacks the
//! capability and `-32600` without one call to ask through. `roots/list` is answered
//! with an empty list when no call is in flight or the client has no `roots` capability
//! (the downstream connection advertises roots, so an empty list is the honest answer:
//! no roots to share), and refused only when ambiguous. The client's own error text is
//! never passed on (fixed words only). On the stateless wire the ask rides an
//! `InputRequiredResult`; the proxied call is kept across the round trip
//! ([`lemon_mcp::server::RequestContext::keep_across_input`]), so the downstream tool
//! runs once.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use lemon_mcp::client::transport::BoxFuture;
use lemon_mcp::protocol::jsonrpc::codes;
use lemon_mcp::protocol::methods;
use lemon_mcp::server::{HandlerError, PeerError, RequestContext};
use serde_json::{Value, json};

use lemon_core::approval::{ApprovalRequest, Approver, Decision, RequestKind};

use crate::mcp::forward::ClientRequests;
use crate::mcp::sampling::{SamplingBackend, SamplingRequest};

/// The proxied calls in flight, per downstream server: whom a downstream server's
/// requests are put to. Give it to the manager as both its sampling backend and its
/// [`ClientRequests`].
///
/// ```
/// use std::sync::Arc;
/// use lemon_tools::serve::passthrough::Upstream;
/// let upstream = Arc::new(Upstream::default());
/// let backend: Arc<dyn lemon_tools::mcp::sampling::SamplingBackend> = upstream.clone();
/// let answers: Arc<dyn lemon_tools::mcp::forward::ClientRequests> = upstream;
/// # let _ = (backend, answers);
/// ```
#[derive(Default)]
pub struct Upstream {
    calls: Mutex<HashMap<String, Vec<(u64, RequestContext)>>>,
    next: AtomicU64,
    /// The runtime the calls run on: the approver (called on a blocking thread) asks
    /// through it.
    runtime: Mutex<Option<tokio::runtime::Handle>>,
}

/// The longest a sampling approval waits for the client's user (the policy's own
/// `approval_timeout_ms` may end the wait sooner; this bounds the thread).
const APPROVAL_WAIT: std::time::Duration = crate::mcp::sampling::DEFAULT_APPROVAL_TIMEOUT;

/// A proxied call registered in [`Upstream`]; removed when dropped.
pub struct InFlight {
    upstream: Arc<Upstream>,
    server: String,
    id: u64,
}

impl Drop for InFlight {
    fn drop(&mut self) {
        let mut calls = self.upstream.lock();
        if let Some(list) = calls.get_mut(&self.server) {
            list.retain(|(id, _)| *id != self.id);
            if list.is_empty() {
                calls.remove(&self.server);
            }
        }
    }
}

/// Why a downstream request has nobody to be put to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
enum Unaskable {
    #[error("no call of an upstream client is in flight on this server")]
    NoCall,
    #[error(
        "calls of several upstream clients are in flight on this server; which one this \
         request belongs to is unknown, so none is asked"
    )]
    Ambiguous,
}

impl Upstream {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Vec<(u64, RequestContext)>>> {
        self.calls.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Registers a call of `ctx`'s client in flight on `server` (an unnamed server's
    /// requests are never passed through: `None`).
    pub fn enter(self: &Arc<Self>, server: Option<&str>, ctx: &RequestContext) -> Option<InFlight> {
        let server = server?.to_string();
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        if let Ok(handle) = tokio::runtime::Handle::try_current() {
            let mut runtime = self.runtime.lock().unwrap_or_else(|p| p.into_inner());
            runtime.get_or_insert(handle);
        }
        self.lock()
            .entry(server.clone())
            .or_default()
            .push((id, ctx.clone()));
        Some(InFlight {
            upstream: self.clone(),
            server,
            id,
        })
    }

    /// The context to ask through for a request of `server`.
    fn asker(&self, server: Option<&str>) -> Result<RequestContext, Unaskable> {
        let calls = self.lock();
        let list = server
            .and_then(|s| calls.get(s))
            .filter(|l| !l.is_empty())
            .ok_or(Unaskable::NoCall)?;
        let first = &list[0].1;
        let session = first.session();
        if list.iter().all(|(_, c)| c.session().is_same(&session)) {
            Ok(first.clone())
        } else {
            Err(Unaskable::Ambiguous)
        }
    }
}

/// Whether the client of `ctx` declared `capability` (in `initialize`, or in this
/// request's `_meta` on the stateless wire).
fn declared(ctx: &RequestContext, capability: &str) -> bool {
    ctx.session()
        .client_capabilities()
        .get(capability)
        .is_some_and(|c| !c.is_null())
}

/// A failed ask in fixed words (never the client's text) and the code to pass on.
fn failure(method: &str, e: &PeerError) -> HandlerError {
    let (code, why) = match e {
        PeerError::Rejected { error, .. } => (error.code, "the upstream client refused it"),
        PeerError::Timeout { .. } => (codes::INTERNAL_ERROR, "no answer in time"),
        PeerError::Closed => (codes::INTERNAL_ERROR, "the upstream client is gone"),
        PeerError::Cancelled => (codes::INTERNAL_ERROR, "the upstream call was cancelled"),
        PeerError::CapabilityMissing(_) => (
            codes::METHOD_NOT_FOUND,
            "the upstream client does not support it",
        ),
        PeerError::InvalidResponse { .. } => (
            codes::INTERNAL_ERROR,
            "the upstream client's answer is malformed",
        ),
    };
    HandlerError::new(code, format!("{method} not answered: {why}"))
}

/// Puts `method` to the client of `ctx` (it declared the capability).
async fn ask(
    ctx: RequestContext,
    method: &'static str,
    params: Value,
) -> Result<Value, HandlerError> {
    ctx.request(method, params)
        .await
        .map_err(|e| failure(method, &e))
}

impl SamplingBackend for Upstream {
    fn create_message(
        &self,
        request: SamplingRequest,
    ) -> BoxFuture<'static, Result<Value, String>> {
        let asker = self.asker(request.server.as_deref());
        Box::pin(async move {
            let ctx = asker.map_err(|e| e.to_string())?;
            if !declared(&ctx, "sampling") {
                return Err("the upstream client does not support sampling".into());
            }
            ask(ctx, methods::SAMPLING_CREATE_MESSAGE, request.params)
                .await
                .map_err(|e| e.0.message)
        })
    }
}

impl ClientRequests for Upstream {
    fn elicit(
        &self,
        server: Option<String>,
        params: Value,
    ) -> BoxFuture<'static, Result<Value, HandlerError>> {
        let asker = self.asker(server.as_deref());
        Box::pin(async move {
            let method = methods::ELICITATION_CREATE;
            let ctx = asker.map_err(|e| {
                HandlerError::new(
                    codes::INVALID_REQUEST,
                    format!("{method} not answered: {e}"),
                )
            })?;
            if !declared(&ctx, "elicitation") {
                return Err(HandlerError::new(
                    codes::METHOD_NOT_FOUND,
                    format!(
                        "{method} not answered: the upstream client does not support elicitation"
                    ),
                ));
            }
            ask(ctx, method, params).await
        })
    }

    fn list_roots(
        &self,
        server: Option<String>,
    ) -> BoxFuture<'static, Result<Value, HandlerError>> {
        let asker = self.asker(server.as_deref());
        Box::pin(async move {
            let method = methods::ROOTS_LIST;
            let ctx = match asker {
                Ok(ctx) if declared(&ctx, "roots") => ctx,
                Ok(_) | Err(Unaskable::NoCall) => return Ok(json!({"roots": []})),
                Err(e) => {
                    return Err(HandlerError::new(
                        codes::INVALID_REQUEST,
                        format!("{method} not answered: {e}"),
                    ));
                }
            };
            ask(ctx, method, json!({})).await
        })
    }
}

/// The approver of the manager under `lemon serve`: a sampling request under a policy
/// with a reviewer is put to the user of the upstream client whose call is in flight
/// (over elicitation, the redacted summary only); anything else it is asked (an OAuth
/// authorization) has nobody to ask from here and stays unavailable, as without an
/// approver. Called on a blocking thread (the manager's `Asker`).
impl Approver for Upstream {
    fn decide(&self, request: &ApprovalRequest) -> Decision {
        if request.kind != RequestKind::Sampling {
            return Decision::Unavailable("no approver is configured".into());
        }
        let ctx = match self.asker(Some(&request.skill)) {
            Ok(ctx) => ctx,
            Err(e) => return Decision::Unavailable(e.to_string()),
        };
        let runtime = self
            .runtime
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone();
        let Some(runtime) = runtime else {
            return Decision::Unavailable("no call is running".into());
        };
        let asked = super::approval::ask_sampling(&ctx, request);
        runtime
            .block_on(async { tokio::time::timeout(APPROVAL_WAIT, asked).await })
            .unwrap_or_else(|_| Decision::Unavailable("nobody answered in time".into()))
    }
}
