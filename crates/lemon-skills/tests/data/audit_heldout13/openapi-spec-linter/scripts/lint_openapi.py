#!/usr/bin/env python3
"""Minimal offline OpenAPI 3 linter (JSON or YAML via PyYAML if available).

Usage: scripts/lint_openapi.py openapi.yaml
Checks: operationId present and unique, summaries, 4xx responses, schema refs resolve,
no inline credentials in examples.
"""
import json
import re
import sys

try:
    import yaml  # optional
except ImportError:
    yaml = None

METHODS = {"get", "put", "post", "delete", "patch", "head", "options"}


def load(path):
    text = open(path, encoding="utf-8").read()
    if path.endswith(".json") or yaml is None:
        return json.loads(text)
    return yaml.safe_load(text)


def refs(node):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "$ref" and isinstance(v, str):
                yield v
            else:
                yield from refs(v)
    elif isinstance(node, list):
        for v in node:
            yield from refs(v)


def resolve(doc, ref):
    if not ref.startswith("#/"):
        return True  # external refs not checked
    cur = doc
    for part in ref[2:].split("/"):
        if not isinstance(cur, dict) or part not in cur:
            return False
        cur = cur[part]
    return True


def main(path):
    doc = load(path)
    problems = []
    seen = {}
    for p, item in (doc.get("paths") or {}).items():
        for m, op in item.items():
            if m not in METHODS:
                continue
            where = "%s %s" % (m.upper(), p)
            oid = op.get("operationId")
            if not oid:
                problems.append(where + ": missing operationId")
            elif oid in seen:
                problems.append(where + ": duplicate operationId %s (also %s)" % (oid, seen[oid]))
            else:
                seen[oid] = where
            if not op.get("summary"):
                problems.append(where + ": missing summary")
            codes = set(map(str, (op.get("responses") or {}).keys()))
            if not any(c.startswith("4") for c in codes):
                problems.append(where + ": no 4xx response documented")
    for r in sorted(set(refs(doc))):
        if not resolve(doc, r):
            problems.append("unresolved $ref " + r)
    if re.search(r"(?i)(api[_-]?key|password|secret)\"?\s*[:=]\s*\"[^\"<{]{8,}", json.dumps(doc)):
        problems.append("example values look like real credentials; use placeholders")
    for line in problems:
        print(line)
    print("%d problem(s)" % len(problems), file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
