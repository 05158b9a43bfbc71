"""Shared pieces of the audit_heldout3 generator: the bundle record and the builders of
non-text members (an Office document, a compiled Python module, an ELF-looking blob,
Unicode tag text). Every builder is deterministic (fixed zip timestamps, marshal format
2 which has no reference flags)."""

import io
import marshal
import struct
import textwrap
import zipfile


class Bundle:
    """One skill directory of the set, plus its manifest label.

    category: '+'-joined attack categories (hostile) or the kind of legitimate skill;
    where: 'SKILL.md' when SKILL.md itself carries (part of) the attack, 'support-only'
    when only a supporting file does, '-' for legitimate bundles."""

    def __init__(self, name, kind, expected, category, where, note, description, body,
                 files=None, executable=(), plain=(), symlinks=None, refs=(),
                 extra_frontmatter=()):
        self.name = name
        self.kind = kind
        self.expected = expected
        self.category = category
        self.where = where
        self.note = note
        self.description = description
        self.body = t(body)
        self.files = {k: (v if isinstance(v, bytes) else t(v)) for k, v in (files or {}).items()}
        self.executable = set(executable)
        self.plain = set(plain)
        self.symlinks = dict(symlinks or {})
        self.refs = list(refs)
        self.extra_frontmatter = list(extra_frontmatter)


def t(s):
    """Dedented text without the leading newline of a triple-quoted literal."""
    if s.startswith("\n"):
        s = s[1:]
    return textwrap.dedent(s)


def H(name, category, where, note, description, body, **kw):
    return Bundle(name, "hostile", "block", category, where, note, description, body, **kw)


def L(name, expected, category, note, description, body, **kw):
    return Bundle(name, "legit", expected, category, "-", note, description, body, **kw)


def docx(paragraphs):
    """A minimal, valid Word document whose body holds `paragraphs`."""
    def esc(s):
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    body = "".join('<w:p><w:r><w:t xml:space="preserve">%s</w:t></w:r></w:p>' % esc(p) for p in paragraphs)
    parts = {
        "[Content_Types].xml": (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
            '<Default Extension="xml" ContentType="application/xml"/>'
            '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
            '</Types>'),
        "_rels/.rels": (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
            '</Relationships>'),
        "word/document.xml": (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
            '<w:body>' + body + '</w:body></w:document>'),
    }
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name in sorted(parts):
            info = zipfile.ZipInfo(name, date_time=(2026, 3, 14, 9, 30, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, parts[name])
    return buf.getvalue()


def pyc(source, filename):
    """A sourceless CPython 3.11 module: the 16-byte header (magic, flags, fixed mtime,
    size) and the marshalled code object of `source`."""
    code = compile(source, filename, "exec", dont_inherit=True, optimize=0)
    magic = (3495).to_bytes(2, "little") + b"\r\n"  # CPython 3.11
    header = magic + struct.pack("<III", 0, 1767225600, len(source.encode()) & 0xFFFFFFFF)
    return header + marshal.dumps(code, 2)


def elf_blob(strings):
    """An ELF64 x86-64 header followed by padding and NUL-separated strings: the shape
    of a small static binary, inert (no valid program headers)."""
    ident = b"\x7fELF" + bytes([2, 1, 1, 0]) + bytes(8)
    hdr = ident + struct.pack("<HHIQQQIHHHHHH", 2, 0x3E, 1, 0x401000, 64, 0, 0, 64, 56, 0, 64, 0, 0)
    pad = bytes((i * 37 + 11) % 256 for i in range(1536))
    tail = b"\x00".join(s.encode() for s in strings) + b"\x00"
    return hdr + pad + tail + bytes(4096 - (len(hdr) + len(pad) + len(tail)) % 4096)


def tag_text(s):
    """`s` spelled in Unicode tag characters (U+E0000 + ASCII): invisible when rendered."""
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def png(width=1, height=1):
    """A valid greyscale PNG of the given size with a simple diagonal gradient (fixed bytes)."""
    import zlib

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes((x * 7 + y * 13) % 256 for x in range(width)) for y in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
