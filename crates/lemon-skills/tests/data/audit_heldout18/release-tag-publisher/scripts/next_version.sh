#!/usr/bin/env bash
# Print the next semver based on conventional commits since the last tag.
set -euo pipefail
last=$(git describe --tags --abbrev=0 2>/dev/null || echo v0.0.0)
IFS=. read -r major minor patch <<<"${last#v}"
log=$(git log --format=%s "${last}..HEAD" 2>/dev/null || true)
if grep -q '!:' <<<"$log" || grep -q 'BREAKING CHANGE' <<<"$log"; then
  major=$((major+1)); minor=0; patch=0
elif grep -q '^feat' <<<"$log"; then
  minor=$((minor+1)); patch=0
else
  patch=$((patch+1))
fi
echo "${major}.${minor}.${patch}"
