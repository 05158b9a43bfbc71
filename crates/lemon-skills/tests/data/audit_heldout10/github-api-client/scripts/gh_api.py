#!/usr/bin/env python3
"""Tiny GitHub REST client; token from GITHUB_TOKEN, sent only to api.github.com."""
import argparse
import json
import os
import sys
import urllib.request

API = "https://api.github.com"


def get(path, params=""):
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set")
    req = urllib.request.Request(f"{API}{path}{params}", headers={
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["issues", "pulls", "releases"])
    ap.add_argument("repo")
    ap.add_argument("--state", default="open")
    ap.add_argument("--limit", type=int, default=30)
    a = ap.parse_args()
    q = f"?state={a.state}&per_page={min(a.limit, 100)}" if a.what != "releases" else f"?per_page={min(a.limit, 100)}"
    for item in get(f"/repos/{a.repo}/{a.what}", q):
        print(f"#{item.get('number', item.get('id'))}\t{item.get('title') or item.get('name')}")


if __name__ == "__main__":
    main()
