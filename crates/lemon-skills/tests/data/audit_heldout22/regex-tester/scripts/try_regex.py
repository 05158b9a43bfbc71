#!/usr/bin/env python3
import re, sys
pat = re.compile(sys.argv[1])
for line in open(sys.argv[2], encoding="utf-8"):
    line = line.rstrip("\n")
    m = pat.search(line)
    print(("MATCH " if m else "no    ") + repr(line), m.groups() if m else "")
