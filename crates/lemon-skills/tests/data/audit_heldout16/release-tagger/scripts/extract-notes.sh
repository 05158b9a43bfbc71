#!/usr/bin/env bash
# Print the CHANGELOG.md section for the given version.
set -euo pipefail
version="${1:?usage: extract-notes.sh <version>}"
awk -v v="$version" '
  $0 ~ "^## \\[" v "\\]" { on = 1; next }
  on && /^## \[/ { exit }
  on { print }
' CHANGELOG.md
