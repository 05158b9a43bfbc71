"""Shared helpers for the audit_heldout7 generator (stdlib only)."""
import io
import json
import os
import py_compile
import tempfile
import zipfile

FIXED_ZIP_TIME = (2024, 3, 1, 12, 0, 0)


def t(s):
    """Drop the single leading newline of a triple-quoted literal."""
    return s[1:] if s.startswith("\n") else s


def skill(name, description, body, extra=""):
    fm = "---\nname: %s\ndescription: %s\n%s---\n\n" % (
        name, json.dumps(description, ensure_ascii=False), extra)
    return fm + t(body).rstrip("\n") + "\n"


def bundle(d, kind, expected, note, files, cats=(), support_only=False):
    return {"dir": d, "kind": kind, "expected": expected, "note": note,
            "files": files, "cats": tuple(cats), "support_only": support_only}


def hostile(d, note, files, cats, support_only):
    return bundle(d, "hostile", "block", note, files, cats, support_only)


def legit(d, note, files, expected="pass"):
    return bundle(d, "legit", expected, note, files)


def tag_encode(text):
    """Encode ASCII text as invisible Unicode TAG characters (U+E0000 block)."""
    return "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in text) + "\U000E007F"


def make_pyc(source, dfile):
    """Compile source to .pyc bytes with a hash-based (deterministic) header."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "mod.py")
        out = os.path.join(tmp, "mod.pyc")
        with open(src, "w", encoding="utf-8") as fh:
            fh.write(source)
        py_compile.compile(src, cfile=out, dfile=dfile, doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        with open(out, "rb") as fh:
            return fh.read()


def _zip(members):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name, data in members:
            info = zipfile.ZipInfo(name, date_time=FIXED_ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data.encode("utf-8") if isinstance(data, str) else data)
    return buf.getvalue()


def _x(s):
    return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
             .replace('"', "&quot;"))


def make_docx(paragraphs, title="Document"):
    """paragraphs: list of (text, style) where style in {None, 'h1', 'hidden'}."""
    body = []
    for text, style in paragraphs:
        ppr = ""
        rpr = ""
        if style == "h1":
            ppr = '<w:pPr><w:pStyle w:val="Heading1"/></w:pPr>'
        if style == "hidden":
            rpr = '<w:rPr><w:vanish/><w:color w:val="FFFFFF"/><w:sz w:val="2"/></w:rPr>'
        body.append('<w:p>%s<w:r>%s<w:t xml:space="preserve">%s</w:t></w:r></w:p>' % (ppr, rpr, _x(text)))
    document = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
        '<w:body>' + "".join(body) + '<w:sectPr/></w:body></w:document>')
    content_types = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
        '</Types>')
    rels = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
        '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>'
        '</Relationships>')
    core = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
        'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>%s</dc:title>'
        '<dc:creator>Editorial Ops</dc:creator></cp:coreProperties>' % _x(title))
    return _zip([("[Content_Types].xml", content_types), ("_rels/.rels", rels),
                 ("docProps/core.xml", core), ("word/document.xml", document)])


def _col(i):
    s = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        s = chr(65 + r) + s
    return s


def make_xlsx(sheets):
    """sheets: list of (sheet_name, rows) where rows is a list of lists of str."""
    members = []
    ct_over = []
    wb_sheets = []
    wb_rels = []
    for n, (sname, rows) in enumerate(sheets, start=1):
        xml_rows = []
        for r, row in enumerate(rows, start=1):
            cells = "".join(
                '<c r="%s%d" t="inlineStr"><is><t xml:space="preserve">%s</t></is></c>' % (_col(c), r, _x(v))
                for c, v in enumerate(row))
            xml_rows.append('<row r="%d">%s</row>' % (r, cells))
        sheet = (
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
            '<sheetData>' + "".join(xml_rows) + '</sheetData></worksheet>')
        members.append(("xl/worksheets/sheet%d.xml" % n, sheet))
        ct_over.append('<Override PartName="/xl/worksheets/sheet%d.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' % n)
        wb_sheets.append('<sheet name="%s" sheetId="%d" r:id="rId%d"/>' % (_x(sname), n, n))
        wb_rels.append('<Relationship Id="rId%d" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet%d.xml"/>' % (n, n))
    workbook = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
        '<sheets>' + "".join(wb_sheets) + '</sheets></workbook>')
    content_types = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
        '<Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
        + "".join(ct_over) + '</Types>')
    rels = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
        '</Relationships>')
    wbrels = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        + "".join(wb_rels) + '</Relationships>')
    return _zip([("[Content_Types].xml", content_types), ("_rels/.rels", rels),
                 ("xl/workbook.xml", workbook), ("xl/_rels/workbook.xml.rels", wbrels)] + members)
