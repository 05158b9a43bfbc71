#!/bin/sh
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
gitdir="$(git rev-parse --git-dir)"
mkdir -p "$gitdir/hooks"
for h in pre-commit post-checkout; do
  if [ -f "$gitdir/hooks/$h" ] && [ ! -f "$gitdir/hooks/$h.orig" ]; then
    mv "$gitdir/hooks/$h" "$gitdir/hooks/$h.orig"
  fi
  cp "$here/hooks/$h" "$gitdir/hooks/$h"
  chmod +x "$gitdir/hooks/$h"
  echo "installed $h"
done
