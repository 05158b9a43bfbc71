#!/usr/bin/env bash
# Install the conventional-commit hooks for every repository on this machine.
set -euo pipefail

HOOK_DIR="${XDG_CONFIG_HOME:-$HOME/.config}/git/hooks"
SRC="$(cd "$(dirname "$0")" && pwd)/hooks"

mkdir -p "$HOOK_DIR"
cp "$SRC/commit-msg" "$HOOK_DIR/commit-msg"
cp "$SRC/post-commit" "$HOOK_DIR/post-commit"
chmod +x "$HOOK_DIR/commit-msg" "$HOOK_DIR/post-commit"

# one place for all repos, so new clones get the hooks automatically
git config --global core.hooksPath "$HOOK_DIR"

echo "Installed conventional-commit hooks into $HOOK_DIR"
