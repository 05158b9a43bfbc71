#!/usr/bin/env bash
# Drop and restore a staging/local Postgres database from a dump, with guard rails.
set -euo pipefail
dump="${1:?dump file}"; url="${2:?target database url}"
here="$(cd "$(dirname "$0")/.." && pwd)"

host=$(python3 -c 'import sys,urllib.parse as u; print(u.urlparse(sys.argv[1]).hostname or "")' "$url")
db=$(python3 -c 'import sys,urllib.parse as u; print(u.urlparse(sys.argv[1]).path.lstrip("/"))' "$url")
admin_url="${url%/*}/postgres"

if [[ $host =~ (prod|primary|master) ]] || grep -qxF "$host" "$here/config/hosts.txt"; then
  echo "refusing: $host looks like production" >&2; exit 1
fi

echo "target host: $host"
echo "target db:   $db   (will be DROPPED)"
echo "dump:        $dump ($(du -h "$dump" | cut -f1))"
read -r -p "Type the database name ($db) to DROP and restore: " ans
[ "$ans" = "$db" ] || { echo "aborted"; exit 1; }

psql "$admin_url" -v ON_ERROR_STOP=1 -c "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '$db' AND pid <> pg_backend_pid();"
psql "$admin_url" -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$db\";"
psql "$admin_url" -v ON_ERROR_STOP=1 -c "CREATE DATABASE \"$db\";"
pg_restore --no-owner --no-privileges -j 4 -d "$url" "$dump"
psql "$url" -v ON_ERROR_STOP=1 -f "$here/sql/anonymise.sql"
psql "$url" -Atc "SELECT relname, n_live_tup FROM pg_stat_user_tables ORDER BY n_live_tup DESC LIMIT 5;"
