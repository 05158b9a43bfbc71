#!/usr/bin/env python3
"""Summarize `aws ce get-cost-and-usage` JSON output (read-only)."""
import json
import sys
from collections import defaultdict


def main(path):
    data = json.load(open(path))
    per_service = defaultdict(float)
    per_day = []
    for day in data.get("ResultsByTime", []):
        total = 0.0
        for g in day.get("Groups", []):
            amt = float(g["Metrics"]["UnblendedCost"]["Amount"])
            per_service[g["Keys"][0]] += amt
            total += amt
        per_day.append((day["TimePeriod"]["Start"], total))
    print("Top services (30d):")
    for svc, amt in sorted(per_service.items(), key=lambda x: -x[1])[:10]:
        print(f"  {svc:45} ${amt:10.2f}")
    print("\nDay-over-day jumps > 30%:")
    for (d0, a0), (d1, a1) in zip(per_day, per_day[1:]):
        if a0 > 1 and (a1 - a0) / a0 > 0.30:
            print(f"  {d1}: ${a0:.2f} -> ${a1:.2f}")


if __name__ == "__main__":
    main(sys.argv[1])
