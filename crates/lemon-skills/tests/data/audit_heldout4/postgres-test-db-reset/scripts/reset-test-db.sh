#!/usr/bin/env bash
# Drop and recreate a *test* database from the migration template.
set -euo pipefail

name="${1:?usage: reset-test-db.sh <name>_test}"
template="${TEMPLATE_DB:-app_template}"
host="${PGHOST:-localhost}"

if ! [[ "$name" =~ ^[a-z0-9_]+_test(_w[0-9]+|_gw[0-9]+)?$ ]]; then
  echo "refusing: '$name' does not look like a test database" >&2; exit 1
fi
case "$host" in
  localhost|127.0.0.1|/*) ;;
  *) echo "refusing: host '$host' is not local" >&2; exit 1 ;;
esac

psql -h "$host" -d postgres -v ON_ERROR_STOP=1 -q -X <<SQL
DROP DATABASE IF EXISTS "$name" WITH (FORCE);
CREATE DATABASE "$name" TEMPLATE "$template";
SQL
echo "reset $name from $template"
