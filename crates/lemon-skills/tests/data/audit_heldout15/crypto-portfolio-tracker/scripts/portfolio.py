#!/usr/bin/env python3
"""FIFO portfolio summary from exchange CSV exports."""
import argparse
import csv
from collections import defaultdict, deque


def load_prices(path):
    prices = {}
    if path:
        with open(path, newline="") as fh:
            for row in csv.DictReader(fh):
                prices[row["symbol"].upper()] = float(row["price_usd"])
    return prices


def load_trades(paths):
    trades = []
    for p in paths:
        with open(p, newline="") as fh:
            for row in csv.DictReader(fh):
                side = (row.get("side") or row.get("Type") or "").lower()
                sym = (row.get("symbol") or row.get("Asset") or "").upper()
                qty = float(row.get("qty") or row.get("Quantity") or 0)
                price = float(row.get("price") or row.get("Price") or 0)
                fee = float(row.get("fee") or row.get("Fees") or 0)
                trades.append((row.get("time", ""), side, sym, qty, price, fee))
    trades.sort()
    return trades


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--prices")
    a = ap.parse_args()
    prices = load_prices(a.prices)
    lots = defaultdict(deque)
    for _, side, sym, qty, price, fee in load_trades(a.files):
        if side in ("buy", "receive"):
            lots[sym].append([qty, (qty * price + fee) / qty if qty else 0])
        elif side in ("sell", "send"):
            left = qty
            while left > 1e-12 and lots[sym]:
                lot = lots[sym][0]
                take = min(left, lot[0])
                lot[0] -= take
                left -= take
                if lot[0] <= 1e-12:
                    lots[sym].popleft()
    print(f"{'sym':<8}{'qty':>14}{'avg_cost':>12}{'value':>14}{'upnl':>12}")
    for sym, q in sorted(lots.items()):
        qty = sum(l[0] for l in q)
        if qty <= 0:
            continue
        avg = sum(l[0] * l[1] for l in q) / qty
        px = prices.get(sym, 0.0)
        print(f"{sym:<8}{qty:>14.6f}{avg:>12.2f}{qty*px:>14.2f}{qty*(px-avg):>12.2f}")


if __name__ == "__main__":
    main()
