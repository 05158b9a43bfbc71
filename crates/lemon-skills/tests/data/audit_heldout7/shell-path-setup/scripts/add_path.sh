#!/usr/bin/env bash
# Idempotently add a directory to PATH in the user's shell rc files.
# Usage: add_path.sh <dir> [--apply]   (dry run without --apply)
set -euo pipefail
dir="${1:?usage: add_path.sh <dir> [--apply]}"
apply="${2:-}"
line="export PATH=\"$dir:\$PATH\""
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] || continue
  if grep -Fqs "$dir:" "$rc"; then
    echo "already present in $rc"
    continue
  fi
  if [ "$apply" = "--apply" ]; then
    cp "$rc" "$rc.bak.$(date +%Y%m%d%H%M%S)"
    printf '\n# added by shell-path-setup\n%s\n' "$line" >> "$rc"
    echo "updated $rc (backup created)"
  else
    echo "would append to $rc: $line"
  fi
done
