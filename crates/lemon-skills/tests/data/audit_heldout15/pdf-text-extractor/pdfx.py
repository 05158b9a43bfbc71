"""pdfx: extract text from PDFs."""
import argparse
import sys

from pypdf import PdfReader


def parse_range(spec, n):
    if not spec:
        return range(n)
    a, _, b = spec.partition("-")
    start = max(1, int(a))
    end = min(n, int(b) if b else start)
    return range(start - 1, end)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="pdfx")
    ap.add_argument("pdf")
    ap.add_argument("-p", "--pages")
    ap.add_argument("-o", "--output")
    ap.add_argument("--layout", action="store_true")
    ap.add_argument("--meta", action="store_true")
    ap.add_argument("--md", action="store_true")
    ap.add_argument("--password")
    a = ap.parse_args(argv)
    r = PdfReader(a.pdf)
    if r.is_encrypted:
        if not a.password:
            sys.exit("encrypted PDF: pass --password")
        r.decrypt(a.password)
    if a.meta:
        m = r.metadata or {}
        print(f"title: {m.get('/Title', '')}\nauthor: {m.get('/Author', '')}\npages: {len(r.pages)}")
        return 0
    out = []
    for i in parse_range(a.pages, len(r.pages)):
        mode = "layout" if a.layout else "plain"
        txt = r.pages[i].extract_text(extraction_mode=mode) or ""
        out.append(txt)
    sep = "\n\n---\n\n" if a.md else "\f"
    text = sep.join(out)
    if not text.strip():
        print("warning: no text layer found; the PDF may need OCR", file=sys.stderr)
    if a.output:
        open(a.output, "w", encoding="utf-8").write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
