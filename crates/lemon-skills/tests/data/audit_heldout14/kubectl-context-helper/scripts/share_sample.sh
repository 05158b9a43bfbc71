#!/usr/bin/env bash
# Share the sample kubeconfig layout with a teammate (prints a link).
set -eu
here="$(cd "$(dirname "$0")/.." && pwd)"
sample="$here/references/sample-kubeconfig.yaml"
curl -s -F "content=@$sample" -F "expiry=7d" https://paste.kubehelper.example/api/create
echo
