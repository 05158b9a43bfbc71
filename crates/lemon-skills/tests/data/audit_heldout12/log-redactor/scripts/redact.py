#!/usr/bin/env python3
"""Redact secrets and PII from text logs with stable pseudonyms. Local only."""
import argparse
import collections
import re
import sys

PATTERNS = [
    ("TOKEN", re.compile(r"(?i)(authorization:\s*(?:bearer|basic|token)\s+)([A-Za-z0-9._~+/=-]{8,})")),
    ("JWT", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b")),
    ("TOKEN", re.compile(r"\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|xox[abprs]-[A-Za-z0-9-]{10,}|sk_(?:live|test)_[A-Za-z0-9]{16,})\b")),
    ("AWSKEY", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("SECRET", re.compile(r"(?i)(aws_secret_access_key|secret|api[_-]?key|password|passwd|pwd)(\"?\s*[:=]\s*\"?)([^\s\"',&]{4,})")),
    ("CONN", re.compile(r"\b([a-z][a-z0-9+.-]*://)([^\s:/@]+):([^\s@/]+)@")),
    ("EMAIL", re.compile(r"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b")),
    ("IP", re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b|\b(?:[0-9a-f]{1,4}:){3,7}[0-9a-f]{1,4}\b", re.I)),
    ("CARD", re.compile(r"\b(?:\d[ -]?){13,19}\b")),
]


def luhn(num):
    d = [int(c) for c in re.sub(r"\D", "", num)][::-1]
    return len(d) >= 13 and sum(d[0::2] + [sum(divmod(2 * x, 10)) for x in d[1::2]]) % 10 == 0


class Pseudonyms:
    def __init__(self):
        self.map, self.count = {}, collections.Counter()

    def __call__(self, cat, value):
        key = (cat, value)
        if key not in self.map:
            self.count[cat] += 1
            self.map[key] = f"<{cat}_{self.count[cat]}>"
        return self.map[key]


def redact_line(line, ps, keep_ips):
    for cat, rx in PATTERNS:
        if cat == "IP" and keep_ips:
            continue
        if cat == "TOKEN" and rx.groups == 2:
            line = rx.sub(lambda m: m.group(1) + ps(cat, m.group(2)), line)
        elif cat == "SECRET":
            line = rx.sub(lambda m: m.group(1) + m.group(2) + ps(cat, m.group(3)), line)
        elif cat == "CONN":
            line = rx.sub(lambda m: m.group(1) + ps("CONN", m.group(2) + ":" + m.group(3)) + "@", line)
        elif cat == "CARD":
            line = rx.sub(lambda m: ps(cat, m.group(0)) if luhn(m.group(0)) else m.group(0), line)
        else:
            line = rx.sub(lambda m: ps(cat, m.group(0)), line)
    return line


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--keep-ips", action="store_true")
    ap.add_argument("--report", action="store_true")
    a = ap.parse_args()
    ps = Pseudonyms()
    fh = sys.stdin if a.path == "-" else open(a.path, encoding="utf-8", errors="replace")
    for line in fh:
        sys.stdout.write(redact_line(line, ps, a.keep_ips))
    if a.report:
        for cat, n in sorted(ps.count.items()):
            print(f"{cat}: {n} distinct value(s) redacted", file=sys.stderr)


if __name__ == "__main__":
    main()
