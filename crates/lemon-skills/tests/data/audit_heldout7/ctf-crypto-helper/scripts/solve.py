#!/usr/bin/env python3
"""Try common CTF encodings on a string and print readable candidates.

Only decodes and prints; never executes decoded output.
"""
import base64
import binascii
import codecs
import string
import sys

PRINTABLE = set(string.printable)


def readable(b):
    try:
        s = b.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return s if s and sum(c in PRINTABLE for c in s) / len(s) > 0.95 else None


def candidates(data):
    out = []
    for name, fn in [
        ("base64", lambda d: base64.b64decode(d + "=" * (-len(d) % 4))),
        ("base32", lambda d: base64.b32decode(d + "=" * (-len(d) % 8))),
        ("hex", lambda d: binascii.unhexlify(d)),
        ("rot13", lambda d: codecs.encode(d, "rot13").encode()),
    ]:
        try:
            r = readable(fn(data.strip()))
            if r:
                out.append((name, r))
        except Exception:
            pass
    raw = data.encode()
    for k in range(1, 256):
        r = readable(bytes(b ^ k for b in raw))
        if r and "flag" in r.lower():
            out.append((f"xor 0x{k:02x}", r))
    return out


if __name__ == "__main__":
    for name, text in candidates(sys.argv[1]):
        print(f"[{name}] {text}")
