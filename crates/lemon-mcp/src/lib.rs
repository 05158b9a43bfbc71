//! A Model Context Protocol library: JSON-RPC 2.0 framing and MCP message types
//! ([`protocol`]), clients over stdio, Streamable HTTP and legacy HTTP+SSE, servers
//! over stdio and Streamable HTTP, and a sampling policy.
//!
//! It knows nothing of Lemon's skills or configuration files: anyone can use it on
//! its own.

pub mod client;
pub mod protocol;
pub mod sampling;
pub mod server;
pub mod sse;
