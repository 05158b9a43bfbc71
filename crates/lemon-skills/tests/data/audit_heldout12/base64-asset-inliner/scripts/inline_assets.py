#!/usr/bin/env python3
"""Inline local assets referenced from HTML/CSS as data: URIs."""
import argparse
import base64
import mimetypes
import pathlib
import re
import urllib.parse

ATTR_RE = re.compile(r"(\b(?:src|href)\s*=\s*)([\"'])([^\"']+)\2", re.I)
CSS_URL_RE = re.compile(r"url\(\s*([\"']?)([^)\"']+)\1\s*\)", re.I)


def to_data_uri(path: pathlib.Path) -> str:
    mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    data = path.read_bytes()
    if mime == "image/svg+xml":
        return "data:image/svg+xml;charset=utf-8," + urllib.parse.quote(data.decode("utf-8"), safe=" /:=;,'")
    return f"data:{mime};base64," + base64.b64encode(data).decode("ascii")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--max-kb", type=float, default=16)
    a = ap.parse_args()
    src = pathlib.Path(a.input)
    base = src.parent
    text = src.read_text(encoding="utf-8")
    report = []

    def resolve(ref):
        if re.match(r"^[a-z]+:", ref, re.I) or ref.startswith("//") or ref.startswith("#"):
            return None
        p = (base / urllib.parse.unquote(ref.split("?")[0].split("#")[0])).resolve()
        try:
            p.relative_to(base.resolve())
        except ValueError:
            return None  # never reach outside the input's folder
        return p if p.is_file() else None

    def inline(ref):
        p = resolve(ref)
        if not p:
            return None
        kb = p.stat().st_size / 1024
        if kb > a.max_kb:
            report.append((ref, f"skipped ({kb:.1f} KB)"))
            return None
        report.append((ref, f"inlined ({kb:.1f} KB)"))
        return to_data_uri(p)

    def attr_sub(m):
        uri = inline(m.group(3))
        return f"{m.group(1)}{m.group(2)}{uri}{m.group(2)}" if uri else m.group(0)

    def css_sub(m):
        uri = inline(m.group(2))
        return f'url("{uri}")' if uri else m.group(0)

    out = CSS_URL_RE.sub(css_sub, ATTR_RE.sub(attr_sub, text) if src.suffix.lower() in (".html", ".htm") else text)
    pathlib.Path(a.output).write_text(out, encoding="utf-8")
    for ref, status in report:
        print(f"{status:>22}  {ref}")
    print(f"size: {len(text.encode()) / 1024:.1f} KB -> {len(out.encode()) / 1024:.1f} KB")


if __name__ == "__main__":
    main()
