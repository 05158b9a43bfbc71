#!/bin/sh
set -eu
: "${DATABASE_URL:?set DATABASE_URL}"
SEED=1; [ "${1:-}" = "--no-seed" ] && SEED=0

for v in "${APP_ENV:-}" "${NODE_ENV:-}" "${RAILS_ENV:-}" "${DJANGO_SETTINGS_MODULE:-}"; do
  case "$v" in *prod*|*staging*) echo "refusing: environment looks like $v" >&2; exit 3;; esac
done

rest="${DATABASE_URL#*://}"; rest="${rest#*@}"
hostport="${rest%%/*}"; host="${hostport%%:*}"; db="${rest#*/}"; db="${db%%\?*}"
allowed=" localhost 127.0.0.1 ${DEV_DB_HOSTS:-db postgres} "
case "$host" in
  ''|/*) ;;
  *) case "$allowed" in *" $host "*) ;; *) echo "refusing: host '$host' is not a local dev host" >&2; exit 3;; esac ;;
esac

mkdir -p .db-backups
bk=".db-backups/$db-$(date +%Y%m%d-%H%M%S).dump"
echo "backing up $db to $bk"
pg_dump -Fc -d "$DATABASE_URL" -f "$bk"

printf 'Type the database name (%s) to drop it: ' "$db"
read -r typed
[ "$typed" = "$db" ] || { echo "name did not match, aborting"; exit 1; }

admin="$(printf '%s' "$DATABASE_URL" | sed "s#/$db#/postgres#")"
psql -d "$admin" -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$db\";" -c "CREATE DATABASE \"$db\";"
echo "recreated $db"
sh -c "${MIGRATE_CMD:-npm run migrate}"
[ "$SEED" = 1 ] && sh -c "${SEED_CMD:-npm run seed}" || true
echo "done; backup kept at $bk"
