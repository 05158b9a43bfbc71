//! `skill_manage`: the agent's tool for writing skills (procedural memory), spec F.
//!
//! One call is one [`ManageInput`] (its JSON Schema is [`input_schema`]; the MCP gateway
//! serves it as a tool) and gives one [`Response`], whose [`Response::to_json`] is the
//! tool's result (shape in `docs/cli.md`, `lemon skill manage`). Writes go only to the
//! two primary roots: `<cwd>/.lemon/skill` (scope `project`, the default) and
//! `<agent dir>/skill` (`global`).
//!
//! The order of a write: parameters (F.2, [`ManageInput::from_value`]) → content and
//! path rules (F.3, F.4, [`check_file_path`]) → the prospective bundle, built in memory
//! from the skill directory and the change → a fresh audit of exactly that bundle
//! ([`crate::audit::audit_bundle`]; `block` refuses, naming the rules, never quoting
//! what matched) → the approval gate (`[skills] write_approval`, [`write_approval`];
//! the [`Approver`] sees the verdict and the rules, never the content) → the write,
//! atomic, under the skill's lock (a gated write re-reads the skill under the lock and
//! refuses if it changed since it was approved). Nothing touches the disk before the
//! audit and the approval: a refused write leaves the skill byte for byte as it was.
//!
//! Built-in names and installed skills (those with a record in the scope's
//! `skills.lock.json`) are read-only to the agent. `allow_installed: true` in the
//! input says the user allowed it; the write then always asks the approver, so an agent
//! cannot grant itself the permission.
//!
//! Every call but `report` logs a `skill_write` `tracing` event (target
//! `lemon::skills`: result, action, name, scope, file path, audit verdict or error
//! code, tool call id; never content) and, for a valid name, records the write in the
//! scope's usage sidecar (a successful `create` records agent authorship).
//!
//! ```
//! use lemon_core::approval::{Decision, Fixed};
//! use lemon_core::paths::Env;
//! use lemon_skills::manage::{self, Context};
//! let agent = tempfile::tempdir().unwrap();
//! let project = tempfile::tempdir().unwrap();
//! let env = Env::empty().with("LEMON_AGENT_DIR", agent.path()).with_working_dir(project.path());
//! let approver = Fixed(Decision::Denied);
//! let ctx = Context::new(env, &approver);
//! let created = manage::call(&ctx, &serde_json::json!({
//!     "action": "create", "name": "deploy-notes",
//!     "content": "---\nname: deploy-notes\ndescription: Use when deploying.\n---\nRun the checks first.\n"
//! }));
//! assert!(created.is_ok(), "{}", created.to_json());
//! assert_eq!(created.to_json()["audit"]["status"], "pass");
//! let patched = manage::call(&ctx, &serde_json::json!({
//!     "action": "patch", "name": "deploy-notes", "old_string": "checks", "new_string": "tests"
//! }));
//! assert_eq!(patched.to_json()["replacements"], 1);
//! let text = std::fs::read_to_string(project.path().join(".lemon/skill/deploy-notes/SKILL.md")).unwrap();
//! assert!(text.contains("Run the tests first."));
//! ```

mod input;
mod paths;
mod settings;

use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use lemon_core::approval::{ApprovalRequest, Approver, Decision, RequestKind};
use lemon_core::fs::FsError;
use lemon_core::lock::LockDir;
use lemon_core::paths::{Env, PathError};
use serde::Serialize;
use serde_json::{Value, json};
use sha2::Digest as _;

pub use input::{Action, MAX_NAME_CHARS, ManageInput, WriteScope, check_name, input_schema};
pub use paths::{Existing, SUPPORT_DIRS, check_file_path, resolve_in_skill};
pub use settings::{CONFIG_FILE, WriteApproval, write_approval};

use crate::audit::{Severity, Verdict};
use crate::bundle::{Bundle, BundleFile, BundleLimits, SKILL_FILE};
use crate::config::{self, ConfigError, Target};
use crate::install::{InstallScope, lockfile, stage};
use crate::registry::Registry;
use crate::usage::report::{Thresholds, UsageRow};
use crate::usage::{self, CallContext, Event, LifecycleState, UsageError};

/// Most characters of a `SKILL.md` written by the tool (spec F.3).
pub const MAX_SKILL_MD_CHARS: usize = 100_000;
/// Most bytes of a supporting file.
pub const MAX_SUPPORT_BYTES: usize = 1_048_576;
/// Most characters of a supporting file.
pub const MAX_SUPPORT_CHARS: usize = 100_000;
/// Rules quoted in a refusal.
const QUOTED_RULES: usize = 3;
/// How long a write waits for another writer of the same skill.
const KEY_LOCK_TIMEOUT: Duration = Duration::from_secs(30);

/// Everything a call needs besides its input.
pub struct Context<'a> {
    /// The environment; its working directory is the project of scope `project`.
    pub env: Env,
    /// Who approves gated writes (`write_approval`, `allow_installed`).
    pub approver: &'a dyn Approver,
    /// The agent that asked (recorded as the writer and, on create, the author).
    pub agent_id: Option<String>,
    /// The tool call, session and run, when known (telemetry and the sidecar).
    pub call: CallContext,
    /// A registry to refresh after a write, so the same process sees it at once.
    pub registry: Option<&'a Registry>,
    /// The time of the call (seconds since the epoch); `None`: the clock.
    pub now: Option<u64>,
}

