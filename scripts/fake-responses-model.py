#!/usr/bin/env python3
"""A stand-in for the OpenAI Responses API on 127.0.0.1, so the real Codex CLI can run a
turn offline (scripts/check-serve-clients.sh). Its first answer asks Codex to call one MCP
tool (a function call in the tool's namespace); the next request then carries the tool's
output, which is appended to the log as one JSON line; the second answer ends the turn.

Usage: fake-responses-model.py PORT LOG NAMESPACE TOOL ARGUMENTS_JSON
"""
import http.server
import json
import sys

port, log_path, namespace, tool, arguments = sys.argv[1:6]


def events(items, response_id):
    response = {"id": response_id}
    yield {"type": "response.created", "response": response}
    for index, item in enumerate(items):
        yield {"type": "response.output_item.done", "output_index": index, "item": item}
    usage = {"input_tokens": 1, "output_tokens": 1, "total_tokens": 2}
    yield {"type": "response.completed", "response": dict(response, usage=usage)}


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_POST(self):
        length = min(int(self.headers.get("content-length", 0)), 64 << 20)
        body = json.loads(self.rfile.read(length) or b"{}")
        outputs = [i for i in body.get("input", []) if i.get("type") == "function_call_output"]
        if outputs:
            with open(log_path, "a") as log:
                log.write(json.dumps({"tool_output": outputs[-1].get("output")}) + "\n")
            item = {"type": "message", "id": "msg_1", "role": "assistant",
                    "content": [{"type": "output_text", "text": "done"}]}
        else:
            item = {"type": "function_call", "id": "fc_1", "call_id": "call_1",
                    "namespace": namespace, "name": tool, "arguments": arguments}
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.end_headers()
        for event in events([item], "resp_%d" % len(outputs)):
            self.wfile.write(("event: %s\ndata: %s\n\n" % (event["type"], json.dumps(event))).encode())
        self.wfile.flush()

    def do_GET(self):
        # Codex tries a WebSocket first; refusing it makes it fall back to HTTPS POSTs.
        self.send_response(404)
        self.end_headers()


http.server.ThreadingHTTPServer(("127.0.0.1", int(port)), Handler).serve_forever()
