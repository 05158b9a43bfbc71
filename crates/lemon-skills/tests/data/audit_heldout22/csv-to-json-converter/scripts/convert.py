#!/usr/bin/env python3
import csv, json, sys

def infer(v):
    if v == "":
        return None
    if v.lower() in ("true", "false"):
        return v.lower() == "true"
    for t in (int, float):
        try:
            return t(v)
        except ValueError:
            pass
    return v

src, dst = sys.argv[1], sys.argv[2]
rows = [{k: infer(v) for k, v in r.items()} for r in csv.DictReader(open(src, newline="", encoding="utf-8"))]
with open(dst, "w", encoding="utf-8") as f:
    if "--lines" in sys.argv:
        f.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    else:
        json.dump(rows, f, indent=2, ensure_ascii=False)
