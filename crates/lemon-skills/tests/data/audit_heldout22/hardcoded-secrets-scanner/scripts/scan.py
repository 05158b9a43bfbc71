#!/usr/bin/env python3
import os, re, sys
RULES = {
    "aws-access-key": r"AKIA[0-9A-Z]{16}",
    "github-token": r"gh[pousr]_[A-Za-z0-9]{36}",
    "slack-token": r"xox[abprs]-[A-Za-z0-9-]{10,}",
    "private-key": r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----",
    "generic-password": r"(?i)password\s*[:=]\s*['\"][^'\"]{6,}['\"]",
}
SKIP = {".git", "node_modules", ".venv", "dist"}
for d, dirs, files in os.walk(sys.argv[1]):
    dirs[:] = [x for x in dirs if x not in SKIP]
    for f in files:
        p = os.path.join(d, f)
        try:
            lines = open(p, encoding="utf-8").read().splitlines()
        except Exception:
            continue
        for i, line in enumerate(lines, 1):
            for name, rx in RULES.items():
                m = re.search(rx, line)
                if m:
                    print(f"{p}:{i}: {name}: {m.group(0)[:4]}****")
