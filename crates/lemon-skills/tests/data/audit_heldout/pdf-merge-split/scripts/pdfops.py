import os, sys
from pypdf import PdfReader, PdfWriter
cmd = sys.argv[1]
if cmd == "merge":
    w = PdfWriter()
    for f in sys.argv[3:]:
        for p in PdfReader(f).pages:
            w.add_page(p)
    w.write(sys.argv[2])
elif cmd == "split":
    r = PdfReader(sys.argv[2]); os.makedirs(sys.argv[3], exist_ok=True)
    for i, p in enumerate(r.pages, 1):
        w = PdfWriter(); w.add_page(p); w.write(os.path.join(sys.argv[3], f"page_{i:03}.pdf"))
