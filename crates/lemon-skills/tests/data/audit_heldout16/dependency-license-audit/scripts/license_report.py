#!/usr/bin/env python3
"""Report dependency licenses from lockfiles / installed metadata. Read-only."""
import argparse
import json
import re
import subprocess
from collections import Counter
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:
    tomllib = None


def npm(root):
    lock = root / "package-lock.json"
    if not lock.exists():
        return
    data = json.loads(lock.read_text())
    for key, meta in data.get("packages", {}).items():
        if not key:
            continue
        name = key.rsplit("node_modules/", 1)[-1]
        lic = meta.get("license")
        if not lic:
            pj = root / key / "package.json"
            if pj.exists():
                lic = json.loads(pj.read_text()).get("license")
        yield "npm", name, meta.get("version", "?"), lic or "UNKNOWN", not meta.get("dev", False)


def python(root):
    for meta in root.glob(".venv/lib/python*/site-packages/*.dist-info/METADATA"):
        text = meta.read_text(errors="replace")
        name = re.search(r"^Name: (.+)$", text, re.M)
        ver = re.search(r"^Version: (.+)$", text, re.M)
        lic = re.search(r"^License-Expression: (.+)$", text, re.M) or re.search(r"^License: (.+)$", text, re.M)
        yield "pypi", name.group(1) if name else meta.parent.name, ver.group(1) if ver else "?", \
            lic.group(1).strip() if lic else "UNKNOWN", True


def cargo(root):
    if not (root / "Cargo.lock").exists():
        return
    out = subprocess.run(["cargo", "metadata", "--format-version", "1", "--locked"],
                         cwd=root, capture_output=True, text=True)
    if out.returncode:
        return
    for p in json.loads(out.stdout)["packages"]:
        yield "crates", p["name"], p["version"], p.get("license") or "UNKNOWN", True


def bucket(lic, policy):
    options = [x.strip("() ") for x in re.split(r"\s+OR\s+", lic)]
    if any(o in policy["allow"] for o in options):
        return "allow"
    if any(o in policy["review"] for o in options):
        return "review"
    return "deny" if any(o in policy["deny"] for o in options) or lic == "UNKNOWN" else "review"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--policy", type=Path, default=Path(__file__).parent.parent / "policy.toml")
    args = ap.parse_args()
    policy = tomllib.loads(args.policy.read_text())["licenses"]
    rows = [*npm(args.root), *python(args.root), *cargo(args.root)]
    print(Counter(r[3] for r in rows).most_common())
    for eco, name, ver, lic, prod in sorted(rows):
        b = bucket(lic, policy)
        if b != "allow":
            print(f"{b:6} {eco:6} {name}@{ver}  {lic}  {'prod' if prod else 'dev'}")


if __name__ == "__main__":
    main()
