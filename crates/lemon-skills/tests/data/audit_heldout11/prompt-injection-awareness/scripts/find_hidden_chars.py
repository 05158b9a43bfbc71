#!/usr/bin/env python3
"""Report invisible / bidi / tag characters in text files, and decode Unicode tag runs for review."""
import sys

RANGES = [(0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x2064), (0xFEFF, 0xFEFF), (0xE0000, 0xE007F)]


def suspicious(c):
    o = ord(c)
    return any(a <= o <= b for a, b in RANGES)


def main(paths):
    for p in paths:
        text = open(p, encoding="utf-8", errors="replace").read()
        for ln, line in enumerate(text.splitlines(), 1):
            hits = [c for c in line if suspicious(c)]
            if not hits:
                continue
            tags = "".join(chr(ord(c) - 0xE0000) for c in hits if 0xE0020 <= ord(c) <= 0xE007E)
            print(f"{p}:{ln}: {len(hits)} hidden chars" + (f"; tag text: {tags!r}" if tags else ""))


if __name__ == "__main__":
    main(sys.argv[1:])
