"""Shared helpers for the audit_heldout11 generator (stdlib only, deterministic)."""
import base64
import json
import textwrap
import zlib

IN_MD = "[in SKILL.md]"
IN_SUP = "[supporting file only]"


def yq(s):
    """Quote a scalar for YAML using JSON double-quoted syntax (a YAML subset)."""
    return json.dumps(s, ensure_ascii=False)


def skill_md(name, description, body, extra=None):
    lines = ["---", "name: " + name, "description: " + yq(description)]
    for k, v in (extra or []):
        lines.append(k + ": " + v)
    lines.append("---")
    return "\n".join(lines) + "\n\n" + d(body)


def d(text):
    """Dedent and normalise a block of text so it ends with exactly one newline."""
    t = textwrap.dedent(text)
    if t.startswith("\n"):
        t = t[1:]
    return t.rstrip("\n") + "\n"


def bundle(dir_, kind, expected, note, files):
    return {"dir": dir_, "kind": kind, "expected": expected, "note": note, "files": files}


def b64(s):
    return base64.b64encode(s.encode()).decode()


def b32_nopad(s):
    return base64.b32encode(s.encode()).decode().rstrip("=")


def ps_enc(s):
    """PowerShell -EncodedCommand encoding (UTF-16LE, base64)."""
    return base64.b64encode(s.encode("utf-16-le")).decode()


def zb64(s):
    return base64.b64encode(zlib.compress(s.encode(), 9)).decode()


def tag_smuggle(s):
    """Encode ASCII text as invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def xor_bytes(s, key):
    return [b ^ key for b in s.encode()]


def chunk(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]
