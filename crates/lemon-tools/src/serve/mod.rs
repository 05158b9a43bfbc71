//! `lemon serve`: one MCP server that gives any agent the project's skills and the
//! tools of every configured MCP server. The [`Gateway`] is the [`ServerHandler`] both
//! transports (stdio, Streamable HTTP) serve; its skills half is
//! [`skills::SkillServer`], its MCP half the project's connection
//! [`Manager`]: downstream tools under their model-facing
//! names, calls routed by the stored identity. A call whose server or tool config asks
//! for approval is put to the connected client's user through elicitation
//! ([`approval`]) when the client supports it, and refused with a tool error that says
//! how to allow it when it does not: never silently allowed. With the skills served, it
//! also declares and answers the MCP skills extension (SEP-2640,
//! [`skills::extension`]).
//!
//! ```
//! use lemon_mcp::server::ServerHandler;
//! use lemon_tools::serve::{Gateway, skills::SkillServer};
//! let gateway = Gateway::new(Some(SkillServer::new(lemon_skills::Registry::new(), std::env::temp_dir())));
//! assert_eq!(gateway.server_info().name, "lemon");
//! assert!(gateway.capabilities().prompts.is_some());
//! // Caching hints belong on list and read results, never among the capabilities.
//! let capabilities = serde_json::to_value(gateway.capabilities()).unwrap();
//! assert!(capabilities.get("ttlMs").is_none() && capabilities.get("cacheScope").is_none());
//! ```

pub mod approval;
pub mod curator;
pub mod downstream;
pub mod passthrough;
pub mod review;
pub mod run;
pub mod skills;
pub mod watch;

use std::sync::Arc;

use lemon_mcp::protocol::jsonrpc::ErrorObject;
use lemon_mcp::protocol::methods;
use lemon_mcp::protocol::skills::{self as skills_ext, SkillsCapability};
use lemon_mcp::protocol::types::{
    CallToolParams, CallToolResult, ContentBlock, GetPromptParams, GetPromptResult, Implementation,
    ListChangedCapability, ListPromptsResult, ListResourceTemplatesResult, ListResourcesResult,
    ListToolsResult, ProgressParams, ReadResourceResult, ResourcesCapability, ServerCapabilities,
    Tool,
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
    downstream: Option<downstream::Downstream>,
    curator: Option<Arc<curator::ServeCurator>>,
    reviewer: Option<Arc<review::ClientReviewer>>,
    upstream: Arc<passthrough::Upstream>,
}

impl Gateway {
    /// A gateway serving `skills` (none with `--no-skills`).
    pub fn new(skills: Option<SkillServer>) -> Gateway {
        Gateway {
            skills: skills.map(Arc::new),
            mcp: None,
            downstream: None,
            curator: None,
            reviewer: None,
            upstream: Arc::default(),
        }
    }

    /// Also runs `curator`: its idle gate sees this gateway's tool calls, and a pending
    /// review is offered as the prompt [`curator::CURATE_PROMPT`].
    pub fn with_curator(mut self, curator: Arc<curator::ServeCurator>) -> Gateway {
        self.curator = Some(curator);
        self
    }

    /// Offers every initialized client that can sample with tools to `reviewer`, which
    /// runs pending curator reviews through one of them ([`review`]).
    pub fn with_reviewer(mut self, reviewer: Arc<review::ClientReviewer>) -> Gateway {
        self.reviewer = Some(reviewer);
        self
    }

    /// The proxied calls in flight, to whose clients the downstream servers' sampling,
    /// elicitation and roots requests go: give it to the [`Manager`]'s options
    /// ([`passthrough`]).
    pub fn upstream(&self) -> Arc<passthrough::Upstream> {
        self.upstream.clone()
    }

    /// Also serves the tools of `manager`'s servers (none with `--no-mcp`).
    pub fn with_mcp(mut self, manager: Manager) -> Gateway {
        self.downstream = Some(downstream::Downstream::new(manager.clone()));
        self.mcp = Some(manager);
        self
    }

    /// The skills half, for the watcher that compares its lists.
    pub fn skill_server(&self) -> Option<Arc<SkillServer>> {
        self.skills.clone()
    }

    /// Closes every downstream connection (and reaps its process).
    pub async fn shutdown(&self) {
        if let Some(c) = &self.curator {
            c.stop();
        }
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
        // While it runs, the server's sampling, elicitation and roots requests go to this
        // client; on the stateless wire the call survives their round trip (never run twice).
        let _in_flight = self.upstream.enter(prepared.server(), ctx);
        ctx.keep_across_input();
        Ok(
            match forward_progress(ctx, |p| prepared.execute_result(p)).await {
                Ok(result) => result,
                Err(e) => call_error(name, &e),
            },
        )
    }
}

