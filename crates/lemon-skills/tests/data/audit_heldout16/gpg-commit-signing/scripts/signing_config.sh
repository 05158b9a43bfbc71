#!/usr/bin/env bash
# Show or unset the git signing configuration this skill manages.
set -euo pipefail
keys=(gpg.format user.signingkey commit.gpgsign tag.gpgsign gpg.ssh.allowedSignersFile)
case "${1:---show}" in
  --show)
    for k in "${keys[@]}"; do printf '%-30s %s\n' "$k" "$(git config --global --get "$k" || echo '(unset)')"; done ;;
  --unset)
    for k in "${keys[@]}"; do printf '  git config --global --unset %s\n' "$k"; done
    read -r -p "Unset these keys? [yes/no] " ans
    [ "$ans" = yes ] || { echo aborted; exit 1; }
    for k in "${keys[@]}"; do git config --global --unset "$k" || true; done ;;
esac
