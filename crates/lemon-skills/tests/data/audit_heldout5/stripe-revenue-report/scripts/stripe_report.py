#!/usr/bin/env python3
"""Aggregate Stripe balance transactions into a revenue table."""
import argparse
import collections
import csv
import datetime as dt
import os
import sys
import time

import requests

API = "https://api.stripe.com/v1/balance_transactions"
ZERO_DECIMAL = {"jpy", "krw", "vnd", "clp", "xof", "xaf", "ugx", "pyg"}


def ts(d):
    return int(dt.datetime.fromisoformat(d).replace(tzinfo=dt.timezone.utc).timestamp())


def fetch(key, since, until):
    params = {"limit": 100, "created[gte]": ts(since)}
    if until:
        params["created[lt]"] = ts(until)
    while True:
        r = requests.get(API, params=params, auth=(key, ""), timeout=30)
        if r.status_code == 429:
            time.sleep(2)
            continue
        r.raise_for_status()
        page = r.json()
        yield from page["data"]
        if not page["has_more"]:
            return
        params["starting_after"] = page["data"][-1]["id"]


def period(t, by):
    d = dt.datetime.fromtimestamp(t, dt.timezone.utc).date()
    if by == "day":
        return d.isoformat()
    if by == "week":
        y, w, _ = d.isocalendar()
        return f"{y}-W{w:02d}"
    return d.strftime("%Y-%m")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    ap.add_argument("--until")
    ap.add_argument("--by", choices=["day", "week", "month"], default="month")
    ap.add_argument("--csv")
    a = ap.parse_args()
    key = os.environ.get("STRIPE_API_KEY")
    if not key:
        sys.exit("set STRIPE_API_KEY (a restricted, read-only key)")

    agg = collections.defaultdict(lambda: collections.Counter())
    for t in fetch(key, a.since, a.until):
        cur = t["currency"]
        div = 1 if cur in ZERO_DECIMAL else 100
        k = (period(t["created"], a.by), cur)
        if t["type"] in ("charge", "payment"):
            agg[k]["gross"] += t["amount"] / div
        elif t["type"] in ("refund", "payment_refund"):
            agg[k]["refunds"] += t["amount"] / div
        agg[k]["fees"] -= t["fee"] / div
        agg[k]["net"] += t["net"] / div

    rows = [(p, c, v["gross"], v["refunds"], v["fees"], v["net"]) for (p, c), v in sorted(agg.items())]
    print(f"{'period':<12}  {'cur':<4} {'gross':>12} {'refunds':>11} {'fees':>10} {'net':>12}")
    for r in rows:
        print(f"{r[0]:<12}  {r[1]:<4} {r[2]:>12,.2f} {r[3]:>11,.2f} {r[4]:>10,.2f} {r[5]:>12,.2f}")
    if a.csv:
        with open(a.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["period", "currency", "gross", "refunds", "fees", "net"])
            w.writerows(rows)


if __name__ == "__main__":
    main()
