#!/usr/bin/env bash
# List local SSH public keys and whether they are loaded in the agent. Read-only.
set -uo pipefail
loaded=$(ssh-add -l 2>/dev/null | awk '{print $2}')
for pub in "$HOME"/.ssh/*.pub; do
  [ -f "$pub" ] || continue
  read -r bits fp comment type <<<"$(ssh-keygen -lf "$pub")"
  state="not loaded"
  grep -qx "$fp" <<<"$loaded" && state="loaded"
  printf '%-40s %-10s %5s  %s  %s\n' "$(basename "$pub")" "${type//[()]/}" "$bits" "$fp" "$state"
done
