//! Shared pieces of lemon-interop's binaries and tests: where the real MCP peers that
//! `scripts/install-peers.sh` installs live ([`peers`]), and the timing summary that
//! `mcp-probe` and the peer scripts all print ([`stats`]), and the conformance fixtures
//! `conformance-server` serves ([`fixtures`]).
//!
//! The binaries (`conformance-server`, `conformance-client`, `mcp-probe`) and the interop
//! tests in `tests/` are the real users; this library only keeps them from repeating
//! each other.

pub mod consent;
pub mod fixtures;
pub mod mrtr_fixtures;
pub mod oauth_as;
pub mod peers;
pub mod stats;
