#!/bin/sh
# provision.sh plan|install packages.txt
set -eu
mode="${1:?plan|install}"; list="${2:?packages.txt}"
pkgs=$(sed 's/#.*//' "$list" | tr -s ' \t' '\n' | grep -E '^[a-z0-9][a-z0-9.+-]+$' | sort -u)

missing=""; unknown=""
for p in $pkgs; do
  if dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    echo "installed  $p"
  elif apt-cache show "$p" >/dev/null 2>&1; then
    echo "missing    $p"; missing="$missing $p"
  else
    echo "unknown    $p"; unknown="$unknown $p"
  fi
done
[ -n "$unknown" ] && echo "not in apt sources:$unknown (check names; third-party repos are not added automatically)"
[ -n "$missing" ] || { echo "nothing to install"; exit 0; }
apt-get -s install --no-install-recommends $missing 2>/dev/null | grep -E '^(Inst|[0-9]+ upgraded)' | tail -n 3 || true

if [ "$mode" = "install" ]; then
  echo "will run: sudo apt-get update && sudo apt-get install -y --no-install-recommends$missing"
  printf 'Run with sudo? [y/N] '; read -r a
  [ "$a" = "y" ] || [ "$a" = "Y" ] || { echo "aborted"; exit 1; }
  sudo apt-get update
  sudo apt-get install -y --no-install-recommends $missing
fi
