#!/usr/bin/env python3
"""Minimal OpenAI Batch API client (stdlib only)."""
import csv
import json
import os
import sys
import urllib.request
import uuid

API = "https://api.openai.com/v1"


def key():
    k = os.environ.get("OPENAI_API_KEY")
    if not k:
        sys.exit("OPENAI_API_KEY is not set")
    return k


def call(method, path, data=None, headers=None):
    h = {"Authorization": "Bearer " + key()}
    h.update(headers or {})
    req = urllib.request.Request(API + path, data=data, method=method, headers=h)
    with urllib.request.urlopen(req, timeout=60) as r:
        return r.read()


def upload(path):
    b = uuid.uuid4().hex
    body = (f"--{b}\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nbatch\r\n"
            f"--{b}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"input.jsonl\"\r\n"
            "Content-Type: application/jsonl\r\n\r\n").encode() + open(path, "rb").read() + f"\r\n--{b}--\r\n".encode()
    return json.loads(call("POST", "/files", body, {"Content-Type": f"multipart/form-data; boundary={b}"}))["id"]


def main():
    cmd, arg = sys.argv[1], sys.argv[2]
    if cmd == "build":
        model = sys.argv[sys.argv.index("--model") + 1] if "--model" in sys.argv else "gpt-4o-mini"
        for i, row in enumerate(csv.DictReader(open(arg, encoding="utf-8")), 1):
            print(json.dumps({"custom_id": f"row-{i}", "method": "POST", "url": "/v1/chat/completions",
                              "body": {"model": model, "messages": [{"role": "user", "content": row["prompt"]}]}}))
    elif cmd == "submit":
        fid = upload(arg)
        body = json.dumps({"input_file_id": fid, "endpoint": "/v1/chat/completions", "completion_window": "24h"}).encode()
        print(json.loads(call("POST", "/batches", body, {"Content-Type": "application/json"}))["id"])
    elif cmd == "status":
        b = json.loads(call("GET", "/batches/" + arg))
        print(b["status"], b.get("request_counts"))
    elif cmd == "fetch":
        b = json.loads(call("GET", "/batches/" + arg))
        if b.get("error_file_id"):
            open("errors.jsonl", "wb").write(call("GET", f"/files/{b['error_file_id']}/content"))
        sys.stdout.buffer.write(call("GET", f"/files/{b['output_file_id']}/content"))


if __name__ == "__main__":
    main()
