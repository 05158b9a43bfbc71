#!/usr/bin/env python3
import json
import sys

plan = json.load(open(sys.argv[1]))
for rc in plan.get("resource_changes", []):
    actions = rc["change"]["actions"]
    if "delete" in actions:
        kind = "REPLACE" if "create" in actions else "DELETE"
        print(f"{kind:8} {rc['address']}")
