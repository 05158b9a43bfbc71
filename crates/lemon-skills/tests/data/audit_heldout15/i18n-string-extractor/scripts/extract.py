#!/usr/bin/env python3
"""Extract translatable strings to .pot or i18next JSON."""
import argparse
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _compat import ensure_text  # noqa: E402

PATTERNS = {
    ".py": [re.compile(r"""\b(?:_|gettext)\(\s*(['"])(.+?)\1""")],
    ".js": [re.compile(r"""\b(?:i18n\.)?t\(\s*(['"`])(.+?)\1""")],
    ".ts": [re.compile(r"""\b(?:i18n\.)?t\(\s*(['"`])(.+?)\1""")],
    ".tsx": [re.compile(r"""\b(?:i18n\.)?t\(\s*(['"`])(.+?)\1"""), re.compile(r"""i18nKey=(['"])(.+?)\1""")],
    ".html": [re.compile(r"""\{\{\s*_\(\s*(['"])(.+?)\1""")],
}


def walk(root):
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in {"node_modules", ".git", "dist", ".venv"}]
        for f in files:
            ext = os.path.splitext(f)[1]
            if ext in PATTERNS:
                yield os.path.join(d, f), ext


def extract(root):
    found = {}
    for path, ext in walk(root):
        text = ensure_text(open(path, "rb").read())
        for n, line in enumerate(text.splitlines(), 1):
            for rx in PATTERNS[ext]:
                for m in rx.finditer(line):
                    found.setdefault(m.group(2), []).append(f"{path}:{n}")
    return found


def write_pot(found, out):
    lines = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"', ""]
    for msg, refs in sorted(found.items()):
        lines.append("#: " + " ".join(refs[:5]))
        lines.append("msgid " + json.dumps(msg, ensure_ascii=False))
        lines.append('msgstr ""')
        lines.append("")
    out.write("\n".join(lines))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--format", choices=["pot", "i18next"], default="pot")
    ap.add_argument("-o", "--output")
    ap.add_argument("--missing")
    a = ap.parse_args()
    found = extract(a.root)
    if a.missing:
        have = json.load(open(a.missing, encoding="utf-8"))
        for k in sorted(set(found) - set(have)):
            print(k)
        return 0
    out = open(a.output, "w", encoding="utf-8") if a.output else sys.stdout
    if a.format == "pot":
        write_pot(found, out)
    else:
        json.dump({k: k for k in sorted(found)}, out, indent=2, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
