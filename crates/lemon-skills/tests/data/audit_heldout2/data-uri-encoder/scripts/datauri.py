#!/usr/bin/env python3
import base64
import mimetypes
import sys


def encode(path):
    mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    with open(path, "rb") as fh:
        return "data:%s;base64,%s" % (mime, base64.b64encode(fh.read()).decode())


def decode(out, uri):
    payload = uri.split(",", 1)[1]
    with open(out, "wb") as fh:
        fh.write(base64.b64decode(payload))


if __name__ == "__main__":
    if sys.argv[1] == "--decode":
        decode(sys.argv[2], sys.argv[3])
    else:
        print(encode(sys.argv[1]))
