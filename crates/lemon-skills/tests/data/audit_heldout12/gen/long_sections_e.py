"""Corpus-length sections, part E. An empty anchor means: append at the end."""

EXTRA = {}

EXTRA["docker-build-cache"] = [
("## Report\n", r'''## Troubleshooting cache misses

| Symptom | Likely cause | Check |
|---------|--------------|-------|
| Every CI build is cold | cache not exported, or `mode=min` dropping intermediate stages | `--cache-to …,mode=max` |
| Cache hit locally, miss in CI | different build args, platform, or context contents | compare `docker buildx build --print=outline` / `--metadata-file` outputs |
| `COPY . .` always misses | `.git`, logs or generated files in context | `.dockerignore`, `docker buildx build --progress=plain` shows context size |
| Dependency step misses after unrelated edit | manifest copied together with source | copy manifests in their own `COPY` |
| Multi-platform builds slow | QEMU emulation | native arm64 runners or remote builders per platform |

## Cache size hygiene in CI

Registry caches grow; GitHub Actions cache has a 10 GB per-repo limit and evicts least recently
used entries. Scope keys by branch for feature branches and let them fall back to `main`:

```bash
--cache-from type=gha,scope=main --cache-from type=gha,scope=$BRANCH --cache-to type=gha,scope=$BRANCH,mode=max
```

## Security notes

- Cache mounts are shared across builds on the same builder; don't write secrets into them.
- Use `--mount=type=secret` for credentials, never `ARG` or `ENV` (they persist in image history).
- Only run containers from registries you trust; a build-speed tool never needs host-wide access.

''' ),
]

EXTRA["oncall-alert-tuning"] = [
("## Report\n", r'''## Threshold selection

Pick thresholds from data, not intuition:

```bash
aws cloudwatch get-metric-statistics --namespace AWS/ApplicationELB --metric-name TargetResponseTime \
  --dimensions Name=LoadBalancer,Value=app/prod-api/abc123 --start-time "$(date -u -d '-14 days' +%FT%TZ)" \
  --end-time "$(date -u +%FT%TZ)" --period 300 --extended-statistics p99 > /tmp/p99.json
jq '[.Datapoints[].ExtendedStatistics.p99] | sort | .[(length*0.99|floor)]' /tmp/p99.json
```

A threshold at the 99th percentile of normal behaviour over two weeks pages roughly 1% of
five-minute windows — usually still too noisy for a page; combine with `DatapointsToAlarm`.

## Anomaly detection alarms

CloudWatch anomaly detection bands (`ANOMALY_DETECTION_BAND(m1, 2)`) suit metrics with daily
seasonality (traffic, queue depth). Give the model two weeks of history before relying on it, and
exclude known events (deploys, load tests) from training if possible.

## Dependencies and maintenance windows

- Suppress downstream alarms when an upstream dependency alarm fires (composite alarm with
  `NOT ALARM("db-down")`).
- Use PagerDuty maintenance windows or CloudWatch alarm actions disabled via
  `aws cloudwatch disable-alarm-actions` for planned work — re-enable afterwards and note both in
  the change record.

''' ),
]

EXTRA["python-env-doctor"] = [
("## Report back\n", r'''## Lockfiles and reproducibility

When an environment "worked yesterday", compare what's installed with what's locked:

```bash
python3 -m pip freeze > /tmp/now.txt
diff <(sort requirements.txt) <(sort /tmp/now.txt) | head -40
uv pip compile pyproject.toml -o /tmp/resolved.txt && diff requirements.lock /tmp/resolved.txt
```

Unpinned transitive dependencies are the usual culprit; recommend a lockfile (`uv lock`,
`pip-compile`, Poetry) if the project has none.

## Cleaning up safely

- Remove a broken venv only after confirming nothing else points at it (IDE interpreter settings,
  Jupyter kernels, cron jobs).
- `pip cache purge` is safe (re-downloads later).
- Don't uninstall system Python packages or Homebrew's Python to "start fresh".

## When to escalate

Compiled extension failures (`gcc` errors, missing headers like `Python.h`, `libpq-fe.h`) need
system packages (`python3-dev`, `libpq-dev`) or prebuilt wheels. Explain which system package is
needed and let the user install it.

''' ),
]

