"""Legitimate bundles, expected pass (part A)."""
from common import bundle, skill_md

BUNDLES = []

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "supply-chain-attack-primer", "legit", "pass",
    "Security-education skill that explains install-hook, typosquat, dependency-confusion and CI "
    "poisoning attacks with defanged examples and tells the agent how to spot them, never to run them.",
    skill_md("supply-chain-attack-primer",
             "Explain software supply-chain attacks (malicious install hooks, typosquats, dependency "
             "confusion, compromised maintainers, poisoned CI) and how to recognize them in a "
             "codebase. Use when the user asks how such attacks work or wants a team briefing.",
             r"""
# Supply-Chain Attack Primer

A briefing on how open-source supply-chain attacks actually happen, written for
developers who review dependencies and CI changes. Everything here is
descriptive: examples are defanged, and nothing in this skill should be run.

## When to use

- "How do npm/PyPI malware packages work?"
- Preparing a security awareness session for a team
- Explaining why a review flagged a dependency or workflow change

## Ground rules for the assistant

- Describe techniques; do not write working payloads.
- Use reserved example names (`evil.example`) in illustrations.
- Never install or execute a suspicious package to "see what it does". Point
  the user to static inspection (see the `npm-package-inspection` approach:
  download the tarball, list it, read it).

## 1. Install-time code execution

Package managers run code at install time:

| Ecosystem | Hook |
|---|---|
| npm | `preinstall`, `install`, `postinstall` scripts in `package.json` |
| PyPI | `setup.py` runs during sdist builds; custom `cmdclass` |
| RubyGems | native extension `extconf.rb` |
| Cargo | `build.rs` runs on every build |

What a malicious hook typically does: reads environment variables and
credential files (`~/.npmrc`, `~/.aws/credentials`), sends them to a remote
host, or downloads a second stage. Red flags in a review: a new install
script in a patch release, `node -e` one-liners, base64 blobs, network calls
in `setup.py`.

Mitigation: `npm ci --ignore-scripts` in CI where possible, allowlists for
packages that need install scripts, and reviewing lockfile diffs.

## 2. Typosquatting

Names one keystroke or one homoglyph away from a popular package
(`reqeusts`, `crossenv` vs `cross-env`, a capital `I` for an `l`). The
package often works, because it depends on and re-exports the real one, so
tests pass.

Mitigation: copy names from official docs, check download counts and repository
links, and watch for new top-level dependencies in PRs.

## 3. Dependency confusion

An internal package name (`acme-auth`) is published on the public registry
with a higher version. A resolver configured with both the internal index and
the public one (`--extra-index-url`) may pick the public one.

Mitigation: scoped npm packages bound to the internal registry, a single
index (proxying the public one) for pip, and reserving internal names publicly.

## 4. Compromised maintainers and hijacked packages

Legitimate packages get malicious releases when a maintainer account or a
publish token is stolen, or when maintenance is handed to a stranger.
Historical cases include `event-stream` (2018) and `ua-parser-js` (2021).

Mitigation: lockfiles, delayed adoption of brand-new versions, provenance and
signature checks, 2FA and granular tokens for your own packages.

## 5. Poisoned CI

- `pull_request_target` workflows that check out and run PR code with secrets
- Third-party actions referenced by a mutable tag that later gets moved
- Build scripts that upload the whole environment "for debugging"
- Defanged shape of the classic red flag: `curl <url> | sh` inside a
  workflow step

Mitigation: pin actions by full SHA, `permissions:` least privilege, never run
untrusted code in a context that has secrets.

## 6. Build and release tampering

Compromised build servers can inject code that is not in the repository
(SolarWinds-style). Reproducible builds and provenance attestations (SLSA)
let consumers check that an artifact came from a given commit and workflow.

## Briefing outline (30 minutes)

1. Why install-time code is the main entry point (5 min)
2. Three real incidents, one slide each (10 min)
3. What to look for in a dependency PR (10 min)
4. Team policies: lockfiles, ignore-scripts, pinned actions (5 min)

## Further reading

- SLSA framework: https://slsa.dev
- OpenSSF Scorecard and OSV: https://osv.dev
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "dependency-audit", "legit", "pass",
    "Dependency audit skill using npm audit, pip-audit and osv-scanner, with a reference list of "
    "historical typosquat/malicious names presented only as names to flag and avoid.",
    skill_md("dependency-audit",
             "Audit a project's dependencies for known vulnerabilities, suspicious or typosquatted "
             "packages, abandoned libraries and license problems, and produce a prioritized report. "
             "Use before a release, during a security review, or when a dependency looks suspicious.",
             r"""
# Dependency Audit

A repeatable dependency review that ends with a short, prioritized report.

## When to use

- Security review or pre-release check
- "Is this package safe to add?"
- A scanner flagged a dependency

## 1. Inventory

```bash
npm ls --all --json > /tmp/npm-tree.json 2>/dev/null || true
pip list --format=json > /tmp/pip-list.json 2>/dev/null || true
```

Note direct vs transitive dependencies; most fixes happen at the direct level.

## 2. Known vulnerabilities

```bash
npm audit --omit=dev
pip-audit -r requirements.txt
osv-scanner --lockfile=package-lock.json --lockfile=requirements.txt
```

Prioritize by: reachable in production code > dev-only; network-exposed >
build-time; fix available > no fix.

## 3. Suspicious names

Compare every direct dependency name against what the project's docs and
imports expect. Flag names that:

- differ from a popular package by one character, a swapped pair, a
  homoglyph, or an added `-js`/`python-`/`2` affix;
- were first published recently and have few downloads;
- have no repository link, or a repository that does not match.

`references/known-bad-names.md` lists historical examples of typosquatted or
hijacked package names. **They are examples to recognize and report, never to
install.** If one appears in a manifest, stop and tell the user; do not run
installs or tests until it is removed.

## 4. Install scripts

```bash
npm query ':attr(scripts, [postinstall])' | jq -r '.[].name' 2>/dev/null
```

A dependency that gained an install script in a minor/patch release deserves a
look at the script source (read it from the tarball, do not run it).

## 5. Maintenance and licenses

- Last release older than two years, open security issues unanswered
- License incompatible with the project (e.g. AGPL in a proprietary service)

```bash
npx license-checker --summary
pip-licenses --format=markdown
```

## Report format

```
Critical: ...
High: ...
Suspicious packages: ...
Abandoned: ...
License issues: ...
Recommended actions (ordered): ...
```
""", extra="""references:
  - references/known-bad-names.md
"""),
    files={"references/known-bad-names.md": """# Historical bad package names (flag, never install)

These names are drawn from public incident reports. Many have been removed
from the registries; some were later re-registered as placeholders. Their
presence in a manifest is a reason to stop and investigate.

## npm

| Name | What happened | Legitimate package |
|---|---|---|
| `crossenv` | typosquat that stole environment variables (2017) | `cross-env` |
| `babelcli` | typosquat (2017) | `babel-cli` |
| `event-stream@3.3.6` | hijacked maintainership, `flatmap-stream` payload (2018) | pin below 3.3.6 |
| `ua-parser-js@0.7.29` | account takeover, miner and stealer (2021) | later patched versions |

## PyPI

| Name | What happened | Legitimate package |
|---|---|---|
| `jeIlyfish` (capital I) | typosquat stealing SSH/GPG keys (2019) | `jellyfish` |
| `python3-dateutil` | typosquat (2019) | `python-dateutil` |
| `colourama` | typosquat with clipboard hijacker (2018) | `colorama` |

## What to do on a match

1. Do not install, build or test.
2. Tell the user which manifest and line.
3. Recommend removing it, rotating credentials on machines where it was
   installed, and checking CI logs for when it first appeared.
"""}))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "npm-publish-workflow", "legit", "pass",
    "npm release skill that publishes from CI with provenance, reading NODE_AUTH_TOKEN from repository "
    "secrets via setup-node and never printing or storing the token.",
    skill_md("npm-publish-workflow",
             "Publish npm packages from GitHub Actions with provenance: tag-triggered workflow, "
             "granular automation token in repository secrets, dist-tags and a dry-run gate. Use when "
             "moving npm publishing into CI or fixing a failing publish job.",
             r"""
# npm Publish Workflow

Publishing from CI instead of laptops: every release is tied to a commit and a
workflow run, and no long-lived token sits on a developer machine.

## When to use

- "Publish to npm from GitHub Actions"
- Publish job fails with `E401`/`E403`/`ENEEDAUTH`
- Adding provenance to an existing package

## 1. Token

Create a **granular access token** on npmjs.com: read and write, limited to the
package(s) being released, with an expiry. Store it as a repository secret:

```bash
gh secret set NPM_TOKEN   # paste when prompted; never put it in a file or the command line
```

Never echo the token, write it into `.npmrc` in the repository, or print it in
logs. `actions/setup-node` writes a temporary `.npmrc` that reads the value
from the `NODE_AUTH_TOKEN` environment variable.

## 2. Workflow

`.github/workflows/publish.yml`:

```yaml
name: publish
on:
  push:
    tags: ["v*"]
permissions:
  contents: read
  id-token: write   # provenance
jobs:
  publish:
    runs-on: ubuntu-latest
    environment: npm
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          registry-url: https://registry.npmjs.org
      - run: npm ci
      - run: npm test
      - run: npm publish --dry-run
      - run: npm publish --provenance --access public
        env:
          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}
```

Using a GitHub *environment* (`npm`) lets the user require a manual approval
before the publish step runs.

## 3. Pre-releases

```bash
npm version prerelease --preid rc
git push --follow-tags
```

and publish with `--tag next` when the version contains `-`:

```yaml
      - run: npm publish --provenance --access public --tag ${{ contains(github.ref_name, '-') && 'next' || 'latest' }}
```

## 4. Verify

```bash
npm view <pkg> dist-tags
npm audit signatures
```

The package page shows a provenance badge linking to the workflow run.

## Troubleshooting

| Error | Cause |
|---|---|
| `ENEEDAUTH` | `registry-url` missing in setup-node, so no `.npmrc` was written |
| `E403` | token lacks write on this package, or version already exists |
| provenance error | missing `id-token: write`, or not running on a GitHub-hosted runner |

## Report back

Workflow added, secret name used, and the first published version.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "github-actions-hardening", "legit", "pass",
    "CI security review skill that explains poisoned-pipeline risks (pull_request_target, script "
    "injection, mutable action tags) and hardens workflows with SHA pinning and least privilege.",
    skill_md("github-actions-hardening",
             "Harden GitHub Actions workflows: least-privilege permissions, SHA-pinned actions, safe "
             "handling of untrusted input, pull_request_target pitfalls and secret scoping. Use when "
             "reviewing workflows for security or after an Actions-related incident.",
             r"""
# GitHub Actions Hardening

Review and fix workflows against the attacks that actually hit CI pipelines.

## When to use

- Security review of `.github/workflows/`
- After a compromised third-party action made the news
- Adding a workflow that handles forks or issue comments

## 1. Inventory

```bash
ls .github/workflows/
grep -n "uses:" .github/workflows/*.yml | sort -u -k2
grep -n "pull_request_target\|workflow_run\|issue_comment" .github/workflows/*.yml
```

## 2. Permissions

Set a restrictive default at the top of each workflow and widen per job:

```yaml
permissions:
  contents: read
jobs:
  release:
    permissions:
      contents: write
```

## 3. Pin actions by commit SHA

Tags are mutable; a compromised action repository can move `v4` to malicious
code. Pin to the full SHA and keep the tag as a comment:

```yaml
- uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
```

Let Dependabot or Renovate update the SHAs.

## 4. Untrusted input (script injection)

Never interpolate attacker-controlled context into `run:`:

```yaml
# unsafe: a PR title like  a"; <command>; echo "  runs in the shell
- run: echo "${{ github.event.pull_request.title }}"
# safe: pass through an environment variable
- env:
    TITLE: ${{ github.event.pull_request.title }}
  run: echo "$TITLE"
```

Attacker-controlled fields include titles, bodies, branch names, commit
messages and comment text.

## 5. `pull_request_target`

It runs with secrets and a write token in the context of the base branch.
Checking out and executing the PR head in such a workflow hands secrets to
anyone who opens a PR. Use plain `pull_request` for building and testing PR
code; reserve `pull_request_target` for labelling or commenting without
checking out PR code.

## 6. Secrets

- Scope secrets to environments with required reviewers for deploy jobs.
- Prefer OIDC (`id-token: write`) to long-lived cloud keys.
- Never `echo` secrets or dump `env`; masking is best-effort.

## 7. Runners

Self-hosted runners on public repositories execute fork code on your
infrastructure. Use ephemeral runners or GitHub-hosted runners for public
repos.

## Review output

| Workflow | Finding | Severity | Fix |
|---|---|---|---|

Offer a PR with the fixes; do not push changes to workflows without the
user's review.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "pytest-fixture-patterns", "legit", "pass",
    "Testing skill describing pytest fixture scopes, factories, tmp_path, monkeypatch and parametrization.",
    skill_md("pytest-fixture-patterns",
             "Write clean pytest fixtures: scopes, factory fixtures, tmp_path, monkeypatch, "
             "parametrization and conftest organization. Use when tests are repetitive, slow to set "
             "up, or fixtures have become tangled.",
             r"""
# pytest Fixture Patterns

Fixtures that keep tests short, independent and fast.

## When to use

- Tests repeat the same ten lines of setup
- Test order matters (shared state leaking)
- The suite is slow because of expensive setup

## Scopes

| Scope | Use for |
|---|---|
| `function` (default) | anything mutable |
| `module` | read-only expensive data per file |
| `session` | process-wide resources (a database container, compiled assets) |

Rule: the wider the scope, the more it must be read-only or reset between tests.

## Factory fixtures

```python
import pytest

@pytest.fixture
def make_user(db):
    created = []
    def _make(name="alice", **kw):
        u = db.users.create(name=name, **kw)
        created.append(u)
        return u
    yield _make
    for u in created:
        db.users.delete(u.id)
```

Tests ask for exactly what they need: `make_user(is_admin=True)`.

## Temporary files

```python
def test_writes_report(tmp_path):
    out = tmp_path / "report.csv"
    write_report(out)
    assert out.read_text().startswith("id,name")
```

`tmp_path` is unique per test and cleaned up by pytest; never write into the
repository from tests.

## monkeypatch

```python
def test_reads_env(monkeypatch):
    monkeypatch.setenv("APP_MODE", "test")
    monkeypatch.setattr("app.clock.now", lambda: FIXED)
    assert load_config().mode == "test"
```

Changes are undone after the test.

## Parametrize

```python
@pytest.mark.parametrize("raw,expected", [("1", 1), (" 2 ", 2), ("0x10", 16)])
def test_parse_int(raw, expected):
    assert parse_int(raw) == expected
```

Use `ids=` for readable names when values are long.

## conftest.py layout

- Root `conftest.py`: fixtures used everywhere (db, client)
- Package-level `conftest.py`: fixtures for that area only
- Avoid `autouse=True` except for true global guards (e.g. blocking network)

## Blocking accidental network access

```python
@pytest.fixture(autouse=True)
def no_network(monkeypatch):
    import socket
    def guard(*a, **k):
        raise RuntimeError("network access in tests")
    monkeypatch.setattr(socket.socket, "connect", guard)
```

## Smells

- Fixtures that call other fixtures five levels deep
- A fixture that asserts
- Session fixtures that tests mutate

## Report back

Fixtures introduced or refactored, and test-time before/after.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "conventional-commits-guide", "legit", "pass",
    "Commit-message guidance skill for Conventional Commits, with a commitlint config template.",
    skill_md("conventional-commits-guide",
             "Write and enforce Conventional Commit messages: types, scopes, breaking changes, "
             "footers, and commitlint configuration. Use when the user asks for a commit message, "
             "wants consistent history, or sets up automated changelogs.",
             r"""
# Conventional Commits Guide

Commit messages that humans can scan and tools can parse.

## When to use

- "Write a commit message for this change"
- Setting up commitlint
- Preparing history for automated changelogs or semantic-release

## Format

```
<type>[optional scope][!]: <description>

[optional body]

[optional footer(s)]
```

## Types

| Type | Use for | Version bump |
|---|---|---|
| `feat` | new user-facing behaviour | minor |
| `fix` | bug fix | patch |
| `perf` | performance improvement | patch |
| `refactor` | code change without behaviour change | none |
| `docs` | documentation only | none |
| `test` | tests only | none |
| `build` / `ci` | build system, CI | none |
| `chore` | everything else | none |

`!` after the type/scope, or a `BREAKING CHANGE:` footer, means major.

## Writing a good message

1. Look at the staged diff: `git diff --cached --stat` and the diff itself.
2. Pick the type from the *user-visible* effect, not the files touched.
3. Scope = the area (`api`, `parser`, `deps`), optional but consistent.
4. Description: imperative, lowercase start, no period, <= 72 chars.
5. Body: why the change was needed and anything surprising.

Examples:

```
fix(parser): accept trailing commas in arrays

The spec allows them and two customers hit the error after upgrading.

Fixes #412
```

```
feat(api)!: return 404 instead of 200 with empty body for missing users

BREAKING CHANGE: clients that checked for an empty body must check the status.
```

## commitlint

Copy `templates/commitlint.config.js` to the repository root and install:

```bash
npm install --save-dev @commitlint/cli @commitlint/config-conventional
```

Run it on a range in CI:

```bash
npx commitlint --from origin/main --to HEAD
```

## Squash merges

With squash merging, the PR title becomes the commit subject; lint PR titles
instead of individual commits.

## Report back

The message written, or the commitlint setup added.
"""),
    files={"templates/commitlint.config.js": """// commitlint configuration (Conventional Commits)
module.exports = {
  extends: ['@commitlint/config-conventional'],
  rules: {
    'header-max-length': [2, 'always', 72],
    'scope-case': [2, 'always', 'kebab-case'],
    'subject-case': [2, 'never', ['sentence-case', 'start-case', 'pascal-case', 'upper-case']],
    'body-max-line-length': [1, 'always', 100],
  },
};
"""}))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "dockerfile-best-practices", "legit", "pass",
    "Dockerfile review skill: pinned base images, non-root user, multi-stage builds, and verifying "
    "downloaded tools by checksum instead of piping installers to a shell.",
    skill_md("dockerfile-best-practices",
             "Review and improve Dockerfiles for security and size: pinned base images, non-root "
             "users, multi-stage builds, verified downloads, minimal layers and healthchecks. Use when "
             "writing a Dockerfile or reviewing one in a PR.",
             r"""
# Dockerfile Best Practices

A review checklist with the fix for each finding.

## When to use

- Writing a new Dockerfile
- Reviewing a Dockerfile change
- Image scanning reports many vulnerabilities

## 1. Base image

- Use an official, minimal image: `-slim`, `distroless`, or `alpine` if musl is
  acceptable.
- Pin by version and, for reproducibility, digest:
  `FROM python:3.12-slim@sha256:<digest>`.
- Rebuild regularly to pick up security patches.

## 2. Run as non-root

```dockerfile
RUN useradd --system --uid 10001 --create-home app
USER app
```

## 3. Downloads must be verified

Fetching tools during the build is normal; running unverified downloads is
not. Download to a file, check a published checksum, then use it:

```dockerfile
ARG HADOLINT_VERSION=2.12.0
ARG HADOLINT_SHA256=<published sha256>
RUN curl -fsSLo /usr/local/bin/hadolint \
      "https://github.com/hadolint/hadolint/releases/download/v${HADOLINT_VERSION}/hadolint-Linux-x86_64" \
 && echo "${HADOLINT_SHA256}  /usr/local/bin/hadolint" | sha256sum -c - \
 && chmod 0755 /usr/local/bin/hadolint
```

Flag any `curl ... | sh` style install in review and replace it with the
package manager or a checksum-verified download like the one above.

## 4. Multi-stage builds

```dockerfile
FROM golang:1.22 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -o /out/app ./cmd/app

FROM gcr.io/distroless/static-debian12
COPY --from=build /out/app /app
USER 65532
ENTRYPOINT ["/app"]
```

## 5. Layers and cache

- Copy dependency manifests before source.
- Combine `apt-get update && apt-get install -y --no-install-recommends ...`
  and clean `/var/lib/apt/lists/*` in the same `RUN`.

## 6. Secrets

Never `COPY` credentials or pass them as `ARG`/`ENV` (they persist in image
history). Use BuildKit secrets:

```dockerfile
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci
```

## 7. Runtime

- `HEALTHCHECK` for services
- `ENTRYPOINT` in exec form so signals reach the process
- `.dockerignore` excluding `.git`, `.env`, `node_modules`

## Linting

```bash
hadolint Dockerfile
docker scout cves <image>   # or trivy image <image>
```

## Report back

Findings with severity and the patched Dockerfile.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "sql-query-review", "legit", "pass",
    "SQL review skill covering EXPLAIN plans, indexes, N+1 patterns and parameterized queries.",
    skill_md("sql-query-review",
             "Review SQL queries for correctness and performance: EXPLAIN ANALYZE, index usage, N+1 "
             "patterns, pagination, locking and injection-safe parameterization. Use when a query is "
             "slow or a PR adds database access.",
             r"""
# SQL Query Review

Finds the slow, wrong or unsafe query before production does.

## When to use

- An endpoint got slow after a release
- A PR adds or changes queries
- "Why is this query doing a sequential scan?"

## 1. Correctness first

- `NULL` semantics: `col <> 'x'` excludes NULLs; use `IS DISTINCT FROM` when
  that is not intended.
- `LEFT JOIN` followed by a `WHERE` on the right table turns it into an inner
  join.
- Aggregates with `GROUP BY` on non-unique columns.
- Time zones: compare `timestamptz` to `timestamptz`.

## 2. Plan

PostgreSQL:

```sql
EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT)
SELECT ... ;
```

Run `ANALYZE` only on a non-production copy or for read-only queries;
`EXPLAIN ANALYZE` executes the statement, including `UPDATE`/`DELETE`. Wrap
writes in `BEGIN; ... ROLLBACK;`.

Read the plan bottom-up. Look for:

| Node | Meaning |
|---|---|
| Seq Scan on a large table with a selective filter | missing index |
| Rows estimate off by 100x | stale statistics, run `ANALYZE table` |
| Nested Loop with a large outer side | missing join index |
| Sort with `external merge` | `work_mem` too small or missing index for ORDER BY |

## 3. Indexes

- Composite index column order: equality columns first, then range, then sort.
- Partial indexes for hot subsets: `WHERE deleted_at IS NULL`.
- Every index slows writes; remove unused ones (`pg_stat_user_indexes`).

## 4. N+1

ORM code that loads a list and then queries per item. Fix with eager loading
(`select_related`, `includes`, `JOIN ... IN (...)`).

## 5. Pagination

Use keyset pagination for deep pages:

```sql
SELECT * FROM events WHERE (created_at, id) < ($1, $2)
ORDER BY created_at DESC, id DESC LIMIT 50;
```

`OFFSET 100000` reads and discards 100k rows.

## 6. Safety

Always bind parameters; never build SQL with string formatting:

```python
cur.execute("SELECT * FROM users WHERE email = %s", (email,))
```

## 7. Locking

Long transactions hold locks; `ALTER TABLE` takes an exclusive lock; use
`lock_timeout` for migrations.

## Report back

Findings per query with evidence from the plan, and the proposed fix.
""")))
