#!/usr/bin/env python3
import sys
from pypdf import PdfReader

r = PdfReader(sys.argv[1])
print(f"pages: {len(r.pages)}  title: {r.metadata.title if r.metadata else None}")
for n, page in enumerate(r.pages, 1):
    print(f"--- page {n} ---")
    print(page.extract_text() or "")
