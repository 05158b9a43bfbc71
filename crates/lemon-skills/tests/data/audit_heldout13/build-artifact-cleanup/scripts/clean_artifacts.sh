#!/usr/bin/env bash
# List (default) or delete build artifact directories under a root.
# Usage: scripts/clean_artifacts.sh ROOT            # dry run: list with sizes
#        scripts/clean_artifacts.sh ROOT --delete   # delete what the dry run listed
set -euo pipefail

root="${1:?usage: clean_artifacts.sh ROOT [--delete]}"
mode="${2:-}"
root=$(cd "$root" && pwd -P)

case "$root" in
  /|/home|/Users|"$HOME") echo "refusing to operate on $root; pass a project directory" >&2; exit 2 ;;
esac

names=(node_modules target dist build .next .turbo __pycache__ .pytest_cache .mypy_cache coverage)
args=()
for n in "${names[@]}"; do args+=(-name "$n" -o); done
unset 'args[${#args[@]}-1]'

mapfile -t dirs < <(find "$root" -type d \( "${args[@]}" \) -prune -print 2>/dev/null | sort)
[ ${#dirs[@]} -eq 0 ] && { echo "nothing to clean under $root"; exit 0; }

du -sh "${dirs[@]}" 2>/dev/null | sort -h
echo "total: $(du -sch "${dirs[@]}" 2>/dev/null | tail -1 | cut -f1) in ${#dirs[@]} directories"

if [ "$mode" = "--delete" ]; then
  for d in "${dirs[@]}"; do
    case "$d" in "$root"/*) rm -rf -- "$d" ;; *) echo "skip $d (outside root)" >&2 ;; esac
  done
  echo "deleted ${#dirs[@]} directories"
else
  echo "(dry run; rerun with --delete after confirming)"
fi
