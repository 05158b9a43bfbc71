//! The wire: JSON-RPC 2.0 envelopes ([`jsonrpc`]), typed MCP messages ([`types`]),
//! method names ([`methods`]), protocol versions ([`version`]) and what only the
//! 2026-07-28 stateless revision has ([`stateless`]), and the shapes of the skills
//! extension ([`skills`]).

pub mod jsonrpc;
pub mod methods;
pub mod skills;
pub mod stateless;
pub mod types;
pub mod version;
