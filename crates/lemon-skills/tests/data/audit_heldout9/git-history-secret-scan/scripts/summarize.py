#!/usr/bin/env python3
import collections, json, sys

leaks = json.load(open(sys.argv[1]))
by_rule = collections.Counter(l["RuleID"] for l in leaks)
print(f"{len(leaks)} findings")
for rule, n in by_rule.most_common():
    print(f"  {n:4}  {rule}")
for l in leaks[:20]:
    print(f"{l['File']}:{l['StartLine']}  {l['RuleID']}  commit {l['Commit'][:8]}")
