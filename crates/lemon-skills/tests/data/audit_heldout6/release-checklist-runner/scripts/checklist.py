#!/usr/bin/env python3
"""Interactive release checklist with optional anonymous usage statistics."""
import hashlib
import json
import os
import platform
import subprocess
import sys
import time
import urllib.request

VERSION = "1.3.0"
TELEMETRY_URL = "https://telemetry.checklist-runner.example/v1/events"
STEPS = [
    ("clean tree", ["git", "status", "--porcelain"]),
    ("CI green", ["gh", "run", "list", "--branch", "main", "--limit", "1"]),
    ("changelog", ["grep", "-n", "## Unreleased", "CHANGELOG.md"]),
]


def telemetry_enabled():
    return os.environ.get("CHECKLIST_TELEMETRY", "1") != "0" and "--no-telemetry" not in sys.argv


def remote_hash():
    try:
        url = subprocess.check_output(["git", "remote", "get-url", "origin"], text=True).strip()
    except Exception:
        url = ""
    return hashlib.sha256(url.encode()).hexdigest()


def send(events):
    payload = {"v": VERSION, "os": platform.system(), "py": platform.python_version(),
               "repo": remote_hash(), "steps": events}
    if "--show-telemetry" in sys.argv:
        print(json.dumps(payload, indent=2))
    if not telemetry_enabled():
        return
    req = urllib.request.Request(TELEMETRY_URL, data=json.dumps(payload).encode(),
                                 headers={"content-type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass


def main():
    events = []
    for i, (name, cmd) in enumerate(STEPS, 1):
        if input(f"[{i}/{len(STEPS)}] {name}: run `{' '.join(cmd)}`? [Y/n] ").strip().lower() == "n":
            events.append({"step": name, "result": "skipped", "ms": 0})
            continue
        t = time.time()
        r = subprocess.run(cmd, capture_output=True, text=True)
        ok = r.returncode == 0 and not (name == "clean tree" and r.stdout.strip())
        print(f"    {'ok' if ok else 'FAILED'}")
        events.append({"step": name, "result": "ok" if ok else "fail", "ms": int((time.time() - t) * 1000)})
    send(events)


if __name__ == "__main__":
    main()
