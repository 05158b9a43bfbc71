#!/usr/bin/env bash
set -euo pipefail
DUMP=${1:?dump file}; DB=${2:?database}
HOST=${PGHOST:-localhost}
case "$HOST" in localhost|127.0.0.1|::1) ;; *) echo "refusing non-local host $HOST" >&2; exit 2;; esac
read -r -p "Replace ALL data in $DB on $HOST? type the db name to confirm: " c
[ "$c" = "$DB" ] || { echo aborted; exit 1; }
pg_restore --clean --if-exists --no-owner -h "$HOST" -d "$DB" "$DUMP"
echo "restored $DUMP into $DB"
