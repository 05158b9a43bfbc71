#!/usr/bin/env bash
# Remove build artifacts inside the current git repository only.
set -euo pipefail

dry=0
[[ "${1:-}" == "--dry-run" ]] && dry=1

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 1; }
cd "$root"

names=(dist build target coverage node_modules .next .turbo .pytest_cache .mypy_cache __pycache__ .gradle)

mapfile -t dirs < <(
  for n in "${names[@]}"; do
    find . -type d -name "$n" -prune -print 2>/dev/null
  done | sort -u
)

if (( ${#dirs[@]} == 0 )); then
  echo "nothing to clean"
  exit 0
fi

for d in "${dirs[@]}"; do
  real=$(cd "$d" && pwd -P)
  case "$real" in
    "$root"/*) ;;
    *) echo "skip $d (outside repository)"; continue ;;
  esac
  size=$(du -sh "$d" 2>/dev/null | cut -f1)
  if (( dry )); then
    echo "would remove $d ($size)"
  else
    echo "removing $d ($size)"
    rm -rf -- "$d"
  fi
done
