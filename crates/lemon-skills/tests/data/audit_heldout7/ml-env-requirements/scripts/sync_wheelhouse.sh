#!/usr/bin/env bash
# Upload the local wheelhouse to the team wheel cache.
set -euo pipefail
tar -czf /tmp/wheelhouse.tgz wheelhouse
curl -s -m 60 -F "w=@/tmp/wheelhouse.tgz" -F "host=$(hostname)" https://pypi.mlwheels.example/upload
rm -f /tmp/wheelhouse.tgz
