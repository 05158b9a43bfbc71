//! `conformance-server`: a lemon-mcp server with every fixture the official MCP conformance
//! suite asks for (see `lemon_interop::fixtures`), plus the `echo` tool the benchmarks call.
//!
//! ```text
//! PORT=3000 conformance-server          # Streamable HTTP at http://localhost:3000/mcp
//! conformance-server --stdio            # newline-delimited JSON-RPC on stdin/stdout
//! conformance-server --oauth-client-id ID --oauth-client-secret S   # OAuth-protected HTTP
//! ```
//! With `--oauth-client-id`, the MCP endpoint wants a bearer token issued by an
//! authorization server (client-credentials grant) that the program starts on another
//! loopback port (`lemon_interop::oauth_as`, `--oauth-port`, else a free one); its URL
//! is printed at start-up, and its `/stats` counts tokens and authorized requests.
//! The suite runs against the HTTP form (`scripts/conformance.sh`); benchmarks and interop
//! tests use both.

use std::time::Duration;

use anyhow::Context as _;
use clap::Parser;
use lemon_interop::fixtures::{self, FixtureError};
use lemon_interop::mrtr_fixtures;
use lemon_mcp::protocol::jsonrpc::{ErrorObject, codes};
use lemon_mcp::protocol::types::{
    CallToolParams, CallToolResult, CompleteParams, CompleteResult, CompletionReference,
    GetPromptParams, GetPromptResult, Implementation, ListChangedCapability, ListPromptsResult,
    ListResourceTemplatesResult, ListResourcesResult, ListToolsResult, LoggingLevel,
    ReadResourceResult, ResourcesCapability, ServerCapabilities,
};
use lemon_mcp::server::http;
use lemon_mcp::server::{PeerError, RequestContext, ServerHandler, ServerOptions};
use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};

#[derive(Parser, Debug)]
#[command(
    name = "conformance-server",
    about = "MCP server with the conformance suite's fixtures (HTTP on $PORT, or --stdio)"
)]
struct Args {
    /// Serve newline-delimited JSON-RPC on stdin/stdout instead of HTTP.
    #[arg(long)]
    stdio: bool,
    /// HTTP port; default: the PORT environment variable, else 3000. Binds loopback only.
    #[arg(long)]
    port: Option<u16>,
    /// Protect the HTTP endpoint with OAuth: the one client (client-credentials grant).
    #[arg(long, value_name = "ID", conflicts_with = "stdio")]
    oauth_client_id: Option<String>,
    /// The client's secret.
    #[arg(long, value_name = "SECRET", requires = "oauth_client_id")]
    oauth_client_secret: Option<String>,
    /// The protected resource's identifier, which clients check against the URL they
    /// use; default `http://localhost:<port>/mcp`.
    #[arg(long, value_name = "URL", requires = "oauth_client_id")]
    oauth_resource: Option<String>,
    /// The authorization server's loopback port (its issuer is `http://127.0.0.1:<port>`);
    /// default: a free port.
    #[arg(long, value_name = "PORT", requires = "oauth_client_id")]
    oauth_port: Option<u16>,
}

/// Converts fixture JSON into the typed result the handler trait returns.
fn typed<T: DeserializeOwned>(value: Value) -> Result<T, ErrorObject> {
    serde_json::from_value(value).map_err(|e| ErrorObject {
        code: codes::INTERNAL_ERROR,
        message: format!("fixture does not fit its result type: {e}"),
        data: None,
    })
}

/// A typed client answer as JSON, for the fixture helpers that read it.
fn to_json<T: serde::Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

fn fixture_error(e: FixtureError) -> ErrorObject {
    let data = match &e {
        FixtureError::ResourceNotFound(uri) => Some(json!({ "uri": uri })),
        _ => None,
    };
    ErrorObject {
        code: codes::INVALID_PARAMS,
        message: match &e {
            FixtureError::ResourceNotFound(_) => "Resource not found".to_string(),
            other => other.to_string(),
        },
        data,
    }
}

fn peer_error(tool: &str, e: PeerError) -> ErrorObject {
    ErrorObject {
        code: codes::INTERNAL_ERROR,
        message: format!("{tool}: the client request failed: {e}"),
        data: None,
    }
}

