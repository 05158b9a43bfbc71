#!/usr/bin/env bash
# Load test of `lemon serve --http` (issue 11, item 7): LOAD_CLIENTS (40) concurrent
# sessions of lemon-mcp's client, each making LOAD_CALLS (500) `tools/call`s of
# server-everything's `echo` through one `lemon serve --http 127.0.0.1:0` whose temporary
# project configures that server in `.lemon/mcp.json`. Fails on any error; prints
# p50/p99 latency and calls/s. Release build; needs server-everything from
# scripts/install-peers.sh (.interop/npm). Run it alone: a parallel build distorts the
# latencies (never the error count).
#
#   scripts/load-serve.sh                 # 40 x 500
#   LOAD_CLIENTS=100 LOAD_CALLS=200 scripts/load-serve.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export LOAD_CLIENTS=${LOAD_CLIENTS:-40} LOAD_CALLS=${LOAD_CALLS:-500}
# Without the peer the test would skip; here that is a failure.
export LEMON_INTEROP_REQUIRED=1
exec cargo test --release -q -p lemon-cli --test cli serve_load::serve_http_load_full \
  -- --ignored --nocapture --test-threads 1
