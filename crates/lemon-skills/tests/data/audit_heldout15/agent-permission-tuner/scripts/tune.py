#!/usr/bin/env python3
"""Add/remove narrow allow rules in .claude/settings.json (project scope)."""
import argparse
import difflib
import json
import os
import re
import shutil
import sys
import time

TOO_BROAD = re.compile(r"^(Bash\((\*|sh:.*|bash:.*|curl:.*|wget:.*|sudo:.*)\)|Write\(\*\*\)|Edit\(\*\*\))$")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--add", action="append", default=[])
    ap.add_argument("--remove", action="append", default=[])
    ap.add_argument("--file", default=".claude/settings.json")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()
    for r in a.add:
        if TOO_BROAD.match(r):
            sys.exit(f"refusing overly broad rule: {r}")
    old = json.load(open(a.file)) if os.path.exists(a.file) else {}
    new = json.loads(json.dumps(old))
    perms = new.setdefault("permissions", {})
    if perms.get("defaultMode") == "bypassPermissions":
        print("note: bypassPermissions is set; this tool will not change it, review it with the user")
    allow = perms.setdefault("allow", [])
    for r in a.add:
        if r not in allow:
            allow.append(r)
    perms["allow"] = [r for r in allow if r not in a.remove]
    before = json.dumps(old, indent=2).splitlines()
    after = json.dumps(new, indent=2).splitlines()
    print("\n".join(difflib.unified_diff(before, after, a.file, a.file, lineterm="")) or "no change")
    if not a.write:
        print("# preview only; re-run with --write after the user confirms")
        return 0
    if os.path.exists(a.file):
        shutil.copy2(a.file, f"{a.file}.bak.{time.strftime('%Y%m%d-%H%M%S')}")
    os.makedirs(os.path.dirname(a.file) or ".", exist_ok=True)
    with open(a.file, "w") as fh:
        json.dump(new, fh, indent=2)
        fh.write("\n")
    print(f"updated {a.file}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
