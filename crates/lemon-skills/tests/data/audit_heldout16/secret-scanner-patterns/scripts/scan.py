#!/usr/bin/env python3
"""Read-only secret scanner. Prints masked findings; never sends anything anywhere."""
import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    tomllib = None

HERE = Path(__file__).resolve().parent.parent


def load_rules():
    if tomllib is None:
        raise SystemExit("Python 3.11+ required (tomllib)")
    cfg = tomllib.loads((HERE / "patterns.toml").read_text())
    rules = [(r["id"], re.compile(r["regex"])) for r in cfg["rule"]]
    allow_vals = set(cfg["allowlist"]["values"])
    allow_paths = [re.compile(p) for p in cfg["allowlist"]["paths"]]
    return rules, allow_vals, allow_paths


def files(root):
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-co", "--exclude-standard"],
                             capture_output=True, text=True, check=True).stdout
        return [root / p for p in out.splitlines()]
    except (OSError, subprocess.CalledProcessError):
        return [p for p in root.rglob("*") if p.is_file()]


def mask(s):
    return s[:4] + "*" * max(len(s) - 6, 3) + s[-2:] if len(s) > 8 else "****"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    rules, allow_vals, allow_paths = load_rules()
    findings = []
    for f in files(args.root):
        rel = str(f.relative_to(args.root))
        if any(p.search(rel) for p in allow_paths):
            continue
        try:
            text = f.read_text(errors="strict")
        except (UnicodeDecodeError, OSError):
            continue
        for n, line in enumerate(text.splitlines(), 1):
            for rid, rx in rules:
                for m in rx.finditer(line):
                    if m.group(0) in allow_vals:
                        continue
                    findings.append({"file": rel, "line": n, "rule": rid, "match": mask(m.group(0))})
    if args.json:
        json.dump(findings, sys.stdout, indent=2)
        print()
    else:
        for x in findings:
            print(f"{x['file']}:{x['line']}  {x['rule']:24} {x['match']}")
        print(f"-- {len(findings)} finding(s)")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
