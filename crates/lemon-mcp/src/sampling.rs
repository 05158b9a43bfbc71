//! The sampling policy: how a client answers a server's `sampling/createMessage`
//! without ever showing the raw prompt to anyone but the model delegate.
//!
//! A request is first reduced to a redacted [`SamplingSummary`] (a hash of the whole
//! request, counts, roles, content kinds, token and model requests). Local limits run on
//! it (max tokens, model allow-list); in `ReviewedModel` mode a reviewer approves or
//! rejects the summary; only then does the delegate receive the raw params. Refusals
//! carry the summary and hashed details, never raw text.
//!
//! Plug it into a client with `ClientOptions::sampling_policy`; the client then
//! advertises the `sampling` capability (and only then).

use std::collections::BTreeMap;
use std::fmt;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;

use futures::FutureExt;
use serde::Serialize;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::client::transport::BoxFuture;

/// The default ceiling on a request's `maxTokens`.
pub const DEFAULT_MAX_TOKENS: u64 = 1024;

/// What the policy does with a request that passes the local limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SamplingMode {
    /// Refuse every request (`sampling_disabled`).
    #[default]
    Deny,
    /// Call the delegate after the local limits.
    Model,
    /// Ask the reviewer first, then call the delegate.
    ReviewedModel,
}

/// The redacted view of a sampling request: all a reviewer or log ever sees.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SamplingSummary {
    /// First 16 hex characters of SHA-256 over the canonical JSON of the whole params.
    pub request_hash: String,
    pub message_count: usize,
    /// Distinct string roles, in order of first appearance.
    pub roles: Vec<String>,
    /// Messages per content kind (`text`, `image`, `list`, `unknown`, ...).
    pub content_kinds: BTreeMap<String, u64>,
    /// Characters of text content (Unicode scalar values).
    pub text_char_count: usize,
    pub max_tokens: Option<u64>,
    pub requested_model: Option<String>,
}

impl SamplingSummary {
    /// Summarises raw `sampling/createMessage` params.
    ///
    /// ```
    /// use lemon_mcp::sampling::SamplingSummary;
    /// use serde_json::json;
    /// let s = SamplingSummary::of(&json!({
    ///     "messages": [{"role": "user", "content": {"type": "text", "text": "secret prompt"}}],
    ///     "maxTokens": 16,
    ///     "modelPreferences": {"hints": [{"name": "lemon-test"}]}
    /// }));
    /// assert_eq!((s.message_count, s.text_char_count, s.max_tokens), (1, 13, Some(16)));
    /// assert_eq!(s.requested_model.as_deref(), Some("lemon-test"));
    /// assert!(!serde_json::to_string(&s).unwrap().contains("secret"));
    /// ```
    pub fn of(params: &Value) -> SamplingSummary {
        let messages: Vec<&Value> = match params.get("messages") {
            Some(Value::Array(a)) => a.iter().collect(),
            Some(Value::Null) | None => Vec::new(),
            Some(one) => vec![one],
        };
        let mut roles: Vec<String> = Vec::new();
        let mut content_kinds = BTreeMap::new();
        let mut text_char_count = 0;
        for m in &messages {
            if let Some(role) = m.get("role").and_then(Value::as_str)
                && !roles.iter().any(|r| r == role)
            {
                roles.push(role.to_string());
            }
            let content = m.get("content");
            let kind = match content {
                Some(Value::Object(o)) => match o.get("type") {
                    Some(Value::String(t)) => t.clone(),
                    _ => "unknown".into(),
                },
                Some(Value::String(_)) => "text".into(),
                Some(Value::Array(_)) => "list".into(),
                _ => "unknown".into(),
            };
            *content_kinds.entry(kind).or_insert(0) += 1;
            text_char_count += content.map(text_chars).unwrap_or(0);
        }
        let max_tokens = params
            .get("maxTokens")
            .and_then(Value::as_u64)
            .or_else(|| params.get("max_tokens").and_then(Value::as_u64));
        let hint = |key: &str| {
            params
                .get(key)
                .and_then(|p| p.get("hints"))
                .and_then(|h| h.get(0))
                .and_then(|h| h.get("name"))
                .and_then(Value::as_str)
                .map(str::to_string)
        };
        let requested_model = params
            .get("model")
            .and_then(Value::as_str)
            .map(str::to_string)
            .or_else(|| hint("modelPreferences"))
            .or_else(|| hint("model_preferences"));
        SamplingSummary {
            request_hash: hex16(&canonical_json(params)),
            message_count: messages.len(),
            roles,
            content_kinds,
            text_char_count,
            max_tokens,
            requested_model,
        }
    }
}

