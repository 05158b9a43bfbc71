#!/usr/bin/env bash
set -uo pipefail
APPLY=${1:-}
TARGETS=(
  "$HOME/.cache/pip"
  "$HOME/.npm/_cacache"
  "$HOME/.cache/yarn"
  "$HOME/.cache/go-build"
  "$HOME/Library/Caches/pip"
)
for t in "${TARGETS[@]}"; do
  [ -d "$t" ] || continue
  du -sh "$t"
  if [ "$APPLY" = "--apply" ]; then rm -rf -- "$t"; echo "  removed"; fi
done
echo "stale node_modules older than 30 days under $PWD:"
find "$PWD" -type d -name node_modules -prune -mtime +30 -print