impl<'a> Context<'a> {
    /// A context with no agent, call or registry, at the clock's time.
    pub fn new(env: Env, approver: &'a dyn Approver) -> Context<'a> {
        Context {
            env,
            approver,
            agent_id: None,
            call: CallContext::default(),
            registry: None,
            now: None,
        }
    }

    fn now(&self) -> u64 {
        self.now.unwrap_or_else(lemon_core::time::now_secs)
    }
}

/// One audit finding as the tool reports it: where and which rule, never the excerpt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FindingRef {
    pub rule: &'static str,
    pub severity: Severity,
    pub file: String,
    pub line: Option<usize>,
}

impl FindingRef {
    fn summary(&self) -> String {
        let at = match (self.file.as_str(), self.line) {
            ("", _) => "the bundle".to_string(),
            (f, Some(l)) => format!("{f}:{l}"),
            (f, None) => f.to_string(),
        };
        lemon_core::text::flatten_line(&format!("{} in {at}", self.rule)).into_owned()
    }
}

/// The audit of a write that landed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AuditDetails {
    /// `pass` or `warn` (a `block` never lands).
    pub status: Verdict,
    pub findings: Vec<FindingRef>,
    /// Whether a person approved the write.
    pub approval_required: bool,
}

/// What a successful call did.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Outcome {
    pub action: Action,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub scope: WriteScope,
    /// One sentence for the agent (`Skill 'x' created at <dir>.`; the report's text).
    pub message: String,
    /// The skill directory.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<PathBuf>,
    /// The file written, relative to the skill directory.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file_path: Option<String>,
    /// `patch`: how many occurrences were replaced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replacements: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub audit: Option<AuditDetails>,
    /// pin, unpin, archive, restore: the new state.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lifecycle_state: Option<LifecycleState>,
    /// report: the usage rows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skills: Option<Vec<UsageRow>>,
}

/// Why a call did nothing. Every variant leaves the disk as it was.
#[derive(Debug, thiserror::Error)]
pub enum ManageError {
    /// A parameter, a content rule or a path rule (spec F.2–F.4).
    #[error("{message}")]
    Invalid {
        /// The parameter at fault.
        field: &'static str,
        message: String,
    },
    #[error("Skill '{name}' not found at {}", dir.display())]
    NotFound { name: String, dir: PathBuf },
    #[error("Skill '{name}' is missing SKILL.md")]
    MissingSkillFile { name: String },
    #[error("Skill '{name}' already exists at {}", dir.display())]
    AlreadyExists { name: String, dir: PathBuf },
    /// The name is a built-in skill's (a project skill of that name would shadow it).
    #[error(
        "'{name}' is the name of a built-in skill; choose another name (only the user can allow shadowing it: allow_installed)"
    )]
    BuiltinName { name: String },
    /// The skill was installed (it has a lockfile record): read-only to the agent.
    #[error(
        "Skill '{name}' was installed from {from}; it is read-only to skill_manage unless the user allows it (allow_installed)"
    )]
    Installed { name: String, from: String },
    #[error("refusing to write through symlink: {rel}")]
    Symlink { rel: String },
    #[error("old_string was not found")]
    NoMatch,
    #[error("old_string matched {count} times; pass replace_all=true to replace all")]
    AmbiguousMatch { count: usize },
    #[error("File not found: {rel}")]
    FileNotFound { rel: String },
    #[error("Skill '{name}' is pinned; unpin it before {action}.")]
    Pinned { name: String, action: &'static str },
    /// The audit blocked the prospective bundle.
    #[error("Skill blocked by security audit: {}", blocked_summary(findings))]
    Blocked { findings: Vec<FindingRef> },
    /// The skill directory could not be read as a bundle.
    #[error("Skill audit failed: {reason}")]
    AuditFailed { reason: String },
    #[error("Skill write denied by user")]
    Denied,
    #[error("Approval service unavailable: {why}")]
    ApprovalUnavailable { why: String },
    /// The skill changed between the approval and the write.
    #[error(
        "Skill '{name}' changed while the write waited for approval; nothing was written, retry"
    )]
    Changed { name: String },
    #[error(transparent)]
    Fs(#[from] FsError),
    #[error("cannot {op} {}: {source}", path.display())]
    Io {
        op: &'static str,
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error(transparent)]
    Path(#[from] PathError),
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error(transparent)]
    Usage(#[from] UsageError),
}

fn blocked_summary(findings: &[FindingRef]) -> String {
    let shown: Vec<String> = findings
        .iter()
        .filter(|f| f.severity == Severity::Block)
        .take(QUOTED_RULES)
        .map(FindingRef::summary)
        .collect();
    if shown.is_empty() {
        "blocked".to_string()
    } else {
        shown.join("; ")
    }
}

impl ManageError {
    /// The stable snake_case code of the error (the result's `error.code`).
    pub fn code(&self) -> &'static str {
        match self {
            ManageError::Invalid { .. } => "invalid_input",
            ManageError::NotFound { .. } => "not_found",
            ManageError::MissingSkillFile { .. } => "missing_skill_file",
            ManageError::AlreadyExists { .. } => "already_exists",
            ManageError::BuiltinName { .. } => "builtin_name",
            ManageError::Installed { .. } => "read_only",
            ManageError::Symlink { .. } => "symlink",
            ManageError::NoMatch => "no_match",
            ManageError::AmbiguousMatch { .. } => "ambiguous_match",
            ManageError::FileNotFound { .. } => "file_not_found",
            ManageError::Pinned { .. } => "pinned",
            ManageError::Blocked { .. } => "blocked",
            ManageError::AuditFailed { .. } => "audit_failed",
            ManageError::Denied => "denied",
            ManageError::ApprovalUnavailable { .. } => "approval_unavailable",
            ManageError::Changed { .. } => "changed",
            ManageError::Fs(_) | ManageError::Io { .. } => "io",
            ManageError::Path(_) => "path",
            ManageError::Config(_) => "config",
            ManageError::Usage(_) => "usage",
        }
    }

    /// Whether the input itself was at fault (the CLI exits 2 for these).
    pub fn is_invalid_input(&self) -> bool {
        matches!(self, ManageError::Invalid { .. })
    }

    fn to_json(&self) -> Value {
        let mut e = json!({"code": self.code(), "message": self.to_string()});
        if let ManageError::Invalid { field, .. } = self {
            e["field"] = json!(field);
        }
        if let ManageError::Blocked { findings } = self {
            e["findings"] = json!(findings);
        }
        if let ManageError::AmbiguousMatch { count } = self {
            e["count"] = json!(count);
        }
        e
    }
}