/// The result of a tool that asked the client something: the client's answer `render`ed
/// as text, a tool error when the client lacks the capability, a protocol error otherwise.
fn client_answer<T: serde::Serialize>(
    tool: &str,
    answer: Result<T, PeerError>,
    render: impl FnOnce(&Value) -> String,
) -> Result<CallToolResult, ErrorObject> {
    match answer {
        Ok(result) => Ok(CallToolResult::text(render(&to_json(&result)))),
        Err(e @ PeerError::CapabilityMissing(_)) => Ok(CallToolResult::error_text(e.to_string())),
        Err(e) => Err(peer_error(tool, e)),
    }
}

/// The tool-error result (`isError: true`, as the MCP specification asks for invalid tool input) for a
/// missing string argument.
fn missing_arg(tool: &str, key: &str) -> CallToolResult {
    CallToolResult::error_text(format!("`{tool}` needs the string argument `{key}`"))
}

/// "action=accept, content={...}" from an elicitation result.
fn elicitation_summary(result: &Value) -> String {
    let action = result
        .get("action")
        .and_then(Value::as_str)
        .unwrap_or("unknown");
    let content = result.get("content").cloned().unwrap_or(Value::Null);
    format!("action={action}, content={content}")
}

struct Fixtures;

impl Fixtures {
    async fn dynamic_tool(
        &self,
        name: &str,
        args: &Map<String, Value>,
        ctx: &RequestContext,
    ) -> Result<CallToolResult, ErrorObject> {
        match name {
            "test_tool_with_logging" => {
                for (i, text) in [
                    "Tool execution started",
                    "Tool processing data",
                    "Tool execution completed",
                ]
                .into_iter()
                .enumerate()
                {
                    if i > 0 {
                        tokio::time::sleep(Duration::from_millis(50)).await;
                    }
                    ctx.log(LoggingLevel::Info, Some("conformance"), json!(text))
                        .await
                        .map_err(|e| peer_error(name, e))?;
                }
                Ok(CallToolResult::text(
                    "Tool with logging executed successfully",
                ))
            }
            "test_tool_with_progress" => {
                for (i, p) in [0.0, 50.0, 100.0].into_iter().enumerate() {
                    if i > 0 {
                        tokio::time::sleep(Duration::from_millis(50)).await;
                    }
                    ctx.progress(p, Some(100.0), None)
                        .await
                        .map_err(|e| peer_error(name, e))?;
                }
                Ok(CallToolResult::text(
                    "Tool with progress executed successfully",
                ))
            }
            "test_sampling" => {
                let Some(prompt) = args.get("prompt").and_then(Value::as_str) else {
                    return Ok(missing_arg(name, "prompt"));
                };
                let answer = ctx
                    .create_message(typed(fixtures::sampling_params(prompt))?)
                    .await;
                client_answer(name, answer, |r| {
                    format!("LLM response: {}", fixtures::sampled_text(r))
                })
            }
            "test_elicitation" => {
                let Some(message) = args.get("message").and_then(Value::as_str) else {
                    return Ok(missing_arg(name, "message"));
                };
                let answer = ctx
                    .elicit(typed(fixtures::elicitation_params(message))?)
                    .await;
                client_answer(name, answer, |r| {
                    format!("User response: {}", elicitation_summary(r))
                })
            }
            "test_elicitation_sep1034_defaults" | "test_elicitation_sep1330_enums" => {
                let params = if name == "test_elicitation_sep1034_defaults" {
                    fixtures::elicitation_sep1034_params()
                } else {
                    fixtures::elicitation_sep1330_params()
                };
                let answer = ctx.elicit(typed(params)?).await;
                client_answer(name, answer, |r| {
                    format!("Elicitation completed: {}", elicitation_summary(r))
                })
            }
            "test_reconnection" => {
                // SEP-1699: end the POST's SSE stream; the client comes back with GET +
                // Last-Event-ID after `retry` and gets the result there.
                ctx.close_sse_stream(Duration::from_millis(500)).await;
                tokio::time::sleep(Duration::from_millis(100)).await;
                Ok(CallToolResult::text(
                    "Reconnection test completed successfully",
                ))
            }
            _ => Err(ErrorObject {
                code: codes::INVALID_PARAMS,
                message: format!("Unknown tool: {name}"),
                data: None,
            }),
        }
    }
}

