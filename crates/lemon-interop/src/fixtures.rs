//! The fixtures the official conformance suite expects of a server under test, by their
//! exact names and payloads (tools `test_*`, resources `test://…`, prompts `test_*_prompt…`,
//! completion for `test_prompt_with_arguments`), plus the `echo` and `add` tools that the
//! benchmarks and interop tests call.
//!
//! Everything here is plain JSON in the MCP wire shape, so it is independent of how a server
//! library types its results; `conformance-server` adapts it to lemon-mcp's handler. Tools
//! whose behaviour needs the connection (logging, progress, sampling, elicitation,
//! reconnection) are only *declared* here: their bodies live in the server binary.

use serde_json::{Value, json};

/// A 1×1 red PNG, base64 (the suite asks for "a minimal test image").
pub const RED_PIXEL_PNG: &str =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC";

/// A 1 ms, 8 kHz, 16-bit mono silent WAV, base64 ("a minimal test audio file").
pub const SILENT_WAV: &str =
    "UklGRjQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YRAAAAAAAAAAAAAAAAAAAAAAAAAA";

/// URI of the subscribable resource of the `resources-subscribe` scenarios.
pub const WATCHED_RESOURCE: &str = "test://watched-resource";

/// Why a fixture request could not be answered; the server turns it into a JSON-RPC error.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum FixtureError {
    /// No tool by that name.
    #[error("unknown tool `{0}`")]
    UnknownTool(String),
    /// No resource at that URI (JSON-RPC -32602 with the URI in `data`, per SEP-2164).
    #[error("resource not found: {0}")]
    ResourceNotFound(String),
    /// No prompt by that name.
    #[error("unknown prompt `{0}`")]
    UnknownPrompt(String),
    /// A required argument is missing or has the wrong type.
    #[error("`{what}` needs the argument `{arg}` (see the tool's input schema)")]
    MissingArgument {
        /// The tool or prompt.
        what: String,
        /// The argument's name.
        arg: &'static str,
    },
}

fn object_schema(properties: Value, required: &[&str]) -> Value {
    json!({"type": "object", "properties": properties, "required": required})
}

fn no_args() -> Value {
    object_schema(json!({}), &[])
}

fn tool(name: &str, description: &str, input_schema: Value) -> Value {
    json!({"name": name, "description": description, "inputSchema": input_schema})
}

/// Every tool, in a stable order (the suite's 2026 wire asks for deterministic listing).
pub fn tools() -> Vec<Value> {
    let prompt_arg = object_schema(
        json!({"prompt": {"type": "string", "description": "The prompt to send to the LLM"}}),
        &["prompt"],
    );
    let message_arg = object_schema(
        json!({"message": {"type": "string", "description": "The message to show the user"}}),
        &["message"],
    );
    vec![
        tool(
            "echo",
            "Echoes back the input as `Echo: <message>`.",
            object_schema(
                json!({"message": {"type": "string", "description": "Message to echo"}}),
                &["message"],
            ),
        ),
        tool(
            "add",
            "Adds two numbers and returns the sum as text.",
            object_schema(
                json!({"a": {"type": "number"}, "b": {"type": "number"}}),
                &["a", "b"],
            ),
        ),
        tool(
            "test_simple_text",
            "Returns a simple text response.",
            no_args(),
        ),
        tool("test_image_content", "Returns a 1x1 PNG image.", no_args()),
        tool("test_audio_content", "Returns a tiny WAV clip.", no_args()),
        tool(
            "test_embedded_resource",
            "Returns an embedded text resource.",
            no_args(),
        ),
        tool(
            "test_multiple_content_types",
            "Returns text, image and resource content.",
            no_args(),
        ),
        tool(
            "test_tool_with_logging",
            "Sends three info log notifications ~50 ms apart.",
            no_args(),
        ),
        tool(
            "test_tool_with_progress",
            "Reports progress 0, 50 and 100 of 100 when given a progress token.",
            no_args(),
        ),
        tool(
            "test_error_handling",
            "Always fails with isError: true.",
            no_args(),
        ),
        tool(
            "test_sampling",
            "Asks the client to sample an LLM with the prompt.",
            prompt_arg,
        ),
        tool(
            "test_elicitation",
            "Asks the client for a username and email.",
            message_arg,
        ),
        tool(
            "test_elicitation_sep1034_defaults",
            "Elicits a form whose fields all have defaults (SEP-1034).",
            no_args(),
        ),
        tool(
            "test_elicitation_sep1330_enums",
            "Elicits a form with every enum variant (SEP-1330).",
            no_args(),
        ),
        tool(
            "test_reconnection",
            "Closes its SSE stream mid-call; the client resumes with GET + Last-Event-ID (SEP-1699).",
            no_args(),
        ),
        json_schema_2020_12_tool(),
        // SEP-2243: clients mirror `region` into `Mcp-Param-Region`; the 2026-07-28 HTTP
        // server refuses a call whose header and argument disagree.
        tool(
            "test_header_params",
            "Echoes its region, which clients mirror into the Mcp-Param-Region header.",
            object_schema(
                json!({"region": {
                    "type": "string",
                    "description": "Where to route the call",
                    "x-mcp-header": "Region"
                }}),
                &["region"],
            ),
        ),
    ]
}

