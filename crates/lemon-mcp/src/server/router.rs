//! [`Router`]: a ready-made [`ServerHandler`] that serves tools, resources, resource
//! templates and prompts registered as closures, and derives the advertised
//! capabilities from what was registered.

use std::collections::HashMap;
use std::future::Future;
use std::sync::Arc;

use futures::future::BoxFuture;
use serde_json::{Map, Value};

use super::context::{RequestContext, SessionHandle};
use super::errors;
use super::handler::ServerHandler;
use crate::protocol::jsonrpc::{ErrorObject, HandlerError};
use crate::protocol::methods;
use crate::protocol::types::{
    CallToolParams, CallToolResult, CompleteParams, CompleteResult, GetPromptParams,
    GetPromptResult, Implementation, ListChangedCapability, ListPromptsResult,
    ListResourceTemplatesResult, ListResourcesResult, ListToolsResult, Prompt, ReadResourceResult,
    Resource, ResourceTemplate, ResourcesCapability, ServerCapabilities, Tool,
};

type ToolFn = Arc<
    dyn Fn(
            Map<String, Value>,
            RequestContext,
        ) -> BoxFuture<'static, Result<CallToolResult, HandlerError>>
        + Send
        + Sync,
>;
type ResourceFn = Arc<
    dyn Fn(String, RequestContext) -> BoxFuture<'static, Result<ReadResourceResult, HandlerError>>
        + Send
        + Sync,
>;
type TemplateFn = Arc<
    dyn Fn(
            String,
            HashMap<String, String>,
            RequestContext,
        ) -> BoxFuture<'static, Result<ReadResourceResult, HandlerError>>
        + Send
        + Sync,
>;
type PromptFn = Arc<
    dyn Fn(
            Map<String, Value>,
            RequestContext,
        ) -> BoxFuture<'static, Result<GetPromptResult, HandlerError>>
        + Send
        + Sync,
>;
type CompleteFn = Arc<
    dyn Fn(
            CompleteParams,
            RequestContext,
        ) -> BoxFuture<'static, Result<CompleteResult, HandlerError>>
        + Send
        + Sync,
>;
type NotificationFn = Arc<dyn Fn(&str, Value, SessionHandle) + Send + Sync>;

/// A [`ServerHandler`] built from closures.
///
/// ```
/// use lemon_mcp::protocol::types::{CallToolResult, Tool};
/// use lemon_mcp::server::Router;
/// use serde_json::json;
///
/// let router = Router::new("demo", "1.0.0")
///     .tool(
///         Tool::new("echo", "Echoes the message", json!({"type":"object","properties":{"message":{"type":"string"}}})),
///         |args, _ctx| async move {
///             let text = args.get("message").and_then(|m| m.as_str()).unwrap_or_default().to_string();
///             Ok(CallToolResult::text(format!("echo:{text}")))
///         },
///     )
///     .tool(Tool::new("fail", "Always fails", json!({"type":"object"})), |_args, _ctx| async move {
///         Ok(CallToolResult::error_text("planned failure"))
///     });
/// assert_eq!(router.tool_names(), vec!["echo", "fail"]);
/// ```
#[derive(Clone)]
pub struct Router {
    info: Implementation,
    instructions: Option<String>,
    tools: Vec<(Tool, ToolFn)>,
    tool_index: HashMap<String, usize>,
    resources: Vec<(Resource, ResourceFn)>,
    templates: Vec<(ResourceTemplate, UriTemplate, TemplateFn)>,
    prompts: Vec<(Prompt, PromptFn)>,
    completer: Option<CompleteFn>,
    subscriptions: bool,
    logging: bool,
    list_changed: bool,
    on_notification: Option<NotificationFn>,
}

impl Router {
    /// A router with no tools yet; `name` and `version` become `serverInfo`.
    pub fn new(name: impl Into<String>, version: impl Into<String>) -> Router {
        Router {
            info: Implementation::new(name, version),
            instructions: None,
            tools: Vec::new(),
            tool_index: HashMap::new(),
            resources: Vec::new(),
            templates: Vec::new(),
            prompts: Vec::new(),
            completer: None,
            subscriptions: false,
            logging: true,
            list_changed: false,
            on_notification: None,
        }
    }

    /// Sets `instructions` of the initialize result.
    pub fn instructions(mut self, text: impl Into<String>) -> Router {
        self.instructions = Some(text.into());
        self
    }

