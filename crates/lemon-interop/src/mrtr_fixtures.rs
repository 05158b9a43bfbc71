//! The 2026-07-28 fixtures of `conformance-server`: SEP-2322 tools and a prompt that ask the
//! client for input, and the SEP-2575 diagnostic tools (`test_missing_capability`,
//! `test_streaming_elicitation`, `test_logging_tool`). They are written once against `RequestContext`; on the handshake wire
//! the asks are server→client requests, on the stateless wire `InputRequiredResult`s.

use lemon_mcp::protocol::jsonrpc::{ErrorObject, codes};
use lemon_mcp::protocol::types::{
    CallToolResult, CreateMessageParams, ElicitParams, GetPromptResult, ListRootsResult,
};
use lemon_mcp::server::{PeerError, RequestContext};
use serde_json::{Value, json};

/// The tools, as `tools/list` shows them.
pub fn tools() -> Vec<Value> {
    [
        "test_input_required_result_elicitation",
        "test_input_required_result_sampling",
        "test_input_required_result_list_roots",
        "test_input_required_result_request_state",
        "test_input_required_result_multiple_inputs",
        "test_input_required_result_multi_round",
        "test_input_required_result_tampered_state",
        "test_input_required_result_capabilities",
        "test_missing_capability",
        "test_streaming_elicitation",
        "test_logging_tool",
    ]
    .into_iter()
    .map(|name| {
        json!({
            "name": name,
            "description": "SEP-2322 fixture: asks the client for input",
            "inputSchema": {"type": "object", "properties": {}}
        })
    })
    .collect()
}

/// The prompt, as `prompts/list` shows it.
pub const PROMPT: &str = "test_input_required_result_prompt";

fn elicitation(message: &str, field: &str, kind: &str) -> ElicitParams {
    ElicitParams {
        message: message.into(),
        requested_schema: Some(json!({
            "type": "object",
            "properties": {field: {"type": kind}},
            "required": [field]
        })),
        ..Default::default()
    }
}

fn sampling(text: &str, max_tokens: u64) -> Result<CreateMessageParams, ErrorObject> {
    serde_json::from_value(json!({
        "messages": [{"role": "user", "content": {"type": "text", "text": text}}],
        "maxTokens": max_tokens
    }))
    .map_err(|e| invalid(e.to_string()))
}

fn invalid(message: String) -> ErrorObject {
    ErrorObject {
        code: codes::INVALID_PARAMS,
        message,
        data: None,
    }
}

/// A client answer that does not fit is invalid params (SEP-2322: the server validates
/// `inputResponses`).
fn answer<T>(r: Result<T, PeerError>) -> Result<T, ErrorObject> {
    r.map_err(|e| invalid(format!("invalid input response: {e}")))
}

fn field(content: &Option<serde_json::Map<String, Value>>, key: &str) -> String {
    match content.as_ref().and_then(|c| c.get(key)) {
        Some(Value::String(s)) => s.clone(),
        Some(v) => v.to_string(),
        None => String::new(),
    }
}

fn roots_text(r: &ListRootsResult) -> String {
    let uris: Vec<&str> = r.roots.iter().map(|r| r.uri.as_str()).collect();
    format!("Roots: {}", uris.join(", "))
}

fn sampled(r: &lemon_mcp::protocol::types::CreateMessageResult) -> String {
    let v = serde_json::to_value(&r.content).unwrap_or_default();
    v["text"].as_str().unwrap_or_default().to_string()
}

