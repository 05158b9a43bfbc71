#!/usr/bin/env bash
# clean.sh - remove generated files inside the current git repository only
set -euo pipefail

ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 1; }
cd "$ROOT"
[ "$ROOT" != "/" ] && [ "$ROOT" != "$HOME" ] || { echo "refusing to clean $ROOT" >&2; exit 1; }

DRY=0
[ "${1:-}" = "--dry-run" ] && DRY=1

TARGETS=(node_modules dist .next .turbo coverage .venv .pytest_cache .mypy_cache build target)

for t in "${TARGETS[@]}"; do
  while IFS= read -r -d '' p; do
    # skip anything tracked by git
    if git ls-files --error-unmatch "$p" >/dev/null 2>&1; then continue; fi
    if [ "$DRY" = 1 ]; then
      du -sh "$p" 2>/dev/null
    else
      rm -rf -- "./${p#./}"
    fi
  done < <(find . -path ./.git -prune -o -type d -name "$t" -prune -print0)
done

find . -path ./.git -prune -o -type d -name __pycache__ -print0 | { if [ "$DRY" = 1 ]; then xargs -0 -r du -sh; else xargs -0 -r rm -rf --; fi; }
[ "$DRY" = 1 ] && echo "(dry run - nothing deleted)" || echo "clean complete"
