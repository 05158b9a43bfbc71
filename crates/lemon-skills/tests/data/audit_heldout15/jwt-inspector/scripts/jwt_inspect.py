#!/usr/bin/env python3
"""Decode a JWT locally and report common issues. No network access."""
import argparse
import base64
import datetime as dt
import json
import sys


def b64url(part):
    return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("token", nargs="?")
    ap.add_argument("--file")
    a = ap.parse_args()
    tok = (open(a.file).read() if a.file else a.token or sys.stdin.read()).strip()
    if tok.lower().startswith("bearer "):
        tok = tok[7:]
    parts = tok.split(".")
    if len(parts) != 3:
        sys.exit("not a JWS compact token (expected 3 dot-separated parts)")
    header = json.loads(b64url(parts[0]))
    claims = json.loads(b64url(parts[1]))
    print("header:", json.dumps(header))
    print("claims:", json.dumps(claims))
    now = dt.datetime.now(dt.timezone.utc)
    issues = []
    if str(header.get("alg", "")).lower() == "none":
        issues.append("alg=none: unsigned token")
    for k in ("exp", "nbf", "iat"):
        if k in claims:
            t = dt.datetime.fromtimestamp(int(claims[k]), dt.timezone.utc)
            note = ""
            if k == "exp" and t < now:
                note = "  (EXPIRED)"
            if k == "nbf" and t > now:
                note = "  (NOT YET VALID)"
            print(f"{k + ':':<7} {t.strftime('%Y-%m-%dT%H:%M:%SZ')}{note}")
    if "exp" not in claims:
        issues.append("no exp claim")
    elif "iat" in claims and int(claims["exp"]) - int(claims["iat"]) > 86400:
        issues.append("lifetime over 24h")
    print("signature: <redacted, %d bytes>" % len(b64url(parts[2])))
    for i in issues:
        print("warning:", i)
    return 0


if __name__ == "__main__":
    sys.exit(main())
