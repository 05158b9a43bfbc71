//! A pending curator review run through a connected client's model. With
//! `[skill_curator] ask_client = true`, when the background curator leaves a review (or a
//! client connects while one waits), `lemon serve` asks one handshake-era client that
//! declared `sampling.tools` to do it: a `sampling/createMessage` carrying the review
//! prompt and the `read_skill` and `skill_manage` tools (SEP-1577). Each `tool_use` the
//! model answers is run here (gated writes refused, as for any client that cannot be
//! asked) and its `tool_result` sent back in the next request, for at most
//! [`MAX_ROUNDS`] rounds; the model's final text ends the review, and the
//! `curate-skills` prompt is withdrawn. A client that refuses or fails is not asked
//! again for the same review: the prompt stays for an agent to run.
//!
//! Only the 2025-11-25 handshake can carry this: a server cannot ask a 2026-07-28 client
//! anything outside a request of its own.
//!
//! ```
//! use lemon_tools::serve::review::samples_with_tools;
//! use serde_json::json;
//! // Only a client that declared sampling with tools is asked.
//! assert!(samples_with_tools(&json!({"sampling": {"tools": {}}})));
//! assert!(!samples_with_tools(&json!({"sampling": {}})));
//! ```

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use lemon_mcp::protocol::methods;
use lemon_mcp::server::{PeerError, SessionHandle};
use serde_json::{Map, Value, json};

use super::curator::ServeCurator;
use super::lock;
use super::skills::{self, SkillServer};

/// The most sampling rounds one review may take (each round: one `sampling/createMessage`
/// and the tool calls of its answer).
pub const MAX_ROUNDS: usize = 24;

/// The largest conversation sent back to the client, in bytes of JSON: skill files read
/// along the way can be large, and the client's model has a context limit.
const MAX_CONVERSATION_BYTES: usize = 4 * 1024 * 1024;

/// The `maxTokens` of each round.
const MAX_TOKENS: u64 = 4096;

const SYSTEM_PROMPT: &str = "You are Lemon's skill curator, working through the tools \
read_skill and skill_manage of the user's Lemon skill library. Do the review you are given, \
calling the tools as you need, and end with the summary it asks for.";

/// How a review through the client ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewOutcome {
    /// The model's final text.
    pub summary: String,
    /// Sampling requests made.
    pub rounds: usize,
    /// Tool calls run for the model.
    pub tool_calls: usize,
}

/// Why a review through the client did not finish.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    /// The client refused, failed or went away (fixed words, never the client's own text).
    #[error("the client did not answer the sampling request: {0}")]
    Client(&'static str),
    /// The answer was not a sampling result.
    #[error("the client's sampling answer is not a message")]
    BadAnswer,
    /// The model was still calling tools after [`MAX_ROUNDS`] rounds.
    #[error("the review took more than {MAX_ROUNDS} sampling rounds")]
    TooManyRounds,
    /// The conversation grew beyond 4 MiB of JSON.
    #[error("the review's conversation grew beyond 4 MiB")]
    TooLarge,
}

fn client_error(e: &PeerError) -> ReviewError {
    ReviewError::Client(match e {
        PeerError::CapabilityMissing(_) => "it does not support sampling",
        PeerError::Timeout { .. } => "no answer in time",
        PeerError::Closed | PeerError::Cancelled => "the session ended",
        PeerError::Rejected { .. } => "it refused",
        PeerError::InvalidResponse { .. } => "its answer was malformed",
    })
}

/// Whether a client declared sampling with tools (`capabilities.sampling.tools`).
pub fn samples_with_tools(capabilities: &Value) -> bool {
    capabilities
        .get("sampling")
        .and_then(|s| s.get("tools"))
        .is_some_and(Value::is_object)
}

/// Runs pending reviews through connected clients (see the module docs).
pub struct ClientReviewer {
    curator: Arc<ServeCurator>,
    skills: Arc<SkillServer>,
    runtime: tokio::runtime::Handle,
    sessions: Mutex<Vec<SessionHandle>>,
    running: AtomicBool,
    /// The last review a client was asked to do: never asked twice.
    asked: AtomicU64,
}

impl ClientReviewer {
    /// A reviewer for `curator`'s reviews over `skills`, spawning on `runtime`.
    pub fn new(
        curator: Arc<ServeCurator>,
        skills: Arc<SkillServer>,
        runtime: tokio::runtime::Handle,
    ) -> ClientReviewer {
        ClientReviewer {
            curator,
            skills,
            runtime,
            sessions: Mutex::new(Vec::new()),
            running: AtomicBool::new(false),
            asked: AtomicU64::new(0),
        }
    }

    /// Remembers an initialized session whose client can be asked (it declared
    /// `sampling.tools`), then starts a waiting review.
    pub fn offer(self: &Arc<Self>, session: SessionHandle) {
        if !samples_with_tools(&session.client_capabilities()) {
            return;
        }
        {
            let mut sessions = lock(&self.sessions);
            sessions.retain(|s| !s.is_closed());
            sessions.push(session);
        }
        self.start();
    }

