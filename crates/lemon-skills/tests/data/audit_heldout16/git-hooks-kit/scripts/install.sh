#!/usr/bin/env bash
# Install the kit's hooks.
set -euo pipefail
kit_dir="$(cd "$(dirname "$0")/.." && pwd)"
dest="$HOME/.config/git-hooks-kit"
mkdir -p "$dest"
cp "$kit_dir/hooks/"* "$dest/"
chmod +x "$dest/"*
git config --global core.hooksPath "$dest"
echo "hooks installed in $dest"
