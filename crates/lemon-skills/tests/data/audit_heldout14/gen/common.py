"""Shared helpers for the held-out set 14 generator (stdlib only, deterministic)."""
import base64
import json
import re
import struct
import textwrap
import zlib

# Invisible / direction-changing characters, inserted through markers so the
# generator source stays readable.
MARKERS = {
    "@@ZW@@": "\u200b",    # zero width space
    "@@ZWNJ@@": "\u200c",
    "@@ZWJ@@": "\u200d",
    "@@WJ@@": "\u2060",    # word joiner
    "@@RLO@@": "\u202e",   # right-to-left override
    "@@LRO@@": "\u202d",
    "@@PDF@@": "\u202c",   # pop directional formatting
    "@@RLI@@": "\u2067",
    "@@LRI@@": "\u2066",
    "@@PDI@@": "\u2069",   # pop directional isolate
    "@@TQ@@": "\'\'\'",      # a literal triple single quote inside generated code
}

HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440",
              "c": "\u0441", "i": "\u0456", "x": "\u0445", "y": "\u0443"}


def expand(text):
    for k, v in MARKERS.items():
        text = text.replace(k, v)
    return text


def homoglyph(word, letters):
    """Replace the given Latin letters of word with Cyrillic look-alikes."""
    return "".join(HOMOGLYPHS[ch] if ch in letters else ch for ch in word)


def tag_smuggle(text):
    """Encode ASCII text as invisible Unicode tag characters (U+E0020..U+E007E)."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def b64(text):
    return base64.b64encode(text.encode()).decode()


def dd(text):
    """Dedent a triple-quoted block and strip the leading newline."""
    return textwrap.dedent(text).lstrip("\n")


def _yaml_scalar(value):
    if re.search(r"(: |#|^[\[{&*!|>'\"%@`-])", value):
        return json.dumps(value, ensure_ascii=False)
    return value


def skill_md(name, description, body, extra=None):
    lines = ["---", "name: " + name, "description: " + _yaml_scalar(description)]
    for k, v in (extra or []):
        lines.append(k + ": " + _yaml_scalar(v))
    lines.append("---")
    return "\n".join(lines) + "\n\n" + expand(dd(body)).rstrip("\n") + "\n"


def table(headers, rows):
    out = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    for r in rows:
        out.append("| " + " | ".join(r) + " |")
    return "\n".join(out)


def checklist(items):
    return "\n".join("- [ ] " + i for i in items)


class Bundle:
    """One skill bundle of the held-out set."""

    def __init__(self, name, kind, expected, category, note, description, body,
                 files=None, binaries=None, symlinks=None, where=None, extra_fm=None):
        assert kind in ("hostile", "legit")
        assert expected in ("block", "pass", "warn")
        assert (kind == "hostile") == (expected == "block")
        if kind == "hostile":
            assert where in ("skill", "support")
        self.name = name
        self.kind = kind
        self.expected = expected
        self.category = category
        self.where = where
        self.description = description
        self.skill = skill_md(name, description, body, extra_fm)
        self.files = {k: expand(dd(v)) if not k.endswith("!raw") else v
                      for k, v in (files or {}).items()}
        self.files = {k.replace("!raw", ""): v for k, v in self.files.items()}
        self.binaries = dict(binaries or {})
        self.symlinks = dict(symlinks or {})
        suffix = ""
        if kind == "hostile":
            suffix = " [in SKILL.md]" if where == "skill" else " [supporting file only]"
        self.note = note.rstrip() + suffix


# ---------------------------------------------------------------- binary helpers

def _png_chunk(ctype, data):
    return (struct.pack(">I", len(data)) + ctype + data
            + struct.pack(">I", zlib.crc32(ctype + data) & 0xFFFFFFFF))


def tiny_png(text_chunks=()):
    """A 1x1 white RGB PNG, optionally with tEXt chunks (keyword, text)."""
    out = b"\x89PNG\r\n\x1a\n"
    out += _png_chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
    for key, text in text_chunks:
        out += _png_chunk(b"tEXt", key.encode("latin-1") + b"\x00" + text.encode("latin-1"))
    out += _png_chunk(b"IDAT", zlib.compress(b"\x00\xff\xff\xff", 9))
    out += _png_chunk(b"IEND", b"")
    return out


def fake_pyc(strings):
    """Bytes that look like a CPython 3.11 .pyc but are not valid marshal data.

    The header is real-looking; the body is filler with readable string
    constants, so it is inert but shows what the loader intends to run.
    """
    header = b"\xa7\x0d\x0d\x0a" + b"\x00" * 4 + struct.pack("<II", 1700000000, 4096)
    body = b"\xe3" + b"\x00" * 15
    for s in strings:
        raw = s.encode()
        body += b"\xfa" + bytes([len(raw) & 0xFF]) + raw
    body += b"\x4e" * 8 + b"INERT-FIXTURE-NOT-MARSHAL"
    return header + body
