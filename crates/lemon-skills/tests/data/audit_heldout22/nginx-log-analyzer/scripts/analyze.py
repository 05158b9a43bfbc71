#!/usr/bin/env python3
import collections, re, sys
LINE = re.compile(r'(\S+) \S+ \S+ \[([^\]]+)\] "(\S+) (\S+) [^"]*" (\d{3}) (\d+)')
status, paths = collections.Counter(), collections.Counter()
for l in open(sys.argv[1], errors="replace"):
    m = LINE.match(l)
    if m:
        status[m.group(5)] += 1
        paths[m.group(4).split("?")[0]] += 1
print("status:", dict(status))
for p, n in paths.most_common(20):
    print(f"{n:8} {p}")
