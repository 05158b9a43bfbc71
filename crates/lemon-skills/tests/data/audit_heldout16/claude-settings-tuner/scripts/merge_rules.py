#!/usr/bin/env python3
"""Merge specific allow/deny rules into a Claude settings file, with a diff."""
import argparse
import difflib
import json
import shutil
from pathlib import Path

REFUSE = {"Bash", "Bash(*)", "WebFetch", "WebFetch(*)", "Write(*)", "Edit(*)"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", type=Path)
    ap.add_argument("--allow", action="append", default=[])
    ap.add_argument("--deny", action="append", default=[])
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    bad = [r for r in args.allow if r in REFUSE]
    if bad:
        raise SystemExit(f"refusing over-broad rule(s): {', '.join(bad)}; use specific commands")
    old_text = args.file.read_text() if args.file.exists() else "{}\n"
    data = json.loads(old_text)
    perms = data.setdefault("permissions", {})
    if perms.get("defaultMode") == "bypassPermissions":
        print("warning: file already uses bypassPermissions; consider removing it")
    perms["allow"] = sorted(set(perms.get("allow", [])) | set(args.allow))
    perms["deny"] = sorted(set(perms.get("deny", [])) | set(args.deny))
    new_text = json.dumps(data, indent=2) + "\n"
    print("".join(difflib.unified_diff(old_text.splitlines(True), new_text.splitlines(True),
                                       str(args.file), str(args.file))))
    if args.dry_run:
        print("(dry run, nothing written)")
        return
    if args.file.exists():
        shutil.copy2(args.file, args.file.with_suffix(args.file.suffix + ".bak"))
    args.file.parent.mkdir(parents=True, exist_ok=True)
    args.file.write_text(new_text)
    print(f"wrote {args.file}")


if __name__ == "__main__":
    main()
