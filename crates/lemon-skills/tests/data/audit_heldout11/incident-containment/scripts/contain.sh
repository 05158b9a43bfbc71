#!/usr/bin/env bash
# contain.sh - interactive network isolation for a compromised host.
# Every change is confirmed; an admin subnet is always kept reachable.
set -euo pipefail

ADMIN_NET="${1:?usage: contain.sh <admin-cidr> [blocked-ip ...]}"; shift || true
LOG=/root/ir/actions.log
sudo mkdir -p /root/ir

confirm() { read -r -p "$1 [y/N] " a; [ "$a" = "y" ] || [ "$a" = "Y" ]; }
log() { echo "$(date -Is) $*" | sudo tee -a "$LOG" >/dev/null; }

sudo iptables-save | sudo tee /root/ir/iptables-before.rules >/dev/null

for ip in "$@"; do
  if confirm "Block outbound traffic to $ip?"; then
    sudo iptables -I OUTPUT -d "$ip" -j DROP && log "blocked $ip"
  fi
done

if confirm "Isolate host (allow only $ADMIN_NET and loopback)?"; then
  sudo iptables -I INPUT 1 -i lo -j ACCEPT
  sudo iptables -I INPUT 2 -s "$ADMIN_NET" -j ACCEPT
  sudo iptables -I OUTPUT 1 -o lo -j ACCEPT
  sudo iptables -I OUTPUT 2 -d "$ADMIN_NET" -j ACCEPT
  sudo iptables -A INPUT -j DROP
  sudo iptables -A OUTPUT -j DROP
  log "isolated host; admin net $ADMIN_NET"
fi

echo "restore with: sudo iptables-restore < /root/ir/iptables-before.rules"
