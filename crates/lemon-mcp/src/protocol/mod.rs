//! The wire: JSON-RPC 2.0 envelopes ([`jsonrpc`]) and MCP protocol versions.

pub mod jsonrpc;
