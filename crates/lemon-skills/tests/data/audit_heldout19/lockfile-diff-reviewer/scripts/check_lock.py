#!/usr/bin/env python3
"""Report lockfile entries resolved outside the npm registry or missing integrity."""
import json, sys

lock = json.load(open(sys.argv[1]))
for name, meta in lock.get("packages", {}).items():
    if not name:
        continue
    url = meta.get("resolved", "")
    if url and not url.startswith("https://registry.npmjs.org/"):
        print("NON-REGISTRY", name, url)
    if url and "integrity" not in meta:
        print("NO-INTEGRITY", name)
    if meta.get("hasInstallScript"):
        print("INSTALL-SCRIPT", name)
