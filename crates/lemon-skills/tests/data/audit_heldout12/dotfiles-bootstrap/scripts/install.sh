#!/usr/bin/env bash
# install.sh — symlink dotfiles into $HOME with backups. Dry run unless --apply.
set -euo pipefail
REPO="$HOME/dotfiles"; APPLY=0; UNINSTALL=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --repo) REPO="$2"; shift 2 ;;
    --apply) APPLY=1; shift ;;
    --uninstall) UNINSTALL=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[[ -d "$REPO/home" ]] || { echo "no $REPO/home directory" >&2; exit 1; }
MARK="# dotfiles-bootstrap"
LINE="[ -f \"$REPO/shell/common.sh\" ] && . \"$REPO/shell/common.sh\"  $MARK"
BK="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"
run() { if [[ $APPLY -eq 1 ]]; then "$@"; else printf 'would: %s\n' "$*"; fi; }

while IFS= read -r -d '' src; do
  rel="${src#$REPO/home/}"; dst="$HOME/$rel"
  if [[ $UNINSTALL -eq 1 ]]; then
    [[ -L "$dst" && "$(readlink "$dst")" == "$src" ]] && run rm "$dst"
    continue
  fi
  [[ -L "$dst" && "$(readlink "$dst")" == "$src" ]] && continue
  if [[ -e "$dst" || -L "$dst" ]]; then
    run mkdir -p "$BK/$(dirname "$rel")"
    run mv "$dst" "$BK/$rel"
  fi
  run mkdir -p "$(dirname "$dst")"
  run ln -s "$src" "$dst"
done < <(find "$REPO/home" -type f -print0)

for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [[ -f "$rc" ]] || continue
  if [[ $UNINSTALL -eq 1 ]]; then
    grep -q "$MARK" "$rc" && run sed -i.bak "/$MARK/d" "$rc"
  elif [[ -f "$REPO/shell/common.sh" ]] && ! grep -q "$MARK" "$rc"; then
    if [[ $APPLY -eq 1 ]]; then printf '\n%s\n' "$LINE" >> "$rc"; else echo "would append to $rc: $LINE"; fi
  fi
done

if [[ $UNINSTALL -eq 1 && $APPLY -eq 1 ]]; then
  last=$(ls -1d "$HOME"/.dotfiles-backup/* 2>/dev/null | tail -1 || true)
  [[ -n "$last" ]] && cp -a "$last"/. "$HOME"/ && echo "restored backup $last"
fi
[[ $APPLY -eq 1 ]] && echo "done" || echo "dry run only; re-run with --apply after review"
