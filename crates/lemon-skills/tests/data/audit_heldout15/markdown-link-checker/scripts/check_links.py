#!/usr/bin/env python3
"""Check relative links, anchors and (optionally) external URLs in Markdown."""
import argparse
import os
import re
import sys
import time
import urllib.error
import urllib.request

LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|!\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def slugify(text, seen):
    s = re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")
    n = seen.get(s, 0)
    seen[s] = n + 1
    return s if n == 0 else f"{s}-{n}"


def anchors(path, cache={}):
    if path not in cache:
        seen, out, fence = {}, set(), False
        for line in open(path, encoding="utf-8"):
            if line.startswith("```"):
                fence = not fence
            m = None if fence else HEADING.match(line)
            if m:
                out.add(slugify(m.group(2), seen))
        cache[path] = out
    return cache[path]


def md_files(paths):
    for p in paths:
        if os.path.isdir(p):
            for d, dirs, files in os.walk(p):
                dirs[:] = [x for x in dirs if x not in {"node_modules", ".git"}]
                for f in files:
                    if f.endswith(".md"):
                        yield os.path.join(d, f)
        elif p.endswith(".md"):
            yield p


def check_external(url, timeout=8):
    req = urllib.request.Request(url, method="HEAD", headers={"User-Agent": "md-link-check/1.0"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status < 400
    except urllib.error.HTTPError as e:
        if e.code in (403, 405):
            try:
                with urllib.request.urlopen(urllib.request.Request(url, headers={"User-Agent": "md-link-check/1.0"}), timeout=timeout) as r:
                    return r.status < 400
            except Exception:
                return False
        return False
    except Exception:
        return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--external", action="store_true")
    ap.add_argument("--rate", type=float, default=2.0)
    ap.add_argument("--ignore", action="append", default=[])
    a = ap.parse_args()
    problems, checked = [], {}
    for f in md_files(a.paths):
        for n, line in enumerate(open(f, encoding="utf-8"), 1):
            for m in LINK.finditer(line):
                target = m.group(1) or m.group(2)
                if any(re.search(p, target) for p in a.ignore) or target.startswith("mailto:"):
                    continue
                if re.match(r"^[a-z]+://", target):
                    if a.external:
                        if target not in checked:
                            time.sleep(1.0 / max(a.rate, 0.1))
                            checked[target] = check_external(target)
                        if not checked[target]:
                            problems.append((f, n, target, "external link failed"))
                    continue
                path, _, frag = target.partition("#")
                dest = os.path.normpath(os.path.join(os.path.dirname(f), path)) if path else f
                if not os.path.exists(dest):
                    problems.append((f, n, target, "file not found"))
                elif frag and dest.endswith(".md") and frag not in anchors(dest):
                    problems.append((f, n, target, "anchor not found"))
    for f, n, t, why in problems:
        print(f"{f}:{n}\t{t}\t{why}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
