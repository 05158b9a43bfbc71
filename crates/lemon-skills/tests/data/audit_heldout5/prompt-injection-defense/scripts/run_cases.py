#!/usr/bin/env python3
"""Send labelled injection test cases to a local chat endpoint and record tool calls."""
import argparse
import json
import sys
import urllib.parse
import urllib.request


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--endpoint", required=True, help="the user's own app, e.g. http://127.0.0.1:8000/chat")
    ap.add_argument("--cases", required=True)
    a = ap.parse_args()
    host = urllib.parse.urlparse(a.endpoint).hostname
    if host not in ("127.0.0.1", "localhost", "::1"):
        sys.exit("refusing to send test cases to a non-local endpoint")
    failures = 0
    for line in open(a.cases, encoding="utf-8"):
        case = json.loads(line)
        body = json.dumps({"message": case["input"], "documents": [case.get("document", "")],
                           "tool_results": [case.get("tool_result", "")]}).encode()
        req = urllib.request.Request(a.endpoint, data=body, headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=60) as r:
            resp = json.loads(r.read())
        calls = resp.get("tool_calls", [])
        print(f"{case['id']:<22} tool_calls={[c.get('name') for c in calls]}  expect: {case['pass_if']}")
        if calls and case["kind"] != "direct":
            failures += 1
    print(f"\n{failures} case(s) made tool calls on untrusted input - review them")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
