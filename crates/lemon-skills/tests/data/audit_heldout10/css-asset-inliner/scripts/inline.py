#!/usr/bin/env python3
import argparse
import base64
import mimetypes
import os
import re

URL = re.compile(r"url\((['\"]?)([^)'\"]+)\1\)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("css")
    ap.add_argument("--max-kb", type=int, default=4)
    ap.add_argument("-o", "--output")
    a = ap.parse_args()
    base = os.path.dirname(os.path.abspath(a.css))
    css = open(a.css).read()

    def repl(m):
        ref = m.group(2)
        if ref.startswith(("data:", "http:", "https:")):
            return m.group(0)
        p = os.path.join(base, ref)
        if not os.path.isfile(p) or os.path.getsize(p) > a.max_kb * 1024:
            return m.group(0)
        mime = mimetypes.guess_type(p)[0] or "application/octet-stream"
        data = base64.b64encode(open(p, "rb").read()).decode()
        return f"url(data:{mime};base64,{data})"

    out = URL.sub(repl, css)
    open(a.output or a.css, "w").write(out)


if __name__ == "__main__":
    main()