/// A mutex's guard even after a panic elsewhere poisoned it: what the serve modules
/// guard (routes, a pending review, the curator's thread) stays usable.
fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// How many downstream progress notifications may wait to go upstream; beyond that
/// they are dropped (progress is advisory, and a slow client must not grow a buffer).
const PROGRESS_BACKLOG: usize = 64;

/// Runs `call` with a progress callback that relays the downstream server's progress to
/// the upstream client under the upstream request's own token (only when the upstream
/// client asked for progress). The relay runs on this task, beside the call, so it ends
/// with it; the server drops this future when the upstream client cancels, which
/// cancels the downstream request too.
async fn forward_progress<F, T>(
    ctx: &RequestContext,
    call: impl FnOnce(Option<lemon_mcp::client::ProgressCallback>) -> F,
) -> T
where
    F: std::future::Future<Output = T>,
{
    let (tx, mut rx) = tokio::sync::mpsc::channel::<ProgressParams>(PROGRESS_BACKLOG);
    let relay: Option<lemon_mcp::client::ProgressCallback> =
        ctx.progress_token().is_some().then(|| {
            Arc::new(move |p: ProgressParams| {
                let _ = tx.try_send(p);
            }) as lemon_mcp::client::ProgressCallback
        });
    let call = call(relay);
    tokio::pin!(call);
    let out = loop {
        tokio::select! {
            // Progress first: what the server sent before its answer goes before ours.
            biased;
            Some(p) = rx.recv() => {
                let _ = ctx.progress(p.progress, p.total, p.message.as_deref()).await;
            }
            out = &mut call => break out,
        }
    };
    // The answer can overtake the last notifications into the channel: send those left.
    while let Ok(p) = rx.try_recv() {
        let _ = ctx
            .progress(p.progress, p.total, p.message.as_deref())
            .await;
    }
    out
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

/// Answers one skills-extension method from `skills` (the caller checked the method).
fn skills_extension(
    skills: &SkillServer,
    method: &str,
    params: serde_json::Value,
) -> Result<serde_json::Value, ErrorObject> {
    fn parse<T: serde::de::DeserializeOwned>(params: serde_json::Value) -> Result<T, ErrorObject> {
        serde_json::from_value(params)
            .map_err(|e| errors::invalid_params(format!("Invalid params: {e}")))
    }
    fn json<T: serde::Serialize>(result: T) -> Result<serde_json::Value, ErrorObject> {
        serde_json::to_value(result).map_err(|_| errors::internal("result not serialisable"))
    }
    match method {
        methods::SKILLS_LIST => json(skills.list_skills(parse(params)?)?),
        methods::SKILLS_GET => json(skills.get_skill(parse(params)?)?),
        _ => json(skills.read_directory(parse(params)?)?),
    }
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
        let served = self.skills.is_some() || self.mcp.is_some();
        let mut caps = ServerCapabilities {
            tools: Some(changes()),
            resources: served.then(|| ResourcesCapability {
                list_changed: Some(true),
                ..Default::default()
            }),
            prompts: served.then(changes),
            ..Default::default()
        };
        // The skills extension (SEP-2640), beside the resources capability its files are
        // read through; its settings inline under its identifier.
        if self.skills.is_some() {
            let settings = SkillsCapability {
                directory_read: Some(true),
                ..Default::default()
            };
            caps.declare_extension(
                skills_ext::EXTENSION_ID,
                serde_json::to_value(settings).unwrap_or_default(),
            );
        }
        caps
    }

    fn instructions(&self) -> Option<String> {
        let skills = self.skills.as_deref().map(SkillServer::instructions);
        let servers = self.downstream.as_ref().and_then(|d| d.instructions());
        match (skills, servers) {
            (Some(s), Some(d)) => Some(s + &d),
            (s, d) => s.or(d),
        }
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
            tools.extend(m.discover_tools(false).await.into_iter().map(|t| Tool {
                title: t.title,
                annotations: t.annotations,
                output_schema: t.output_schema,
                ..Tool::new(t.name, t.description, t.parameters)
            }));
        }
        Ok(ListToolsResult {
            tools,
            extra: uncached(),
            ..Default::default()
        })
    }

    async fn tool_input_schema(
        &self,
        name: String,
        _ctx: RequestContext,
    ) -> Option<serde_json::Value> {
        // The skill tools annotate no argument for a header: nothing to check.
        if self.skills.as_ref().is_some_and(|s| s.has_tool(&name)) {
            return None;
        }
        // From the manager's cache; a client may call without listing first (the
        // stateless wire), then the servers are listed once, as the call would.
        let m = self.mcp.as_ref()?;
        if let Some(tool) = m.get_tool(&name) {
            return Some(tool.parameters);
        }
        m.discover_tools(false).await;
        m.get_tool(&name).map(|t| t.parameters)
    }

    async fn call_tool(
        &self,
        params: CallToolParams,
        ctx: RequestContext,
    ) -> Result<CallToolResult, ErrorObject> {
        let _activity = self.curator.as_ref().map(|c| c.call_started());
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
        let mut resources: Vec<_> = self
            .skills
            .as_deref()
            .map(SkillServer::resources)
            .unwrap_or_default();
        if let Some(d) = &self.downstream {
            resources.extend(d.resources().await);
        }
        Ok(ListResourcesResult {
            resources,
            extra: uncached(),
            ..Default::default()
        })
    }

    async fn list_resource_templates(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListResourceTemplatesResult, ErrorObject> {
        let mut resource_templates: Vec<_> = self
            .skills
            .as_deref()
            .map(SkillServer::resource_templates)
            .unwrap_or_default();
        if let Some(d) = &self.downstream {
            resource_templates.extend(d.templates().await);
        }
        Ok(ListResourceTemplatesResult {
            resource_templates,
            extra: uncached(),
            ..Default::default()
        })
    }

    async fn read_resource(
        &self,
        uri: String,
        _ctx: RequestContext,
    ) -> Result<ReadResourceResult, ErrorObject> {
        let skill = self.skills.as_ref().and_then(|s| s.read(&uri));
        let read = match (skill, &self.downstream) {
            (Some(read), _) => read,
            (None, Some(d)) => d
                .read(&uri)
                .await
                .unwrap_or_else(|| Err(errors::resource_not_found(&uri))),
            (None, None) => Err(errors::resource_not_found(&uri)),
        };
        let mut read = read?;
        read.extra.extend(uncached());
        Ok(read)
    }

    async fn list_prompts(
        &self,
        _cursor: Option<String>,
        _ctx: RequestContext,
    ) -> Result<ListPromptsResult, ErrorObject> {
        let mut prompts: Vec<_> = self
            .skills
            .as_deref()
            .map(SkillServer::prompts)
            .unwrap_or_default();
        prompts.extend(self.curator.as_ref().and_then(|c| c.prompt()));
        if let Some(d) = &self.downstream {
            prompts.extend(d.prompts().await);
        }
        Ok(ListPromptsResult {
            prompts,
            extra: uncached(),
            ..Default::default()
        })
    }

    fn on_notification(
        &self,
        method: &str,
        _params: serde_json::Value,
        session: lemon_mcp::server::SessionHandle,
    ) {
        if method == methods::INITIALIZED
            && let Some(reviewer) = &self.reviewer
        {
            reviewer.offer(session);
        }
    }

    async fn custom_request(
        &self,
        method: String,
        params: serde_json::Value,
        _ctx: RequestContext,
    ) -> Result<serde_json::Value, ErrorObject> {
        let Some(skills) = self.skills.clone() else {
            return Err(errors::method_not_found(&method));
        };
        if !matches!(
            method.as_str(),
            methods::SKILLS_LIST | methods::SKILLS_GET | methods::RESOURCES_DIRECTORY_READ
        ) {
            return Err(errors::method_not_found(&method));
        }
        // Absent params are the empty object (skills/list takes only a cursor).
        let params = match params {
            serde_json::Value::Null => serde_json::Value::Object(Default::default()),
            other => other,
        };
        // The extension reads every listed skill's directory: off the async workers.
        let answer =
            tokio::task::spawn_blocking(move || skills_extension(&skills, &method, params))
                .await
                .map_err(|_| errors::internal("the skills extension failed"))??;
        let mut answer = answer;
        if let serde_json::Value::Object(map) = &mut answer {
            map.extend(uncached());
        }
        Ok(answer)
    }

    async fn get_prompt(
        &self,
        params: GetPromptParams,
        _ctx: RequestContext,
    ) -> Result<GetPromptResult, ErrorObject> {
        if params.name == curator::CURATE_PROMPT
            && let Some(review) = self.curator.as_ref().and_then(|c| c.get_prompt())
        {
            return Ok(review);
        }
        if let Some(found) = self.skills.as_ref().and_then(|s| s.prompt(&params.name)) {
            return Ok(found);
        }
        if let Some(d) = &self.downstream {
            let arguments = serde_json::to_value(&params.arguments).unwrap_or_default();
            if let Some(found) = d.get_prompt(&params.name, arguments).await {
                return found;
            }
        }
        Err(errors::prompt_not_found(&params.name))
    }
}
