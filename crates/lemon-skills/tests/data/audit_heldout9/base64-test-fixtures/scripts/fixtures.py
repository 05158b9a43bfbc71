#!/usr/bin/env python3
import base64, pathlib, sys

cmd = sys.argv[1]
if cmd == "decode":
    pathlib.Path(sys.argv[3]).write_bytes(base64.b64decode(pathlib.Path(sys.argv[2]).read_text().strip()))
elif cmd == "encode":
    print(base64.b64encode(pathlib.Path(sys.argv[2]).read_bytes()).decode())
elif cmd == "check":
    for p in sorted(pathlib.Path(sys.argv[2]).glob("*.b64")):
        raw = base64.b64decode(p.read_text().strip())
        assert base64.b64encode(raw).decode() == p.read_text().strip(), p
        print("ok", p.name, len(raw), "bytes")
