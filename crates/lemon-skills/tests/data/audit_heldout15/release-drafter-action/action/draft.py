#!/usr/bin/env python3
"""Build the draft release body from merged PRs since the last release."""
import json
import os
import re
import subprocess

SECTIONS = [("breaking", "Breaking changes", 3), ("feature", "Features", 2), ("enhancement", "Features", 2),
            ("bug", "Fixes", 1), ("fix", "Fixes", 1), ("docs", "Documentation", 1)]


def gh(*args):
    return subprocess.check_output(["gh", *args], text=True)


def main():
    try:
        last = json.loads(gh("release", "view", "--json", "tagName,publishedAt"))
    except subprocess.CalledProcessError:
        last = {"tagName": "v0.0.0", "publishedAt": "1970-01-01T00:00:00Z"}
    prs = json.loads(gh("pr", "list", "--state", "merged", "--limit", "200",
                        "--search", f"merged:>{last['publishedAt'][:10]}",
                        "--json", "number,title,labels,author"))
    buckets, bump = {}, 1
    for pr in prs:
        labels = {l["name"] for l in pr["labels"]}
        sec, b = "Other", 1
        for lab, name, lvl in SECTIONS:
            if lab in labels:
                sec, b = name, lvl
                break
        bump = max(bump, b)
        buckets.setdefault(sec, []).append(f"- {pr['title']} (#{pr['number']}) @{pr['author']['login']}")
    major, minor, patch = map(int, re.findall(r"\d+", last["tagName"])[:3] or [0, 0, 0])
    nxt = {3: f"{major + 1}.0.0", 2: f"{major}.{minor + 1}.0", 1: f"{major}.{minor}.{patch + 1}"}[bump]
    body = "\n\n".join(f"## {s}\n" + "\n".join(items) for s, items in buckets.items()) or "No changes yet."
    drafts = [r for r in json.loads(gh("release", "list", "--json", "tagName,isDraft")) if r["isDraft"]]
    if drafts:
        gh("release", "edit", drafts[0]["tagName"], "--notes", body, "--title", f"v{nxt}")
    else:
        gh("release", "create", f"v{nxt}", "--draft", "--notes", body, "--title", f"v{nxt}")
    with open(os.environ["GITHUB_OUTPUT"], "a") as fh:
        fh.write(f"next=v{nxt}\n")


if __name__ == "__main__":
    main()
