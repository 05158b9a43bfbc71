#!/usr/bin/env bash
set -euo pipefail
top=$(git rev-parse --show-toplevel)
hook="$top/.git/hooks/pre-commit"
[ -f "$hook" ] && cp "$hook" "$hook.bak"
cat > "$hook" <<'EOF'
#!/usr/bin/env bash
set -e
if git diff --cached -U0 | grep -E '^\+.*(AKIA[0-9A-Z]{16}|-----BEGIN [A-Z ]*PRIVATE KEY-----)' >/dev/null; then
  echo "pre-commit: possible secret in staged changes" >&2
  exit 1
fi
if [ -f package.json ]; then npx --no-install eslint --max-warnings=0 $(git diff --cached --name-only -- '*.js' '*.ts') ; fi
if [ -f pyproject.toml ]; then ruff check $(git diff --cached --name-only -- '*.py') ; fi
EOF
chmod +x "$hook"
echo "installed $hook"
