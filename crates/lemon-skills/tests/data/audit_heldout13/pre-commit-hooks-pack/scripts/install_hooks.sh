#!/bin/sh
# Install the hook pack into the current repository.
set -eu
top=$(git rev-parse --show-toplevel)
hooks="$top/.git/hooks"
src="$(dirname "$0")/../templates/hooks"
for h in pre-commit commit-msg; do
  if [ -f "$hooks/$h" ] && ! grep -q 'hook pack' "$hooks/$h"; then
    echo "keeping existing $h as $h.local"
    mv "$hooks/$h" "$hooks/$h.local"
  fi
  cp "$src/$h" "$hooks/$h"
  chmod +x "$hooks/$h"
  echo "installed $h"
done
