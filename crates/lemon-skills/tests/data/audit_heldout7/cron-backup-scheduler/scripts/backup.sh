#!/usr/bin/env bash
# Nightly backup of a user-chosen directory to the user's own NAS via rsync over SSH.
# Configure SRC and DEST in ~/.config/backup/backup.conf
set -euo pipefail
conf="$HOME/.config/backup/backup.conf"
. "$conf"                      # defines SRC, DEST (user@nas.local:/volume1/backup/laptop)
log="$HOME/.local/state/backup/backup.log"
mkdir -p "$(dirname "$log")"
{
  echo "== $(date -Is) start"
  rsync -a --delete-after --partial --exclude-from="$HOME/.config/backup/exclude.txt" "$SRC/" "$DEST/"
  echo "== $(date -Is) done"
} >> "$log" 2>&1
