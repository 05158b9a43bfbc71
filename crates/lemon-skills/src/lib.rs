//! Lemon's skills subsystem: `SKILL.md` directories discovered from project and global
//! roots, validated, listed for a system prompt, searched by relevance and read on
//! demand.
//!
//! The crate is synchronous: no async runtime is needed to use it.
//!
//! Where to start: [`registry::Registry`] (everything a working directory sees, cached)
//! is built on [`discovery`] (roots and their [`origin`], bounded scans) and [`load`]
//! (the one loader from `SKILL.md` bytes to an [`Entry`] at a [`SkillLocation`], over
//! [`manifest`]); [`lint`] checks with the same loader, reporting every
//! [`diagnostic::Code`]. What agents see: [`prompt`] (the listing), [`relevance`]
//! (search), [`view`] (`read_skill`, `skill://`); [`status`] and [`config`] compute
//! readiness and the `skills.json` disabled set fresh on each call. [`install`] fetches,
//! audits, approves, activates and records skills (over [`bundle`]); [`manage`] is the
//! agent's write tool (`skill_manage`), audited and approved the same way.

pub mod audit;
pub mod builtin;
pub mod bundle;
pub mod catalog;
pub mod config;
pub mod curator;
pub mod diagnostic;
pub mod discovery;
pub mod drafts;
pub mod entry;
pub mod install;
pub mod lint;
pub mod load;
pub mod manage;
pub mod manifest;
pub mod origin;
pub mod prompt;
pub mod registry;
pub mod relevance;
pub mod status;
pub mod usage;
pub mod view;
mod watch;

pub use entry::{Entry, Scope, SkillLocation};
pub use manifest::{Manifest, ManifestError, ParsedSkill, Warning, parse_skill_md};
pub use registry::Registry;
