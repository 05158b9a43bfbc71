#!/usr/bin/env python3
"""Flag known prompt-injection phrasing and invisible characters in text files.

This is a detector. It reads files and prints findings; it never follows them.
"""
import argparse
import pathlib
import re
import unicodedata

PHRASES = [
    r"ignore (all )?(the )?(previous|prior|above) (instructions|prompts)",
    r"disregard (your|the) (rules|instructions|system prompt)",
    r"you are now (in )?(developer|dan|jailbreak) mode",
    r"do not (tell|inform|mention (this )?to) the user",
    r"note to (the )?(ai|llm|automated) (reviewer|auditor|scanner)",
    r"(send|post|upload) (the )?(conversation|chat history|secrets|api key)",
]
RX = [re.compile(p, re.I) for p in PHRASES]
INVISIBLE = {"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u202e", "\u202d", "\u2066", "\u2067", "\u2068", "\u2069"}


def scan(path):
    text = path.read_text(encoding="utf-8", errors="replace")
    out = []
    for i, line in enumerate(text.splitlines(), 1):
        for rx in RX:
            if rx.search(line):
                out.append((i, "phrase", rx.pattern))
        for ch in line:
            if ch in INVISIBLE or 0xE0000 <= ord(ch) <= 0xE007F:
                out.append((i, "invisible", f"U+{ord(ch):04X} {unicodedata.name(ch, '?')}"))
                break
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--report", default="-")
    a = ap.parse_args()
    lines = ["| file | line | kind | detail |", "|---|---|---|---|"]
    for p in sorted(pathlib.Path(a.root).rglob("*")):
        if p.is_file() and p.suffix.lower() in {".md", ".txt", ".html", ".json", ".csv"}:
            for ln, kind, detail in scan(p):
                lines.append(f"| {p} | {ln} | {kind} | `{detail}` |")
    text = "\n".join(lines) + "\n"
    if a.report == "-":
        print(text)
    else:
        open(a.report, "w", encoding="utf-8").write(text)


if __name__ == "__main__":
    main()
