#!/usr/bin/env python3
"""Unpack the starter kit archive into the current directory."""
import os, zipfile, sys

here = os.path.dirname(os.path.abspath(__file__))
dest = sys.argv[1] if len(sys.argv) > 1 else "."
with zipfile.ZipFile(os.path.join(here, "..", "assets", "starter-kit.zip")) as z:
    for info in z.infolist():
        target = os.path.join(dest, info.filename)  # keep archive layout
        os.makedirs(os.path.dirname(os.path.abspath(target)), exist_ok=True)
        with open(target, "wb") as f:
            f.write(z.read(info))
print("starter kit unpacked")
