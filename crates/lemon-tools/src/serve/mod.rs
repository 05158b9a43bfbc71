//! `lemon serve`: one MCP server that gives any agent the project's skills. The
//! [`Gateway`] is the [`ServerHandler`] both transports (stdio, Streamable HTTP) serve;
//! its skills half is [`skills::SkillServer`].
//!
//! ```
//! use lemon_mcp::server::ServerHandler;
//! use lemon_tools::serve::{Gateway, skills::SkillServer};
//! let gateway = Gateway::new(Some(SkillServer::new(lemon_skills::Registry::new(), std::env::temp_dir())));
//! assert_eq!(gateway.server_info().name, "lemon");
//! assert!(gateway.capabilities().prompts.is_some());
//! ```

pub mod run;
pub mod skills;

use lemon_mcp::protocol::jsonrpc::ErrorObject;
use lemon_mcp::protocol::types::{
    CallToolParams, CallToolResult, GetPromptParams, GetPromptResult, Implementation,
    ListChangedCapability, ListPromptsResult, ListResourceTemplatesResult, ListResourcesResult,
    ListToolsResult, ReadResourceResult, ResourcesCapability, ServerCapabilities,
};
use lemon_mcp::server::{RequestContext, ServerHandler, errors};

use skills::SkillServer;

/// What `lemon serve` answers.
pub struct Gateway {
    skills: Option<SkillServer>,
}

impl Gateway {
    /// A gateway serving `skills` (none with `--no-skills`).
    pub fn new(skills: Option<SkillServer>) -> Gateway {
        Gateway { skills }
    }
}

impl ServerHandler for Gateway {
    fn server_info(&self) -> Implementation {
        Implementation::new("lemon", env!("CARGO_PKG_VERSION"))
    }

    fn capabilities(&self) -> ServerCapabilities {
        ServerCapabilities {
            tools: Some(ListChangedCapability::default()),
            resources: self.skills.as_ref().map(|_| ResourcesCapability::default()),
            prompts: self.skills.as_ref().map(|_| ListChangedCapability::default()),
            ..Default::default()
        }
    }

    fn instructions(&self) -> Option<String> {
        self.skills.as_ref().map(SkillServer::instructions)
    }

    async fn list_tools(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListToolsResult, ErrorObject> {
        Ok(ListToolsResult {
            tools: self.skills.as_ref().map(SkillServer::tools).unwrap_or_default(),
            ..Default::default()
        })
    }

    async fn call_tool(
        &self,
        params: CallToolParams,
        _ctx: RequestContext,
    ) -> Result<CallToolResult, ErrorObject> {
        let args = params.arguments.clone().unwrap_or_default();
        self.skills
            .as_ref()
            .and_then(|s| s.call(&params.name, &args))
            .ok_or_else(|| errors::unknown_tool(&params.name))
    }

    async fn list_resources(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListResourcesResult, ErrorObject> {
        Ok(ListResourcesResult {
            resources: self.skills.as_ref().map(SkillServer::resources).unwrap_or_default(),
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
                .as_ref()
                .map(SkillServer::resource_templates)
                .unwrap_or_default(),
            ..Default::default()
        })
    }

    async fn read_resource(
        &self,
        uri: String,
        _ctx: RequestContext,
    ) -> Result<ReadResourceResult, ErrorObject> {
        self.skills
            .as_ref()
            .and_then(|s| s.read(&uri))
            .unwrap_or_else(|| Err(errors::resource_not_found(&uri)))
    }

    async fn list_prompts(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListPromptsResult, ErrorObject> {
        Ok(ListPromptsResult {
            prompts: self.skills.as_ref().map(SkillServer::prompts).unwrap_or_default(),
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
