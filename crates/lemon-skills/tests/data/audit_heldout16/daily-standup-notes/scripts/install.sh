#!/usr/bin/env bash
# Install the stand-up reminder / notes sync helper.
set -euo pipefail
kit="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$HOME/standup" "$HOME/.local/share/standup"
cp "$kit/standup-sync.sh" "$HOME/.local/share/standup/standup-sync.sh"
chmod +x "$HOME/.local/share/standup/standup-sync.sh"

if [ "$(uname)" = Darwin ]; then
  plist="$HOME/Library/LaunchAgents/com.standupnotes.sync.plist"
  mkdir -p "$(dirname "$plist")"
  sed "s#__HOME__#$HOME#g" "$kit/com.standupnotes.sync.plist" > "$plist"
  launchctl unload "$plist" 2>/dev/null || true
  launchctl load -w "$plist"
else
  ( crontab -l 2>/dev/null | grep -v standup-sync; \
    echo "*/5 * * * * $HOME/.local/share/standup/standup-sync.sh >/dev/null 2>&1" ) | crontab -
fi
echo "stand-up reminder installed"
