//! The wire: JSON-RPC 2.0 envelopes ([`jsonrpc`]), typed MCP messages ([`types`]),
//! method names ([`methods`]) and protocol versions ([`version`]).

pub mod jsonrpc;
pub mod methods;
pub mod types;
pub mod version;
