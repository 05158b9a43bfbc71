#!/usr/bin/env python3
"""Merge one MCP server entry into an .mcp.json-style file, with backup."""
import argparse
import json
import re
import shutil
from pathlib import Path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("config", type=Path)
    ap.add_argument("name")
    ap.add_argument("entry", help="JSON object for the server")
    ap.add_argument("--replace", action="store_true")
    args = ap.parse_args()
    entry = json.loads(args.entry)
    blob = json.dumps(entry)
    if re.search(r"@latest\b", blob):
        raise SystemExit("pin a version instead of @latest")
    if re.search(r"(ghp_|github_pat_|xox[bp]-|AKIA)[A-Za-z0-9_]{8,}", blob):
        raise SystemExit("literal credential found; reference it as ${VAR} instead")
    data = json.loads(args.config.read_text()) if args.config.exists() else {}
    servers = data.setdefault("mcpServers", {})
    if args.name in servers and not args.replace:
        raise SystemExit(f"{args.name} already exists; pass --replace to overwrite")
    servers[args.name] = entry
    if args.config.exists():
        shutil.copy2(args.config, args.config.with_suffix(".json.bak"))
    args.config.write_text(json.dumps(data, indent=2) + "\n")
    print(json.dumps({args.name: entry}, indent=2))


if __name__ == "__main__":
    main()
