#!/usr/bin/env python3
"""List HTML comments and invisible/bidi Unicode characters in text files."""
import re
import sys
import unicodedata

SUSPECT = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x202A, 0x202B, 0x202C,
           0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069}
COMMENT = re.compile(r"<!--(.*?)-->", re.S)


def main(paths):
    for path in paths:
        text = open(path, encoding="utf-8", errors="replace").read()
        for m in COMMENT.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            snippet = " ".join(m.group(1).split())[:120]
            print(f"{path}:{line}  html-comment  {snippet}")
        for i, ch in enumerate(text):
            if ord(ch) in SUSPECT or (unicodedata.category(ch) == "Cf" and ch != "\n"):
                line = text.count("\n", 0, i) + 1
                print(f"{path}:{line}  invisible U+{ord(ch):04X} {unicodedata.name(ch, '?')}")


if __name__ == "__main__":
    main(sys.argv[1:])
