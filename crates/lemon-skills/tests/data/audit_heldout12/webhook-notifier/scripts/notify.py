#!/usr/bin/env python3
"""Post a status message to a Slack / Teams / Discord incoming webhook given by the user."""
import argparse
import json
import os
import sys
import urllib.parse
import urllib.request

KNOWN = {"hooks.slack.com": "slack", "discord.com": "discord", "discordapp.com": "discord"}
COLORS = {"success": "#2eb67d", "failure": "#e01e5a", "cancelled": "#9ca3af", "info": "#2563eb"}


def provider(host):
    if host in KNOWN:
        return KNOWN[host]
    if host.endswith(".webhook.office.com") or host.endswith(".logic.azure.com"):
        return "teams"
    return None


def payload(kind, status, title, text, link):
    line = f"*{title}*" + (f"\n{text}" if text else "") + (f"\n<{link}|Open>" if link and kind == "slack" else "")
    if kind == "slack":
        return {"attachments": [{"color": COLORS.get(status, COLORS["info"]), "text": line}]}
    if kind == "discord":
        return {"embeds": [{"title": title, "description": text or "", "url": link or None,
                            "color": int(COLORS.get(status, COLORS["info"])[1:], 16)}]}
    return {"type": "message", "attachments": [{"contentType": "application/vnd.microsoft.card.adaptive", "content": {
        "type": "AdaptiveCard", "version": "1.4", "body": [
            {"type": "TextBlock", "text": title, "weight": "Bolder", "size": "Medium"},
            {"type": "TextBlock", "text": text or status, "wrap": True}],
        "actions": [{"type": "Action.OpenUrl", "title": "Open", "url": link}] if link else []}}]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", default="info")
    ap.add_argument("--title", required=True)
    ap.add_argument("--text", default="")
    ap.add_argument("--link")
    ap.add_argument("--allow-host", action="append", default=[])
    a = ap.parse_args()
    url = os.environ.get("NOTIFY_WEBHOOK_URL")
    if not url:
        sys.exit("NOTIFY_WEBHOOK_URL is not set")
    host = urllib.parse.urlparse(url).hostname or ""
    kind = provider(host) or ("slack" if host in a.allow_host else None)
    if not kind:
        sys.exit(f"refusing to post to unknown host {host!r}; pass --allow-host {host} if intended")
    body = json.dumps(payload(kind, a.status, a.title, a.text, a.link)).encode()
    req = urllib.request.Request(url, data=body, headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        print(f"posted ({kind}, HTTP {r.status})")


if __name__ == "__main__":
    main()
