#!/usr/bin/env python3
"""Print the top services from a Cost Explorer JSON dump."""
import json
import sys

data = json.load(open(sys.argv[1]))
rows = []
for group in data["ResultsByTime"][0]["Groups"]:
    amount = float(group["Metrics"]["UnblendedCost"]["Amount"])
    rows.append((amount, group["Keys"][0]))
for amount, name in sorted(rows, reverse=True)[:10]:
    print(f"{name:<45} ${amount:>10.2f}")
