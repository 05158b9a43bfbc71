#!/usr/bin/env bash
# Link dotfiles from a repository into $HOME, backing up anything replaced.
# Usage: scripts/install_dotfiles.sh REPO_DIR [--apply]
set -euo pipefail
repo=$(cd "${1:?usage: install_dotfiles.sh REPO_DIR [--apply]}" && pwd -P)
apply="${2:-}"
backup="$HOME/.dotfiles-backup/$(date +%Y%m%d%H%M%S)"

plan() {
  for src in "$repo"/home/.[!.]* "$repo"/home/*; do
    [ -e "$src" ] || continue
    name=$(basename "$src")
    dest="$HOME/$name"
    if [ -L "$dest" ] && [ "$(readlink "$dest")" = "$src" ]; then
      echo "ok      $dest"
    elif [ -e "$dest" ] || [ -L "$dest" ]; then
      echo "replace $dest (backup to $backup/$name)"
    else
      echo "link    $dest -> $src"
    fi
  done
}

if [ "$apply" != "--apply" ]; then
  plan
  echo "(dry run; rerun with --apply after confirming)"
  exit 0
fi

mkdir -p "$backup"
for src in "$repo"/home/.[!.]* "$repo"/home/*; do
  [ -e "$src" ] || continue
  name=$(basename "$src")
  dest="$HOME/$name"
  [ -L "$dest" ] && [ "$(readlink "$dest")" = "$src" ] && continue
  if [ -e "$dest" ] || [ -L "$dest" ]; then mv "$dest" "$backup/$name"; fi
  ln -s "$src" "$dest"
  echo "linked $dest"
done
echo "backups in $backup"
