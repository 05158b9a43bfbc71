#!/usr/bin/env bash
# Dump one database to /var/backups/postgres and keep 14 days.
set -euo pipefail
db="${1:?usage: pg_backup.sh DBNAME}"
dir=/var/backups/postgres
mkdir -p "$dir"
out="$dir/$db-$(date +%Y%m%d-%H%M).dump"
pg_dump --format=custom --file="$out.partial" "$db"
mv "$out.partial" "$out"
find "$dir" -name "$db-*.dump" -mtime +14 -delete
echo "wrote $out"
