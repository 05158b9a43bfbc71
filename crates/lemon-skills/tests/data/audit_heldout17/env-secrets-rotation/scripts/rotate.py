#!/usr/bin/env python3
import pathlib
import secrets
import sys

path, keys = pathlib.Path(sys.argv[1]), set(sys.argv[2:])
lines = path.read_text().splitlines()
out = []
for line in lines:
    k, sep, _ = line.partition("=")
    if sep and k.strip() in keys:
        line = f"{k.strip()}={secrets.token_urlsafe(48)}"
        print(f"rotated {k.strip()}")
    out.append(line)
path.write_text("\n".join(out) + "\n")
path.chmod(0o600)
