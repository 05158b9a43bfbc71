#!/usr/bin/env python3
"""A scripted stdio MCP server for lemon-mcp's integration tests (stdlib only).

Normal tools answer like a well-behaved server; the others misbehave on purpose so the
client's defences can be checked against a real child process. Every message received
is appended (one JSON per line) to the file named by FIXTURE_LOG, if set.
"""
import json
import os
import sys
import threading
import time

out_lock = threading.Lock()
log_lock = threading.Lock()
pending = {}  # id of our own requests to the client -> [event, response]
next_id = [1000]
SUPPORTED = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
ANSWER_VERSION = os.environ.get("FIXTURE_VERSION")


def write_raw(data: bytes):
    with out_lock:
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()


def send(obj):
    write_raw(json.dumps(obj).encode() + b"\n")


def log(obj):
    path = os.environ.get("FIXTURE_LOG")
    if path:
        with log_lock, open(path, "a") as f:
            f.write(json.dumps(obj) + "\n")


def result(id_, res):
    send({"jsonrpc": "2.0", "id": id_, "result": res})


def text(t, is_error=False):
    r = {"content": [{"type": "text", "text": t}]}
    if is_error:
        r["isError"] = True
    return r


def ask_client(method, params, timeout=10):
    next_id[0] += 1
    rid = next_id[0]
    ev = threading.Event()
    pending[rid] = [ev, None]
    send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
    ev.wait(timeout)
    return pending.pop(rid)[1]


TOOLS = ["batch", "echo", "fail", "slow", "never", "exit", "progress", "flood", "stdout_logs",
         "oversized", "malformed", "wrong_ids", "duplicate", "sampling", "roots",
         "elicit", "env", "list_changed"]


