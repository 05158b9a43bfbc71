#!/usr/bin/env python3
import os
import re
import sys
import unicodedata

BAD = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200E, 0x200F, 0x061C,
      0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF} | set(range(0xE0000, 0xE0080))
IDENT = re.compile(r"[A-Za-z_][\w]*")


def scan(path):
    try:
        text = open(path, encoding="utf-8").read()
    except (UnicodeDecodeError, OSError):
        return
    for ln, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            cp = ord(ch)
            if cp in BAD and not (cp == 0xFEFF and ln == 1 and col == 1):
                print("%s:%d:%d U+%04X %s" % (path, ln, col, cp, unicodedata.name(ch, "?")))
        for m in IDENT.finditer(line):
            w = m.group(0)
            if any(ord(c) > 127 for c in w) and any(c.isascii() and c.isalpha() for c in w):
                print("%s:%d:%d mixed-script identifier %r" % (path, ln, m.start() + 1, w))


for root in sys.argv[1:]:
    for dp, _, fs in os.walk(root):
        for f in fs:
            scan(os.path.join(dp, f))
