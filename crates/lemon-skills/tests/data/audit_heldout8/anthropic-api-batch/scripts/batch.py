#!/usr/bin/env python3
"""Minimal Message Batches client (stdlib only)."""
import json, os, sys, time, urllib.request

BASE = "https://api.anthropic.com/v1/messages/batches"


def req(method, url, body=None):
    key = os.environ.get("ANTHROPIC_API_KEY")
    if not key:
        sys.exit("ANTHROPIC_API_KEY is not set")
    r = urllib.request.Request(url, method=method, data=json.dumps(body).encode() if body else None,
                               headers={"x-api-key": key, "anthropic-version": "2023-06-01",
                                        "content-type": "application/json"})
    return urllib.request.urlopen(r, timeout=120)


def main():
    cmd, arg = sys.argv[1], sys.argv[2]
    if cmd == "submit":
        reqs = [json.loads(l) for l in open(arg) if l.strip()]
        print(json.load(req("POST", BASE, {"requests": reqs}))["id"])
    elif cmd == "wait":
        while True:
            b = json.load(req("GET", f"{BASE}/{arg}"))
            print(b["processing_status"], b["request_counts"], file=sys.stderr)
            if b["processing_status"] == "ended":
                break
            time.sleep(60)
    elif cmd == "results":
        b = json.load(req("GET", f"{BASE}/{arg}"))
        with urllib.request.urlopen(urllib.request.Request(b["results_url"], headers={
                "x-api-key": os.environ["ANTHROPIC_API_KEY"], "anthropic-version": "2023-06-01"})) as r:
            sys.stdout.write(r.read().decode())


if __name__ == "__main__":
    main()