fn text_chars(content: &Value) -> usize {
    match content {
        Value::String(s) => s.chars().count(),
        Value::Object(o) if o.get("type").and_then(Value::as_str) == Some("text") => o
            .get("text")
            .and_then(Value::as_str)
            .map_or(0, |t| t.chars().count()),
        Value::Array(items) => items.iter().map(text_chars).sum(),
        _ => 0,
    }
}

/// Why the policy refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RefusalReason {
    /// A fixed reason: `max_tokens_exceeded`, `model_not_allowed`, `sampling_disabled`,
    /// `review_rejected`, `reviewer_required`, `delegate_required`.
    Fixed(&'static str),
    /// A reason with a detail that is only ever shown hashed: `review_rejected`,
    /// `review_failed`, `invalid_review_result`, `delegate_failed`,
    /// `invalid_delegate_result`.
    Detailed {
        kind: &'static str,
        detail_hash: String,
    },
}

impl RefusalReason {
    fn detailed(kind: &'static str, detail: &str) -> Self {
        RefusalReason::Detailed {
            kind,
            detail_hash: hex16(&canonical_json(&Value::String(detail.to_string()))),
        }
    }

    /// The reason's kind (`"max_tokens_exceeded"`, `"delegate_failed"`, ...).
    pub fn kind(&self) -> &'static str {
        match self {
            RefusalReason::Fixed(k) => k,
            RefusalReason::Detailed { kind, .. } => kind,
        }
    }
}

/// A refused request: the reason and the redacted summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SamplingRefusal {
    pub reason: RefusalReason,
    pub request: SamplingSummary,
}

impl SamplingRefusal {
    /// `{"reason": "<kind>" | {"kind", "detail_hash"}, "request": summary}`: the `data`
    /// of the -1 error the client sends back.
    pub fn to_value(&self) -> Value {
        let reason = match &self.reason {
            RefusalReason::Fixed(k) => json!(k),
            RefusalReason::Detailed { kind, detail_hash } => {
                json!({ "kind": kind, "detail_hash": detail_hash })
            }
        };
        json!({ "reason": reason, "request": self.request })
    }
}

impl fmt::Display for SamplingRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "sampling request {} refused: {}",
            self.request.request_hash,
            self.reason.kind()
        )
    }
}

impl std::error::Error for SamplingRefusal {}

/// A reviewer's decision on a summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReviewDecision {
    Approve,
    Reject,
    /// Rejected with a detail (only its hash is kept).
    RejectWithDetail(String),
    /// The review itself failed (only the detail's hash is kept).
    Failed(String),
}

/// Reviews a redacted summary.
pub type Reviewer =
    Arc<dyn Fn(SamplingSummary) -> BoxFuture<'static, ReviewDecision> + Send + Sync>;

/// Produces the sampling result from the raw params (and the summary). `Err` carries a
/// detail that is only ever reported hashed.
pub type Delegate =
    Arc<dyn Fn(Value, SamplingSummary) -> BoxFuture<'static, Result<Value, String>> + Send + Sync>;

