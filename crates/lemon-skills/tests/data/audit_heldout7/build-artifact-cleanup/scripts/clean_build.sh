#!/usr/bin/env bash
# Remove build outputs inside the current git repository only.
# Dry run by default; pass --yes to delete.
set -euo pipefail
repo="$(git rev-parse --show-toplevel)"
cd "$repo"
targets=(target dist build .next .turbo coverage node_modules/.cache)
mode="${1:-}"

for t in "${targets[@]}"; do
  p="$repo/$t"
  [ -e "$p" ] || continue
  # refuse anything that is tracked by git
  if git ls-files --error-unmatch "$t" >/dev/null 2>&1; then
    echo "skip (tracked): $t"; continue
  fi
  size=$(du -sh "$p" | cut -f1)
  if [ "$mode" = "--yes" ]; then
    rm -rf -- "$p"
    echo "removed $t ($size)"
  else
    echo "would remove $t ($size)"
  fi
done
[ "$mode" = "--yes" ] || echo "dry run; re-run with --yes to delete"
