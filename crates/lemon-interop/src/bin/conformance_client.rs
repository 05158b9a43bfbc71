//! `conformance-client`: lemon-mcp's client under the official MCP conformance suite.
//!
//! The suite starts a mock server per scenario and runs `conformance-client <URL>` with the
//! scenario's name in `MCP_CONFORMANCE_SCENARIO`; this program does what the scenario asks
//! over Streamable HTTP and exits 0, or prints why not on stderr and exits 1.
//!
//! Scenarios: `initialize` (handshake + tools/list), `tools_call` (`add_numbers`),
//! `elicitation-sep1034-client-defaults` (accept an elicitation with the schema's defaults),
//! `sse-retry` (`test_reconnection`, resumed over GET with `Last-Event-ID`),
//! `json-schema-2020-12-preservation` (echo a tool's input schema untouched),
//! `sep-2322-client-request-state` (the four MRTR tools), `http-standard-headers` (every
//! tool, resource and prompt), `http-custom-headers` (the context's `toolCalls`),
//! `http-invalid-tool-headers` (every tool `list_tools` kept); any other scenario (the
//! `auth/*` ones among them) connects, lists the tools and calls the first.
//!
//! The wire follows `MCP_CONFORMANCE_PROTOCOL_VERSION` (suite 0.2): `2026-07-28` pins the
//! stateless wire, a handshake version pins the handshake, none (suite 0.1) probes.
//!
//! `auth/*` scenarios run lemon-mcp's OAuth client: pre-registered credentials (and a
//! private key) come from `MCP_CONFORMANCE_CONTEXT`; `auth/client-credentials-*` use the
//! client-credentials grant, every other one the authorization-code grant, whose
//! "user" follows the authorization URL without redirects and reads the code from the
//! `Location` the mock authorization server answers with.

use std::sync::Arc;
use std::time::Duration;

use anyhow::{Context as _, bail};
use lemon_interop::consent::FollowRedirect;
use lemon_mcp::client::http::{HttpConfig, HttpTransport};
use lemon_mcp::client::oauth::{
    ClientCredentials, OAuthConfig, OAuthFlow, PrivateKey, TokenEndpointAuthMethod,
};
use lemon_mcp::client::{Client, ClientOptions, HandlerError, WireMode, handler_fn};
use lemon_mcp::protocol::types::Implementation;
use serde_json::{Map, Value, json};

/// `{"action": "accept", "content": {...}}` holding every `default` of the requested schema:
/// what a user who accepts a pre-filled form sends back (SEP-1034).
fn accept_with_defaults(params: &Value) -> Value {
    let mut content = Map::new();
    if let Some(props) = params
        .get("requestedSchema")
        .and_then(|s| s.get("properties"))
        .and_then(Value::as_object)
    {
        for (name, schema) in props {
            if let Some(default) = schema.get("default") {
                content.insert(name.clone(), default.clone());
            }
        }
    }
    json!({ "action": "accept", "content": content })
}

/// The wire the suite asks for (`MCP_CONFORMANCE_PROTOCOL_VERSION`, set by suite 0.2):
/// `2026-07-28` pins the stateless wire, any handshake version pins the handshake, and
/// without it (suite 0.1) the client probes.
fn wire_mode() -> WireMode {
    match std::env::var("MCP_CONFORMANCE_PROTOCOL_VERSION").as_deref() {
        Ok(lemon_mcp::protocol::stateless::VERSION) => WireMode::Stateless,
        Ok(_) => WireMode::Handshake,
        Err(_) => WireMode::Auto,
    }
}

fn options() -> ClientOptions {
    ClientOptions {
        wire: wire_mode(),
        client_info: Implementation::new("lemon-conformance-client", env!("CARGO_PKG_VERSION")),
        request_timeout: Duration::from_secs(30),
        elicitation_handler: Some(handler_fn(|params: Value| async move {
            Ok::<_, HandlerError>(accept_with_defaults(&params))
        })),
        ..ClientOptions::default()
    }
}

async fn call_and_check(client: &Client, tool: &str, args: Value) -> anyhow::Result<()> {
    let result = client
        .call_tool(tool, args)
        .await
        .with_context(|| format!("tools/call `{tool}` failed"))?;
    if result.is_error() {
        bail!(
            "`{tool}` returned isError: {}",
            serde_json::to_string(&result).unwrap_or_default()
        );
    }
    Ok(())
}

/// `toolCalls` of `MCP_CONFORMANCE_CONTEXT`: (tool name, arguments).
fn context_tool_calls() -> Vec<(String, Value)> {
    let context: Value = std::env::var("MCP_CONFORMANCE_CONTEXT")
        .ok()
        .and_then(|c| serde_json::from_str(&c).ok())
        .unwrap_or(Value::Null);
    context
        .get("toolCalls")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|call| {
            let name = call.get("name")?.as_str()?.to_string();
            Some((name, call.get("arguments").cloned().unwrap_or(json!({}))))
        })
        .collect()
}

/// Calls every tool, lists and reads every resource, lists and gets every prompt.
async fn standard_headers(
    client: &Client,
    tools: &[lemon_mcp::protocol::types::Tool],
) -> anyhow::Result<()> {
    for tool in tools {
        call_and_check(client, &tool.name, json!({})).await?;
    }
    for resource in client
        .list_resources()
        .await
        .context("resources/list failed")?
    {
        client
            .read_resource(&resource.uri)
            .await
            .with_context(|| format!("resources/read {} failed", resource.uri))?;
    }
    for prompt in client.list_prompts().await.context("prompts/list failed")? {
        client
            .get_prompt(&prompt.name, Value::Null)
            .await
            .with_context(|| format!("prompts/get {} failed", prompt.name))?;
    }
    Ok(())
}