def call_tool(id_, params):
    name = params.get("name")
    args = params.get("arguments") or {}
    meta = params.get("_meta") or {}
    if name == "echo":
        return result(id_, text("echo:" + str(args.get("message", ""))))
    if name == "fail":
        return result(id_, text("planned failure", True))
    if name == "slow":
        time.sleep(float(args.get("seconds", 0.5)))
        return result(id_, text("slow:done"))
    if name == "batch":
        # A batch: a log notification, junk, and the response itself.
        send([{"jsonrpc": "2.0", "method": "notifications/message",
               "params": {"level": "info", "data": "in a batch"}},
              {"not": "json-rpc"},
              {"jsonrpc": "2.0", "id": id_, "result": text("batch:done")}])
        return None
    if name == "never":
        return None
    if name == "exit":
        sys.stderr.write("fixture: exiting mid-call as asked\n")
        sys.stderr.flush()
        os._exit(3)
    if name == "progress":
        token = meta.get("progressToken")
        for i in range(3):
            send({"jsonrpc": "2.0", "method": "notifications/progress",
                  "params": {"progressToken": token, "progress": i + 1, "total": 3}})
        return result(id_, text("progress:done"))
    if name == "flood":
        n = int(args.get("count", 10000))
        note = json.dumps({"jsonrpc": "2.0", "method": "notifications/message",
                           "params": {"level": "info", "data": "x" * 100}}).encode() + b"\n"
        write_raw(note * n)
        return result(id_, text("flood:%d" % n))
    if name == "stdout_logs":
        write_raw(b"INFO starting something\n\n   \nnot json at all {\n[1,2,3]\n\"str\"\n")
        return result(id_, text("logs:done"))
    if name == "oversized":
        chunk = b"a" * (1 << 20)
        with out_lock:
            sys.stdout.buffer.write(b'{"jsonrpc":"2.0","id":%s,"result":"' % json.dumps(id_).encode())
            for _ in range(int(args.get("mib", 9))):
                sys.stdout.buffer.write(chunk)
            sys.stdout.buffer.flush()
        time.sleep(30)
        return None
    if name == "malformed":
        write_raw(b'{"jsonrpc":"2.0","id":' + json.dumps(id_).encode() + b',"result":\n')
        send({"jsonrpc": "1.0", "id": id_, "result": text("wrong version")})
        send({"id": id_, "result": text("no version")})
        send({"jsonrpc": "2.0", "id": id_})
        return result(id_, text("malformed:done"))
    if name == "wrong_ids":
        other = str(id_) if isinstance(id_, int) else 424242
        send({"jsonrpc": "2.0", "id": other, "result": text("wrong type id")})
        send({"jsonrpc": "2.0", "id": 987654321, "result": text("unknown id")})
        send({"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}})
        return result(id_, text("ids:done"))
    if name == "duplicate":
        result(id_, text("first"))
        return result(id_, text("second"))
    if name == "sampling":
        resp = ask_client("sampling/createMessage", {
            "messages": [{"role": "user", "content": {"type": "text", "text": "ping"}}],
            "maxTokens": 16})
        return result(id_, text(json.dumps(resp)))
    if name == "roots":
        return result(id_, text(json.dumps(ask_client("roots/list", {}))))
    if name == "elicit":
        return result(id_, text(json.dumps(ask_client("elicitation/create",
                                                      {"message": "name?", "requestedSchema": {}}))))
    if name == "env":
        return result(id_, text(json.dumps({"cwd": os.getcwd(),
                                            "value": os.environ.get(args.get("var", ""))})))
    if name == "list_changed":
        send({"jsonrpc": "2.0", "method": "notifications/tools/list_changed"})
        return result(id_, text("changed"))
    send({"jsonrpc": "2.0", "id": id_, "error": {"code": -32602, "message": "Unknown tool: %s" % name}})


def handle(msg):
    log(msg)
    if not isinstance(msg, dict):
        return
    method = msg.get("method")
    id_ = msg.get("id")
    if method is None:
        if id_ in pending:
            pending[id_][1] = msg
            pending[id_][0].set()
        return
    if id_ is None:
        return  # notification (initialized, cancelled): logged only
    params = msg.get("params") or {}
    if method == "initialize":
        asked = params.get("protocolVersion")
        version = ANSWER_VERSION or (asked if asked in SUPPORTED else SUPPORTED[0])
        return result(id_, {"protocolVersion": version,
                            "capabilities": {"tools": {"listChanged": True}, "resources": {},
                                             "prompts": {}, "logging": {}},
                            "serverInfo": {"name": "fixture", "version": "1.0.0"},
                            "_meta": {"kept": True}})
    if method == "ping":
        return result(id_, {})
    if method == "tools/list":
        return result(id_, {"tools": [{"name": n, "inputSchema": {"type": "object"}} for n in TOOLS]})
    if method == "tools/call":
        threading.Thread(target=call_tool, args=(id_, params), daemon=True).start()
        return
    if method == "resources/list":
        return result(id_, {"resources": [{"uri": "fixture://status", "name": "status"}]})
    if method == "resources/read":
        return result(id_, {"contents": [{"uri": params.get("uri"), "text": "status:ok"}]})
    if method == "prompts/list":
        return result(id_, {"prompts": [{"name": "brief", "arguments": [{"name": "topic"}]}]})
    if method == "prompts/get":
        topic = (params.get("arguments") or {}).get("topic", "")
        return result(id_, {"description": "Write a brief",
                            "messages": [{"role": "user",
                                          "content": {"type": "text", "text": "Brief on " + topic}}]})
    if method in ("resources/subscribe", "resources/unsubscribe", "logging/setLevel"):
        result(id_, {})
        if method == "resources/subscribe":
            send({"jsonrpc": "2.0", "method": "notifications/resources/updated",
                  "params": {"uri": params.get("uri")}})
        return
    if method == "completion/complete":
        prefix = (params.get("argument") or {}).get("value", "")
        values = [v for v in ["beam", "bean", "rust"] if v.startswith(prefix)]
        return result(id_, {"completion": {"values": values, "total": len(values), "hasMore": False}})
    send({"jsonrpc": "2.0", "id": id_, "error": {"code": -32601, "message": "Method not found: " + method}})


def main():
    if os.environ.get("FIXTURE_BANNER"):
        write_raw(b"fixture server v1 starting (a banner on stdout)\n")
    sys.stderr.write("fixture: ready\n")
    sys.stderr.flush()
    for line in sys.stdin.buffer:
        line = line.strip()
        if not line:
            continue
        try:
            msg = json.loads(line)
        except ValueError:
            continue
        handle(msg)
    log({"fixture": "stdin closed"})
    if os.environ.get("FIXTURE_IGNORE_EOF"):
        # Ignore EOF and SIGTERM: only SIGKILL ends us.
        import signal
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        log({"fixture": "ignoring SIGTERM"})
        while True:
            time.sleep(1)


if __name__ == "__main__":
    main()
