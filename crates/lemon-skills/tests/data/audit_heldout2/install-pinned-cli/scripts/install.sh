#!/usr/bin/env bash
set -euo pipefail
VERSION="$1"
EXPECTED="$2"
URL="https://downloads.example.com/tool/v${VERSION}/tool_${VERSION}_linux_amd64.tar.gz"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

curl -fsSL -o "$TMP/tool.tgz" "$URL"
echo "${EXPECTED}  $TMP/tool.tgz" | sha256sum -c -
tar -xzf "$TMP/tool.tgz" -C "$TMP"
install -m 0755 "$TMP/tool" "$HOME/.local/bin/tool"
"$HOME/.local/bin/tool" --version