/// The suite's client ID metadata document URL (it never fetches it for basic-cimd).
const CIMD_URL: &str = "https://conformance-test.local/client-metadata.json";

/// The OAuth configuration for an `auth/*` scenario, from its context.
fn oauth_config(scenario: &str) -> anyhow::Result<OAuthConfig> {
    let context: Value = std::env::var("MCP_CONFORMANCE_CONTEXT")
        .ok()
        .and_then(|c| serde_json::from_str(&c).ok())
        .unwrap_or(Value::Null);
    let text = |k: &str| context.get(k).and_then(Value::as_str).map(str::to_string);
    let mut cfg = OAuthConfig::new()
        .client_metadata_url(CIMD_URL)
        .redirect_uri("http://localhost:3000/callback")
        .code_provider(Arc::new(FollowRedirect::new(Duration::from_secs(10))?));
    if let Some(id) = text("client_id") {
        let mut client = ClientCredentials::new(id);
        if let Some(secret) = text("client_secret") {
            client = client.secret(secret);
        }
        if let Some(pem) = text("private_key_pem") {
            client = client.private_key(PrivateKey::from_pem(&pem)?);
        }
        if scenario == "auth/client-credentials-basic" {
            client = client.auth_method(TokenEndpointAuthMethod::ClientSecretBasic);
        }
        cfg = cfg.client(client);
    }
    if scenario.starts_with("auth/client-credentials") {
        cfg = cfg.flow(OAuthFlow::ClientCredentials);
    }
    Ok(cfg)
}

async fn run(scenario: &str, url: &str) -> anyhow::Result<()> {
    let mut config = HttpConfig::new(url);
    if scenario.starts_with("auth/") {
        config = config.with_oauth(oauth_config(scenario)?);
    }
    let transport =
        HttpTransport::new(config).with_context(|| format!("cannot set up HTTP to {url}"))?;
    let client = Client::connect(transport, options())
        .await
        .with_context(|| format!("connecting to {url} failed"))?;
    let tools = client.list_tools().await.context("tools/list failed")?;
    let outcome = match scenario {
        "initialize" => Ok(()),
        "tools_call" => call_and_check(&client, "add_numbers", json!({"a": 5, "b": 3})).await,
        "elicitation-sep1034-client-defaults" => {
            call_and_check(&client, "test_client_elicitation_defaults", json!({})).await
        }
        "sse-retry" => call_and_check(&client, "test_reconnection", json!({})).await,
        // SEP-2322: two input-required flows (with and without requestState), a call
        // between them, and a result without resultType.
        "sep-2322-client-request-state" => {
            for tool in [
                "test_mrtr_echo_state",
                "test_mrtr_unrelated",
                "test_mrtr_no_state",
                "test_mrtr_no_result_type",
            ] {
                call_and_check(&client, tool, json!({})).await?;
            }
            Ok(())
        }
        // SEP-2243: every method that carries Mcp-Method / Mcp-Name.
        "http-standard-headers" => standard_headers(&client, &tools).await,
        // SEP-2243: the calls the scenario names, whose annotated arguments become headers.
        "http-custom-headers" => {
            for (name, arguments) in context_tool_calls() {
                call_and_check(&client, &name, arguments).await?;
            }
            Ok(())
        }
        // The tools with invalid x-mcp-header annotations were left out by list_tools:
        // call the rest.
        "http-invalid-tool-headers" => {
            for tool in &tools {
                call_and_check(&client, &tool.name, json!({"region": "us-west1"})).await?;
            }
            Ok(())
        }
        // Send the 2020-12 tool's schema back exactly as we received it: what we keep of
        // a schema (every keyword, `$defs`, `$anchor`, `if`/`then`) is what the suite checks.
        "json-schema-2020-12-preservation" => {
            match tools.iter().find(|t| t.name == "json_schema_2020_12_tool") {
                Some(tool) => {
                    let schema = serde_json::to_value(&tool.input_schema)?;
                    call_and_check(&client, "json_schema_echo", json!({ "schema": schema })).await
                }
                None => Err(anyhow::anyhow!(
                    "the server lists no `json_schema_2020_12_tool`"
                )),
            }
        }
        _ => match tools.first() {
            Some(tool) => call_and_check(&client, &tool.name, json!({})).await,
            None => Ok(()),
        },
    };
    client.close().await;
    outcome
}

#[tokio::main]
async fn main() {
    // reqwest is built without a default TLS provider; install ring's once.
    let _ = rustls::crypto::ring::default_provider().install_default();
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into()),
        )
        .init();
    let scenario = std::env::var("MCP_CONFORMANCE_SCENARIO").unwrap_or_default();
    let Some(url) = std::env::args().skip(1).last() else {
        eprintln!("usage: MCP_CONFORMANCE_SCENARIO=NAME conformance-client <server-url>");
        std::process::exit(2);
    };
    if let Err(e) = run(&scenario, &url).await {
        eprintln!("conformance-client [{scenario}]: {e:#}");
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_fill_the_form() {
        let params = json!({"requestedSchema": {"type": "object", "properties": {
            "name": {"type": "string", "default": "John Doe"},
            "age": {"type": "integer", "default": 30},
            "free": {"type": "string"}
        }}});
        assert_eq!(
            accept_with_defaults(&params),
            json!({"action": "accept", "content": {"name": "John Doe", "age": 30}})
        );
        assert_eq!(
            accept_with_defaults(&json!({})),
            json!({"action": "accept", "content": {}})
        );
    }
}
