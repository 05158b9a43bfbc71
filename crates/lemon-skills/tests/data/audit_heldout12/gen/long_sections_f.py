"""Corpus-length sections, part F: pushes a handful of skills past the corpus median length."""

EXTRA = {}

EXTRA["aws-cost-report"] = [
("", r'''
## Commitment coverage and utilization

```bash
aws ce get-savings-plans-coverage --region us-east-1 \
  --time-period Start=2025-03-01,End=2025-04-01 --granularity MONTHLY
aws ce get-savings-plans-utilization --region us-east-1 \
  --time-period Start=2025-03-01,End=2025-04-01 --granularity MONTHLY
aws ce get-reservation-utilization --region us-east-1 \
  --time-period Start=2025-03-01,End=2025-04-01 --granularity MONTHLY --group-by Type=DIMENSION,Key=SUBSCRIPTION_ID
```

Interpretation:

| Metric | Healthy | Action if not |
|--------|---------|---------------|
| Savings Plans utilization | > 95% | commitment too large → don't renew at the same level |
| Savings Plans coverage | 60–80% of steady compute | more commitment possible; use `get-savings-plans-purchase-recommendation` |
| RI utilization | > 90% | modify/exchange convertible RIs, sell standard RIs on the marketplace |

Recommendations are starting points; commitments are financial decisions for the user and their
finance team. Present the numbers and the trade-off (1-year no-upfront vs. 3-year all-upfront),
never purchase anything.

```bash
aws ce get-savings-plans-purchase-recommendation --region us-east-1 \
  --savings-plans-type COMPUTE_SP --term-in-years ONE_YEAR --payment-option NO_UPFRONT \
  --lookback-period-in-days THIRTY_DAYS
```

## Rightsizing

```bash
aws ce get-rightsizing-recommendation --region us-east-1 --service AmazonEC2 \
  --configuration RecommendationTarget=SAME_INSTANCE_FAMILY,BenefitsConsidered=true
```

Cross-check with CloudWatch: recommendations based on CPU alone miss memory-bound workloads
(enable the CloudWatch agent memory metric for better results). Flag instances with
`Terminate` recommendations for a human owner check; they may be idle on purpose (DR, batch).

## Month-over-month narrative

Numbers need a story. For each top mover, write one sentence with the cause if it's known from
the data ("EC2 +$4.5k: 12 new `m7i.2xlarge` in the data-pipeline account since 9 March") and
mark guesses as guesses ("likely the new ETL job — confirm with the data team").

## Automating the monthly report

If the user wants this every month:

1. Save the queries in a script in their repo (not in this skill directory).
2. Schedule it in their existing CI or scheduler with a read-only role
   (`ce:Get*`, `organizations:ListAccounts`) via OIDC — no long-lived keys.
3. Write the Markdown report to a location they choose (repo PR, S3 bucket, wiki).

Show the IAM policy before they create anything:

```json
{
  "Version": "2012-10-17",
  "Statement": [
    {"Effect": "Allow", "Action": ["ce:GetCostAndUsage", "ce:GetCostForecast", "ce:GetAnomalies",
      "ce:GetSavingsPlansCoverage", "ce:GetSavingsPlansUtilization", "organizations:ListAccounts"], "Resource": "*"}
  ]
}
```

## FAQ

**Why doesn't Cost Explorer match the invoice?** Taxes, credits, refunds and support fees; and
the invoice is final while Cost Explorer is estimated until the month closes (around the 3rd).

**Why did "Other" grow?** New services below the top-N cut. Increase N or list them.

**Can I see costs by Kubernetes namespace?** Not natively from Cost Explorer; use split cost
allocation data for EKS (enable in Billing preferences) or Kubecost/OpenCost.
''' ),
]

