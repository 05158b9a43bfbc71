#!/usr/bin/env python3
"""Print a data URI for a small image, for inlining into HTML emails."""
import base64
import mimetypes
import os
import sys

MAX = 10 * 1024


def main(path):
    size = os.path.getsize(path)
    if size > MAX:
        print(f"warning: {size} bytes; data URIs over ~10 KB bloat emails and may be clipped", file=sys.stderr)
    mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    with open(path, "rb") as f:
        print(f"data:{mime};base64,{base64.b64encode(f.read()).decode()}")


if __name__ == "__main__":
    main(sys.argv[1])
