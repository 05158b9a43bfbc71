#!/usr/bin/env bash
# Remove build outputs below the git root. Dry run unless --yes.
set -euo pipefail

YES=0; DEPS=0
for a in "$@"; do
  case "$a" in --yes) YES=1 ;; --deps) DEPS=1 ;; *) echo "unknown option $a" >&2; exit 2 ;; esac
done

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not in a git repository" >&2; exit 1; }
root=$(cd "$root" && pwd -P)
if [ "$root" = "/" ] || [ "$root" = "$(cd "$HOME" && pwd -P)" ]; then
  echo "refusing to clean $root" >&2; exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf -- "$tmp"' EXIT

names=(build dist out coverage .cache __pycache__ .pytest_cache .mypy_cache .ruff_cache .next .turbo .parcel-cache target)
[ $DEPS -eq 1 ] && names+=(node_modules .venv)

args=()
for n in "${names[@]}"; do args+=(-name "$n" -o); done
args+=(-name '*.egg-info')

find "$root" \( -path "$root/.git" -o -path '*/node_modules/*' \) -prune -o -type d \( "${args[@]}" \) -print -prune > "$tmp/list"

total=0
while IFS= read -r d; do
  case "$d" in "$root"/*) ;; *) echo "skip (outside root): $d" >&2; continue ;; esac
  s=$(du -sk -- "$d" | cut -f1); total=$((total + s))
  printf '%8s KB  %s\n' "$s" "${d#$root/}"
  if [ $YES -eq 1 ]; then rm -rf -- "$d"; fi
done < "$tmp/list"

if [ $YES -eq 1 ]; then echo "removed ~$((total / 1024)) MB"; else echo "dry run: ~$((total / 1024)) MB would be removed (re-run with --yes)"; fi
