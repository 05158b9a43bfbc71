#!/usr/bin/env bash
# Set GitHub Actions secrets from a local dotenv file without echoing values.
# Usage: scripts/sync_secrets.sh ENV_FILE --repo OWNER/REPO [--env ENVIRONMENT] [--apply]
set -euo pipefail
file="${1:?usage: sync_secrets.sh ENV_FILE --repo OWNER/REPO [--env NAME] [--apply]}"; shift
repo=""; envname=""; apply=0
while [ $# -gt 0 ]; do
  case "$1" in
    --repo) repo="$2"; shift 2 ;;
    --env) envname="$2"; shift 2 ;;
    --apply) apply=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done
[ -n "$repo" ] || { echo "--repo is required" >&2; exit 2; }

extra=()
[ -n "$envname" ] && extra=(--env "$envname")

while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in ''|'#'*) continue ;; esac
  key="${line%%=*}"
  val="${line#*=}"
  val="${val%\"}"; val="${val#\"}"
  [[ "$key" =~ ^[A-Z_][A-Z0-9_]*$ ]] || { echo "skip invalid name: $key" >&2; continue; }
  if [ $apply -eq 1 ]; then
    printf '%s' "$val" | gh secret set "$key" --repo "$repo" "${extra[@]}" --body -
    echo "set $key (${#val} chars)"
  else
    echo "would set $key (${#val} chars)"
  fi
done < "$file"