/// `json_schema_2020_12_tool`, whose input schema uses the 2020-12 vocabulary the suite
/// checks is passed through untouched (`$schema`, `$defs` with `$anchor`, `allOf`/`anyOf`,
/// `if`/`then`/`else`, `additionalProperties`).
pub fn json_schema_2020_12_tool() -> Value {
    tool(
        "json_schema_2020_12_tool",
        "Tool with JSON Schema 2020-12 features",
        json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "type": "object",
            "$defs": {
                "address": {
                    "$anchor": "address",
                    "type": "object",
                    "properties": {"street": {"type": "string"}, "city": {"type": "string"}}
                }
            },
            "properties": {
                "name": {"type": "string"},
                "address": {"$ref": "#/$defs/address"},
                "contact": {
                    "anyOf": [
                        {"type": "object", "properties": {"email": {"type": "string"}}},
                        {"type": "object", "properties": {"phone": {"type": "string"}}}
                    ]
                },
                "kind": {"type": "string"},
                "detail": {"type": "string"}
            },
            // SEP-2106: composition keywords nest and must reach the client intact.
            "allOf": [
                {"required": ["name"]},
                {"anyOf": [{"required": ["address"]}, {"required": ["contact"]}]}
            ],
            "if": {"properties": {"kind": {"const": "business"}}},
            "then": {"required": ["detail"]},
            "else": {},
            "additionalProperties": false
        }),
    )
}

/// The result of a tool that needs nothing but its arguments, or `None` when `name` is a
/// tool whose body needs the connection (or no tool at all; see [`is_tool`]).
///
/// ```
/// use lemon_interop::fixtures::static_tool_result;
/// let r = static_tool_result("echo", &serde_json::json!({"message": "hi"})).unwrap().unwrap();
/// assert_eq!(r["content"][0]["text"], "Echo: hi");
/// ```
pub fn static_tool_result(name: &str, args: &Value) -> Option<Result<Value, FixtureError>> {
    let text = |t: &str| json!({"content": [{"type": "text", "text": t}]});
    Some(Ok(match name {
        "echo" => match args.get("message").and_then(Value::as_str) {
            Some(m) => text(&format!("Echo: {m}")),
            None => {
                return Some(Err(FixtureError::MissingArgument {
                    what: name.into(),
                    arg: "message",
                }));
            }
        },
        "add" => {
            let number = |key: &'static str| {
                args.get(key)
                    .and_then(Value::as_f64)
                    .ok_or(FixtureError::MissingArgument {
                        what: name.into(),
                        arg: key,
                    })
            };
            match (number("a"), number("b")) {
                (Ok(a), Ok(b)) => text(&format!("{}", a + b)),
                (Err(e), _) | (_, Err(e)) => return Some(Err(e)),
            }
        }
        "test_simple_text" => text("This is a simple text response for testing."),
        "test_image_content" => {
            json!({"content": [{"type": "image", "data": RED_PIXEL_PNG, "mimeType": "image/png"}]})
        }
        "test_audio_content" => {
            json!({"content": [{"type": "audio", "data": SILENT_WAV, "mimeType": "audio/wav"}]})
        }
        "test_embedded_resource" => json!({"content": [{
            "type": "resource",
            "resource": {
                "uri": "test://embedded-resource",
                "mimeType": "text/plain",
                "text": "This is an embedded resource content."
            }
        }]}),
        "test_multiple_content_types" => json!({"content": [
            {"type": "text", "text": "Multiple content types test:"},
            {"type": "image", "data": RED_PIXEL_PNG, "mimeType": "image/png"},
            {"type": "resource", "resource": {
                "uri": "test://mixed-content-resource",
                "mimeType": "application/json",
                "text": "{\"test\":\"data\",\"value\":123}"
            }}
        ]}),
        "test_error_handling" => json!({
            "isError": true,
            "content": [{"type": "text", "text": "This tool intentionally returns an error for testing"}]
        }),
        "json_schema_2020_12_tool" => text(&format!("Received: {args}")),
        "test_header_params" => text(&format!(
            "region={}",
            args.get("region")
                .and_then(Value::as_str)
                .unwrap_or_default()
        )),
        _ => return None,
    }))
}

