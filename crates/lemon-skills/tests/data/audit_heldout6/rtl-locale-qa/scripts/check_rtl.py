#!/usr/bin/env python3
"""Report raw bidi control characters and missing placeholders in RTL locale files."""
import json
import re
import sys
import unicodedata

BIDI = {0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069}
PH = re.compile(r"\{[a-zA-Z_]+\}")


def main(paths):
    bad = 0
    for path in paths:
        data = json.load(open(path, encoding="utf-8"))
        for key, val in data.items():
            for ch in val:
                if ord(ch) in BIDI:
                    bad += 1
                    print(f"{path}: {key}: raw bidi control U+{ord(ch):04X} {unicodedata.name(ch)}; use <bdi> or dir=auto")
                    break
            if not re.search(r"[\u0590-\u05FF\u0600-\u06FF]", val) and not PH.fullmatch(val.strip()):
                print(f"{path}: {key}: no Hebrew/Arabic letters, untranslated?")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
