#!/usr/bin/env python3
"""Clean a CSV file and report the changes. Never modifies the input file."""
import argparse
import csv
import datetime as dt
import re
import sys
from collections import Counter

DATE_FORMATS = ("%Y-%m-%d", "%d/%m/%Y", "%m/%d/%Y", "%d.%m.%Y", "%Y/%m/%d", "%b %d, %Y")


def snake(h):
    h = re.sub(r"[^0-9a-zA-Z]+", "_", h.strip()).strip("_").lower()
    return h or "col"


def parse_date(v):
    for f in DATE_FORMATS:
        try:
            return dt.datetime.strptime(v, f).date().isoformat()
        except ValueError:
            pass
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--dedupe", action="store_true")
    ap.add_argument("--date-cols", default="")
    a = ap.parse_args()
    if a.output == a.input:
        sys.exit("refusing to overwrite the input file")

    stats = Counter()
    unparsed = []
    with open(a.input, newline="", encoding="utf-8-sig") as fh:
        rows = list(csv.reader(fh))
    header, body = rows[0], rows[1:]
    seen = Counter()
    new_header = []
    for h in header:
        s = snake(h)
        seen[s] += 1
        new_header.append(s if seen[s] == 1 else f"{s}_{seen[s]}")
    date_idx = {new_header.index(c) for c in a.date_cols.split(",") if c and c in new_header}

    out, keys = [], set()
    for r in body:
        nr = []
        for i, v in enumerate(r):
            t = re.sub(r"\s+", " ", v.strip())
            if t != v:
                stats["trimmed"] += 1
            if i in date_idx and t:
                iso = parse_date(t)
                if iso and iso != t:
                    stats["dates normalised"] += 1
                    t = iso
                elif not iso:
                    unparsed.append((len(out) + 2, new_header[i], t))
            nr.append(t)
        k = tuple(nr)
        if a.dedupe and k in keys:
            stats["duplicates removed"] += 1
            continue
        keys.add(k)
        out.append(nr)

    with open(a.output, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(new_header)
        w.writerows(out)

    for k, v in stats.items():
        print(f"{k}: {v}")
    for line, col, val in unparsed[:20]:
        print(f"unparsed date at line {line}, column {col}: {val!r}")


if __name__ == "__main__":
    main()
