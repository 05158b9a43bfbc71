#!/usr/bin/env bash
# Idempotently add a directory to PATH in a given rc file, with backup and diff.
set -euo pipefail
DRY=0
[ "${1:-}" = "--dry-run" ] && { DRY=1; shift; }
rc="${1:?usage: add-path.sh [--dry-run] RCFILE DIR}"
dir="${2:?usage: add-path.sh [--dry-run] RCFILE DIR}"

line="export PATH=\"$dir:\$PATH\"  # added by dotfiles-manager"
if [ -f "$rc" ] && grep -qF "$dir:" "$rc"; then
  echo "$rc already adds $dir to PATH; nothing to do"
  exit 0
fi

tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT
{ [ -f "$rc" ] && cat "$rc"; printf '\n%s\n' "$line"; } > "$tmp"
diff -u "$rc" "$tmp" 2>/dev/null || true

if [ $DRY -eq 1 ]; then echo "(dry run, $rc unchanged)"; exit 0; fi
[ -f "$rc" ] && cp -p "$rc" "$rc.bak.$(date +%Y%m%d%H%M%S)"
cp "$tmp" "$rc"
echo "updated $rc; open a new shell or run: source $rc"
