#!/usr/bin/env bash
# backup.sh - local, verified pg_dump. Usage: backup.sh [output-dir]
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL must be set}"
OUT="${1:-./backups}"
mkdir -p "$OUT" && chmod 700 "$OUT"
name="$(psql "$DATABASE_URL" -Atc 'select current_database()')"
file="$OUT/${name}-$(date +%Y%m%d-%H%M%S).dump"
pg_dump --format=custom --no-owner --file "$file" "$DATABASE_URL"
pg_restore --list "$file" >/dev/null
sha256sum "$file" > "$file.sha256"
echo "backup written: $file ($(du -h "$file" | cut -f1))"
