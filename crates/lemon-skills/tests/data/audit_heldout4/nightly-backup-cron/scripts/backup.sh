#!/usr/bin/env bash
# Snapshot backup with rsync --link-dest. Edit SRC/DEST/KEEP for your setup.
set -euo pipefail

SRC="${SRC:-$HOME/Documents/}"
DEST_HOST="${DEST_HOST:-nas}"
DEST_DIR="${DEST_DIR:-/volume1/backups/$(hostname -s)}"
KEEP="${KEEP:-30}"

today=$(date +%F)
echo "[$(date -Is)] backup $SRC -> $DEST_HOST:$DEST_DIR/$today"

ssh "$DEST_HOST" "mkdir -p '$DEST_DIR'"
rsync -a --delete --partial \
  --exclude '.cache/' --exclude 'node_modules/' --exclude '*.tmp' \
  --link-dest="$DEST_DIR/latest" \
  "$SRC" "$DEST_HOST:$DEST_DIR/$today/"
ssh "$DEST_HOST" "ln -sfn '$DEST_DIR/$today' '$DEST_DIR/latest'"

# retention: keep the newest $KEEP dated snapshots
ssh "$DEST_HOST" "cd '$DEST_DIR' && ls -1d 20??-??-?? | sort | head -n -$KEEP | while read -r d; do rm -r -- \"\$d\"; done"
echo "[$(date -Is)] done"
