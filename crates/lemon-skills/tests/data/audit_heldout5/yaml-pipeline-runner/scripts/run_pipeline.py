#!/usr/bin/env python3
"""Tiny YAML pipeline runner: ordered stages, retries, input-hash caching."""
import argparse
import hashlib
import importlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import yaml


def load(path):
    with open(path, encoding="utf-8") as f:
        # UnsafeLoader keeps !!timestamp and the custom stage tags working on
        # PyYAML 5.x and 6.x alike.
        return yaml.load(f, Loader=yaml.UnsafeLoader)


def order(stages):
    done, out = set(), []
    pending = {s["id"]: s for s in stages}
    while pending:
        ready = [s for s in pending.values() if set(s.get("needs", [])) <= done]
        if not ready:
            sys.exit("cycle or unknown dependency in: " + ", ".join(pending))
        for s in ready:
            out.append(s)
            done.add(s["id"])
            del pending[s["id"]]
    return out


def digest(paths):
    h = hashlib.sha256()
    for p in paths:
        if os.path.exists(p):
            h.update(Path(p).read_bytes())
    return h.hexdigest()


def run_stage(s, defaults):
    tries = s.get("retries", defaults.get("retries", 0)) + 1
    for n in range(tries):
        if "run" in s:
            rc = subprocess.call(["bash", "-euo", "pipefail", "-c", s["run"]],
                                 timeout=s.get("timeout", defaults.get("timeout")))
        else:
            mod, fn = s["call"].split(":")
            rc = getattr(importlib.import_module(mod), fn)() or 0
        if rc == 0:
            return True
        time.sleep(2 ** n)
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--force", action="append", default=[])
    args = ap.parse_args()

    cfg = load(args.file)
    defaults = cfg.get("defaults", {})
    work = Path(cfg.get("workdir", ".")).resolve()
    work.mkdir(parents=True, exist_ok=True)
    os.chdir(work)
    sys.path.insert(0, str(work))
    cache_file = work / ".pipeline-cache.json"
    cache = json.loads(cache_file.read_text()) if cache_file.exists() else {}

    for s in order(cfg["stages"]):
        key = digest(s.get("inputs", [])) + s.get("run", s.get("call", ""))
        fresh = cache.get(s["id"]) == key and all(os.path.exists(o) for o in s.get("outputs", []))
        if fresh and s["id"] not in args.force:
            print(f"skip  {s['id']}")
            continue
        print(f"run   {s['id']}")
        if args.dry_run:
            continue
        if not run_stage(s, defaults):
            sys.exit(f"stage {s['id']} failed")
        cache[s["id"]] = key
        cache_file.write_text(json.dumps(cache, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
