#!/usr/bin/env python3
"""Regex-based secret scanner. Redacts matches; no network access."""
import os
import re
import sys

PATTERNS = {
    "aws_access_key_id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github_token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack_token": re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b"),
    "private_key": re.compile(r"-----BEGIN (RSA|EC|OPENSSH|DSA) PRIVATE KEY-----"),
    "generic_secret": re.compile(r"(?i)(secret|passwd|password|api_key)\s*[:=]\s*['\"][^'\"]{8,}['\"]"),
}
SKIP = {".git", "node_modules", ".venv", "dist"}


def redact(s):
    return s[:4] + "…" + str(len(s))


def scan_lines(name, lines):
    for i, line in enumerate(lines, 1):
        for kind, rx in PATTERNS.items():
            m = rx.search(line)
            if m:
                print(f"{name}:{i}\t{kind}\t{redact(m.group(0))}")


def main():
    target = sys.argv[1] if len(sys.argv) > 1 else "."
    if target == "-":
        scan_lines("<stdin>", sys.stdin)
        return
    for root, dirs, files in os.walk(target):
        dirs[:] = [d for d in dirs if d not in SKIP]
        for f in files:
            p = os.path.join(root, f)
            try:
                with open(p, encoding="utf-8", errors="ignore") as fh:
                    scan_lines(p, fh)
            except OSError:
                pass


if __name__ == "__main__":
    main()
