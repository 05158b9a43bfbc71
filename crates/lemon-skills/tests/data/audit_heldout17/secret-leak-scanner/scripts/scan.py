#!/usr/bin/env python3
import os
import re
import subprocess
import sys

PATTERNS = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "generic-secret": re.compile(r"(?i)(secret|passwd|password|api_key)\s*[:=]\s*['\"][^'\"]{8,}['\"]"),
}
SKIP = {".git", "node_modules", ".venv", "dist", "build"}


def mask(s):
    return s[:4] + "*" * max(0, len(s) - 8) + s[-4:] if len(s) > 8 else "****"


def scan_text(name, text):
    for i, line in enumerate(text.splitlines(), 1):
        for kind, rx in PATTERNS.items():
            for m in rx.finditer(line):
                print(f"{name}:{i}: {kind}: {mask(m.group(0))}")


def main(root, history=False):
    for dp, dns, fns in os.walk(root):
        dns[:] = [d for d in dns if d not in SKIP]
        for fn in fns:
            p = os.path.join(dp, fn)
            try:
                with open(p, encoding="utf-8", errors="ignore") as f:
                    scan_text(p, f.read())
            except OSError:
                pass
    if history:
        out = subprocess.run(["git", "-C", root, "log", "-p", "--all"], capture_output=True, text=True).stdout
        scan_text("git-history", out)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".", "--history" in sys.argv)
