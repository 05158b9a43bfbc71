#!/usr/bin/env python3
"""Regenerate assets/fixtures.json and verify that every case round-trips."""
import base64
import json
import pathlib
import sys

PATH = pathlib.Path(__file__).resolve().parent.parent / "assets" / "fixtures.json"


def check():
    data = json.loads(PATH.read_text())
    bad = 0
    for case in data["cases"]:
        raw = bytes.fromhex(case["hex"])
        if base64.b64encode(raw).decode() != case["std"]:
            print("std mismatch:", case["name"]); bad += 1
        pad = "=" * (-len(case["urlsafe"]) % 4)
        if base64.urlsafe_b64decode(case["urlsafe"] + pad) != raw:
            print("urlsafe mismatch:", case["name"]); bad += 1
    print(f"{len(data['cases'])} cases, {bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(check())
