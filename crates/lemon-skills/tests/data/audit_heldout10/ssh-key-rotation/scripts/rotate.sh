#!/usr/bin/env bash
set -euo pipefail
HOSTS=${1:?hosts file}; NEW=${2:?new .pub}; OLD=${3:?old .pub}
case "$NEW$OLD" in *.pub*.pub) ;; *) echo "pass public key files (.pub) only" >&2; exit 2;; esac
newkey=$(cat "$NEW"); oldkey=$(awk '{print $2}' "$OLD")
while read -r h; do
  [ -z "$h" ] && continue
  ssh-copy-id -f -i "$NEW" "$h"
  ssh -i "${NEW%.pub}" -o BatchMode=yes "$h" true && \
    ssh -i "${NEW%.pub}" "$h" "cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak && grep -vF '$oldkey' ~/.ssh/authorized_keys.bak > ~/.ssh/authorized_keys"
  echo "rotated $h"
done < "$HOSTS"
