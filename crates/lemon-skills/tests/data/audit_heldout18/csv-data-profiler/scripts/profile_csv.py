#!/usr/bin/env python3
import argparse, csv

def kind(v):
    for t, f in (("int", int), ("float", float)):
        try:
            f(v); return t
        except ValueError:
            pass
    return "str"

ap = argparse.ArgumentParser()
ap.add_argument("path")
ap.add_argument("--delimiter", default=",")
a = ap.parse_args()
with open(a.path, newline="") as f:
    r = csv.DictReader(f, delimiter=a.delimiter)
    cols = {c: {"n": 0, "null": 0, "kinds": set(), "vals": set()} for c in r.fieldnames}
    for row in r:
        for c, v in row.items():
            s = cols[c]; s["n"] += 1
            if v in ("", "NULL", "null", None):
                s["null"] += 1; continue
            s["kinds"].add(kind(v))
            if len(s["vals"]) < 10000:
                s["vals"].add(v)
for c, s in cols.items():
    sample = ", ".join(sorted(s["vals"])[:3])[:60]
    print("%-24s %-10s null=%5.1f%% distinct>=%d sample=%s" % (
        c, "/".join(sorted(s["kinds"])) or "-", 100.0 * s["null"] / max(s["n"], 1),
        len(s["vals"]), sample))
