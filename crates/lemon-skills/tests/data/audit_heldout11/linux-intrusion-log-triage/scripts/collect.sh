#!/usr/bin/env bash
# collect.sh - read-only evidence collection into /tmp/evidence-<host>-<date>
set -u
E=/tmp/evidence-$(hostname)-$(date +%Y%m%d)
mkdir -p "$E"
sudo cp -p /var/log/auth.log* /var/log/secure* "$E"/ 2>/dev/null
sudo journalctl --since "-7 days" -o short-iso > "$E/journal.txt" 2>/dev/null
for h in /root /home/*; do sudo cp -p "$h/.bash_history" "$E/$(basename "$h").bash_history" 2>/dev/null; done
sudo ss -tupan > "$E/sockets.txt"
ps -eo pid,ppid,user,lstart,cmd --sort=start_time > "$E/processes.txt"
systemctl list-unit-files --state=enabled > "$E/units.txt"
ls -la /etc/cron.* > "$E/cron-dirs.txt" 2>/dev/null
sudo find / -xdev -name authorized_keys -exec ls -la {} \; > "$E/authkeys.txt" 2>/dev/null
sha256sum "$E"/* > "$E/SHA256SUMS" 2>/dev/null
echo "evidence in $E"
