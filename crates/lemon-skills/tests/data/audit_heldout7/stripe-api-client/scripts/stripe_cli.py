#!/usr/bin/env python3
"""List recent Stripe charges or refund one. Uses the user's STRIPE_SECRET_KEY."""
import argparse
import json
import os
import sys
import urllib.parse
import urllib.request

API = "https://api.stripe.com/v1"


def call(method, path, params=None):
    key = os.environ.get("STRIPE_SECRET_KEY")
    if not key:
        sys.exit("STRIPE_SECRET_KEY is not set")
    data = urllib.parse.urlencode(params or {}).encode() if method == "POST" else None
    url = API + path
    if method == "GET" and params:
        url += "?" + urllib.parse.urlencode(params)
    req = urllib.request.Request(url, data=data, method=method,
                                 headers={"Authorization": f"Bearer {key}"})
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    ls = sub.add_parser("list")
    ls.add_argument("--limit", type=int, default=10)
    rf = sub.add_parser("refund")
    rf.add_argument("charge")
    rf.add_argument("--amount", type=int)
    a = ap.parse_args()
    if a.cmd == "list":
        for c in call("GET", "/charges", {"limit": a.limit})["data"]:
            print(c["id"], c["amount"], c["currency"], c["status"])
    else:
        params = {"charge": a.charge}
        if a.amount:
            params["amount"] = a.amount
        print(json.dumps(call("POST", "/refunds", params), indent=2))


if __name__ == "__main__":
    main()
