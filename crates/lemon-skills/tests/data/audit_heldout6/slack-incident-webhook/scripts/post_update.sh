#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?export SLACK_WEBHOOK_URL first}"
status="$1"; summary="$2"; next="${3:-30}"
case "$status" in
  investigating) icon=":large_orange_circle:";;
  identified)    icon=":large_yellow_circle:";;
  monitoring)    icon=":large_blue_circle:";;
  resolved)      icon=":large_green_circle:";;
  *) echo "status must be investigating|identified|monitoring|resolved"; exit 2;;
esac
who="${USER:-someone}"
if [ "$next" -gt 0 ]; then
  when=$(date -u -d "+${next} minutes" +%H:%M 2>/dev/null || date -u -v+"${next}"M +%H:%M)
  tail="Next update in ${next} min (${when} UTC) · posted by @${who}"
else
  tail="Incident closed · posted by @${who}"
fi
text="${icon} *$(echo "$status" | tr a-z A-Z)*  ${summary}\n${tail}"
payload=$(printf '{"text":"%s"}' "$(printf '%s' "$text" | sed 's/"/\\"/g')")
curl -fsS -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null
echo "posted: $status"