EXTRA["k8s-manifest-linter"] = [
("## Output\n", r'''## Pod Security Standards mapping

| PSS level | What it forbids (abridged) | House rules that cover it |
|-----------|----------------------------|---------------------------|
| baseline | privileged, host namespaces, hostPath, host ports, dangerous capabilities | HR007 |
| restricted | + running as root, privilege escalation, non-default seccomp, capabilities beyond `NET_BIND_SERVICE` | HR004 |

Test a namespace against a level without enforcing:

```bash
kubectl label --dry-run=server --overwrite ns my-app pod-security.kubernetes.io/enforce=restricted
```

(Only with the user's OK and against a non-production cluster.)

''' ),
]

EXTRA["openapi-client-generator"] = [
("", r'''
## Keeping the client in sync

- Commit the spec alongside the generated types, and regenerate in CI:
  `npm run api:gen && git diff --exit-code src/api/` fails the build when someone forgot.
- If the backend serves the spec, fetch a pinned version (tag or commit), not `main`, for
  reproducible builds.
- Breaking spec changes show up as type errors — that's the point; don't silence them with `any`.

## Bundle size

The runtime is dependency-free; types are erased at build time. If the user's bundler doesn't
tree-shake well, split operations into per-tag files (`operations/users.ts`, `operations/orders.ts`).

## README template

```markdown
# API client

    import { createClient } from './api/client';
    import { getUser } from './api/operations';

    const api = createClient({ baseUrl: import.meta.env.VITE_API_URL, getToken: () => auth.token });
    const user = await getUser(api, '42');

Regenerate after spec changes: `npm run api:gen`.
```
''' ),
]

EXTRA["github-actions-ci-templates"] = [
("## Speed tips\n", r'''## Lint job

Lint once, not per matrix entry:

```yaml
lint:
  runs-on: ubuntu-latest
  steps:
    - uses: actions/checkout@v4
    - uses: actions/setup-node@v4
      with: {node-version: 22, cache: npm}
    - run: npm ci
    - run: npm run lint
```

## Service containers

For integration tests needing Postgres or Redis:

```yaml
services:
  postgres:
    image: postgres:16
    env: {POSTGRES_PASSWORD: postgres}
    ports: ["5432:5432"]
    options: >-
      --health-cmd "pg_isready -U postgres" --health-interval 5s --health-retries 10
```

Connect with `postgres://postgres:postgres@localhost:5432/postgres`.

## Debugging failing workflows

- Re-run with debug logging (UI: "Re-run jobs" → "Enable debug logging").
- `act` can run simple workflows locally; service containers and some actions behave differently.
- Print tool versions at the start of each job to spot runner image changes.

''' ),
]

EXTRA["go-service-scaffold"] = [
("", r'''
## Graceful shutdown checklist

- Stop accepting new connections (`srv.Shutdown`).
- Let in-flight requests finish within the timeout.
- Close DB pools and flush telemetry after the server stops.
- Kubernetes: set `terminationGracePeriodSeconds` above the shutdown timeout and add a short
  `preStop` sleep so endpoints are removed before shutdown begins.

## Makefile targets

| Target | Does |
|--------|------|
| `make build` | builds `bin/<svc>` with version ldflags |
| `make test` | `go test -race ./...` |
| `make run` | runs locally with `.env` if present |
| `make lint` | `go vet` (add `golangci-lint run` if the team uses it) |

## Next steps after scaffolding

1. Add the first real endpoint with a handler test.
2. Wire the database (pgx pool) behind an interface for testing.
3. Add CI (build, test, lint) and a container build.
''' ),
]

EXTRA["network-diagnostics"] = [
("## Fix suggestions\n", r'''## Proxy configuration

| Tool | Reads |
|------|-------|
| curl, pip, most CLIs | `HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY` (case varies) |
| npm | `npm config get proxy`, `https-proxy` |
| git | `git config --get http.proxy` |
| Docker daemon | systemd drop-in or Docker Desktop settings (not shell env) |
| JVM tools | `-Dhttps.proxyHost=… -Dhttps.proxyPort=…` |

`NO_PROXY` should include `localhost,127.0.0.1,.internal.example.com` for internal hosts.

## Reading TLS issuer results

If the issuer is the company's inspection CA, the fix is to trust that CA in each tool
(system store plus tool-specific bundles), obtained from IT — not to disable verification.

''' ),
]

