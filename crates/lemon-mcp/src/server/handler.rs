//! The [`ServerHandler`] trait: what an MCP server answers. Implement it directly for
//! full control, or use [`super::Router`] to register tools, resources and prompts as
//! closures.
//!
//! Every method gets a [`RequestContext`]; every method has a default, so a handler
//! only writes what it serves. Errors are JSON-RPC [`ErrorObject`]s (build them with
//! [`super::errors`]); a tool's own failure is an `Ok` result with `isError: true`.

use std::future::Future;
use std::sync::Arc;

use futures::future::BoxFuture;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::context::{RequestContext, SessionHandle};
use super::errors;
use super::session::Dispatch;
use crate::protocol::jsonrpc::ErrorObject;
use crate::protocol::methods;
use crate::protocol::types::{
    CallToolParams, CallToolResult, CompleteParams, CompleteResult, GetPromptParams,
    GetPromptResult, Implementation, ListChangedCapability, ListPromptsResult,
    ListResourceTemplatesResult, ListResourcesResult, ListToolsResult, PaginatedParams,
    ReadResourceResult, ServerCapabilities, UriParams,
};

/// What an MCP server answers. All futures must be `Send`.
///
/// ```
/// use lemon_mcp::protocol::jsonrpc::ErrorObject;
/// use lemon_mcp::protocol::types::{CallToolParams, CallToolResult, Implementation, ListToolsResult, Tool};
/// use lemon_mcp::server::{RequestContext, ServerHandler};
///
/// struct Echo;
///
/// impl ServerHandler for Echo {
///     fn server_info(&self) -> Implementation {
///         Implementation::new("echo-server", "1.0.0")
///     }
///     async fn list_tools(&self, _cursor: Option<String>, _ctx: RequestContext) -> Result<ListToolsResult, ErrorObject> {
///         let schema = serde_json::json!({"type": "object", "properties": {"message": {"type": "string"}}});
///         Ok(ListToolsResult { tools: vec![Tool::new("echo", "Echoes its input", schema)], ..Default::default() })
///     }
///     async fn call_tool(&self, params: CallToolParams, _ctx: RequestContext) -> Result<CallToolResult, ErrorObject> {
///         let args = params.arguments.unwrap_or_default();
///         let message = args.get("message").and_then(|v| v.as_str()).unwrap_or_default();
///         Ok(CallToolResult::text(format!("echo:{message}")))
///     }
/// }
/// ```
pub trait ServerHandler: Send + Sync + 'static {
    /// `serverInfo` of the initialize result.
    fn server_info(&self) -> Implementation;

    /// `capabilities` of the initialize result. The default offers tools only.
    fn capabilities(&self) -> ServerCapabilities {
        ServerCapabilities {
            tools: Some(ListChangedCapability::default()),
            ..Default::default()
        }
    }

    /// `instructions` of the initialize result.
    fn instructions(&self) -> Option<String> {
        None
    }

    /// `tools/list`. Default: no tools.
    fn list_tools(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> impl Future<Output = Result<ListToolsResult, ErrorObject>> + Send {
        async { Ok(ListToolsResult::default()) }
    }

    /// `tools/call`. A tool's own failure is `Ok` with `isError: true`
    /// ([`CallToolResult::error_text`]); an `Err` becomes a JSON-RPC error. Default:
    /// -32602 `"Unknown tool: <name>"`.
    fn call_tool(
        &self,
        params: CallToolParams,
        _ctx: RequestContext,
    ) -> impl Future<Output = Result<CallToolResult, ErrorObject>> + Send {
        async move { Err(errors::unknown_tool(&params.name)) }
    }

    /// The `inputSchema` of the tool `name`, against which the `Mcp-Param-*` headers of a
    /// 2026-07-28 Streamable HTTP `tools/call` are checked (SEP-2243); `None` (no such
    /// tool) checks nothing. Default: looked up in [`list_tools`](Self::list_tools),
    /// following at most 100 pages; a handler that can find one tool directly should
    /// say so here, since the lookup runs before every such call with arguments.
    fn tool_input_schema(
        &self,
        name: String,
        ctx: RequestContext,
    ) -> impl Future<Output = Option<Value>> + Send {
        async move {
            let mut cursor = None;
            for _ in 0..MAX_SCHEMA_LOOKUP_PAGES {
                let page = self.list_tools(cursor, ctx.clone()).await.ok()?;
                if let Some(tool) = page.tools.into_iter().find(|t| t.name == name) {
                    return Some(tool.input_schema);
                }
                cursor = Some(page.next_cursor?);
            }
            None
        }
    }

    /// `resources/list`. Default: none.
    fn list_resources(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> impl Future<Output = Result<ListResourcesResult, ErrorObject>> + Send {
        async { Ok(ListResourcesResult::default()) }
    }

    /// `resources/templates/list`. Default: none.
    fn list_resource_templates(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> impl Future<Output = Result<ListResourceTemplatesResult, ErrorObject>> + Send {
        async { Ok(ListResourceTemplatesResult::default()) }
    }

    /// `resources/read`. Default: -32602 "Resource not found".
    fn read_resource(
        &self,
        uri: String,
        _ctx: RequestContext,
    ) -> impl Future<Output = Result<ReadResourceResult, ErrorObject>> + Send {
        async move { Err(errors::resource_not_found(&uri)) }
    }

    /// `resources/subscribe`: return `Ok` to accept; the session then records the
    /// subscription ([`SessionHandle::is_subscribed`]). Default: -32601.
    fn subscribe(
        &self,
        _uri: String,
        _ctx: RequestContext,
    ) -> impl Future<Output = Result<(), ErrorObject>> + Send {
        async { Err(errors::method_not_found(methods::RESOURCES_SUBSCRIBE)) }
    }

    /// `resources/unsubscribe`. Default: -32601.
    fn unsubscribe(
        &self,
        _uri: String,
        _ctx: RequestContext,
    ) -> impl Future<Output = Result<(), ErrorObject>> + Send {
        async { Err(errors::method_not_found(methods::RESOURCES_UNSUBSCRIBE)) }
    }

    /// `prompts/list`. Default: none.
    fn list_prompts(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> impl Future<Output = Result<ListPromptsResult, ErrorObject>> + Send {
        async { Ok(ListPromptsResult::default()) }
    }

    /// `prompts/get`. Default: -32602 "Prompt not found".
    fn get_prompt(
        &self,
        params: GetPromptParams,
        _ctx: RequestContext,
    ) -> impl Future<Output = Result<GetPromptResult, ErrorObject>> + Send {
        async move { Err(errors::prompt_not_found(&params.name)) }
    }

    /// `completion/complete`. Default: -32601.
    fn complete(
        &self,
        _params: CompleteParams,
        _ctx: RequestContext,
    ) -> impl Future<Output = Result<CompleteResult, ErrorObject>> + Send {
        async { Err(errors::method_not_found(methods::COMPLETION_COMPLETE)) }
    }

    /// Any other request method (extensions). Default: -32601 "Method not found".
    fn custom_request(
        &self,
        method: String,
        _params: Value,
        _ctx: RequestContext,
    ) -> impl Future<Output = Result<Value, ErrorObject>> + Send {
        async move { Err(errors::method_not_found(&method)) }
    }

    /// A client notification: `notifications/initialized` (after the session is marked
    /// ready) and every one the core does not consume itself (for example
    /// `notifications/roots/list_changed`; `notifications/cancelled` is handled by the
    /// core). Must not block; spawn for real work.
    fn on_notification(&self, _method: &str, _params: Value, _session: SessionHandle) {}
}

/// How many `tools/list` pages [`ServerHandler::tool_input_schema`] reads at most: a
/// handler whose cursors never end cannot hold a call up for ever.
const MAX_SCHEMA_LOOKUP_PAGES: usize = 100;

/// Adapts a typed handler to the JSON core.
pub(crate) fn erase<H: ServerHandler>(handler: H) -> Arc<dyn Dispatch> {
    Arc::new(Erased(Arc::new(handler)))
}

struct Erased<H>(Arc<H>);

fn parse<T: DeserializeOwned>(params: Value) -> Result<T, ErrorObject> {
    serde_json::from_value(params)
        .map_err(|e| errors::invalid_params(format!("Invalid params: {e}")))
}

fn to_json<T: Serialize>(result: Result<T, ErrorObject>) -> Result<Value, ErrorObject> {
    let result = result?;
    serde_json::to_value(result)
        .map_err(|e| errors::internal(format!("Internal error: result not serialisable: {e}")))
}

fn cursor(params: Value) -> Result<Option<String>, ErrorObject> {
    Ok(parse::<PaginatedParams>(params)?.cursor)
}

fn empty(result: Result<(), ErrorObject>) -> Result<Value, ErrorObject> {
    result.map(|()| Value::Object(Map::new()))
}

impl<H: ServerHandler> Dispatch for Erased<H> {
    fn server_info(&self) -> Implementation {
        self.0.server_info()
    }

    fn capabilities(&self) -> ServerCapabilities {
        self.0.capabilities()
    }

    fn instructions(&self) -> Option<String> {
        self.0.instructions()
    }

    fn request(
        &self,
        method: &str,
        params: Value,
        ctx: RequestContext,
    ) -> BoxFuture<'static, Result<Value, ErrorObject>> {
        let h = self.0.clone();
        let method = method.to_string();
        Box::pin(async move {
            match method.as_str() {
                methods::TOOLS_LIST => to_json(h.list_tools(cursor(params)?, ctx).await),
                methods::TOOLS_CALL => {
                    to_json(h.call_tool(parse::<CallToolParams>(params)?, ctx).await)
                }
                methods::RESOURCES_LIST => to_json(h.list_resources(cursor(params)?, ctx).await),
                methods::RESOURCES_TEMPLATES_LIST => {
                    to_json(h.list_resource_templates(cursor(params)?, ctx).await)
                }
                methods::RESOURCES_READ => {
                    to_json(h.read_resource(parse::<UriParams>(params)?.uri, ctx).await)
                }
                methods::RESOURCES_SUBSCRIBE => {
                    empty(h.subscribe(parse::<UriParams>(params)?.uri, ctx).await)
                }
                methods::RESOURCES_UNSUBSCRIBE => {
                    empty(h.unsubscribe(parse::<UriParams>(params)?.uri, ctx).await)
                }
                methods::PROMPTS_LIST => to_json(h.list_prompts(cursor(params)?, ctx).await),
                methods::PROMPTS_GET => {
                    to_json(h.get_prompt(parse::<GetPromptParams>(params)?, ctx).await)
                }
                methods::COMPLETION_COMPLETE => {
                    to_json(h.complete(parse::<CompleteParams>(params)?, ctx).await)
                }
                _ => h.custom_request(method, params, ctx).await,
            }
        })
    }

    fn tool_input_schema(
        &self,
        name: String,
        ctx: RequestContext,
    ) -> BoxFuture<'static, Option<Value>> {
        let h = self.0.clone();
        Box::pin(async move { h.tool_input_schema(name, ctx).await })
    }

    fn notification(&self, method: &str, params: Value, session: SessionHandle) {
        self.0.on_notification(method, params, session);
    }
}

/// A shared handler serves like the handler itself, so one instance can back several
/// servers (for example stdio and HTTP at once).
///
/// ```
/// use std::sync::Arc;
/// use lemon_mcp::server::{Router, ServerHandler};
/// let shared = Arc::new(Router::new("demo", "1.0.0"));
/// assert_eq!(ServerHandler::server_info(&shared).name, "demo");
/// ```
impl<H: ServerHandler> ServerHandler for Arc<H> {
    fn server_info(&self) -> Implementation {
        (**self).server_info()
    }

    fn capabilities(&self) -> ServerCapabilities {
        (**self).capabilities()
    }

    fn instructions(&self) -> Option<String> {
        (**self).instructions()
    }

    fn list_tools(
        &self,
        cursor: Option<String>,
        ctx: RequestContext,
    ) -> impl Future<Output = Result<ListToolsResult, ErrorObject>> + Send {
        (**self).list_tools(cursor, ctx)
    }

    fn call_tool(
        &self,
        params: CallToolParams,
        ctx: RequestContext,
    ) -> impl Future<Output = Result<CallToolResult, ErrorObject>> + Send {
        (**self).call_tool(params, ctx)
    }

    fn list_resources(
        &self,
        cursor: Option<String>,
        ctx: RequestContext,
    ) -> impl Future<Output = Result<ListResourcesResult, ErrorObject>> + Send {
        (**self).list_resources(cursor, ctx)
    }

    fn list_resource_templates(
        &self,
        cursor: Option<String>,
        ctx: RequestContext,
    ) -> impl Future<Output = Result<ListResourceTemplatesResult, ErrorObject>> + Send {
        (**self).list_resource_templates(cursor, ctx)
    }

    fn read_resource(
        &self,
        uri: String,
        ctx: RequestContext,
    ) -> impl Future<Output = Result<ReadResourceResult, ErrorObject>> + Send {
        (**self).read_resource(uri, ctx)
    }

    fn subscribe(
        &self,
        uri: String,
        ctx: RequestContext,
    ) -> impl Future<Output = Result<(), ErrorObject>> + Send {
        (**self).subscribe(uri, ctx)
    }

    fn unsubscribe(
        &self,
        uri: String,
        ctx: RequestContext,
    ) -> impl Future<Output = Result<(), ErrorObject>> + Send {
        (**self).unsubscribe(uri, ctx)
    }

    fn list_prompts(
        &self,
        cursor: Option<String>,
        ctx: RequestContext,
    ) -> impl Future<Output = Result<ListPromptsResult, ErrorObject>> + Send {
        (**self).list_prompts(cursor, ctx)
    }

    fn get_prompt(
        &self,
        params: GetPromptParams,
        ctx: RequestContext,
    ) -> impl Future<Output = Result<GetPromptResult, ErrorObject>> + Send {
        (**self).get_prompt(params, ctx)
    }

    fn complete(
        &self,
        params: CompleteParams,
        ctx: RequestContext,
    ) -> impl Future<Output = Result<CompleteResult, ErrorObject>> + Send {
        (**self).complete(params, ctx)
    }

    fn custom_request(
        &self,
        method: String,
        params: Value,
        ctx: RequestContext,
    ) -> impl Future<Output = Result<Value, ErrorObject>> + Send {
        (**self).custom_request(method, params, ctx)
    }

    fn tool_input_schema(
        &self,
        name: String,
        ctx: RequestContext,
    ) -> impl Future<Output = Option<Value>> + Send {
        (**self).tool_input_schema(name, ctx)
    }

    fn on_notification(&self, method: &str, params: Value, session: SessionHandle) {
        (**self).on_notification(method, params, session)
    }
}
