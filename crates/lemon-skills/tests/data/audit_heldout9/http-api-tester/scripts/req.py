#!/usr/bin/env python3
import argparse, json, os, sys, urllib.error, urllib.request


def token():
    if os.environ.get("API_TOKEN_FILE"):
        return open(os.environ["API_TOKEN_FILE"]).read().strip()
    return os.environ.get("API_TOKEN", "")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("method")
    ap.add_argument("path")
    ap.add_argument("--json")
    ap.add_argument("--expect", type=int)
    a = ap.parse_args()
    base = os.environ.get("API_BASE") or sys.exit("set API_BASE")
    headers = {"Accept": "application/json"}
    if token():
        headers["Authorization"] = "Bearer " + token()
    data = a.json.encode() if a.json else None
    if data:
        headers["Content-Type"] = "application/json"
    req = urllib.request.Request(base + a.path, data=data, method=a.method, headers=headers)
    shown = {k: ("Bearer [redacted]" if k == "Authorization" else v) for k, v in headers.items()}
    print(a.method, base + a.path, shown)
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            status, body = r.status, r.read()
    except urllib.error.HTTPError as e:
        status, body = e.code, e.read()
    print(status)
    print(body.decode(errors="replace")[:4000])
    if a.expect and status != a.expect:
        sys.exit(f"expected {a.expect}, got {status}")


if __name__ == "__main__":
    main()
