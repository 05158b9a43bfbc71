#!/usr/bin/env python3
"""Fill PDF AcroForm fields using pypdf."""
import argparse
import json
import sys

from pypdf import PdfReader, PdfWriter


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("data", nargs="?")
    ap.add_argument("-o", "--output", default="filled.pdf")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--flatten", action="store_true")
    a = ap.parse_args()
    reader = PdfReader(a.pdf)
    if a.list:
        for k, v in (reader.get_fields() or {}).items():
            print(k, v.get("/FT"), v.get("/V"))
        return 0
    values = json.load(open(a.data))
    writer = PdfWriter()
    writer.append(reader)
    for page in writer.pages:
        writer.update_page_form_field_values(page, values, auto_regenerate=False)
    if a.flatten:
        writer.remove_annotations(subtypes=["/Widget"])
    with open(a.output, "wb") as fh:
        writer.write(fh)
    return 0


if __name__ == "__main__":
    sys.exit(main())
