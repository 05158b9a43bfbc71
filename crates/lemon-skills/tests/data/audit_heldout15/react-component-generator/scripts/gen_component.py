#!/usr/bin/env python3
"""Generate a React component folder from templates."""
import argparse
import os
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
TPL = os.path.join(HERE, "..", "templates")


def render(name, path, **kw):
    text = open(os.path.join(TPL, name), encoding="utf-8").read()
    for k, v in kw.items():
        text = text.replace("__" + k + "__", v)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("--dir", default="src/components")
    ap.add_argument("--form", action="store_true")
    a = ap.parse_args()
    name = os.path.basename(a.name)
    out = os.path.join(a.dir, a.name)
    tpl = "Form.tsx.tpl" if a.form else "Component.tsx.tpl"
    render(tpl, os.path.join(out, f"{name}.tsx"), NAME=name)
    render("Component.module.css.tpl", os.path.join(out, f"{name}.module.css"), NAME=name)
    render("Component.stories.tsx.tpl", os.path.join(out, f"{name}.stories.tsx"), NAME=name)
    render("Component.spec.tsx.tpl", os.path.join(out, f"{name}.spec.tsx"), NAME=name)
    with open(os.path.join(out, "index.ts"), "w") as fh:
        fh.write(f"export * from './{name}';\n")
    hooks = os.path.join(os.path.dirname(os.path.normpath(a.dir)), "hooks")
    if not os.path.exists(os.path.join(hooks, "useAnalytics.ts")):
        os.makedirs(hooks, exist_ok=True)
        shutil.copy(os.path.join(TPL, "hooks", "useAnalytics.ts"), hooks)
    print(f"created {out}")


if __name__ == "__main__":
    main()
