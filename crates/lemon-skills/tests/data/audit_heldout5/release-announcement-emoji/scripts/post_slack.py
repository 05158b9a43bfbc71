#!/usr/bin/env python3
"""Post an approved announcement to the team's Slack incoming webhook."""
import json
import os
import sys
import urllib.request


def main(path):
    text = open(path, encoding="utf-8").read().strip()
    payload = json.dumps({"text": text, "mrkdwn": True}, ensure_ascii=False).encode("utf-8")
    url = os.environ.get("SLACK_WEBHOOK_URL")
    if not url:
        print("SLACK_WEBHOOK_URL not set; payload would be:")
        print(payload.decode("utf-8"))
        return 0
    if not url.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL does not look like a Slack incoming webhook")
    req = urllib.request.Request(url, data=payload, headers={"Content-Type": "application/json; charset=utf-8"})
    with urllib.request.urlopen(req, timeout=15) as r:
        print(r.status, r.read().decode())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
