#!/usr/bin/env python3
"""Replace secrets and personal data in logs with stable placeholders."""
import argparse
import re
import sys
from collections import defaultdict

PATTERNS = [
    ("JWT", re.compile(r"\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\b")),
    ("AWS_KEY", re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("GH_TOKEN", re.compile(r"\b(?:ghp|gho|ghs|ghr)_[A-Za-z0-9]{36}\b")),
    ("TOKEN", re.compile(r"(?i)(?<=bearer )[A-Za-z0-9._~+/=-]{16,}")),
    ("EMAIL", re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")),
    ("IP", re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")),
]
URL_PW = re.compile(r"(?P<pre>[a-z][a-z0-9+.-]*://[^\s:/@]+:)(?P<pw>[^\s@/]+)(?=@)")


class Redactor:
    def __init__(self, extra):
        self.seen = defaultdict(dict)
        self.patterns = PATTERNS + [(f"CUSTOM{i}", re.compile(p)) for i, p in enumerate(extra, 1)]

    def _ph(self, kind, value):
        table = self.seen[kind]
        if value not in table:
            table[value] = f"<{kind}_{len(table) + 1}>"
        return table[value]

    def line(self, s):
        s = URL_PW.sub(lambda m: m.group("pre") + "<PASSWORD>", s)
        for kind, rx in self.patterns:
            s = rx.sub(lambda m, k=kind: self._ph(k, m.group(0)), s)
        return s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--extra", action="append", default=[])
    args = ap.parse_args()
    r = Redactor(args.extra)
    src = sys.stdin if args.input == "-" else open(args.input, errors="replace")
    for line in src:
        sys.stdout.write(r.line(line))


if __name__ == "__main__":
    main()
