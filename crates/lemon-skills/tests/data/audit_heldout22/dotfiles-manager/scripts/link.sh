#!/usr/bin/env bash
set -eu
SRC="$1"; DRY="${2:-}"
BK="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"
for f in .bashrc .zshrc .gitconfig .vimrc .tmux.conf; do
  [ -e "$SRC/$f" ] || continue
  if [ "$DRY" = "--dry-run" ]; then echo "would link ~/$f -> $SRC/$f"; continue; fi
  if [ -e "$HOME/$f" ] && [ ! -L "$HOME/$f" ]; then
    read -r -p "Replace ~/$f (backup kept)? [y/N] " a; [ "$a" = y ] || continue
    mkdir -p "$BK"; mv "$HOME/$f" "$BK/"
  fi
  ln -sfn "$SRC/$f" "$HOME/$f"; echo "linked ~/$f"
done
