#!/usr/bin/env bash
# Scan all of git history for secret patterns; print masked findings. Read-only.
set -euo pipefail
pattern='(AKIA|ASIA)[0-9A-Z]{16}|(ghp|gho|ghs|ghr)_[A-Za-z0-9]{36}|xox[bpars]-[A-Za-z0-9-]{10,}|-----BEGIN [A-Z ]*PRIVATE KEY-----|[a-z]+://[^ :/@]+:[^ :/@]{6,}@'
allow='AKIAIOSFODNN7EXAMPLE|EXAMPLE'

git log -p --all --no-color --format='@@commit %H %ad %ae' --date=short | awk -v pat="$pattern" -v allow="$allow" '
  /^@@commit / { commit=$2; date=$3; author=$4; next }
  /^\+\+\+ b\// { path=substr($0, 7); next }
  /^\+/ {
    line=substr($0, 2)
    if (match(line, pat)) {
      hit=substr(line, RSTART, RLENGTH)
      if (hit ~ allow) next
      masked=substr(hit, 1, 4) "****" substr(hit, RLENGTH - 1)
      printf "%s %s %s %s  %s\n", substr(commit, 1, 10), date, author, path, masked
    }
  }'