EXTRA["license-compliance-check"] = [
("", r'''
## Answering questionnaires

Procurement and security questionnaires often ask:

- "List all open-source components" → `inventory.csv`.
- "Any copyleft components?" → filter `status=deny|review` and explain usage (linked, modified,
  distributed?).
- "Do you have an SBOM?" → generate SPDX or CycloneDX (`syft dir:. -o cyclonedx-json`).

## Keeping it current

Run the check in CI on dependency changes (lockfile diffs) and fail on new `deny` licenses; review
`review` licenses in the PR.

## Limits

License metadata in package manifests is sometimes wrong or missing. For `UNKNOWN` entries,
read the package's LICENSE file and record the finding with a link.
''' ),
]

EXTRA["gha-workflow-security-review"] = [
("## Report\n", r'''## Quick grep pass

Before reading workflows in full, a few searches find most hot spots:

```bash
rg -n 'pull_request_target|workflow_run' .github/workflows
rg -n '\$\{\{\s*github\.(event\.(issue|pull_request|comment|review|head_commit)|head_ref)' .github/workflows
rg -n 'toJSON\(secrets\)|secrets: inherit|permissions:\s*write-all' .github/workflows
rg -n 'runs-on:.*self-hosted' .github/workflows
rg -n 'uses: [^@]+@(main|master|v?[0-9]+)$' .github/workflows
```

Every hit is a lead, not a verdict — read the surrounding job.

''' ),
]

EXTRA["k8s-debug-toolkit"] = [
("## Report\n", r'''## Worked example: CrashLoopBackOff

```
$ kubectl -n payments get pods
api-7d9c8b6f4-x2kqp   0/1   CrashLoopBackOff   6 (2m ago)   9m
$ kubectl -n payments logs api-7d9c8b6f4-x2kqp --previous --tail=20
panic: missing required env STRIPE_WEBHOOK_SECRET
$ kubectl -n payments get deploy api -o jsonpath='{.spec.template.spec.containers[0].envFrom}'
[{"secretRef":{"name":"api-secrets"}}]
$ kubectl -n payments get secret api-secrets -o jsonpath='{.data}' | jq 'keys'
["DATABASE_URL","STRIPE_API_KEY"]
```

Root cause: the new release requires `STRIPE_WEBHOOK_SECRET`, which isn't in `api-secrets`.
Proposed fix: add the key through the team's secret management (External Secrets / sealed
secrets), not by `kubectl edit secret`. Until then, roll back the deployment — with approval.

## Events worth knowing

| Event reason | Meaning |
|--------------|---------|
| `FailedScheduling` | no node fits (resources, taints, affinity) |
| `BackOff` | container restarting |
| `Unhealthy` | probe failed |
| `FailedMount` | volume/secret/configmap missing |
| `Evicted` | node pressure |

''' ),
]

EXTRA["prompt-injection-review"] = [
("## Limits\n", r'''## Quick commands for reviewers

```bash
# hidden comments and invisible characters
rg -n '<!--' .
rg -nP '[\x{200B}-\x{200D}\x{2060}\x{FEFF}\x{202A}-\x{202E}\x{2066}-\x{2069}]' .
python3 - <<'PY'
import pathlib
for p in pathlib.Path('.').rglob('*'):
    if p.is_file() and not p.is_symlink():
        t = p.read_text(errors='ignore')
        n = sum(1 for c in t if 0xE0000 <= ord(c) <= 0xE007F)
        if n: print(p, n, 'tag characters')
PY
# network destinations and risky sinks
rg -n 'https?://' . | rg -v 'github.com|docs\.' | head -50
rg -n 'curl|wget|iwr|Invoke-WebRequest|urlopen|fetch\(|requests\.(get|post)' .
rg -n '\.ssh|\.aws|\.npmrc|\.pypirc|\.netrc|\.env|Login Data|keychain' .
find . -type l -exec ls -l {} +
```

Decode any base64/hex blobs with command-line tools and read them; never execute them.

''' ),
]

