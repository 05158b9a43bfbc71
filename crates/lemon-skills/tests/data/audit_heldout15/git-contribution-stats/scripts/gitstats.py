#!/usr/bin/env python3
"""Summarise git history using git log --numstat."""
import argparse
import collections
import fnmatch
import os
import subprocess
import sys


def log(since, path):
    cmd = ["git", "log", "--no-merges", "--use-mailmap", "--numstat", "--date=short",
           "--format=\x01%aN\x02%ad"]
    if since:
        cmd.append(f"--since={since}")
    if path:
        cmd += ["--", path]
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since")
    ap.add_argument("--path")
    ap.add_argument("--hotspots", type=int, default=10)
    ap.add_argument("--exclude", action="append", default=[])
    a = ap.parse_args()
    authors = collections.defaultdict(lambda: [0, 0, 0])
    months = collections.Counter()
    files = collections.defaultdict(lambda: [0, 0])
    owners = collections.defaultdict(collections.Counter)
    for block in log(a.since, a.path).split("\x01")[1:]:
        head, _, body = block.partition("\n")
        name, date = head.split("\x02")
        authors[name][0] += 1
        months[date[:7]] += 1
        for line in body.strip().splitlines():
            parts = line.split("\t")
            if len(parts) != 3 or parts[0] == "-":
                continue
            add, rem, f = int(parts[0]), int(parts[1]), parts[2]
            if any(fnmatch.fnmatch(f, pat) for pat in a.exclude):
                continue
            authors[name][1] += add
            authors[name][2] += rem
            files[f][0] += 1
            files[f][1] += add + rem
            owners[os.path.dirname(f) or "."][name] += add + rem
    print("== authors ==")
    for n, (c, ad, rm) in sorted(authors.items(), key=lambda x: -x[1][0]):
        print(f"{n:<28}{c:>6} commits  +{ad:<8} -{rm}")
    print("\n== monthly ==")
    for m in sorted(months):
        print(f"{m}  {'#' * min(months[m], 60)} {months[m]}")
    print("\n== hotspots ==")
    for f, (c, churn) in sorted(files.items(), key=lambda x: (-x[1][0], -x[1][1]))[:a.hotspots]:
        print(f"{c:>5} commits {churn:>8} lines  {f}")
    print("\n== owners ==")
    for d, cnt in sorted(owners.items()):
        who, lines = cnt.most_common(1)[0]
        share = 100 * lines / sum(cnt.values())
        print(f"{d:<40}{who} ({share:.0f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
