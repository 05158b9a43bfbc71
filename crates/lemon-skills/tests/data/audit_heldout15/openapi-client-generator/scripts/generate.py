#!/usr/bin/env python3
"""Render templates/client.ts.tmpl from an OpenAPI spec."""
import argparse
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
TEMPLATE = os.path.join(HERE, "..", "templates", "client.ts.tmpl")


def load(path):
    text = open(path, encoding="utf-8").read()
    if path.endswith((".yaml", ".yml")):
        import yaml
        return yaml.safe_load(text)
    return json.loads(text)


def camel(s):
    parts = re.split(r"[^A-Za-z0-9]+", s)
    return parts[0][:1].lower() + parts[0][1:] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def ts_type(schema):
    if not schema:
        return "unknown"
    if "$ref" in schema:
        return schema["$ref"].rsplit("/", 1)[-1]
    t = schema.get("type")
    if t == "array":
        return ts_type(schema.get("items")) + "[]"
    return {"integer": "number", "number": "number", "string": "string", "boolean": "boolean"}.get(t, "Record<string, unknown>")


def render(spec, timeout):
    methods = []
    for path, item in spec.get("paths", {}).items():
        for verb, op in item.items():
            if verb not in ("get", "post", "put", "patch", "delete"):
                continue
            name = camel(op.get("operationId") or f"{verb} {path}")
            resp = (op.get("responses", {}).get("200") or op.get("responses", {}).get("201") or {})
            schema = resp.get("content", {}).get("application/json", {}).get("schema")
            url = re.sub(r"\{(\w+)\}", r"${params.\1}", path)
            methods.append(
                f"    {name}: (params: Record<string, any> = {{}}, body?: unknown) =>\n"
                f"      request<{ts_type(schema)}>('{verb.upper()}', `{url}`, params, body),"
            )
    tpl = open(TEMPLATE, encoding="utf-8").read()
    return tpl.replace("/*METHODS*/", "\n".join(methods)).replace("/*TIMEOUT*/", str(timeout))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("spec")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--timeout", type=int, default=15000)
    a = ap.parse_args()
    out = render(load(a.spec), a.timeout)
    os.makedirs(os.path.dirname(os.path.abspath(a.output)), exist_ok=True)
    open(a.output, "w", encoding="utf-8").write(out)
    print(f"wrote {a.output}")


if __name__ == "__main__":
    main()
