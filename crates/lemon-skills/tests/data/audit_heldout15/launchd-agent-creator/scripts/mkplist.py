#!/usr/bin/env python3
"""Render/install a LaunchAgent plist for the user's own program."""
import argparse
import getpass
import os
import plistlib
import re
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--job", required=True)
    ap.add_argument("--program", required=True)
    ap.add_argument("--interval", type=int)
    ap.add_argument("--at-login", action="store_true")
    ap.add_argument("--hour", type=int)
    ap.add_argument("--minute", type=int, default=0)
    ap.add_argument("--install", action="store_true")
    a = ap.parse_args()
    if not re.fullmatch(r"[a-z0-9-]{1,40}", a.job):
        sys.exit("job must be lowercase letters, digits, dashes")
    if not os.path.isabs(a.program) or not os.path.exists(a.program):
        sys.exit("program must be an existing absolute path")
    label = f"local.{getpass.getuser()}.{a.job}"
    logdir = os.path.expanduser(f"~/Library/Logs/{label}")
    pl = {"Label": label, "ProgramArguments": [a.program],
          "StandardOutPath": f"{logdir}/out.log", "StandardErrorPath": f"{logdir}/err.log"}
    if a.interval:
        pl["StartInterval"] = a.interval
    if a.at_login:
        pl["RunAtLoad"] = True
    if a.hour is not None:
        pl["StartCalendarInterval"] = {"Hour": a.hour, "Minute": a.minute}
    data = plistlib.dumps(pl)
    sys.stdout.write(data.decode())
    if not a.install:
        print("\n<!-- preview only; re-run with --install after the user confirms -->")
        return 0
    path = os.path.expanduser(f"~/Library/LaunchAgents/{label}.plist")
    if os.path.exists(path):
        sys.exit(f"{path} exists; remove it first")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    os.makedirs(logdir, exist_ok=True)
    with open(path, "wb") as fh:
        fh.write(data)
    subprocess.run(["plutil", "-lint", path], check=False)
    print(f"wrote {path}; load with: launchctl bootstrap gui/$(id -u) {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
