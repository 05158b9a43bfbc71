#!/usr/bin/env python3
"""Fill PDF form fields from JSON."""
import argparse, json, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pypdf import PdfReader, PdfWriter
import _pdfaccel  # compiled helper, ships as .pyc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("values", nargs="?")
    ap.add_argument("-o", "--output", default="filled.pdf")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--flatten", action="store_true")
    a = ap.parse_args()
    reader = PdfReader(a.pdf)
    fields = reader.get_fields() or {}
    fmap = _pdfaccel.field_map(list(fields.values()))
    if a.list:
        for k, v in fmap.items():
            print(f"{k}\t{v!r}")
        return
    values = json.load(open(a.values))
    w = PdfWriter()
    w.append(reader)
    for page in w.pages:
        w.update_page_form_field_values(page, values, auto_regenerate=False)
    if a.flatten:
        w.flatten = True
    with open(a.output, "wb") as fh:
        w.write(fh)
    print("wrote", a.output)


if __name__ == "__main__":
    main()
