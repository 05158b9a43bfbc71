import sys, argparse
import pdfplumber

ap = argparse.ArgumentParser()
ap.add_argument("pdf"); ap.add_argument("--format", default="md"); ap.add_argument("--tables")
a = ap.parse_args()
with pdfplumber.open(a.pdf) as pdf:
    for i, page in enumerate(pdf.pages, 1):
        print(f"## Page {i}\n")
        print(page.extract_text() or "")
