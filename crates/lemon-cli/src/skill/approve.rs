//! What install, update and remove share on the command line: the terminal approver
//! (asks on stderr, reads the answer from stdin, only when both are terminals), the
//! spinner shown while a clone runs (stderr terminal only, never with `--json`), the
//! auditor, and the mapping of `InstallError` to an error with hints.

use std::io::{BufRead, IsTerminal, Write};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};
use lemon_core::approval::{ApprovalRequest, Approver, Decision, RequestKind};
use lemon_skills::install::{Auditor, InstallError, git::GitError};

use crate::error::CliError;
use crate::output::{Paint, inline};

/// A spinner on stderr, or nothing when stderr is not a terminal or JSON was asked for.
pub struct Spinner {
    bar: Option<ProgressBar>,
}

impl Spinner {
    pub fn new(enabled: bool) -> Spinner {
        let bar = (enabled && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::new_spinner();
            if let Ok(style) = ProgressStyle::with_template("{spinner} {msg}") {
                bar.set_style(style);
            }
            bar.enable_steady_tick(Duration::from_millis(100));
            bar
        });
        Spinner { bar }
    }

    /// Shows `message` as the current step.
    pub fn step(&self, message: &str) {
        if let Some(bar) = &self.bar {
            bar.set_message(inline(message));
        }
    }

    /// Runs `f` with the spinner hidden (prompts).
    fn suspend<R>(&self, f: impl FnOnce() -> R) -> R {
        match &self.bar {
            Some(bar) => bar.suspend(f),
            None => f(),
        }
    }
}

impl Drop for Spinner {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// Asks on the terminal: stderr shows the request, stdin gives the answer. Without a
/// terminal on both, nobody is asked and the answer is "unavailable".
pub struct TerminalApprover<'a> {
    pub paint: Paint,
    pub spinner: &'a Spinner,
}

impl Approver for TerminalApprover<'_> {
    fn decide(&self, request: &ApprovalRequest) -> Decision {
        if !(std::io::stdin().is_terminal() && std::io::stderr().is_terminal()) {
            return Decision::Unavailable("there is no terminal to ask on".to_string());
        }
        self.spinner.suspend(|| ask(request, self.paint))
    }
}

fn ask(request: &ApprovalRequest, paint: Paint) -> Decision {
    let mut err = std::io::stderr().lock();
    let mut text = String::new();
    match request.kind {
        RequestKind::Operation => {
            text.push_str(&format!("{}\n", paint.bold(&inline(&request.rationale))));
            if let Some(c) = &request.commit {
                text.push_str(&format!("  Commit:   {}\n", inline(c)));
            }
            if let Some(d) = &request.digest {
                text.push_str(&format!("  Digest:   {}\n", inline(d)));
            }
            if let Some(v) = &request.verdict {
                let shown = match v.as_str() {
                    "pass" => paint.green("pass"),
                    "warn" => paint.yellow("warn"),
                    other => paint.red(other),
                };
                text.push_str(&format!("  Audit:    {shown}\n"));
            }
            for f in &request.findings {
                text.push_str(&format!("    {}\n", inline(f)));
            }
            text.push_str("Proceed? [y/N] ");
        }
        RequestKind::ToolCall => {
            text.push_str(&format!("{}\n", paint.bold(&inline(&request.rationale))));
            text.push_str(&format!("  Tool:      {}\n", inline(&request.tool)));
            if let Some(d) = &request.digest {
                text.push_str(&format!("  Arguments: sha256 {}\n", inline(d)));
            }
            text.push_str("Proceed? [y/N] ");
        }
        RequestKind::OAuthAuthorization => {
            text.push_str(&format!("{}\n", paint.bold(&inline(&request.rationale))));
            text.push_str(&format!(
                "  Server:               {}\n",
                inline(&request.skill)
            ));
            text.push_str(&format!(
                "  Authorization server: {}\n",
                inline(&request.source)
            ));
            text.push_str("Authorize now (the URL to open is shown next)? [y/N] ");
        }
        RequestKind::Sampling => {
            text.push_str(&format!("{}\n", paint.bold(&inline(&request.rationale))));
            text.push_str(&format!("  Server:  {}\n", inline(&request.skill)));
            if let Some(d) = &request.digest {
                text.push_str(&format!("  Request: {}\n", inline(d)));
            }
            text.push_str("Send it to the model? [y/N] ");
        }
        RequestKind::AuditWarning | RequestKind::SecurityOverride => {
            text.push_str(&format!(
                "{} {}\nAccept these audit findings and continue? [y/N] ",
                paint.yellow("⚠"),
                inline(&request.rationale)
            ));
        }
    }
    if err
        .write_all(text.as_bytes())
        .and_then(|_| err.flush())
        .is_err()
    {
        return Decision::Unavailable("cannot write to the terminal".to_string());
    }
    drop(err);
    let mut line = String::new();
    match std::io::stdin().lock().read_line(&mut line) {
        Ok(0) | Err(_) => Decision::Denied,
        Ok(_) => match line.trim() {
            "y" | "Y" | "yes" | "YES" | "Yes" => Decision::Approved,
            _ => Decision::Denied,
        },
    }
}

