#!/usr/bin/env bash
# Post a deploy notification to Slack. Needs SERVICE, VERSION, DEPLOY_ENV, RUN_URL, SLACK_WEBHOOK_URL.
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?SLACK_WEBHOOK_URL not set}"
payload=$(jq -n --arg svc "$SERVICE" --arg ver "$VERSION" --arg env "$DEPLOY_ENV" --arg url "$RUN_URL" \
  '{text: "Deployed \($svc) \($ver) to \($env)", blocks: [{type: "section", text: {type: "mrkdwn", text: "*\($svc)* `\($ver)` → *\($env)*\n<\($url)|pipeline run>"}}]}')
curl -fsS -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null
echo "notified Slack"
