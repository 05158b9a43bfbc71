#!/usr/bin/env bash
# Benchmarks the skills registry end to end and prints medians.
#
#   scripts/bench-skills.sh [N]        (N synthetic skills, default 10000)
#
# 1. `lemon skill list --json` cold (a new process per run, page cache warm) over N
#    generated skills, against the raw floor: `cat` of the same SKILL.md files.
# 2. The same over the real corpus in ../shared/corpus/skills (when present), one
#    project root per source (a chain of directories, each with `.agents/skills`
#    symlinked to one source), against `cat` of those files; then, side by side in
#    the same run (runs interleaved), a cold `lemon skill search QUERY --json` against
#    that cold `list --json`: median of each and their ratio (target: search <= 1.5x
#    list). The search index cache is written by one untimed search first; the cost
#    of that first (rebuilding) search is printed too.
# 3. The identity (change-detection) check over 1,000 skills, in process.
# 4. `lemon skill install file://REPO --approve` (clone, bundle read, audit, staging,
#    activation, lockfile) against a bare `git clone --depth 1` of the same local
#    repository, side by side (runs interleaved, each into a fresh directory);
#    target: install <= 1.5x clone + 50 ms.
# 5. `lemon skill audit DIR... --json` over every skill of the real corpus in one process
#    (read, audit on every core, JSON; target < 1 s), with the verdict counts and the
#    findings by rule. The single-thread figures (per-skill median, slowest skill) come
#    from `cargo bench -p lemon-skills --bench audit -- --bench none`.
# SECTIONS="list corpus identity install audit" (the default) selects what runs.
# In-process `find_relevant` timings come from `cargo bench -p lemon-skills --bench registry`.
#
# Uses hyperfine when installed (apt-get install -y hyperfine), else a loop of timed
# runs. If the `lemon` binary does not support `skill list --json` yet, the library
# driver `bench_skills list-json` (same work: load, readiness, JSON) is timed instead.
# Numbers on a shared machine vary with its load: the script prints the load average.
set -euo pipefail
cd "$(dirname "$0")/.."

N="${1:-10000}"
SECTIONS="${SECTIONS:-list corpus identity install audit}"
want() { [[ " $SECTIONS " == *" $1 "* ]]; }
RUNS="${RUNS:-21}"
QUERY="${QUERY:-deploy my next.js app to vercel}"
CORPUS="${CORPUS:-$(pwd)/../shared/corpus/skills}"
[[ -d "$CORPUS" ]] || CORPUS=/work/shared/corpus/skills

echo "building (release)..." >&2
cargo build --release -q -p lemon-skills --example bench_skills
TARGET="${CARGO_TARGET_DIR:-$(pwd)/target}"
DRIVER="$TARGET/release/examples/bench_skills"
LEMON=""
if cargo build --release -q -p lemon-cli 2>/dev/null && [[ -x "$TARGET/release/lemon" ]]; then
    LEMON="$TARGET/release/lemon"
fi

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
export HOME="$WORK/home"
export LEMON_AGENT_DIR="$WORK/agent"
mkdir -p "$HOME" "$LEMON_AGENT_DIR"

# The command that lists skills as JSON for a project directory.
list_cmd() {
    local cwd="$1"
    if [[ -n "$LEMON" ]] && "$LEMON" --cwd "$cwd" skill list --json >/dev/null 2>&1; then
        echo "$LEMON --cwd $cwd skill list --json"
    else
        echo "$DRIVER list-json $cwd"
    fi
}

median_ms() { # runs "$@" RUNS times, prints the median wall time in ms
    local times=()
    for _ in $(seq "$RUNS"); do
        local t0 t1
        t0=$(date +%s%N)
        sh -c "$1" >/dev/null
        t1=$(date +%s%N)
        times+=($(((t1 - t0) / 1000)))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]/1000}'
}

compare() { # name, command, floor command
    local name="$1" cmd="$2" floor="$3"
    echo
    echo "== $name"
    echo "   measured: $cmd"
    echo "   floor:    $floor"
    if command -v hyperfine >/dev/null; then
        hyperfine -N --warmup 3 --runs "$RUNS" --style basic \
            --export-json "$WORK/h.json" -n list "$cmd" -n cat "sh -c '$floor'" >/dev/null 2>&1 ||
            hyperfine --warmup 3 --runs "$RUNS" --style basic --export-json "$WORK/h.json" \
                -n list "$cmd" -n cat "$floor" >/dev/null
        python3 - "$WORK/h.json" <<'PY' 2>/dev/null || cat "$WORK/h.json"
import json, sys
r = json.load(open(sys.argv[1]))["results"]
m = {x["command"]: x["median"] * 1000 for x in r}
print(f"   median list {m['list']:.1f} ms, cat {m['cat']:.1f} ms, ratio {m['list'] / m['cat']:.2f}x")
PY
    else
        local a b
        a=$(median_ms "$cmd")
        b=$(median_ms "$floor")
        echo "   median list $a ms, cat $b ms (ratio $(awk "BEGIN{printf \"%.2f\", $a/$b}")x)"
    fi
}

