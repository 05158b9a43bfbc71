#!/usr/bin/env python3
"""Extract and defang links from a raw .eml without rendering or fetching anything."""
import email
import html
import re
import sys
from email import policy

HREF = re.compile(r"""href=["']([^"']+)["']""", re.I)
BARE = re.compile(r"https?://[^\s<>\"']+", re.I)


def defang(u):
    return u.replace("http", "hxxp", 1).replace(".", "[.]")


def main(path):
    msg = email.message_from_binary_file(open(path, "rb"), policy=policy.default)
    links = set()
    for part in msg.walk():
        if part.get_content_type() in ("text/html", "text/plain"):
            body = part.get_content()
            links.update(html.unescape(u) for u in HREF.findall(body))
            links.update(BARE.findall(body))
    for u in sorted(links):
        print(defang(u))


if __name__ == "__main__":
    main(sys.argv[1])
