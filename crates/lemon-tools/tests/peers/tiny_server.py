"""A minimal stdio MCP server, standard library only, for lemon-tools' tests and
scripts/bench-tools.sh. Tool: `echo(message)` -> "Echo: <message>".

    python3 tiny_server.py [--delay-ms N] [--exit-after-list]

--delay-ms N       wait N ms before answering `initialize` (a server that is slow to
                   start without using the CPU: what concurrent discovery can hide)
--exit-after-list  exit (status 3) right after answering the first tools/list: every
                   connection ends in a crash just after discovery (the crash breaker)
"""

import json
import sys
import time

delay_ms = 0
exit_after_list = False
args = sys.argv[1:]
while args:
    a = args.pop(0)
    if a == "--delay-ms":
        delay_ms = int(args.pop(0))
    elif a == "--exit-after-list":
        exit_after_list = True
    else:
        sys.exit(f"unknown argument {a}")

ECHO = {"name": "echo", "description": "Echoes back the input",
        "inputSchema": {"type": "object", "properties": {"message": {"type": "string"}}}}


def send(msg):
    sys.stdout.write(json.dumps(msg) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    msg = json.loads(line)
    method = msg.get("method")
    if method == "initialize":
        time.sleep(delay_ms / 1000)
        send({"jsonrpc": "2.0", "id": msg["id"], "result": {
            "protocolVersion": msg["params"]["protocolVersion"],
            "capabilities": {"tools": {}},
            "serverInfo": {"name": "tiny", "version": "1"}}})
    elif method == "tools/list":
        send({"jsonrpc": "2.0", "id": msg["id"], "result": {"tools": [ECHO]}})
        if exit_after_list:
            sys.exit(3)
    elif method == "tools/call":
        text = "Echo: " + str(msg["params"].get("arguments", {}).get("message", ""))
        send({"jsonrpc": "2.0", "id": msg["id"],
              "result": {"content": [{"type": "text", "text": text}]}})
    elif "id" in msg:
        send({"jsonrpc": "2.0", "id": msg["id"],
              "error": {"code": -32601, "message": "method not found"}})
