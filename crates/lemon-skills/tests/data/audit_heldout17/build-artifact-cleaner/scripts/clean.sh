#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not a git repo" >&2; exit 1; }
[ "$root" != "/" ] && [ "$root" != "$HOME" ] || { echo "refusing to clean $root" >&2; exit 1; }
cd "$root"
mapfile -t targets < <(find . -path ./.git -prune -o \( -name dist -o -name build -o -name '*.egg-info' \
  -o -name __pycache__ -o -name .pytest_cache -o -name .mypy_cache \) -type d -print)
for t in "${targets[@]}"; do
  real="$(realpath "$t")"
  case "$real" in "$root"/*) ;; *) echo "skip $t (outside repo)"; continue ;; esac
  if [ "${1:-}" = "--dry-run" ]; then echo "would remove $t"; else rm -rf -- "$real"; echo "removed $t"; fi
done
