//! Sampling from configured servers (spec E, G.4, G.20): a stdio entry's `sampling`
//! object becomes lemon-mcp's [`SamplingPolicy`] on that server's connection, so the
//! client advertises `sampling` exactly then and every `sampling/createMessage` runs
//! the policy: the redacted summary, the token ceiling and model allow-list, in
//! `reviewed_model` mode the approval (reviewer `ops_approval`/`approval`/`true` or
//! `require_approval: true`) showing only that summary, and finally the
//! [`SamplingBackend`] the manager was given, which alone sees the raw request. With no
//! backend, a refusal or a failed review the server gets the policy's JSON-RPC error
//! (`-1`, "Sampling request rejected", the reason and summary as data), never a hang:
//! the approval wait is bounded by `approval_timeout_ms` (default 300000).

use std::sync::Arc;
use std::time::Duration;

use lemon_core::approval::{ApprovalRequest, Decision, RequestKind};
use lemon_mcp::client::transport::BoxFuture;
use lemon_mcp::sampling::{
    DEFAULT_MAX_TOKENS, Delegate, ReviewDecision, Reviewer, SamplingMode, SamplingPolicy,
    SamplingSummary,
};
use serde_json::Value;

use super::oauth::Asker;

/// Default wait for the sampling approval (spec G.1).
pub const DEFAULT_APPROVAL_TIMEOUT: Duration = Duration::from_secs(300);

/// One allowed sampling request, as the backend gets it.
#[derive(Debug, Clone)]
pub struct SamplingRequest {
    /// The server's configured name (`None` for an unnamed entry).
    pub server: Option<String>,
    /// The raw `sampling/createMessage` params (the prompt itself).
    pub params: Value,
    /// The redacted summary the policy and the approval saw.
    pub summary: SamplingSummary,
}

/// Produces the `CreateMessageResult` for an allowed request (the model behind Lemon;
/// `lemon serve` plugs its upstream client in). `Err` carries a detail that is only
/// ever reported hashed. Closures of the right shape are backends.
///
/// ```
/// use std::sync::Arc;
/// use lemon_tools::mcp::sampling::{SamplingBackend, SamplingRequest};
/// use serde_json::json;
/// let backend: Arc<dyn SamplingBackend> = Arc::new(|_req: SamplingRequest| {
///     Box::pin(async {
///         Ok(json!({"role": "assistant", "content": {"type": "text", "text": "hi"},
///                   "model": "local", "stopReason": "endTurn"}))
///     }) as lemon_mcp::client::transport::BoxFuture<'static, Result<serde_json::Value, String>>
/// });
/// # let _ = backend;
/// ```
pub trait SamplingBackend: Send + Sync {
    /// Answers one request.
    fn create_message(&self, request: SamplingRequest)
    -> BoxFuture<'static, Result<Value, String>>;
}

impl<F> SamplingBackend for F
where
    F: Fn(SamplingRequest) -> BoxFuture<'static, Result<Value, String>> + Send + Sync,
{
    fn create_message(
        &self,
        request: SamplingRequest,
    ) -> BoxFuture<'static, Result<Value, String>> {
        self(request)
    }
}

/// The one-line rationale of a sampling approval (spec G.20): counts, roles, kinds,
/// limits and the request hash; never the text.
///
/// ```
/// use lemon_mcp::sampling::SamplingSummary;
/// use lemon_tools::mcp::sampling::rationale;
/// let s = SamplingSummary::of(&serde_json::json!({"messages": [{"role": "user",
///     "content": {"type": "text", "text": "secret prompt"}}], "maxTokens": 16}));
/// let line = rationale("ev", &s);
/// assert!(line.starts_with("MCP sampling request; server=ev; messages=1; roles=user; content=text:1; text_chars=13; max_tokens=16; model=unspecified; request="));
/// assert!(!line.contains("secret"));
/// ```
pub fn rationale(server: &str, s: &SamplingSummary) -> String {
    let kinds: Vec<String> = s
        .content_kinds
        .iter()
        .map(|(k, n)| format!("{k}:{n}"))
        .collect();
    format!(
        "MCP sampling request; server={server}; messages={}; roles={}; content={}; text_chars={}; max_tokens={}; model={}; request={}",
        s.message_count,
        s.roles.join(","),
        kinds.join(","),
        s.text_char_count,
        s.max_tokens
            .map_or_else(|| "unknown".to_string(), |n| n.to_string()),
        s.requested_model.as_deref().unwrap_or("unspecified"),
        s.request_hash,
    )
}

