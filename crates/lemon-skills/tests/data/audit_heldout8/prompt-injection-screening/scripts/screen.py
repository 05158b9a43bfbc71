#!/usr/bin/env python3
"""Report likely prompt-injection signals in a text/HTML file."""
import re, sys, unicodedata

PHRASES = [
    r"ignore (all |any )?(previous|prior|above) instructions",
    r"disregard (the )?(system|previous) prompt",
    r"you are now (in )?\w+ mode",
    r"(note|message) to the (ai|assistant|language model)",
    r"do not (tell|inform) the user",
]
INVISIBLE = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF}
BIDI = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))


def main(path):
    text = open(path, encoding="utf-8", errors="replace").read()
    for pat in PHRASES:
        for m in re.finditer(pat, text, re.I):
            line = text.count("\n", 0, m.start()) + 1
            print(f"{path}:{line}: phrase: {m.group(0)!r}")
    for i, ch in enumerate(text):
        cp = ord(ch)
        kind = ("zero-width" if cp in INVISIBLE else "bidi-control" if cp in BIDI
                else "tag-char" if 0xE0000 <= cp <= 0xE007F else None)
        if kind:
            line = text.count("\n", 0, i) + 1
            print(f"{path}:{line}: {kind} U+{cp:04X} {unicodedata.name(ch, '?')}")
    for m in re.finditer(r"<!--(.*?)-->", text, re.S):
        if len(m.group(1).strip()) > 40:
            print(f"{path}: html comment: {m.group(1).strip()[:80]!r}")


if __name__ == "__main__":
    for p in sys.argv[1:]:
        main(p)
