#!/usr/bin/env python3
"""Docstring coverage using ast (no imports of the target code)."""
import argparse
import ast
import os
import sys


def objects(tree, include_init):
    yield "<module>", 1, ast.get_docstring(tree) is not None

    def visit(node, in_class):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                if not child.name.startswith("_"):
                    yield child.name, child.lineno, ast.get_docstring(child) is not None
                    yield from visit(child, True)
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                name = child.name
                public = not name.startswith("_") or (include_init and in_class and name == "__init__")
                if public:
                    yield name, child.lineno, ast.get_docstring(child) is not None

    yield from visit(tree, False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--fail-under", type=float)
    ap.add_argument("--missing", action="store_true")
    ap.add_argument("--include-init", action="store_true")
    a = ap.parse_args()
    rows, missing = [], []
    for d, dirs, files in os.walk(a.root):
        dirs[:] = sorted(x for x in dirs if x not in {"__pycache__", ".venv", "build"})
        for f in sorted(files):
            if not f.endswith(".py"):
                continue
            p = os.path.join(d, f)
            tree = ast.parse(open(p, encoding="utf-8").read(), p)
            objs = list(objects(tree, a.include_init))
            doc = sum(1 for o in objs if o[2])
            rows.append((p, len(objs), doc))
            missing += [(p, line, name) for name, line, ok in objs if not ok]
    total = sum(r[1] for r in rows)
    documented = sum(r[2] for r in rows)
    print(f"{'file':<40}{'total':>7}{'documented':>12}{'coverage':>10}")
    for p, t, dcount in rows:
        print(f"{p:<40}{t:>7}{dcount:>12}{(100 * dcount / t if t else 100):>9.1f}%")
    cov = 100 * documented / total if total else 100.0
    print(f"{'TOTAL':<40}{total:>7}{documented:>12}{cov:>9.1f}%")
    if a.missing:
        for p, line, name in missing:
            print(f"{p}:{line} {name}")
    if a.fail_under is not None and cov < a.fail_under:
        print(f"coverage {cov:.1f}% is below {a.fail_under}%")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
