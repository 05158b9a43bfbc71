#!/usr/bin/env bash
# The whole test suite: unit, integration and CLI tests of every crate, the interop tests
# against real MCP peers (installed into .interop/ first; LEMON_INTEROP_REQUIRED=1 makes a
# missing peer a failure rather than a skip), then the official MCP conformance suite.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-peers.sh
LEMON_INTEROP_REQUIRED=1 cargo test --workspace
scripts/conformance.sh
