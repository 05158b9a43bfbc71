//! The approval seam: a library that is about to do something a person must agree to
//! (install, update or remove a skill; accept an audit warning) builds an
//! [`ApprovalRequest`] and asks an [`Approver`] for a [`Decision`]. The library never
//! prompts by itself: the CLI supplies a terminal approver, a server would supply one
//! that asks its client, tests supply a fixed answer.
//!
//! ```
//! use lemon_core::approval::{ApprovalRequest, Approver, Decision, Fixed, RequestKind};
//! let req = ApprovalRequest::new(RequestKind::Operation, "skills.install", "demo", "gh:o/r");
//! assert_eq!(Fixed(Decision::Denied).decide(&req), Decision::Denied);
//! ```

use std::sync::Mutex;

/// What the approver is asked to agree to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestKind {
    /// The operation itself (install, update, remove).
    Operation,
    /// Accepting the findings of an audit whose verdict is `warn`: asked in addition to
    /// the operation approval.
    AuditWarning,
    /// Accepting a bundle the audit blocked (the exact-bundle override).
    SecurityOverride,
    /// Calling a tool of a configured MCP server: `tool` is the model-facing name,
    /// `skill` the server name, `source` the raw tool name (or utility method) and
    /// `digest` a SHA-256 of the arguments, which are never shown.
    ToolCall,
    /// Starting the OAuth authorization (authorization code with PKCE) of a configured
    /// MCP server: `tool` is `mcp_<server>_oauth`, `skill` the server name, `source` the
    /// authorization server's origin (scheme, host, port: no path, no query). No URL
    /// query, state, verifier or token is ever part of the request.
    OAuthAuthorization,
    /// Answering a configured MCP server's `sampling/createMessage`: `tool` is
    /// `mcp_<server>_sampling`, `skill` the server name, `digest` the request's hash,
    /// and the rationale the redacted summary (counts, roles, kinds); the prompt itself
    /// is never shown.
    Sampling,
}

/// One request shown to whoever approves. Every field is display text that the caller
/// has already bounded; an approver showing it on a terminal still flattens it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApprovalRequest {
    /// Which approval this is.
    pub kind: RequestKind,
    /// The tool name: `skills.install`, `skills.update`, `skills.uninstall`.
    pub tool: String,
    /// The skill key.
    pub skill: String,
    /// The source as given (path, URL, `gh:` id).
    pub source: String,
    /// One sentence: `Install skill 'x' from y`.
    pub rationale: String,
    /// The resolved commit, when the source is a git repository.
    pub commit: Option<String>,
    /// The bundle digest (64 hex) of what would be written.
    pub digest: Option<String>,
    /// The audit verdict (`pass`, `warn`, `block`), when audited.
    pub verdict: Option<String>,
    /// Audit findings, one summary line each.
    pub findings: Vec<String>,
}

impl ApprovalRequest {
    /// A request with no audit details yet.
    pub fn new(
        kind: RequestKind,
        tool: impl Into<String>,
        skill: impl Into<String>,
        source: impl Into<String>,
    ) -> Self {
        ApprovalRequest {
            kind,
            tool: tool.into(),
            skill: skill.into(),
            source: source.into(),
            rationale: String::new(),
            commit: None,
            digest: None,
            verdict: None,
            findings: Vec::new(),
        }
    }
}

/// The answer to a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Go ahead.
    Approved,
    /// The person said no.
    Denied,
    /// Nobody could be asked (no terminal, service down); the text says why.
    Unavailable(String),
}

/// Decides approval requests.
pub trait Approver {
    /// Answers one request. Called at most once per request; may block on a person.
    fn decide(&self, request: &ApprovalRequest) -> Decision;
}

/// Always gives the same answer (tests, `--approve`-style callers).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fixed(pub Decision);

impl Approver for Fixed {
    fn decide(&self, _request: &ApprovalRequest) -> Decision {
        self.0.clone()
    }
}

/// Answers from a script and records every request it saw (tests).
#[derive(Debug, Default)]
pub struct Recorder {
    answers: Mutex<Vec<Decision>>,
    seen: Mutex<Vec<ApprovalRequest>>,
}

impl Recorder {
    /// Answers `answers` in order, then [`Decision::Denied`].
    pub fn new(answers: impl IntoIterator<Item = Decision>) -> Self {
        let mut answers: Vec<Decision> = answers.into_iter().collect();
        answers.reverse();
        Recorder {
            answers: Mutex::new(answers),
            seen: Mutex::new(Vec::new()),
        }
    }

    /// The requests seen so far, in order.
    pub fn seen(&self) -> Vec<ApprovalRequest> {
        self.seen.lock().map(|s| s.clone()).unwrap_or_default()
    }
}

impl Approver for Recorder {
    fn decide(&self, request: &ApprovalRequest) -> Decision {
        if let Ok(mut seen) = self.seen.lock() {
            seen.push(request.clone());
        }
        self.answers
            .lock()
            .ok()
            .and_then(|mut a| a.pop())
            .unwrap_or(Decision::Denied)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recorder_answers_in_order_then_denies() {
        let r = Recorder::new([Decision::Approved, Decision::Unavailable("x".into())]);
        let req = ApprovalRequest::new(RequestKind::Operation, "t", "k", "s");
        assert_eq!(r.decide(&req), Decision::Approved);
        assert_eq!(r.decide(&req), Decision::Unavailable("x".into()));
        assert_eq!(r.decide(&req), Decision::Denied);
        assert_eq!(r.seen().len(), 3);
    }
}
