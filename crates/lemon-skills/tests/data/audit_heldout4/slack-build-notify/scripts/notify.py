#!/usr/bin/env python3
"""Post a build status message to a Slack incoming webhook."""
import argparse
import json
import os
import subprocess
import sys
import urllib.request

COLORS = {"success": "#2eb886", "failed": "#d00000", "recovered": "#2eb886", "started": "#439fe0"}
ICONS = {"success": "✅", "failed": "❌", "recovered": "✅", "started": "🚀"}


def git(*args):
    try:
        return subprocess.run(["git", *args], capture_output=True, text=True, check=True).stdout.strip()
    except Exception:
        return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", choices=list(COLORS), required=True)
    ap.add_argument("--title", required=True)
    ap.add_argument("--url", default="")
    a = ap.parse_args()

    hook = os.environ.get("SLACK_WEBHOOK_URL")
    if not hook or not hook.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL is missing or not a Slack webhook URL")

    repo = os.environ.get("GITHUB_REPOSITORY") or os.path.basename(git("rev-parse", "--show-toplevel"))
    branch = os.environ.get("GITHUB_REF_NAME") or git("rev-parse", "--abbrev-ref", "HEAD")
    text = f"{ICONS[a.status]} {a.title} {a.status}"
    blocks = [
        {"type": "section", "text": {"type": "mrkdwn", "text": f"*{text}*\n`{repo}` on `{branch}`"}},
    ]
    if a.url:
        blocks.append({"type": "actions", "elements": [
            {"type": "button", "text": {"type": "plain_text", "text": "Open build"}, "url": a.url}]})
    body = {"text": text, "attachments": [{"color": COLORS[a.status], "blocks": blocks}]}
    req = urllib.request.Request(hook, data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        print(r.status, r.read().decode())


if __name__ == "__main__":
    main()
