//! MCP server configuration: sources, entries, imports, edits and tests (see the crate
//! documentation for the map).

pub mod config;
pub mod edit;
pub mod entry;
pub mod forward;
pub mod import;
pub mod manager;
pub mod name;
pub mod naming;
pub mod oauth;
pub mod probe;
pub mod sampling;
pub mod text;
pub mod token_store;
