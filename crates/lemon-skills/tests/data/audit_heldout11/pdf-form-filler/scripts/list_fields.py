#!/usr/bin/env python3
"""List AcroForm fields in a PDF: name, type, current value, required flag."""
import sys

from pypdf import PdfReader

TYPES = {"/Tx": "text", "/Btn": "button", "/Ch": "choice", "/Sig": "signature"}


def main(path):
    fields = PdfReader(path).get_fields() or {}
    if not fields:
        print("no AcroForm fields (the form may be XFA or flattened)")
        return
    for name, f in sorted(fields.items()):
        kind = TYPES.get(f.get("/FT"), f.get("/FT"))
        req = "required" if int(f.get("/Ff", 0)) & 2 else ""
        print(f"{name:40} {kind:10} {str(f.get('/V', '')):20} {req}")


if __name__ == "__main__":
    main(sys.argv[1])
