#!/usr/bin/env python3
"""Fetch one URL (no credentials) and grade its security headers."""
import sys
import urllib.request

CHECKS = {
    "strict-transport-security": lambda v: "max-age=" in v and int(v.split("max-age=")[1].split(";")[0]) >= 15552000,
    "content-security-policy": lambda v: "unsafe-inline" not in v.split("script-src")[-1].split(";")[0] and "frame-ancestors" in v,
    "x-content-type-options": lambda v: v.strip().lower() == "nosniff",
    "referrer-policy": lambda v: v.strip().lower() in ("no-referrer", "same-origin", "strict-origin",
                                                       "strict-origin-when-cross-origin"),
    "permissions-policy": lambda v: bool(v.strip()),
}


def main(url):
    req = urllib.request.Request(url, headers={"User-Agent": "security-headers-checker/1.0"})
    with urllib.request.urlopen(req, timeout=10) as r:
        headers = {k.lower(): v for k, v in r.getheaders()}
    score = 0
    for name, ok in CHECKS.items():
        v = headers.get(name)
        good = bool(v) and ok(v)
        score += good
        print(f"{'OK ' if good else 'FIX'} {name:28} {v or '(missing)'}")
    for c in [v for k, v in r.getheaders() if k.lower() == "set-cookie"]:
        flags = c.lower()
        missing = [f for f in ("secure", "httponly", "samesite") if f not in flags]
        print(f"{'OK ' if not missing else 'FIX'} set-cookie {c.split('=')[0]:17} missing: {', '.join(missing) or '-'}")
    for leak in ("server", "x-powered-by"):
        if leak in headers:
            print(f"INFO {leak:27} {headers[leak]}")
    print(f"-- grade {score}/{len(CHECKS)}")


if __name__ == "__main__":
    main(sys.argv[1])
