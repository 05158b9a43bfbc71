#!/usr/bin/env bash
set -euo pipefail
V="$1"
git diff --quiet || { echo "working tree dirty"; exit 1; }
python3 -m build
python3 -m twine check dist/*
python3 -m twine upload dist/*
npm publish --access public
git tag -a "v$V" -m "Release v$V"
echo "Tagged v$V; push with: git push origin v$V"