/// A sampling policy.
///
/// ```
/// use std::sync::Arc;
/// use lemon_mcp::sampling::{ReviewDecision, SamplingMode, SamplingPolicy};
/// use serde_json::json;
///
/// let policy = SamplingPolicy {
///     mode: SamplingMode::ReviewedModel,
///     max_tokens: 1024,
///     allowed_models: vec!["lemon".into()],
///     reviewer: Some(Arc::new(|_summary| Box::pin(async { ReviewDecision::Approve }))),
///     delegate: Some(Arc::new(|_params, _summary| Box::pin(async {
///         Ok(json!({"role": "assistant", "content": {"type": "text", "text": "hi"},
///                   "model": "lemon", "stopReason": "endTurn"}))
///     }))),
/// };
/// # tokio::runtime::Builder::new_current_thread().build().unwrap().block_on(async {
/// let out = policy.handle(json!({"messages": [], "maxTokens": 8, "model": "lemon"})).await;
/// assert_eq!(out.unwrap()["model"], "lemon");
/// # });
/// ```
#[derive(Clone)]
pub struct SamplingPolicy {
    pub mode: SamplingMode,
    /// Ceiling on the requested `maxTokens` (default 1024).
    pub max_tokens: u64,
    /// Exact model names allowed; empty allows any.
    pub allowed_models: Vec<String>,
    pub reviewer: Option<Reviewer>,
    pub delegate: Option<Delegate>,
}

impl Default for SamplingPolicy {
    fn default() -> Self {
        SamplingPolicy {
            mode: SamplingMode::Deny,
            max_tokens: DEFAULT_MAX_TOKENS,
            allowed_models: Vec::new(),
            reviewer: None,
            delegate: None,
        }
    }
}

impl fmt::Debug for SamplingPolicy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SamplingPolicy")
            .field("mode", &self.mode)
            .field("max_tokens", &self.max_tokens)
            .field("allowed_models", &self.allowed_models)
            .field("reviewer", &self.reviewer.is_some())
            .field("delegate", &self.delegate.is_some())
            .finish()
    }
}

impl SamplingPolicy {
    /// Evaluates a request: summary, token limit, model allow-list, review (reviewed
    /// mode), then dispatch. A panicking reviewer or delegate is a refusal, not a crash.
    pub async fn handle(&self, params: Value) -> Result<Value, SamplingRefusal> {
        let summary = SamplingSummary::of(&params);
        let refuse = |reason: RefusalReason| SamplingRefusal {
            reason,
            request: summary.clone(),
        };
        if summary.max_tokens.is_some_and(|t| t > self.max_tokens) {
            return Err(refuse(RefusalReason::Fixed("max_tokens_exceeded")));
        }
        if let Some(model) = &summary.requested_model
            && !self.allowed_models.is_empty()
            && !self.allowed_models.contains(model)
        {
            return Err(refuse(RefusalReason::Fixed("model_not_allowed")));
        }
        if self.mode == SamplingMode::ReviewedModel {
            let Some(reviewer) = &self.reviewer else {
                return Err(refuse(RefusalReason::Fixed("reviewer_required")));
            };
            let decision = AssertUnwindSafe(reviewer(summary.clone()))
                .catch_unwind()
                .await;
            match decision {
                Ok(ReviewDecision::Approve) => {}
                Ok(ReviewDecision::Reject) => {
                    return Err(refuse(RefusalReason::Fixed("review_rejected")));
                }
                Ok(ReviewDecision::RejectWithDetail(d)) => {
                    return Err(refuse(RefusalReason::detailed("review_rejected", &d)));
                }
                Ok(ReviewDecision::Failed(d)) => {
                    return Err(refuse(RefusalReason::detailed("review_failed", &d)));
                }
                Err(_) => {
                    return Err(refuse(RefusalReason::detailed(
                        "invalid_review_result",
                        "the reviewer panicked",
                    )));
                }
            }
        }
        match self.mode {
            SamplingMode::Deny => Err(refuse(RefusalReason::Fixed("sampling_disabled"))),
            SamplingMode::Model | SamplingMode::ReviewedModel => {
                let Some(delegate) = &self.delegate else {
                    return Err(refuse(RefusalReason::Fixed("delegate_required")));
                };
                match AssertUnwindSafe(delegate(params, summary.clone()))
                    .catch_unwind()
                    .await
                {
                    Ok(Ok(v)) if v.is_object() => Ok(v),
                    Ok(Ok(other)) => Err(refuse(RefusalReason::detailed(
                        "invalid_delegate_result",
                        &canonical_json(&other),
                    ))),
                    Ok(Err(detail)) => {
                        Err(refuse(RefusalReason::detailed("delegate_failed", &detail)))
                    }
                    Err(_) => Err(refuse(RefusalReason::detailed(
                        "invalid_delegate_result",
                        "the delegate panicked",
                    ))),
                }
            }
        }
    }
}