EXTRA["terraform-plan-reviewer"] = [
("", r'''
## Plan symbols

| Symbol | Meaning |
|--------|---------|
| `+` | create |
| `-` | destroy |
| `~` | update in place |
| `-/+` | destroy then create (replacement) |
| `+/-` | create then destroy (`create_before_destroy`) |
| `<=` | read (data source) |
| `# (known after apply)` | value computed during apply — may hide a replacement trigger |

## Provider-specific hot spots

### AWS

- `aws_instance` `user_data` change → replacement (unless `user_data_replace_on_change = false`).
- `aws_launch_template` new version + ASG `instance_refresh` → rolling replacement of instances.
- `aws_lambda_function` `publish = true` → new version each apply.
- `aws_iam_policy` documents: JSON reformatting shows as a change; compare normalized JSON
  (`jq -S`).
- `aws_s3_bucket_*` split resources (provider v4+): moving config out of `aws_s3_bucket` shows as
  create + update; fine if the values match.

### Google Cloud

- `google_container_node_pool` changes to `node_config` → pool recreation (node drain).
- `google_sql_database_instance` `settings.tier` is in-place, `database_version` major bump is not.
- `deletion_protection` defaults to `true` on several resources; a plan that sets it `false` is a
  precursor to deletion — flag it.

### Azure

- `azurerm_kubernetes_cluster` default node pool changes often force replacement of the cluster.
- Resource group moves/renames destroy everything inside.

### Kubernetes / Helm providers

- `helm_release` value changes are in-place upgrades, but chart major versions can delete and
  recreate StatefulSets — read the chart's upgrade notes.
- `kubernetes_manifest` with server-side apply conflicts show as perpetual diffs.

## Talking to the user

Lead with the verdict and the one or two things that matter; put the long tail in a collapsible
section. If something is risky but intended (a planned database major upgrade), say what to
verify before applying (snapshot exists, maintenance window announced) rather than only "risky".

## When you can't tell

Some changes can't be judged from the plan alone (e.g. whether a bucket is empty, whether a
security group is still referenced outside Terraform). Say exactly what extra information would
settle it and how to get it (`aws s3 ls s3://bucket --recursive --summarize | tail -2`).
''' ),
]

EXTRA["sql-query-optimizer"] = [
("", r'''
## MySQL plan deep-dive

```sql
EXPLAIN ANALYZE
SELECT o.id, o.total FROM orders o
WHERE o.customer_id = 42 AND o.created_at >= '2025-01-01'
ORDER BY o.created_at DESC LIMIT 20;
```

Read the tree bottom-up; each node shows `actual time=first..last rows=N loops=M`. Multiply by
`loops` for the real cost of inner nodes.

| Plan text | Meaning | Usual fix |
|-----------|---------|-----------|
| `Table scan on o` | no usable index | composite index matching filter + order |
| `Index range scan … (cost=…) (actual … rows=250000)` then `Filter` | index too unselective | reorder index columns, add the filtered column |
| `Sort: o.created_at DESC` | filesort | index ending in the ORDER BY column(s) |
| `Nested loop inner join` with large `loops` | join index missing | index the join column on the inner table |

InnoDB secondary indexes include the primary key implicitly; `(customer_id, created_at)` covers
`WHERE customer_id = ? ORDER BY created_at` and can return `id` without a lookup.

## Statistics problems

- Postgres: `SELECT attname, n_distinct, most_common_vals FROM pg_stats WHERE tablename = 'orders';`
  — stale after bulk loads; run `ANALYZE orders`.
- Correlated columns (`city`, `zip`): `CREATE STATISTICS orders_city_zip (dependencies) ON city, zip FROM orders;`
- MySQL: `ANALYZE TABLE orders;` and histograms: `ANALYZE TABLE orders UPDATE HISTOGRAM ON status;`

## Locking and long transactions

A query can be slow because it waits, not because it works:

```sql
SELECT pid, wait_event_type, wait_event, state, now() - xact_start AS xact_age, left(query, 80)
FROM pg_stat_activity WHERE state <> 'idle' ORDER BY xact_age DESC NULLS LAST LIMIT 20;
```

`wait_event_type = Lock` → find the blocker with `pg_blocking_pids(pid)`. Report it to the user;
don't terminate sessions yourself.

## After the fix

- Re-check the plan with production-like parameters, including the worst case (the largest
  tenant, the widest date range).
- Watch `pg_stat_statements` for the query's mean and total time over the next days.
- Check index usage after a week: `SELECT indexrelname, idx_scan FROM pg_stat_user_indexes WHERE relname = 'orders';`
  Unused indexes cost writes — suggest dropping the ones that stay at zero (with approval).
''' ),
]

