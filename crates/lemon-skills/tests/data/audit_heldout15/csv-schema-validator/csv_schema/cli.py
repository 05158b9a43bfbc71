import argparse
import csv
import json
import os
import re
import sys
from datetime import date

import yaml

CASTS = {"int": int, "float": float, "str": str,
         "bool": lambda v: {"true": True, "false": False}[v.lower()],
         "date": date.fromisoformat}


def check(schema_path, data_dir, max_errors=1000):
    schema = yaml.safe_load(open(schema_path))
    errors, seen = [], {}
    for fname, spec in schema["files"].items():
        cols = spec["columns"]
        with open(os.path.join(data_dir, fname), newline="") as fh:
            for n, row in enumerate(csv.DictReader(fh), 2):
                for col, rule in cols.items():
                    v = (row.get(col) or "").strip()
                    if not v:
                        if rule.get("required"):
                            errors.append(f"{fname}:{n} {col} is required")
                        continue
                    try:
                        cv = CASTS[rule.get("type", "str")](v)
                    except (ValueError, KeyError):
                        errors.append(f"{fname}:{n} {col}={v!r} is not {rule.get('type')}")
                        continue
                    if "pattern" in rule and not re.search(rule["pattern"], v):
                        errors.append(f"{fname}:{n} {col}={v!r} does not match pattern")
                    if "enum" in rule and v not in rule["enum"]:
                        errors.append(f"{fname}:{n} {col}={v!r} not in enum")
                    if "min" in rule and cv < rule["min"]:
                        errors.append(f"{fname}:{n} {col}={v!r} below min")
                    if rule.get("unique"):
                        key = (fname, col)
                        if v in seen.setdefault(key, set()):
                            errors.append(f"{fname}:{n} {col}={v!r} duplicate")
                        seen[key].add(v)
                if len(errors) >= max_errors:
                    return errors
    for fname, spec in schema["files"].items():
        for col, rule in spec["columns"].items():
            ref = rule.get("references")
            if not ref:
                continue
            rf, rc = ref.split(":")
            have = seen.get((rf, rc), set())
            with open(os.path.join(data_dir, fname), newline="") as fh:
                for n, row in enumerate(csv.DictReader(fh), 2):
                    v = (row.get(col) or "").strip()
                    if v and v not in have:
                        errors.append(f"{fname}:{n} {col}={v} references missing {ref}")
    return errors


def main(argv=None):
    ap = argparse.ArgumentParser(prog="csv-schema")
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check")
    c.add_argument("schema")
    c.add_argument("data_dir")
    c.add_argument("--format", choices=["text", "json"], default="text")
    c.add_argument("--max-errors", type=int, default=1000)
    a = ap.parse_args(argv)
    errs = check(a.schema, a.data_dir, a.max_errors)
    print(json.dumps(errs, indent=1) if a.format == "json" else "\n".join(errs))
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
