"""Legitimate bundles, expected pass (part B)."""
from common import bundle, skill_md

BUNDLES = []

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "secret-scanning-setup", "legit", "pass",
    "Secret-scanning setup skill (gitleaks/trufflehog config, pre-commit and CI) whose examples use "
    "AWS's documented fake key and which tells the agent to report, not print, found secrets.",
    skill_md("secret-scanning-setup",
             "Set up secret scanning for a repository with gitleaks or trufflehog: history scan, "
             "pre-commit hook, CI job, allowlists for test fixtures and a leak response checklist. Use "
             "when the user wants to detect committed credentials or after a suspected leak.",
             r"""
# Secret Scanning Setup

Detect credentials before they land in git, and find the ones that already did.

## When to use

- "Scan our repo for secrets"
- Setting up a pre-commit or CI secret check
- A token was reported leaked and the user wants to know where else it is

## 1. Scan history once

```bash
gitleaks detect --source . --report-format json --report-path /tmp/gitleaks.json
jq -r '.[] | "\(.File):\(.StartLine) \(.RuleID) \(.Commit[0:8])"' /tmp/gitleaks.json
```

Report file, line, rule and commit to the user. **Do not print the secret
values** in the conversation; the `Secret`/`Match` fields stay in the report
file, which should be deleted after triage.

## 2. Configure

Copy `templates/gitleaks.toml` to `.gitleaks.toml`. It extends the default rules
and allowlists test fixtures that contain documented fake values, for example
AWS's documentation key `AKIAIOSFODNN7EXAMPLE`.

## 3. Pre-commit

```yaml
repos:
  - repo: https://github.com/gitleaks/gitleaks
    rev: v8.18.4
    hooks:
      - id: gitleaks
```

## 4. CI

```yaml
- uses: actions/checkout@v4
  with: { fetch-depth: 0 }
- run: gitleaks detect --source . --redact --exit-code 1
```

`--redact` keeps values out of CI logs.

## 5. When a real secret is found

1. Treat it as compromised, even in a private repository.
2. Rotate it at the issuer first (new key, deploy, revoke old).
3. Then clean history if policy requires (`git filter-repo`), knowing that
   forks and clones keep the old objects.
4. Check the issuer's logs for use of the old credential.

## Tuning

- False positives: add a path or regex allowlist in `.gitleaks.toml`, with a
  comment explaining why.
- High-entropy strings in lockfiles: allowlist `package-lock.json` integrity
  hashes by path.

## Report back

Findings count by rule (no values), what was rotated, and the hooks/CI added.
"""),
    files={"templates/gitleaks.toml": """title = "project gitleaks config"

[extend]
useDefault = true

[allowlist]
description = "documented fake credentials used in tests and docs"
paths = [
  '''tests/fixtures/''',
  '''docs/examples/''',
]
regexes = [
  '''AKIAIOSFODNN7EXAMPLE''',
  '''wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY''',
]
"""}))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "sbom-generator", "legit", "pass",
    "SBOM skill that generates CycloneDX/SPDX documents with syft or cdxgen and checks them with grype.",
    skill_md("sbom-generator",
             "Generate a Software Bill of Materials (CycloneDX or SPDX) for a repository or container "
             "image with syft or cdxgen, validate it, and scan it for vulnerabilities. Use when a "
             "customer or compliance asks for an SBOM or before shipping an image.",
             r"""
# SBOM Generator

Produces an accurate SBOM and keeps it attached to the artifact it describes.

## When to use

- "We need an SBOM for this release"
- Compliance (EO 14028, CRA) or customer questionnaire
- Checking which images contain a vulnerable library

## 1. Choose the format

| Format | When |
|---|---|
| CycloneDX JSON | security tooling, VEX, most scanners |
| SPDX JSON | license compliance, some government requirements |

Generate both if unsure; they come from the same scan.

## 2. Source repository

```bash
syft dir:. -o cyclonedx-json=sbom.cdx.json -o spdx-json=sbom.spdx.json
```

Or with cdxgen for deeper language support:

```bash
npx @cyclonedx/cdxgen -o sbom.cdx.json .
```

Lockfiles give the best results; without them the SBOM only lists declared
ranges.

## 3. Container image

```bash
syft ghcr.io/OWNER/app:1.4.0 -o cyclonedx-json=image.cdx.json
```

Image SBOMs include OS packages that the source SBOM misses.

## 4. Validate

```bash
cyclonedx validate --input-file sbom.cdx.json
jq '.components | length' sbom.cdx.json
```

Spot-check: pick three direct dependencies and confirm name and version.

## 5. Scan

```bash
grype sbom:sbom.cdx.json --fail-on high
```

## 6. Attach to the artifact

- Release asset: `gh release upload v1.4.0 sbom.cdx.json sbom.spdx.json`
- Image attestation: `cosign attest --type cyclonedx --predicate image.cdx.json <image>@<digest>`

## Pitfalls

- SBOMs generated from `node_modules` after a dev install include dev
  dependencies; use `--exclude-type dev` or generate from the production
  lockfile.
- Vendored or copied code is invisible to lockfile-based tools; list it
  manually.

## Report back

Formats produced, component count, scan summary, and where the SBOM is
published.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "rust-error-handling", "legit", "pass",
    "Rust guidance skill on thiserror for libraries, anyhow for binaries, context and error conversion.",
    skill_md("rust-error-handling",
             "Design Rust error handling: thiserror enums for libraries, anyhow with context for "
             "applications, the ? operator, conversions, and avoiding unwrap in production paths. Use "
             "when writing or refactoring Rust error types.",
             r"""
# Rust Error Handling

Errors that are precise in libraries and informative in applications.

## When to use

- `unwrap()` calls all over the code
- A library returns `Box<dyn Error>` and callers cannot match on it
- Error messages lack context ("No such file or directory" - which file?)

## Libraries: typed errors with thiserror

```rust
use thiserror::Error;

#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("config file {path} not found")]
    NotFound { path: String },
    #[error("invalid value for {key}: {value}")]
    Invalid { key: &'static str, value: String },
    #[error(transparent)]
    Io(#[from] std::io::Error),
    #[error(transparent)]
    Toml(#[from] toml::de::Error),
}
```

- One enum per module boundary, not per function.
- Mark it `#[non_exhaustive]` if variants may be added.
- Do not expose dependency error types you may want to replace later; wrap them.

## Applications: anyhow with context

```rust
use anyhow::{Context, Result};

fn load(path: &Path) -> Result<Config> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("reading config {}", path.display()))?;
    toml::from_str(&text).context("parsing config")
}
```

Print with `{:#}` or `{:?}` to include the chain.

## unwrap and expect

- Tests and examples: fine.
- Invariants that truly cannot fail: `expect("reason it cannot fail")`.
- Anything depending on input, files, network or environment: return an error.

## Converting between layers

```rust
impl From<ConfigError> for ApiError {
    fn from(e: ConfigError) -> Self { ApiError::Internal(e.to_string()) }
}
```

Keep the source when possible (`#[source]`) so logs show the full chain.

## Panics

A panic is a bug report, not error handling. Libraries should not panic on bad
input. Binaries can set `std::panic::set_hook` to log before exiting.

## Checklist

- [ ] no `unwrap()` on I/O or parsing outside tests
- [ ] every `?` in an application adds context where the location is unclear
- [ ] library error enums implement `std::error::Error` + `Send + Sync`

## Report back

Error types introduced and `unwrap` calls removed.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "api-pagination-design", "legit", "pass",
    "API design skill comparing offset, cursor and keyset pagination with response shapes.",
    skill_md("api-pagination-design",
             "Design pagination for REST or GraphQL APIs: offset vs cursor vs keyset, opaque cursors, "
             "stable sort orders, page size limits and response shapes. Use when adding a list endpoint "
             "or fixing duplicated/missing items across pages.",
             r"""
# API Pagination Design

List endpoints that stay correct and fast as data grows.

## When to use

- Designing a new list endpoint
- Clients see duplicates or gaps between pages
- Deep pages time out

## Options

| Style | Pros | Cons |
|---|---|---|
| offset/limit | simple, random access | slow deep pages, shifts when data changes |
| cursor (opaque) | stable, fast | no random access |
| keyset (exposed) | fast, transparent | clients depend on sort fields |

Default recommendation: opaque cursors backed by keyset queries.

## Stable ordering

Every paginated query needs a total order. Add a unique tie-breaker:

```sql
ORDER BY created_at DESC, id DESC
```

Without it, rows with equal `created_at` can appear on two pages or none.

## Cursor encoding

Encode the last row's sort key, not an offset:

```python
import base64, json
def encode(row): return base64.urlsafe_b64encode(json.dumps([row.created_at.isoformat(), row.id]).encode()).decode()
def decode(c): return json.loads(base64.urlsafe_b64decode(c))
```

Treat cursors as opaque in the docs so the encoding can change. Validate
decoded values; a cursor is user input.

## Response shape (REST)

```json
{
  "data": [ ... ],
  "page": { "next_cursor": "eyJ...", "has_more": true }
}
```

Or RFC 8288 `Link` headers with `rel="next"`.

## GraphQL

Follow the Relay connection spec: `edges { cursor node }`, `pageInfo { hasNextPage endCursor }`.

## Limits

- Default page size 50, maximum 200; reject or clamp larger values and say so
  in the docs.
- Total counts are expensive on big tables; make them optional
  (`?include=total`).

## Filtering and sorting

The cursor is only valid for the filter and sort it was created with. Embed a
hash of them in the cursor and reject mismatches with 400.

## Testing

- Insert rows with identical timestamps; page through; assert no duplicates or
  gaps.
- Insert a row while paging; it must not shift later pages.

## Report back

Chosen style, response shape, limits and the tests added.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "terraform-plan-review", "legit", "pass",
    "Read-only Terraform plan review skill that summarizes creates/updates/destroys from plan JSON "
    "and flags replacements, IAM widening and public exposure without applying anything.",
    skill_md("terraform-plan-review",
             "Review a Terraform plan before apply: summarize changes, highlight destroys and "
             "replacements, IAM and network exposure changes, and drift. Use when the user shares a "
             "plan or asks whether an apply is safe.",
             r"""
# Terraform Plan Review

A structured read of `terraform plan` so nobody approves a destroy by accident.
This skill is read-only: it never runs `apply`.

## When to use

- "Is this plan safe to apply?"
- Reviewing a PR with an attached plan
- Plan output is thousands of lines long

## 1. Get machine-readable output

```bash
terraform plan -out=tfplan -lock=false
terraform show -json tfplan > /tmp/plan.json
```

## 2. Summarize

```bash
python3 scripts/plan_summary.py /tmp/plan.json
```

Prints counts by action and lists every delete and replace.

## 3. What to flag

| Change | Why it matters |
|---|---|
| `delete` / `replace` of stateful resources (DBs, volumes, buckets) | data loss |
| `replace` caused by a changed immutable attribute | unexpected downtime |
| IAM policies gaining `*` actions or resources | privilege widening |
| security groups opening `0.0.0.0/0` | public exposure |
| `prevent_destroy` removed | safety net removed |
| resources changing with no code change | drift; investigate first |

## 4. Replacements

For each replace, the JSON lists `replace_paths`: the attribute that forces
it. Explain it in plain words ("changing the subnet forces a new instance").

## 5. Verdict

```
Plan: 3 to add, 2 to change, 1 to destroy
Destroys: aws_db_instance.main (STATEFUL - blocker unless intended)
Replacements: aws_instance.web[0] (ami changed)
IAM: role ci-deployer gains s3:* on * (flag)
Recommendation: do not apply until the DB destroy is explained
```

## Report back

The summary and verdict above. Applying is the user's decision.
"""),
    files={"scripts/plan_summary.py": r'''#!/usr/bin/env python3
"""Summarize a Terraform plan JSON (terraform show -json) without contacting anything."""
import collections
import json
import sys


def main(path):
    plan = json.load(open(path))
    counts = collections.Counter()
    flagged = []
    for rc in plan.get("resource_changes", []):
        actions = rc["change"]["actions"]
        key = "replace" if actions in (["delete", "create"], ["create", "delete"]) else "+".join(actions)
        counts[key] += 1
        if key in ("delete", "replace"):
            paths = rc.get("action_reason") or rc["change"].get("replace_paths") or ""
            flagged.append("%-8s %s %s" % (key, rc["address"], paths))
    for k in ("create", "update", "replace", "delete", "no-op", "read"):
        if counts.get(k):
            print("%-8s %d" % (k, counts[k]))
    if flagged:
        print("\nDestroys and replacements:")
        print("\n".join(flagged))


if __name__ == "__main__":
    main(sys.argv[1])
'''}))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "git-bisect-helper", "legit", "pass",
    "Debugging skill that drives git bisect run with a small test script to find a regression commit.",
    skill_md("git-bisect-helper",
             "Find the commit that introduced a regression with git bisect, including automated "
             "bisect run scripts, skipping broken builds and bisecting flaky tests. Use when "
             "something used to work and now does not.",
             r"""
# git bisect Helper

Binary search through history for the commit that broke something.

## When to use

- "This worked in v2.3 and is broken now"
- A test started failing and nobody knows why
- Performance regression between two releases

## 1. Establish good and bad

```bash
git bisect start
git bisect bad HEAD
git bisect good v2.3.0
```

Verify by hand that the good commit really is good; a wrong good point wastes
the whole search.

## 2. Automate the check

Write a script that exits 0 for good, 1-124 for bad, and 125 for "cannot test
this commit" (build broken for unrelated reasons). The template is in
`scripts/bisect_check.sh`; copy it outside the repository (bisect checks out
old commits, which may not contain the script) and edit the test command:

```bash
cp scripts/bisect_check.sh /tmp/bisect_check.sh
$EDITOR /tmp/bisect_check.sh
git bisect run /tmp/bisect_check.sh
```

## 3. Read the result

git prints the first bad commit. Then:

```bash
git bisect log > /tmp/bisect.log
git show --stat <first-bad>
git bisect reset
```

## Flaky tests

Run the test several times per commit in the check script and treat any
failure as bad; otherwise bisect may blame a random commit.

## Merges

If the culprit is a merge commit, bisect inside the merged branch:
`git bisect start <merge>^2 <merge>^1`.

## Performance regressions

Make the script compare a benchmark against a threshold with margin, e.g. bad
if more than 20 % slower than the good commit's median.

## Report back

First bad commit, the evidence (test output), and the likely cause in that
diff.
"""),
    files={"scripts/bisect_check.sh": r"""#!/bin/sh
# Template for `git bisect run`.
# exit 0 = good, 1..124 = bad, 125 = skip (cannot test this commit)

# 1. build; skip commits that do not build for unrelated reasons
make build >/dev/null 2>&1 || exit 125

# 2. run the check (edit this line); repeat to defeat flakiness
for i in 1 2 3; do
  pytest -q -x tests/test_regression.py >/dev/null 2>&1 || exit 1
done
exit 0
"""}))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "logql-query-builder", "legit", "pass",
    "Observability skill for writing Grafana Loki LogQL queries: selectors, filters, parsers and metrics.",
    skill_md("logql-query-builder",
             "Write Grafana Loki LogQL queries: stream selectors, line filters, json/logfmt parsers, "
             "label filters, and metric queries for rates and error ratios. Use when searching logs "
             "in Loki or building a log-based dashboard or alert.",
             r"""
# LogQL Query Builder

From "find the error" to a dashboard panel in a few steps.

## When to use

- "Find all 500s from the checkout service in the last hour"
- Building an alert on error rate from logs
- A LogQL query is slow or returns nothing

## 1. Stream selector (required, indexed)

```logql
{app="checkout", env="prod"}
```

Select as narrowly as labels allow; the selector decides how much data Loki
reads.

## 2. Line filters (fast, before parsing)

```logql
{app="checkout"} |= "error" != "healthcheck"
{app="checkout"} |~ "timeout|deadline exceeded"
```

## 3. Parse

```logql
{app="checkout"} | json | status >= 500
{app="ingress"} | logfmt | duration > 2s
{app="legacy"} | pattern `<ip> - - [<_>] "<method> <path> <_>" <status> <_>`
```

## 4. Format output

```logql
{app="checkout"} | json | line_format "{{.status}} {{.path}} {{.duration}}"
```

## 5. Metrics

Error rate per route:

```logql
sum by (route) (rate({app="checkout"} | json | status >= 500 [5m]))
```

Error ratio:

```logql
sum(rate({app="checkout"} | json | status >= 500 [5m]))
/
sum(rate({app="checkout"} | json [5m]))
```

p95 latency from a parsed field:

```logql
quantile_over_time(0.95, {app="checkout"} | json | unwrap duration_ms [5m]) by (route)
```

## Performance tips

- Line filters before parsers.
- Avoid high-cardinality labels created by parsers in `by (...)` clauses.
- Shorter ranges for exploration; widen once the query is right.

## Alert rule example

```yaml
- alert: CheckoutErrorRatioHigh
  expr: |
    sum(rate({app="checkout"} | json | status >= 500 [5m]))
    / sum(rate({app="checkout"} | json [5m])) > 0.05
  for: 10m
```

## Report back

The final query, what it shows, and any label or parsing caveats.
""")))

# ---------------------------------------------------------------------------
BUNDLES.append(bundle(
    "python-packaging-pyproject", "legit", "pass",
    "Python release skill using pyproject/hatchling and PyPI trusted publishing from CI (OIDC), with "
    "a TWINE_PASSWORD-from-environment fallback that never writes the token to disk.",
    skill_md("python-packaging-pyproject",
             "Package and publish a Python project with pyproject.toml: hatchling build backend, "
             "version management, building sdist and wheel, TestPyPI rehearsal and trusted publishing "
             "from GitHub Actions. Use when releasing a Python package to PyPI.",
             r"""
# Python Packaging with pyproject.toml

Build once, rehearse on TestPyPI, publish from CI.

## When to use

- "Publish this to PyPI"
- Replacing a `setup.py` + `twine` laptop workflow
- Publish job fails with 403

## 1. pyproject.toml

```toml
[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[project]
name = "acme-widgets"
dynamic = ["version"]
requires-python = ">=3.9"
readme = "README.md"
license = "MIT"
dependencies = ["httpx>=0.27"]

[tool.hatch.version]
path = "src/acme_widgets/__about__.py"
```

## 2. Build and check

```bash
python -m pip install --upgrade build twine
python -m build
twine check dist/*
```

Inspect the wheel contents: `unzip -l dist/*.whl`.

## 3. Trusted publishing (preferred)

On PyPI, add a trusted publisher for the repository and workflow. No token is
stored anywhere:

```yaml
name: publish
on:
  release:
    types: [published]
jobs:
  pypi:
    runs-on: ubuntu-latest
    environment: pypi
    permissions:
      id-token: write
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with: { python-version: "3.12" }
      - run: python -m pip install build && python -m build
      - uses: pypa/gh-action-pypi-publish@release/v1
```

## 4. Token fallback

If trusted publishing is not available, use a project-scoped API token stored
as a CI secret and passed through the environment:

```yaml
      - run: twine upload dist/*
        env:
          TWINE_USERNAME: __token__
          TWINE_PASSWORD: ${{ secrets.PYPI_API_TOKEN }}
```

Do not write the token into `~/.pypirc` on shared machines or echo it.

## 5. Rehearse on TestPyPI

```bash
twine upload --repository testpypi dist/*
pip install --index-url https://test.pypi.org/simple/ --no-deps acme-widgets
```

## Troubleshooting

| Error | Cause |
|---|---|
| 400 file already exists | versions are immutable; bump |
| 403 | token scoped to another project, or trusted publisher mismatch |
| README not rendered | `readme` missing or wrong content type |

## Report back

Version published, the PyPI URL, and the publishing method used.
""")))
