//! The skills half of `lemon serve`: the project's skills as MCP tools (`read_skill`,
//! `search_skills`), resources (`skill://<key>` and, through a template, every file of
//! a skill) and prompts (one per displayable skill), plus the listing the server's
//! `instructions` carry. Everything is read from the registry on each request (its view
//! is cached and revalidated cheaply), so a skill written or edited while the server runs
//! is served on the next call, with no restart.
//!
//! `skill_manage` is the library tool of `lemon skill manage` (every write audited
//! before it lands); when `[skills] write_approval` is on, a gated write is decided by
//! the approver the caller passes ([`SkillServer::call_with`]): the gateway asks the
//! client's user over elicitation, and refuses with a reason when it cannot.
//!
//! Visibility follows the CLI exactly: the listing, `search_skills`, `resources/list`
//! (each skill at `skill://<key>/SKILL.md`), the skills extension ([`extension`]:
//! `skills/list`, `skills/get`, `resources/directory/read`) and `prompts/list` show what
//! `lemon skill prompt` lists (not disabled, not model-hidden, displayable);
//! `read_skill` and `resources/read` resolve any installed key, as `lemon skill read`
//! does (`skill://<key>` and `skill://<key>/<path>`; a file that is not UTF-8 text is
//! returned as a base64 `blob`).
//!
//! ```
//! use lemon_tools::serve::skills::SkillServer;
//! let server = SkillServer::new(lemon_skills::Registry::new(), std::env::temp_dir());
//! let names: Vec<String> = server.tools().into_iter().map(|t| t.name).collect();
//! assert_eq!(names, ["read_skill", "search_skills", "skill_manage"]);
//! ```

pub mod extension;

pub use extension::{PAGE_SIZE, Unservable};

use std::path::PathBuf;
use std::sync::Arc;

use lemon_core::approval::{Approver, Decision, Fixed};
use lemon_mcp::protocol::jsonrpc::ErrorObject;
use lemon_mcp::protocol::types::{
    CallToolResult, ContentBlock, GetPromptResult, Prompt, PromptMessage, ReadResourceResult,
    Resource, ResourceContents, ResourceTemplate, Role, Tool, ToolAnnotations,
};
use lemon_mcp::server::errors;
use lemon_skills::Registry;
use lemon_skills::prompt::{ListingItem, listing_items, render_relevant};
use lemon_skills::view::{self, ReadOutcome, ReadSkillParams, RegistryLookup};
use serde_json::{Map, Value, json};

/// The tool that loads a skill.
pub const READ_SKILL: &str = "read_skill";
/// The tool that finds the skills fitting a request.
pub const SEARCH_SKILLS: &str = "search_skills";
/// The tool that writes skills (create, edit, patch, files, pin, archive, …).
pub const SKILL_MANAGE: &str = "skill_manage";

/// Why a gated `skill_manage` write is refused when nobody on the connection can be
/// asked (the client does not support elicitation).
pub const NO_APPROVER: &str = "skill writes need approval ([skills] write_approval) and \
    this client cannot be asked (it does not support elicitation); run the same input \
    with `lemon skill manage --input -` on a terminal, or turn write_approval off";
/// The default character budget of the listing in `instructions`.
pub const DEFAULT_LISTING_BUDGET: usize = 8_000;
/// The most results `search_skills` returns.
pub const MAX_SEARCH_RESULTS: usize = 20;

/// The hints of the tools that only read the project's skills: clients (Codex, for one)
/// run a read-only tool without asking.
fn reads_only() -> ToolAnnotations {
    ToolAnnotations {
        read_only_hint: Some(true),
        destructive_hint: Some(false),
        idempotent_hint: Some(true),
        open_world_hint: Some(false),
        ..ToolAnnotations::default()
    }
}

/// Serves one project's skills (see the module docs).
pub struct SkillServer {
    registry: Arc<Registry>,
    cwd: PathBuf,
    budget: usize,
}

