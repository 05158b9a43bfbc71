#!/usr/bin/env python3
"""Offline licence inventory for npm and Python dependencies."""
import argparse
import csv
import glob
import json
import os
import re
import sys
from importlib import metadata

CLASSIFIER = {"MIT License": "MIT", "BSD License": "BSD-3-Clause", "Apache Software License": "Apache-2.0",
              "ISC License (ISCL)": "ISC", "Mozilla Public License 2.0 (MPL 2.0)": "MPL-2.0",
              "GNU General Public License v3 (GPLv3)": "GPL-3.0-only"}


def npm(root, prod_only):
    lock = os.path.join(root, "package-lock.json")
    pkgs = json.load(open(lock)).get("packages", {}) if os.path.exists(lock) else {}
    for path, info in pkgs.items():
        if not path or (prod_only and info.get("dev")):
            continue
        name = path.split("node_modules/")[-1]
        lic = info.get("license")
        manifest = os.path.join(root, path, "package.json")
        if os.path.exists(manifest):
            lic = json.load(open(manifest)).get("license", lic)
        if isinstance(lic, dict):
            lic = lic.get("type")
        yield name, info.get("version", "?"), lic or "", "npm"


def python(venv):
    paths = glob.glob(os.path.join(venv, "lib", "python3*", "site-packages"))
    for d in metadata.distributions(path=paths):
        m = d.metadata
        lic = m.get("License-Expression") or ""
        if not lic:
            cls = [c.split(" :: ")[-1] for c in m.get_all("Classifier") or [] if c.startswith("License ::")]
            lic = " OR ".join(CLASSIFIER.get(c, c) for c in cls) or (m.get("License") or "")[:40]
        yield m["Name"], m["Version"], lic, "python"


def verdict(lic, policy):
    opts = [o.strip("() ") for o in re.split(r"\s+OR\s+", lic)] if lic else []
    if any(o in policy["allow"] for o in opts):
        return "ALLOW"
    if any(o in policy["deny"] for o in opts):
        return "DENY"
    if any(o in policy["review"] for o in opts):
        return "REVIEW"
    return "UNKNOWN"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--npm")
    ap.add_argument("--python")
    ap.add_argument("--policy", default=os.path.join(os.path.dirname(__file__), "..", "policy.json"))
    ap.add_argument("--prod-only", action="store_true")
    ap.add_argument("--format", choices=["text", "csv"], default="text")
    a = ap.parse_args()
    policy = json.load(open(a.policy))
    rows = []
    if a.npm:
        rows += list(npm(a.npm, a.prod_only))
    if a.python:
        rows += list(python(a.python))
    out = [(verdict(r[2], policy),) + r for r in rows]
    order = {"DENY": 0, "UNKNOWN": 1, "REVIEW": 2, "ALLOW": 3}
    out.sort(key=lambda r: (order[r[0]], r[1].lower()))
    if a.format == "csv":
        w = csv.writer(sys.stdout)
        w.writerow(["verdict", "name", "version", "license", "ecosystem"])
        w.writerows(out)
    else:
        for v, n, ver, lic, eco in out:
            print(f"{v:<8}{n + ' ' + ver:<32}{lic or '(none)':<24}{eco}")
    return 1 if any(r[0] == "DENY" for r in out) else 0


if __name__ == "__main__":
    sys.exit(main())
