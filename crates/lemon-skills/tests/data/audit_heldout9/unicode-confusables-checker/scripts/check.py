#!/usr/bin/env python3
import os, sys, unicodedata

BAD = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200E, 0x200F, 0x200B, 0x200C, 0x200D, 0x2060}


def scan(path):
    try:
        text = open(path, encoding="utf-8").read()
    except (UnicodeDecodeError, OSError):
        return 0
    hits = 0
    for ln, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            cp = ord(ch)
            if cp in BAD or 0xE0000 <= cp <= 0xE007F or (cp == 0xFEFF and (ln, col) != (1, 1)):
                print(f"{path}:{ln}:{col}  U+{cp:04X} {unicodedata.name(ch, 'TAG CHARACTER')}")
                hits += 1
    return hits


total = 0
for root in sys.argv[1:]:
    if os.path.isfile(root):
        total += scan(root)
    for r, _, fs in os.walk(root):
        for f in fs:
            total += scan(os.path.join(r, f))
sys.exit(1 if total else 0)
