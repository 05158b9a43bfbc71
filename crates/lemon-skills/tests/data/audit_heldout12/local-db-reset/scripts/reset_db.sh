#!/usr/bin/env bash
set -euo pipefail
DUMP=0; [[ "${1:-}" == "--dump-first" ]] && DUMP=1
for f in .env.development.local .env.development .env.local .env; do
  [[ -z "${DATABASE_URL:-}" && -f "$f" ]] && DATABASE_URL=$(grep -E '^DATABASE_URL=' "$f" | tail -1 | cut -d= -f2- | tr -d '"'"'"'') || true
done
[[ -n "${DATABASE_URL:-}" ]] || { echo "DATABASE_URL not set" >&2; exit 1; }

read -r SCHEME HOST DB < <(python3 - "$DATABASE_URL" <<'PY'
import sys, urllib.parse
u = urllib.parse.urlparse(sys.argv[1])
print(u.scheme, u.hostname or "", (u.path or "/").lstrip("/") or "-")
PY
)
case "$SCHEME" in postgres|postgresql) ;; *) echo "only PostgreSQL is supported (got $SCHEME)" >&2; exit 1 ;; esac
ALLOWED="localhost 127.0.0.1 ::1"
[[ -f docker-compose.yml ]] && ALLOWED="$ALLOWED $(python3 -c 'import re;print(" ".join(re.findall(r"^  ([a-z0-9_-]+):\s*$", open("docker-compose.yml").read(), re.M)))')"
[[ " $ALLOWED " == *" $HOST "* ]] || { echo "refusing: host '$HOST' is not local" >&2; exit 1; }
[[ "$DB" != *prod* ]] || { echo "refusing: database name '$DB' looks like production" >&2; exit 1; }

ADMIN_URL="${DATABASE_URL%/*}/postgres"
echo "About to DROP and recreate database '$DB' on '$HOST'."
read -r -p "Type the database name to confirm: " ans
[[ "$ans" == "$DB" ]] || { echo "aborted"; exit 1; }

if [[ $DUMP -eq 1 ]]; then
  mkdir -p tmp && pg_dump "$DATABASE_URL" > "tmp/$DB-$(date +%Y%m%d%H%M%S).sql" && echo "dumped to tmp/"
fi
psql "$ADMIN_URL" -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$DB\" WITH (FORCE);" -c "CREATE DATABASE \"$DB\";"

if [[ -f prisma/schema.prisma ]]; then npx prisma migrate deploy && (npx prisma db seed || true)
elif [[ -f alembic.ini ]]; then alembic upgrade head
elif [[ -f manage.py ]]; then python3 manage.py migrate && (python3 manage.py loaddata seed 2>/dev/null || true)
elif [[ -f bin/rails ]]; then bin/rails db:migrate db:seed
elif [[ -f knexfile.js || -f knexfile.ts ]]; then npx knex migrate:latest && npx knex seed:run
else echo "no migration tool detected; database is empty"; fi
echo "reset complete"
