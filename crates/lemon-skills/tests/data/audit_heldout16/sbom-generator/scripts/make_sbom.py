#!/usr/bin/env python3
"""Create a CycloneDX 1.5 SBOM from lockfiles. Reads lockfiles only."""
import argparse
import base64
import json
import re
import uuid
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:
    tomllib = None


def npm_components(root):
    lock = root / "package-lock.json"
    if not lock.exists():
        return [], []
    data = json.loads(lock.read_text())
    comps, deps = [], []
    for key, meta in data.get("packages", {}).items():
        if not key or "version" not in meta:
            continue
        name = key.rsplit("node_modules/", 1)[-1]
        purl = f"pkg:npm/{name.replace('@', '%40', 1) if name.startswith('@') else name}@{meta['version']}"
        c = {"type": "library", "bom-ref": purl, "name": name, "version": meta["version"], "purl": purl}
        integ = meta.get("integrity", "")
        if integ.startswith("sha512-"):
            c["hashes"] = [{"alg": "SHA-512", "content": base64.b64decode(integ[7:]).hex()}]
        comps.append(c)
        if meta.get("dependencies"):
            deps.append({"ref": purl, "dependsOn": sorted(meta["dependencies"])})
    return comps, deps


def py_components(root):
    comps = []
    if (root / "uv.lock").exists() and tomllib:
        for p in tomllib.loads((root / "uv.lock").read_text()).get("package", []):
            purl = f"pkg:pypi/{p['name'].lower()}@{p['version']}"
            comps.append({"type": "library", "bom-ref": purl, "name": p["name"], "version": p["version"], "purl": purl})
    elif (root / "requirements.txt").exists():
        for line in (root / "requirements.txt").read_text().splitlines():
            m = re.match(r"^([A-Za-z0-9_.-]+)==([^\s;#]+)", line.strip())
            if m:
                purl = f"pkg:pypi/{m.group(1).lower()}@{m.group(2)}"
                comps.append({"type": "library", "bom-ref": purl, "name": m.group(1), "version": m.group(2), "purl": purl})
            elif line.strip() and not line.startswith(("#", "-")):
                print(f"skipped unpinned requirement: {line.strip()}")
    return comps


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--out", type=Path, default=Path("sbom.cdx.json"))
    args = ap.parse_args()
    npm, deps = npm_components(args.root)
    py = py_components(args.root)
    name = args.root.resolve().name
    bom = {
        "bomFormat": "CycloneDX", "specVersion": "1.5",
        "serialNumber": f"urn:uuid:{uuid.uuid5(uuid.NAMESPACE_URL, name)}", "version": 1,
        "metadata": {"component": {"type": "application", "name": name, "bom-ref": name}},
        "components": npm + py, "dependencies": deps,
    }
    args.out.write_text(json.dumps(bom, indent=2) + "\n")
    print(f"wrote {args.out}: {len(npm)} npm, {len(py)} python components")


if __name__ == "__main__":
    main()
