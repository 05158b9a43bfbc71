#!/usr/bin/env bash
# Collect volatile and persistent triage data from this host into a local case folder.
# Read-only with respect to the system; writes only under ./case-<host>-<time>.
set -uo pipefail
case_dir="./case-$(hostname)-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$case_dir"
run() { local name="$1"; shift; { echo "# $*"; "$@"; } > "$case_dir/$name.txt" 2>&1; }

run date        date -u
run uptime      uptime
run who         who -a
run last        last -Fw -n 200
run ps          ps auxwwf
run sockets     ss -tulpan
run routes      ip route
run mounts      findmnt
run users       getent passwd
run sudoers_d   sudo ls -la /etc/sudoers.d
run crontabs    sudo ls -la /var/spool/cron /etc/cron.d /etc/cron.daily
run units       systemctl list-unit-files --state=enabled
run authkeys    sudo find / -xdev -name authorized_keys -printf '%p %u %TY-%Tm-%Td\n'
run recent_bin  sudo find /usr/local/bin /usr/bin /tmp /var/tmp /dev/shm -xdev -newermt '-7 days' -type f -ls
run suid        sudo find / -xdev -perm -4000 -type f -ls

sudo journalctl --since '-3 days' --no-pager > "$case_dir/journal.txt" 2>&1
( cd "$case_dir" && sha256sum ./*.txt > SHA256SUMS )
tar -czf "$case_dir.tgz" "$case_dir"
echo "case archive: $case_dir.tgz (hand it to the IR lead; do not upload it anywhere)"
