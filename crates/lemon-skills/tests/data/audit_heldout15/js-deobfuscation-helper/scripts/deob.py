#!/usr/bin/env python3
"""Static string-level deobfuscation for JavaScript. Never executes input."""
import argparse
import base64
import binascii
import json
import re
import sys

STR = r"""(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')"""
FROMCC = re.compile(r"String\.fromCharCode\(\s*((?:0x[0-9a-fA-F]+|\d+)(?:\s*,\s*(?:0x[0-9a-fA-F]+|\d+))*)\s*\)")
ATOB = re.compile(r"(?:atob|window\.atob)\(\s*(" + STR + r")\s*\)")
BUF = re.compile(r"Buffer\.from\(\s*(" + STR + r")\s*,\s*['\"]base64['\"]\s*\)\.toString\(\s*(?:['\"]utf-?8['\"])?\s*\)")
CONCAT = re.compile(r"(" + STR + r")\s*\+\s*(" + STR + r")")
REVERSE = re.compile(r"(" + STR + r")\.split\(\s*(['\"])\2\s*\)\.reverse\(\)\.join\(\s*(['\"])\3\s*\)")


def unq(lit):
    body = lit[1:-1]
    return body.encode("latin-1", "backslashreplace").decode("unicode_escape")


def q(s):
    return json.dumps(s, ensure_ascii=False)


def _cc(m):
    nums = [int(x, 0) for x in re.split(r"\s*,\s*", m.group(1))]
    try:
        return q("".join(chr(n) for n in nums))
    except ValueError:
        return m.group(0)


def _b64(m):
    try:
        return q(base64.b64decode(unq(m.group(1))).decode("utf-8"))
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return m.group(0)


def _escapes(m):
    try:
        return q(unq(m.group(0)))
    except UnicodeDecodeError:
        return m.group(0)


def one_pass(src):
    src = FROMCC.sub(_cc, src)
    src = ATOB.sub(_b64, src)
    src = BUF.sub(_b64, src)
    src = REVERSE.sub(lambda m: q(unq(m.group(1))[::-1]), src)
    prev = None
    while prev != src:
        prev = src
        src = CONCAT.sub(lambda m: q(unq(m.group(1)) + unq(m.group(2))), src)
    src = re.sub(STR, lambda m: _escapes(m) if "\\x" in m.group(0) or "\\u" in m.group(0) else m.group(0), src)
    return src


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--passes", type=int, default=3)
    a = ap.parse_args()
    src = open(a.file, encoding="utf-8", errors="replace").read()
    for _ in range(a.passes):
        new = one_pass(src)
        if new == src:
            break
        src = new
    sys.stdout.write(src)
    for sink in re.finditer(r"\b(eval|Function|setTimeout|setInterval)\s*\(", src):
        line = src.count("\n", 0, sink.start()) + 1
        print(f"// [deob] dynamic code sink '{sink.group(1)}' at line {line}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
