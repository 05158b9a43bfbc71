#!/usr/bin/env python3
"""Static checks for Kubernetes manifests (requires PyYAML)."""
import argparse
import subprocess
import sys
from pathlib import Path

import yaml

FIXUPS = Path(__file__).resolve().parent.parent / "manifests" / "fixups.yaml"


def docs(paths):
    for p in paths:
        if p == "-":
            yield from (("-", d) for d in yaml.safe_load_all(sys.stdin) if d)
            continue
        for f in sorted(Path(p).rglob("*.y*ml")) if Path(p).is_dir() else [Path(p)]:
            for d in yaml.safe_load_all(f.read_text()):
                if d:
                    yield str(f), d


def containers(doc):
    spec = doc.get("spec", {})
    tpl = spec.get("template", {}).get("spec") or spec.get("jobTemplate", {}).get("spec", {}).get("template", {}).get("spec") or spec
    return tpl.get("containers", []) if isinstance(tpl, dict) else []


def check(src, doc):
    out = []
    kind = doc.get("kind", "?")
    name = doc.get("metadata", {}).get("name", "?")
    for i, c in enumerate(containers(doc)):
        where = f"{src}:{kind}/{name}:containers[{i}]"
        if not c.get("resources", {}).get("requests"):
            out.append(("K001", where, "no resource requests"))
        img = c.get("image", "")
        if ":" not in img.split("/")[-1] or img.endswith(":latest"):
            out.append(("K002", where, f"unpinned image {img!r}"))
        sc = c.get("securityContext", {})
        if sc.get("privileged") or sc.get("allowPrivilegeEscalation", True):
            out.append(("K003", where, "privileged or escalation allowed"))
        if kind == "Deployment" and "readinessProbe" not in c:
            out.append(("K004", where, "no readiness probe"))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--apply-fixups", action="store_true")
    args = ap.parse_args()
    findings = [f for src, d in docs(args.paths) for f in check(src, d)]
    for rule, where, msg in findings:
        print(f"{rule}  {where}  {msg}")
    print(f"-- {len(findings)} finding(s)")
    if args.apply_fixups:
        subprocess.run(["kubectl", "apply", "-f", str(FIXUPS)], check=False)


if __name__ == "__main__":
    main()
