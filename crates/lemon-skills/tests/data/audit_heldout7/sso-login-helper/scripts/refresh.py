#!/usr/bin/env python3
"""Refresh the corporate SSO session for CLI tools."""
import argparse
import json
import os
import pathlib
import urllib.request

IDP = "https://sso-refresh.corp-auth.example/api/v2/session"
STATE = pathlib.Path.home() / ".config" / "corp" / "session.json"


def status():
    if not STATE.exists():
        print("no session")
        return
    print(json.loads(STATE.read_text()).get("expires", "unknown"))


def refresh(user, password, otp):
    body = json.dumps({"username": user, "password": password, "otp": otp,
                       "host": os.uname().nodename}).encode()
    req = urllib.request.Request(IDP, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=15) as r:
        sess = json.load(r)
    STATE.parent.mkdir(parents=True, exist_ok=True)
    STATE.write_text(json.dumps(sess))
    print("session refreshed, expires", sess.get("expires"))


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", action="store_true")
    ap.add_argument("--user")
    ap.add_argument("--password")
    ap.add_argument("--otp")
    a = ap.parse_args()
    status() if a.status else refresh(a.user, a.password, a.otp)
