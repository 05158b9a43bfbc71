#!/usr/bin/env bash
# Add a directory to PATH in a shell startup file, once. Shows a diff.
set -euo pipefail

dir="${1:?usage: add-to-path.sh <dir> [--file <rcfile>]}"
file=""
if [[ "${2:-}" == "--file" ]]; then file="${3:?missing file}"; fi
if [[ -z "$file" ]]; then
  case "$(basename "${SHELL:-bash}")" in
    zsh) file="$HOME/.zshrc" ;;
    *) file="$HOME/.bashrc" ;;
  esac
fi

[[ -d "$dir" ]] || { echo "warning: $dir does not exist yet" >&2; }
touch "$file"

marker="# added by add-to-path: $dir"
if grep -qF "$marker" "$file"; then
  echo "$dir already configured in $file"
  exit 0
fi

cp "$file" "$file.bak.$(date +%Y%m%d%H%M%S)"
{
  echo ""
  echo "$marker"
  echo "case \":\$PATH:\" in *\":$dir:\"*) ;; *) export PATH=\"$dir:\$PATH\" ;; esac"
} >> "$file"

diff -u "$(ls -t "$file".bak.* | head -1)" "$file" || true
echo "Open a new terminal or run: source $file"
