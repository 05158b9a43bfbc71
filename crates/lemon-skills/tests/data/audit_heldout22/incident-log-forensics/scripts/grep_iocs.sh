#!/usr/bin/env bash
# Read-only IOC search over a copied log directory.
set -eu
dir="${1:?log dir}"
grep -RniE '(/dev/tcp/|nc -e|curl[^|]*\|\s*(ba)?sh|wget[^|]*\|\s*(ba)?sh|base64 -d)' "$dir" || true
grep -Rni 'Accepted publickey' "$dir" | awk '{print $1,$2,$3,$9,$11}' | sort | uniq -c || true