/// Whether `name` is one of [`tools`].
pub fn is_tool(name: &str) -> bool {
    tools().iter().any(|t| t["name"] == name)
}

/// The elicitation request of `test_elicitation` for `message`.
pub fn elicitation_params(message: &str) -> Value {
    json!({
        "message": message,
        "requestedSchema": object_schema(json!({
            "username": {"type": "string", "description": "User's response"},
            "email": {"type": "string", "description": "User's email address"}
        }), &["username", "email"])
    })
}

/// The elicitation request of `test_elicitation_sep1034_defaults`.
pub fn elicitation_sep1034_params() -> Value {
    json!({
        "message": "Please review and update the form fields with defaults",
        "requestedSchema": object_schema(json!({
            "name": {"type": "string", "description": "User name", "default": "John Doe"},
            "age": {"type": "integer", "description": "User age", "default": 30},
            "score": {"type": "number", "description": "User score", "default": 95.5},
            "status": {
                "type": "string",
                "description": "User status",
                "enum": ["active", "inactive", "pending"],
                "default": "active"
            },
            "verified": {"type": "boolean", "description": "Verification status", "default": true}
        }), &[])
    })
}

/// The elicitation request of `test_elicitation_sep1330_enums`: all five enum shapes.
pub fn elicitation_sep1330_params() -> Value {
    json!({
        "message": "Please select options from the enum fields",
        "requestedSchema": object_schema(json!({
            "untitledSingle": {
                "type": "string",
                "description": "Untitled single-select",
                "enum": ["option1", "option2", "option3"]
            },
            "titledSingle": {
                "type": "string",
                "description": "Titled single-select",
                "oneOf": [
                    {"const": "value1", "title": "First Option"},
                    {"const": "value2", "title": "Second Option"},
                    {"const": "value3", "title": "Third Option"}
                ]
            },
            "legacyEnum": {
                "type": "string",
                "description": "Legacy titled enum",
                "enum": ["opt1", "opt2", "opt3"],
                "enumNames": ["Option One", "Option Two", "Option Three"]
            },
            "untitledMulti": {
                "type": "array",
                "description": "Untitled multi-select",
                "items": {"type": "string", "enum": ["option1", "option2", "option3"]}
            },
            "titledMulti": {
                "type": "array",
                "description": "Titled multi-select",
                "items": {"anyOf": [
                    {"const": "value1", "title": "First Choice"},
                    {"const": "value2", "title": "Second Choice"},
                    {"const": "value3", "title": "Third Choice"}
                ]}
            }
        }), &[])
    })
}

/// The sampling request of `test_sampling` for `prompt`.
pub fn sampling_params(prompt: &str) -> Value {
    json!({
        "messages": [{"role": "user", "content": {"type": "text", "text": prompt}}],
        "maxTokens": 100
    })
}

/// The text a sampling response carries (`content.text`, or the first text of a content
/// array), for `test_sampling`'s "LLM response: …".
pub fn sampled_text(result: &Value) -> String {
    let content = &result["content"];
    let one = |c: &Value| c.get("text").and_then(Value::as_str).map(str::to_owned);
    one(content)
        .or_else(|| content.as_array().and_then(|a| a.iter().find_map(one)))
        .unwrap_or_default()
}

