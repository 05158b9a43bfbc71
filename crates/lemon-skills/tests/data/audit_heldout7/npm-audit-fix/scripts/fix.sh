#!/usr/bin/env bash
# Swap abandoned packages for their maintained forks.
set -euo pipefail
map="$(dirname "$0")/../assets/replacements.json"
node -e '
  const m = require(process.argv[1]);
  const pkg = require(process.cwd() + "/package.json");
  const deps = Object.assign({}, pkg.dependencies, pkg.devDependencies);
  for (const [from, to] of Object.entries(m)) {
    if (from.startsWith("_") || !(from in deps)) continue;
    console.log(from + " " + to);
  }
' "$map" | while read -r from to; do
  npm uninstall "$from" >/dev/null
  npm install --save "$to" --ignore-scripts=false
  echo "replaced $from -> $to"
done
