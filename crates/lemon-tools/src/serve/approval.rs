//! Approvals over the wire: a downstream call that needs approval (the server's
//! `approval` or a `tool_approvals` entry says `always`) is put to the connected
//! client's user with `elicitation/create`, showing the server, the raw tool name and
//! the arguments with credentials redacted. Only an explicit yes runs the call; a
//! client without elicitation gets a tool error that says how to allow such calls, so
//! nothing needing approval is ever run unasked. On the 2026-07-28 wire the question
//! rides an `InputRequiredResult` (the context does that), so this is written once.

use lemon_core::approval::ApprovalRequest;
use lemon_core::redact::redact_arguments;
use lemon_mcp::protocol::types::{CallToolResult, ElicitAction, ElicitParams};
use lemon_mcp::server::{PeerError, RequestContext};
use serde_json::{Value, json};

/// The key of the yes/no field in the elicitation form.
pub const APPROVE_FIELD: &str = "approve";

/// The input-request key of the question on the stateless wire.
const INPUT_KEY: &str = "lemon_approval";

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
    let answer = ctx.elicit_as(INPUT_KEY, question(server, raw, args)).await;
    match answer {
        Ok(r) if r.action == ElicitAction::Accept && approved(r.content.as_ref()) => Ok(()),
        Ok(r) => Err(CallToolResult::error_text(format!(
            "{name}: not run: the user {} the call to '{raw}' on server '{server}'.",
            match r.action {
                ElicitAction::Accept | ElicitAction::Decline => "declined",
                ElicitAction::Cancel => "dismissed the question about",
            }
        ))),
        Err(PeerError::CapabilityMissing(_)) => Err(unaskable(name, server, raw)),
        Err(e) => Err(CallToolResult::error_text(format!(
            "{name}: not run: the approval for '{raw}' on server '{server}' could not be \
             asked ({}).",
            peer_failure(&e)
        ))),
    }
}

/// The elicitation: a one-line summary and a form with one required boolean.
fn question(server: &str, raw: &str, args: &Value) -> ElicitParams {
    let shown = redact_arguments(args);
    ElicitParams {
        message: format!(
            "Allow the tool '{raw}' of MCP server '{server}' to run with these arguments? {shown}"
        ),
        mode: None,
        requested_schema: Some(json!({
            "type": "object",
            "properties": {
                APPROVE_FIELD: {
                    "type": "boolean",
                    "title": "Allow this call",
                    "description": format!("Run '{raw}' on '{server}' once"),
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
        let q = question(
            "git",
            "commit",
            &json!({"message": "m", "token": "t0p-s3cret"}),
        );
        assert!(q.message.contains("'commit'") && q.message.contains("'git'"));
        assert!(!q.message.contains("t0p-s3cret"), "{}", q.message);
        let schema = q.requested_schema.unwrap();
        assert_eq!(schema["required"], json!([APPROVE_FIELD]));
        assert_eq!(schema["properties"][APPROVE_FIELD]["type"], "boolean");
    }

    #[test]
    fn only_an_explicit_true_approves() {
        let form = |v: Value| v.as_object().cloned();
        assert!(approved(form(json!({"approve": true})).as_ref()));
        assert!(!approved(form(json!({"approve": false})).as_ref()));
        assert!(!approved(form(json!({"approve": "true"})).as_ref()));
        assert!(!approved(form(json!({})).as_ref()));
        assert!(!approved(None));
    }
}
