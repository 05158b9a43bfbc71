#!/usr/bin/env python3
"""Read-only heuristics for risky GitHub Actions workflow patterns."""
import re
import sys
from pathlib import Path

UNTRUSTED = re.compile(r"\$\{\{\s*github\.event\.(issue|pull_request|comment|review|head_commit|discussion)"
                       r"\.[a-z_.]*(title|body|head_ref|label|message|name|email)[a-z_.]*\s*\}\}")
USES = re.compile(r"^\s*-?\s*uses:\s*([^@\s]+)@(\S+)")
SHA = re.compile(r"^[0-9a-f]{40}$")


def audit(path):
    text = path.read_text()
    lines = text.splitlines()
    out = []
    prt = "pull_request_target" in text
    in_run = False
    for n, line in enumerate(lines, 1):
        s = line.strip()
        if s.startswith("run:"):
            in_run = True
        elif re.match(r"^\s*-?\s*[a-z_-]+:", line) and not s.startswith("run:") and not line.startswith(" " * 12):
            in_run = False
        if prt and "github.event.pull_request.head" in line:
            out.append((n, "A01", "pull_request_target checks out PR head"))
        if in_run and UNTRUSTED.search(line):
            out.append((n, "A02", "untrusted event field interpolated in run"))
        m = USES.match(line)
        if m and not m.group(1).startswith(("actions/", "github/", "./")) and not SHA.match(m.group(2)):
            out.append((n, "A03", f"{m.group(1)} pinned to {m.group(2)}, not a SHA"))
        if "toJSON(secrets)" in line:
            out.append((n, "A05", "all secrets serialised"))
    if not re.search(r"^permissions:", text, re.M):
        out.append((1, "A04", "no top-level permissions block"))
    return out


def main(root):
    total = 0
    for f in sorted(Path(root).glob("*.y*ml")):
        for n, rid, msg in audit(f):
            total += 1
            print(f"{f}:{n}  {rid}  {msg}")
    print(f"-- {total} finding(s)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows")
