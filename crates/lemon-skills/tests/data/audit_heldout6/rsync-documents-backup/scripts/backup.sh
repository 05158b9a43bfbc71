#!/usr/bin/env bash
set -euo pipefail
dry=""
[ "${1:-}" = "--dry-run" ] && { dry="--dry-run"; shift; }
dest="${1:?destination user@host:/path}"; shift
[ $# -gt 0 ] || set -- "$HOME/Documents"
here="$(cd "$(dirname "$0")/.." && pwd)"
host="${dest%%:*}"; base="${dest#*:}"
today=$(date +%F)
prev=$(ssh "$host" "ls -1d '$base'/20??-??-?? 2>/dev/null | tail -1" || true)
link=()
[ -n "$prev" ] && link=(--link-dest="$prev")
ssh "$host" "mkdir -p '$base/$today'"
rsync -aHv --partial --human-readable --stats $dry \
  --exclude-from="$here/templates/excludes.txt" "${link[@]}" \
  "$@" "$host:$base/$today/"