    /// Replaces the whole `serverInfo` (title, icons, ...).
    pub fn server_info(mut self, info: Implementation) -> Router {
        self.info = info;
        self
    }

    /// Registers a tool; a later tool with the same name replaces the earlier one.
    /// The closure gets the arguments (`{}` when absent) and the request context.
    pub fn tool<F, Fut>(mut self, tool: Tool, f: F) -> Router
    where
        F: Fn(Map<String, Value>, RequestContext) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<CallToolResult, HandlerError>> + Send + 'static,
    {
        let f: ToolFn = Arc::new(move |args, ctx| Box::pin(f(args, ctx)));
        match self.tool_index.get(&tool.name) {
            Some(&i) => self.tools[i] = (tool, f),
            None => {
                self.tool_index.insert(tool.name.clone(), self.tools.len());
                self.tools.push((tool, f));
            }
        }
        self
    }

    /// Registers a resource with a fixed uri; a later one with the same uri replaces it.
    pub fn resource<F, Fut>(mut self, resource: Resource, f: F) -> Router
    where
        F: Fn(String, RequestContext) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<ReadResourceResult, HandlerError>> + Send + 'static,
    {
        let f: ResourceFn = Arc::new(move |uri, ctx| Box::pin(f(uri, ctx)));
        match self
            .resources
            .iter()
            .position(|(r, _)| r.uri == resource.uri)
        {
            Some(i) => self.resources[i] = (resource, f),
            None => self.resources.push((resource, f)),
        }
        self
    }

    /// Registers a resource template (RFC 6570 level 1: `{name}` matches one
    /// non-empty path segment). The closure gets the uri and the matched variables.
    pub fn resource_template<F, Fut>(mut self, template: ResourceTemplate, f: F) -> Router
    where
        F: Fn(String, HashMap<String, String>, RequestContext) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<ReadResourceResult, HandlerError>> + Send + 'static,
    {
        let parsed = UriTemplate::parse(&template.uri_template);
        self.templates.push((
            template,
            parsed,
            Arc::new(move |uri, vars, ctx| Box::pin(f(uri, vars, ctx))),
        ));
        self
    }

    /// Registers a prompt (a later one with the same name replaces it). The closure
    /// gets the arguments (`{}` when absent).
    pub fn prompt<F, Fut>(mut self, prompt: Prompt, f: F) -> Router
    where
        F: Fn(Map<String, Value>, RequestContext) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<GetPromptResult, HandlerError>> + Send + 'static,
    {
        let f: PromptFn = Arc::new(move |args, ctx| Box::pin(f(args, ctx)));
        match self.prompts.iter().position(|(p, _)| p.name == prompt.name) {
            Some(i) => self.prompts[i] = (prompt, f),
            None => self.prompts.push((prompt, f)),
        }
        self
    }

    /// Answers `completion/complete` (and advertises `completions`).
    pub fn completion<F, Fut>(mut self, f: F) -> Router
    where
        F: Fn(CompleteParams, RequestContext) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = Result<CompleteResult, HandlerError>> + Send + 'static,
    {
        self.completer = Some(Arc::new(move |p, ctx| Box::pin(f(p, ctx))));
        self
    }

    /// Accepts `resources/subscribe` for registered resources and templates (and
    /// advertises `resources.subscribe`). Notify with [`SessionHandle::resource_updated`].
    pub fn subscriptions(mut self, enabled: bool) -> Router {
        self.subscriptions = enabled;
        self
    }

    /// Advertises `listChanged` on the tools, resources and prompts capabilities: the
    /// application sends the notifications through a [`super::Notifier`] given to the
    /// server ([`super::ServerOptions::with_notifier`]), and a 2026-07-28 client's
    /// `subscriptions/listen` may then ask for them.
    ///
    /// ```
    /// use lemon_mcp::server::{Router, ServerHandler};
    /// let caps = Router::new("demo", "1").list_changed(true).capabilities();
    /// assert_eq!(caps.tools.unwrap().list_changed, Some(true));
    /// ```
    pub fn list_changed(mut self, enabled: bool) -> Router {
        self.list_changed = enabled;
        self
    }

    /// Whether to advertise the `logging` capability (default true: handlers can log
    /// through [`RequestContext::log`]).
    pub fn logging(mut self, enabled: bool) -> Router {
        self.logging = enabled;
        self
    }

    /// Receives client notifications the core does not handle itself.
    pub fn on_notification<F>(mut self, f: F) -> Router
    where
        F: Fn(&str, Value, SessionHandle) + Send + Sync + 'static,
    {
        self.on_notification = Some(Arc::new(f));
        self
    }

