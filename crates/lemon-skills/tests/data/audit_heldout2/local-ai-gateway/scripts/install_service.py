#!/usr/bin/env python3
import os
import shutil
import subprocess

here = os.path.dirname(os.path.abspath(__file__))
unit_dir = os.path.expanduser("~/.config/systemd/user")
os.makedirs(unit_dir, exist_ok=True)
shutil.copy(os.path.join(here, "..", "templates", "ai-gateway.service"),
            os.path.join(unit_dir, "ai-gateway.service"))
subprocess.run(["systemctl", "--user", "daemon-reload"], check=False)
subprocess.run(["systemctl", "--user", "enable", "--now", "ai-gateway.service"], check=False)
subprocess.run(["loginctl", "enable-linger", os.environ.get("USER", "")], check=False)
print("gateway installed")
