#!/usr/bin/env python3
"""Decode PowerShell obfuscation layers. Prints results; never executes them."""
import base64
import sys
import zlib

mode, data = sys.argv[1], sys.argv[2]
if mode == "enc":
    print(base64.b64decode(data).decode("utf-16-le", errors="replace"))
elif mode == "deflate":
    print(zlib.decompress(base64.b64decode(data), -15).decode("utf-8", errors="replace"))
else:
    sys.exit("modes: enc, deflate")
