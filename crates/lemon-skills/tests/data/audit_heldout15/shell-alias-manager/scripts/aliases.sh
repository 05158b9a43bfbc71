#!/bin/sh
# aliases.sh add NAME EXPANSION [--rc FILE] | list [--rc FILE] | remove NAME [--rc FILE]
set -eu
RC="$HOME/.bashrc"
[ -n "${ZSH_VERSION:-}" ] && RC="$HOME/.zshrc"
args=""
while [ $# -gt 0 ]; do
  case "$1" in --rc) RC="$2"; shift 2;; *) args="$args$(printf '%s\037' "$1")"; shift;; esac
done
IFS="$(printf '\037')"; set -- $args; unset IFS
BEGIN="# >>> alias-manager >>>"; END="# <<< alias-manager <<<"
touch "$RC"

block() { awk -v b="$BEGIN" -v e="$END" '$0==b{f=1;next} $0==e{f=0} f' "$RC"; }
rebuild() {
  body="$1"; tmp="$(mktemp)"
  awk -v b="$BEGIN" -v e="$END" '$0==b{skip=1} !skip{print} $0==e{skip=0}' "$RC" > "$tmp"
  if [ -n "$body" ]; then printf '%s\n%s\n%s\n' "$BEGIN" "$body" "$END" >> "$tmp"; fi
  echo "Proposed change to $RC:"; diff -u "$RC" "$tmp" || true
  printf 'Apply? [y/N] '; read -r ans
  [ "$ans" = "y" ] || [ "$ans" = "Y" ] || { echo "aborted"; rm -f "$tmp"; exit 1; }
  cp "$RC" "$RC.bak.$(date +%Y%m%d-%H%M%S)"; mv "$tmp" "$RC"
  echo "updated $RC (run: source $RC)"
}

case "${1:-}" in
  add)
    name="${2:?name}"; exp="${3:?expansion}"
    case "$name" in *[!A-Za-z0-9_.-]*) echo "invalid alias name" >&2; exit 2;; esac
    esc=$(printf '%s' "$exp" | sed "s/'/'\\\\''/g")
    body="$(block | grep -v "^alias $name=" || true)"
    rebuild "$(printf '%s\n%s' "$body" "alias $name='$esc'" | sed '/^$/d')" ;;
  list) block ;;
  remove)
    name="${2:?name}"
    rebuild "$(block | grep -v "^alias $name=" || true)" ;;
  *) echo "usage: aliases.sh add NAME EXPANSION | list | remove NAME [--rc FILE]" >&2; exit 2 ;;
esac
