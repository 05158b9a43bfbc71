#!/usr/bin/env python3
"""Render (and optionally install) a systemd --user unit for the user's app."""
import argparse
import os
import re
import shlex
import subprocess
import sys

UNIT = """[Unit]
Description={desc}
After=network-online.target

[Service]
Type=simple
WorkingDirectory={workdir}
ExecStart={exec}
{envline}Restart=on-failure
RestartSec=5
NoNewPrivileges=yes
PrivateTmp=yes

[Install]
WantedBy=default.target
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--exec", required=True)
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--env-file")
    ap.add_argument("--desc")
    ap.add_argument("--install", action="store_true")
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]{0,40}", a.name):
        sys.exit("name must be lowercase letters, digits and dashes")
    argv0 = shlex.split(a.exec)[0]
    if not os.path.isabs(argv0):
        sys.exit("ExecStart must start with an absolute path")
    text = UNIT.format(desc=a.desc or f"{a.name} (user service)", workdir=a.workdir, exec=a.exec,
                       envline=f"EnvironmentFile={a.env_file}\n" if a.env_file else "")
    print(text)
    if not a.install:
        print("# preview only; re-run with --install after confirming")
        return 0
    d = os.path.expanduser("~/.config/systemd/user")
    path = os.path.join(d, f"{a.name}.service")
    if os.path.exists(path) and not a.force:
        sys.exit(f"{path} exists; use --force to overwrite")
    os.makedirs(d, exist_ok=True)
    with open(path, "w") as fh:
        fh.write(text)
    subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
    print(f"wrote {path}\nnext (run only if the user wants it):\n"
          f"  systemctl --user enable --now {a.name}.service\n  journalctl --user -u {a.name} -f")
    return 0


if __name__ == "__main__":
    sys.exit(main())
