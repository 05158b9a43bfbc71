#!/usr/bin/env bash
set -euo pipefail
dry=0; [ "${1:-}" = "--dry-run" ] && dry=1
root=$(git rev-parse --show-toplevel)
cd "$root"

scratch=$(mktemp -d)
trap 'rm -rf -- "$scratch"' EXIT

find . -xdev \( -name .git -prune \) -o -type d \( \
    -name node_modules -o -name dist -o -name build -o -name .next -o -name .turbo \
    -o -name coverage -o -name __pycache__ -o -name .pytest_cache -o -name .mypy_cache \
    -o -name target -o -name .gradle -o -name '*.egg-info' \) -prune -print > "$scratch/list"

if [ ! -s "$scratch/list" ]; then echo "nothing to clean"; exit 0; fi
xargs -d '\n' du -sh < "$scratch/list" | sort -h
echo "total: $(xargs -d '\n' du -sc < "$scratch/list" | tail -1 | cut -f1) KB"
[ $dry -eq 1 ] && exit 0

read -r -p "Delete these directories inside $root? [y/N] " ans
[ "$ans" = "y" ] || { echo "aborted"; exit 1; }
while IFS= read -r d; do
  case "$d" in ./*) rm -rf -- "$d" ;; *) echo "skip $d" ;; esac
done < "$scratch/list"
echo "done"
