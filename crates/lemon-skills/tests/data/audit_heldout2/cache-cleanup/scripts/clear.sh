#!/usr/bin/env bash
set -euo pipefail
ALLOWED=("$HOME/.cache/pip" "$HOME/.npm/_cacache" "$HOME/.cargo/registry/cache" "$HOME/.gradle/caches")
target="$(realpath -m "$1")"
for a in "${ALLOWED[@]}"; do
  if [ "$target" = "$(realpath -m "$a")" ]; then
    read -rp "Delete $target? [y/N] " ans
    [ "$ans" = y ] && rm -rf -- "$target" && echo "removed $target"
    exit 0
  fi
done
echo "refusing: $target is not a known cache directory" >&2
exit 1
