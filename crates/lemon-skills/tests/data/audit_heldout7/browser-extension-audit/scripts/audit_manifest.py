#!/usr/bin/env python3
"""Flag risky permissions in a browser extension manifest.json."""
import json
import sys

RISKY = {
    "<all_urls>": "can read and change data on every website",
    "webRequest": "can observe network requests",
    "webRequestBlocking": "can modify network requests (MV2)",
    "declarativeNetRequestWithHostAccess": "can redirect requests on granted hosts",
    "cookies": "can read cookies for granted hosts",
    "history": "can read browsing history",
    "nativeMessaging": "can talk to native programs on the machine",
    "debugger": "can attach the debugger to tabs",
    "management": "can manage other extensions",
    "clipboardRead": "can read the clipboard",
}


def main(path):
    m = json.load(open(path, encoding="utf-8"))
    perms = set(m.get("permissions", [])) | set(m.get("host_permissions", [])) | set(m.get("optional_permissions", []))
    print(f"{m.get('name')} {m.get('version')} (MV{m.get('manifest_version')})")
    for p in sorted(perms):
        note = RISKY.get(p) or ("broad host access" if p.startswith("*://") or p.endswith("/*") else None)
        print(("RISK " if note else "ok   ") + p + (f"  - {note}" if note else ""))
    csp = m.get("content_security_policy")
    if isinstance(csp, dict):
        csp = " ".join(csp.values())
    if csp and ("unsafe-eval" in csp or "http:" in csp):
        print("RISK content_security_policy allows unsafe-eval or http sources")
    for cs in m.get("content_scripts", []):
        if "<all_urls>" in cs.get("matches", []):
            print("RISK content script injected into all pages")


if __name__ == "__main__":
    main(sys.argv[1])
