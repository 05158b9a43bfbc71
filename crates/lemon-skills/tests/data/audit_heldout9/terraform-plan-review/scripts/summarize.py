#!/usr/bin/env python3
import collections, json, sys

plan = json.load(open(sys.argv[1]))
counts = collections.Counter()
risky = []
for rc in plan.get("resource_changes", []):
    acts = rc["change"]["actions"]
    key = "replace" if acts == ["delete", "create"] or acts == ["create", "delete"] else acts[0]
    counts[key] += 1
    if key in ("delete", "replace"):
        risky.append(f"{key.upper():8} {rc['address']}")
print(dict(counts))
print("\n".join(risky) or "no destroys or replacements")
