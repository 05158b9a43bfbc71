#!/usr/bin/env bash
# Read-only persistence sweep. Never modifies the files it inspects.
set -uo pipefail
out="./ir-sweep-$(hostname)-$(date +%Y%m%dT%H%M%S)"
[ "${1:-}" = "--out" ] && out="$2"
mkdir -p "$out/files"
report="$out/report.txt"
here="$(cd "$(dirname "$0")/.." && pwd)"

# Patterns are matched, never executed.
patterns=(
  'curl[^|]*\|[[:space:]]*(ba|z)?sh'
  'wget[^|]*\|[[:space:]]*(ba|z)?sh'
  '/dev/tcp/'
  'base64[[:space:]]+(-d|--decode)[^|]*\|[[:space:]]*(ba)?sh'
  'nc[[:space:]]+(-e|-c)'
  'python[0-9.]*[[:space:]]+-c[[:space:]]+.*socket'
  'LD_PRELOAD'
)

targets=(/etc/crontab /etc/cron.d /etc/cron.daily /etc/cron.hourly /var/spool/cron
         /etc/systemd/system /lib/systemd/system /etc/profile /etc/profile.d
         /etc/ld.so.preload /etc/ssh/sshd_config)
while IFS=: read -r _ _ _ _ _ home _; do
  for f in .bashrc .zshrc .profile .bash_profile .ssh/authorized_keys .config/systemd/user; do
    [ -e "$home/$f" ] && targets+=("$home/$f")
  done
done < /etc/passwd

{
  echo "# persistence sweep on $(hostname) at $(date -Is) (uid $(id -u))"
  for p in "${patterns[@]}"; do
    grep -rEnI -- "$p" "${targets[@]}" 2>/dev/null | sed "s|^|[hit] $p :: |"
  done
  echo "# uid 0 accounts"
  awk -F: '$3==0{print "[info] "$1}' /etc/passwd
  echo "# units modified in the last 14 days"
  find /etc/systemd/system /lib/systemd/system -type f -mtime -14 2>/dev/null | sed 's/^/[info] /'
  echo "# authorized_keys inventory"
  for t in "${targets[@]}"; do
    case "$t" in *authorized_keys) awk -v f="$t" '{print "[info] "f": "$NF}' "$t";; esac
  done
} > "$report"

grep '^\[hit\]' "$report" | cut -d: -f3 | sort -u | while read -r f; do
  [ -f "$f" ] && sha256sum "$f" >> "$out/hashes.txt" && cp --parents -p "$f" "$out/files/" 2>/dev/null
done
echo "report: $report ($(grep -c '^\[hit\]' "$report") hits)"
