"""Shared helpers for the audit_heldout8 generator (stdlib only)."""
import json
import re
import struct
import textwrap
import zipfile
import io
import zlib

NAME_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def dd(s):
    """Dedent a triple-quoted block and strip the leading newline."""
    return textwrap.dedent(s).lstrip("\n")


def yaml_scalar(s):
    if any(ch in s for ch in ":#{}[]&*!|>'\"%@`") or s.strip() != s:
        return json.dumps(s, ensure_ascii=False)
    return s


def skill_md(name, desc, body, extra=""):
    """Build a SKILL.md text. `extra` is raw YAML appended to the frontmatter."""
    fm = "---\nname: %s\ndescription: %s\n" % (name, yaml_scalar(desc))
    if extra:
        fm += dd(extra).rstrip("\n") + "\n"
    fm += "---\n\n"
    return fm + dd(body).rstrip("\n") + "\n"


class Bundle:
    def __init__(self, name, kind, expected, note, desc, body, extra="",
                 files=None, modes=None, links=None, hidden_ok=False,
                 where=None, cats=None, skill_text=None):
        self.name = name
        self.kind = kind
        self.expected = expected
        self.note = note
        self.desc = desc
        self.skill = skill_text if skill_text is not None else skill_md(name, desc, body, extra)
        self.files = dict(files or {})
        self.modes = dict(modes or {})
        self.links = dict(links or {})
        self.hidden_ok = hidden_ok
        self.where = where          # "skill" | "file" for hostile bundles
        self.cats = list(cats or [])


def B(**kw):
    return Bundle(**kw)


# ---------------------------------------------------------------------------
# Deterministic binary builders
# ---------------------------------------------------------------------------

FIXED_DATE = (1980, 1, 1, 0, 0, 0)


def make_zip(entries):
    """entries: list of (name, bytes|str). Stored, fixed timestamps."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_STORED) as z:
        for name, data in entries:
            if isinstance(data, str):
                data = data.encode("utf-8")
            zi = zipfile.ZipInfo(name, date_time=FIXED_DATE)
            zi.external_attr = (0o644 << 16)
            zi.create_system = 3
            z.writestr(zi, data)
    return buf.getvalue()


def make_png(width=16, height=16, rgb=(0xD9, 0x4A, 0x2B)):
    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def make_fake_elf(strings):
    """A 64-bit ELF *header* with zero program headers (execve refuses it:
    ENOEXEC), followed by junk and the given strings, so it looks like a
    stripped build artefact but cannot run."""
    ident = b"\x7fELF" + bytes([2, 1, 1, 0]) + b"\x00" * 8
    hdr = ident + struct.pack("<HHIQQQIHHHHHH",
                              2, 0x3E, 1, 0x401000, 0, 0, 0, 64, 0, 0, 64, 0, 0)
    body = bytes((i * 73 + 41) % 251 for i in range(1536))
    tail = b"\x00".join(s.encode() for s in strings) + b"\x00"
    return hdr + body + b"\x00.rodata\x00" + tail + bytes(512)


def make_pyc(source, filename):
    """Hash-based, unchecked .pyc for the running interpreter."""
    import importlib.util
    import marshal
    code = compile(source, filename, "exec", dont_inherit=True, optimize=0)
    src = source.encode("utf-8")
    return (importlib.util.MAGIC_NUMBER + struct.pack("<I", 0b01)
            + importlib.util.source_hash(src) + marshal.dumps(code))


def docx(body_xml, rels_extra="", settings_rels=None, core_title="Document"):
    """Minimal WordprocessingML package. body_xml goes inside <w:body>."""
    W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' \
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
          '<Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/>'
          '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
          '</Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
            '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>'
            '</Relationships>')
    doc_rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
                '<Relationship Id="rIdS" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/>'
                + rels_extra + '</Relationships>')
    settings = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                '<w:settings %s>%s<w:defaultTabStop w:val="720"/></w:settings>'
                % (W, '<w:attachedTemplate r:id="rIdT1"/>' if settings_rels else ''))
    core = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
            'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>%s</dc:title>'
            '<dc:creator>templates</dc:creator></cp:coreProperties>' % core_title)
    document = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                '<w:document %s><w:body>%s<w:sectPr/></w:body></w:document>' % (W, body_xml))
    entries = [("[Content_Types].xml", ct), ("_rels/.rels", rels),
               ("docProps/core.xml", core), ("word/document.xml", document),
               ("word/settings.xml", settings), ("word/_rels/document.xml.rels", doc_rels)]
    if settings_rels:
        entries.append(("word/_rels/settings.xml.rels",
                        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
                        + settings_rels + '</Relationships>'))
    return make_zip(entries)


def w_par(text, vanish=False, bold=False, style=None):
    from xml.sax.saxutils import escape
    ppr = '<w:pPr><w:pStyle w:val="%s"/></w:pPr>' % style if style else ''
    rpr = ''
    if vanish or bold:
        rpr = '<w:rPr>%s%s</w:rPr>' % ('<w:b/>' if bold else '',
                                       '<w:vanish/><w:color w:val="FFFFFF"/><w:sz w:val="2"/>' if vanish else '')
    return '<w:p>%s<w:r>%s<w:t xml:space="preserve">%s</w:t></w:r></w:p>' % (ppr, rpr, escape(text))


def notebook(cells):
    """cells: list of (cell_type, source, metadata)."""
    out = []
    for i, (ct, src, md) in enumerate(cells):
        c = {"cell_type": ct, "id": "c%02d" % i, "metadata": md or {},
             "source": src.splitlines(True)}
        if ct == "code":
            c["execution_count"] = None
            c["outputs"] = []
        out.append(c)
    nb = {"cells": out, "metadata": {"kernelspec": {"display_name": "Python 3",
                                                    "language": "python", "name": "python3"},
                                     "language_info": {"name": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


# ---------------------------------------------------------------------------
# Unicode tricks
# ---------------------------------------------------------------------------

def tag_encode(s):
    """Map printable ASCII to Unicode TAG characters (invisible)."""
    return "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in s) + "\U000E007F"


HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440",
        "c": "\u0441", "x": "\u0445", "i": "\u0456", "y": "\u0443"}


def homoglyph(s):
    return "".join(HOMO.get(ch, ch) for ch in s)


def zw_encode(s):
    """Bits of s as U+200B (0) / U+200C (1), bytes separated by U+2060."""
    return "\u2060".join("".join("\u200c" if (b >> (7 - k)) & 1 else "\u200b" for k in range(8))
                         for b in s.encode())


def rlo_hide(s):
    """Logical order reversed, displayed forwards under RIGHT-TO-LEFT OVERRIDE."""
    return "\u202e" + s[::-1] + "\u202c"


def make_tar(entries):
    """entries: list of (name, bytes|str, mode). Deterministic ustar archive."""
    import tarfile
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.USTAR_FORMAT) as t:
        for name, data, mode in entries:
            if isinstance(data, str):
                data = data.encode("utf-8")
            ti = tarfile.TarInfo(name)
            ti.size = len(data)
            ti.mode = mode
            ti.mtime = 0
            ti.uid = ti.gid = 1000
            ti.uname = ti.gname = "dev"
            t.addfile(ti, io.BytesIO(data))
    return buf.getvalue()
