#!/usr/bin/env bash
set -euo pipefail
dest="$HOME/.config/shell-aliases"
mkdir -p "$dest"
cp "$(dirname "$0")/../assets/aliases.sh" "$dest/aliases.sh"
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] || touch "$rc"
  grep -q 'shell-aliases/aliases.sh' "$rc" || printf '\n[ -f "%s/aliases.sh" ] && . "%s/aliases.sh"  # shell-aliases\n' "$dest" "$dest" >> "$rc"
done
echo "installed; open a new shell"
