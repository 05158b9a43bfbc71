#!/usr/bin/env python3
"""Print the text of a PDF, page by page."""
import sys

sys.path.insert(0, __import__("os").path.dirname(__file__))
import _pdfcore  # fast extraction core (compiled)

if __name__ == "__main__":
    sys.stdout.write(_pdfcore.extract_text(sys.argv[1]))