/// Runs one of [`tools`]; `None` when `name` is not one of them.
pub async fn call(name: &str, ctx: &RequestContext) -> Option<Result<CallToolResult, ErrorObject>> {
    let result = match name {
        "test_input_required_result_elicitation" => {
            let r = ctx
                .elicit_as(
                    "user_name",
                    elicitation("What is your name?", "name", "string"),
                )
                .await;
            answer(r)
                .map(|r| CallToolResult::text(format!("Hello, {}!", field(&r.content, "name"))))
        }
        "test_input_required_result_sampling" => {
            match sampling("What is the capital of France?", 100) {
                Ok(p) => answer(ctx.create_message_as("capital_question", p).await)
                    .map(|r| CallToolResult::text(format!("Sampling response: {}", sampled(&r)))),
                Err(e) => Err(e),
            }
        }
        "test_input_required_result_list_roots" => answer(ctx.list_roots_as("client_roots").await)
            .map(|r| CallToolResult::text(roots_text(&r))),
        "test_input_required_result_request_state"
        | "test_input_required_result_tampered_state" => {
            let r = ctx
                .elicit_as("confirm", elicitation("Please confirm", "ok", "boolean"))
                .await;
            answer(r).map(|r| {
                CallToolResult::text(format!("state-ok: confirmed={}", field(&r.content, "ok")))
            })
        }
        "test_input_required_result_multiple_inputs" => {
            let greeting = match sampling("Generate a greeting", 50) {
                Ok(p) => p,
                Err(e) => return Some(Err(e)),
            };
            let (name, greeting, roots) = futures::join!(
                ctx.elicit_as(
                    "user_name",
                    elicitation("What is your name?", "name", "string")
                ),
                ctx.create_message_as("greeting", greeting),
                ctx.list_roots_as("client_roots"),
            );
            match (answer(name), answer(greeting), answer(roots)) {
                (Ok(n), Ok(g), Ok(r)) => Ok(CallToolResult::text(format!(
                    "name={}; greeting={}; {}",
                    field(&n.content, "name"),
                    sampled(&g),
                    roots_text(&r)
                ))),
                (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => Err(e),
            }
        }
        "test_input_required_result_multi_round" => {
            let step1 = ctx
                .elicit_as(
                    "step1",
                    elicitation("Step 1: What is your name?", "name", "string"),
                )
                .await;
            let name = match answer(step1) {
                Ok(r) => field(&r.content, "name"),
                Err(e) => return Some(Err(e)),
            };
            let step2 = ctx
                .elicit_as(
                    "step2",
                    elicitation("Step 2: What is your favorite color?", "color", "string"),
                )
                .await;
            answer(step2).map(|r| {
                CallToolResult::text(format!("{name} likes {}", field(&r.content, "color")))
            })
        }
        "test_input_required_result_capabilities" => {
            // Asks only for what the request's capabilities allow: an undeclared capability
            // fails at once (CapabilityMissing) instead of becoming an input request.
            let sample = match sampling("Say hi", 20) {
                Ok(p) => p,
                Err(e) => return Some(Err(e)),
            };
            let (s, e) = futures::join!(
                ctx.create_message_as("sample", sample),
                ctx.elicit_as("ask", elicitation("Anything?", "value", "string")),
            );
            let part = |ok: bool| if ok { "answered" } else { "not declared" };
            Ok(CallToolResult::text(format!(
                "sampling: {}; elicitation: {}",
                part(s.is_ok()),
                part(e.is_ok())
            )))
        }
        "test_missing_capability" => match sampling("Needs sampling", 10) {
            // Needs sampling; without it declared in this request: -32021.
            Ok(p) => match ctx.create_message_as("needs_sampling", p).await {
                Ok(r) => Ok(CallToolResult::text(format!("sampled: {}", sampled(&r)))),
                Err(PeerError::CapabilityMissing(name)) => {
                    Err(lemon_mcp::protocol::stateless::MissingClientCapabilityData::error(name))
                }
                Err(e) => Err(invalid(format!("invalid input response: {e}"))),
            },
            Err(e) => Err(e),
        },
        "test_streaming_elicitation" => {
            let r = ctx
                .elicit_as("confirm", elicitation("Continue?", "ok", "boolean"))
                .await;
            answer(r).map(|r| CallToolResult::text(format!("ok={}", field(&r.content, "ok"))))
        }
        "test_logging_tool" => {
            for i in 0..3 {
                let _ = ctx
                    .log(
                        lemon_mcp::protocol::types::LoggingLevel::Info,
                        Some("conformance"),
                        json!(format!("log message {i}")),
                    )
                    .await;
            }
            Ok(CallToolResult::text(
                "logged (if the request asked for a log level)",
            ))
        }
        _ => return None,
    };
    Some(result)
}

/// `prompts/get` of [`PROMPT`].
pub async fn prompt(ctx: &RequestContext) -> Result<GetPromptResult, ErrorObject> {
    let r = answer(
        ctx.elicit_as(
            "user_context",
            elicitation("What context should the prompt use?", "context", "string"),
        )
        .await,
    )?;
    serde_json::from_value(json!({
        "description": "A prompt that asked for its context",
        "messages": [{"role": "user", "content": {"type": "text",
            "text": format!("Use this context: {}", field(&r.content, "context"))}}]
    }))
    .map_err(|e| invalid(e.to_string()))
}