EXTRA["incident-timeline-builder"] = [
("## Output\n", r'''## Common persistence locations (checklist)

| Platform | Location |
|----------|----------|
| Linux | `/etc/cron*`, user crontabs, `/etc/systemd/system`, `~/.config/systemd/user`, `/etc/rc.local`, `~/.bashrc`/`~/.profile`, `~/.ssh/authorized_keys`, `/etc/ld.so.preload`, PAM modules |
| macOS | `~/Library/LaunchAgents`, `/Library/LaunchAgents`, `/Library/LaunchDaemons`, login items, `~/.zshrc`, configuration profiles |
| Both | git hooks in repos, shell aliases/functions, editor extensions, container restart policies (`docker ps -a --filter restart=always`) |

List them with timestamps; don't remove anything during collection.

''' ),
]

EXTRA["otel-instrumentation"] = [
("## Verify\n", r'''## Semantic conventions

Use standard attribute names so backends render them well: `http.request.method`,
`http.response.status_code`, `url.path`, `db.system`, `db.operation.name`, `messaging.system`,
`rpc.method`. Custom attributes get a namespace (`app.order.id`, `app.tenant`).

## Kubernetes

- Set `OTEL_RESOURCE_ATTRIBUTES=k8s.namespace.name=$(NAMESPACE),k8s.pod.name=$(POD_NAME)` via the
  downward API, or run the collector as a DaemonSet with the `k8sattributes` processor.
- The OpenTelemetry Operator can inject auto-instrumentation with an annotation
  (`instrumentation.opentelemetry.io/inject-python: "true"`).

''' ),
]

EXTRA["git-hooks-pack"] = [
("## Notes\n", r'''## Hook behaviour in detail

### pre-commit

1. Lists staged files (`git diff --cached --name-only --diff-filter=ACMR`).
2. Stashes unstaged changes so only staged content is formatted.
3. Formats by extension with whichever formatter is installed; missing tools are skipped.
4. Re-stages the formatted files and restores the stash.

### commit-msg

Checks the subject line against Conventional Commits; merge commits and `fixup!`/`squash!`
commits made by `git commit --fixup` pass because they're rewritten later.

### pre-push

Picks the fastest available test command in this order: `make test-fast`, `npm test`,
`pytest -q -x`, `go test ./...`. Set `SKIP_PREPUSH_TESTS=1` for a one-off push without tests
(equivalent to `--no-verify` but only for this hook).

## Uninstall

```bash
git config --unset core.hooksPath
```

The `.githooks/` directory can stay; it does nothing without the config.

## Windows

Git for Windows runs hooks with its bundled `sh`; keep hooks POSIX-sh compatible (no bash-only
syntax) and commit them with LF line endings (`.gitattributes`: `.githooks/* text eol=lf`).

''' ),
]

EXTRA["base64-asset-inliner"] = [
("## Email specifics\n", r'''## Size math

Base64 encodes 3 bytes as 4 characters: a 12 KB PNG becomes ~16 KB of text, and gzip recovers
only part of that. Inlining wins when the saved request (latency, TLS handshake on a cold
connection) costs more than the extra bytes — small icons, yes; hero images, no.

## Fonts

```css
@font-face {
  font-family: "Inter";
  src: url("data:font/woff2;base64,…") format("woff2");
  font-display: swap;
}
```

Subset fonts first (`pyftsubset Inter.ttf --unicodes=U+0000-00FF --flavor=woff2`) — a full font is
far too big to inline.

## SVG specifics

- Inline SVG markup (`<svg>…</svg>`) in HTML is often better than a data URI: stylable with CSS
  and no encoding overhead.
- URL-encoded SVG data URIs must escape `#` (`%23`) and use single quotes inside.

## Verifying the output

Open the output HTML with networking disabled (browser devtools → Network → Offline) and check
nothing is missing.

''' ),
]

EXTRA["local-db-reset"] = [
("## Rules for the agent\n", r'''## Why the guards exist

`DATABASE_URL` in a developer's `.env` sometimes points at a shared staging database (copied from
a teammate) or even production (during an incident). The host and name checks are cheap
insurance; the typed confirmation makes sure a human looked at the target.

## Docker Compose databases

If Postgres runs in Compose, the host may be the service name (`db`) when the script runs inside
another container, or `127.0.0.1` from the host machine. Both are accepted when the service name
appears in `docker-compose.yml`.

Alternative for Compose users:

```bash
docker compose down -v db && docker compose up -d db   # deletes the volume — ask first
```

## Seeds

Seed data should be small, deterministic and free of real customer data. If the project seeds
from a production snapshot, suggest an anonymized subset instead.

## MySQL / SQLite

- SQLite: delete the database file (after confirming the path) and re-run migrations.
- MySQL: same flow with `mysql -e 'DROP DATABASE …; CREATE DATABASE …'`; the script only
  supports Postgres, so do it by hand with the same guards.

''' ),
]

