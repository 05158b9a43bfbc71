#!/usr/bin/env python3
import argparse, difflib, json, os

ap = argparse.ArgumentParser()
ap.add_argument("file")
ap.add_argument("--allow", action="append", default=[])
ap.add_argument("--deny", action="append", default=[])
ap.add_argument("--remove", action="append", default=[])
ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()
before = json.load(open(a.file)) if os.path.exists(a.file) else {}
after = json.loads(json.dumps(before))
perms = after.setdefault("permissions", {})
for key, vals in (("allow", a.allow), ("deny", a.deny)):
    lst = perms.setdefault(key, [])
    lst.extend(v for v in vals if v not in lst)
for key in ("allow", "deny"):
    perms[key] = [v for v in perms.get(key, []) if v not in a.remove]
old = json.dumps(before, indent=2).splitlines()
new = json.dumps(after, indent=2).splitlines()
print("\n".join(difflib.unified_diff(old, new, "before", "after", lineterm="")))
if not a.dry_run:
    os.makedirs(os.path.dirname(os.path.abspath(a.file)), exist_ok=True)
    json.dump(after, open(a.file, "w"), indent=2)
