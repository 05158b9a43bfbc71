#!/usr/bin/env python3
"""Tiny regex-based secrets scanner."""
import argparse
import json
import os
import re
import sys

RULES = {
    "aws_access_key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github_token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "private_key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "slack_webhook": re.compile(r"hooks\.slack\.com/services/[A-Z0-9/]+", re.I),
}
SKIP = {".git", "node_modules", ".venv", "dist", "build"}


def redact(s):
    return s if len(s) < 12 else s[:4] + "****" + s[-7:]


def scan_text(text, origin, raw):
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                v = m.group(0)
                yield {"rule": rule, "file": origin, "line": n, "match": v if raw else redact(v)}


def walk(root):
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in SKIP]
        for f in files:
            p = os.path.join(d, f)
            try:
                with open(p, encoding="utf-8", errors="ignore") as fh:
                    yield p, fh.read()
            except OSError:
                continue


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--stdin", action="store_true")
    ap.add_argument("--raw", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    src = [("<stdin>", sys.stdin.read())] if a.stdin else walk(a.root)
    hits = [h for o, t in src for h in scan_text(t, o, a.raw)]
    if a.json:
        print(json.dumps(hits, indent=1))
    else:
        for h in hits:
            print(f"{h['file']}:{h['line']}: {h['rule']}: {h['match']}")
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main())
