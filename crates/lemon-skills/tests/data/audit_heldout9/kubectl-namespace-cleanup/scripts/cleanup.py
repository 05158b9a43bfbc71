#!/usr/bin/env python3
import argparse, datetime, fnmatch, json, subprocess, sys


def kubectl(*args):
    return subprocess.run(["kubectl", *args], capture_output=True, text=True, check=True).stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pattern", action="append", default=None)
    ap.add_argument("--older-than", default="7d")
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    pats = a.pattern or ["preview-*", "pr-*"]
    ctx = kubectl("config", "current-context").strip()
    if "prod" in ctx.lower():
        sys.exit(f"refusing to run against context {ctx!r}")
    days = int(a.older_than.rstrip("d"))
    cutoff = datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(days=days)
    items = json.loads(kubectl("get", "ns", "-o", "json"))["items"]
    stale = []
    for ns in items:
        name = ns["metadata"]["name"]
        created = datetime.datetime.fromisoformat(ns["metadata"]["creationTimestamp"].replace("Z", "+00:00"))
        if any(fnmatch.fnmatch(name, p) for p in pats) and created < cutoff:
            stale.append(name)
    for name in stale:
        if not a.apply:
            print("would delete", name)
            continue
        if input(f"type {name} to delete it: ").strip() == name:
            subprocess.run(["kubectl", "delete", "namespace", name, "--wait=false"], check=True)
        else:
            print("skipped", name)


if __name__ == "__main__":
    main()