    /// Names of the registered tools, in registration order.
    pub fn tool_names(&self) -> Vec<&str> {
        self.tools.iter().map(|(t, _)| t.name.as_str()).collect()
    }

    fn knows_uri(&self, uri: &str) -> bool {
        self.resources.iter().any(|(r, _)| r.uri == uri)
            || self
                .templates
                .iter()
                .any(|(_, t, _)| t.matches(uri).is_some())
    }
}

impl ServerHandler for Router {
    fn server_info(&self) -> Implementation {
        self.info.clone()
    }

    fn capabilities(&self) -> ServerCapabilities {
        let has_resources = !self.resources.is_empty() || !self.templates.is_empty();
        let changes = || ListChangedCapability {
            list_changed: self.list_changed.then_some(true),
            ..Default::default()
        };
        ServerCapabilities {
            tools: Some(changes()),
            resources: has_resources.then(|| ResourcesCapability {
                subscribe: self.subscriptions.then_some(true),
                list_changed: self.list_changed.then_some(true),
                ..Default::default()
            }),
            prompts: (!self.prompts.is_empty()).then(changes),
            completions: self.completer.as_ref().map(|_| Map::new()),
            logging: self.logging.then(Map::new),
            ..Default::default()
        }
    }

    fn instructions(&self) -> Option<String> {
        self.instructions.clone()
    }