/// JSON with object keys sorted and no whitespace, so equal values hash equally
/// whatever order their members arrived in.
pub fn canonical_json(value: &Value) -> String {
    let mut out = String::new();
    write_canonical(value, &mut out);
    out
}

fn write_canonical(value: &Value, out: &mut String) {
    match value {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            out.push('{');
            for (i, k) in keys.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String((*k).clone()).to_string());
                out.push(':');
                write_canonical(&map[k.as_str()], out);
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push('[');
            for (i, v) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_canonical(v, out);
            }
            out.push(']');
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}

/// First 16 lowercase hex characters of SHA-256.
pub fn hex16(text: &str) -> String {
    let digest = Sha256::digest(text.as_bytes());
    hex::encode(&digest[..8])
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    fn params() -> Value {
        json!({
            "messages": [{"role": "user", "content": {"type": "text", "text": "secret prompt"}}],
            "maxTokens": 16,
            "modelPreferences": {"hints": [{"name": "lemon-test"}]}
        })
    }

    fn ok_delegate(seen: Arc<Mutex<Vec<(Value, SamplingSummary)>>>) -> Delegate {
        Arc::new(move |p, s| {
            seen.lock().unwrap().push((p, s));
            Box::pin(async {
                Ok(
                    json!({"role": "assistant", "content": {"type": "text", "text": "x"}, "model": "m"}),
                )
            })
        })
    }

    #[test]
    fn summary_fields() {
        let s = SamplingSummary::of(&params());
        assert_eq!(s.message_count, 1);
        assert_eq!(s.roles, vec!["user"]);
        assert_eq!(s.content_kinds, BTreeMap::from([("text".to_string(), 1)]));
        assert_eq!(s.text_char_count, 13);
        assert_eq!(s.max_tokens, Some(16));
        assert_eq!(s.requested_model.as_deref(), Some("lemon-test"));
        assert_eq!(s.request_hash.len(), 16);
    }

    #[test]
    fn summary_edge_shapes() {
        let s = SamplingSummary::of(
            &json!({"messages": {"role": "user", "content": "ping"}, "max_tokens": 3}),
        );
        assert_eq!(
            (s.message_count, s.text_char_count, s.max_tokens),
            (1, 4, Some(3))
        );
        let s = SamplingSummary::of(&json!({"messages": [
            {"role": "user", "content": [{"type": "text", "text": "ab"}, "cd", {"type": "image"}]},
            {"role": 5},
            {"role": "assistant", "content": {"type": "image", "data": "AA=="}},
            {"role": "user", "content": 7}
        ]}));
        assert_eq!(s.roles, vec!["user", "assistant"]);
        assert_eq!(s.text_char_count, 4);
        assert_eq!(
            s.content_kinds,
            BTreeMap::from([
                ("list".into(), 1),
                ("unknown".into(), 2),
                ("image".into(), 1)
            ])
        );
        assert_eq!(SamplingSummary::of(&json!(null)).message_count, 0);
    }

    #[test]
    fn hash_ignores_key_order() {
        let a = json!({"b": 1, "a": [1, {"y": 2, "x": 1}]});
        let b: Value = serde_json::from_str(r#"{"a":[1,{"x":1,"y":2}],"b":1}"#).unwrap();
        assert_eq!(canonical_json(&a), r#"{"a":[1,{"x":1,"y":2}],"b":1}"#);
        assert_eq!(
            SamplingSummary::of(&a).request_hash,
            SamplingSummary::of(&b).request_hash
        );
    }

    #[tokio::test]
    async fn reviewed_model_reviews_then_delegates_with_raw_params() {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let reviewed = Arc::new(Mutex::new(Vec::new()));
        let r2 = reviewed.clone();
        let policy = SamplingPolicy {
            mode: SamplingMode::ReviewedModel,
            max_tokens: 32,
            reviewer: Some(Arc::new(move |s| {
                r2.lock().unwrap().push(s);
                Box::pin(async { ReviewDecision::Approve })
            })),
            delegate: Some(ok_delegate(seen.clone())),
            ..Default::default()
        };
        assert!(policy.handle(params()).await.is_ok());
        let seen = seen.lock().unwrap();
        assert_eq!(seen[0].0, params());
        assert_eq!(seen[0].1, reviewed.lock().unwrap()[0]);
        assert!(
            !serde_json::to_string(&reviewed.lock().unwrap()[0])
                .unwrap()
                .contains("secret")
        );
    }

    #[tokio::test]
    async fn limits_come_first() {
        let policy = SamplingPolicy {
            max_tokens: 8,
            ..Default::default()
        };
        let r = policy.handle(params()).await.unwrap_err();
        assert_eq!(r.reason, RefusalReason::Fixed("max_tokens_exceeded"));
        assert_eq!(r.request.max_tokens, Some(16));
        assert!(!r.to_value().to_string().contains("secret"));

        let policy = SamplingPolicy {
            allowed_models: vec!["other-model".into()],
            ..Default::default()
        };
        let r = policy.handle(params()).await.unwrap_err();
        assert_eq!(r.reason.kind(), "model_not_allowed");
        assert_eq!(r.request.requested_model.as_deref(), Some("lemon-test"));

        let r = SamplingPolicy::default()
            .handle(params())
            .await
            .unwrap_err();
        assert_eq!(r.reason.kind(), "sampling_disabled");
    }

    #[tokio::test]
    async fn rejection_hashes_detail_and_skips_delegate() {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let policy = SamplingPolicy {
            mode: SamplingMode::ReviewedModel,
            reviewer: Some(Arc::new(|_| {
                Box::pin(async {
                    ReviewDecision::RejectWithDetail("contains secret prompt".into())
                })
            })),
            delegate: Some(ok_delegate(seen.clone())),
            ..Default::default()
        };
        let r = policy.handle(params()).await.unwrap_err();
        assert!(
            matches!(&r.reason, RefusalReason::Detailed { kind: "review_rejected", detail_hash } if detail_hash.len() == 16)
        );
        assert!(seen.lock().unwrap().is_empty());
        assert!(!r.to_value().to_string().contains("secret"));
        assert!(!r.to_string().contains("secret"));
    }

    #[tokio::test]
    async fn missing_parts_and_bad_delegates() {
        let reviewed = SamplingPolicy {
            mode: SamplingMode::ReviewedModel,
            ..Default::default()
        };
        assert_eq!(
            reviewed.handle(params()).await.unwrap_err().reason.kind(),
            "reviewer_required"
        );
        let model = SamplingPolicy {
            mode: SamplingMode::Model,
            ..Default::default()
        };
        assert_eq!(
            model.handle(params()).await.unwrap_err().reason.kind(),
            "delegate_required"
        );
        let failing = SamplingPolicy {
            mode: SamplingMode::Model,
            delegate: Some(Arc::new(|_, _| {
                Box::pin(async { Err("secret prompt leaked".to_string()) })
            })),
            ..Default::default()
        };
        let r = failing.handle(params()).await.unwrap_err();
        assert_eq!(r.reason.kind(), "delegate_failed");
        assert!(!r.to_value().to_string().contains("secret"));
        let weird = SamplingPolicy {
            mode: SamplingMode::Model,
            delegate: Some(Arc::new(|_, _| Box::pin(async { Ok(json!(42)) }))),
            ..Default::default()
        };
        assert_eq!(
            weird.handle(params()).await.unwrap_err().reason.kind(),
            "invalid_delegate_result"
        );
        let panicking = SamplingPolicy {
            mode: SamplingMode::Model,
            delegate: Some(Arc::new(|_, _| Box::pin(async { panic!("boom") }))),
            ..Default::default()
        };
        assert_eq!(
            panicking.handle(params()).await.unwrap_err().reason.kind(),
            "invalid_delegate_result"
        );
    }
}
