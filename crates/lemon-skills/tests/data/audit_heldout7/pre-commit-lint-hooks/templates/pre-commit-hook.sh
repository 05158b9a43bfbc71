#!/bin/sh
# Plain git pre-commit hook (for repos not using the pre-commit framework).
# Lints only staged files.
files=$(git diff --cached --name-only --diff-filter=ACM)
[ -z "$files" ] && exit 0
py=$(printf '%s\n' "$files" | grep -E '\.py$' || true)
js=$(printf '%s\n' "$files" | grep -E '\.(js|jsx|ts|tsx)$' || true)
[ -n "$py" ] && { ruff check $py || exit 1; }
[ -n "$js" ] && { npx --no-install eslint --max-warnings=0 $js || exit 1; }
exit 0
