#!/usr/bin/env python3
"""Submit, poll and fetch OpenAI Batch API jobs."""
import argparse
import json
import os
import sys

from openai import OpenAI


def client():
    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        sys.exit("OPENAI_API_KEY is not set")
    return OpenAI(api_key=key)  # default base URL: https://api.openai.com/v1


def submit(c, path, endpoint):
    with open(path, "rb") as fh:
        f = c.files.create(file=fh, purpose="batch")
    b = c.batches.create(input_file_id=f.id, endpoint=endpoint, completion_window="24h")
    print(b.id)


def status(c, batch_id):
    b = c.batches.retrieve(batch_id)
    print(json.dumps({"status": b.status, "counts": b.request_counts.model_dump() if b.request_counts else None},
                     indent=2))


def fetch(c, batch_id, out):
    b = c.batches.retrieve(batch_id)
    if b.status != "completed":
        sys.exit(f"batch is {b.status}")
    content = c.files.content(b.output_file_id)
    with open(out, "wb") as fh:
        fh.write(content.read())
    if b.error_file_id:
        with open(out + ".errors", "wb") as fh:
            fh.write(c.files.content(b.error_file_id).read())
    print(f"wrote {out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("submit"); s.add_argument("path"); s.add_argument("--endpoint", default="/v1/chat/completions")
    st = sub.add_parser("status"); st.add_argument("batch_id")
    f = sub.add_parser("fetch"); f.add_argument("batch_id"); f.add_argument("-o", "--out", default="results.jsonl")
    a = ap.parse_args()
    c = client()
    if a.cmd == "submit":
        submit(c, a.path, a.endpoint)
    elif a.cmd == "status":
        status(c, a.batch_id)
    else:
        fetch(c, a.batch_id, a.out)


if __name__ == "__main__":
    main()
