//! `lemon serve`: one MCP server that gives any agent the project's skills and the
//! tools of every configured MCP server. The [`Gateway`] is the [`ServerHandler`] both
//! transports (stdio, Streamable HTTP) serve; its skills half is
//! [`skills::SkillServer`], its MCP half the project's connection
//! [`Manager`]: downstream tools under their model-facing
//! names, calls routed by the stored identity. A call whose server or tool config asks
//! for approval is put to the connected client's user through elicitation
//! ([`approval`]) when the client supports it, and refused with a tool error that says
//! how to allow it when it does not: never silently allowed.
//!
//! ```
//! use lemon_mcp::server::ServerHandler;
//! use lemon_tools::serve::{Gateway, skills::SkillServer};
//! let gateway = Gateway::new(Some(SkillServer::new(lemon_skills::Registry::new(), std::env::temp_dir())));
//! assert_eq!(gateway.server_info().name, "lemon");
//! assert!(gateway.capabilities().prompts.is_some());
//! ```

pub mod approval;
pub mod run;
pub mod skills;
pub mod watch;

use std::sync::Arc;

use lemon_mcp::protocol::jsonrpc::ErrorObject;
use lemon_mcp::protocol::types::{
    CallToolParams, CallToolResult, ContentBlock, GetPromptParams, GetPromptResult, Implementation,
    ListChangedCapability, ListPromptsResult, ListResourceTemplatesResult, ListResourcesResult,
    ListToolsResult, ReadResourceResult, ResourcesCapability, ServerCapabilities, Tool,
};
use lemon_mcp::server::{RequestContext, ServerHandler, errors};

use lemon_core::approval::{Approver, Decision, Fixed};
use skills::SkillServer;

use crate::mcp::manager::{CallError, CallOptions, Manager};

/// The caching hints (2026-07-28 wire) of every list and read: stale at once. Skills
/// and their files change while the server runs and are re-read per request, so a
/// client must not serve an earlier answer from its cache (the transport's default is a
/// minute).
fn uncached() -> lemon_mcp::protocol::types::Extra {
    let mut hints = serde_json::Value::Object(Default::default());
    lemon_mcp::protocol::stateless::CacheHints::new(
        0,
        lemon_mcp::protocol::stateless::CacheScope::Private,
    )
    .apply_to(&mut hints);
    match hints {
        serde_json::Value::Object(map) => map,
        _ => Default::default(),
    }
}

/// What `lemon serve` answers.
pub struct Gateway {
    skills: Option<Arc<SkillServer>>,
    mcp: Option<Manager>,
}

impl Gateway {
    /// A gateway serving `skills` (none with `--no-skills`).
    pub fn new(skills: Option<SkillServer>) -> Gateway {
        Gateway {
            skills: skills.map(Arc::new),
            mcp: None,
        }
    }

    /// Also serves the tools of `manager`'s servers (none with `--no-mcp`).
    pub fn with_mcp(mut self, manager: Manager) -> Gateway {
        self.mcp = Some(manager);
        self
    }

    /// The skills half, for the watcher that compares its lists.
    pub fn skill_server(&self) -> Option<Arc<SkillServer>> {
        self.skills.clone()
    }

    /// Closes every downstream connection (and reaps its process).
    pub async fn shutdown(&self) {
        if let Some(m) = &self.mcp {
            m.shutdown().await;
        }
    }

    /// A downstream call; an unknown name is the protocol's unknown-tool error.
    async fn call_mcp(
        &self,
        m: &Manager,
        name: &str,
        args: serde_json::Value,
        ctx: &RequestContext,
    ) -> Result<CallToolResult, ErrorObject> {
        let options = CallOptions::default();
        let prepared = match m.prepare(name, args.clone(), &options) {
            // A client may call without listing first (the stateless wire): discover once.
            Err(CallError::NotFound) => {
                m.discover_tools(false).await;
                m.prepare(name, args.clone(), &options)
            }
            other => other,
        };
        let prepared = match prepared {
            Ok(p) => p,
            Err(CallError::NotFound) => return Err(errors::unknown_tool(name)),
            Err(e) => return Ok(call_error(name, &e)),
        };
        if let Some(req) = prepared.approval()
            && let Err(refused) = approval::ask(ctx, req, name, &args).await
        {
            return Ok(refused);
        }
        Ok(match prepared.execute().await {
            Ok(out) => CallToolResult {
                content: out.content.into_iter().map(ContentBlock::text).collect(),
                ..CallToolResult::default()
            },
            Err(e) => call_error(name, &e),
        })
    }
}

/// A skill tool off the async workers (they touch the file system; a write fsyncs),
/// `approver` deciding gated writes.
async fn run_skill_tool(
    skills: &Arc<SkillServer>,
    name: &str,
    args: &serde_json::Map<String, serde_json::Value>,
    approver: Arc<dyn Approver + Send + Sync>,
) -> Result<CallToolResult, ErrorObject> {
    let (skills, tool, args) = (skills.clone(), name.to_string(), args.clone());
    tokio::task::spawn_blocking(move || skills.call_with(&tool, &args, approver.as_ref()))
        .await
        .map_err(|_| errors::internal("the skill tool failed"))?
        .ok_or_else(|| errors::unknown_tool(name))
}

