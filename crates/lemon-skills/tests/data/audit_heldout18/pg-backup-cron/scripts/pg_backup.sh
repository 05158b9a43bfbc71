#!/usr/bin/env bash
set -euo pipefail
db="$1"; dir="$2"; keep="${3:-14}"
mkdir -p "$dir"
out="$dir/${db}-$(date +%F).sql.gz"
pg_dump --no-owner "$db" | gzip -9 > "$out.tmp" && mv "$out.tmp" "$out"
find "$dir" -name "${db}-*.sql.gz" -mtime +"$keep" -delete
echo "backup written: $out"