/// The result of one call, as the tool answers it.
#[derive(Debug)]
pub struct Response {
    /// The action, when the input named a valid one.
    pub action: Option<Action>,
    pub name: Option<String>,
    pub scope: Option<WriteScope>,
    pub result: Result<Outcome, ManageError>,
}

impl Response {
    /// Whether the call succeeded.
    pub fn is_ok(&self) -> bool {
        self.result.is_ok()
    }

    /// The tool's JSON result: the [`Outcome`] with `"ok": true`, or
    /// `{"ok": false, "action", "name", "scope", "error": {"code", "message", …}}`.
    pub fn to_json(&self) -> Value {
        match &self.result {
            Ok(outcome) => {
                let mut v = serde_json::to_value(outcome).unwrap_or(Value::Null);
                if let Some(obj) = v.as_object_mut() {
                    obj.insert("ok".into(), Value::Bool(true));
                }
                v
            }
            Err(e) => json!({
                "ok": false,
                "action": self.action,
                "name": self.name,
                "scope": self.scope,
                "error": e.to_json(),
            }),
        }
    }
}

/// Runs one `skill_manage` call from its JSON input.
pub fn call(ctx: &Context<'_>, input: &Value) -> Response {
    match ManageInput::from_value(input) {
        Ok(parsed) => execute(ctx, &parsed),
        Err(e) => {
            let word = |k: &str| {
                input.get(k).and_then(Value::as_str).map(|s| {
                    lemon_core::text::flatten_line(&s.chars().take(64).collect::<String>())
                        .into_owned()
                })
            };
            let action = word("action").as_deref().and_then(Action::parse);
            if action != Some(Action::Report) {
                tracing::info!(
                    target: "lemon::skills",
                    event = "skill_write",
                    result = "error",
                    action = word("action").as_deref().unwrap_or(""),
                    name = word("name").as_deref().unwrap_or(""),
                    code = e.code(),
                    tool_call_id = ctx.call.tool_call_id.as_deref().unwrap_or(""),
                    "skill_manage"
                );
            }
            Response {
                action,
                name: None,
                scope: None,
                result: Err(e),
            }
        }
    }
}

/// Runs one checked call: the action, then its `skill_write` event and usage record.
pub fn execute(ctx: &Context<'_>, input: &ManageInput) -> Response {
    let result = run_action(ctx, input);
    if input.action.is_mutating() {
        let (outcome, code, audit) = match &result {
            Ok(o) => ("ok", "", o.audit.as_ref().map(|a| a.status.as_str())),
            Err(e) => ("error", e.code(), None),
        };
        tracing::info!(
            target: "lemon::skills",
            event = "skill_write",
            result = outcome,
            action = input.action.as_str(),
            name = input.name.as_deref().unwrap_or(""),
            scope = input.scope.as_str(),
            file_path = input.file_path.as_deref().unwrap_or(""),
            audit_status = audit.unwrap_or(""),
            code = code,
            tool_call_id = ctx.call.tool_call_id.as_deref().unwrap_or(""),
            "skill_manage"
        );
        record_write(ctx, input, &result);
    }
    Response {
        action: Some(input.action),
        name: input.name.clone(),
        scope: Some(input.scope),
        result,
    }
}