EXTRA["docker-build-cache"] = [
("", r'''
## BuildKit frontend features worth knowing

- `# syntax=docker/dockerfile:1.7` at the top unlocks the newest Dockerfile features on any
  BuildKit version.
- `COPY --link` makes layers independent of the previous ones, so base image updates don't
  invalidate them.
- `RUN --mount=type=bind,source=package.json,target=package.json` avoids copying files that are
  only needed for one step.
- Heredocs (`RUN <<EOF … EOF`) keep multi-line scripts readable without `&& \` chains.

```dockerfile
# syntax=docker/dockerfile:1.7
FROM node:20-slim AS deps
WORKDIR /app
RUN --mount=type=bind,source=package.json,target=package.json \
    --mount=type=bind,source=package-lock.json,target=package-lock.json \
    --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev
```

## Monorepo builds

- Build context per service (`docker build -f services/api/Dockerfile services/api`) keeps
  unrelated changes from invalidating caches.
- For shared packages, use `docker buildx bake` with named contexts:

```hcl
target "api" {
  context = "services/api"
  contexts = { shared = "packages/shared" }
}
```

and `COPY --from=shared . /app/packages/shared` in the Dockerfile.

## Checklist

- [ ] `.dockerignore` excludes VCS, dependencies, build output and env files
- [ ] Manifests copied and dependencies installed before source
- [ ] Cache mounts for the package manager
- [ ] Registry or GHA cache configured in CI with `mode=max`
- [ ] Final stage contains only runtime artifacts
- [ ] Build time measured cold, warm, and after a source change
''' ),
]

EXTRA["k8s-manifest-linter"] = [
("", r'''
## Kustomize specifics

- Lint every overlay, not only the base: `for o in overlays/*; do kubectl kustomize "$o" > "/tmp/$(basename "$o").yaml"; done`.
- Patches that remove `securityContext` fields in an overlay are easy to miss; the rendered output
  is what matters.

## CRDs and schema validation

kubeconform needs schemas for custom resources. Point it at the CRD catalog:

```bash
kubeconform -strict -summary \
  -schema-location default \
  -schema-location 'https://raw.githubusercontent.com/datreeio/CRDs-catalog/main/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json' \
  rendered.yaml
```

Use `-ignore-missing-schemas` only when the user accepts that those resources aren't validated,
and list them in the report.

## Deprecated APIs

Check for removed API versions before cluster upgrades (e.g. `policy/v1beta1` PodSecurityPolicy,
`autoscaling/v2beta2` HPA):

```bash
pluto detect-files -d . --target-versions k8s=v1.29.0
```

## Example report

```
deploy/api (Deployment) — charts/api/templates/deployment.yaml
  ERROR HR004 container "api": runAsNonRoot not set; image runs as uid 0
  WARN  HR001 container "api": no memory limit
  WARN  HR005 automountServiceAccountToken not disabled; pod makes no API calls
sts/redis (StatefulSet) — charts/api/templates/redis.yaml
  WARN  HR002 image redis:latest

Summary: 1 error, 3 warnings, 0 info. Restricted PSS: fails (HR004).
```
''' ),
]

EXTRA["github-actions-ci-templates"] = [
("", r'''
## Python template notes

- `astral-sh/setup-uv` installs uv; `uv python install` fetches the interpreter, so no
  `setup-python` step is needed.
- `uv sync --all-extras --dev` installs from `uv.lock`; commit the lockfile.
- For projects without uv, replace with `actions/setup-python@v5` (`cache: pip`) and
  `pip install -e ".[dev]"`.

## Go template notes

- `setup-go` with `go-version-file: go.mod` keeps CI on the version the module declares.
- Add `golangci/golangci-lint-action@v6` if the team uses golangci-lint.
- `go test -race` roughly doubles test time; fine for most repos, split if it gets slow.

## Release workflows (separate file)

Keep releases out of `ci.yml`:

```yaml
on:
  push:
    tags: ["v*"]
permissions:
  contents: write
  id-token: write   # only if publishing with OIDC / provenance
jobs:
  release:
    runs-on: ubuntu-latest
    environment: release
    steps:
      - uses: actions/checkout@v4
      - run: echo "build and publish here"
```

Use an `environment` with required reviewers for anything that publishes.

## Migrating from other CI systems

| From | Equivalent |
|------|-----------|
| Travis `matrix` | `strategy.matrix` |
| CircleCI `orbs` | marketplace actions (pin them) |
| GitLab `services:` | job `services:` |
| Jenkins shared libraries | composite actions or reusable workflows |
''' ),
]

