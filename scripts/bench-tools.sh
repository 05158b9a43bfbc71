#!/usr/bin/env bash
# Benchmark of `lemon mcp list --all` (lemon-tools discovery and merge) as a user runs
# it: a cold `lemon` process each time, over every provider's files at once
# (crates/lemon-tools/tests/data/providers: Lemon project and global files, plus the
# project and user files of omp, Claude Code, Codex, Gemini CLI, OpenCode, Cursor,
# Windsurf, VS Code, root mcp.json/.mcp.json, Copilot CLI and Antigravity: 24 files,
# 28 effective servers, 1 shadowed, 5 skipped entries), user-level discovery opted in.
#
# Prints min / median / p90 wall time over N runs (after 5 warm-up runs) and exits 1
# when the median misses the target (15 ms).
#
# Env: N (runs, default 100), LEMON (binary; default target/release/lemon, built here
# with `cargo build --release -p lemon-cli` when missing), TARGET_MS (15).
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-100}
TARGET_MS=${TARGET_MS:-15}
LEMON=${LEMON:-target/release/lemon}
if [ ! -x "$LEMON" ]; then
  echo "bench-tools: building lemon-cli (release)"
  cargo build --quiet --release -p lemon-cli
fi
data=crates/lemon-tools/tests/data/providers
python3 - "$LEMON" "$data" "$N" "$TARGET_MS" <<'PY'
import json, os, statistics, subprocess, sys, time
lemon, data, n, target = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
env = {"PATH": os.environ.get("PATH", ""), "HOME": os.path.join(data, "home"),
       "LEMON_MCP_EXTERNAL_USER_DISCOVERY": "1"}
cwd = os.path.join(data, "project")
cmd = [lemon, "mcp", "list", "--all", "--json"]
out = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, check=True).stdout
v = json.loads(out)
print(f"bench-tools: {len(v['effective'])} effective, {len(v['shadowed'])} shadowed, "
      f"{len(v['skipped'])} skipped servers; {n} cold runs of: lemon mcp list --all --json")
for _ in range(5):
    subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL, check=True)
times = []
for _ in range(n):
    t = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL, check=True)
    times.append((time.perf_counter() - t) * 1000)
times.sort()
med = statistics.median(times)
p90 = times[int(0.9 * (len(times) - 1))]
print(f"min {times[0]:.2f} ms  median {med:.2f} ms  p90 {p90:.2f} ms  (target: median < {target:g} ms)")
sys.exit(0 if med < target else 1)
PY
