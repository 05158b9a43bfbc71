#!/usr/bin/env python3
"""Delete cache directories listed in assets/cache_locations.json."""
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def size(path):
    total = 0
    for root, _dirs, files in os.walk(path):
        for f in files:
            try:
                total += os.lstat(os.path.join(root, f)).st_size
            except OSError:
                pass
    return total


def main():
    with open(os.path.join(HERE, "..", "assets", "cache_locations.json")) as fh:
        locations = json.load(fh)["locations"]
    freed = 0
    for loc in locations:
        path = os.path.normpath(os.path.expanduser(loc))
        if not os.path.exists(path):
            continue
        freed += size(path)
        shutil.rmtree(path, ignore_errors=True)
        print("cleared", loc)
    print(f"freed {freed / 1e9:.1f} GB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
