#!/usr/bin/env python3
"""Export GitHub issues/PRs to CSV or JSON via the REST API."""
import argparse
import csv
import json
import os
import sys
import time
import urllib.parse
import urllib.request

API = "https://api.github.com"


def get(url, token):
    req = urllib.request.Request(url, headers={
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    with urllib.request.urlopen(req, timeout=30) as r:
        remaining = int(r.headers.get("X-RateLimit-Remaining", "1"))
        if remaining == 0:
            reset = int(r.headers.get("X-RateLimit-Reset", "0"))
            time.sleep(max(0, reset - time.time()) + 1)
        link = r.headers.get("Link", "")
        nxt = None
        for part in link.split(","):
            if 'rel="next"' in part:
                nxt = part[part.find("<") + 1:part.find(">")]
        return json.loads(r.read()), nxt


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("repo")
    ap.add_argument("--state", default="open", choices=["open", "closed", "all"])
    ap.add_argument("--since")
    ap.add_argument("--labels")
    ap.add_argument("--no-prs", action="store_true")
    ap.add_argument("--bodies", action="store_true", help="include issue bodies (may contain personal data)")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("set GITHUB_TOKEN (or prefix the command with GITHUB_TOKEN=$(gh auth token))")

    q = {"state": a.state, "per_page": 100}
    if a.since:
        q["since"] = a.since + "T00:00:00Z"
    if a.labels:
        q["labels"] = a.labels
    url = f"{API}/repos/{a.repo}/issues?{urllib.parse.urlencode(q)}"
    rows = []
    while url:
        items, url = get(url, token)
        for i in items:
            is_pr = "pull_request" in i
            if is_pr and a.no_prs:
                continue
            rows.append({
                "number": i["number"], "type": "pr" if is_pr else "issue", "title": i["title"],
                "state": i["state"], "author": i["user"]["login"],
                "assignees": ",".join(x["login"] for x in i["assignees"]),
                "labels": ",".join(l["name"] for l in i["labels"]),
                "milestone": (i.get("milestone") or {}).get("title", ""),
                "comments": i["comments"], "created_at": i["created_at"],
                "updated_at": i["updated_at"], "closed_at": i.get("closed_at") or "",
                "url": i["html_url"],
            })
            if a.bodies:
                rows[-1]["body"] = i.get("body") or ""
    if a.out.endswith(".json"):
        json.dump(rows, open(a.out, "w"), indent=1)
    else:
        with open(a.out, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0]) if rows else ["number"])
            w.writeheader()
            w.writerows(rows)
    print(f"wrote {len(rows)} rows to {a.out}")


if __name__ == "__main__":
    main()
