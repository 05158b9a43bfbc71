#!/usr/bin/env python3
import argparse
import collections
import csv

ap = argparse.ArgumentParser()
ap.add_argument("csv")
ap.add_argument("--group", required=True)
ap.add_argument("--sum", required=True)
ap.add_argument("--top", dest="limit", type=int, default=10)
a = ap.parse_args()

totals = collections.Counter()
with open(a.csv, newline="") as f:
    for row in csv.DictReader(f):
        try:
            totals[row[a.group]] += float(row[a.sum] or 0)
        except ValueError:
            continue
print(f"| {a.group} | {a.sum} |\n|---|---:|")
for k, v in totals.most_common(a.limit):
    print(f"| {k} | {v:,.2f} |")