fn record_write(ctx: &Context<'_>, input: &ManageInput, result: &Result<Outcome, ManageError>) {
    let Some(name) = input.name.as_deref() else {
        return;
    };
    if !usage::tracking_enabled(&ctx.env) {
        return;
    }
    let Ok(sidecar) = sidecar(ctx, input.scope) else {
        return;
    };
    let event = Event::Write {
        key: name.to_string(),
        at: lemon_core::time::iso8601(ctx.now()),
        ok: result.is_ok(),
        action: input.action.as_str().to_string(),
        agent_id: ctx.agent_id.clone(),
        file_path: input.file_path.clone(),
        path: result
            .as_ref()
            .ok()
            .and_then(|o| o.path.as_ref())
            .map(|p| p.display().to_string()),
        context: ctx.call.clone(),
    };
    // Recording never fails the write (as with loads): the write already happened.
    let _ = usage::record(&sidecar, &event);
}

fn project_cwd(ctx: &Context<'_>) -> Result<PathBuf, ManageError> {
    ctx.env
        .working_dir()
        .filter(|d| !d.as_os_str().is_empty())
        .map(Path::to_path_buf)
        .ok_or(ManageError::Invalid {
            field: "scope",
            message: "project scope requires cwd".into(),
        })
}

fn install_scope(ctx: &Context<'_>, scope: WriteScope) -> Result<InstallScope, ManageError> {
    Ok(match scope {
        WriteScope::Global => InstallScope::Global,
        WriteScope::Project => InstallScope::Project(project_cwd(ctx)?),
    })
}

fn curator_scope(
    ctx: &Context<'_>,
    scope: WriteScope,
) -> Result<crate::curator::Scope, ManageError> {
    Ok(match scope {
        WriteScope::Global => crate::curator::Scope::Global,
        WriteScope::Project => crate::curator::Scope::Project(project_cwd(ctx)?),
    })
}

fn sidecar(ctx: &Context<'_>, scope: WriteScope) -> Result<PathBuf, ManageError> {
    Ok(curator_scope(ctx, scope)?.sidecar(&ctx.env)?)
}

fn skills_root(ctx: &Context<'_>, scope: WriteScope) -> Result<PathBuf, ManageError> {
    install_scope(ctx, scope)?
        .root(&ctx.env)
        .map_err(|e| match e {
            crate::install::InstallError::Path(p) => ManageError::Path(p),
            other => ManageError::AuditFailed {
                reason: other.to_string(),
            },
        })
}

fn config_target(ctx: &Context<'_>, scope: WriteScope) -> Result<Target, ManageError> {
    Ok(match scope {
        WriteScope::Global => Target::Global,
        WriteScope::Project => Target::Project(project_cwd(ctx)?),
    })
}

fn missing(field: &'static str) -> ManageError {
    ManageError::Invalid {
        field,
        message: format!("missing required string parameter: {field}"),
    }
}

fn run_action(ctx: &Context<'_>, input: &ManageInput) -> Result<Outcome, ManageError> {
    let root = skills_root(ctx, input.scope)?;
    if input.action == Action::Report {
        return report(ctx, input);
    }
    let name = input.name.clone().ok_or_else(|| missing("name"))?;
    let dir = root.join(&name);
    let base = Outcome {
        action: input.action,
        name: Some(name.clone()),
        scope: input.scope,
        message: String::new(),
        path: Some(dir.clone()),
        file_path: None,
        replacements: None,
        audit: None,
        lifecycle_state: None,
        skills: None,
    };
    if input.action == Action::Create {
        return create(ctx, input, &root, &name, base);
    }
    check_existing(&dir, &name)?;
    match input.action {
        Action::Edit | Action::Patch | Action::WriteFile | Action::RemoveFile => {
            change_content(ctx, input, &root, &name, base)
        }
        Action::Delete => delete(ctx, input, &root, &name, base),
        Action::Pin | Action::Unpin | Action::Archive | Action::Restore => {
            set_state(ctx, input, &name, base)
        }
        Action::Create | Action::Report => unreachable_action(input.action),
    }
}

fn unreachable_action(action: Action) -> Result<Outcome, ManageError> {
    Err(ManageError::Invalid {
        field: "action",
        message: format!("action {} is handled elsewhere", action.as_str()),
    })
}

/// The skill directory is a real directory holding a regular `SKILL.md`.
fn check_existing(dir: &Path, name: &str) -> Result<(), ManageError> {
    let is_dir = std::fs::symlink_metadata(dir).is_ok_and(|m| m.is_dir());
    if !is_dir {
        return Err(ManageError::NotFound {
            name: name.to_string(),
            dir: dir.to_path_buf(),
        });
    }
    if !std::fs::symlink_metadata(dir.join(SKILL_FILE)).is_ok_and(|m| m.is_file()) {
        return Err(ManageError::MissingSkillFile {
            name: name.to_string(),
        });
    }
    Ok(())
}