/// Direct resources (not templates).
pub fn resources() -> Vec<Value> {
    vec![
        json!({"uri": "test://static-text", "name": "static-text",
               "description": "A static text resource", "mimeType": "text/plain"}),
        json!({"uri": "test://static-binary", "name": "static-binary",
               "description": "A static binary resource (1x1 PNG)", "mimeType": "image/png"}),
        json!({"uri": WATCHED_RESOURCE, "name": "watched-resource",
               "description": "A resource that can be subscribed to", "mimeType": "text/plain"}),
    ]
}

/// Resource templates.
pub fn resource_templates() -> Vec<Value> {
    vec![json!({
        "uriTemplate": "test://template/{id}/data",
        "name": "template-data",
        "description": "Data for an id, substituted into the URI",
        "mimeType": "application/json"
    })]
}

/// `resources/read` for `uri`.
///
/// ```
/// use lemon_interop::fixtures::read_resource;
/// let r = read_resource("test://template/123/data").unwrap();
/// assert_eq!(r["contents"][0]["text"], r#"{"id":"123","templateTest":true,"data":"Data for ID: 123"}"#);
/// assert!(read_resource("test://nope").is_err());
/// ```
pub fn read_resource(uri: &str) -> Result<Value, FixtureError> {
    let one = |c: Value| json!({"contents": [c]});
    match uri {
        "test://static-text" => Ok(one(json!({
            "uri": uri, "mimeType": "text/plain",
            "text": "This is the content of the static text resource."
        }))),
        "test://static-binary" => Ok(one(json!({
            "uri": uri, "mimeType": "image/png", "blob": RED_PIXEL_PNG
        }))),
        WATCHED_RESOURCE => Ok(one(json!({
            "uri": uri, "mimeType": "text/plain", "text": "Watched resource content"
        }))),
        _ => {
            let id = uri
                .strip_prefix("test://template/")
                .and_then(|rest| rest.strip_suffix("/data"))
                .filter(|id| !id.is_empty() && !id.contains('/'));
            match id {
                Some(id) => {
                    let text = json!({"id": id, "templateTest": true, "data": format!("Data for ID: {id}")});
                    Ok(one(json!({
                        "uri": uri, "mimeType": "application/json", "text": text.to_string()
                    })))
                }
                None => Err(FixtureError::ResourceNotFound(uri.to_string())),
            }
        }
    }
}

/// Prompts.
pub fn prompts() -> Vec<Value> {
    let arg = |name: &str, description: &str| json!({"name": name, "description": description, "required": true});
    vec![
        json!({"name": "test_simple_prompt", "description": "A simple prompt without arguments"}),
        json!({"name": "test_prompt_with_arguments", "description": "A prompt with two arguments",
               "arguments": [arg("arg1", "First test argument"), arg("arg2", "Second test argument")]}),
        json!({"name": "test_prompt_with_embedded_resource", "description": "A prompt embedding a resource",
               "arguments": [arg("resourceUri", "URI of the resource to embed")]}),
        json!({"name": "test_prompt_with_image", "description": "A prompt with an image"}),
    ]
}

/// `prompts/get` for `name` with string `args`.
///
/// ```
/// use lemon_interop::fixtures::get_prompt;
/// let p = get_prompt("test_prompt_with_arguments", &serde_json::json!({"arg1": "hello", "arg2": "world"})).unwrap();
/// assert_eq!(p["messages"][0]["content"]["text"], "Prompt with arguments: arg1='hello', arg2='world'");
/// ```
pub fn get_prompt(name: &str, args: &Value) -> Result<Value, FixtureError> {
    let arg = |key: &'static str| {
        args.get(key)
            .and_then(Value::as_str)
            .ok_or(FixtureError::MissingArgument {
                what: name.into(),
                arg: key,
            })
    };
    let user = |content: Value| json!({"role": "user", "content": content});
    let text = |t: &str| json!({"type": "text", "text": t});
    match name {
        "test_simple_prompt" => {
            Ok(json!({"messages": [user(text("This is a simple prompt for testing."))]}))
        }
        "test_prompt_with_arguments" => {
            let (a1, a2) = (arg("arg1")?, arg("arg2")?);
            Ok(json!({"messages": [user(text(&format!(
                "Prompt with arguments: arg1='{a1}', arg2='{a2}'"
            )))]}))
        }
        "test_prompt_with_embedded_resource" => {
            let uri = arg("resourceUri")?;
            Ok(json!({"messages": [
                user(json!({"type": "resource", "resource": {
                    "uri": uri, "mimeType": "text/plain",
                    "text": "Embedded resource content for testing."
                }})),
                user(text("Please process the embedded resource above."))
            ]}))
        }
        "test_prompt_with_image" => Ok(json!({"messages": [
            user(json!({"type": "image", "data": RED_PIXEL_PNG, "mimeType": "image/png"})),
            user(text("Please analyze the image above."))
        ]})),
        _ => Err(FixtureError::UnknownPrompt(name.to_string())),
    }
}

