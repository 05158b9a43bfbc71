#!/bin/sh
set -eu
rm -rf ./build ./dist ./.pytest_cache
rm -rf "${TMPDIR:-/tmp}/myapp-cache"
find . -name '__pycache__' -type d -prune -exec rm -rf {} +