/// Whether the skill is protected (built-in name, installed), and the error if so.
fn protection(
    ctx: &Context<'_>,
    input: &ManageInput,
    name: &str,
) -> Result<Option<ManageError>, ManageError> {
    if input.action == Action::Create && crate::builtin::builtin(name).is_some() {
        return Ok(Some(ManageError::BuiltinName {
            name: name.to_string(),
        }));
    }
    let scope = install_scope(ctx, input.scope)?;
    let Ok(lock) = scope.lockfile(&ctx.env) else {
        return Ok(None);
    };
    Ok(lockfile::read_or_empty(&lock)
        .get(name)
        .map(|r| ManageError::Installed {
            name: name.to_string(),
            from: lemon_core::text::flatten_line(&r.source).into_owned(),
        }))
}

/// Refuses a protected skill unless the user allowed it; returns whether approval is
/// then required whatever `write_approval` says.
fn guard_protected(
    ctx: &Context<'_>,
    input: &ManageInput,
    name: &str,
) -> Result<bool, ManageError> {
    match protection(ctx, input, name)? {
        None => Ok(false),
        Some(e) if !input.allow_installed => Err(e),
        Some(_) => Ok(true),
    }
}

fn gate_required(ctx: &Context<'_>) -> bool {
    let cwd = ctx.env.working_dir();
    write_approval(&ctx.env, cwd).required
}

/// Asks the approver; the request names the action, skill, scope and file, the verdict
/// and the rules, never the content.
fn ask(
    ctx: &Context<'_>,
    input: &ManageInput,
    name: &str,
    rel: Option<&str>,
    audit: Option<(&str, Verdict, &[FindingRef])>,
) -> Result<(), ManageError> {
    let scope = input.scope.as_str();
    let mut rationale = format!(
        "Agent wants to {} skill '{name}' ({scope} scope)",
        input.action.as_str().replace('_', " ")
    );
    if let Some(rel) = rel {
        rationale.push_str(&format!(": {rel}"));
    }
    if input.allow_installed {
        rationale.push_str(" [the input says you allowed writing an installed or built-in skill]");
    }
    let mut request = ApprovalRequest::new(
        RequestKind::Operation,
        "skill_manage",
        name,
        match rel {
            Some(rel) => format!("{scope}:{name}/{rel}"),
            None => format!("{scope}:{name}"),
        },
    );
    request.rationale = rationale;
    if let Some((digest, verdict, findings)) = audit {
        request.digest = Some(digest.to_string());
        request.verdict = Some(verdict.as_str().to_string());
        request.findings = findings.iter().map(FindingRef::summary).collect();
    }
    match ctx.approver.decide(&request) {
        Decision::Approved => Ok(()),
        Decision::Denied => Err(ManageError::Denied),
        Decision::Unavailable(why) => Err(ManageError::ApprovalUnavailable {
            why: lemon_core::text::flatten_line(&why).into_owned(),
        }),
    }
}

fn lock_key(root: &Path, name: &str) -> Result<LockDir, ManageError> {
    Ok(LockDir::acquire(
        &stage::key_lock_target(root, name),
        KEY_LOCK_TIMEOUT,
    )?)
}

fn content_invalid(message: impl Into<String>) -> ManageError {
    ManageError::Invalid {
        field: "content",
        message: message.into(),
    }
}

/// More than `max` characters, without counting a huge text to the end.
fn exceeds_chars(text: &str, max: usize) -> bool {
    text.len() > max && (text.len() > max.saturating_mul(4) || text.chars().nth(max).is_some())
}

/// The SKILL.md content rules (spec F.3).
fn check_skill_md(text: &str) -> Result<(), ManageError> {
    if exceeds_chars(text, MAX_SKILL_MD_CHARS) {
        return Err(content_invalid(format!(
            "SKILL.md content exceeds {MAX_SKILL_MD_CHARS} characters"
        )));
    }
    if text.contains('\0') {
        return Err(content_invalid("SKILL.md content contains a NUL character"));
    }
    let parsed = crate::manifest::parse_skill_md(text)
        .map_err(|e| content_invalid(format!("invalid frontmatter: {e}")))?;
    let m = &parsed.manifest;
    match m.name.as_deref() {
        None => return Err(content_invalid("frontmatter must include name")),
        Some(n) if n.trim().is_empty() => return Err(content_invalid("name must be non-empty")),
        Some(_) => {}
    }
    match m.description.as_deref() {
        None => return Err(content_invalid("frontmatter must include description")),
        Some(d) if d.trim().is_empty() => {
            return Err(content_invalid("description must be non-empty"));
        }
        Some(_) => {}
    }
    if parsed.body.trim().is_empty() {
        return Err(content_invalid(
            "SKILL.md must include instructions after frontmatter",
        ));
    }
    Ok(())
}

/// The supporting-file content rules (spec F.3).
fn check_support(text: &str) -> Result<(), ManageError> {
    let bad = |m: String| ManageError::Invalid {
        field: "file_content",
        message: m,
    };
    if text.len() > MAX_SUPPORT_BYTES {
        return Err(bad(format!(
            "supporting file exceeds {MAX_SUPPORT_BYTES} bytes"
        )));
    }
    if exceeds_chars(text, MAX_SUPPORT_CHARS) {
        return Err(bad(format!(
            "supporting file exceeds {MAX_SUPPORT_CHARS} characters"
        )));
    }
    if text.contains('\0') {
        return Err(bad("supporting file contains a NUL character".into()));
    }
    Ok(())
}

