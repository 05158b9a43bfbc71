#!/usr/bin/env bash
# measure.sh - read-only report of common cache locations and their sizes
set -u
echo "== disk"
df -h "$HOME" | tail -1
echo "== caches"
for p in "$HOME/.cache" "$HOME/.npm" "$HOME/.cargo/registry" "$HOME/Library/Caches" \
         "$HOME/Library/Developer/Xcode/DerivedData" "$HOME/.gradle/caches"; do
  [ -d "$p" ] && du -sh "$p" 2>/dev/null
done | sort -h
if command -v docker >/dev/null 2>&1; then
  echo "== docker"
  docker system df 2>/dev/null
fi
echo "(nothing was deleted)"
