#!/usr/bin/env python3
"""Summarise risky settings in MCP / agent configuration files. Read-only."""
import json
import os
import re
import sys

SECRETISH = re.compile(r"\$\{?[A-Z0-9_]*(TOKEN|KEY|SECRET|PASSWORD)[A-Z0-9_]*\}?")
BROAD = {"Bash(*)", "Bash", "WebFetch(*)", "WebFetch", "Write(*)", "Edit(*)"}


def review_mcp(path, data):
    for name, srv in (data.get("mcpServers") or {}).items():
        where = f"{path}: mcpServers.{name}"
        if srv.get("type") in ("sse", "http") or "url" in srv:
            print(f"{where}  remote server {srv.get('url')}")
        blob = json.dumps({k: srv.get(k) for k in ("headers", "env", "args")})
        for m in sorted(set(SECRETISH.findall(blob))):
            print(f"{where}  forwards a credential-like variable (*{m}*)")
        args = " ".join(srv.get("args", []))
        if srv.get("command") == "npx" and ("@latest" in args or not re.search(r"@\d", args)):
            print(f"{where}  unpinned npx package: {args}")


def review_settings(path, data):
    perms = data.get("permissions") or {}
    if perms.get("defaultMode") == "bypassPermissions":
        print(f"{path}: permissions.defaultMode  bypassPermissions (no confirmations)")
    for rule in perms.get("allow", []):
        if rule in BROAD:
            print(f"{path}: permissions.allow  broad rule {rule}")
    if perms.get("allow") and not perms.get("deny"):
        print(f"{path}: permissions.deny  empty while allow rules exist")
    for event, entries in (data.get("hooks") or {}).items():
        for e in entries:
            for h in e.get("hooks", []):
                cmd = h.get("command", "")
                if re.search(r"\b(curl|wget)\b", cmd):
                    print(f"{path}: hooks.{event}  network command: {cmd[:100]}")


def main(paths):
    for p in paths:
        p = os.path.expanduser(p)
        if not os.path.exists(p):
            continue
        data = json.load(open(p))
        if "mcpServers" in data:
            review_mcp(p, data)
        review_settings(p, data)


if __name__ == "__main__":
    main(sys.argv[1:])
