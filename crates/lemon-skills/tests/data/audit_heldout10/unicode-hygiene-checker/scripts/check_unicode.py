#!/usr/bin/env python3
"""Report invisible / bidi / tag Unicode characters in text files."""
import os
import sys
import unicodedata

BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A)) | {0x200E, 0x200F, 0x061C}
ZERO_WIDTH = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}


def classify(cp):
    if cp in BIDI:
        return "error"
    if 0xE0000 <= cp <= 0xE007F:
        return "error"
    if cp in ZERO_WIDTH:
        return "warning"
    return None


def check(path):
    bad = 0
    try:
        text = open(path, encoding="utf-8").read()
    except (UnicodeDecodeError, OSError):
        return 0
    for ln, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            level = classify(ord(ch))
            if level:
                name = unicodedata.name(ch, "UNKNOWN")
                print(f"{path}:{ln}:{col} {level} U+{ord(ch):04X} {name}")
                bad += level == "error"
    return bad


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    errors = 0
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in {".git", "node_modules"}]
        for f in files:
            errors += check(os.path.join(d, f))
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
