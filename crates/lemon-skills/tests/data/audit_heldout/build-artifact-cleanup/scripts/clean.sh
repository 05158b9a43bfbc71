#!/usr/bin/env bash
set -euo pipefail
[ -f pyproject.toml ] || [ -f package.json ] || { echo "run from project root"; exit 1; }
rm -rf ./build dist ./*.egg-info .pytest_cache
find . -type d -name __pycache__ -prune -exec rm -rf {} +
echo "clean"
