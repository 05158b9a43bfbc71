#!/usr/bin/env python3
import base64
import mimetypes
import pathlib
import sys

for p in map(pathlib.Path, sys.argv[1:]):
    data = p.read_bytes()
    if len(data) > 4096:
        print(f"{p}: {len(data)} bytes, too large to inline", file=sys.stderr)
        continue
    mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
    print(f"data:{mime};base64,{base64.b64encode(data).decode()}")
