"""Drives `lemon serve` with the Python `mcp` SDK client to check what a downstream
server's sampling, elicitation and roots requests do: the client answers them through
`sampling_callback`, `elicitation_callback` and `list_roots_callback` (with --capable;
without it declares none) and records every request it gets. Prints one JSON report:
the negotiated protocol version, each call's result, and what the client was asked.

    python py_passthrough_client.py (--stdio 'CMD ARGS' | --http URL) --mode legacy|auto|2026-07-28
                                    [--capable] [--call FRAGMENT=JSON]...
`--call` calls the first tool whose name starts with `mcp_` and contains FRAGMENT.
Exits 1 with a message on stderr when a step fails.
"""

import argparse
import json
import sys

import anyio
from mcp import Client, StdioServerParameters
from mcp import types
from mcp.types import Implementation


def dump(x):
    return x.model_dump(mode="json", by_alias=True, exclude_none=True)


async def run(a):
    if a.stdio:
        parts = [p for p in a.stdio.split(" ") if p]
        target = StdioServerParameters(command=parts[0], args=parts[1:])
    else:
        target = a.http
    asked = []

    async def sample(context, params):
        asked.append({"method": "sampling/createMessage", "params": dump(params)})
        text = params.messages[0].content.text
        return types.CreateMessageResult(
            role="assistant",
            content=types.TextContent(type="text", text=f"python sampled: {text}"),
            model="python-upstream",
            stop_reason="endTurn",
        )

    async def elicit(context, params):
        asked.append({"method": "elicitation/create", "params": dump(params)})
        return types.ElicitResult(
            action="accept",
            content={"name": "Python Tester", "check": True, "email": "py@example.com"},
        )

    async def roots(context):
        asked.append({"method": "roots/list"})
        return types.ListRootsResult(roots=[types.Root(uri="file:///python/root", name="py")])

    options = (
        {"sampling_callback": sample, "elicitation_callback": elicit, "list_roots_callback": roots}
        if a.capable
        else {}
    )
    async with Client(
        target,
        mode=a.mode,
        client_info=Implementation(name="python-passthrough-peer", version="2.3.0"),
        **options,
    ) as client:
        tools = await client.list_tools()
        names = [t.name for t in tools.tools]
        calls = []
        for spec in a.call:
            fragment, _, args = spec.partition("=")
            name = next((n for n in names if n.startswith("mcp_") and fragment in n), None)
            if name is None:
                raise RuntimeError(f"no tool matches {fragment!r}: {names}")
            result = await client.call_tool(name, json.loads(args or "{}"))
            calls.append({"tool": name, "result": dump(result)})
        return {"protocolVersion": client.protocol_version, "calls": calls, "asked": asked}


def main():
    p = argparse.ArgumentParser()
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--stdio")
    g.add_argument("--http")
    p.add_argument("--mode", default="auto")
    p.add_argument("--capable", action="store_true")
    p.add_argument("--call", action="append", default=[])
    a = p.parse_args()
    try:
        report = anyio.run(run, a)
    except Exception as e:
        print(f"py_passthrough_client: {type(e).__name__}: {e}", file=sys.stderr)
        sys.exit(1)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
