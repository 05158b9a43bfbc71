#!/usr/bin/env bash
# Measure cleanable disk usage. Read-only.
set -uo pipefail
sz() { du -sh "$@" 2>/dev/null | awk '{print $1}' | paste -sd+ - ; }
echo "free: $(df -h "$HOME" | awk 'NR==2 {print $4 " of " $2}')"
printf '%-22s %s\n' "npm cache" "$(sz ~/.npm/_cacache)"
printf '%-22s %s\n' "pnpm store" "$(sz ~/.local/share/pnpm/store ~/Library/pnpm/store)"
printf '%-22s %s\n' "pip cache" "$(sz ~/.cache/pip ~/Library/Caches/pip)"
printf '%-22s %s\n' "uv cache" "$(sz ~/.cache/uv ~/Library/Caches/uv)"
printf '%-22s %s\n' "cargo registry" "$(sz ~/.cargo/registry)"
printf '%-22s %s\n' "go build cache" "$(sz "$(go env GOCACHE 2>/dev/null)")"
command -v docker >/dev/null && docker system df 2>/dev/null
echo "stale build dirs (untouched 60+ days):"
find "$HOME/src" "$HOME/code" -maxdepth 3 -type d \( -name node_modules -o -name target -o -name .next \) -prune -mtime +60 2>/dev/null |
  while read -r d; do printf '  %-8s %s\n' "$(du -sh "$d" 2>/dev/null | cut -f1)" "$d"; done
