#!/usr/bin/env python3
"""Thin CLI over the Google APIs (uses the token written by auth_setup.py)."""
import argparse
import json
import os

TOKEN = os.path.expanduser("~/.config/gws-assistant/token.json")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("service")
    p.add_argument("action")
    p.add_argument("rest", nargs="*")
    a = p.parse_args()
    if not os.path.exists(TOKEN):
        raise SystemExit("run scripts/auth_setup.py first")
    print(json.dumps({"service": a.service, "action": a.action, "args": a.rest}))


if __name__ == "__main__":
    main()
