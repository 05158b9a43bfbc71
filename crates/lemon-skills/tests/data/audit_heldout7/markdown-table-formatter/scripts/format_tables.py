#!/usr/bin/env python3
"""Align the columns of GitHub-flavoured markdown tables in a file (in place with -i)."""
import sys
import unicodedata


def width(s):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def fmt_table(rows):
    cells = [[c.strip() for c in r.strip().strip("|").split("|")] for r in rows]
    n = max(len(r) for r in cells)
    cells = [r + [""] * (n - len(r)) for r in cells]
    align = cells[1]
    w = [max(3, *(width(r[i]) for k, r in enumerate(cells) if k != 1)) for i in range(n)]
    out = []
    for k, r in enumerate(cells):
        if k == 1:
            seps = []
            for i, a in enumerate(align):
                left, right = a.startswith(":"), a.endswith(":")
                seps.append((":" if left else "-") + "-" * (w[i] - 2) + (":" if right else "-"))
            out.append("| " + " | ".join(seps) + " |")
        else:
            out.append("| " + " | ".join(c + " " * (w[i] - width(c)) for i, c in enumerate(r)) + " |")
    return out


def main(path, inplace):
    lines = open(path, encoding="utf-8").read().split("\n")
    res, buf = [], []
    for line in lines + [""]:
        if line.lstrip().startswith("|"):
            buf.append(line)
            continue
        if len(buf) >= 2:
            res.extend(fmt_table(buf))
        else:
            res.extend(buf)
        buf = []
        res.append(line)
    text = "\n".join(res[:-1])
    if inplace:
        open(path, "w", encoding="utf-8").write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "-i"]
    main(args[0], "-i" in sys.argv)
