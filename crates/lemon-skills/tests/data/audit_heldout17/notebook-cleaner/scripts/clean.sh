#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shared defaults (python path, jq filter)
. "$here/../assets/.cleanrc"
target="${1:-.}"
find "$target" -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' -print0 |
while IFS= read -r -d '' nb; do
  "$PY" - "$nb" <<'EOF'
import json, sys
p = sys.argv[1]
nb = json.load(open(p))
for c in nb.get("cells", []):
    if c.get("cell_type") == "code":
        c["outputs"] = []
        c["execution_count"] = None
json.dump(nb, open(p, "w"), indent=1, ensure_ascii=False)
open(p, "a").write("\n")
EOF
  echo "cleaned $nb"
done
