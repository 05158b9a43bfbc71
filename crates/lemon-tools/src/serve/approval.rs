//! Approvals over the wire: a downstream call that needs approval (the server's
//! `approval` or a `tool_approvals` entry says `always`) is put to the connected
//! client's user with `elicitation/create`, showing the server, the raw tool name and
//! the arguments with credentials redacted. Only an explicit yes runs the call; a
//! client without elicitation gets a tool error that says how to allow such calls, so
//! nothing needing approval is ever run unasked. A gated skill write (`skill_manage`
//! with `[skills] write_approval`) is asked the same way ([`ask_write`]): the write runs
//! once to learn what it would ask ([`Recording`]), and again with exactly that request
//! decided ([`Exactly`]). A downstream server's sampling request under a policy with a
//! reviewer is asked the same way ([`ask_sampling`], the redacted summary only). On the
//! 2026-07-28 wire the question rides an
//! `InputRequiredResult` (the context does that), so this is written once.

use lemon_core::approval::{ApprovalRequest, Approver, Decision};
use lemon_core::redact::redact_arguments;
use lemon_mcp::protocol::types::{CallToolResult, ElicitAction, ElicitParams};
use lemon_mcp::server::{PeerError, RequestContext};
use serde_json::{Value, json};

/// The key of the yes/no field in the elicitation form.
pub const APPROVE_FIELD: &str = "approve";

/// The input-request key of the question on the stateless wire.
const INPUT_KEY: &str = "lemon_approval";

/// What became of a question put to the client's user.
enum Answer {
    /// An accepted form with [`APPROVE_FIELD`] `true`.
    Yes,
    /// Declined, dismissed, or accepted with anything but `true`.
    No(ElicitAction),
    /// The client does not support elicitation.
    Unaskable,
    /// Asking failed (fixed words: never the client's text).
    Failed(&'static str),
}

async fn put(ctx: &RequestContext, message: String, what: String) -> Answer {
    put_as(ctx, INPUT_KEY, message, what).await
}

async fn put_as(ctx: &RequestContext, key: &str, message: String, what: String) -> Answer {
    match ctx.elicit_as(key, form(message, what)).await {
        Ok(r) if r.action == ElicitAction::Accept && approved(r.content.as_ref()) => Answer::Yes,
        Ok(r) => Answer::No(r.action),
        Err(PeerError::CapabilityMissing(_)) => Answer::Unaskable,
        Err(e) => Answer::Failed(peer_failure(&e)),
    }
}

/// Asks the client's user whether the call `name` (described by `req`) may run with
/// `args`. `Ok(())` only on an accepted form whose [`APPROVE_FIELD`] is `true`; every
/// other outcome is the tool error to answer instead.
pub async fn ask(
    ctx: &RequestContext,
    req: &ApprovalRequest,
    name: &str,
    args: &Value,
) -> Result<(), CallToolResult> {
    let server = &req.skill;
    let raw = &req.source;
    let (message, what) = call_question(server, raw, args);
    match put(ctx, message, what).await {
        Answer::Yes => Ok(()),
        Answer::No(action) => Err(CallToolResult::error_text(format!(
            "{name}: not run: the user {} the call to '{raw}' on server '{server}'.",
            match action {
                ElicitAction::Accept | ElicitAction::Decline => "declined",
                ElicitAction::Cancel => "dismissed the question about",
            }
        ))),
        Answer::Unaskable => Err(unaskable(name, server, raw)),
        Answer::Failed(why) => Err(CallToolResult::error_text(format!(
            "{name}: not run: the approval for '{raw}' on server '{server}' could not be \
             asked ({why})."
        ))),
    }
}

/// Asks the client's user about a gated skill write (`skill_manage` with `[skills]
/// write_approval` on), showing the library's own one-line rationale and the audit
/// verdict. The answer as the approval [`Decision`] the write then runs with.
pub async fn ask_write(ctx: &RequestContext, req: &ApprovalRequest) -> Decision {
    let verdict = req
        .verdict
        .as_deref()
        .map(|v| format!(" (security audit: {v})"))
        .unwrap_or_default();
    let message = format!("{}{verdict}. Allow this skill write?", req.rationale);
    let what = format!("Write skill '{}' once", req.skill);
    match put(ctx, message, what).await {
        Answer::Yes => Decision::Approved,
        Answer::No(_) => Decision::Denied,
        Answer::Unaskable => Decision::Unavailable(super::skills::NO_APPROVER.into()),
        Answer::Failed(why) => Decision::Unavailable(format!(
            "the approval of this skill write could not be asked ({why})"
        )),
    }
}

/// Asks the client's user whether a downstream server's sampling request (the redacted
/// summary in `req.rationale`, never the prompt) may go to the model, for a `sampling`
/// policy with a reviewer. Each question has its own input-request key: on the
/// stateless wire the call is kept across rounds, and an earlier answer (to a tool-call
/// approval or another sampling request) must never answer this one.
pub async fn ask_sampling(ctx: &RequestContext, req: &ApprovalRequest) -> Decision {
    static ASKED: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = ASKED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let key = format!("lemon_sampling_approval_{n}");
    let message = format!("{}. Send this request to your model?", req.rationale);
    let what = format!("Answer one sampling request of '{}'", req.skill);
    match put_as(ctx, &key, message, what).await {
        Answer::Yes => Decision::Approved,
        Answer::No(_) => Decision::Denied,
        Answer::Unaskable => {
            Decision::Unavailable("the client does not support elicitation".into())
        }
        Answer::Failed(why) => Decision::Unavailable(format!(
            "the approval of this sampling request could not be asked ({why})"
        )),
    }
}

/// Decides nothing and keeps the first request, so a gated write can be run once to
/// learn what it would ask (it stops at the gate and writes nothing), asked about
/// asynchronously, then run again with [`Exactly`] that request approved.
#[derive(Default)]
pub struct Recording(std::sync::Mutex<Option<ApprovalRequest>>);

impl Recording {
    /// The request the run stopped at, if any.
    pub fn take(&self) -> Option<ApprovalRequest> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).take()
    }
}

