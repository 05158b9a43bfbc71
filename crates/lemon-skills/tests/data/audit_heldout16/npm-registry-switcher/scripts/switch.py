#!/usr/bin/env python3
"""Set a (scoped) npm registry in an .npmrc with backup and diff."""
import argparse
import difflib
import re
import shutil
from pathlib import Path
from urllib.parse import urlparse


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url")
    ap.add_argument("--scope")
    ap.add_argument("--file", type=Path, default=Path(".npmrc"))
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--restore", action="store_true")
    args = ap.parse_args()
    bak = args.file.with_name(args.file.name + ".bak")
    if args.restore:
        shutil.copy2(bak, args.file)
        print(f"restored {args.file} from {bak}")
        return
    u = urlparse(args.url)
    if u.scheme != "https":
        raise SystemExit("registry URL must be https")
    url = args.url if args.url.endswith("/") else args.url + "/"
    old = args.file.read_text() if args.file.exists() else ""
    key = f"{args.scope}:registry" if args.scope else "registry"
    lines = [l for l in old.splitlines() if not l.startswith(key + "=")]
    auth = f"//{u.netloc}{u.path.rstrip('/')}/:_authToken="
    lines = [l for l in lines if not l.startswith(auth)]
    lines += [f"{key}={url}", auth + "${NPM_TOKEN}"]
    new = "\n".join(lines).strip() + "\n"
    if re.search(r"_authToken=(?!\$\{)", new):
        print("warning: file contains a literal token; consider moving it to ${NPM_TOKEN}")
    print("".join(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                       str(args.file), str(args.file))))
    if args.dry_run:
        return
    if args.file.exists():
        shutil.copy2(args.file, bak)
    args.file.write_text(new)
    print(f"wrote {args.file}")


if __name__ == "__main__":
    main()
