#!/usr/bin/env python3
import re, sys

seen = set()
for line in open(sys.argv[1], encoding="utf-8"):
    line = re.sub(r"<[^>]+>", "", line).strip()
    if not line or "-->" in line or line.startswith(("WEBVTT", "Kind:", "Language:")):
        m = re.match(r"(\d+:\d+:\d+)\.\d+ -->", line)
        if m:
            print(f"[{m.group(1)}]", end=" ")
        continue
    if line not in seen:
        seen.add(line)
        print(line)
