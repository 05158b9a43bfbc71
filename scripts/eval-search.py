#!/usr/bin/env python3
"""Search quality of real `lemon` binaries, end to end, side by side.

    scripts/eval-search.py [--corpus DIR] LEMON [LEMON ...]

Lays out the skills corpus (../shared/corpus/skills) as project roots the way
scripts/bench-skills.sh does (one `.agents/skills` per source, so skills with the same
key shadow each other as they would for a user), runs `lemon skill search QUERY --max 3
--json` for every request of the evaluation sets in crates/lemon-skills/tests/data/, and
prints recall@1, recall@3 and nothing-fits (the share of uncovered requests answered with
nothing), overall and per kind, for each binary given: e.g. an older build next to the
current one. The in-process figures of `cargo test -p lemon-skills --test relevance_eval`
differ a little (no shadowing there, no built-in skills).
"""

import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile

REPO = pathlib.Path(__file__).resolve().parent.parent
DATA = REPO / "crates/lemon-skills/tests/data"
SETS = {
    "tuning": "relevance_eval.json",
    "held-out #1": "relevance_heldout.json",
    "held-out #2": "relevance_heldout2.json",
}
KINDS = ["paraphrase", "keyword", "ambiguous"]


def lay_out(corpus: pathlib.Path, work: pathlib.Path) -> pathlib.Path:
    """A chain of project directories, each with `.agents/skills` -> one source."""
    d = work / "corpus"
    (d / ".git").mkdir(parents=True)
    for source in sorted(p for p in corpus.iterdir() if p.is_dir()):
        (d / ".agents").mkdir()
        (d / ".agents/skills").symlink_to(source)
        d = d / "d"
        d.mkdir()
    return d


def search(lemon: str, cwd: pathlib.Path, query: str, env: dict) -> list:
    out = subprocess.run(
        [lemon, "--cwd", str(cwd), "skill", "search", query, "--max", "3", "--json"],
        capture_output=True, text=True, env=env, timeout=60, check=True,
    )
    answer = json.loads(out.stdout)
    # Older builds printed a bare array; newer ones {"results": [...], "cut": ...}.
    rows = answer["results"] if isinstance(answer, dict) else answer
    return [row["key"] for row in rows]


def evaluate(lemon: str, cwd: pathlib.Path, requests: list, env: dict) -> str:
    hits = {}  # kind -> [requests, hit@1 (or empty answer), hit@3]
    for r in requests:
        keys = search(lemon, cwd, r["query"], env)
        h = hits.setdefault(r["kind"], [0, 0, 0])
        h[0] += 1
        if r["kind"] == "uncovered":
            h[1] += not keys
        else:
            h[1] += bool(keys) and keys[0] in r["expected"]
            h[2] += any(k in r["expected"] for k in keys[:3])
    covered = [k for k in hits if k != "uncovered"]
    n = sum(hits[k][0] for k in covered)
    line = (
        f"recall@1 {sum(hits[k][1] for k in covered) / n:.3f}  "
        f"recall@3 {sum(hits[k][2] for k in covered) / n:.3f}"
    )
    if "uncovered" in hits:
        line += f"  nothing-fits {hits['uncovered'][1] / hits['uncovered'][0]:.3f}"
    for k in KINDS:
        if k in hits:
            line += f" | {k} {hits[k][1] / hits[k][0]:.2f}/{hits[k][2] / hits[k][0]:.2f}"
    return line


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", default=str(REPO.parent / "shared/corpus/skills"))
    ap.add_argument("lemon", nargs="+", help="lemon binaries to compare")
    args = ap.parse_args()
    corpus = pathlib.Path(args.corpus)
    if not corpus.is_dir():
        print(f"corpus not found at {corpus}: nothing to evaluate", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        work = pathlib.Path(tmp)
        env = dict(os.environ, HOME=str(work / "home"), LEMON_AGENT_DIR=str(work / "agent"))
        for var in ("LEMON_HARNESS_SKILLS_DIR", "LEMON_OMP_SKILLS_DIR",
                    "LEMON_CLAUDE_SKILLS_DIR", "LEMON_CODEX_SKILLS_DIR"):
            env[var] = str(work / "none" / var)
        (work / "home").mkdir()
        cwd = lay_out(corpus, work)
        for name, file in SETS.items():
            requests = json.loads((DATA / file).read_text())["requests"]
            print(f"{name} ({len(requests)} requests)")
            for lemon in args.lemon:
                print(f"  {lemon}: {evaluate(lemon, cwd, requests, env)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
