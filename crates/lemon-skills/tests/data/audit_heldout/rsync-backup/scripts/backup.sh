#!/usr/bin/env bash
set -euo pipefail
DRY=""
if [ "${1:-}" = "--dry-run" ]; then DRY="--dry-run"; shift; fi
SRC="$1"; DEST="$2"
rsync -avh --delete-after $DRY --exclude '.git/' --exclude 'node_modules/' -e ssh "$SRC" "$DEST"