/// Asks `question` on the terminal (stderr, answer on stdin); only `y`/`yes` agrees.
pub fn confirm(question: &str) -> bool {
    let mut err = std::io::stderr().lock();
    if err
        .write_all(format!("{question} [y/N] ").as_bytes())
        .and_then(|_| err.flush())
        .is_err()
    {
        return false;
    }
    drop(err);
    let mut line = String::new();
    matches!(std::io::stdin().lock().read_line(&mut line), Ok(n) if n > 0)
        && matches!(line.trim(), "y" | "Y" | "yes" | "YES" | "Yes")
}

/// Approves the operation the user already agreed to for a whole selection (one
/// question for many installs) and hands every other request (audit warnings, security
/// overrides) to `inner`, so each still gets its own explicit answer.
pub struct SelectionApprover<'a> {
    pub inner: &'a dyn Approver,
}

impl Approver for SelectionApprover<'_> {
    fn decide(&self, request: &ApprovalRequest) -> Decision {
        match request.kind {
            RequestKind::Operation => Decision::Approved,
            _ => self.inner.decide(request),
        }
    }
}

/// The audit engine the commands use.
pub fn auditor() -> &'static dyn Auditor {
    static ENGINE: lemon_skills::install::Engine = lemon_skills::install::Engine;
    &ENGINE
}

/// An install error for people: the message, and what to do next.
pub fn install_error(err: &InstallError, what: &str) -> CliError {
    let base = CliError::from_error(err);
    match err {
        InstallError::ChooseSkills { from, available } => base.hint(format!(
            "lemon skill {what} {from} --skill {} (repeatable), or --all",
            available.first().map(String::as_str).unwrap_or("NAME")
        )),
        InstallError::NoSuchPlugin { from, .. } => base.hint(format!(
            "`lemon skill marketplace {from}` lists its plugins and their skills"
        )),
        InstallError::Marketplace(_) => base.hint(
            "with --plugin, SOURCE (or its --path) is a repository holding \
             .claude-plugin/marketplace.json",
        ),
        InstallError::AlreadyInstalled { .. } => base.hint("pass --force to replace it"),
        InstallError::ApprovalUnavailable { .. } => base
            .hint("run it on a terminal to be asked, or pass --approve after reviewing the source"),
        InstallError::Blocked { digest, .. } => base.hint(format!(
            "if you have reviewed this exact bundle, pass --override {digest}"
        )),
        InstallError::OverrideMismatch { computed, .. } => base.hint(format!(
            "the bundle changed since you reviewed it; review it again (its digest is {computed})"
        )),
        InstallError::Git(GitError::NotFound) => {
            base.hint("install git, or put it on PATH, then retry")
        }
        InstallError::Git(GitError::TimedOut { .. }) => base.hint(format!(
            "check the network, or raise {}",
            lemon_skills::install::git::TIMEOUT_VAR
        )),
        InstallError::LocallyModified { .. } => {
            base.hint("pass --force to overwrite your edits with the upstream version")
        }
        InstallError::NotFound { .. } => {
            base.hint("run `lemon skill list` to see the skills that are installed")
        }
        InstallError::NoSource { .. } => {
            base.hint("install it again with `lemon skill install SOURCE --force`")
        }
        InstallError::Lockfile(_) => base.hint("fix or move the lockfile, then retry"),
        InstallError::Registry(_) => base.hint(format!(
            "check the ref and the registry ({} sets its URL)",
            lemon_skills::install::registry::REGISTRY_URL_VAR
        )),
        InstallError::Anomalies { .. } => base.hint(
            "links, special files, odd names and oversized trees are never installed; \
             fix the source",
        ),
        _ => base,
    }
}
