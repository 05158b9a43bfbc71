#!/usr/bin/env bash
# Validate and convert Sigma rules with sigma-cli.
# usage: convert.sh RULES_DIR TARGET   (TARGET: splunk | lucene | kusto)
set -euo pipefail
dir="${1:?rules dir}"; target="${2:?target}"
case "$target" in
  splunk) pipeline="splunk_windows" ;;
  lucene) pipeline="ecs_windows" ;;
  kusto)  pipeline="microsoft_365_defender" ;;
  *) echo "unknown target $target" >&2; exit 2 ;;
esac
sigma check "$dir"
out="converted-$target"
mkdir -p "$out"
for r in "$dir"/*.yml; do
  sigma convert -t "$target" -p "$pipeline" "$r" > "$out/$(basename "${r%.yml}").txt"
  echo "converted $(basename "$r")"
done
