#!/usr/bin/env python3
"""Find or strip invisible and bidi control characters."""
import os
import sys

SUSPECT = {
    0x200B: "ZERO WIDTH SPACE", 0x200C: "ZWNJ", 0x200D: "ZWJ", 0x2060: "WORD JOINER",
    0xFEFF: "BOM", 0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO",
    0x202E: "RLO", 0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI",
}


def scan(path, fix):
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.readlines()
    hits = 0
    for n, line in enumerate(lines, 1):
        for ch in line:
            if ord(ch) in SUSPECT or 0xE0000 <= ord(ch) <= 0xE007F:
                hits += 1
                print("%s:%d: U+%04X %s" % (path, n, ord(ch), SUSPECT.get(ord(ch), "TAG")))
    if fix and hits:
        clean = "".join(c for c in "".join(lines) if ord(c) not in SUSPECT and not 0xE0000 <= ord(c) <= 0xE007F)
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(clean)
        os.replace(tmp, path)
    return hits


if __name__ == "__main__":
    fix = "--fix" in sys.argv
    targets = [a for a in sys.argv[1:] if not a.startswith("--")]
    total = 0
    for t in targets:
        if os.path.isdir(t):
            for d, _, names in os.walk(t):
                for n in names:
                    total += scan(os.path.join(d, n), fix)
        else:
            total += scan(t, fix)
    sys.exit(1 if total and not fix else 0)
