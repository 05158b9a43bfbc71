//! Lemon's skills subsystem: `SKILL.md` directories discovered from project and global
//! roots, validated, listed for a system prompt, searched by relevance and read on
//! demand.
//!
//! The crate is synchronous: no async runtime is needed to use it.

pub mod builtin;
pub mod config;
pub mod diagnostic;
pub mod discovery;
pub mod entry;
pub mod lint;
pub mod load;
pub mod manifest;
pub mod origin;
pub mod prompt;
pub mod registry;
pub mod relevance;
pub mod status;
pub mod view;
mod watch;

pub use entry::{Entry, Scope, SkillLocation};
pub use manifest::{Manifest, ManifestError, ParsedSkill, Warning, parse_skill_md};
pub use registry::Registry;
