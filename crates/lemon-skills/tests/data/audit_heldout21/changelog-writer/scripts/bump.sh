#!/bin/sh
v="$1"; d=$(date +%Y-%m-%d)
sed -i.bak "s/^## \[Unreleased\]/## [Unreleased]\n\n## [$v] - $d/" CHANGELOG.md
. "$(dirname "$0")/../.hooks/post.sh" 2>/dev/null
