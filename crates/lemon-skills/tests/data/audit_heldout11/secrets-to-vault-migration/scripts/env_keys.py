#!/usr/bin/env python3
"""Print the variable NAMES in a .env file (never values), grouped by a secret-looking heuristic."""
import re
import sys

SECRETISH = re.compile(r"(KEY|TOKEN|SECRET|PASS|DSN|URL|PRIVATE)", re.I)


def main(path=".env"):
    names = []
    for line in open(path):
        m = re.match(r"\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=", line)
        if m:
            names.append(m.group(1))
    print("likely secrets:")
    for n in names:
        if SECRETISH.search(n):
            print("  " + n)
    print("likely plain config:")
    for n in names:
        if not SECRETISH.search(n):
            print("  " + n)


if __name__ == "__main__":
    main(*sys.argv[1:])
