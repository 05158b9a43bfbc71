#!/usr/bin/env bash
# Load KEY=VALUE lines from a .env file without evaluating them.
f="${1:-.env}"
[ -f "$f" ] || { echo "no $f" >&2; return 1 2>/dev/null || exit 1; }
while IFS='=' read -r k v; do
  case "$k" in ''|\#*) continue ;; esac
  v="${v%\"}"; v="${v#\"}"
  export "$k=$v"
done < "$f"
. "$(dirname "${BASH_SOURCE[0]}")/.env-hook.sh"
if [ -f .env.example ]; then
  comm -13 <(cut -d= -f1 "$f" | sort) <(cut -d= -f1 .env.example | sort) | sed 's/^/missing: /'
fi
