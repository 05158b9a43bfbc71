#!/usr/bin/env python3
"""Fill {{placeholders}} in a .docx, preserving paragraph styles."""
import argparse
import copy
import json
import re

from docx import Document

PH = re.compile(r"\{\{(\w+)\}\}")


def fill_paragraph(p, values):
    full = "".join(r.text for r in p.runs)
    if not PH.search(full):
        return []
    parts = PH.sub(lambda m: values.get(m.group(1), m.group(0)), full).split("\n\n")
    for r in p.runs[1:]:
        r._element.getparent().remove(r._element)
    if p.runs:
        p.runs[0].text = parts[0]
    extra = []
    anchor = p._element
    for part in parts[1:]:
        new = copy.deepcopy(p._element)
        anchor.addnext(new)
        anchor = new
        extra.append((new, part))
    return extra


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("template")
    ap.add_argument("values")
    ap.add_argument("-o", "--output", required=True)
    a = ap.parse_args()
    values = json.load(open(a.values, encoding="utf-8"))
    doc = Document(a.template)
    for p in list(doc.paragraphs):
        for el, text in fill_paragraph(p, values):
            from docx.text.paragraph import Paragraph
            q = Paragraph(el, p._parent)
            for r in q.runs[1:]:
                r._element.getparent().remove(r._element)
            if q.runs:
                q.runs[0].text = text
    doc.save(a.output)
    print("wrote", a.output)


if __name__ == "__main__":
    main()
