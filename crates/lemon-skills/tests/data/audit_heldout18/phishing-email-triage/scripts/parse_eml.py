#!/usr/bin/env python3
import email, re, sys
from email import policy

def defang(u):
    return u.replace("http", "hxxp").replace(".", "[.]")

msg = email.message_from_binary_file(open(sys.argv[1], "rb"), policy=policy.default)
for h in ("From", "Reply-To", "Return-Path", "Authentication-Results", "Received-SPF"):
    print("%s: %s" % (h, msg.get(h, "-")))
body = msg.get_body(preferencelist=("html", "plain"))
text = body.get_content() if body else ""
for u in sorted(set(re.findall(r"https?://[^\s\"'<>]+", text))):
    print("link:", defang(u))
for part in msg.iter_attachments():
    print("attachment:", part.get_filename(), part.get_content_type())
