#!/usr/bin/env bash
# Benchmarks of `lemon serve` (issue 11, item 9), side by side in one run. Medians.
#
#   latency:  added latency per proxied `tools/call`: mcp-probe (lemon-mcp's client)
#             calling `echo` on conformance-server directly, and the same client calling
#             it through `lemon serve` (the server configured in a temporary project's
#             .lemon/mcp.json), runs interleaved; per round the difference of the two
#             call medians, the median over rounds quoted. Over stdio (client -stdio->
#             serve -stdio-> server vs client -stdio-> server; target < 100 us) and over
#             Streamable HTTP (client -HTTP-> serve --http -stdio-> server vs client
#             -HTTP-> server; target < 200 us); also reported without a target: both
#             hops on HTTP (client -HTTP-> serve --http -HTTP-> server), which adds a
#             whole HTTP round trip to the comparison.
#   rss:      VmRSS of `lemon serve --http` with 1,000 generated skills and 5 downstream
#             servers (conformance-server, stdio), after one client listed the tools and
#             searched the skills (everything loaded and connected). Target < 40 MB.
#   startup:  connect + first `tools/list` answer through `lemon serve` (stdio, same
#             project: 1,000 skills, 5 servers) against the slowest of those 5 servers
#             started alone by the same client, interleaved. Target: the difference
#             < 100 ms.
#   search:   `search_skills` over 10,000 generated skills in process (criterion,
#             `cargo bench -p lemon-tools --bench serve`). Target < 1 ms.
#
# Env: RUNS (rounds, 7), REPEAT (timed calls per run, 2000), WARMUP (200), PIN (CPUs to
# pin the processes to, default none; e.g. PIN=0 or PIN=0,1), SECTIONS ("latency rss
# startup search"). Skills are generated in a temporary directory, never in the
# repository. Release build. Run it alone: a parallel build distorts every number.
# Exits 1 when a target is missed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
export RUNS=${RUNS:-7} REPEAT=${REPEAT:-2000} WARMUP=${WARMUP:-200} PIN=${PIN:-none}
export SECTIONS=${SECTIONS:-latency rss startup search}
target="${CARGO_TARGET_DIR:-$root/target}"
export LEMON=${LEMON:-$target/release/lemon}
export PROBE=${PROBE:-$target/release/mcp-probe}
export SERVER=${SERVER:-$target/release/conformance-server}
echo "bench-serve: building lemon-cli and lemon-interop (release)"
cargo build --quiet --release -p lemon-cli -p lemon-interop --bins
if [[ " $SECTIONS " == *" search "* ]]; then
  echo "bench-serve: search_skills over 10,000 skills (criterion)"
  cargo bench --quiet -p lemon-tools --bench serve -- --noplot >/dev/null 2>&1 \
    || cargo bench --quiet -p lemon-tools --bench serve -- --noplot
fi
echo "bench-serve: load average $(cut -d' ' -f1-3 /proc/loadavg)"
exec python3 - "$target" <<'PY'
import json, os, shutil, signal, socket, statistics, subprocess, sys, tempfile, time

target = sys.argv[1]
lemon, probe, server = os.environ["LEMON"], os.environ["PROBE"], os.environ["SERVER"]
runs, repeat, warmup = int(os.environ["RUNS"]), int(os.environ["REPEAT"]), int(os.environ["WARMUP"])
sections = os.environ["SECTIONS"].split()
pin = [] if os.environ["PIN"] == "none" else ["taskset", "-c", os.environ["PIN"]]
failed = []

tmp = tempfile.mkdtemp(prefix="bench-serve-")
home = os.path.join(tmp, "home")
os.makedirs(home)
# Nothing of the user's own configuration or skills: a home and agent directory of our own.
env = dict(os.environ, HOME=home, LEMON_AGENT_DIR=os.path.join(home, "agent"), NO_COLOR="1")
children = []

def cleanup():
    for p in children:
        if p.poll() is None:
            p.send_signal(signal.SIGTERM)
            try:
                p.wait(5)
            except subprocess.TimeoutExpired:
                p.kill()
    shutil.rmtree(tmp, ignore_errors=True)

def check(label, ok, shown):
    print(f"  {'PASS' if ok else 'FAIL'}  {label}: {shown}")
    if not ok:
        failed.append(label)

def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port

