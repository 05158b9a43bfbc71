#!/usr/bin/env python3
"""Tiny regex secret scan (complements gitleaks)."""
import os, re, sys

PATTERNS = {
    "aws_access_key": re.compile(r"AKIA[0-9A-Z]{16}"),
    "github_pat": re.compile(r"ghp_[A-Za-z0-9]{36}"),
    "private_key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----"),
}
for root, dirs, files in os.walk(sys.argv[1]):
    dirs[:] = [d for d in dirs if d not in (".git", "node_modules")]
    for fn in files:
        p = os.path.join(root, fn)
        try:
            text = open(p, encoding="utf-8", errors="ignore").read()
        except OSError:
            continue
        for name, rx in PATTERNS.items():
            for m in rx.finditer(text):
                print(f"{p}: {name}: {m.group(0)[:4]}****")