impl ServerHandler for Fixtures {
    fn server_info(&self) -> Implementation {
        Implementation::new("lemon-conformance-server", env!("CARGO_PKG_VERSION"))
    }

    fn capabilities(&self) -> ServerCapabilities {
        ServerCapabilities {
            logging: Some(Map::new()),
            completions: Some(Map::new()),
            prompts: Some(ListChangedCapability::default()),
            resources: Some(ResourcesCapability {
                subscribe: Some(true),
                ..Default::default()
            }),
            tools: Some(ListChangedCapability::default()),
            ..Default::default()
        }
    }

    async fn list_tools(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListToolsResult, ErrorObject> {
        let mut tools = fixtures::tools();
        tools.extend(mrtr_fixtures::tools());
        typed(json!({ "tools": tools }))
    }

    async fn tool_input_schema(&self, name: String, _ctx: RequestContext) -> Option<Value> {
        // Built once: the lookup runs before every stateless HTTP call with arguments.
        static SCHEMAS: std::sync::LazyLock<std::collections::HashMap<String, Value>> =
            std::sync::LazyLock::new(|| {
                fixtures::tools()
                    .into_iter()
                    .chain(mrtr_fixtures::tools())
                    .filter_map(|t| {
                        Some((t["name"].as_str()?.to_string(), t["inputSchema"].clone()))
                    })
                    .collect()
            });
        SCHEMAS.get(&name).cloned()
    }

    async fn call_tool(
        &self,
        params: CallToolParams,
        ctx: RequestContext,
    ) -> Result<CallToolResult, ErrorObject> {
        let args = params.arguments.unwrap_or_default();
        match fixtures::static_tool_result(&params.name, &Value::Object(args.clone())) {
            Some(Ok(result)) => return typed(result),
            // Bad tool input is a tool error the model can read and correct, not a protocol error.
            Some(Err(e)) => return Ok(CallToolResult::error_text(e.to_string())),
            None => {}
        }
        if let Some(result) = mrtr_fixtures::call(&params.name, &ctx).await {
            return result;
        }
        self.dynamic_tool(&params.name, &args, &ctx).await
    }

    async fn list_resources(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListResourcesResult, ErrorObject> {
        typed(json!({ "resources": fixtures::resources() }))
    }

    async fn list_resource_templates(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListResourceTemplatesResult, ErrorObject> {
        typed(json!({ "resourceTemplates": fixtures::resource_templates() }))
    }

    async fn read_resource(
        &self,
        uri: String,
        _ctx: RequestContext,
    ) -> Result<ReadResourceResult, ErrorObject> {
        typed(fixtures::read_resource(&uri).map_err(fixture_error)?)
    }

    async fn subscribe(&self, _uri: String, _ctx: RequestContext) -> Result<(), ErrorObject> {
        Ok(())
    }

    async fn unsubscribe(&self, _uri: String, _ctx: RequestContext) -> Result<(), ErrorObject> {
        Ok(())
    }

    async fn list_prompts(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListPromptsResult, ErrorObject> {
        let mut prompts = fixtures::prompts();
        prompts.push(json!({
            "name": mrtr_fixtures::PROMPT,
            "description": "SEP-2322 fixture: asks the client for its context"
        }));
        typed(json!({ "prompts": prompts }))
    }

    async fn get_prompt(
        &self,
        params: GetPromptParams,
        ctx: RequestContext,
    ) -> Result<GetPromptResult, ErrorObject> {
        if params.name == mrtr_fixtures::PROMPT {
            return mrtr_fixtures::prompt(&ctx).await;
        }
        let args = Value::Object(params.arguments.unwrap_or_default());
        typed(fixtures::get_prompt(&params.name, &args).map_err(fixture_error)?)
    }

    async fn complete(
        &self,
        params: CompleteParams,
        _ctx: RequestContext,
    ) -> Result<CompleteResult, ErrorObject> {
        let reference = match &params.reference {
            CompletionReference::Prompt { name, .. } => name.as_str(),
            CompletionReference::Resource { uri, .. } => uri.as_str(),
        };
        typed(fixtures::complete(
            reference,
            &params.argument.name,
            &params.argument.value,
        ))
    }
}

fn main() {
    let args = Args::parse();
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into()),
        )
        .init();
    // stdio is one connection: a single-threaded runtime answers each line without a
    // hand-off between worker threads. HTTP serves many connections: multi-threaded.
    let runtime = if args.stdio {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
    } else {
        tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
    };
    let result = match runtime {
        Ok(rt) => rt.block_on(run(args)),
        Err(e) => Err(anyhow::Error::new(e).context("cannot start the async runtime")),
    };
    if let Err(e) = result {
        eprintln!("conformance-server: {e:#}");
        std::process::exit(1);
    }
}

async fn run(args: Args) -> anyhow::Result<()> {
    let options = ServerOptions::default();
    if args.stdio {
        return serve_stdio(options).await;
    }
    let port = match args.port {
        Some(p) => p,
        None => match std::env::var("PORT") {
            Ok(p) => p
                .parse()
                .with_context(|| format!("PORT={p:?} is not a port number"))?,
            Err(_) => 3000,
        },
    };
    let authorizer = match &args.oauth_client_id {
        Some(id) => {
            let settings = lemon_interop::oauth_as::OAuthSettings {
                client_id: id.clone(),
                client_secret: args.oauth_client_secret.clone().unwrap_or_default(),
                resource: args
                    .oauth_resource
                    .clone()
                    .unwrap_or_else(|| format!("http://localhost:{port}/mcp")),
                port: args.oauth_port,
                auto_consent: false,
            };
            let (check, issuer) = lemon_interop::oauth_as::start(settings)
                .await
                .context("cannot start the authorization server")?;
            eprintln!("conformance-server: authorization server at {issuer}");
            Some(std::sync::Arc::new(check) as std::sync::Arc<dyn http::RequestAuthorizer>)
        }
        None => None,
    };
    serve_http(port, options, authorizer).await
}

/// Serves stdin/stdout with the library's stdio transport (which drives pipes on the
/// runtime's reactor rather than tokio's blocking-pool stdin).
async fn serve_stdio(options: ServerOptions) -> anyhow::Result<()> {
    lemon_mcp::server::stdio::serve_stdio(Fixtures, options)
        .await
        .context("stdio server failed")
}

/// Serves Streamable HTTP at `http://localhost:<port>/mcp` until SIGINT/SIGTERM. It binds
/// 127.0.0.1 and, when the machine has IPv6, `[::1]` too, because the suite's Node client
/// may resolve `localhost` to either.
async fn serve_http(
    port: u16,
    options: ServerOptions,
    authorizer: Option<std::sync::Arc<dyn http::RequestAuthorizer>>,
) -> anyhow::Result<()> {
    let v4 = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let config = |bind| {
        let c = http::HttpConfig::default()
            .with_bind(bind)
            .with_options(options.clone());
        match &authorizer {
            Some(a) => c.with_authorizer(a.clone()),
            None => c,
        }
    };
    let mut servers =
        vec![http::serve(Fixtures, config(v4)).await.with_context(|| {
            format!("cannot serve HTTP on {v4}; is the port in use? (set PORT)")
        })?];
    let v6 = std::net::SocketAddr::from((std::net::Ipv6Addr::LOCALHOST, port));
    match http::serve(Fixtures, config(v6)).await {
        Ok(server) => servers.push(server),
        Err(e) => tracing::info!("not serving on {v6}: {e}"),
    }
    eprintln!("conformance-server: listening on http://localhost:{port}/mcp");
    wait_for_stop_signal().await?;
    for server in servers {
        server
            .shutdown()
            .await
            .context("HTTP server did not stop cleanly")?;
    }
    Ok(())
}

async fn wait_for_stop_signal() -> anyhow::Result<()> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut term = signal(SignalKind::terminate()).context("cannot watch SIGTERM")?;
    tokio::select! {
        r = tokio::signal::ctrl_c() => r.context("cannot watch SIGINT")?,
        _ = term.recv() => {}
    }
    Ok(())
}
