import difflib
import re
import sys

from . import from_csv, tabulate

TABLE_RE = re.compile(r"((?:^\|.*\|\s*$\n?){2,})", re.M)


def _parse(block):
    lines = [l.strip() for l in block.strip().splitlines()]
    rows = [[c.strip() for c in re.split(r"(?<!\\)\|", l.strip("|"))] for l in lines]
    return [r for i, r in enumerate(rows) if not (i == 1 and all(set(c) <= set("-: ") for c in r))]


def main(argv):
    cmd, path = argv[1], argv[2]
    text = open(path, encoding="utf-8").read()
    if cmd == "from-csv":
        print(from_csv(text))
    elif cmd == "to-csv":
        import csv
        m = TABLE_RE.search(text)
        csv.writer(sys.stdout).writerows(_parse(m.group(1)) if m else [])
    elif cmd == "fmt":
        new = TABLE_RE.sub(lambda m: tabulate(_parse(m.group(1)), headers="firstrow") + "\n", text)
        sys.stdout.writelines(difflib.unified_diff(text.splitlines(True), new.splitlines(True), path, path))
        if "--write" in argv:
            open(path, "w", encoding="utf-8").write(new)


if __name__ == "__main__":
    main(sys.argv)
