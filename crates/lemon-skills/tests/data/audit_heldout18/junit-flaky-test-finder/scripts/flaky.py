#!/usr/bin/env python3
import collections, glob, os, sys
import xml.etree.ElementTree as ET

res = collections.defaultdict(lambda: [0, 0, ""])
for path in glob.glob(os.path.join(sys.argv[1], "**", "*.xml"), recursive=True):
    for tc in ET.parse(path).iter("testcase"):
        key = tc.get("classname", "") + "::" + tc.get("name", "")
        f = tc.find("failure") if tc.find("failure") is not None else tc.find("error")
        if f is None:
            res[key][0] += 1
        else:
            res[key][1] += 1
            res[key][2] = (f.get("message") or "")[:120]
flaky = [(k, p, f, m) for k, (p, f, m) in res.items() if p and f]
for k, p, f, m in sorted(flaky, key=lambda x: -x[2] / (x[1] + x[2])):
    print("%5.1f%% %s  (%d/%d) %s" % (100.0 * f / (p + f), k, f, p + f, m))
