#!/usr/bin/env python3
"""Edit a marked PATH block in a shell profile, with backup and diff."""
import argparse
import difflib
import os
import shutil
import time

START, END = "# >>> path-editor >>>", "# <<< path-editor <<<"


def read_block(text):
    if START in text and END in text:
        pre, rest = text.split(START, 1)
        block, post = rest.split(END, 1)
        entries = [l.split('"')[1] for l in block.splitlines() if l.startswith("path=(")]
        return pre, entries, post
    return text.rstrip("\n") + "\n\n", [], "\n"


def render(entries):
    lines = [START, "typeset -U path"]
    for e in entries:
        lines.append(f'path=("{e}" $path)' if not e.startswith("+") else f'path=($path "{e[1:]}")')
    lines.append("export PATH")
    return "\n".join(lines) + "\n" + END


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("op", choices=["add", "remove"])
    ap.add_argument("dir")
    ap.add_argument("--front", action="store_true")
    ap.add_argument("--file", default="~/.zshrc")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    f = os.path.expanduser(a.file)
    old = open(f).read() if os.path.exists(f) else ""
    pre, entries, post = read_block(old)
    d = a.dir.replace(os.path.expanduser("~"), "$HOME")
    entries = [e for e in entries if e.lstrip("+") != d]
    if a.op == "add":
        entries.append(d if a.front else "+" + d)
    new = pre + render(entries) + post
    print("".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True), f, f + " (new)")))
    if a.dry_run:
        return
    if os.path.exists(f):
        shutil.copy2(f, f + time.strftime(".bak-%Y%m%d-%H%M%S"))
    open(f, "w").write(new)


if __name__ == "__main__":
    main()
