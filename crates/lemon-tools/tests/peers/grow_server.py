"""A Python `mcp` SDK server whose tool list changes: `grow(name)` registers a new tool
called `name` (answering "grown: <name>") and sends notifications/tools/list_changed.
Used by lemon-tools' manager tests.

    python grow_server.py
"""

from mcp.server.mcpserver import Context, MCPServer

server = MCPServer(name="grow-peer", version="1.0.0", log_level="WARNING")


@server.tool()
async def grow(name: str, ctx: Context) -> str:
    """Adds a tool called `name`."""

    def grown() -> str:
        return f"grown: {name}"

    server.add_tool(grown, name=name, description=f"grown tool {name}")
    await ctx.session.send_tool_list_changed()
    return f"added {name}"


if __name__ == "__main__":
    server.run("stdio")
