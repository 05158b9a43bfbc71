#!/usr/bin/env python3
import re, sys

KEY = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$")


def keys(path):
    out, dups = [], []
    for n, line in enumerate(open(path), 1):
        m = KEY.match(line)
        if not m:
            continue
        k, v = m.group(1), m.group(2)
        if k in out:
            dups.append(k)
        out.append(k)
        if v != v.rstrip():
            print(f"{path}:{n}: {k} has trailing whitespace")
        if " " in v.strip() and not v.strip()[:1] in "\"'":
            print(f"{path}:{n}: {k} value contains spaces but is unquoted")
    return set(out), dups


env, d1 = keys(sys.argv[1])
example, _ = keys(sys.argv[2])
for k in sorted(example - env):
    print("missing:", k)
for k in sorted(set(d1)):
    print("duplicate:", k)
