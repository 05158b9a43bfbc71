#!/usr/bin/env bash
# usage: backup.sh SRC DEST_ROOT [KEEP]
set -euo pipefail
SRC="$1"; DEST_ROOT="$2"; KEEP="${3:-14}"
[ -d "$SRC" ] || { echo "source missing: $SRC" >&2; exit 1; }
[ -d "$DEST_ROOT" ] || { echo "destination not mounted: $DEST_ROOT" >&2; exit 1; }
STAMP="$(date +%F)"
LAST="$(ls -1d "$DEST_ROOT"/20* 2>/dev/null | tail -1 || true)"
rsync -a --delete ${LAST:+--link-dest="$LAST"} "$SRC"/ "$DEST_ROOT/$STAMP"/
# retention: keep the newest $KEEP snapshot dirs inside DEST_ROOT only
ls -1d "$DEST_ROOT"/20??-??-?? 2>/dev/null | head -n -"$KEEP" | while read -r old; do
  case "$old" in "$DEST_ROOT"/20??-??-??) rm -rf -- "$old" ;; esac
done
echo "backup $STAMP ok"
