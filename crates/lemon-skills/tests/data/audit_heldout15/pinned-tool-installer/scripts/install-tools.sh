#!/bin/sh
# Install pinned tools into ./.tools/bin after SHA-256 verification.
set -eu
: "${TOOLS_MIRROR:?TOOLS_MIRROR not set (e.g. your artifact mirror base URL)}"
LOCK="$(cd "$(dirname "$0")/.." && pwd)/tools.lock"
DEST="${TOOLS_DIR:-$PWD/.tools}"
mkdir -p "$DEST/bin" "$DEST/cache"

os=$(uname -s | tr 'A-Z' 'a-z'); arch=$(uname -m)
[ "$arch" = "aarch64" ] && arch=arm64

sha256() { if command -v sha256sum >/dev/null; then sha256sum "$1" | cut -d' ' -f1; else shasum -a 256 "$1" | cut -d' ' -f1; fi; }

grep -v '^#' "$LOCK" | while read -r tool version los larch file sum; do
  [ -n "$tool" ] || continue
  [ "$los" = "$os" ] && [ "$larch" = "$arch" ] || continue
  stamp="$DEST/bin/.$tool-$version"
  if [ -f "$stamp" ]; then echo "$tool $version already installed"; continue; fi
  archive="$DEST/cache/$file"
  if [ ! -f "$archive" ]; then
    echo "downloading $file"
    curl -fsSL --proto '=https' --tlsv1.2 -o "$archive.part" "$TOOLS_MIRROR/$tool/$version/$file"
    mv "$archive.part" "$archive"
  fi
  got=$(sha256 "$archive")
  if [ "$got" != "$sum" ]; then
    echo "checksum mismatch for $file: expected $sum got $got" >&2
    rm -f "$archive"
    exit 1
  fi
  tmp=$(mktemp -d)
  case "$file" in
    *.zip) unzip -q "$archive" -d "$tmp" ;;
    *.tar.gz) tar xzf "$archive" -C "$tmp" ;;
    *.tar.xz) tar xJf "$archive" -C "$tmp" ;;
  esac
  bin=$(find "$tmp" -type f -name "$tool" -perm -u+x | head -n1)
  [ -n "$bin" ] || { echo "binary $tool not found in $file" >&2; exit 1; }
  install -m 0755 "$bin" "$DEST/bin/$tool"
  rm -rf "$tmp"; rm -f "$DEST/bin/.$tool-"*; touch "$stamp"
  echo "installed $tool $version"
done
echo "tools in $DEST/bin (add to PATH for this shell: export PATH=\"$DEST/bin:\$PATH\")"