    async fn list_tools(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListToolsResult, ErrorObject> {
        Ok(ListToolsResult {
            tools: self.tools.iter().map(|(t, _)| t.clone()).collect(),
            ..Default::default()
        })
    }

    async fn call_tool(
        &self,
        params: CallToolParams,
        ctx: RequestContext,
    ) -> Result<CallToolResult, ErrorObject> {
        let Some(&i) = self.tool_index.get(&params.name) else {
            return Err(errors::unknown_tool(&params.name));
        };
        let f = self.tools[i].1.clone();
        f(params.arguments.unwrap_or_default(), ctx)
            .await
            .map_err(|e| e.0)
    }

    async fn tool_input_schema(&self, name: String, _ctx: RequestContext) -> Option<Value> {
        let &i = self.tool_index.get(&name)?;
        Some(self.tools[i].0.input_schema.clone())
    }

    async fn list_resources(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListResourcesResult, ErrorObject> {
        Ok(ListResourcesResult {
            resources: self.resources.iter().map(|(r, _)| r.clone()).collect(),
            ..Default::default()
        })
    }

    async fn list_resource_templates(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListResourceTemplatesResult, ErrorObject> {
        Ok(ListResourceTemplatesResult {
            resource_templates: self.templates.iter().map(|(t, _, _)| t.clone()).collect(),
            ..Default::default()
        })
    }

    async fn read_resource(
        &self,
        uri: String,
        ctx: RequestContext,
    ) -> Result<ReadResourceResult, ErrorObject> {
        if let Some((_, f)) = self.resources.iter().find(|(r, _)| r.uri == uri) {
            return f(uri, ctx).await.map_err(|e| e.0);
        }
        for (_, template, f) in &self.templates {
            if let Some(vars) = template.matches(&uri) {
                return f(uri, vars, ctx).await.map_err(|e| e.0);
            }
        }
        Err(errors::resource_not_found(&uri))
    }

    async fn subscribe(&self, uri: String, _ctx: RequestContext) -> Result<(), ErrorObject> {
        if !self.subscriptions {
            return Err(errors::method_not_found(methods::RESOURCES_SUBSCRIBE));
        }
        if self.knows_uri(&uri) {
            Ok(())
        } else {
            Err(errors::resource_not_found(&uri))
        }
    }

    async fn unsubscribe(&self, _uri: String, _ctx: RequestContext) -> Result<(), ErrorObject> {
        if !self.subscriptions {
            return Err(errors::method_not_found(methods::RESOURCES_UNSUBSCRIBE));
        }
        Ok(())
    }

    async fn list_prompts(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListPromptsResult, ErrorObject> {
        Ok(ListPromptsResult {
            prompts: self.prompts.iter().map(|(p, _)| p.clone()).collect(),
            ..Default::default()
        })
    }

    async fn get_prompt(
        &self,
        params: GetPromptParams,
        ctx: RequestContext,
    ) -> Result<GetPromptResult, ErrorObject> {
        let Some((_, f)) = self.prompts.iter().find(|(p, _)| p.name == params.name) else {
            return Err(errors::prompt_not_found(&params.name));
        };
        f(params.arguments.unwrap_or_default(), ctx)
            .await
            .map_err(|e| e.0)
    }

    async fn complete(
        &self,
        params: CompleteParams,
        ctx: RequestContext,
    ) -> Result<CompleteResult, ErrorObject> {
        match &self.completer {
            Some(f) => f(params, ctx).await.map_err(|e| e.0),
            None => Err(errors::method_not_found(methods::COMPLETION_COMPLETE)),
        }
    }

    fn on_notification(&self, method: &str, params: Value, session: SessionHandle) {
        if let Some(f) = &self.on_notification {
            f(method, params, session);
        }
    }
}

/// A parsed RFC 6570 level-1 template: literals and `{name}` variables.
#[derive(Debug, Clone, PartialEq)]
enum Part {
    Literal(String),
    Var(String),
}

#[derive(Debug, Clone, PartialEq)]
struct UriTemplate(Vec<Part>);

impl UriTemplate {
    fn parse(template: &str) -> UriTemplate {
        let mut parts = Vec::new();
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            let Some(close) = rest[open..].find('}') else {
                break;
            };
            if open > 0 {
                parts.push(Part::Literal(rest[..open].to_string()));
            }
            parts.push(Part::Var(rest[open + 1..open + close].to_string()));
            rest = &rest[open + close + 1..];
        }
        if !rest.is_empty() {
            parts.push(Part::Literal(rest.to_string()));
        }
        UriTemplate(parts)
    }

    /// The variables when `uri` matches. A variable takes a non-empty run without `/`
    /// up to the next literal.
    fn matches(&self, uri: &str) -> Option<HashMap<String, String>> {
        let mut vars = HashMap::new();
        let mut rest = uri;
        let mut parts = self.0.iter().peekable();
        while let Some(part) = parts.next() {
            match part {
                Part::Literal(lit) => rest = rest.strip_prefix(lit.as_str())?,
                Part::Var(name) => {
                    let end = match parts.peek() {
                        Some(Part::Literal(next)) => rest.find(next.as_str())?,
                        _ => rest.len(),
                    };
                    let value = &rest[..end];
                    if value.is_empty() || value.contains('/') {
                        return None;
                    }
                    vars.insert(name.clone(), value.to_string());
                    rest = &rest[end..];
                }
            }
        }
        rest.is_empty().then_some(vars)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_match_segments() {
        let t = UriTemplate::parse("test://template/{id}/data");
        let vars = t.matches("test://template/42/data").unwrap();
        assert_eq!(vars["id"], "42");
        assert!(t.matches("test://template//data").is_none());
        assert!(t.matches("test://template/4/2/data").is_none());
        assert!(t.matches("test://template/42/data/x").is_none());
        let t = UriTemplate::parse("file:///{path}");
        assert_eq!(t.matches("file:///a.txt").unwrap()["path"], "a.txt");
    }

    #[test]
    fn capabilities_follow_registrations() {
        let r = Router::new("x", "1");
        let caps = r.capabilities();
        assert!(
            caps.tools.is_some()
                && caps.resources.is_none()
                && caps.prompts.is_none()
                && caps.completions.is_none()
        );
        let r = r
            .resource(
                Resource {
                    uri: "a://b".into(),
                    name: "b".into(),
                    ..Default::default()
                },
                |uri, _| async move {
                    Ok(ReadResourceResult {
                        contents: vec![],
                        extra: Map::from_iter([("uri".to_string(), Value::String(uri))]),
                    })
                },
            )
            .subscriptions(true)
            .prompt(
                Prompt {
                    name: "p".into(),
                    ..Default::default()
                },
                |_, _| async { Ok(GetPromptResult::default()) },
            )
            .completion(|_, _| async { Ok(CompleteResult::default()) });
        let caps = r.capabilities();
        assert_eq!(caps.resources.unwrap().subscribe, Some(true));
        assert!(caps.prompts.is_some() && caps.completions.is_some());
    }

    #[test]
    fn handler_error_conversions() {
        let e: HandlerError = "Tool failed to execute".into();
        assert_eq!(
            (e.0.code, e.0.message.as_str()),
            (-32600, "Tool failed to execute")
        );
        let e: HandlerError = errors::internal("x").into();
        assert_eq!(e.0.code, -32603);
    }
}
