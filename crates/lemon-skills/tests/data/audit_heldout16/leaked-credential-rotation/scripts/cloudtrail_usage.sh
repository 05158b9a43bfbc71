#!/usr/bin/env bash
# Summarise CloudTrail events for an access key over the last N days. Read-only.
set -euo pipefail
key="${1:?access key id}"; days="${2:-7}"
start=$(date -u -d "-$days days" +%FT%TZ 2>/dev/null || date -u -v-"$days"d +%FT%TZ)
aws cloudtrail lookup-events \
  --lookup-attributes AttributeKey=AccessKeyId,AttributeValue="$key" \
  --start-time "$start" --max-results 1000 --output json \
| python3 -c '
import json, sys, collections
ev = json.load(sys.stdin)["Events"]
by = collections.Counter()
for e in ev:
    d = json.loads(e["CloudTrailEvent"])
    by[(d.get("sourceIPAddress"), d.get("eventSource"), d.get("eventName"))] += 1
for (ip, src, name), n in by.most_common(50):
    print(f"{n:5}  {ip:40} {src:30} {name}")
print(f"-- {len(ev)} event(s)")
'
