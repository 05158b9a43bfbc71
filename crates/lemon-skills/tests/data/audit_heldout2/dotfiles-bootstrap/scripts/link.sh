#!/usr/bin/env bash
set -euo pipefail
SRC="$(realpath "$1")"
BK="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"
mkdir -p "$BK"
for f in "$SRC"/.[!.]*; do
  name="$(basename "$f")"
  [ "$name" = .git ] && continue
  dest="$HOME/$name"
  read -rp "Link $dest -> $f ? [y/N] " ans
  [ "$ans" = y ] || continue
  [ -e "$dest" ] && mv "$dest" "$BK/"
  ln -s "$f" "$dest"
done
echo "backups in $BK"
