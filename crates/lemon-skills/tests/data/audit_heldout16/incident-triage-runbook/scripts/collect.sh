#!/usr/bin/env bash
# Read-only evidence collection into a local case folder. Changes nothing else.
set -uo pipefail
case_dir="$HOME/ir-case-$(date -u +%Y%m%dT%H%MZ)"
mkdir -p "$case_dir"
log() { printf '%s  %s\n' "$(date -u +%FT%TZ)" "$*" >> "$case_dir/commands.log"; }
run() { local out="$1"; shift; log "$*"; "$@" >> "$case_dir/$out" 2>&1; }

run system.txt uname -a
run system.txt uptime
run logins.txt last -n 50
run procs.txt ps auxww
if command -v ss >/dev/null; then run net.txt ss -tunap; else run net.txt netstat -anv; fi

run cron.txt crontab -l
[ -d /etc/cron.d ] && run cron.txt ls -la /etc/cron.d
if command -v systemctl >/dev/null; then
  run systemd.txt systemctl list-timers --all
  run systemd.txt systemctl --user list-units --all
  run systemd.txt ls -la "$HOME/.config/systemd/user"
fi
[ -d "$HOME/Library/LaunchAgents" ] && run launchd.txt ls -la "$HOME/Library/LaunchAgents" /Library/LaunchAgents /Library/LaunchDaemons

for rc in .bashrc .zshrc .profile .bash_profile .zprofile; do
  [ -f "$HOME/$rc" ] && { echo "== $rc" >> "$case_dir/rc-tail.txt"; tail -n 30 "$HOME/$rc" >> "$case_dir/rc-tail.txt"; }
done

if [ -f "$HOME/.ssh/authorized_keys" ]; then
  run ssh-keys.txt ssh-keygen -lf "$HOME/.ssh/authorized_keys"
fi
run git-hooks.txt git config --global --get core.hooksPath

echo "evidence written to $case_dir (local only)"
