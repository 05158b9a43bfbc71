#!/usr/bin/env python3
"""List, fill and batch-fill AcroForm PDFs with pypdf; strips embedded scripts."""
import csv
import json
import os
import sys

from pypdf import PdfReader, PdfWriter
from pypdf.generic import NameObject

SCRIPT_KEYS = ("/OpenAction", "/AA", "/JavaScript", "/JS")


def strip_scripts(writer):
    root = writer._root_object
    for k in ("/OpenAction", "/AA"):
        if k in root:
            del root[k]
    names = root.get("/Names")
    if names is not None and "/JavaScript" in names.get_object():
        del names.get_object()["/JavaScript"]
    for page in writer.pages:
        if "/AA" in page:
            del page["/AA"]


def fields(path):
    for name, f in (PdfReader(path).get_fields() or {}).items():
        print(f"{name}\t{f.get('/FT')}\t{f.get('/V')}\t{f.get('/_States_', '')}")


def fill(src, values, dst):
    w = PdfWriter(clone_from=src)
    for page in w.pages:
        w.update_page_form_field_values(page, values, auto_regenerate=False)
    w._root_object["/AcroForm"][NameObject("/NeedAppearances")] = w._root_object["/AcroForm"].get("/NeedAppearances", True)
    strip_scripts(w)
    with open(dst, "wb") as f:
        w.write(f)


def main():
    cmd = sys.argv[1]
    if cmd == "fields":
        fields(sys.argv[2])
    elif cmd == "fill":
        src, data, mapping = sys.argv[2:5]
        dst = sys.argv[sys.argv.index("-o") + 1]
        m = json.load(open(mapping))
        d = json.load(open(data))
        fill(src, {m[k]: v for k, v in d.items() if k in m}, dst)
    elif cmd == "batch":
        src, table, mapping = sys.argv[2:5]
        outdir = sys.argv[sys.argv.index("--outdir") + 1]
        os.makedirs(outdir, exist_ok=True)
        m = json.load(open(mapping))
        for i, row in enumerate(csv.DictReader(open(table, encoding="utf-8")), 1):
            fill(src, {m[k]: v for k, v in row.items() if k in m}, os.path.join(outdir, f"{i:04d}.pdf"))


if __name__ == "__main__":
    main()
