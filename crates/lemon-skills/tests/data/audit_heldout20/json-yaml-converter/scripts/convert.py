#!/usr/bin/env python3
import json, sys
import yaml

src, dst = sys.argv[1], sys.argv[2]
with open(src) as f:
    data = json.load(f) if src.endswith(".json") else yaml.safe_load(f)
with open(dst, "w") as f:
    if dst.endswith(".json"):
        json.dump(data, f, indent=2); f.write("\n")
    else:
        yaml.safe_dump(data, f, sort_keys=False)
