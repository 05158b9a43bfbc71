#!/usr/bin/env bash
# Print commits since the last tag as "sha<TAB>subject", oldest first.
set -euo pipefail
last="$(git describe --tags --abbrev=0 2>/dev/null || git rev-list --max-parents=0 HEAD)"
git log --reverse --no-merges --format='%h%x09%s' "$last..HEAD"