def wait_port(port, seconds=30):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), 0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    raise SystemExit(f"bench-serve: nothing listens on {port}")

def run_probe(args):
    out = subprocess.run(pin + [probe] + args, env=env, capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        raise SystemExit(f"bench-serve: mcp-probe {' '.join(args)} failed: {out.stderr.strip()}")
    return json.loads(out.stdout)

def project(name, servers, skills=0):
    """A temporary project: `servers` in .lemon/mcp.json, `skills` generated skills."""
    p = os.path.join(tmp, name)
    os.makedirs(os.path.join(p, ".git"))
    os.makedirs(os.path.join(p, ".lemon"))
    with open(os.path.join(p, ".lemon", "mcp.json"), "w") as f:
        json.dump({"servers": servers}, f)
    for i in range(skills):
        d = os.path.join(p, ".lemon", "skill", f"skill-{i:04d}")
        os.makedirs(d)
        with open(os.path.join(d, "SKILL.md"), "w") as f:
            f.write(f"---\nname: skill-{i:04d}\ndescription: Generated skill {i} about "
                    f"topic {i % 37} and tool {i % 11}; use it for task {i}.\n---\n\n"
                    f"# skill-{i:04d}\n\nSteps for task {i}.\n" + "More detail.\n" * 20)
    return p

def stdio_server(name):
    return {"name": name, "type": "stdio", "command": server, "args": ["--stdio"], "approval": "never"}

def serve_stdio(p):
    return f"{lemon} --cwd {p} serve"

def echo_name(tools, server_name):
    prefix = f"mcp_{server_name}_echo_"
    names = [t for t in tools if t.startswith(prefix)]
    if not names:
        raise SystemExit(f"bench-serve: no {prefix}* tool through lemon serve: {tools}")
    return names[0]

def start_serve_http(p):
    proc = subprocess.Popen(pin + [lemon, "--cwd", p, "serve", "--http", "127.0.0.1:0"], env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    children.append(proc)
    line = proc.stderr.readline()
    if not line.startswith("Serving MCP at "):
        raise SystemExit(f"bench-serve: lemon serve --http said {line!r}")
    return proc, line.split()[3]

def med(xs):
    return statistics.median(xs)

try:
    call = ["--args", '{"message":"hello world"}', "--repeat", str(repeat), "--warmup", str(warmup)]
    if "latency" in sections:
        print(f"latency: {runs} rounds x {repeat} calls (+{warmup} warm-up), medians of per-run medians")
        # stdio
        p = project("latency-stdio", [stdio_server("cs")])
        name = echo_name(run_probe(["--stdio", serve_stdio(p)])["tools"], "cs")
        direct, via, diff = [], [], []
        for _ in range(runs):
            d = run_probe(["--stdio", f"{server} --stdio", "--call", "echo"] + call)["timings"]["call_median_us"]
            v = run_probe(["--stdio", serve_stdio(p), "--call", name, "--fail-on-tool-error"] + call)["timings"]["call_median_us"]
            direct.append(d); via.append(v); diff.append(v - d)
        print(f"  stdio: direct {med(direct):.1f} us  through lemon serve {med(via):.1f} us")
        check("added latency per tools/call over stdio < 100 us", med(diff) < 100, f"{med(diff):.1f} us")
        # HTTP: conformance-server over HTTP directly, against lemon serve --http in front
        # of it (A: conformance-server on stdio behind serve, the target row; B: on HTTP
        # behind serve, two HTTP hops against one, reported).
        port = free_port()
        cs = subprocess.Popen(pin + [server], env=dict(env, PORT=str(port)), stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        children.append(cs)
        wait_port(port)
        url = f"http://127.0.0.1:{port}/mcp"
        wire = ["--wire", "handshake"]
        proc_a, url_a = start_serve_http(p)
        name_a = echo_name(run_probe(["--http", url_a] + wire)["tools"], "cs")
        p_b = project("latency-http", [{"name": "cs", "type": "http", "url": url, "approval": "never"}])
        proc_b, url_b = start_serve_http(p_b)
        name_b = echo_name(run_probe(["--http", url_b] + wire)["tools"], "cs")
        direct, via_a, via_b, diff_a, diff_b = [], [], [], [], []
        for _ in range(runs):
            d = run_probe(["--http", url, "--call", "echo"] + wire + call)["timings"]["call_median_us"]
            a = run_probe(["--http", url_a, "--call", name_a, "--fail-on-tool-error"] + wire + call)["timings"]["call_median_us"]
            b = run_probe(["--http", url_b, "--call", name_b, "--fail-on-tool-error"] + wire + call)["timings"]["call_median_us"]
            direct.append(d); via_a.append(a); via_b.append(b); diff_a.append(a - d); diff_b.append(b - d)
        print(f"  HTTP:  direct {med(direct):.1f} us  through lemon serve --http (server on stdio) {med(via_a):.1f} us"
              f"  (server on HTTP) {med(via_b):.1f} us")
        check("added latency per tools/call over HTTP < 200 us (client on HTTP, server behind serve on stdio)",
              med(diff_a) < 200, f"{med(diff_a):.1f} us")
        print(f"  INFO  added latency with both hops on HTTP (no target): {med(diff_b):.1f} us")
        for proc in (proc_a, proc_b, cs):
            proc.send_signal(signal.SIGTERM); proc.wait(10)

    big = None
    if "rss" in sections or "startup" in sections:
        big = project("big", [stdio_server(f"cs{i}") for i in range(1, 6)], skills=1000)

    if "rss" in sections:
        rss, hwm = [], []
        for _ in range(runs):
            proc, serve_url = start_serve_http(big)
            report = run_probe(["--http", serve_url, "--wire", "handshake", "--call", "search_skills",
                                "--args", '{"query":"topic 7 task"}', "--fail-on-tool-error"])
            listed = [t for t in report["tools"] if t.startswith("mcp_cs")]
            if len({t.split("_")[1] for t in listed}) != 5:
                raise SystemExit(f"bench-serve: not every downstream server listed: {report['tools']}")
            status = dict(l.split(":", 1) for l in open(f"/proc/{proc.pid}/status") if ":" in l)
            rss.append(int(status["VmRSS"].split()[0]) / 1024)
            hwm.append(int(status["VmHWM"].split()[0]) / 1024)
            proc.send_signal(signal.SIGTERM); proc.wait(10)
        print(f"rss: lemon serve --http, 1,000 skills, 5 downstream servers, after tools/list + search_skills")
        print(f"  VmRSS median {med(rss):.1f} MB (min {min(rss):.1f}, max {max(rss):.1f}); peak (VmHWM) median {med(hwm):.1f} MB")
        check("RSS of serve with 1,000 skills and 5 servers < 40 MB", med(rss) < 40, f"{med(rss):.1f} MB")

    if "startup" in sections:
        through, slowest, diff = [], [], []
        for _ in range(runs):
            singles = [run_probe(["--stdio", f"{server} --stdio"])["timings"]["init_list_ms"] for _ in range(5)]
            t = run_probe(["--stdio", serve_stdio(big)])
            if sum(1 for n in t["tools"] if n.startswith("mcp_cs")) < 5:
                raise SystemExit(f"bench-serve: serve listed too few tools: {t['tools']}")
            through.append(t["timings"]["init_list_ms"]); slowest.append(max(singles))
            diff.append(t["timings"]["init_list_ms"] - max(singles))
        print("startup: connect + first tools/list (1,000 skills, 5 servers) vs the slowest server alone")
        print(f"  through lemon serve {med(through):.1f} ms  slowest single server {med(slowest):.1f} ms")
        check("start-up to the first tools/list < 100 ms + the slowest server's own", med(diff) < 100, f"+{med(diff):.1f} ms")

    if "search" in sections:
        print("search: search_skills over 10,000 generated skills, in process (criterion medians)")
        base = os.path.join(target, "criterion", "serve")
        worst = 0.0
        for label in ["search_skills_10k_specific", "search_skills_10k_broad", "search_skills_10k_nomatch"]:
            with open(os.path.join(base, label, "new", "estimates.json")) as f:
                us = json.load(f)["median"]["point_estimate"] / 1000
            worst = max(worst, us)
            print(f"  {label}: {us:.1f} us")
        check("search_skills over 10,000 skills < 1 ms (slowest query)", worst < 1000, f"{worst:.1f} us")
finally:
    cleanup()

if failed:
    print(f"bench-serve: {len(failed)} target(s) missed: {', '.join(failed)}")
    sys.exit(1)
print("bench-serve: every target met")
PY
