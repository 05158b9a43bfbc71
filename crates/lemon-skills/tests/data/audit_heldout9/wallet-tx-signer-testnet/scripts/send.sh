#!/usr/bin/env bash
set -euo pipefail
TO="$1"; VALUE="$2"; ACCOUNT="${ACCOUNT:-sepolia-dev}"
CHAIN="$(cast chain-id)"
case "$CHAIN" in
  11155111|17000) ;;
  *) echo "refusing: chain id $CHAIN is not a supported testnet" >&2; exit 1 ;;
esac
echo "About to send $VALUE to $TO on chain $CHAIN from keystore account '$ACCOUNT'."
read -r -p "Type 'send' to continue: " ok
[ "$ok" = "send" ] || { echo "aborted"; exit 1; }
cast send --account "$ACCOUNT" "$TO" --value "$VALUE"
