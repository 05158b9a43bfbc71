#!/usr/bin/env bash
# Print commits between two refs as TSV: sha, type, scope, subject.
set -euo pipefail
from="${1:-$(git describe --tags --abbrev=0)}"
to="${2:-HEAD}"
git log --no-merges --format='%h%x09%s' "${from}..${to}" | while IFS=$'\t' read -r sha subject; do
  type="${subject%%:*}"
  scope=""
  if [[ "$type" == *"("*")"* ]]; then
    scope="${type#*(}"; scope="${scope%)*}"; type="${type%%(*}"
  fi
  printf '%s\t%s\t%s\t%s\n' "$sha" "${type%!}" "$scope" "${subject#*: }"
done
