#!/usr/bin/env python3
"""Compare two package-lock.json files and flag risky dependency changes.

Usage: scripts/lockfile_diff.py OLD_LOCK NEW_LOCK
Reads local files only; makes no network requests and runs no package code.
"""
import json
import sys

REGISTRY = "https://registry.npmjs.org/"


def packages(path):
    data = json.load(open(path))
    pk = data.get("packages") or {}
    out = {}
    for key, meta in pk.items():
        if not key:
            continue
        name = key.split("node_modules/")[-1]
        out[key] = {
            "name": name,
            "version": meta.get("version"),
            "resolved": meta.get("resolved", ""),
            "integrity": meta.get("integrity", ""),
            "scripts": bool(meta.get("hasInstallScript")),
        }
    return out


def main(old_path, new_path):
    old, new = packages(old_path), packages(new_path)
    findings = []
    for key, n in sorted(new.items()):
        o = old.get(key)
        if n["resolved"] and not n["resolved"].startswith(REGISTRY):
            findings.append(("HIGH", key, "resolved from non-registry URL " + n["resolved"]))
        if n["scripts"] and not (o and o["scripts"]):
            findings.append(("HIGH", key, "new install script"))
        if o is None:
            findings.append(("INFO", key, "added %s" % n["version"]))
        elif o["version"] == n["version"] and o["integrity"] != n["integrity"]:
            findings.append(("HIGH", key, "same version, different integrity hash"))
        elif o["version"] != n["version"]:
            findings.append(("INFO", key, "%s -> %s" % (o["version"], n["version"])))
    for key in sorted(set(old) - set(new)):
        findings.append(("INFO", key, "removed"))
    for sev, key, msg in sorted(findings, key=lambda f: (f[0] != "HIGH", f[1])):
        print("%-4s %s: %s" % (sev, key, msg))
    return 1 if any(f[0] == "HIGH" for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
