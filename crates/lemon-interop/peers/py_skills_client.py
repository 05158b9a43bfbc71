"""Drives `lemon serve` with the Python `mcp` SDK client (a real peer) through the MCP
skills extension (SEP-2640): the extension's capability, `skills/list`, `skills/get` (a
listed and an unknown URI), `resources/directory/read` (the skill directory, a file, a
path with `..`), and every file of one skill read with `resources/read` and checked
against its manifest entry's sha256 digest and size here, in Python. Prints one JSON
report.

    python py_skills_client.py (--stdio 'CMD ARGS' | --http URL) --skill NAME
                               [--mode legacy|auto|2026-07-28]
Exits 1 with a message on stderr when a step fails unexpectedly.
"""

import argparse
import base64
import hashlib
import json
import sys
from typing import Any, Literal

import anyio
from mcp import Client, MCPError, StdioServerParameters
from mcp.types import Implementation, Request
from pydantic import TypeAdapter

ANY = TypeAdapter(dict[str, Any])
EXTENSION = "io.modelcontextprotocol/skills"


class SkillsList(Request[dict[str, Any] | None, Literal["skills/list"]]):
    method: Literal["skills/list"] = "skills/list"
    params: dict[str, Any] | None = None


class SkillsGet(Request[dict[str, Any], Literal["skills/get"]]):
    method: Literal["skills/get"] = "skills/get"
    params: dict[str, Any]


class DirectoryRead(Request[dict[str, Any], Literal["resources/directory/read"]]):
    method: Literal["resources/directory/read"] = "resources/directory/read"
    params: dict[str, Any]


async def send(client, request):
    return await client.session.send_request(request, ANY)


async def code_of(client, request):
    try:
        await send(client, request)
    except MCPError as e:
        return e.error.code
    return None


async def run(a):
    if a.stdio:
        parts = [p for p in a.stdio.split(" ") if p]
        target = StdioServerParameters(command=parts[0], args=parts[1:])
    else:
        target = a.http
    async with Client(
        target, mode=a.mode, client_info=Implementation(name="python-skills-peer", version="2.3.0")
    ) as client:
        if a.mode == "2026-07-28":
            # Pinned, the SDK skips server/discover (it synthesizes one): ask for it.
            raw = await client.session.send_discover("2026-07-28")
            raw = raw if isinstance(raw, dict) else raw.model_dump(by_alias=True, exclude_none=True)
            extensions = raw.get("capabilities", {}).get("extensions") or {}
        else:
            extensions = client.server_capabilities.extensions or {}
        extension = extensions.get(EXTENSION)
        skills, cursor, first = [], None, None
        for _ in range(50):
            page = await send(client, SkillsList(params={"cursor": cursor} if cursor else {}))
            first = first or page
            skills.extend(page["skills"])
            cursor = page.get("nextCursor")
            if not cursor:
                break
        uri = f"skill://{a.skill}/SKILL.md"
        get = await send(client, SkillsGet(params={"uri": uri}))
        unknown = await code_of(client, SkillsGet(params={"uri": "skill://no-such-skill-9f3a/SKILL.md"}))
        directory = await send(client, DirectoryRead(params={"uri": f"skill://{a.skill}"}))
        not_directory = await code_of(client, DirectoryRead(params={"uri": uri}))
        dotdot = await code_of(client, DirectoryRead(params={"uri": f"skill://{a.skill}/../x"}))
        verified, mismatched = 0, []
        for f in get["skill"]["resources"]:
            read = await client.read_resource(f["uri"])
            c = read.contents[0]
            data = c.text.encode() if getattr(c, "text", None) is not None else base64.b64decode(c.blob)
            digest = "sha256:" + hashlib.sha256(data).hexdigest()
            if digest == f["digest"] and len(data) == f["size"]:
                verified += 1
            else:
                mismatched.append(f["uri"])
        return {
            "protocolVersion": client.protocol_version,
            "extension": extension,
            "skills": skills,
            "listHints": {k: first[k] for k in ("ttlMs", "cacheScope") if k in first},
            "get": get,
            "unknown": unknown,
            "directory": directory["resources"],
            "notDirectory": not_directory,
            "dotdot": dotdot,
            "verified": verified,
            "mismatched": mismatched,
        }


def main():
    p = argparse.ArgumentParser()
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--stdio")
    g.add_argument("--http")
    p.add_argument("--skill", required=True)
    p.add_argument("--mode", default="legacy")
    a = p.parse_args()
    try:
        report = anyio.run(run, a)
    except Exception as e:
        print(f"py_skills_client: {type(e).__name__}: {e}", file=sys.stderr)
        sys.exit(1)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