# Runs two commands alternately RUNS times; prints both medians and their ratio.
side_by_side() { # name, label a, command a, label b, command b
    local name="$1" la="$2" a="$3" lb="$4" b="$5" ta=() tb=()
    echo
    echo "== $name"
    echo "   $la: $a"
    echo "   $lb: $b"
    sh -c "$a" >/dev/null
    sh -c "$b" >/dev/null
    for _ in $(seq "$RUNS"); do
        local t0 t1
        t0=$(date +%s%N); sh -c "$a" >/dev/null; t1=$(date +%s%N)
        ta+=($(((t1 - t0) / 1000)))
        t0=$(date +%s%N); sh -c "$b" >/dev/null; t1=$(date +%s%N)
        tb+=($(((t1 - t0) / 1000)))
    done
    local ma mb
    ma=$(printf '%s\n' "${ta[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]/1000}')
    mb=$(printf '%s\n' "${tb[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]/1000}')
    echo "   median $la $ma ms, $lb $mb ms, ratio $(awk "BEGIN{printf \"%.2f\", $ma/$mb}")x ($RUNS runs each)"
}

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"

# 1. N synthetic skills in the global primary root; an empty git project as cwd.
if want list; then
"$DRIVER" gen "$LEMON_AGENT_DIR/skill" "$N"
mkdir -p "$WORK/proj/.git"
compare "list --json over $N synthetic skills (cold process)" \
    "$(list_cmd "$WORK/proj")" \
    "cat $LEMON_AGENT_DIR/skill/*/SKILL.md > /dev/null"
fi

# 2. The real corpus as project roots.
if ! want corpus; then
    :
elif [[ -d "$CORPUS" ]]; then
    rm -rf "$LEMON_AGENT_DIR/skill"
    dir="$WORK/corpus"
    mkdir -p "$dir/.git"
    count=0
    for src in "$CORPUS"/*/; do
        mkdir -p "$dir/.agents"
        ln -s "$src" "$dir/.agents/skills"
        dir="$dir/d"
        mkdir -p "$dir"
        count=$((count + 1))
    done
    echo
    echo "corpus: $count sources, $(find -L "$CORPUS" -mindepth 3 -maxdepth 3 -name SKILL.md | wc -l) SKILL.md files"
    compare "list --json over the corpus (cold process)" \
        "$(list_cmd "$dir")" \
        "cat $CORPUS/*/*/SKILL.md > /dev/null"
    if [[ -n "$LEMON" ]]; then
        search="$LEMON --cwd $dir skill search '$QUERY' --json"
        rm -rf "$LEMON_AGENT_DIR/cache"
        t0=$(date +%s%N)
        sh -c "$search" >/dev/null
        t1=$(date +%s%N)
        echo
        echo "first search over the corpus (builds and caches the index): $(((t1 - t0) / 1000000)) ms"
        side_by_side "search vs list over the corpus (cold processes, index cached)" \
            search "$search" list "$LEMON --cwd $dir skill list --json"
    fi
else
    echo "corpus not found at $CORPUS: skipped"
fi

# 3. Identity check over 1,000 skills (in process, median of 200).
if want identity; then
ID_AGENT="$WORK/id-agent"
"$DRIVER" gen "$ID_AGENT/skill" 1000
echo
echo "== identity check"
"$DRIVER" identity "$ID_AGENT" 200
fi

# 4. Install from a local git repository vs a bare shallow clone of it.
if want install && [[ -n "$LEMON" ]] && command -v git >/dev/null; then
    repo="$WORK/install-src"
    mkdir -p "$repo/scripts" "$repo/references"
    printf -- '---\nname: bench-skill\ndescription: A skill to install in the benchmark\n---\n\n## Usage\n\nRun the scripts.\n' >"$repo/SKILL.md"
    for i in $(seq 1 20); do
        printf 'echo step %s\n' "$i" >"$repo/scripts/step$i.sh"
        # Real prose (slices of this repository's docs), as references are.
        sed -n "$((i * 20)),$((i * 20 + 60))p" docs/cli.md >"$repo/references/ref$i.md"
    done
    git -C "$repo" -c init.defaultBranch=main init -q
    git -C "$repo" add -A
    git -C "$repo" -c user.name=bench -c user.email=bench@localhost commit -q -m bench
    git clone -q --bare "$repo" "$WORK/bench-skill.git"
    url="file://$WORK/bench-skill.git"
    side_by_side "install from a local git repository vs git clone --depth 1 (fresh directory each run)" \
        install "rm -rf $WORK/ia && LEMON_AGENT_DIR=$WORK/ia $LEMON skill install $url --approve --json" \
        clone "rm -rf $WORK/ic && git clone -q --depth 1 $url $WORK/ic"
    echo "   target: install <= 1.5 x clone + 50 ms"
fi
echo
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"

# 5. The audit of the real corpus, one process.
if want audit && [[ -n "$LEMON" && -d "$CORPUS" ]]; then
    find "$CORPUS" -mindepth 3 -maxdepth 3 -name SKILL.md -printf '%h\n' | sort >"$WORK/audit-dirs"
    n=$(wc -l <"$WORK/audit-dirs")
    # Exit 1 is expected: some corpus skills are blocked (by lint findings; see below).
    cmd="xargs -a $WORK/audit-dirs $LEMON skill audit --json >$WORK/audit.json 2>/dev/null || true"
    echo
    echo "== lemon skill audit over the corpus ($n skills, one process, $(nproc) cores)"
    sh -c "$cmd"
    echo "   median $(median_ms "$cmd") ms over $RUNS runs (target < 1000 ms)"
    python3 - "$WORK/audit.json" <<'PY'
import collections, json, sys
reports = json.load(open(sys.argv[1]))
verdicts = collections.Counter(r["verdict"] for r in reports)
lint_only = sum(
    1 for r in reports if r["verdict"] == "block"
    and all(f["category"] == "lint" for f in r["findings"] if f["severity"] == "block"))
print(f"   verdicts: {dict(verdicts)}; blocked by lint findings only: {lint_only}")
rules = collections.Counter(f["rule"] for r in reports for f in r["findings"])
print("   findings by rule: " + ", ".join(f"{k} {v}" for k, v in rules.most_common()))
PY
fi
