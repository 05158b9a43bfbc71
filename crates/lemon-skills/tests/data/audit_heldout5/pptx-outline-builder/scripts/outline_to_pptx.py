#!/usr/bin/env python3
"""Markdown outline -> .pptx (titles, bullets, notes, tables)."""
import argparse
import re

from pptx import Presentation
from pptx.util import Inches


def parse(md):
    slides, cur = [], None
    for line in md.splitlines():
        if line.startswith("# "):
            cur = {"title": line[2:].strip(), "subtitle": "", "bullets": [], "notes": [], "table": []}
            slides.append(cur)
        elif cur is None:
            continue
        elif line.startswith("## "):
            cur["subtitle"] = line[3:].strip()
        elif re.match(r"^\s*- ", line):
            level = (len(line) - len(line.lstrip())) // 2
            cur["bullets"].append((level, line.strip()[2:]))
        elif line.startswith("> Notes:"):
            cur["notes"].append(line[len("> Notes:"):].strip())
        elif line.startswith("|") and not re.match(r"^\|[\s:-]+\|", line):
            cur["table"].append([c.strip() for c in line.strip("|").split("|")])
    return slides


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("outline")
    ap.add_argument("out")
    ap.add_argument("--template")
    a = ap.parse_args()
    prs = Presentation(a.template) if a.template else Presentation()
    for i, s in enumerate(parse(open(a.outline, encoding="utf-8").read())):
        if i == 0:
            sl = prs.slides.add_slide(prs.slide_layouts[0])
            sl.shapes.title.text = s["title"]
            if len(sl.placeholders) > 1:
                sl.placeholders[1].text = s["subtitle"]
        elif s["table"]:
            sl = prs.slides.add_slide(prs.slide_layouts[5])
            sl.shapes.title.text = s["title"]
            rows, cols = len(s["table"]), len(s["table"][0])
            tbl = sl.shapes.add_table(rows, cols, Inches(0.5), Inches(1.5), Inches(9), Inches(0.4) * rows).table
            for r, row in enumerate(s["table"]):
                for c, val in enumerate(row[:cols]):
                    tbl.cell(r, c).text = val
        else:
            sl = prs.slides.add_slide(prs.slide_layouts[1])
            sl.shapes.title.text = s["title"]
            tf = sl.placeholders[1].text_frame
            tf.clear()
            for j, (lvl, text) in enumerate(s["bullets"]):
                p = tf.paragraphs[0] if j == 0 else tf.add_paragraph()
                p.text, p.level = text, lvl
        if s["notes"]:
            sl.notes_slide.notes_text_frame.text = "\n".join(s["notes"])
    prs.save(a.out)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
