//! The fixture server used by the server integration tests: tools, resources, a
//! template, a prompt and completion, each exercising one server feature.
#![allow(dead_code)]

pub mod stdio_peer;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use lemon_mcp::protocol::types::{
    CallToolResult, CompleteResult, Completion, ContentBlock, CreateMessageParams, ElicitParams,
    GetPromptResult, LoggingLevel, Prompt, PromptArgument, PromptMessage, ReadResourceResult,
    Resource, ResourceContents, ResourceTemplate, Role, SamplingContent, SamplingMessage, Tool,
};
use lemon_mcp::server::{PeerError, Router};
use serde_json::{Value, json};

/// How the ask of `kept_ask_from_a_task`'s task ended, once it has.
pub static TASK_ASK: std::sync::Mutex<Option<String>> = std::sync::Mutex::new(None);

/// How many times the `kept_ask_twice` tool has started in this process.
pub static KEPT_RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Set when the `slow` tool's future is dropped (cancelled or shut down).
#[derive(Clone, Default)]
pub struct DropFlag(pub Arc<AtomicBool>);

impl DropFlag {
    pub fn is_set(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}

struct Guard(Arc<AtomicBool>);

impl Drop for Guard {
    fn drop(&mut self) {
        self.0.store(true, Ordering::SeqCst);
    }
}

fn schema() -> Value {
    json!({"type": "object", "properties": {"message": {"type": "string"}}})
}

pub fn fixture(dropped: DropFlag) -> Router {
    Router::new("HTTP Fixture", "1.0.0")
        .tool(
            Tool::new("echo", "Echoes the message", schema()),
            |args, _ctx| async move {
                let m = args
                    .get("message")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_string();
                Ok(CallToolResult::text(format!("echo:{m}")))
            },
        )
        .tool(
            Tool::new("fail", "A tool-declared failure", schema()),
            |_args, _ctx| async move { Ok(CallToolResult::error_text("planned failure")) },
        )
        .tool(
            Tool::new("broken", "The handler fails", schema()),
            |_args, _ctx| async move { Err("Tool failed to execute".into()) },
        )
        .tool(
            Tool::new("panic", "The handler panics", schema()),
            |_args, _ctx| async move { panic!("boom") },
        )
        .tool(
            Tool::new("slow", "Runs until cancelled", schema()),
            move |_args, ctx| {
                let flag = dropped.0.clone();
                async move {
                    let _guard = Guard(flag);
                    ctx.cancellation().cancelled().await;
                    Ok(CallToolResult::text("cancelled"))
                }
            },
        )
        .tool(
            Tool::new("progress", "Reports progress", schema()),
            |_args, ctx| async move {
                for p in [0.0, 50.0, 100.0] {
                    ctx.progress(p, Some(100.0), Some("working"))
                        .await
                        .map_err(|e| e.to_string())?;
                }
                Ok(CallToolResult::text("done"))
            },
        )
        .tool(
            Tool::new("log", "Logs three times", schema()),
            |_args, ctx| async move {
                for i in 0..3 {
                    ctx.log(
                        LoggingLevel::Info,
                        Some("fixture"),
                        json!(format!("step {i}")),
                    )
                    .await
                    .map_err(|e| e.to_string())?;
                }
                ctx.log(LoggingLevel::Debug, Some("fixture"), json!("debug"))
                    .await
                    .map_err(|e| e.to_string())?;
                Ok(CallToolResult::text("logged"))
            },
        )
        .tool(
            Tool::new("sample", "Asks the client to sample", schema()),
            |args, ctx| async move {
                let prompt = args
                    .get("message")
                    .and_then(Value::as_str)
                    .unwrap_or("hi")
                    .to_string();
                let params = CreateMessageParams {
                    messages: vec![SamplingMessage {
                        role: Role::User,
                        content: serde_json::from_value(json!({"type": "text", "text": prompt}))
                            .map_err(|e| e.to_string())?,
                        extra: Default::default(),
                    }],
                    model_preferences: None,
                    system_prompt: None,
                    include_context: None,
                    temperature: None,
                    max_tokens: 100,
                    stop_sequences: None,
                    metadata: None,
                    extra: Default::default(),
                };
                match ctx.create_message(params).await {
                    Ok(result) => {
                        let text = match &result.content {
                            SamplingContent::One(c) => serde_json::to_value(c).unwrap_or_default(),
                            other => serde_json::to_value(other).unwrap_or_default(),
                        };
                        Ok(CallToolResult::text(format!(
                            "sampled:{}",
                            text["text"].as_str().unwrap_or("")
                        )))
                    }
                    Err(e @ PeerError::CapabilityMissing(_)) => {
                        Ok(CallToolResult::error_text(e.to_string()))
                    }
                    Err(e) => Ok(CallToolResult::error_text(format!("sampling failed: {e}"))),
                }
            },
        )
        .tool(
            Tool::new("elicit", "Asks the user", schema()),
            |_args, ctx| async move {
                let params = ElicitParams {
                    message: "Your name?".into(),
                    requested_schema: Some(
                        json!({"type":"object","properties":{"name":{"type":"string"}}}),
                    ),
                    ..Default::default()
                };
                match ctx.elicit(params).await {
                    Ok(r) => Ok(CallToolResult::text(
                        serde_json::to_string(&r).unwrap_or_default(),
                    )),
                    Err(e) => Ok(CallToolResult::error_text(e.to_string())),
                }
            },
        )
        .tool(
            Tool::new(
                "needs_sampling",
                "Fails with -32021 without sampling",
                schema(),
            ),
            |_args, ctx| async move {
                if ctx
                    .session()
                    .client_capabilities()
                    .get("sampling")
                    .is_none()
                {
                    return Err(
                        lemon_mcp::protocol::stateless::MissingClientCapabilityData::error(
                            "sampling",
                        )
                        .into(),
                    );
                }
                Ok(CallToolResult::text("has sampling"))
            },
        )
        .tool(
            Tool::new(
                "kept_ask_twice",
                "Counts its runs, asks to be kept across input rounds, then asks twice",
                schema(),
            ),
            |_args, ctx| async move {
                let runs = KEPT_RUNS.fetch_add(1, Ordering::SeqCst) + 1;
                let kept = ctx.keep_across_input();
                let ask = |m: &str| ElicitParams {
                    message: m.into(),
                    ..Default::default()
                };
                let mut got = Vec::new();
                for (key, message) in [("first", "First?"), ("second", "Second?")] {
                    let r = ctx
                        .elicit_as(key, ask(message))
                        .await
                        .map_err(|e| e.to_string())?;
                    got.push(
                        r.content
                            .as_ref()
                            .and_then(|c| c.get("v"))
                            .and_then(Value::as_str)
                            .unwrap_or("")
                            .to_string(),
                    );
                    // Sent after a resume: it must reach the retry's response.
                    let _ = ctx
                        .notify(
                            "notifications/message",
                            json!({"level": "info", "data": key}),
                        )
                        .await;
                }
                Ok(CallToolResult::text(format!(
                    "{} run={runs} kept={kept}",
                    got.join("+")
                )))
            },
        )
        .tool(
            Tool::new(
                "kept_ask_together",
                "Kept across input rounds: asks two questions at once, then a third",
                schema(),
            ),
            |_args, ctx| async move {
                ctx.keep_across_input();
                let ask = |m: &str| ElicitParams {
                    message: m.into(),
                    ..Default::default()
                };
                let v = |r: Result<lemon_mcp::protocol::types::ElicitResult, PeerError>| {
                    r.map(|r| {
                        r.content
                            .as_ref()
                            .and_then(|c| c.get("v"))
                            .and_then(Value::as_str)
                            .unwrap_or("")
                            .to_string()
                    })
                    .map_err(|e| e.to_string())
                };
                let (a, b) =
                    tokio::join!(ctx.elicit_as("a", ask("A?")), ctx.elicit_as("b", ask("B?")));
                let c = ctx.elicit_as("c", ask("C?")).await;
                Ok(CallToolResult::text(format!(
                    "{}+{}+{}",
                    v(a)?,
                    v(b)?,
                    v(c)?
                )))
            },
        )
        .tool(
            Tool::new(
                "kept_ask_from_a_task",
                "Kept across input rounds; a task it starts asks, and records how that ended",
                schema(),
            ),
            |_args, ctx| async move {
                ctx.keep_across_input();
                let asker = ctx.clone();
                let task = tokio::spawn(async move {
                    let params = ElicitParams {
                        message: "From a task?".into(),
                        ..Default::default()
                    };
                    let outcome = match asker.elicit_as("task", params).await {
                        Ok(_) => "answered".to_string(),
                        Err(e) => e.to_string(),
                    };
                    *TASK_ASK.lock().unwrap() = Some(outcome.clone());
                    outcome
                });
                let outcome = task.await.map_err(|e| e.to_string())?;
                Ok(CallToolResult::text(outcome))
            },
        )
        .tool(
            Tool::new(
                "ask_twice",
                "Asks two named questions, one after the other",
                schema(),
            ),
            |_args, ctx| async move {
                let ask = |m: &str| ElicitParams {
                    message: m.into(),
                    ..Default::default()
                };
                let first = ctx
                    .elicit_as("first", ask("First?"))
                    .await
                    .map_err(|e| e.to_string())?;
                let second = ctx
                    .elicit_as("second", ask("Second?"))
                    .await
                    .map_err(|e| e.to_string())?;
                let text = |r: &lemon_mcp::protocol::types::ElicitResult| {
                    r.content
                        .as_ref()
                        .and_then(|c| c.get("v"))
                        .and_then(Value::as_str)
                        .unwrap_or("")
                        .to_string()
                };
                Ok(CallToolResult::text(format!(
                    "{}+{}",
                    text(&first),
                    text(&second)
                )))
            },
        )
        .tool(
            Tool::new("reconnect", "Closes its SSE stream mid-call", schema()),
            |_args, ctx| async move {
                ctx.notify(
                    "notifications/message",
                    json!({"level":"info","data":"before close"}),
                )
                .await
                .map_err(|e| e.to_string())?;
                ctx.close_sse_stream(Duration::from_millis(50)).await;
                tokio::time::sleep(Duration::from_millis(150)).await;
                Ok(CallToolResult::text("after reconnect"))
            },
        )
        .tool(
            Tool::new(
                "route",
                "Answers where it was routed; region and priority are mirrored into headers",
                json!({"type": "object", "properties": {
                    "region": {"type": "string", "x-mcp-header": "Region"},
                    "priority": {"type": "integer", "x-mcp-header": "Priority"},
                    "note": {"type": "string"}
                }}),
            ),
            |args, _ctx| async move {
                let region = args.get("region").and_then(Value::as_str).unwrap_or("-");
                Ok(CallToolResult::text(format!("routed:{region}")))
            },
        )
        .resource(
            Resource {
                uri: "fixture://status".into(),
                name: "status".into(),
                ..Default::default()
            },
            |uri, _ctx| async move {
                Ok(ReadResourceResult {
                    contents: vec![ResourceContents {
                        uri,
                        text: Some("status:ok".into()),
                        ..Default::default()
                    }],
                    ..Default::default()
                })
            },
        )
        .resource_template(
            ResourceTemplate {
                uri_template: "fixture://item/{id}".into(),
                name: "item".into(),
                ..Default::default()
            },
            |uri, vars, _ctx| async move {
                let id = vars.get("id").cloned().unwrap_or_default();
                Ok(ReadResourceResult {
                    contents: vec![ResourceContents {
                        uri,
                        text: Some(format!("item {id}")),
                        ..Default::default()
                    }],
                    ..Default::default()
                })
            },
        )
        .subscriptions(true)
        .prompt(
            Prompt {
                name: "brief".into(),
                description: Some("Write a brief".into()),
                arguments: Some(vec![PromptArgument {
                    name: "topic".into(),
                    required: Some(true),
                    ..Default::default()
                }]),
                ..Default::default()
            },
            |args, _ctx| async move {
                let topic = args
                    .get("topic")
                    .and_then(Value::as_str)
                    .unwrap_or("nothing")
                    .to_string();
                Ok(GetPromptResult {
                    description: Some("Write a brief".into()),
                    messages: vec![PromptMessage {
                        role: Role::User,
                        content: ContentBlock::text(format!("Write a brief about {topic}")),
                        extra: Default::default(),
                    }],
                    ..Default::default()
                })
            },
        )
        .completion(|params, _ctx| async move {
            let prefix = params.argument.value.clone();
            let values = ["beam", "bees", "rust"]
                .iter()
                .filter(|v| v.starts_with(&prefix))
                .map(|v| v.to_string())
                .collect();
            Ok(CompleteResult {
                completion: Completion {
                    values,
                    ..Default::default()
                },
                ..Default::default()
            })
        })
}

pub fn init_params(version: &str, capabilities: Value) -> Value {
    json!({
        "protocolVersion": version,
        "capabilities": capabilities,
        "clientInfo": {"name": "test-client", "version": "0.0.1"}
    })
}
