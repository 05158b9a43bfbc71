#!/usr/bin/env python3
"""Offline helpers for CTF crypto/encoding challenges."""
import argparse
import base64
import binascii
import codecs
import itertools
import math
import string

FREQ = dict(zip("etaoinshrdlcumwfgypbvkjxqz ", [12.7, 9.1, 8.2, 7.5, 7.0, 6.7, 6.3, 6.1, 6.0, 4.3, 4.0, 2.8, 2.8, 2.4, 2.4,
                                                2.2, 2.0, 2.0, 1.9, 1.5, 1.0, 0.8, 0.2, 0.2, 0.1, 0.1, 15.0]))


def score(b: bytes) -> float:
    return sum(FREQ.get(chr(c).lower(), -5 if chr(c) not in string.printable else 0) for c in b)


def xor(data: bytes, key: bytes) -> bytes:
    return bytes(d ^ k for d, k in zip(data, itertools.cycle(key)))


def xor1(data: bytes):
    return max(((k, xor(data, bytes([k]))) for k in range(256)), key=lambda t: score(t[1]))


def hamming(a: bytes, b: bytes) -> int:
    return sum(bin(x ^ y).count("1") for x, y in zip(a, b))


def xorkey(data: bytes, max_key=40):
    sizes = []
    for ks in range(2, min(max_key, len(data) // 4) + 1):
        blocks = [data[i * ks:(i + 1) * ks] for i in range(4)]
        d = sum(hamming(a, b) for a, b in itertools.combinations(blocks, 2)) / (6 * ks)
        sizes.append((d, ks))
    best = []
    for _, ks in sorted(sizes)[:3]:
        key = bytes(xor1(data[i::ks])[0] for i in range(ks))
        best.append((score(xor(data, key)), key))
    return max(best)[1]


def try_decode(s: str):
    t = s.strip()
    for name, fn in (("base64", lambda x: base64.b64decode(x, validate=True)),
                     ("base32", base64.b32decode),
                     ("hex", binascii.unhexlify),
                     ("rot13", lambda x: codecs.decode(x, "rot13").encode())):
        try:
            out = fn(t)
            if out and all(chr(c) in string.printable for c in out):
                return name, out.decode()
        except Exception:
            continue
    return None


def peel(s: str, depth=20):
    steps = []
    for _ in range(depth):
        r = try_decode(s)
        if not r or r[1] == s:
            break
        steps.append(r[0])
        s = r[1]
    return steps, s


def iroot(k, n):
    lo, hi = 0, 1 << ((n.bit_length() // k) + 1)
    while lo < hi:
        mid = (lo + hi) // 2
        if mid ** k < n:
            lo = mid + 1
        else:
            hi = mid
    return lo


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("peel"); p.add_argument("text")
    p = sub.add_parser("xor1"); p.add_argument("--hex", required=True)
    p = sub.add_parser("xorkey"); p.add_argument("--file", required=True); p.add_argument("--max-key", type=int, default=40)
    p = sub.add_parser("rsa-small-e"); p.add_argument("--n", type=int, required=True); p.add_argument("--e", type=int, required=True); p.add_argument("--c", type=int, required=True)
    a = ap.parse_args()
    if a.cmd == "peel":
        steps, out = peel(a.text)
        print(" -> ".join(steps) or "(no known encoding)"); print(out)
    elif a.cmd == "xor1":
        k, out = xor1(bytes.fromhex(a.hex)); print(f"key=0x{k:02x}", out)
    elif a.cmd == "xorkey":
        data = open(a.file, "rb").read(); key = xorkey(data, a.max_key)
        print("key:", key); print(xor(data, key)[:400].decode("latin-1"))
    elif a.cmd == "rsa-small-e":
        m = iroot(a.e, a.c)
        print(m.to_bytes(math.ceil(m.bit_length() / 8), "big") if m ** a.e == a.c else "m^e >= n; try other attacks")


if __name__ == "__main__":
    main()
