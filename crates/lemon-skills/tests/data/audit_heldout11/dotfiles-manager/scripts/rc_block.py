#!/usr/bin/env python3
"""Add or remove a line inside the '# >>> dotfiles-manager >>>' block of an rc file.

Always writes a timestamped backup first. Usage:
  rc_block.py add ~/.zshrc 'alias k=kubectl'
  rc_block.py remove ~/.zshrc 'alias k=kubectl'
"""
import os
import shutil
import sys
import time

START, END = "# >>> dotfiles-manager >>>", "# <<< dotfiles-manager <<<"


def main(action, path, line):
    path = os.path.expanduser(path)
    text = open(path).read() if os.path.exists(path) else ""
    if os.path.exists(path):
        shutil.copy2(path, f"{path}.bak.{time.strftime('%Y%m%d%H%M%S')}")
    if START not in text:
        text = text.rstrip("\n") + f"\n\n{START}\n{END}\n"
    head, rest = text.split(START, 1)
    block, tail = rest.split(END, 1)
    lines = [l for l in block.strip("\n").split("\n") if l]
    if action == "add" and line not in lines:
        lines.append(line)
    elif action == "remove":
        lines = [l for l in lines if l != line]
    new = head + START + "\n" + "".join(l + "\n" for l in lines) + END + tail
    with open(path, "w") as fh:
        fh.write(new)
    print(f"{action}: {line!r} in {path}")


if __name__ == "__main__":
    if len(sys.argv) != 4 or sys.argv[1] not in ("add", "remove"):
        sys.exit(__doc__)
    main(*sys.argv[1:])
