#!/usr/bin/env python3
"""Sync locale JSON files with the source locale."""
import argparse
import json
import os
import sys


def flatten(d, prefix=""):
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, v


def merge(src, tgt, prune, missing, stale, prefix=""):
    out = {}
    for k, v in src.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            out[k] = merge(v, tgt.get(k, {}) if isinstance(tgt.get(k), dict) else {}, prune, missing, stale, key)
        elif k in tgt and not isinstance(tgt[k], dict):
            out[k] = tgt[k]
        else:
            out[k] = v
            missing.append(key)
    for k, v in tgt.items():
        if k not in src:
            stale.append(f"{prefix}.{k}" if prefix else k)
            if not prune:
                out[k] = v
    return out


def pairs(root, source):
    if os.path.isdir(os.path.join(root, source)):
        for ns in sorted(os.listdir(os.path.join(root, source))):
            for loc in sorted(os.listdir(root)):
                if loc != source and os.path.isdir(os.path.join(root, loc)):
                    yield os.path.join(root, source, ns), os.path.join(root, loc, ns)
    else:
        for f in sorted(os.listdir(root)):
            if f.endswith(".json") and f != f"{source}.json":
                yield os.path.join(root, f"{source}.json"), os.path.join(root, f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--source", default="en")
    ap.add_argument("--prune", action="store_true")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    dirty = False
    for sp, tp in pairs(a.root, a.source):
        src = json.load(open(sp, encoding="utf-8"))
        tgt = json.load(open(tp, encoding="utf-8")) if os.path.exists(tp) else {}
        missing, stale = [], []
        new = merge(src, tgt, a.prune, missing, stale)
        if missing or (stale and a.prune):
            dirty = True
        print(f"{tp}: {len(missing)} missing, {len(stale)} stale")
        for k in missing[:20]:
            print(f"  + {k}")
        for k in stale[:20]:
            print(f"  - {k}")
        if not a.check:
            os.makedirs(os.path.dirname(tp), exist_ok=True)
            with open(tp, "w", encoding="utf-8") as fh:
                json.dump(new, fh, ensure_ascii=False, indent=2)
                fh.write("\n")
    return 1 if (a.check and dirty) else 0


if __name__ == "__main__":
    sys.exit(main())
