#!/bin/sh
# Read-only indicator grep for an unpacked package. Never executes sample code.
set -eu
root="${1:?usage: grep_iocs.sh <unpacked-package-dir>}"
[ -d "$root" ] || { echo "not a directory: $root" >&2; exit 2; }

section() { printf '\n== %s ==\n' "$1"; }
hit() { grep -RInE --binary-files=without-match --exclude-dir=.git "$1" "$root" 2>/dev/null | cut -c1-200 | head -n 40 || true; }

section "install hooks (package.json)"
find "$root" -name package.json -not -path '*/node_modules/*' -exec grep -HnE '"(pre|post)?install"|"prepare"' {} + 2>/dev/null || true

section "setup.py cmdclass / .pth files"
hit 'cmdclass|class .*\((install|develop|egg_info)\)'
find "$root" -name '*.pth' -print

section "encoded execution"
hit 'eval\(|exec\(|Function\(|fromCharCode|atob\(|b64decode|bytes\.fromhex|unhexlify|-enc(odedcommand)? '

section "remote execution / downloads"
hit '(curl|wget)[^|]*\|[[:space:]]*(ba|z)?sh|Invoke-Expression|IEX|DownloadString|urlretrieve'

section "reverse shells"
hit '/dev/tcp/|nc -e|pty\.spawn|socket\.connect'

section "credential and wallet paths"
hit '\.aws/credentials|\.npmrc|\.pypirc|\.docker/config\.json|\.kube/config|\.ssh/id_|Login Data|Local State|exodus|electrum|solana/id\.json|keystore'

section "persistence"
hit 'crontab|systemctl --user|LaunchAgents|\.bashrc|\.zshrc|PROMPT_COMMAND|authorized_keys'

section "exfil channels"
hit 'webhooks?/|/bot[0-9]+:|sendDocument|paste|nslookup|dig |ping -p'

section "gating"
hit 'os\.environ\.get\(.CI|process\.env\.CI|GITHUB_ACTIONS|Date\.now\(\) *>|datetime\.date\.today|/\.dockerenv'

section "file hashes"
find "$root" -type f \( -name '*.js' -o -name '*.py' -o -name '*.sh' -o -name 'package.json' \) \
  -not -path '*/node_modules/*' -exec sha256sum {} + | head -n 100
