//! MCP protocol versions and how client and server agree on one.
//!
//! The rules: a client offers the newest version it supports
//! unless the caller pinned one, and accepts whatever the server answers as long as it
//! is a version this library supports. A server answers with the client's version when
//! it supports it, and otherwise with its own newest.

use std::fmt;

/// A protocol version this library speaks, ordered oldest to newest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ProtocolVersion {
    /// `2024-11-05`: the original system's only version (HTTP+SSE era).
    V2024_11_05,
    /// `2025-03-26`: Streamable HTTP, tool annotations, audio content, completions.
    V2025_03_26,
    /// `2025-06-18`: structured tool output, elicitation, resource links,
    /// `MCP-Protocol-Version` header, no JSON-RPC batching.
    V2025_06_18,
    /// `2025-11-25`: icons, URL elicitation, sampling with tools, tasks.
    V2025_11_25,
}

/// Every supported version, newest first (the order a client prefers).
pub const SUPPORTED: [ProtocolVersion; 4] = [
    ProtocolVersion::V2025_11_25,
    ProtocolVersion::V2025_06_18,
    ProtocolVersion::V2025_03_26,
    ProtocolVersion::V2024_11_05,
];

impl ProtocolVersion {
    /// The newest version this library speaks.
    pub const LATEST: ProtocolVersion = ProtocolVersion::V2025_11_25;

    /// The wire form, e.g. `"2025-06-18"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ProtocolVersion::V2024_11_05 => "2024-11-05",
            ProtocolVersion::V2025_03_26 => "2025-03-26",
            ProtocolVersion::V2025_06_18 => "2025-06-18",
            ProtocolVersion::V2025_11_25 => "2025-11-25",
        }
    }

    /// Parses a wire version; `None` when this library does not support it.
    ///
    /// ```
    /// use lemon_mcp::protocol::version::ProtocolVersion;
    /// assert_eq!(ProtocolVersion::parse("2025-06-18"), Some(ProtocolVersion::V2025_06_18));
    /// assert_eq!(ProtocolVersion::parse("1999-01-01"), None);
    /// ```
    pub fn parse(text: &str) -> Option<ProtocolVersion> {
        SUPPORTED.into_iter().find(|v| v.as_str() == text)
    }

    /// Whether the Streamable HTTP client must send `MCP-Protocol-Version` on requests
    /// after initialization (required from 2025-06-18 on; harmless before).
    pub fn requires_version_header(self) -> bool {
        self >= ProtocolVersion::V2025_06_18
    }
}

impl fmt::Display for ProtocolVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for ProtocolVersion {
    type Err = UnsupportedVersion;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ProtocolVersion::parse(s).ok_or_else(|| UnsupportedVersion(s.to_string()))
    }
}

/// A version string this library does not speak.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unsupported MCP protocol version {0:?}; supported: 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05"
)]
pub struct UnsupportedVersion(pub String);

/// The version a client offers: the pinned one if any, else the newest.
pub fn client_offer(pinned: Option<ProtocolVersion>) -> ProtocolVersion {
    pinned.unwrap_or(ProtocolVersion::LATEST)
}

/// Checks the version a server answered. Any supported version is accepted, even one
/// older or newer than the offer (a server may answer a different version).
///
/// ```
/// use lemon_mcp::protocol::version::{client_accept, ProtocolVersion};
/// assert_eq!(client_accept("2024-11-05").unwrap(), ProtocolVersion::V2024_11_05);
/// assert!(client_accept("2099-01-01").is_err());
/// ```
pub fn client_accept(answered: &str) -> Result<ProtocolVersion, UnsupportedVersion> {
    answered.parse()
}

/// The version a server answers to a client's `protocolVersion`: the client's own when
/// supported, otherwise the server's newest.
///
/// ```
/// use lemon_mcp::protocol::version::{server_negotiate, ProtocolVersion};
/// assert_eq!(server_negotiate("2025-03-26"), ProtocolVersion::V2025_03_26);
/// assert_eq!(server_negotiate("garbage"), ProtocolVersion::LATEST);
/// ```
pub fn server_negotiate(requested: &str) -> ProtocolVersion {
    ProtocolVersion::parse(requested).unwrap_or(ProtocolVersion::LATEST)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_version() {
        for v in SUPPORTED {
            assert_eq!(ProtocolVersion::parse(v.as_str()), Some(v));
            assert_eq!(v.to_string().parse::<ProtocolVersion>().unwrap(), v);
        }
    }

    #[test]
    fn newest_first_and_ordered() {
        assert_eq!(SUPPORTED[0], ProtocolVersion::LATEST);
        assert!(SUPPORTED.windows(2).all(|w| w[0] > w[1]));
    }

    #[test]
    fn offer_respects_pin() {
        assert_eq!(client_offer(None), ProtocolVersion::V2025_11_25);
        assert_eq!(
            client_offer(Some(ProtocolVersion::V2024_11_05)),
            ProtocolVersion::V2024_11_05
        );
    }

    #[test]
    fn header_rule() {
        assert!(!ProtocolVersion::V2025_03_26.requires_version_header());
        assert!(ProtocolVersion::V2025_06_18.requires_version_header());
    }
}
