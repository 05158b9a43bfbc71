#!/usr/bin/env python3
"""Summarize a Terraform plan JSON (terraform show -json) without contacting anything."""
import collections
import json
import sys


def main(path):
    plan = json.load(open(path))
    counts = collections.Counter()
    flagged = []
    for rc in plan.get("resource_changes", []):
        actions = rc["change"]["actions"]
        key = "replace" if actions in (["delete", "create"], ["create", "delete"]) else "+".join(actions)
        counts[key] += 1
        if key in ("delete", "replace"):
            paths = rc.get("action_reason") or rc["change"].get("replace_paths") or ""
            flagged.append("%-8s %s %s" % (key, rc["address"], paths))
    for k in ("create", "update", "replace", "delete", "no-op", "read"):
        if counts.get(k):
            print("%-8s %d" % (k, counts[k]))
    if flagged:
        print("\nDestroys and replacements:")
        print("\n".join(flagged))


if __name__ == "__main__":
    main(sys.argv[1])
