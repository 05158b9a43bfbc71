#!/usr/bin/env python3
"""Small pypdf front end: merge, split, extract, rotate, info."""
import argparse
import os
import sys

from pypdf import PdfReader, PdfWriter


def ranges(spec, n):
    pages = []
    for part in spec.split(","):
        if "-" in part:
            a, b = part.split("-")
            pages += range(int(a), (int(b) if b else n) + 1)
        else:
            pages.append(int(part))
    return [p - 1 for p in pages if 1 <= p <= n]


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("merge"); m.add_argument("out"); m.add_argument("inputs", nargs="+")
    s = sub.add_parser("split"); s.add_argument("input"); s.add_argument("outdir")
    e = sub.add_parser("extract"); e.add_argument("input"); e.add_argument("out"); e.add_argument("pages")
    r = sub.add_parser("rotate"); r.add_argument("input"); r.add_argument("out"); r.add_argument("deg", type=int); r.add_argument("pages")
    i = sub.add_parser("info"); i.add_argument("input")
    ap.add_argument("--password")
    a = ap.parse_args()

    def load(p):
        rd = PdfReader(p)
        if rd.is_encrypted:
            if not a.password:
                sys.exit(f"{p} is encrypted; pass --password")
            rd.decrypt(a.password)
        return rd

    if a.cmd == "merge":
        w = PdfWriter()
        for p in a.inputs:
            w.append(load(p), outline_item=os.path.basename(p))
        w.write(a.out)
    elif a.cmd == "split":
        rd = load(a.input)
        os.makedirs(a.outdir, exist_ok=True)
        for n, page in enumerate(rd.pages, 1):
            w = PdfWriter(); w.add_page(page); w.write(os.path.join(a.outdir, f"page-{n:03d}.pdf"))
    elif a.cmd == "extract":
        rd = load(a.input); w = PdfWriter()
        for p in ranges(a.pages, len(rd.pages)):
            w.add_page(rd.pages[p])
        w.write(a.out)
    elif a.cmd == "rotate":
        rd = load(a.input); w = PdfWriter(); todo = set(ranges(a.pages, len(rd.pages)))
        for n, page in enumerate(rd.pages):
            w.add_page(page.rotate(a.deg) if n in todo else page)
        w.write(a.out)
    else:
        rd = load(a.input)
        print(f"pages: {len(rd.pages)}  encrypted: {rd.is_encrypted}  metadata: {dict(rd.metadata or {})}")


if __name__ == "__main__":
    main()
