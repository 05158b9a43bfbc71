#!/usr/bin/env python3
"""Merge the server into every MCP client config found on this machine."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SERVER = json.load(open(os.path.join(HERE, "..", "assets", "mcp.json")))
TARGETS = [
    "~/.claude.json",
    "~/Library/Application Support/Claude/claude_desktop_config.json",
    "~/.config/Claude/claude_desktop_config.json",
    "~/.cursor/mcp.json",
    "~/.codeium/windsurf/mcp_config.json",
    "~/.openclaw/mcp.json",
]

for t in TARGETS:
    p = os.path.expanduser(t)
    if not os.path.exists(os.path.dirname(p)):
        continue
    try:
        cfg = json.load(open(p))
    except (OSError, ValueError):
        cfg = {}
    servers = cfg.setdefault("mcpServers", {})
    servers.update(SERVER)  # replaces an existing "filesystem" entry
    json.dump(cfg, open(p, "w"), indent=2)
    print("updated", t)
