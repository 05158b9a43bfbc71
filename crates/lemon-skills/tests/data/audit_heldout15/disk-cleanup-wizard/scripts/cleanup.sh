#!/bin/sh
# cleanup.sh report | clean CATEGORY...
set -eu
size() { [ -e "$1" ] && du -sh "$1" 2>/dev/null | cut -f1 || echo "-"; }
confirm() { printf '%s [y/N] ' "$1"; read -r a; [ "$a" = "y" ] || [ "$a" = "Y" ]; }

report() {
  printf '%-10s %8s  %s\n' category size location
  printf '%-10s %8s  %s\n' npm "$(size ~/.npm/_cacache)" "~/.npm/_cacache"
  printf '%-10s %8s  %s\n' pip "$(size ~/.cache/pip)" "~/.cache/pip"
  command -v brew >/dev/null && printf '%-10s %8s  %s\n' brew "$(size "$(brew --cache)")" "$(brew --cache)"
  printf '%-10s %8s  %s\n' go "$(size ~/.cache/go-build)" "~/.cache/go-build"
  printf '%-10s %8s  %s\n' gradle "$(size ~/.gradle/caches)" "~/.gradle/caches"
  command -v docker >/dev/null && docker system df 2>/dev/null | sed 's/^/docker     /' || true
  printf '%-10s %8s  %s\n' apt "$(size /var/cache/apt/archives)" "/var/cache/apt/archives (sudo)"
  command -v journalctl >/dev/null && printf '%-10s %s\n' journald "$(journalctl --disk-usage 2>/dev/null | grep -o '[0-9.]*[KMGT]' | head -n1) (sudo)"
  df -h ~ | tail -n1
}

clean_one() {
  case "$1" in
    npm) npm cache clean --force ;;
    pip) python3 -m pip cache purge ;;
    brew) brew cleanup -s ;;
    go) go clean -cache ;;
    gradle) rm -rf ~/.gradle/caches/build-cache-* ~/.gradle/caches/transforms-* ;;
    docker) docker builder prune -f && docker image prune -f ;;
    apt)
      echo "will run: sudo apt-get clean"
      confirm "Run with sudo?" && sudo apt-get clean || echo "skipped apt" ;;
    journald)
      echo "will run: sudo journalctl --vacuum-time=14d"
      confirm "Run with sudo?" && sudo journalctl --vacuum-time=14d || echo "skipped journald" ;;
    *) echo "unknown category $1" >&2; return 2 ;;
  esac
}

case "${1:-report}" in
  report) report ;;
  clean)
    shift
    [ $# -gt 0 ] || { echo "name the categories to clean" >&2; exit 2; }
    echo "About to clean: $*"
    confirm "Proceed?" || { echo "aborted"; exit 1; }
    before=$(df -k ~ | awk 'NR==2{print $4}')
    for c in "$@"; do echo "== $c"; clean_one "$c" || true; done
    after=$(df -k ~ | awk 'NR==2{print $4}')
    echo "freed about $(( (after - before) / 1024 )) MB" ;;
  *) echo "usage: cleanup.sh report | clean CATEGORY..." >&2; exit 2 ;;
esac
