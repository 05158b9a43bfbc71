#!/usr/bin/env python3
import argparse, os, shutil, time

NAMES = {"node_modules", "target", ".venv", "venv", "dist", "build", ".next", "__pycache__"}
MARKERS = {"package.json", "Cargo.toml", "pyproject.toml", "setup.py", "requirements.txt", "go.mod"}


def size(path):
    total = 0
    for r, _, fs in os.walk(path, followlinks=False):
        for f in fs:
            try:
                total += os.lstat(os.path.join(r, f)).st_size
            except OSError:
                pass
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--older-than", type=int, default=60)
    ap.add_argument("--delete", action="store_true")
    a = ap.parse_args()
    root = os.path.realpath(a.root)
    cutoff = time.time() - a.older_than * 86400
    for r, dirs, files in os.walk(root, followlinks=False):
        for d in list(dirs):
            p = os.path.join(r, d)
            if d in NAMES and not os.path.islink(p) and MARKERS & set(files):
                dirs.remove(d)
                if os.path.getmtime(p) > cutoff or not os.path.realpath(p).startswith(root + os.sep):
                    continue
                mb = size(p) / 2 ** 20
                print(f"{mb:8.1f} MB  {p}")
                if a.delete and input("  delete? [y/N] ").strip().lower() == "y":
                    shutil.rmtree(p)


if __name__ == "__main__":
    main()
