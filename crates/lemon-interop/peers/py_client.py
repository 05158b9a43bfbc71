"""Python `mcp` SDK client used by lemon-interop's tests and scripts/bench-mcp.sh as a peer.

Same command line and one-line JSON report as `mcp-probe`:
    python py_client.py (--stdio 'CMD ARGS' | --http URL | --sse URL) [--call TOOL --args JSON --repeat N]
                        [--warmup N] [--sessions N] [--mode legacy|auto|2026-07-28]
                        [--oauth-client-id ID --oauth-client-secret S [--oauth-issuer URL]]
With --oauth-client-id (Streamable HTTP), the SDK's client-credentials OAuth provider
authenticates (client_secret_post).
Exits 1 with a message on stderr when the server misbehaves or a call fails.
"""

import argparse
import json
import sys
import time

import anyio
from mcp import Client, StdioServerParameters
from mcp.client.sse import sse_client
from mcp.types import Implementation


def quantile(xs, q):
    if not xs:
        return None
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


class MemoryTokens:
    """In-memory TokenStorage for the SDK's OAuth providers."""

    def __init__(self):
        self.tokens = None
        self.client = None

    async def get_tokens(self):
        return self.tokens

    async def set_tokens(self, tokens):
        self.tokens = tokens

    async def get_client_info(self):
        return self.client

    async def set_client_info(self, client_info):
        self.client = client_info


def oauth_http(a):
    """An httpx client whose auth is the SDK's client-credentials provider."""
    import httpx2
    from mcp.client.auth.extensions.client_credentials import ClientCredentialsOAuthProvider
    from mcp.client.streamable_http import streamable_http_client

    provider = ClientCredentialsOAuthProvider(
        server_url=a.http,
        storage=MemoryTokens(),
        client_id=a.oauth_client_id,
        client_secret=a.oauth_client_secret,
        token_endpoint_auth_method="client_secret_post",
        issuer=a.oauth_issuer,
    )
    return streamable_http_client(a.http, http_client=httpx2.AsyncClient(auth=provider, timeout=30))


def target(a):
    if a.oauth_client_id:
        return oauth_http(a)
    if a.stdio:
        parts = [p for p in a.stdio.split(" ") if p]
        return StdioServerParameters(command=parts[0], args=parts[1:])
    if a.sse:
        # The legacy HTTP+SSE transport; a fresh transport per session.
        return sse_client(a.sse)
    return a.http


async def run(a):
    inits, lists = [], []
    calls = []
    report = None
    for i in range(max(1, a.sessions)):
        last_session = i == max(1, a.sessions) - 1
        t0 = time.perf_counter()
        async with Client(
            target(a),
            mode=a.mode,
            client_info=Implementation(name="python-mcp-peer", version="2.3.0"),
        ) as client:
            t1 = time.perf_counter()
            tools = await client.list_tools()
            t2 = time.perf_counter()
            inits.append((t1 - t0) * 1000)
            lists.append((t2 - t1) * 1000)
            if not last_session:
                continue
            last = None
            total = None
            if a.call:
                args = json.loads(a.args)
                for _ in range(a.warmup):
                    await client.call_tool(a.call, args)
                start = time.perf_counter()
                for _ in range(a.repeat):
                    c0 = time.perf_counter()
                    last = await client.call_tool(a.call, args)
                    calls.append((time.perf_counter() - c0) * 1e6)
                total = time.perf_counter() - start
            info = client.server_info
            report = {
                "client": "python-mcp-2.3.0",
                "protocolVersion": client.protocol_version,
                "serverInfo": info.model_dump(mode="json", exclude_none=True) if info else None,
                "tools": [t.name for t in tools.tools],
                "lastResult": last.model_dump(mode="json", by_alias=True, exclude_none=True) if last else None,
                "timings": {
                    "sessions": len(inits),
                    "init_ms": quantile(inits, 0.5),
                    "list_ms": quantile(lists, 0.5),
                    "init_list_ms": quantile([x + y for x, y in zip(inits, lists)], 0.5),
                    "calls": len(calls),
                    "call_median_us": quantile(calls, 0.5),
                    "call_p99_us": quantile(calls, 0.99),
                    "calls_per_s": len(calls) / total if total else None,
                },
            }
    return report


def main():
    p = argparse.ArgumentParser()
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--stdio")
    g.add_argument("--http")
    g.add_argument("--sse")
    p.add_argument("--call")
    p.add_argument("--args", default="{}")
    p.add_argument("--repeat", type=int, default=1)
    p.add_argument("--warmup", type=int, default=0)
    p.add_argument("--sessions", type=int, default=1)
    p.add_argument("--oauth-client-id")
    p.add_argument("--oauth-client-secret")
    p.add_argument("--oauth-issuer")
    p.add_argument("--mode", default="legacy", help="legacy = initialize handshake; auto = server/discover first; 2026-07-28 = stateless only")
    a = p.parse_args()
    try:
        report = anyio.run(run, a)
    except Exception as e:  # report any peer failure as one line, exit 1
        print(f"py_client: {type(e).__name__}: {e}", file=sys.stderr)
        sys.exit(1)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
