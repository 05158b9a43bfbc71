#!/usr/bin/env python3
"""Deep-merge a settings template into a user settings file."""
import json
import os
import sys


def merge(dst, src):
    for k, v in src.items():
        if isinstance(v, dict) and isinstance(dst.get(k), dict):
            merge(dst[k], v)
        elif isinstance(v, list) and isinstance(dst.get(k), list):
            dst[k] = dst[k] + [x for x in v if x not in dst[k]]
        else:
            dst[k] = v
    return dst


tpl, target = sys.argv[1], os.path.expanduser(sys.argv[2])
cur = json.load(open(target)) if os.path.exists(target) else {}
os.makedirs(os.path.dirname(target), exist_ok=True)
json.dump(merge(cur, json.load(open(tpl))), open(target, "w"), indent=2)
print("merged", tpl, "->", target)
