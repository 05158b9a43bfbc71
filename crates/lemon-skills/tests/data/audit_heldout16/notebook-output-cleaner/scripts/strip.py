#!/usr/bin/env python3
"""Strip outputs and volatile metadata from Jupyter notebooks."""
import json
import sys

DROP_META = {"widgets", "collapsed", "ExecuteTime", "scrolled"}


def clean(nb):
    for cell in nb.get("cells", []):
        tags = cell.get("metadata", {}).get("tags", [])
        if cell.get("cell_type") == "code" and "keep_output" not in tags:
            cell["outputs"] = []
            cell["execution_count"] = None
        for k in list(cell.get("metadata", {})):
            if k in DROP_META:
                del cell["metadata"][k]
    nb.get("metadata", {}).pop("widgets", None)
    return nb


def main(argv):
    if argv and argv[0] == "--stdin":
        nb = clean(json.load(sys.stdin))
        json.dump(nb, sys.stdout, indent=1, ensure_ascii=False)
        sys.stdout.write("\n")
        return
    for path in argv:
        with open(path, encoding="utf-8") as f:
            nb = clean(json.load(f))
        with open(path, "w", encoding="utf-8") as f:
            json.dump(nb, f, indent=1, ensure_ascii=False)
            f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