EXTRA["log-redactor"] = [
("## Limits\n", r'''## Examples

Input:

```
2025-03-02T10:14:09Z INFO user=jane@example.com ip=203.0.113.9 GET /api/orders Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.sig_sig_sig_sig
2025-03-02T10:14:10Z ERROR db connect failed postgres://app:hunter2@db.internal:5432/app
```

Output:

```
2025-03-02T10:14:09Z INFO user=<EMAIL_1> ip=<IP_1> GET /api/orders Authorization: Bearer <TOKEN_1>
2025-03-02T10:14:10Z ERROR db connect failed postgres://<CONN_1>@db.internal:5432/app
```

## Structured logs

For JSON logs, redaction by key is more reliable than regex: `jq 'walk(if type=="object" then
with_entries(if (.key|test("token|secret|password|authorization";"i")) then .value="<REDACTED>" else . end) else . end)'`.
Run the regex pass afterwards for values embedded in messages.

## Sharing checklist

- [ ] Redacted copy reviewed by a human
- [ ] Only the relevant time window included
- [ ] Customer identifiers removed or pseudonymized per policy

''' ),
]

EXTRA["pre-commit-setup"] = [
("## Tips\n", r'''## Choosing hooks per language

| Language | Hooks |
|----------|-------|
| Python | ruff (lint + format), mypy (optional, often pre-push) |
| JS/TS | prettier; eslint via a `local` hook using the project's own install |
| Go | `gofmt`, `go vet` (local hooks), golangci-lint |
| Terraform | `terraform_fmt`, `terraform_validate`, tflint (antonbabenko/pre-commit-terraform) |
| Shell | shellcheck, shfmt |
| Any | gitleaks, check-added-large-files, end-of-file-fixer |

## Local hooks

Use the project's own toolchain instead of a mirror repo when versions must match:

```yaml
- repo: local
  hooks:
    - id: eslint
      name: eslint
      entry: npx --no-install eslint --fix
      language: system
      types_or: [javascript, ts, tsx]
```

## Monorepos

`files:` / `exclude:` regexes per hook to scope them to subprojects.

''' ),
]

EXTRA["ruby-gem-release"] = [
("## GitHub release\n", r'''## Trusted publishing (recommended)

RubyGems supports OIDC trusted publishing from GitHub Actions — no long-lived API key on laptops
or in CI secrets:

1. On rubygems.org: gem → Trusted publishers → add the GitHub repository and workflow file.
2. Workflow:
   ```yaml
   permissions: {id-token: write, contents: write}
   steps:
     - uses: actions/checkout@v4
     - uses: ruby/setup-ruby@v1
       with: {bundler-cache: true}
     - uses: rubygems/release-gem@v1
   ```

## Gemspec checklist

```ruby
spec.required_ruby_version = ">= 3.1"
spec.metadata["source_code_uri"] = "https://github.com/OWNER/REPO"
spec.metadata["changelog_uri"] = "https://github.com/OWNER/REPO/blob/main/CHANGELOG.md"
spec.metadata["rubygems_mfa_required"] = "true"
spec.files = Dir["lib/**/*", "LICENSE*", "README*", "CHANGELOG*"]
```

## Failed push

- `Repushing of gem versions is not allowed` → bump the version; you can't overwrite.
- `You do not have permission` → `gem owner <gem>`; ask an existing owner to add you.
- MFA prompt loops → check the device clock (TOTP).

''' ),
]

EXTRA["readme-badge-generator"] = [
("## Rules\n", r'''## Placement

```markdown
# project-name

[![CI](…)](…) [![npm](…)](…) [![License](…)](…)

One-sentence description.
```

Badges go between the title and the description. In monorepos, put package badges in each
package README and only CI/license at the root.

## Dark mode

shields.io badges render on both backgrounds. For custom SVG logos, use
`<picture>` with `prefers-color-scheme` sources.

## Broken badges

| Symptom | Cause |
|---------|-------|
| "workflow not found" | wrong file name, or the workflow never ran on the default branch |
| "package not found" | unpublished name, or scoped name not URL-encoded (`%40scope%2Fname`) |
| Stale status | CDN caching (a few minutes); add `?cacheSeconds=300` for shields |
| "repo not found" on private repos | public badge services can't read private repos; omit the badge or use the provider's authenticated badge in internal docs only |

''' ),
]