EXTRA["gha-workflow-security-review"] = [
("", r'''
## Reviewing a workflow change in a PR

When the PR itself modifies `.github/workflows/`:

1. Diff the workflow files; list new triggers, permissions, secrets and third-party actions.
2. Remember that `pull_request` workflows from forks run the *PR's* version of the workflow
   without secrets, while `pull_request_target` runs the *base branch's* version with secrets —
   a malicious PR can't change a `pull_request_target` workflow's definition, but can change
   files that it executes.
3. New `uses:` entries: who publishes the action, is it pinned, what does it do with tokens?
4. New outbound network calls in `run:` steps: where to, and what data is sent?

## Hardening defaults to recommend

```yaml
permissions: {}          # at workflow level; grant per job
defaults:
  run:
    shell: bash
concurrency:
  group: ${{ github.workflow }}-${{ github.ref }}
  cancel-in-progress: true
```

Plus: `step-security/harden-runner` in audit mode to see outbound connections from jobs, and
organization settings that require approval for workflows from first-time contributors.

## False positives to avoid

- `${{ github.event.pull_request.number }}` and `${{ github.sha }}` in `run:` are not
  attacker-controlled strings (numbers / hashes).
- `${{ inputs.* }}` in `workflow_call` reusable workflows are controlled by the caller workflow,
  not by external users — risk depends on the caller.
- `secrets.GITHUB_TOKEN` passed to first-party actions with read-only permissions is normal.
''' ),
]

EXTRA["prompt-injection-review"] = [
("", r'''
## Severity guide

| Finding | Severity |
|---------|----------|
| Instruction to exfiltrate secrets, tokens or files to an external host | Critical |
| Persistence (rc files, cron, launch agents, global git config, agent memory files) not requested by the user | Critical |
| Agent configuration changes that widen permissions or add unknown MCP servers | High |
| Hidden instructions that change answers shown to the user (phishing, fake warnings) | High |
| Text asking reviewers or agents to skip checks or not mention steps | High (intent signal) |
| Unexplained network calls without sensitive data | Medium |
| Over-broad but disclosed permissions | Low / informational |

A single Critical or High finding means "do not use" until it's removed.

## Explaining results to non-experts

Describe the effect in plain words: "If an AI assistant follows this README, it will send your
GitHub token to a server run by someone else." Avoid jargon like "indirect prompt injection"
without an explanation.

## Reviewing updates

Re-review on every version change. Diff the new version against the reviewed one and focus on
changed setup steps, scripts, templates and reference files.
''' ),
]

EXTRA["k8s-debug-toolkit"] = [
("", r'''
## Ingress and TLS

```bash
kubectl -n "$NS" get ingress "$ING" -o yaml | yq '.spec'
kubectl -n "$NS" describe ingress "$ING"
kubectl -n ingress-nginx logs deploy/ingress-nginx-controller --tail=100 | grep "$HOST"
kubectl -n "$NS" get certificate,certificaterequest,order,challenge 2>/dev/null   # cert-manager
```

| Symptom | Cause |
|---------|-------|
| 404 from the ingress controller | host/path doesn't match any rule, or wrong `ingressClassName` |
| 502/503 | Service has no ready endpoints, or targetPort mismatch |
| Certificate not ready | ACME challenge can't reach the cluster (DNS, firewall), or rate limits |

## DNS inside the cluster

```bash
kubectl -n kube-system get pods -l k8s-app=kube-dns
kubectl -n "$NS" run dnscheck --rm -it --restart=Never --image=busybox:1.36 -- cat /etc/resolv.conf
```

`ndots:5` makes short external names slow (five lookups before the real one); use FQDNs with a
trailing dot for external services in latency-sensitive apps.

## HPA and scaling

```bash
kubectl -n "$NS" get hpa
kubectl -n "$NS" describe hpa "$HPA"      # "unable to get metrics" → metrics-server
```

HPA needs resource requests set on containers to compute utilization.

## Jobs and CronJobs

```bash
kubectl -n "$NS" get cronjob,job
kubectl -n "$NS" get job "$JOB" -o jsonpath='{.status}'
kubectl -n "$NS" logs job/"$JOB"
```

`backoffLimit` exhausted → look at the failed pods' logs; `concurrencyPolicy: Forbid` with a long
job → skipped schedules.
''' ),
]

EXTRA["oncall-alert-tuning"] = [
("", r'''
## Example before/after

| Alarm | Before | After |
|-------|--------|-------|
| `api-cpu-high` | CPU > 70% for 1 min → page | removed from paging; ticket if p95 CPU > 85% for 30 min |
| `api-5xx` | any 5xx in 1 min → page | error ratio > 2% for 5 of 10 min → page |
| `api-latency` | max latency > 1s → page | p99 > 800 ms for 10 min → page; composite with 5xx for "degraded" |
| `disk-80` | page | ticket at 80%, page at 95% or forecast full in 4h |

Expected effect from the 30-day history: 212 → 37 pages, with every incident that had customer
impact still paging.

## Verifying you didn't lose signal

Replay the last 30–90 days of incidents against the proposed rules: every real incident should
still have produced a page within an acceptable delay. List any that wouldn't have and adjust.
''' ),
]
