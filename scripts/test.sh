#!/usr/bin/env bash
# The whole test suite: unit, integration and CLI tests of every crate, the interop tests
# against real MCP peers (installed into .interop/ first; LEMON_INTEROP_REQUIRED=1 makes a
# missing peer a failure rather than a skip), then the official MCP conformance suite.
# `lemon skill browse` is tested in a real terminal under tmux: it is installed from
# Debian's packages when missing, and LEMON_TMUX_REQUIRED=1 makes its absence a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-peers.sh
if ! command -v tmux >/dev/null && command -v apt-get >/dev/null; then
    echo "test.sh: installing tmux (for the terminal browser's tests)"
    sudo=()
    [[ $(id -u) == 0 ]] || sudo=(sudo)
    "${sudo[@]}" apt-get install -y -qq tmux >/dev/null || "${sudo[@]}" sh -c 'apt-get update -qq && apt-get install -y -qq tmux' >/dev/null
fi
LEMON_INTEROP_REQUIRED=1 LEMON_TMUX_REQUIRED=1 cargo test --workspace
scripts/conformance.sh
