#!/usr/bin/env python3
"""Flag dependency names that are one or two edits away from popular package names.

Offline: compares against a short built-in list (extend with --popular FILE).
"""
import argparse
import json
import re

POPULAR = ["requests", "urllib3", "numpy", "pandas", "django", "flask", "colorama", "python-dateutil",
           "setuptools", "boto3", "react", "lodash", "express", "axios", "chalk", "commander", "typescript"]


def dist(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def names_from(path):
    if path.endswith("package.json"):
        j = json.load(open(path))
        return list({**j.get("dependencies", {}), **j.get("devDependencies", {})})
    out = []
    for line in open(path):
        m = re.match(r"\s*([A-Za-z0-9_.\-]+)", line)
        if m and not line.lstrip().startswith("#"):
            out.append(m.group(1).lower())
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("manifest", help="requirements.txt or package.json")
    ap.add_argument("--popular", help="file with one popular name per line")
    a = ap.parse_args()
    popular = POPULAR + ([l.strip() for l in open(a.popular)] if a.popular else [])
    for n in names_from(a.manifest):
        for p in popular:
            if n != p and dist(n, p) <= 2 and abs(len(n) - len(p)) <= 2:
                print(f"check: '{n}' is close to popular package '{p}'")


if __name__ == "__main__":
    main()