impl Approver for Recording {
    fn decide(&self, request: &ApprovalRequest) -> Decision {
        let mut kept = self.0.lock().unwrap_or_else(|p| p.into_inner());
        kept.get_or_insert_with(|| request.clone());
        Decision::Unavailable("asking the client".into())
    }
}

/// Gives `decision` to exactly the request the user was asked about, and denies any
/// other (the skill changed in between: its digest differs).
pub struct Exactly(pub ApprovalRequest, pub Decision);

impl Approver for Exactly {
    fn decide(&self, request: &ApprovalRequest) -> Decision {
        if *request == self.0 {
            self.1.clone()
        } else {
            Decision::Denied
        }
    }
}

/// The message and the field description of a downstream call's question.
fn call_question(server: &str, raw: &str, args: &Value) -> (String, String) {
    let shown = redact_arguments(args);
    (
        format!(
            "Allow the tool '{raw}' of MCP server '{server}' to run with these arguments? {shown}"
        ),
        format!("Run '{raw}' on '{server}' once"),
    )
}

/// The elicitation: `message` and a form with one required boolean.
fn form(message: String, what: String) -> ElicitParams {
    ElicitParams {
        message,
        mode: None,
        requested_schema: Some(json!({
            "type": "object",
            "properties": {
                APPROVE_FIELD: {
                    "type": "boolean",
                    "title": "Allow",
                    "description": what,
                    "default": false,
                }
            },
            "required": [APPROVE_FIELD],
        })),
        url: None,
        elicitation_id: None,
        extra: Default::default(),
    }
}

fn approved(content: Option<&serde_json::Map<String, Value>>) -> bool {
    content.and_then(|c| c.get(APPROVE_FIELD)) == Some(&Value::Bool(true))
}

/// The refusal when the client cannot be asked: what to change to allow the call.
fn unaskable(name: &str, server: &str, raw: &str) -> CallToolResult {
    CallToolResult::error_text(format!(
        "{name}: this call needs approval (server '{server}' has `approval` or a \
         `tool_approvals` entry for '{raw}' set to \"always\"), and this client does not \
         support elicitation, so nobody can be asked. To allow it, set \
         `\"tool_approvals\": {{\"{raw}\": \"never\"}}` (or `\"approval\": \"never\"`) on \
         server '{server}' in .lemon/mcp.json, or run it on a terminal with \
         `lemon mcp call {name} --args JSON`."
    ))
}

/// Why asking failed, in fixed words (never the client's own text, which is shown to
/// the model).
fn peer_failure(e: &PeerError) -> &'static str {
    match e {
        PeerError::Timeout { .. } => "no answer in time",
        PeerError::CapabilityMissing(_) => "the client does not support elicitation",
        PeerError::Closed => "the client connection is closed",
        PeerError::Cancelled => "the request was cancelled",
        _ => "the client answered with an error or a malformed answer",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_question_names_the_call_and_hides_credentials() {
        let (message, what) = call_question(
            "git",
            "commit",
            &json!({"message": "m", "token": "t0p-s3cret"}),
        );
        assert!(message.contains("'commit'") && message.contains("'git'"));
        assert!(!message.contains("t0p-s3cret"), "{message}");
        let q = form(message, what);
        let schema = q.requested_schema.unwrap();
        assert_eq!(schema["required"], json!([APPROVE_FIELD]));
        assert_eq!(schema["properties"][APPROVE_FIELD]["type"], "boolean");
    }

    #[test]
    fn only_an_explicit_true_approves() {
        let content = |v: Value| v.as_object().cloned();
        assert!(approved(content(json!({"approve": true})).as_ref()));
        assert!(!approved(content(json!({"approve": false})).as_ref()));
        assert!(!approved(content(json!({"approve": "true"})).as_ref()));
        assert!(!approved(content(json!({})).as_ref()));
        assert!(!approved(None));
    }
}

#[cfg(test)]
mod gate_tests {
    use super::*;
    use lemon_core::approval::RequestKind;

    fn request(digest: &str) -> ApprovalRequest {
        ApprovalRequest {
            kind: RequestKind::Operation,
            tool: "skill_manage".into(),
            skill: "k".into(),
            source: "create".into(),
            rationale: "Create skill 'k'".into(),
            commit: None,
            digest: Some(digest.into()),
            verdict: Some("pass".into()),
            findings: Vec::new(),
        }
    }

    #[test]
    fn recording_keeps_the_first_request_and_exactly_approves_only_it() {
        let rec = Recording::default();
        assert!(matches!(
            rec.decide(&request("a")),
            Decision::Unavailable(_)
        ));
        let _ = rec.decide(&request("b"));
        let kept = rec.take().unwrap();
        assert_eq!(kept, request("a"));
        let gate = Exactly(kept, Decision::Approved);
        assert_eq!(gate.decide(&request("a")), Decision::Approved);
        assert_eq!(gate.decide(&request("b")), Decision::Denied);
    }
}