/// A failed downstream call as a tool error: the tool's own error blocks when the tool
/// answered `isError` (they are its result, for the model), else the fixed category,
/// never server text.
fn call_error(name: &str, e: &CallError) -> CallToolResult {
    match e {
        CallError::ToolError(blocks) => CallToolResult {
            content: blocks.iter().cloned().map(ContentBlock::text).collect(),
            is_error: Some(true),
            ..CallToolResult::default()
        },
        _ => CallToolResult::error_text(format!("{name}: {} ({e})", e.term())),
    }
}

impl ServerHandler for Gateway {
    fn server_info(&self) -> Implementation {
        Implementation::new("lemon", env!("CARGO_PKG_VERSION"))
    }

    fn capabilities(&self) -> ServerCapabilities {
        // Every list may change while serving ([`watch`] sends the notifications).
        let changes = || ListChangedCapability {
            list_changed: Some(true),
            ..Default::default()
        };
        ServerCapabilities {
            tools: Some(changes()),
            resources: self.skills.as_ref().map(|_| ResourcesCapability {
                list_changed: Some(true),
                ..Default::default()
            }),
            prompts: self.skills.as_ref().map(|_| changes()),
            extra: uncached(),
            ..Default::default()
        }
    }

    fn instructions(&self) -> Option<String> {
        self.skills.as_deref().map(SkillServer::instructions)
    }

    async fn list_tools(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListToolsResult, ErrorObject> {
        let mut tools = self
            .skills
            .as_deref()
            .map(SkillServer::tools)
            .unwrap_or_default();
        if let Some(m) = &self.mcp {
            tools.extend(
                m.discover_tools(false)
                    .await
                    .into_iter()
                    .map(|t| Tool::new(t.name, t.description, t.parameters)),
            );
        }
        Ok(ListToolsResult {
            tools,
            extra: uncached(),
            ..Default::default()
        })
    }

    async fn call_tool(
        &self,
        params: CallToolParams,
        ctx: RequestContext,
    ) -> Result<CallToolResult, ErrorObject> {
        let args = params.arguments.clone().unwrap_or_default();
        if let Some(m) = &self.mcp
            && !self
                .skills
                .as_ref()
                .is_some_and(|s| s.has_tool(&params.name))
        {
            return self
                .call_mcp(m, &params.name, serde_json::Value::Object(args), &ctx)
                .await;
        }
        let Some(skills) = self.skills.clone() else {
            return Err(errors::unknown_tool(&params.name));
        };
        // Only `skill_manage` has gated writes, and only a client with elicitation can be
        // asked: anything else runs once, a gated write refused with how to proceed.
        let can_ask = params.name == skills::SKILL_MANAGE
            && ctx
                .session()
                .client_capabilities()
                .get("elicitation")
                .is_some();
        if !can_ask {
            let refuse = Arc::new(Fixed(Decision::Unavailable(skills::NO_APPROVER.into())));
            return run_skill_tool(&skills, &params.name, &args, refuse).await;
        }
        // A gated write runs once to learn what it would ask (it stops at the gate and
        // writes nothing), the client's user is asked, and it runs again with exactly
        // that request decided.
        let recording = Arc::new(approval::Recording::default());
        let first = run_skill_tool(&skills, &params.name, &args, recording.clone()).await?;
        let Some(asked) = recording.take() else {
            return Ok(first);
        };
        let decision = approval::ask_write(&ctx, &asked).await;
        let gate = Arc::new(approval::Exactly(asked, decision));
        run_skill_tool(&skills, &params.name, &args, gate).await
    }

    async fn list_resources(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListResourcesResult, ErrorObject> {
        Ok(ListResourcesResult {
            resources: self
                .skills
                .as_deref()
                .map(SkillServer::resources)
                .unwrap_or_default(),
            extra: uncached(),
            ..Default::default()
        })
    }

    async fn list_resource_templates(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListResourceTemplatesResult, ErrorObject> {
        Ok(ListResourceTemplatesResult {
            resource_templates: self
                .skills
                .as_deref()
                .map(SkillServer::resource_templates)
                .unwrap_or_default(),
            extra: uncached(),
            ..Default::default()
        })
    }

    async fn read_resource(
        &self,
        uri: String,
        _ctx: RequestContext,
    ) -> Result<ReadResourceResult, ErrorObject> {
        let mut read = self
            .skills
            .as_ref()
            .and_then(|s| s.read(&uri))
            .unwrap_or_else(|| Err(errors::resource_not_found(&uri)))?;
        read.extra.extend(uncached());
        Ok(read)
    }

    async fn list_prompts(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListPromptsResult, ErrorObject> {
        Ok(ListPromptsResult {
            prompts: self
                .skills
                .as_deref()
                .map(SkillServer::prompts)
                .unwrap_or_default(),
            extra: uncached(),
            ..Default::default()
        })
    }

    async fn get_prompt(
        &self,
        params: GetPromptParams,
        _ctx: RequestContext,
    ) -> Result<GetPromptResult, ErrorObject> {
        self.skills
            .as_ref()
            .and_then(|s| s.prompt(&params.name))
            .ok_or_else(|| errors::prompt_not_found(&params.name))
    }
}
