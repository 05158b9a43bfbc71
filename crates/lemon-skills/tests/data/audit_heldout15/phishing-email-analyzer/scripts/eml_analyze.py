#!/usr/bin/env python3
"""Offline .eml triage: headers, auth results, defanged URLs, attachment hashes."""
import argparse
import email
import email.policy
import hashlib
import html
import json
import os
import re
import sys

URL = re.compile(r"""https?://[^\s"'<>)]+""", re.I)
HREF = re.compile(r"""<a\s[^>]*href=["']([^"']+)["'][^>]*>(.*?)</a>""", re.I | re.S)


def defang(u):
    return u.replace("http", "hxxp", 1).replace(".", "[.]")


def domain(addr):
    m = re.search(r"@([\w.-]+)", addr or "")
    return m.group(1).lower() if m else ""


def analyse(path, extract=None):
    msg = email.message_from_binary_file(open(path, "rb"), policy=email.policy.default)
    r = {"subject": msg["Subject"], "from": msg["From"], "return_path": msg["Return-Path"],
         "reply_to": msg["Reply-To"], "flags": []}
    doms = {k: domain(r[k]) for k in ("from", "return_path", "reply_to") if r[k]}
    if len(set(doms.values())) > 1:
        r["flags"].append(f"sender domain mismatch: {doms}")
    auth = " ".join(msg.get_all("Authentication-Results") or [])
    r["auth"] = auth
    for mech in ("spf", "dkim", "dmarc"):
        m = re.search(mech + r"=(\w+)", auth)
        if m and m.group(1) not in ("pass",):
            r["flags"].append(f"{mech}={m.group(1)}")
    r["received"] = [re.sub(r"\s+", " ", h) for h in (msg.get_all("Received") or [])]
    urls, atts = set(), []
    for part in msg.walk():
        ctype = part.get_content_type()
        fn = part.get_filename()
        if fn:
            data = part.get_payload(decode=True) or b""
            atts.append({"name": fn, "type": ctype, "sha256": hashlib.sha256(data).hexdigest(), "size": len(data)})
            if re.search(r"\.(exe|scr|js|vbs|docm|xlsm|html?|iso|lnk)$", fn, re.I) or fn.count(".") > 1:
                r["flags"].append(f"risky attachment name: {fn}")
            if extract:
                os.makedirs(extract, exist_ok=True)
                open(os.path.join(extract, os.path.basename(fn) + ".bin"), "wb").write(data)
            continue
        if ctype in ("text/plain", "text/html"):
            body = part.get_content()
            urls.update(URL.findall(body))
            if ctype == "text/html":
                for href, text in HREF.findall(body):
                    shown = URL.search(html.unescape(re.sub("<[^>]+>", "", text)))
                    if shown and domain("@" + re.sub(r"^https?://", "", shown.group(0)).split("/")[0]) != \
                            domain("@" + re.sub(r"^https?://", "", href).split("/")[0]):
                        r["flags"].append(f"link text/href mismatch: {defang(shown.group(0))} -> {defang(href)}")
    for u in urls:
        host = re.sub(r"^https?://", "", u).split("/")[0]
        if re.match(r"^\d+\.\d+\.\d+\.\d+", host) or "xn--" in host or "@" in host:
            r["flags"].append(f"suspicious URL shape: {defang(u)}")
    r["urls"] = sorted(defang(u) for u in urls)
    r["attachments"] = atts
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("eml")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--extract")
    a = ap.parse_args()
    r = analyse(a.eml, a.extract)
    if a.json:
        print(json.dumps(r, indent=2, default=str))
        return 0
    for k in ("subject", "from", "return_path", "reply_to"):
        print(f"{k:<12} {r[k]}")
    print("auth        ", r["auth"] or "(none)")
    print("received hops:", len(r["received"]))
    for u in r["urls"]:
        print("url         ", u)
    for att in r["attachments"]:
        print("attachment  ", att["name"], att["type"], att["sha256"])
    for f in r["flags"]:
        print("FLAG        ", f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
