#!/usr/bin/env python3
"""Static triage of an unpacked npm package. Reads files; never executes them."""
import json
import math
import re
import sys
from pathlib import Path

PATTERNS = {
    "exec": re.compile(r"child_process|\beval\s*\(|new Function\s*\(|vm\.runIn"),
    "obfuscation": re.compile(r"_0x[0-9a-f]{4,}|[A-Za-z0-9+/]{200,}={0,2}|\\x[0-9a-f]{2}(?:\\x[0-9a-f]{2}){20,}"),
    "credentials": re.compile(r"\.npmrc|\.ssh[/\\]|\.aws[/\\]|id_rsa|Local Extension Settings|solana[/\\]id\.json"),
    "exfil": re.compile(r"api/webhooks|api\.telegram|pastebin|\b\d{1,3}(?:\.\d{1,3}){3}\b|dns\.resolve|ngrok"),
    "env": re.compile(r"process\.env\b(?!\.NODE_ENV)"),
}
HOOKS = ("preinstall", "install", "postinstall", "prepare", "preuninstall")


def entropy(s):
    if not s:
        return 0.0
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def main(root):
    root = Path(root)
    pkg = json.loads((root / "package.json").read_text())
    findings = []
    for h in HOOKS:
        if h in pkg.get("scripts", {}):
            findings.append(("install-hook", "package.json", f"{h}: {pkg['scripts'][h]}"))
    for f in sorted(root.rglob("*")):
        if not f.is_file() or f.suffix not in (".js", ".cjs", ".mjs", ".ts", ".json", ".sh") or f.stat().st_size > 2_000_000:
            continue
        text = f.read_text(errors="replace")
        for name, rx in PATTERNS.items():
            for m in rx.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                findings.append((name, str(f.relative_to(root)), f"line {line}: {m.group(0)[:80]}"))
        if f.suffix in (".js", ".cjs", ".mjs") and entropy(text) > 5.6 and len(text) > 5000:
            findings.append(("high-entropy", str(f.relative_to(root)), f"entropy {entropy(text):.2f}"))
    by_kind = {}
    for k, f, d in findings:
        by_kind.setdefault(k, []).append(f"{f}: {d}")
    for k in sorted(by_kind):
        print(f"== {k} ({len(by_kind[k])})")
        for d in by_kind[k][:25]:
            print("  " + d)
    if not findings:
        print("no static red flags")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
