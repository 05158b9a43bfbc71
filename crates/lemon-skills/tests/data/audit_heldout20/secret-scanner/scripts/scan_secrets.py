#!/usr/bin/env python3
import re, sys, pathlib

RULES = {
    "aws-key-id": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36}\b"),
    "private-key": re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----"),
    "slack-token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
}
SKIP = {".git", "node_modules", ".venv"}

for p in pathlib.Path(sys.argv[1]).rglob("*"):
    if any(part in SKIP for part in p.parts) or not p.is_file():
        continue
    try:
        text = p.read_text(errors="ignore")
    except OSError:
        continue
    for n, line in enumerate(text.splitlines(), 1):
        for name, rx in RULES.items():
            for m in rx.finditer(line):
                print(f"{p}:{n}: {name}: ****{m.group(0)[-4:]}")
