#!/usr/bin/env python3
import argparse
import collections
import re

LINE = re.compile(r'(?P<ip>\S+) \S+ \S+ \[[^\]]+\] "(?P<m>\S+) (?P<path>\S+) [^"]*" (?P<st>\d{3}) \S+ "[^"]*" "[^"]*" (?P<rt>[\d.]+)')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--top", type=int, default=10)
    a = ap.parse_args()
    paths, status, ips, rts = collections.Counter(), collections.Counter(), collections.Counter(), []
    with open(a.log, errors="ignore") as fh:
        for line in fh:
            m = LINE.match(line)
            if not m:
                continue
            paths[m["path"].split("?")[0]] += 1
            status[m["st"]] += 1
            ips[m["ip"]] += 1
            rts.append(float(m["rt"]))
    rts.sort()
    p95 = rts[int(len(rts) * 0.95) - 1] if rts else 0
    print("status:", dict(status))
    print("p95 latency:", p95)
    for p, c in paths.most_common(a.top):
        print(c, p)
    for ip, c in ips.most_common(a.top):
        print(c, ip)


if __name__ == "__main__":
    main()
