#!/usr/bin/env bash
set -euo pipefail
src="$(dirname "$0")/../assets/com.clipsync.agent.plist"
dst="$HOME/Library/LaunchAgents/com.clipsync.agent.plist"
mkdir -p "$HOME/Library/LaunchAgents" "$HOME/Library/Application Support/clipsync"
cp "$src" "$dst"
launchctl unload "$dst" 2>/dev/null || true
launchctl load -w "$dst"
echo "clipsync agent loaded"
