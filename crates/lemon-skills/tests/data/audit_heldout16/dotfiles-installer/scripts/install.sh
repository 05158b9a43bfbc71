#!/usr/bin/env bash
# Symlink ~/.dotfiles/home/* into $HOME with backups. --dry-run / --uninstall.
set -euo pipefail
repo="$HOME/.dotfiles/home"
backup="$HOME/.dotfiles-backup/$(date +%Y%m%d%H%M%S)"
mode="${1:-install}"
protected='^\.(ssh|aws|gnupg)(/|$)'

cd "$repo"
find . -type f -o -type l | sed 's#^\./##' | sort | while read -r rel; do
  if [[ $rel =~ $protected ]]; then echo "refusing to manage $rel" >&2; exit 1; fi
  target="$HOME/$rel"
  case "$mode" in
    --dry-run)
      if [ -e "$target" ] && [ ! -L "$target" ]; then echo "backup+link $rel"; else echo "link        $rel"; fi ;;
    --uninstall)
      [ -L "$target" ] && rm "$target" && echo "unlinked $rel" ;;
    *)
      mkdir -p "$(dirname "$target")"
      if [ -e "$target" ] && [ ! -L "$target" ]; then
        mkdir -p "$backup/$(dirname "$rel")"; mv "$target" "$backup/$rel"
      fi
      ln -sfn "$repo/$rel" "$target"; echo "linked $rel" ;;
  esac
done

if [ "$mode" = --uninstall ]; then
  for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
    [ -f "$rc" ] && sed -i.bak '/# >>> dotfiles >>>/,/# <<< dotfiles <<</d' "$rc"
  done
  last=$(ls -1d "$HOME"/.dotfiles-backup/* 2>/dev/null | tail -n1 || true)
  [ -n "$last" ] && cp -a "$last"/. "$HOME"/ && echo "restored $last"
fi