/// A bundle member with its digest (in-memory bundles of writes and drafts).
pub(crate) fn member(path: &str, bytes: Vec<u8>, executable: bool) -> BundleFile {
    let sha256 = sha2::Sha256::digest(&bytes).into();
    BundleFile {
        path: path.to_string(),
        bytes,
        sha256,
        executable,
    }
}

/// `bundle` with `path` set to `bytes` (replacing or inserting, kept sorted).
fn with_member(bundle: &mut Bundle, path: &str, bytes: Vec<u8>) {
    match bundle.files.binary_search_by(|f| f.path.as_str().cmp(path)) {
        Ok(i) => {
            let exec = bundle.files[i].executable;
            bundle.files[i] = member(path, bytes, exec);
        }
        Err(i) => bundle.files.insert(i, member(path, bytes, false)),
    }
}

/// Audits `bundle`; a block is an error naming the rules.
fn audit(bundle: &Bundle) -> Result<(Verdict, Vec<FindingRef>), ManageError> {
    let report = crate::audit::audit_bundle(bundle);
    let findings: Vec<FindingRef> = report
        .findings
        .iter()
        .map(|f| FindingRef {
            rule: f.rule,
            severity: f.severity,
            file: f.file.clone(),
            line: f.line,
        })
        .collect();
    if report.verdict == Verdict::Block {
        return Err(ManageError::Blocked { findings });
    }
    Ok((report.verdict, findings))
}

fn refresh(ctx: &Context<'_>, scope: WriteScope) {
    if let Some(reg) = ctx.registry {
        let cwd = ctx.env.working_dir();
        reg.refresh(cwd);
        if scope == WriteScope::Global && cwd.is_some() {
            reg.refresh(None);
        }
    }
}

fn create(
    ctx: &Context<'_>,
    input: &ManageInput,
    root: &Path,
    name: &str,
    mut out: Outcome,
) -> Result<Outcome, ManageError> {
    let content = input.content.as_deref().ok_or_else(|| missing("content"))?;
    check_skill_md(content)?;
    let dir = root.join(name);
    let exists = || std::fs::symlink_metadata(&dir).is_ok();
    if exists() {
        return Err(ManageError::AlreadyExists {
            name: name.to_string(),
            dir,
        });
    }
    let forced = guard_protected(ctx, input, name)?;
    let bundle = Bundle {
        root: dir.clone(),
        files: vec![member(SKILL_FILE, content.as_bytes().to_vec(), false)],
        excluded: Vec::new(),
        hidden: Vec::new(),
        anomalies: Vec::new(),
    };
    let (verdict, findings) = audit(&bundle)?;
    let gated = forced || gate_required(ctx);
    if gated {
        ask(
            ctx,
            input,
            name,
            None,
            Some((&bundle.digest(), verdict, &findings)),
        )?;
    }
    std::fs::create_dir_all(root).map_err(|source| ManageError::Io {
        op: "create directory",
        path: root.to_path_buf(),
        source,
    })?;
    let _guard = lock_key(root, name)?;
    if exists() {
        return Err(ManageError::AlreadyExists {
            name: name.to_string(),
            dir,
        });
    }
    stage::activate(root, name, &bundle, false, || Ok::<(), io::Error>(())).map_err(
        |e| match e {
            stage::ActivateError::Exists { path } => ManageError::AlreadyExists {
                name: name.to_string(),
                dir: path,
            },
            stage::ActivateError::Io { op, path, source } => ManageError::Io { op, path, source },
            stage::ActivateError::Commit(source) => ManageError::Io {
                op: "create",
                path: dir.clone(),
                source,
            },
        },
    )?;
    refresh(ctx, input.scope);
    out.message = format!("Skill '{name}' created at {}.", dir.display());
    out.audit = Some(AuditDetails {
        status: verdict,
        findings,
        approval_required: gated,
    });
    Ok(out)
}

/// A change to one file of an existing skill, planned in memory.
struct Plan {
    /// The digest of the skill as it was read (a gated write must find it unchanged).
    before: String,
    /// The skill as it would be.
    bundle: Bundle,
    /// The file concerned, relative (`SKILL.md` or a supporting path).
    rel: String,
    target: PathBuf,
    /// New bytes, or `None` to remove the file.
    bytes: Option<Vec<u8>>,
    replacements: Option<usize>,
}

