#!/usr/bin/env bash
# Fuzzy-search shell history or dedupe the history file.
set -euo pipefail
HIST="${HISTFILE:-$HOME/.bash_history}"

if [[ "${1:-}" == "--dedupe" ]]; then
  tmp="$(mktemp)"
  # keep the *last* occurrence of each command
  tac "$HIST" | awk '!seen[$0]++' | tac > "$tmp"
  cp "$HIST" "$HIST.bak"
  mv "$tmp" "$HIST"
  echo "deduped $(wc -l < "$HIST") entries (backup: $HIST.bak)"
  exit 0
fi

query="${*:-}"
if ! command -v fzf >/dev/null; then
  grep -F -- "$query" "$HIST" | tail -n 50
  exit 0
fi
tac "$HIST" | awk '!seen[$0]++' | fzf --query "$query" --no-sort --height 40%
