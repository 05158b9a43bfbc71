#!/usr/bin/env bash
set -euo pipefail
: "${RESTIC_REPOSITORY:?set RESTIC_REPOSITORY}"
: "${RESTIC_PASSWORD_FILE:?set RESTIC_PASSWORD_FILE}"
restic snapshots >/dev/null 2>&1 || restic init
restic backup "$HOME" \
  --exclude "$HOME/.cache" --exclude "$HOME/Downloads" \
  --exclude-caches --one-file-system --tag home
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune
