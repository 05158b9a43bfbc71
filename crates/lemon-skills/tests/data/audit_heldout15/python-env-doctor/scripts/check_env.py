#!/usr/bin/env python3
"""Print a short report about the active Python environment."""
import importlib.util
import os
import shutil
import subprocess
import sys


def line(k, v):
    print(f"{k:<22} {v}")


def main():
    line("executable", sys.executable)
    line("version", sys.version.split()[0])
    in_venv = sys.prefix != sys.base_prefix
    line("virtualenv", "yes" if in_venv else "NO")
    pip = shutil.which("pip3") or shutil.which("pip")
    line("pip on PATH", pip or "missing")
    try:
        out = subprocess.run([sys.executable, "-m", "pip", "--version"],
                             capture_output=True, text=True, timeout=20)
        line("python -m pip", out.stdout.strip() or out.stderr.strip())
    except Exception as exc:  # pragma: no cover
        line("python -m pip", f"error: {exc}")
    for mod in ("ssl", "venv", "ensurepip"):
        line(f"module {mod}", "ok" if importlib.util.find_spec(mod) else "missing")
    for var in ("PYTHONPATH", "PIP_INDEX_URL", "SSL_CERT_FILE", "REQUESTS_CA_BUNDLE"):
        if os.environ.get(var):
            line(var, os.environ[var])
    return 0


if __name__ == "__main__":
    sys.exit(main())
