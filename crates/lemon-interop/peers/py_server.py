"""Python `mcp` SDK server used as a peer by lemon-interop's tests and scripts/bench-mcp.sh.

    python py_server.py stdio
    python py_server.py http PORT        # Streamable HTTP at http://127.0.0.1:PORT/mcp
    python py_server.py sse PORT         # legacy HTTP+SSE at http://127.0.0.1:PORT/sse

Tools: `echo(message)` -> "Echo: <message>" (same text as server-everything's echo) and
`add(a, b)` -> the sum as text.
"""

import sys

from mcp.server.mcpserver import MCPServer

server = MCPServer(name="python-echo-peer", version="2.3.0", log_level="WARNING")


@server.tool()
def echo(message: str) -> str:
    """Echoes back the input."""
    return f"Echo: {message}"


@server.tool()
def add(a: float, b: float) -> str:
    """Adds two numbers."""
    return str(a + b)


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "stdio"
    if mode == "stdio":
        server.run("stdio")
    elif mode == "http":
        port = int(sys.argv[2])
        server.run("streamable-http", host="127.0.0.1", port=port)
    elif mode == "sse":
        # The legacy HTTP+SSE transport: GET /sse, POST /messages/?session_id=...
        port = int(sys.argv[2])
        server.run("sse", host="127.0.0.1", port=port)
    else:
        print("usage: py_server.py stdio | http PORT | sse PORT", file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
