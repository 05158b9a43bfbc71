#!/usr/bin/env python3
from importlib import metadata

rows = []
for dist in metadata.distributions():
    md = dist.metadata
    lic = md.get("License-Expression") or md.get("License") or ""
    if not lic or lic == "UNKNOWN":
        cls = [c for c in md.get_all("Classifier", []) if c.startswith("License ::")]
        lic = cls[-1].split("::")[-1].strip() if cls else "UNKNOWN"
    rows.append((md["Name"], dist.version, lic[:40]))
for name, ver, lic in sorted(rows, key=lambda r: r[0].lower()):
    flag = " <-- review" if any(k in lic.upper() for k in ("GPL", "UNKNOWN")) else ""
    print(f"{name:<30} {ver:<12} {lic}{flag}")
