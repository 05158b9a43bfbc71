#!/usr/bin/env python3
"""Test a regex against must-match and must-not-match examples."""
import argparse
import re
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pattern")
    ap.add_argument("--match", nargs="*", default=[])
    ap.add_argument("--no-match", nargs="*", default=[])
    ap.add_argument("-i", action="store_true", help="ignore case")
    a = ap.parse_args()
    rx = re.compile(a.pattern, re.I if a.i else 0)
    bad = 0
    for s in a.match:
        m = rx.search(s)
        print(f"{'ok ' if m else 'FAIL'}  must match      {s!r}" + (f"  groups={m.groupdict() or m.groups()}" if m else ""))
        bad += not m
    for s in a.no_match:
        m = rx.search(s)
        print(f"{'FAIL' if m else 'ok '}  must not match  {s!r}")
        bad += bool(m)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