/// The policy of an entry's validated `sampling` object (spec G.4/G.20: mode strings
/// become modes, a missing mode is `deny`; `max_tokens`/`maxTokens` default 1024).
pub(crate) fn policy(
    sampling: &Value,
    server: Option<&str>,
    asker: Asker,
    backend: Option<Arc<dyn SamplingBackend>>,
) -> SamplingPolicy {
    let mode = match sampling.get("mode").and_then(Value::as_str) {
        Some("model") => SamplingMode::Model,
        Some("reviewed_model") => SamplingMode::ReviewedModel,
        _ => SamplingMode::Deny,
    };
    let reviewed = matches!(sampling.get("reviewer"), Some(Value::Bool(true)))
        || matches!(
            sampling.get("reviewer").and_then(Value::as_str),
            Some("ops_approval" | "approval")
        )
        || sampling.get("require_approval") == Some(&Value::Bool(true));
    let max_tokens = ["max_tokens", "maxTokens"]
        .iter()
        .find_map(|k| sampling.get(*k).and_then(Value::as_u64))
        .unwrap_or(DEFAULT_MAX_TOKENS);
    let allowed_models = sampling
        .get("allowed_models")
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    let timeout = sampling
        .get("approval_timeout_ms")
        .and_then(Value::as_u64)
        .map_or(DEFAULT_APPROVAL_TIMEOUT, Duration::from_millis);
    let name = server.unwrap_or("(unnamed)").to_string();
    let reviewer: Option<Reviewer> = reviewed.then(|| {
        let name = name.clone();
        Arc::new(move |summary: SamplingSummary| {
            let asker = asker.clone();
            let name = name.clone();
            Box::pin(async move {
                let mut req = ApprovalRequest::new(
                    RequestKind::Sampling,
                    format!("mcp_{name}_sampling"),
                    &name,
                    "sampling/createMessage",
                );
                req.digest = Some(summary.request_hash.clone());
                req.rationale = rationale(&name, &summary);
                match asker.ask(req, timeout).await {
                    Decision::Approved => ReviewDecision::Approve,
                    Decision::Denied => ReviewDecision::RejectWithDetail("approval_denied".into()),
                    Decision::Unavailable(why) => ReviewDecision::Failed(why),
                }
            }) as BoxFuture<'static, ReviewDecision>
        }) as Reviewer
    });
    let server = server.map(str::to_string);
    let delegate: Option<Delegate> = backend.map(|b| {
        Arc::new(move |params: Value, summary: SamplingSummary| {
            b.create_message(SamplingRequest {
                server: server.clone(),
                params,
                summary,
            })
        }) as Delegate
    });
    SamplingPolicy {
        mode,
        max_tokens,
        allowed_models,
        reviewer,
        delegate,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lemon_core::approval::Recorder;
    use serde_json::json;

    fn asker(r: &Arc<Recorder>) -> Asker {
        Asker {
            approver: Some(r.clone()),
            gate: Arc::default(),
        }
    }

    fn params() -> Value {
        json!({"messages": [{"role": "user", "content": {"type": "text", "text": "secret prompt"}}],
               "maxTokens": 16, "modelPreferences": {"hints": [{"name": "m"}]}})
    }

    fn echo_backend() -> Arc<dyn SamplingBackend> {
        Arc::new(|req: SamplingRequest| {
            Box::pin(async move {
                Ok(
                    json!({"role": "assistant", "model": "m", "content": {"type": "text",
                    "text": format!("{} from {}", req.summary.message_count, req.server.unwrap_or_default())}}),
                )
            }) as BoxFuture<'static, Result<Value, String>>
        })
    }

    #[tokio::test]
    async fn reviewed_requests_ask_once_with_the_summary_then_reach_the_backend() {
        let r = Arc::new(Recorder::new([Decision::Approved, Decision::Denied]));
        let p = policy(
            &json!({"mode": "reviewed_model", "reviewer": "ops_approval", "maxTokens": 64}),
            Some("ev"),
            asker(&r),
            Some(echo_backend()),
        );
        let ok = p.handle(params()).await.unwrap();
        assert_eq!(ok["content"]["text"], "1 from ev");
        let refused = p.handle(params()).await.unwrap_err();
        assert_eq!(refused.reason.kind(), "review_rejected");
        let seen = r.seen();
        assert_eq!(seen.len(), 2);
        assert_eq!(seen[0].kind, RequestKind::Sampling);
        assert_eq!(seen[0].tool, "mcp_ev_sampling");
        assert!(seen[0].rationale.contains("text_chars=13"));
        assert!(!format!("{seen:?} {refused:?}").contains("secret"));
    }

    #[tokio::test]
    async fn limits_refuse_before_asking_and_no_backend_is_delegate_required() {
        let r = Arc::new(Recorder::new([Decision::Approved]));
        let p = policy(
            &json!({"mode": "reviewed_model", "require_approval": true, "max_tokens": 8}),
            Some("ev"),
            asker(&r),
            None,
        );
        assert_eq!(
            p.handle(params()).await.unwrap_err().reason.kind(),
            "max_tokens_exceeded"
        );
        assert!(r.seen().is_empty());
        let p = policy(&json!({"mode": "model"}), None, asker(&r), None);
        assert_eq!(
            p.handle(params()).await.unwrap_err().reason.kind(),
            "delegate_required"
        );
        let p = policy(&json!({}), None, asker(&r), Some(echo_backend()));
        assert_eq!(
            p.handle(params()).await.unwrap_err().reason.kind(),
            "sampling_disabled"
        );
        let p = policy(
            &json!({"mode": "model", "allowed_models": ["other"]}),
            None,
            asker(&r),
            Some(echo_backend()),
        );
        assert_eq!(
            p.handle(params()).await.unwrap_err().reason.kind(),
            "model_not_allowed"
        );
    }
}