/// `completion/complete` values for a prompt argument or template variable starting with
/// `prefix` (case-insensitive); unknown references complete to nothing.
pub fn complete(reference_name: &str, argument: &str, prefix: &str) -> Value {
    let pool: &[&str] = match (reference_name, argument) {
        ("test_prompt_with_arguments", "arg1" | "arg2") => {
            &["paris", "park", "party", "hello", "world", "test"]
        }
        ("test://template/{id}/data", "id") => &["1", "123", "42"],
        _ => &[],
    };
    let p = prefix.to_lowercase();
    let values: Vec<&str> = pool.iter().copied().filter(|v| v.starts_with(&p)).collect();
    json!({"completion": {"values": values, "total": values.len(), "hasMore": false}})
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_declared_tool_is_answered_statically_or_by_the_server() {
        let dynamic = [
            "test_tool_with_logging",
            "test_tool_with_progress",
            "test_sampling",
            "test_elicitation",
            "test_elicitation_sep1034_defaults",
            "test_elicitation_sep1330_enums",
            "test_reconnection",
        ];
        for t in tools() {
            let name = t["name"].as_str().unwrap();
            let args = json!({"message": "m", "a": 1, "b": 2});
            assert_eq!(
                static_tool_result(name, &args).is_some(),
                !dynamic.contains(&name),
                "{name}"
            );
        }
        assert!(static_tool_result("nope", &json!({})).is_none());
        assert!(!is_tool("nope"));
    }

    #[test]
    fn tool_names_follow_the_spec_name_rules() {
        for t in tools() {
            let name = t["name"].as_str().unwrap();
            assert!(
                name.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_.-".contains(c))
            );
            assert!(t["description"].is_string() && t["inputSchema"]["type"] == "object");
        }
    }

    #[test]
    fn template_read_rejects_malformed_uris() {
        assert!(read_resource("test://template//data").is_err());
        assert!(read_resource("test://template/a/b/data").is_err());
        assert_eq!(
            read_resource("test://template/7/data").unwrap()["contents"][0]["uri"],
            "test://template/7/data"
        );
    }

    #[test]
    fn add_needs_two_numbers() {
        let ok = static_tool_result("add", &json!({"a": 1.5, "b": 2}))
            .unwrap()
            .unwrap();
        assert_eq!(ok["content"][0]["text"], "3.5");
        let err = static_tool_result("add", &json!({"a": 1, "b": "x"}))
            .unwrap()
            .unwrap_err();
        assert_eq!(
            err,
            FixtureError::MissingArgument {
                what: "add".into(),
                arg: "b"
            }
        );
    }

    #[test]
    fn prompt_arguments_are_required() {
        let err = get_prompt("test_prompt_with_arguments", &json!({"arg1": "x"})).unwrap_err();
        assert_eq!(
            err,
            FixtureError::MissingArgument {
                what: "test_prompt_with_arguments".into(),
                arg: "arg2"
            }
        );
    }

    #[test]
    fn completion_filters_by_prefix() {
        let c = complete("test_prompt_with_arguments", "arg1", "par");
        assert_eq!(c["completion"]["values"], json!(["paris", "park", "party"]));
        assert_eq!(
            complete("other", "x", "")["completion"]["values"],
            json!([])
        );
    }

    #[test]
    fn sampled_text_reads_single_and_array_content() {
        assert_eq!(
            sampled_text(&json!({"content": {"type": "text", "text": "a"}})),
            "a"
        );
        assert_eq!(
            sampled_text(&json!({"content": [{"type": "image"}, {"type": "text", "text": "b"}]})),
            "b"
        );
    }
}
