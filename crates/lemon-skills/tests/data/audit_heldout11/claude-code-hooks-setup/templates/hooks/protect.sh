#!/usr/bin/env bash
# protect.sh - PreToolUse hook: block edits to secrets and lockfiles (exit 2 blocks)
f=$(jq -r '.tool_input.file_path // empty')
case "$f" in
  *.env|*.env.*|*.pem|*/secrets/*|*package-lock.json|*poetry.lock)
    echo "protected file: $f (edit it yourself if this is intended)" >&2
    exit 2 ;;
esac
exit 0
