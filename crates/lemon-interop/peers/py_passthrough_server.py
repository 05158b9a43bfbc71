"""A Python `mcp` SDK server (stdio) that asks its client things during a tool call, and
counts how often each tool ran (one line appended to COUNT_FILE per run), so a test can
prove that a gateway in between ran a call exactly once. Used by `lemon-cli`'s
`tests/cli/serve_passthrough.rs`.

    python py_passthrough_server.py COUNT_FILE

Tools: `sample(prompt, delay_ms=0)` -> "run N: <the sampled text>" (after the delay,
sampling/createMessage, maxTokens 50); `ask_name()` -> "<action>:<name>" (elicitation/create, a form with one
string field `name`); `roots()` -> the client's root URIs as a JSON list (roots/list);
`wait(ms)` -> "waited" after `ms` milliseconds, and a wait cancelled by the client is
recorded as `wait-cancelled`. A refused request is the tool's error.
"""

import json
import sys
import warnings

import anyio
from mcp import types
from mcp.server.mcpserver import Context, MCPServer

COUNT_FILE = sys.argv[1]
server = MCPServer(name="passthrough-peer", version="1.0.0", log_level="WARNING")


def ran(tool: str) -> int:
    """Records one run of `tool`; how many runs of it there have been."""
    with open(COUNT_FILE, "a+", encoding="utf-8") as f:
        f.write(tool + "\n")
        f.flush()
        f.seek(0)
        return sum(1 for line in f if line.strip() == tool)


@server.tool()
async def sample(prompt: str, ctx: Context, delay_ms: int = 0) -> str:
    """Asks the client's model to answer `prompt` (after `delay_ms`)."""
    n = ran("sample")
    if delay_ms:
        await anyio.sleep(delay_ms / 1000)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = await ctx.session.create_message(
            [types.SamplingMessage(role="user", content=types.TextContent(type="text", text=prompt))],
            max_tokens=50,
            related_request_id=ctx.request_id,
        )
    return f"run {n}: {result.content.text}"


@server.tool()
async def ask_name(ctx: Context) -> str:
    """Asks the client's user for a name."""
    ran("ask_name")
    schema = {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}
    result = await ctx.session.elicit_form("Your name?", schema, related_request_id=ctx.request_id)
    return f"{result.action}:{(result.content or {}).get('name')}"


@server.tool()
async def roots(ctx: Context) -> str:
    """The client's roots."""
    ran("roots")
    result = await ctx.session.list_roots()
    return json.dumps([str(r.uri) for r in result.roots])


@server.tool()
async def wait(ms: int) -> str:
    """Waits `ms` milliseconds."""
    ran("wait")
    try:
        await anyio.sleep(ms / 1000)
    except anyio.get_cancelled_exc_class():
        ran("wait-cancelled")
        raise
    return "waited"


if __name__ == "__main__":
    server.run("stdio")
