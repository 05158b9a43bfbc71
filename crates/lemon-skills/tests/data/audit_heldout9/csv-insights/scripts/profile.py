#!/usr/bin/env python3
import csv, statistics, sys

rows = list(csv.DictReader(open(sys.argv[1], newline="")))
print("rows:", len(rows))
for col in rows[0].keys():
    vals = [r[col] for r in rows]
    try:
        nums = [float(v) for v in vals]
        print(f"{col}: mean={statistics.mean(nums):.2f} min={min(nums)} max={max(nums)}")
    except ValueError:
        print(f"{col}: {len(set(vals))} distinct")