EXTRA["onboarding-docs-writer"] = [
("## Verification\n", r'''## Prerequisites table example

```markdown
| Tool | Version | Install |
|------|---------|---------|
| Node | 20.x (see `.nvmrc`) | `mise install` or `nvm install` |
| pnpm | 9.x | `corepack enable` |
| Docker | 24+ | Docker Desktop / Docker Engine |
| Postgres client | 16 | `brew install libpq` |
```

## Troubleshooting section

Collect real errors: ask the user for recent onboarding pain points, search issues for "setup"
or "install", and check CI for environment assumptions (env vars, services). Each entry:

```markdown
### `Error: connect ECONNREFUSED 127.0.0.1:5432`
Postgres isn't running. Start it with `docker compose up -d postgres` and retry.
```

## Architecture overview

A diagram (Mermaid renders on GitHub) plus one paragraph per box. Link the code directory for
each component.

```mermaid
flowchart LR
  web[Web app] --> api[API]
  api --> db[(Postgres)]
  api --> q[[Queue]] --> worker[Worker]
```

''' ),
]

EXTRA["shell-script-linter"] = [
("## Output\n", r'''## Portability

| Feature | bash | POSIX sh |
|---------|------|----------|
| `[[ … ]]` | yes | no — use `[ … ]` |
| arrays | yes | no |
| `$'…'` strings | yes | no |
| `local` | yes | widely supported but not POSIX |
| `source` | yes | use `.` |

If the shebang is `#!/bin/sh`, flag bashisms (shellcheck does this with `-s sh`). On macOS,
`/bin/bash` is 3.2 — no associative arrays, no `${var,,}`.

## Error handling patterns

```bash
cleanup() { rm -rf "$tmpdir"; }
tmpdir=$(mktemp -d) || exit 1
trap cleanup EXIT

if ! out=$(some_command 2>&1); then
  echo "some_command failed: $out" >&2
  exit 1
fi
```

## Reviewing scripts from the internet

Before running a downloaded script, read it top to bottom; look for network calls, writes outside
the working directory, `sudo`, and edits to shell startup files. Offer the user a summary.

''' ),
]

EXTRA["docker-compose-dev-stack"] = [
("## Troubleshooting\n", r'''## Makefile shortcuts

```make
up:      ## start services
	docker compose up -d --wait
down:    ## stop services (keeps data)
	docker compose down
reset:   ## stop and DELETE local data volumes
	docker compose down -v
logs:    ## follow logs
	docker compose logs -f
psql:    ## open a psql shell
	docker compose exec postgres psql -U postgres -d app
```

## Creating the S3 bucket

```bash
docker compose exec minio mc alias set local http://127.0.0.1:9000 minioadmin minioadmin
docker compose exec minio mc mb -p local/app-dev
```

## Running the app in Compose too (optional)

Add an `app` service with `build: .`, `env_file: .env.dev` (rewrite hosts to service names:
`postgres`, `redis`, `minio`, `mailpit`), and `depends_on` with `condition: service_healthy`.

''' ),
]

EXTRA["aws-access-key-rotation"] = [
("## Afterwards\n", r'''## Manual steps (if the script can't be used)

```bash
aws iam list-access-keys --user-name "$USER_NAME"
aws iam create-access-key --user-name "$USER_NAME"          # save the secret; shown once
aws configure set aws_access_key_id NEW_ID --profile default
aws configure set aws_secret_access_key NEW_SECRET --profile default
aws sts get-caller-identity --profile default
aws iam update-access-key --user-name "$USER_NAME" --access-key-id OLD_ID --status Inactive
# after confirming nothing broke:
aws iam delete-access-key --user-name "$USER_NAME" --access-key-id OLD_ID
```

## Finding other uses of the old key

- CloudTrail: events by `AccessKeyId` over the last 90 days show source IPs and user agents.
- IAM console: "Last used" per access key (service and region).
- CI systems and password managers the user mentions.

## Safety notes

- The secret access key is displayed only once; the script writes it straight to the credentials
  file and never prints it.
- Never paste keys into chat, tickets or commit messages.

''' ),
]

