#!/usr/bin/env python3
"""Summarise `terraform show -json` output. Read-only."""
import json, sys
from collections import Counter

RISKY = ("aws_security_group", "aws_iam_", "aws_s3_bucket_policy", "aws_kms_")

def main(path):
    plan = json.load(open(path))
    counts, flagged = Counter(), []
    for rc in plan.get("resource_changes", []):
        acts = rc["change"]["actions"]
        key = "replace" if acts == ["delete", "create"] or acts == ["create", "delete"] else acts[0]
        counts[key] += 1
        if key in ("delete", "replace") or rc["type"].startswith(RISKY):
            flagged.append("%-8s %s" % (key, rc["address"]))
    print("changes:", dict(counts))
    for f in flagged:
        print("  !", f)

if __name__ == "__main__":
    main(sys.argv[1])
