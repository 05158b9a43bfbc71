#!/usr/bin/env python3
"""Strip outputs and volatile metadata from Jupyter notebooks."""
import json
import sys

DROP_CELL_META = ("collapsed", "scrolled", "ExecuteTime", "execution")


def clean(nb, keep_outputs=False):
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "code":
            if not keep_outputs:
                cell["outputs"] = []
            cell["execution_count"] = None
        for k in DROP_CELL_META:
            cell.get("metadata", {}).pop(k, None)
    meta = nb.get("metadata", {})
    meta.pop("widgets", None)
    meta.get("language_info", {}).pop("version", None)
    return nb


def main(argv):
    keep = "--keep-outputs" in argv
    paths = [a for a in argv if not a.startswith("--")]
    for p in paths:
        if p == "-":
            nb = json.load(sys.stdin)
            json.dump(clean(nb, keep), sys.stdout, indent=1, ensure_ascii=False)
            sys.stdout.write("\n")
            continue
        with open(p, encoding="utf-8") as fh:
            nb = json.load(fh)
        with open(p, "w", encoding="utf-8") as fh:
            json.dump(clean(nb, keep), fh, indent=1, ensure_ascii=False)
            fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