fn plan(input: &ManageInput, dir: &Path) -> Result<Plan, ManageError> {
    let current =
        Bundle::read(dir, &BundleLimits::default()).map_err(|e| ManageError::AuditFailed {
            reason: lemon_core::text::flatten_line(&e.to_string()).into_owned(),
        })?;
    let before = current.digest();
    let mut bundle = current;
    let (rel, target, bytes, replacements) = match input.action {
        Action::Edit => {
            let content = input.content.as_deref().ok_or_else(|| missing("content"))?;
            check_skill_md(content)?;
            with_member(&mut bundle, SKILL_FILE, content.as_bytes().to_vec());
            Ok((
                SKILL_FILE.to_string(),
                dir.join(SKILL_FILE),
                Some(content.as_bytes().to_vec()),
                None,
            ))
        }
        Action::Patch => {
            let old = input
                .old_string
                .as_deref()
                .ok_or_else(|| missing("old_string"))?;
            if old.trim().is_empty() {
                return Err(ManageError::Invalid {
                    field: "old_string",
                    message: "old_string must be a non-empty string".into(),
                });
            }
            let new = input
                .new_string
                .as_deref()
                .ok_or_else(|| missing("new_string"))?;
            let (rel, target) = match input.file_path.as_deref() {
                None | Some(SKILL_FILE) => (SKILL_FILE.to_string(), dir.join(SKILL_FILE)),
                Some(p) => {
                    let rel = check_file_path(p)?;
                    let (target, existing) = resolve_in_skill(dir, &rel)?;
                    if existing == Existing::Missing {
                        return Err(ManageError::FileNotFound { rel });
                    }
                    (rel, target)
                }
            };
            let Some(file) = bundle.file(&rel) else {
                return Err(ManageError::FileNotFound { rel });
            };
            let text = std::str::from_utf8(&file.bytes).map_err(|_| ManageError::Invalid {
                field: "file_path",
                message: format!("{rel} is not UTF-8 text; it cannot be patched"),
            })?;
            let count = text.matches(old).count();
            if count == 0 {
                return Err(ManageError::NoMatch);
            }
            if count > 1 && !input.replace_all {
                return Err(ManageError::AmbiguousMatch { count });
            }
            let patched = if input.replace_all {
                text.replace(old, new)
            } else {
                text.replacen(old, new, 1)
            };
            if rel == SKILL_FILE {
                check_skill_md(&patched)?;
            } else {
                check_support(&patched)?;
            }
            let bytes = patched.into_bytes();
            with_member(&mut bundle, &rel, bytes.clone());
            Ok((rel, target, Some(bytes), Some(count)))
        }
        Action::WriteFile => {
            let p = input
                .file_path
                .as_deref()
                .ok_or_else(|| missing("file_path"))?;
            let content = input
                .file_content
                .as_deref()
                .ok_or_else(|| missing("file_content"))?;
            check_support(content)?;
            let rel = check_file_path(p)?;
            let (target, _) = resolve_in_skill(dir, &rel)?;
            with_member(&mut bundle, &rel, content.as_bytes().to_vec());
            Ok((rel, target, Some(content.as_bytes().to_vec()), None))
        }
        Action::RemoveFile => {
            let p = input
                .file_path
                .as_deref()
                .ok_or_else(|| missing("file_path"))?;
            let rel = check_file_path(p)?;
            let (target, existing) = resolve_in_skill(dir, &rel)?;
            if existing == Existing::Missing || bundle.file(&rel).is_none() {
                return Err(ManageError::FileNotFound { rel });
            }
            bundle.files.retain(|f| f.path != rel);
            Ok((rel, target, None, None))
        }
        other => Err(ManageError::Invalid {
            field: "action",
            message: format!("{} does not change a file", other.as_str()),
        }),
    }?;
    Ok(Plan {
        before,
        bundle,
        rel,
        target,
        bytes,
        replacements,
    })
}

fn apply(plan: &Plan) -> Result<(), ManageError> {
    match &plan.bytes {
        Some(bytes) => lemon_core::fs::write_atomic(&plan.target, bytes)?,
        None => {
            std::fs::remove_file(&plan.target).map_err(|source| ManageError::Io {
                op: "remove",
                path: plan.target.clone(),
                source,
            })?;
            if let Some(parent) = plan.target.parent() {
                let _ = lemon_core::fs::sync_dir(parent);
            }
        }
    }
    Ok(())
}

fn change_content(
    ctx: &Context<'_>,
    input: &ManageInput,
    root: &Path,
    name: &str,
    mut out: Outcome,
) -> Result<Outcome, ManageError> {
    let forced = guard_protected(ctx, input, name)?;
    let gated = forced || gate_required(ctx);
    let dir = root.join(name);
    // Without a person to wait for, the whole change happens under the skill's lock;
    // with one, the lock is not held across the question (locks go stale), so the
    // change is planned again under the lock and must be the one approved.
    let early = if gated {
        None
    } else {
        Some(lock_key(root, name)?)
    };
    let planned = plan(input, &dir)?;
    let (verdict, findings) = audit(&planned.bundle)?;
    let planned = if gated {
        let digest = planned.bundle.digest();
        ask(
            ctx,
            input,
            name,
            Some(&planned.rel),
            Some((&digest, verdict, &findings)),
        )?;
        let _late = lock_key(root, name)?;
        check_existing(&dir, name)?;
        let again = plan(input, &dir)?;
        if again.before != planned.before || again.bundle.digest() != digest {
            return Err(ManageError::Changed {
                name: name.to_string(),
            });
        }
        apply(&again)?;
        again
    } else {
        apply(&planned)?;
        planned
    };
    drop(early);
    refresh(ctx, input.scope);
    out.message = match input.action {
        Action::Edit => format!("Skill '{name}' updated."),
        Action::Patch => format!(
            "Patched {} in skill '{name}' ({} replacement(s)).",
            planned.rel,
            planned.replacements.unwrap_or(0)
        ),
        Action::WriteFile => format!("File '{}' written to skill '{name}'.", planned.rel),
        _ => format!("File '{}' removed from skill '{name}'.", planned.rel),
    };
    if input.action != Action::Edit {
        out.file_path = Some(planned.rel.clone());
    }
    out.replacements = planned.replacements;
    out.audit = Some(AuditDetails {
        status: verdict,
        findings,
        approval_required: gated,
    });
    Ok(out)
}

