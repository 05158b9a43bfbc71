#!/usr/bin/env python3
"""Profile a CSV file using only the standard library."""
import csv, sys
from collections import Counter

def kind(v):
    for t, f in (("int", int), ("float", float)):
        try:
            f(v); return t
        except ValueError:
            pass
    return "str"

def main(path):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        rows = list(csv.DictReader(fh))
    print(f"rows: {len(rows)}")
    for col in rows[0].keys() if rows else []:
        vals = [r[col] for r in rows]
        non_null = [v for v in vals if v not in ("", "NA", "null")]
        kinds = Counter(kind(v) for v in non_null)
        print(f"{col:25} null={1 - len(non_null)/len(vals):.0%} distinct={len(set(non_null))} types={dict(kinds)}")

if __name__ == "__main__":
    main(sys.argv[1])
