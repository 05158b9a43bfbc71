//! How a command fails: a message, hints that say what to do next, and the exit status.
//!
//! Rendered on stderr as `error: <message>` followed by one `hint: <text>` line per hint.
//! Library errors are converted at the call site, where the command knows which hint
//! helps; their `Display` (and source chain) becomes the message, never a `Debug` dump.

use std::fmt;
use std::io;

use crate::output::Paint;

/// Exit status of a command that failed to do what was asked (not found, lint errors, …).
pub const EXIT_FAILURE: u8 = 1;
/// Exit status for invalid arguments (the same status clap uses for usage errors).
pub const EXIT_USAGE: u8 = 2;

/// Why a command stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The operation failed: exit 1.
    Failure,
    /// The arguments make no sense together: exit 2.
    Usage,
    /// Stdout was closed by the reader (`| head`): stop quietly with exit 0.
    ClosedPipe,
}

/// A command failure, ready to print.
#[derive(Debug, Clone)]
pub struct CliError {
    kind: Kind,
    message: String,
    hints: Vec<String>,
}

impl CliError {
    /// The one-line message (without hints).
    pub fn message(&self) -> &str {
        &self.message
    }

    /// An operation failure (exit 1).
    pub fn failure(message: impl Into<String>) -> Self {
        Self {
            kind: Kind::Failure,
            message: message.into(),
            hints: Vec::new(),
        }
    }

    /// An invalid-argument error (exit 2).
    pub fn usage(message: impl Into<String>) -> Self {
        Self {
            kind: Kind::Usage,
            message: message.into(),
            hints: Vec::new(),
        }
    }

    /// A library error: its message and every `source()` below it, joined by `: `.
    pub fn from_error(err: &(dyn std::error::Error + 'static)) -> Self {
        Self::failure(error_chain(err))
    }

    /// Maps a write error on stdout: a closed pipe is not a failure.
    pub fn from_stdout(err: io::Error) -> Self {
        if err.kind() == io::ErrorKind::BrokenPipe {
            Self {
                kind: Kind::ClosedPipe,
                message: String::new(),
                hints: Vec::new(),
            }
        } else {
            Self::failure(format!("could not write to stdout: {err}"))
        }
    }

    /// Adds a `hint:` line.
    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hints.push(hint.into());
        self
    }

    /// The process exit status for this error.
    pub fn exit_code(&self) -> u8 {
        match self.kind {
            Kind::Failure => EXIT_FAILURE,
            Kind::Usage => EXIT_USAGE,
            Kind::ClosedPipe => 0,
        }
    }

    /// The text for stderr (empty for a closed pipe).
    pub fn render(&self, paint: Paint) -> String {
        if self.kind == Kind::ClosedPipe {
            return String::new();
        }
        let mut out = format!("{} {}\n", paint.bold_red("error:"), self.message);
        for hint in &self.hints {
            out.push_str(&format!("{} {hint}\n", paint.cyan("hint:")));
        }
        out
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// `err` and its sources as one line, skipping a source whose text the outer message
/// already contains (many errors repeat their cause).
pub fn error_chain(err: &(dyn std::error::Error + 'static)) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(s) = source {
        let part = s.to_string();
        if !text.contains(&part) {
            text.push_str(": ");
            text.push_str(&part);
        }
        source = s.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_message_and_hints() {
        let e = CliError::failure("skill not found: x").hint("run `lemon skill list`");
        assert_eq!(
            e.render(Paint::new(false)),
            "error: skill not found: x\nhint: run `lemon skill list`\n"
        );
        assert_eq!(e.exit_code(), 1);
        assert_eq!(CliError::usage("bad").exit_code(), 2);
    }

    #[test]
    fn closed_pipe_is_quiet_success() {
        let e = CliError::from_stdout(io::Error::from(io::ErrorKind::BrokenPipe));
        assert_eq!(e.exit_code(), 0);
        assert_eq!(e.render(Paint::new(false)), "");
    }

    #[test]
    fn chain_includes_sources_once() {
        let inner = io::Error::other("disk on fire");
        #[derive(Debug)]
        struct Outer(io::Error);
        impl fmt::Display for Outer {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("could not read skills.json")
            }
        }
        impl std::error::Error for Outer {
            fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
                Some(&self.0)
            }
        }
        assert_eq!(
            error_chain(&Outer(inner)),
            "could not read skills.json: disk on fire"
        );
    }
}
