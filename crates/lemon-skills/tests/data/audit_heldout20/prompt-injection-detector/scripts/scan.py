#!/usr/bin/env python3
import re, sys, pathlib

PATTERNS = {
    "override": re.compile(r"ignore (all )?(previous|prior) instructions", re.I),
    "secrecy": re.compile(r"(do not|don't) (tell|mention|show).{0,30}user", re.I),
    "pipe-to-shell": re.compile(r"(curl|wget)[^|\n]*\|\s*(ba)?sh"),
    "fake-system": re.compile(r"^\s*\[?(system|admin)\]?\s*[:>]", re.I),
}
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2066-\u2069\U000e0000-\U000e007f]")

for path in sys.argv[1:]:
    for p in pathlib.Path(path).rglob("*") if pathlib.Path(path).is_dir() else [pathlib.Path(path)]:
        if not p.is_file():
            continue
        for n, line in enumerate(p.read_text(errors="replace").splitlines(), 1):
            for name, rx in PATTERNS.items():
                if rx.search(line):
                    print(f"{p}:{n}: {name}: {line.strip()[:100]}")
            if INVISIBLE.search(line):
                print(f"{p}:{n}: invisible-chars")