impl SkillServer {
    /// Skills of the project at `cwd` (project roots there, then the global ones).
    pub fn new(registry: Registry, cwd: PathBuf) -> SkillServer {
        SkillServer {
            registry: Arc::new(registry),
            cwd,
            budget: DEFAULT_LISTING_BUDGET,
        }
    }

    /// Sets the listing's character budget.
    pub fn with_budget(mut self, budget: usize) -> SkillServer {
        self.budget = budget;
        self
    }

    /// The registry the skills are read from (the watcher compares its views).
    pub fn registry(&self) -> &Arc<Registry> {
        &self.registry
    }

    fn lookup(&self) -> RegistryLookup<'_> {
        RegistryLookup {
            registry: &self.registry,
            cwd: Some(&self.cwd),
        }
    }

    /// The entries an agent's listing shows (the listing's own rule, `listing_items`),
    /// from one fresh snapshot.
    fn listed(&self) -> Vec<Arc<lemon_skills::Entry>> {
        let entries = self.registry.list(Some(&self.cwd));
        let statuses = self.registry.statuses(&entries, Some(&self.cwd));
        let keys: std::collections::BTreeSet<String> = listing_items(&entries, &statuses)
            .into_iter()
            .map(|i| i.key)
            .collect();
        entries
            .into_iter()
            .filter(|e| keys.contains(&e.key))
            .collect()
    }

    /// The server's `instructions`: what the tools are for, then the stable skills
    /// listing within the budget, and how many skills it shortened or left out.
    pub fn instructions(&self) -> String {
        let listing = self
            .registry
            .prompt_listing(Some(&self.cwd), Some(self.budget));
        let mut text = listing.text;
        text.push_str(
            "\nTools: `read_skill` loads a skill (or one of its files); `search_skills` \
             finds the skills that fit a request in your own words.\n",
        );
        if listing.shortened + listing.omitted > 0 {
            text.push_str(&format!(
                "\n({} of {} skills shown with shortened descriptions, {} omitted to fit; \
                 `search_skills` finds every one.)\n",
                listing.shortened,
                listing.listed + listing.omitted,
                listing.omitted
            ));
        }
        text
    }

    /// The skill tools with their input schemas.
    pub fn tools(&self) -> Vec<Tool> {
        vec![
            Tool {
                annotations: Some(reads_only()),
                ..Tool::new(
                    READ_SKILL,
                    "Load a skill: its SKILL.md (view=full), a summary, one section, or one \
                     file of the skill directory. Use the key exactly as listed.",
                    view::read_skill_input_schema(),
                )
            },
            Tool {
                annotations: Some(reads_only()),
                ..Tool::new(
                    SEARCH_SKILLS,
                    "Find the skills that fit a request, best first. Returns nothing when no \
                 skill fits, rather than a weak match.",
                    json!({
                        "type": "object",
                        "properties": {
                            "query": {
                                "type": "string",
                                "description": "The task or request, in plain words."
                            },
                            "max_results": {
                                "type": "integer",
                                "minimum": 1,
                                "maximum": MAX_SEARCH_RESULTS,
                                "default": lemon_skills::registry::DEFAULT_MAX_RESULTS,
                                "description": "At most this many skills."
                            }
                        },
                        "required": ["query"],
                        "additionalProperties": false
                    }),
                )
            },
            Tool {
                annotations: Some(ToolAnnotations {
                    read_only_hint: Some(false),
                    destructive_hint: Some(true),
                    idempotent_hint: Some(false),
                    open_world_hint: Some(false),
                    ..ToolAnnotations::default()
                }),
                ..Tool::new(
                    SKILL_MANAGE,
                    "Write the project's skills: create, edit, patch (exact old/new text), \
                     delete, write_file, remove_file, pin, unpin, archive, restore, report. \
                     Every write is audited before it lands; a refusal names the rule.",
                    lemon_skills::manage::input_schema(),
                )
            },
        ]
    }

    /// Whether `name` is one of the skill tools.
    pub fn has_tool(&self, name: &str) -> bool {
        matches!(name, READ_SKILL | SEARCH_SKILLS | SKILL_MANAGE)
    }

    /// Runs a skill tool, gated writes refused ([`NO_APPROVER`]); `None` when `name` is
    /// not one.
    pub fn call(&self, name: &str, args: &Map<String, Value>) -> Option<CallToolResult> {
        let refuse = Fixed(Decision::Unavailable(NO_APPROVER.into()));
        self.call_with(name, args, &refuse)
    }

    /// Runs a skill tool, `approver` deciding `skill_manage`'s gated writes; `None` when
    /// `name` is not one.
    pub fn call_with(
        &self,
        name: &str,
        args: &Map<String, Value>,
        approver: &dyn Approver,
    ) -> Option<CallToolResult> {
        match name {
            READ_SKILL => Some(self.read_skill(args)),
            SEARCH_SKILLS => Some(self.search_skills(args)),
            SKILL_MANAGE => Some(self.skill_manage(args, approver)),
            _ => None,
        }
    }

    fn read_skill(&self, args: &Map<String, Value>) -> CallToolResult {
        let params = ReadSkillParams::from_json(&Value::Object(args.clone()));
        if params.key.trim().is_empty() {
            return CallToolResult::error_text("read_skill needs a `key` (a skill key as listed)");
        }
        let output = view::read_skill(&self.lookup(), &params);
        let mut result = if output.outcome == ReadOutcome::Ok {
            CallToolResult::text(output.text)
        } else {
            CallToolResult::error_text(output.text)
        };
        result.structured_content = Some(output.details);
        result
    }

    fn skill_manage(&self, args: &Map<String, Value>, approver: &dyn Approver) -> CallToolResult {
        let env = lemon_core::paths::Env::from_process().with_working_dir(&self.cwd);
        let mut ctx = lemon_skills::manage::Context::new(env, approver);
        ctx.registry = Some(&self.registry);
        let response = lemon_skills::manage::call(&ctx, &Value::Object(args.clone()));
        let json = response.to_json();
        let text = serde_json::to_string_pretty(&json).unwrap_or_default();
        let mut result = if response.is_ok() {
            CallToolResult::text(text)
        } else {
            CallToolResult::error_text(text)
        };
        result.structured_content = Some(json);
        result
    }

    fn search_skills(&self, args: &Map<String, Value>) -> CallToolResult {
        let Some(query) = args.get("query").and_then(Value::as_str) else {
            return CallToolResult::error_text("search_skills needs a `query` string");
        };
        let max = args
            .get("max_results")
            .and_then(Value::as_u64)
            .map_or(lemon_skills::registry::DEFAULT_MAX_RESULTS, |n| {
                usize::try_from(n.clamp(1, MAX_SEARCH_RESULTS as u64)).unwrap_or(1)
            });
        let found = self.registry.find_relevant(query, Some(&self.cwd), max);
        let items: Vec<ListingItem> = found
            .skills
            .iter()
            .map(|r| ListingItem::new(r.entry.key.as_str(), r.entry.description.as_str(), false))
            .collect();
        let text = if items.is_empty() {
            "No skill fits this request.".to_string()
        } else {
            render_relevant(&items)
        };
        let mut result = CallToolResult::text(text);
        result.structured_content = Some(json!({
            "skills": found.skills.iter().map(|r| json!({
                "key": r.entry.key,
                "name": r.entry.name,
                "description": r.entry.description,
                "score": r.score,
            })).collect::<Vec<_>>(),
            "cut": found.cut.as_str(),
        }));
        result
    }

    /// `skill://<key>/SKILL.md` for each listed skill, named by its name (the
    /// frontmatter `name`, else the key).
    pub fn resources(&self) -> Vec<Resource> {
        self.listed()
            .iter()
            .map(|e| Resource {
                uri: format!(
                    "skill://{}/{}",
                    extension::encode_path(&e.key),
                    lemon_skills::bundle::SKILL_FILE
                ),
                name: e.name.clone(),
                title: Some(e.name.clone()),
                description: Some(e.description.clone()),
                mime_type: Some("text/markdown".into()),
                ..Resource::default()
            })
            .collect()
    }

    /// `skill://{key}/{path}`: any file of a skill.
    pub fn resource_templates(&self) -> Vec<ResourceTemplate> {
        vec![ResourceTemplate {
            uri_template: "skill://{key}/{path}".into(),
            name: "skill-file".into(),
            description: Some(
                "A file of a skill directory, e.g. skill://pdf/references/forms.md".into(),
            ),
            ..ResourceTemplate::default()
        }]
    }

    /// Reads a `skill://` URI through the same boundary as `read_skill` (any installed
    /// key, confined to the skill directory, bounded); a file that is not UTF-8 text is
    /// a base64 `blob`. `None` when the URI is not a skill URI.
    pub fn read(&self, uri: &str) -> Option<Result<ReadResourceResult, ErrorObject>> {
        if !view::is_skill_uri(uri) {
            return None;
        }
        let parsed = match view::parse_skill_uri(uri) {
            Ok(parsed) => parsed,
            Err(e) => return Some(Err(errors::invalid_params(e.to_string()))),
        };
        let rel = parsed
            .path
            .as_deref()
            .unwrap_or(lemon_skills::bundle::SKILL_FILE);
        let bytes = view::SkillLookup::get(&self.lookup(), &parsed.key)
            .ok_or(view::FileReadError::NotFound)
            .and_then(|entry| view::read_skill_file_bytes(&entry, rel));
        // Not found, outside the skill, unreadable: the same answer, so a client cannot
        // probe the file system through the boundary.
        let Ok(bytes) = bytes else {
            return Some(Err(errors::resource_not_found(uri)));
        };
        let mime = extension::mime_type(rel).to_string();
        let (text, blob) = match String::from_utf8(bytes) {
            Ok(text) if !text.contains('\0') => (Some(text), None),
            Ok(text) => (None, Some(base64_encode(text.as_bytes()))),
            Err(e) => (None, Some(base64_encode(e.as_bytes()))),
        };
        let mime_type = if blob.is_some() && mime.starts_with("text/") {
            "application/octet-stream".to_string()
        } else {
            mime
        };
        Some(Ok(ReadResourceResult {
            contents: vec![ResourceContents {
                uri: uri.to_string(),
                mime_type: Some(mime_type),
                text,
                blob,
                extra: Default::default(),
            }],
            extra: Default::default(),
        }))
    }

    /// One prompt per listed skill, named by its key.
    pub fn prompts(&self) -> Vec<Prompt> {
        self.listed()
            .iter()
            .map(|e| Prompt {
                name: e.key.clone(),
                description: Some(e.description.clone()),
                ..Prompt::default()
            })
            .collect()
    }

    /// The prompt of a listed skill: its whole `read_skill` view as a user message.
    pub fn prompt(&self, name: &str) -> Option<GetPromptResult> {
        if !self.listed().iter().any(|e| e.key == name) {
            return None;
        }
        let output = view::read_skill(&self.lookup(), &ReadSkillParams::new(name));
        (output.outcome == ReadOutcome::Ok).then(|| GetPromptResult {
            description: output.entry.as_ref().map(|e| e.description.clone()),
            messages: vec![PromptMessage {
                role: Role::User,
                content: ContentBlock::text(output.text),
                extra: Default::default(),
            }],
            extra: Default::default(),
        })
    }
}

/// Standard base64 (with padding), as `resources/read` carries a `blob`.
fn base64_encode(bytes: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(bytes)
}
