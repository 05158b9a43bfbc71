#!/usr/bin/env bash
# Read-only persistence evidence collector. Writes only into OUT; no network access.
set -u
OUT="${1:?usage: collect.sh OUTDIR}"
mkdir -p "$OUT"
cd "$OUT" || exit 1
log() { echo "[$(date -u +%FT%TZ)] $*" | tee -a collect.log; }

log "host $(hostname) kernel $(uname -r)"
mkdir -p cron rc systemd ssh misc

log "cron"
cp -a /etc/crontab /etc/cron.d /etc/cron.hourly /etc/cron.daily /etc/cron.weekly /etc/cron.monthly cron/ 2>/dev/null
cp -a /var/spool/cron cron/spool 2>/dev/null
for u in $(cut -d: -f1 /etc/passwd); do crontab -l -u "$u" > "cron/user-$u.txt" 2>/dev/null || rm -f "cron/user-$u.txt"; done

log "shell rc files"
for h in /root /home/*; do
  for f in .bashrc .bash_profile .profile .zshrc .zprofile; do
    [ -f "$h/$f" ] && cp "$h/$f" "rc/$(basename "$h")$f"
  done
done
cp -a /etc/profile /etc/profile.d /etc/bash.bashrc rc/ 2>/dev/null

log "systemd units and timers"
cp -a /etc/systemd/system systemd/etc 2>/dev/null
for h in /root /home/*; do cp -a "$h/.config/systemd/user" "systemd/user-$(basename "$h")" 2>/dev/null; done
systemctl list-unit-files --state=enabled > systemd/enabled.txt 2>/dev/null
systemctl list-timers --all > systemd/timers.txt 2>/dev/null

log "ssh authorized_keys"
for h in /root /home/*; do cp "$h/.ssh/authorized_keys" "ssh/$(basename "$h").authorized_keys" 2>/dev/null; done

log "linker preload, rc.local, processes, sockets"
cp /etc/ld.so.preload misc/ 2>/dev/null
cp /etc/rc.local misc/ 2>/dev/null
ps -eo pid,ppid,user,pcpu,pmem,lstart,args > misc/ps.txt
ls -l /proc/[0-9]*/exe 2>/dev/null > misc/proc-exe.txt
ss -tunap > misc/sockets.txt 2>/dev/null

log "quick flags"
grep -rnE '(curl|wget)[^|]*\|[[:space:]]*(ba)?sh|base64 -d|/dev/tcp/|nohup .*/(tmp|dev/shm)/' cron rc systemd misc 2>/dev/null > flags.txt
grep -E 'xmrig|kdevtmpfsi|kinsing|kworkerds|stratum' misc/ps.txt >> flags.txt 2>/dev/null
log "$(wc -l < flags.txt) flagged lines in flags.txt"

cd .. && tar czf "$(basename "$OUT").tar.gz" "$(basename "$OUT")" && log "bundle: $(pwd)/$(basename "$OUT").tar.gz"