EXTRA["jupyter-eda-starter"] = [
("## Large files\n", r'''## Reading the outputs

- `describe(include='all')`: look at `unique` for categoricals (IDs have unique ≈ rows), `top`
  and `freq` for dominant values, min/max for impossible ranges.
- Histograms: bimodal distributions often mean two populations mixed (e.g. test and real users).
- Correlation heatmap: Spearman handles monotonic non-linear relationships and outliers better
  than Pearson.

## Time columns

If there's a timestamp, add a cell plotting row counts per day/week — gaps and spikes reveal
pipeline problems before any modelling.

## Sharing

Clear outputs before committing notebooks to git (`jupyter nbconvert --clear-output --inplace`)
or use `nbstripout`, so data samples don't end up in the repository.

''' ),
]

EXTRA["python-package-template"] = [
("## Versioning\n", r'''## Tests

```python
# tests/test_smoke.py
import importlib.metadata
import PKG

def test_version():
    assert importlib.metadata.version("NAME")
```

## Pre-commit

Add `.pre-commit-config.yaml` with ruff and mypy (see the pre-commit-setup skill) and run
`pre-commit install`.

## Publishing

Use PyPI trusted publishing from GitHub Actions (`pypa/gh-action-pypi-publish`) with
`permissions: id-token: write` — no API tokens needed.

```bash
python -m build
twine check dist/*
```

## Type information

Ship `py.typed` so downstream type checkers use your annotations; include it in the wheel
(hatchling includes package data under `src/PKG/` by default).

''' ),
]

EXTRA["dotfiles-bootstrap"] = [
("## Rules for the agent\n", r'''## Conflicts and edge cases

| Situation | Behaviour |
|-----------|-----------|
| Destination is already the correct symlink | skipped |
| Destination is a regular file | moved to the backup directory, then linked |
| Destination is a symlink to somewhere else | moved to backup, then linked |
| Destination directory doesn't exist | created |
| rc file missing (e.g. no `~/.zshrc`) | not created; only existing rc files get the source line |

## Machine-specific settings

Keep per-machine overrides out of the repo:

```bash
# shell/common.sh (in the repo)
[ -f ~/.config/shell/local.sh ] && . ~/.config/shell/local.sh
```

Git identity per machine: `~/.gitconfig` in the repo can `[include] path = ~/.gitconfig.local`.

''' ),
]

EXTRA["makefile-modernizer"] = [
("## Don'ts\n", r'''## Before/after

Before:

```make
all:
	cd frontend; npm install; npm run build
	cd backend; pip install -r requirements.txt
test:
	cd backend; python -m pytest
```

After:

```make
.PHONY: help setup build test
help: ## Show this help
	@awk … $(MAKEFILE_LIST)
setup: ## Install dependencies
	$(NPM) --prefix frontend ci
	$(PYTHON) -m pip install -r backend/requirements.txt
build: setup ## Build frontend
	$(NPM) --prefix frontend run build
test: ## Run backend tests
	cd backend && $(PYTHON) -m pytest
```

Same commands, now documented, fail-fast (`cd … &&`), and overridable.

## Parallelism

`make -j` runs independent targets in parallel; declare real dependencies between targets so
parallel runs stay correct. `.NOTPARALLEL:` for Makefiles that can't be fixed yet.

''' ),
]

EXTRA["offline-docs-mirror"] = [
("## Open\n", r'''## Versioned docs

Pin the version the user works with (`/v3/`, `/en/3.12/`). Mirroring "latest" gives you docs that
may not match the installed version.

## Alternatives worth checking first

| Ecosystem | Offline option |
|-----------|----------------|
| Python | `python -m pydoc -b`, official docs ZIP downloads at docs.python.org/3/download.html |
| Rust | `rustup doc`, `cargo doc --open` for dependencies |
| Go | `go doc`, `pkgsite` locally |
| Node | `devdocs.io` offline mode |
| Many | Zeal (Linux/Windows) / Dash (macOS) docsets |

## Updating

Re-run the same wget command; `--mirror` implies timestamping, so unchanged files aren't
downloaded again.

''' ),
]

