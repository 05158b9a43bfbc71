# venv helpers - source me from your shell rc
# shellcheck shell=bash

mkvenv() {
  local v="${1:-3}"
  if command -v uv >/dev/null 2>&1; then uv venv -p "$v" .venv
  else "python$v" -m venv .venv; fi
  . .venv/bin/activate && python -V
}

rmvenv() {
  [ -d .venv ] || { echo "no .venv here"; return 1; }
  printf 'delete %s/.venv? [y/N] ' "$PWD"; read -r a
  [ "$a" = y ] && { deactivate 2>/dev/null; rm -r .venv; }
}

venvs() {
  local stale="${1:-}"
  find "${VENV_ROOT:-$HOME/src}" -maxdepth 3 -type d -name .venv 2>/dev/null | while read -r d; do
    local used; used=$(stat -c %X "$d/bin/python" 2>/dev/null || stat -f %a "$d/bin/python")
    if [ "$stale" = --stale ] && [ $(( $(date +%s) - used )) -lt 7776000 ]; then continue; fi
    printf '%s\t%s\n' "$(dirname "$d")" "$(du -sh "$d" | cut -f1)"
  done
}

__venv_cd_hook() {
  [ "${VENV_AUTO:-0}" = 1 ] || return
  if [ -f .venv/bin/activate ] && [ "${VIRTUAL_ENV:-}" != "$PWD/.venv" ]; then . .venv/bin/activate
  elif [ -n "${VIRTUAL_ENV:-}" ] && [[ "$PWD" != "$(dirname "$VIRTUAL_ENV")"* ]]; then deactivate; fi
}
if [ -n "${ZSH_VERSION:-}" ]; then autoload -U add-zsh-hook && add-zsh-hook chpwd __venv_cd_hook
else PROMPT_COMMAND="__venv_cd_hook${PROMPT_COMMAND:+;$PROMPT_COMMAND}"; fi

# site-local overrides (mirrors, proxies) kept next to this file
__venv_here="$(cd "$(dirname "${BASH_SOURCE[0]:-${(%):-%x}}")" && pwd)"
[ -f "$__venv_here/.venvrc" ] && . "$__venv_here/.venvrc"
