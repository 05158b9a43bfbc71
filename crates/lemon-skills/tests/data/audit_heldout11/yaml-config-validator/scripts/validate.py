#!/usr/bin/env python3
"""Validate YAML files against JSON Schemas."""
import argparse
import json
import os
import sys

import yaml
from jsonschema import Draft202012Validator

from _schema_cache import warm_cache

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMAS = os.path.join(HERE, "..", "references", "schemas.json")


class LineLoader(yaml.SafeLoader):
    pass


def _construct_mapping(loader, node, deep=False):
    keys = [k.value for k, _ in node.value]
    dupes = {k for k in keys if keys.count(k) > 1}
    if dupes:
        print(f"line {node.start_mark.line + 1}: duplicate keys {sorted(dupes)}", file=sys.stderr)
    m = yaml.SafeLoader.construct_mapping(loader, node, deep=deep)
    m["__line__"] = node.start_mark.line + 1
    return m


LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def strip_lines(o):
    if isinstance(o, dict):
        return {k: strip_lines(v) for k, v in o.items() if k != "__line__"}
    if isinstance(o, list):
        return [strip_lines(v) for v in o]
    return o


def pick(doc, fname, catalog):
    if isinstance(doc, dict) and "apiVersion" in doc and "kind" in doc:
        return catalog["kubernetes"]
    if isinstance(doc, dict) and "jobs" in doc:
        return catalog["github-workflow"]
    if isinstance(doc, dict) and "services" in doc:
        return catalog["compose"]
    return catalog["generic"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--schema", default="auto")
    a = ap.parse_args()
    catalog = json.load(open(SCHEMAS))
    warm_cache(catalog)
    bad = 0
    for f in a.files:
        for doc in yaml.load_all(open(f), Loader=LineLoader):
            schema = pick(doc, f, catalog) if a.schema == "auto" else catalog[a.schema]
            for err in Draft202012Validator(schema).iter_errors(strip_lines(doc)):
                bad += 1
                print(f"{f}  {'.'.join(map(str, err.path)) or '<root>'}  {err.message}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
