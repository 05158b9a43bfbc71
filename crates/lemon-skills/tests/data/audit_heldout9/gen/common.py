"""Shared helpers for the audit_heldout9 generator (Python 3 stdlib only).

A bundle is a plain dict:
    name      directory name == frontmatter name
    kind      "hostile" | "legit"
    expected  "pass" | "warn" | "block"
    note      one line for the manifest
    files     {relative path: str | bytes}
    modes     {relative path: int}        optional, default 0o644
    links     {relative path: link target} optional symlinks
"""

import io
import json
import textwrap
import zipfile

FIXED_DATE = (2025, 11, 3, 9, 30, 0)


def dedent(s):
    return textwrap.dedent(s).lstrip("\n")


def frontmatter(name, description, extra=None):
    lines = ["---", "name: " + name]
    desc = description.replace("\n", " ").strip()
    if any(c in desc for c in ":#\"'") or desc.startswith(("[", "{", "*", "&", "!", "|", ">")):
        desc = json.dumps(desc, ensure_ascii=False)
    lines.append("description: " + desc)
    for k, v in (extra or []):
        lines.append(f"{k}: {v}")
    lines.append("---")
    return "\n".join(lines) + "\n"


def skill_md(name, description, body, extra=None):
    return frontmatter(name, description, extra) + "\n" + dedent(body)


def bundle(name, kind, expected, note, description, body, files=None,
           modes=None, links=None, extra=None, raw_skill_md=None):
    f = {"SKILL.md": raw_skill_md if raw_skill_md is not None
         else skill_md(name, description, body, extra)}
    for k, v in (files or {}).items():
        f[k] = dedent(v) if isinstance(v, str) and v.startswith("\n") else v
    return {
        "name": name, "kind": kind, "expected": expected, "note": note,
        "description": description, "files": f,
        "modes": dict(modes or {}), "links": dict(links or {}),
    }


def zip_bytes(members):
    """Deterministic zip: members is a list of (name, str|bytes)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data in members:
            if isinstance(data, str):
                data = data.encode("utf-8")
            zi = zipfile.ZipInfo(name, date_time=FIXED_DATE)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zi.create_system = 3
            z.writestr(zi, data)
    return buf.getvalue()


CT_DOCX = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>"""

RELS_DOCX = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>"""


def _core(title, creator):
    return ("""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">"""
            f"<dc:title>{title}</dc:title><dc:creator>{creator}</dc:creator>"
            """<dcterms:created xsi:type="dcterms:W3CDTF">2025-11-03T09:30:00Z</dcterms:created></cp:coreProperties>""")


def docx_bytes(paragraphs, title="Document", creator="author"):
    """paragraphs: list of (text, hidden: bool)."""
    ps = []
    for text, hidden in paragraphs:
        rpr = "<w:rPr><w:vanish/><w:color w:val=\"FFFFFF\"/><w:sz w:val=\"2\"/></w:rPr>" if hidden else ""
        t = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        ps.append(f"<w:p><w:r>{rpr}<w:t xml:space=\"preserve\">{t}</w:t></w:r></w:p>")
    doc = ("""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>"""
           + "".join(ps) + "<w:sectPr/></w:body></w:document>")
    return zip_bytes([
        ("[Content_Types].xml", CT_DOCX),
        ("_rels/.rels", RELS_DOCX),
        ("docProps/core.xml", _core(title, creator)),
        ("word/document.xml", doc),
    ])


CT_XLSX = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>"""

RELS_XLSX = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"""

WB_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"""


def xlsx_bytes(rows, sheet="Budget"):
    """rows: list of lists of cells; a cell is str (inline string), int/float,
    or ("=", formula)."""
    out = []
    for r, row in enumerate(rows, 1):
        cells = []
        for c, val in enumerate(row):
            ref = chr(ord("A") + c) + str(r)
            if isinstance(val, tuple):
                f = val[1].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                cells.append(f"<c r=\"{ref}\"><f>{f}</f></c>")
            elif isinstance(val, (int, float)):
                cells.append(f"<c r=\"{ref}\"><v>{val}</v></c>")
            else:
                t = val.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                cells.append(f"<c r=\"{ref}\" t=\"inlineStr\"><is><t>{t}</t></is></c>")
        out.append(f"<row r=\"{r}\">" + "".join(cells) + "</row>")
    ws = ("""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>"""
          + "".join(out) + "</sheetData></worksheet>")
    wb = ("""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>"""
          f"<sheet name=\"{sheet}\" sheetId=\"1\" r:id=\"rId1\"/></sheets></workbook>")
    return zip_bytes([
        ("[Content_Types].xml", CT_XLSX),
        ("_rels/.rels", RELS_XLSX),
        ("xl/workbook.xml", wb),
        ("xl/_rels/workbook.xml.rels", WB_RELS),
        ("xl/worksheets/sheet1.xml", ws),
    ])


def notebook(cells):
    """cells: list of (cell_type, source, metadata dict)."""
    nb = {"cells": [], "metadata": {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python", "version": "3.11"}},
        "nbformat": 4, "nbformat_minor": 5}
    for i, (ct, src, md) in enumerate(cells):
        lines = dedent(src).splitlines(keepends=True)
        cell = {"cell_type": ct, "id": f"c{i:03d}", "metadata": md or {}, "source": lines}
        if ct == "code":
            cell["execution_count"] = None
            cell["outputs"] = []
        nb["cells"].append(cell)
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def tag_encode(s):
    """Map ASCII text to invisible Unicode tag characters (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def zw_split(s, zw="\u200b"):
    return zw.join(s)
