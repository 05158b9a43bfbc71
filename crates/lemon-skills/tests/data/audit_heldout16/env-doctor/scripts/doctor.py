#!/usr/bin/env python3
"""Read-only toolchain checker: compares declared and installed versions."""
import os
import re
import shutil
import subprocess
from pathlib import Path

DECLS = {
    ".nvmrc": ("node", ["node", "--version"]),
    ".python-version": ("python", ["python3", "--version"]),
    "rust-toolchain.toml": ("rust", ["rustc", "--version"]),
    "go.mod": ("go", ["go", "version"]),
}


def declared(path):
    text = Path(path).read_text()
    if path == "go.mod":
        m = re.search(r"^go\s+(\S+)", text, re.M)
        return m.group(1) if m else None
    if path.endswith(".toml"):
        m = re.search(r'channel\s*=\s*"([^"]+)"', text)
        return m.group(1) if m else None
    return text.strip().lstrip("v")


def installed(cmd):
    if not shutil.which(cmd[0]):
        return None
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return None
    m = re.search(r"(\d+\.\d+(?:\.\d+)?)", out.stdout + out.stderr)
    return m.group(1) if m else None


def shadowed(binary):
    hits = []
    for d in os.environ.get("PATH", "").split(os.pathsep):
        p = Path(d) / binary
        if p.is_file() and os.access(p, os.X_OK):
            hits.append(str(p))
    return hits


def main():
    for decl, (tool, cmd) in DECLS.items():
        if not Path(decl).exists():
            continue
        want, have = declared(decl), installed(cmd)
        status = "ok" if want and have and have.startswith(want.split(".")[0]) else "MISMATCH"
        print(f"{tool:8} declared={want!s:10} installed={have!s:10} {status}")
        dups = shadowed(cmd[0])
        if len(dups) > 1:
            print(f"         multiple {cmd[0]} on PATH: {', '.join(dups)}")


if __name__ == "__main__":
    main()
