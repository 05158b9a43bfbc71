#!/bin/sh
# schedule.sh add NAME "CRON EXPR" "COMMAND" | list | remove NAME
set -eu
STATE="$HOME/.local/state/cron-backup-scheduler"
mkdir -p "$STATE"
TAG="# cron-backup-scheduler:"

current() { crontab -l 2>/dev/null || true; }

apply() {
  new="$1"
  old="$(mktemp)"; cand="$(mktemp)"
  current > "$old"; printf '%s\n' "$new" | sed '/^$/d' > "$cand"
  echo "Proposed change to your crontab:"
  diff -u "$old" "$cand" || true
  printf 'Install this crontab? [y/N] '
  read -r ans
  if [ "$ans" != "y" ] && [ "$ans" != "Y" ]; then echo "aborted, nothing changed"; rm -f "$old" "$cand"; exit 1; fi
  cp "$old" "$STATE/crontab.$(date +%Y%m%d-%H%M%S)"
  crontab "$cand"
  rm -f "$old" "$cand"
  echo "installed. current crontab:"; crontab -l
}

case "${1:-}" in
  add)
    name="${2:?name}"; expr="${3:?cron expression}"; cmd="${4:?command}"
    case "$name" in *[!a-z0-9-]*) echo "name must be [a-z0-9-]" >&2; exit 2;; esac
    if current | grep -qF "$TAG$name"; then echo "job $name already exists; remove it first" >&2; exit 2; fi
    line="$expr $cmd >> $STATE/$name.log 2>&1 $TAG$name"
    apply "$(current; echo "$line")" ;;
  list)
    current | grep -F "$TAG" || echo "no managed jobs" ;;
  remove)
    name="${2:?name}"
    current | grep -qF "$TAG$name" || { echo "no job named $name"; exit 1; }
    apply "$(current | grep -vF "$TAG$name")" ;;
  *)
    echo "usage: schedule.sh add NAME 'CRON' 'COMMAND' | list | remove NAME" >&2; exit 2 ;;
esac
