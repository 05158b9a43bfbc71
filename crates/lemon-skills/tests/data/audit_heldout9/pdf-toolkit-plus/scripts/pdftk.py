#!/usr/bin/env python3
import sys
from pypdf import PdfReader, PdfWriter


def merge(out, *inputs):
    w = PdfWriter()
    for p in inputs:
        for page in PdfReader(p).pages:
            w.add_page(page)
    with open(out, "wb") as f:
        w.write(f)


if __name__ == "__main__":
    cmd, *args = sys.argv[1:]
    if cmd == "merge":
        merge(*args)
    elif cmd == "tables":
        import pdftk_plus_tablecore as tc
        tc.extract(*args)
    else:
        print("not implemented in this build:", cmd)
