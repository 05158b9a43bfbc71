#!/usr/bin/env python3
"""First-pass invoice field extraction from plain text."""
import json
import re
import sys

PATTERNS = {
    "invoice_no": r"\b(INV[-\s]?\d+)\b",
    "date": r"Invoice date:\s*([0-9]{1,2} \w+ [0-9]{4})",
    "due": r"Due:\s*([0-9]{1,2} \w+ [0-9]{4})",
    "total": r"TOTAL\s+[A-Z]{3}\s+([\d,]+\.\d{2})",
    "subtotal": r"Subtotal\s+([\d,]+\.\d{2})",
    "tax": r"VAT\s+\d+%\s+([\d,]+\.\d{2})",
    "iban": r"IBAN\s+([A-Z]{2}[0-9A-Z ]{10,40}?)\s{2,}",
    "currency": r"TOTAL\s+([A-Z]{3})",
}


def extract(text):
    out = {"vendor": text.strip().splitlines()[0].strip()}
    for k, rx in PATTERNS.items():
        m = re.search(rx, text)
        out[k] = m.group(1).strip() if m else None
    for k in ("total", "subtotal", "tax"):
        if out[k]:
            out[k] = float(out[k].replace(",", ""))
    return out


if __name__ == "__main__":
    print(json.dumps(extract(open(sys.argv[1]).read()), indent=2))
