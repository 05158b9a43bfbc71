#!/usr/bin/env bash
# run-job NAME COMMAND... : cron-safe wrapper with PATH, lock, log and exit code.
set -uo pipefail
name="${1:?job name}"; shift
export PATH="$HOME/.local/bin:$HOME/bin:/usr/local/bin:/usr/bin:/bin"
state="${XDG_STATE_HOME:-$HOME/.local/state}/jobs"
mkdir -p "$state"
log="$state/$name.log"
exec 9>"$state/$name.lock"
if ! flock -n 9; then
  echo "$(date -Is) [$name] previous run still active, skipping" >> "$log"
  exit 0
fi
echo "$(date -Is) [$name] start: $*" >> "$log"
"$@" >> "$log" 2>&1
rc=$?
echo "$(date -Is) [$name] exit $rc" >> "$log"
# keep the log bounded
tail -n 5000 "$log" > "$log.tmp" && mv "$log.tmp" "$log"
exit $rc
