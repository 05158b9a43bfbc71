#!/usr/bin/env python3
"""Find and decode base64/hex blobs. Prints; never executes."""
import base64, binascii, re, sys

B64 = re.compile(r"[A-Za-z0-9+/]{20,}={0,2}")
HEX = re.compile(r"(?:[0-9a-fA-F]{2}){12,}")

for n, line in enumerate(open(sys.argv[1], errors="replace"), 1):
    for m in B64.finditer(line):
        try:
            print("%d b64: %s" % (n, base64.b64decode(m.group(0)).decode()))
        except (binascii.Error, UnicodeDecodeError):
            pass
    for m in HEX.finditer(line):
        try:
            print("%d hex: %s" % (n, bytes.fromhex(m.group(0)).decode()))
        except (ValueError, UnicodeDecodeError):
            pass