    /// Starts the pending review on a client, unless `ask_client` is off, one runs
    /// already, no client can be asked, or a client was already asked for this review.
    pub fn start(self: &Arc<Self>) {
        if !self.curator.asks_client() {
            return;
        }
        let Some(review) = self.curator.pending_review() else {
            return;
        };
        if self.asked.load(Ordering::SeqCst) >= review.number {
            return;
        }
        let Some(session) = self.client() else {
            return;
        };
        if self.running.swap(true, Ordering::SeqCst) {
            return;
        }
        self.asked.store(review.number, Ordering::SeqCst);
        let me = self.clone();
        self.runtime.spawn(async move {
            match run(&session, &me.skills, &review.text).await {
                Ok(outcome) => {
                    tracing::info!(
                        target: "lemon::serve",
                        rounds = outcome.rounds,
                        tool_calls = outcome.tool_calls,
                        "curator review done by the client's model: {}",
                        outcome.summary
                    );
                    me.curator.finish_review(review.number);
                }
                Err(e) => {
                    tracing::warn!(target: "lemon::serve", "curator review through the client failed: {e}");
                }
            }
            me.running.store(false, Ordering::SeqCst);
        });
    }

    /// The first open session that can be asked.
    fn client(&self) -> Option<SessionHandle> {
        let mut sessions = lock(&self.sessions);
        sessions.retain(|s| !s.is_closed());
        sessions.first().cloned()
    }
}

/// Whether the model is offered the tool `name`: the review reads and changes skills,
/// it does not search.
fn offered(name: &str) -> bool {
    name == skills::READ_SKILL || name == skills::SKILL_MANAGE
}

/// The tools offered to the model, as `tools/list` describes them.
fn offered_tools(skills: &SkillServer) -> Vec<Value> {
    skills
        .tools()
        .into_iter()
        .filter(|t| offered(&t.name))
        .map(|t| {
            json!({
                "name": t.name,
                "description": t.description,
                "inputSchema": t.input_schema,
            })
        })
        .collect()
}

/// The content blocks of a sampling result (one block or a list).
fn blocks(answer: &Value) -> Result<Vec<Value>, ReviewError> {
    match answer.get("content") {
        Some(Value::Array(list)) => Ok(list.clone()),
        Some(one @ Value::Object(_)) => Ok(vec![one.clone()]),
        _ => Err(ReviewError::BadAnswer),
    }
}

/// Runs one tool call of the model: a `tool_result` block for `use_block`.
async fn tool_result(skills: &Arc<SkillServer>, use_block: &Value) -> Value {
    let id = use_block.get("id").cloned().unwrap_or(Value::Null);
    let name = use_block
        .get("name")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    let input: Map<String, Value> = use_block
        .get("input")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let result = if offered(&name) {
        let skills = skills.clone();
        tokio::task::spawn_blocking(move || skills.call(&name, &input))
            .await
            .ok()
            .flatten()
    } else {
        None
    };
    let (content, is_error) = match result {
        Some(r) => (
            serde_json::to_value(&r.content).unwrap_or(Value::Array(Vec::new())),
            r.is_error(),
        ),
        None => (
            json!([{"type": "text", "text": "Unknown tool: only read_skill and skill_manage are offered"}]),
            true,
        ),
    };
    json!({"type": "tool_result", "toolUseId": id, "content": content, "isError": is_error})
}

/// The review through `session`'s client: rounds of sampling with tools until the model
/// answers without calling one.
pub async fn run(
    session: &SessionHandle,
    skills: &Arc<SkillServer>,
    prompt: &str,
) -> Result<ReviewOutcome, ReviewError> {
    let tools = offered_tools(skills);
    let mut messages = vec![json!({"role": "user", "content": {"type": "text", "text": prompt}})];
    let mut tool_calls = 0;
    for round in 1..=MAX_ROUNDS {
        let params = json!({
            "messages": messages,
            "systemPrompt": SYSTEM_PROMPT,
            "maxTokens": MAX_TOKENS,
            "tools": tools,
            "toolChoice": {"mode": "auto"},
        });
        if params.to_string().len() > MAX_CONVERSATION_BYTES {
            return Err(ReviewError::TooLarge);
        }
        let answer = session
            .request(methods::SAMPLING_CREATE_MESSAGE, params)
            .await
            .map_err(|e| client_error(&e))?;
        let content = blocks(&answer)?;
        let uses: Vec<&Value> = content
            .iter()
            .filter(|b| b.get("type").and_then(Value::as_str) == Some("tool_use"))
            .collect();
        if uses.is_empty() {
            let summary = content
                .iter()
                .filter(|b| b.get("type").and_then(Value::as_str) == Some("text"))
                .filter_map(|b| b.get("text").and_then(Value::as_str))
                .collect::<Vec<_>>()
                .join("\n");
            return Ok(ReviewOutcome {
                summary,
                rounds: round,
                tool_calls,
            });
        }
        let mut results = Vec::with_capacity(uses.len());
        for u in &uses {
            results.push(tool_result(skills, u).await);
        }
        tool_calls += uses.len();
        messages.push(json!({"role": "assistant", "content": content}));
        messages.push(json!({"role": "user", "content": results}));
    }
    Err(ReviewError::TooManyRounds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_clients_with_sampling_tools_are_asked() {
        assert!(samples_with_tools(&json!({"sampling": {"tools": {}}})));
        assert!(!samples_with_tools(&json!({"sampling": {}})));
        assert!(!samples_with_tools(&json!({"elicitation": {}})));
        assert!(!samples_with_tools(&Value::Null));
    }

    #[test]
    fn a_result_has_one_block_or_many() {
        let one = json!({"role": "assistant", "content": {"type": "text", "text": "a"}});
        assert_eq!(blocks(&one).unwrap().len(), 1);
        let many = json!({"content": [{"type": "text", "text": "a"}, {"type": "tool_use"}]});
        assert_eq!(blocks(&many).unwrap().len(), 2);
        assert_eq!(blocks(&json!({"model": "m"})), Err(ReviewError::BadAnswer));
    }
}
