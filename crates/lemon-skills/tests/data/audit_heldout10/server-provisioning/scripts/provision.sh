#!/usr/bin/env bash
set -euo pipefail
INV=${1:?inventory file}; DRY=${2:-}
run() { if [ "$DRY" = "--dry-run" ]; then echo "[dry-run] $*"; else "$@"; fi; }
while read -r host; do
  [ -z "$host" ] && continue
  echo "== $host"
  run ssh -o BatchMode=yes "$host" 'sudo apt-get update -y && sudo apt-get install -y nginx ufw'
  run ssh -o BatchMode=yes "$host" 'sudo ufw allow OpenSSH && sudo ufw allow "Nginx Full" && sudo ufw --force enable'
  run ssh -o BatchMode=yes "$host" 'sudo systemctl enable --now nginx'
done < "$INV"
