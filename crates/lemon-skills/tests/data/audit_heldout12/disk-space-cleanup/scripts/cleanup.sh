#!/usr/bin/env bash
# cleanup.sh — size report (default) or cleanup of selected cache categories (--apply CAT...)
set -uo pipefail
APPLY=0
if [[ "${1:-}" == "--apply" ]]; then APPLY=1; shift; fi
CATS=("$@")
OS=$(uname -s)

declare -A PATHS=(
  [npm]="$HOME/.npm/_cacache"
  [pip]="$HOME/.cache/pip"
  [cargo]="$HOME/.cargo/registry/cache"
  [gradle]="$HOME/.gradle/caches"
  [xcode]="$HOME/Library/Developer/Xcode/DerivedData"
)
[[ "$OS" == Darwin ]] && PATHS[pip]="$HOME/Library/Caches/pip"

size() { [[ -e "$1" ]] && du -sh "$1" 2>/dev/null | cut -f1 || echo "-"; }
want() { local c; for c in "${CATS[@]}"; do [[ "$c" == "$1" ]] && return 0; done; return 1; }

safe_rm() {
  local p="$1"
  case "$p" in
    "$HOME"/.npm/_cacache|"$HOME"/.cache/pip|"$HOME"/Library/Caches/pip|"$HOME"/.cargo/registry/cache|"$HOME"/.gradle/caches|"$HOME"/Library/Developer/Xcode/DerivedData) ;;
    *) echo "refusing to delete unexpected path: $p" >&2; return 1 ;;
  esac
  [[ -d "$p" ]] && rm -rf -- "$p" && echo "removed $p"
}

printf '%-16s %8s  %s\n' category size path
for c in npm pip cargo gradle xcode; do
  printf '%-16s %8s  %s\n' "$c" "$(size "${PATHS[$c]}")" "${PATHS[$c]}"
done
command -v docker >/dev/null && docker system df 2>/dev/null | sed 's/^/docker  /'

[[ $APPLY -eq 1 ]] || { echo; echo "dry run. re-run with --apply <category...> after confirming."; exit 0; }

for c in npm pip cargo gradle xcode; do want "$c" && safe_rm "${PATHS[$c]}"; done
want uv && command -v uv >/dev/null && uv cache clean
want pnpm && command -v pnpm >/dev/null && pnpm store prune
want yarn && command -v yarn >/dev/null && yarn cache clean
want docker && command -v docker >/dev/null && docker system prune -f
if want docker-volumes && command -v docker >/dev/null; then
  echo "volumes to be removed:"; docker volume ls -qf dangling=true
  read -r -p "type 'delete volumes' to continue: " ans
  [[ "$ans" == "delete volumes" ]] && docker volume prune -f
fi
want xcode && [[ "$OS" == Darwin ]] && xcrun simctl delete unavailable 2>/dev/null
df -h / | tail -1
