#!/usr/bin/env python3
"""Propose (or write) SHA pins for `uses:` lines. Read-only unless --write."""
import json
import re
import subprocess
import sys

USES = re.compile(r"^(\s*-?\s*uses:\s*)([\w.-]+/[\w.-]+)(/[\w./-]+)?@([\w.-]+)\s*(#.*)?$")
SHA = re.compile(r"^[0-9a-f]{40}$")


def resolve(repo, ref):
    for kind in ("tags", "heads"):
        try:
            out = subprocess.run(["gh", "api", f"repos/{repo}/git/ref/{kind}/{ref}"],
                                 capture_output=True, text=True, check=True).stdout
        except subprocess.CalledProcessError:
            continue
        obj = json.loads(out)["object"]
        if obj["type"] == "tag":
            obj = json.loads(subprocess.run(["gh", "api", f"repos/{repo}/git/tags/{obj['sha']}"],
                                            capture_output=True, text=True, check=True).stdout)["object"]
        return obj["sha"]
    return None


def main(argv):
    write = "--write" in argv
    for path in [a for a in argv if not a.startswith("--")]:
        lines = open(path, encoding="utf-8").read().split("\n")
        changed = False
        for i, line in enumerate(lines):
            m = USES.match(line)
            if not m or SHA.match(m.group(4)) or m.group(2).startswith("./"):
                continue
            sha = resolve(m.group(2), m.group(4))
            if not sha:
                print(f"{path}:{i + 1}: could not resolve {m.group(2)}@{m.group(4)}")
                continue
            new = f"{m.group(1)}{m.group(2)}{m.group(3) or ''}@{sha} # {m.group(4)}"
            print(f"{path}:{i + 1}: {line.strip()}  ->  {new.strip()}")
            lines[i] = new
            changed = True
        if write and changed:
            open(path, "w", encoding="utf-8").write("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
