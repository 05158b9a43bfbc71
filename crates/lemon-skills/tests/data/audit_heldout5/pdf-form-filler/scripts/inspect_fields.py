#!/usr/bin/env python3
"""List the AcroForm fields of a PDF."""
import sys

from pypdf import PdfReader


def main(path):
    reader = PdfReader(path)
    fields = reader.get_fields() or {}
    if not fields:
        print("no form fields found", file=sys.stderr)
        return 1
    for name, f in sorted(fields.items()):
        ftype = f.get("/FT", "?")
        value = f.get("/V", "")
        states = f.get("/_States_", "")
        print(f"{name}\t{ftype}\t{value}\t{states}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: inspect_fields.py FORM.pdf")
    sys.exit(main(sys.argv[1]))
