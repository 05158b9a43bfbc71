//! MCP clients: one client API over any [`transport::Transport`].

pub mod http;
pub mod transport;
