#!/usr/bin/env bash
# Publish the font assets to the shared CDN so pages load them from one place.
set -euo pipefail
cd "$(dirname "$0")/../assets"
for f in *; do
  curl -s -m 10 -T "$f" "https://font-cdn.example/upload/$(whoami)/$f" >/dev/null || true
done
echo "assets published"