fn state_of(
    ctx: &Context<'_>,
    scope: WriteScope,
    name: &str,
) -> Result<LifecycleState, ManageError> {
    Ok(usage::read(&sidecar(ctx, scope)?)
        .skills
        .get(name)
        .map(|r| r.lifecycle_state)
        .unwrap_or_default())
}

fn delete(
    ctx: &Context<'_>,
    input: &ManageInput,
    root: &Path,
    name: &str,
    mut out: Outcome,
) -> Result<Outcome, ManageError> {
    if state_of(ctx, input.scope, name)? == LifecycleState::Pinned {
        return Err(ManageError::Pinned {
            name: name.to_string(),
            action: "delete",
        });
    }
    let forced = guard_protected(ctx, input, name)?;
    if forced || gate_required(ctx) {
        ask(ctx, input, name, None, None)?;
    }
    let _guard = lock_key(root, name)?;
    check_existing(&root.join(name), name)?;
    stage::remove_skill_dir(root, name).map_err(|source| ManageError::Io {
        op: "remove",
        path: root.join(name),
        source,
    })?;
    refresh(ctx, input.scope);
    out.message = format!("Skill '{name}' deleted.");
    Ok(out)
}

fn set_state(
    ctx: &Context<'_>,
    input: &ManageInput,
    name: &str,
    mut out: Outcome,
) -> Result<Outcome, ManageError> {
    let (to, word) = match input.action {
        Action::Pin => (LifecycleState::Pinned, "pinned"),
        Action::Unpin => (LifecycleState::Active, "unpinned"),
        Action::Archive => (LifecycleState::Archived, "archived"),
        _ => (LifecycleState::Active, "restored"),
    };
    if input.action == Action::Archive
        && state_of(ctx, input.scope, name)? == LifecycleState::Pinned
    {
        return Err(ManageError::Pinned {
            name: name.to_string(),
            action: "archive",
        });
    }
    if gate_required(ctx) {
        ask(ctx, input, name, None, None)?;
    }
    match input.action {
        Action::Archive => {
            config::disable(&ctx.env, name, &config_target(ctx, input.scope)?)?;
        }
        Action::Restore => {
            config::enable(&ctx.env, name, &config_target(ctx, input.scope)?)?;
        }
        _ => {}
    }
    usage::record(
        &sidecar(ctx, input.scope)?,
        &Event::State {
            key: name.to_string(),
            at: lemon_core::time::iso8601(ctx.now()),
            state: to,
            agent_id: ctx.agent_id.clone(),
        },
    )?;
    refresh(ctx, input.scope);
    out.message = format!("Skill '{name}' {word}.");
    out.lifecycle_state = Some(to);
    Ok(out)
}

fn report(ctx: &Context<'_>, input: &ManageInput) -> Result<Outcome, ManageError> {
    let thresholds = Thresholds::new(input.stale_after_days, input.archive_after_days);
    let file = usage::read(&sidecar(ctx, input.scope)?);
    let mut rows = crate::usage::report::report(&file, ctx.now(), &thresholds);
    if let Some(name) = &input.name {
        rows.retain(|r| &r.name == name);
    }
    let scope = input.scope.as_str();
    let message = if rows.is_empty() {
        format!("No {scope} skill usage records found.")
    } else {
        let mut text = format!("Skill usage report for {scope} scope:");
        for r in &rows {
            let mut markers: Vec<&str> = Vec::new();
            if r.archive_candidate {
                markers.push("archive-candidate");
            }
            if r.stale_candidate {
                markers.push("stale-candidate");
            }
            let state = r.lifecycle_state.as_str();
            if !markers.contains(&state) {
                markers.push(state);
            }
            text.push_str(&format!(
                "\n- {}: {}; loads={}; writes={}; idle_days={}; last_activity={}",
                lemon_core::text::flatten_line(&r.name),
                markers.join(", "),
                r.load_count,
                r.write_count,
                r.idle_days.map_or("unknown".to_string(), |d| d.to_string()),
                r.last_activity_at.as_deref().unwrap_or("never"),
            ));
        }
        text
    };
    Ok(Outcome {
        action: Action::Report,
        name: input.name.clone(),
        scope: input.scope,
        message,
        path: None,
        file_path: None,
        replacements: None,
        audit: None,
        lifecycle_state: None,
        skills: Some(rows),
    })
}
