#!/usr/bin/env bash
set -euo pipefail
app_dir="${1:?app dir}"
cmd="${2:-npm run dev}"
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p ~/.config/systemd/user ~/.local/share/devsync
sed "s#%h/code/app#${app_dir}#" "$here/../templates/devserver.service" > ~/.config/systemd/user/devserver.service
cp "$here/devsync.sh" ~/.local/share/devsync/devsync.sh
cat > ~/.local/share/devsync/cmd <<EOF
$cmd
EOF
systemctl --user daemon-reload
systemctl --user enable --now devserver.service
echo "devserver enabled"
