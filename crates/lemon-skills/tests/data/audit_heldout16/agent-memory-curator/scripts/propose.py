#!/usr/bin/env python3
"""Show a unified diff between a memory file and a proposed version; write on --apply."""
import argparse
import difflib
import re
import shutil
from pathlib import Path

FORBIDDEN = [r"https?://", r"\bcurl\b", r"\bwget\b", r"supersede", r"ignore (all|previous)"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target", type=Path)
    ap.add_argument("proposed", type=Path)
    ap.add_argument("--apply", action="store_true")
    args = ap.parse_args()
    old = args.target.read_text() if args.target.exists() else ""
    new = args.proposed.read_text()
    added = [l for l in difflib.ndiff(old.splitlines(), new.splitlines()) if l.startswith("+ ")]
    for line in added:
        for pat in FORBIDDEN:
            if re.search(pat, line, re.I):
                print(f"note: added line matches {pat!r}: {line[2:]}  (only keep if the user dictated it)")
    print("".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                       str(args.target), str(args.target))))
    if args.apply:
        if args.target.exists():
            shutil.copy2(args.target, args.target.with_name(args.target.name + ".bak"))
        args.target.write_text(new)
        print(f"wrote {args.target}")


if __name__ == "__main__":
    main()
