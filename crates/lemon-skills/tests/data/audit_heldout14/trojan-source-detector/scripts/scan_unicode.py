#!/usr/bin/env python3
"""Report invisible, bidi and tag characters and mixed-script words in text files."""
import os
import re
import sys
import unicodedata

SUSPICIOUS = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | \
    {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF} | set(range(0xE0000, 0xE0080))
WORD = re.compile(r"[^\W\d_]{3,}")
SKIP_DIRS = {".git", "node_modules", ".venv", "dist", "build"}


def scripts_of(word):
    out = set()
    for ch in word:
        name = unicodedata.name(ch, "")
        out.add(name.split(" ")[0] if name else "UNKNOWN")
    return out


def scan_file(path):
    try:
        text = open(path, encoding="utf-8").read()
    except (UnicodeDecodeError, OSError):
        return
    for n, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            cp = ord(ch)
            if cp in SUSPICIOUS and not (cp == 0xFEFF and n == 1 and col == 1):
                print("%s:%d:%d U+%04X %s" % (path, n, col, cp, unicodedata.name(ch, "?")))
        for m in WORD.finditer(line):
            s = scripts_of(m.group()) - {"UNKNOWN"}
            if "LATIN" in s and len(s) > 1:
                print("%s:%d:%d mixed-script word %r %s" % (path, n, m.start() + 1,
                      m.group().encode("unicode_escape").decode(), sorted(s)))


def main(paths):
    for root in paths or ["."]:
        if os.path.isfile(root):
            scan_file(root)
            continue
        for d, dirs, files in os.walk(root):
            dirs[:] = [x for x in dirs if x not in SKIP_DIRS]
            for f in files:
                scan_file(os.path.join(d, f))


if __name__ == "__main__":
    main(sys.argv[1:])
