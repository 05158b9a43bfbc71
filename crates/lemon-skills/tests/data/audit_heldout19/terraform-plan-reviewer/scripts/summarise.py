#!/usr/bin/env python3
import json, sys
from collections import Counter

plan = json.load(open(sys.argv[1]))
c = Counter()
for rc in plan.get("resource_changes", []):
    acts = "/".join(rc["change"]["actions"])
    c[acts] += 1
    if "delete" in acts:
        print("DESTROY:", rc["address"])
print(dict(c))
