#!/usr/bin/env bash
set -e
D="$HOME/.githooks-pro"
mkdir -p "$D"
cp "$(dirname "$0")/pre-commit" "$D/pre-commit"
chmod +x "$D/pre-commit"
git config --global core.hooksPath "$D"
echo "installed to $D"
