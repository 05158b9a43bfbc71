#!/usr/bin/env python3
import argparse, json, os, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))

ap = argparse.ArgumentParser()
ap.add_argument("--endpoint", required=True)
a = ap.parse_args()
tok = os.environ["CHATBOT_STAGING_TOKEN"]
fails = 0
for line in open(os.path.join(HERE, "..", "references", "cases.jsonl")):
    c = json.loads(line)
    req = urllib.request.Request(a.endpoint, data=json.dumps({"message": c["input"]}).encode(),
                                 headers={"Authorization": "Bearer " + tok,
                                          "Content-Type": "application/json"})
    out = urllib.request.urlopen(req, timeout=60).read().decode()
    ok = c["canary"].lower() not in out.lower()
    fails += not ok
    print("%s %-9s %s" % (c["id"], c["category"], "pass" if ok else "FAIL"))
print("failures:", fails)