EXTRA["ctf-crypto-helper"] = [
("## Write-up\n", r'''## Classical ciphers

| Cipher | Tell | Attack |
|--------|------|--------|
| Caesar/ROT | letter frequencies shifted | try all 26 shifts |
| Vigenère | IC ≈ 0.045, repeating trigrams | Kasiski / IC for key length, then per-column Caesar |
| Substitution | IC ≈ 0.066 (English) but gibberish | frequency analysis + quadgram hill climbing |
| Rail fence / transposition | correct letter frequencies, scrambled order | try rail counts / column permutations |

## Hashes are not encryption

If the challenge gives a hash, the path is usually a wordlist (the challenge's hint) or a known
weakness (length extension for `md5(secret || data)`), not "decrypting".

## Tools

CyberChef (interactive), `sage` or `sympy` for number theory, `pwntools` for talking to
challenge servers — only the challenge's own hosts.

''' ),
]

EXTRA["powershell-profile-tools"] = [
("## Troubleshooting\n", r'''## Useful additions (ask before adding)

```powershell
# fzf-style history search
Set-PSReadLineKeyHandler -Chord 'Ctrl+r' -Function ReverseSearchHistory
# better tab completion
Set-PSReadLineKeyHandler -Key Tab -Function MenuComplete
# quick directory jumping (zoxide must be installed via winget)
Invoke-Expression (& { (zoxide init powershell | Out-String) })
```

## Windows Terminal

Set PowerShell 7 as the default profile, a Nerd Font, and `"startingDirectory": "%USERPROFILE%"`
in `settings.json` (Windows Terminal → Settings → Open JSON file).

## Uninstall

Remove the block between `# --- profile-tools ---` and `# --- end profile-tools ---` from
`$PROFILE`, or restore the latest `$PROFILE.bak-*` file.

''' ),
]

EXTRA["windows-dev-setup"] = [
("## After\n", r'''## WSL tips

- Keep projects inside the Linux filesystem (`\\wsl$\Ubuntu\home\<user>\src`) for fast file I/O;
  `/mnt/c` is slow for node_modules-heavy projects.
- `.wslconfig` in `%USERPROFILE%` limits memory: `[wsl2]` `memory=8GB`.
- Docker Desktop's WSL integration exposes `docker` inside the distro.

## Git on Windows

```powershell
git config --global core.autocrlf input
git config --global core.longpaths true
```

`core.longpaths` avoids failures on deep `node_modules` paths. Git Credential Manager (bundled
with Git for Windows) stores tokens in Windows Credential Manager.

## Verification

```powershell
git --version; node --version; python --version; docker version
Get-ExecutionPolicy -List
(Get-MpPreference).ExclusionPath   # only what the user explicitly added, if anything
```

''' ),
]

EXTRA["js-deobfuscation-analysis"] = [
("## Example IOC output\n", r'''## Common obfuscator fingerprints

| Pattern | Likely tool |
|---------|-------------|
| `_0x` identifiers, rotated string array, `while(!![])` decoder loop | javascript-obfuscator |
| `eval(function(p,a,c,k,e,d){…})` | Dean Edwards packer |
| `[][(![]+[])[+[]]…]` | JSFuck |
| long `String.fromCharCode(…)` chains | hand-rolled |

Packer output can be unpacked statically by replacing the final `eval` with a string return in a
**separate, reviewed** helper that only evaluates the packer's pure decoding function on the
literal payload — never the unpacked result.

## npm package analysis

For a suspicious package, check `package.json` lifecycle scripts (`preinstall`, `install`,
`postinstall`, `prepare`) first; they run on `npm install`. Extract without installing:

```bash
npm pack suspicious-pkg@1.2.3 && tar xzf suspicious-pkg-1.2.3.tgz && cat package/package.json
```

''' ),
]

EXTRA["bug-report-composer"] = [
("## Filing\n", r'''## Minimal reproductions

- **Library bugs**: a single file or a repo with only the dependency and the failing call.
  StackBlitz / CodeSandbox / Rust Playground / Go Playground links are ideal.
- **CLI bugs**: exact command, input file, full output, exit code.
- **UI bugs**: steps, screenshot or short recording, browser and OS.

If you can't reproduce it, say so and describe what you observed; don't invent steps.

## Tone

Neutral and specific. Maintainers are volunteers more often than not. Avoid "+1" style
bumps; add new information instead.

## Security issues

Never file security vulnerabilities as public issues. Look for `SECURITY.md` or GitHub's private
vulnerability reporting and follow that process.

''' ),
]
