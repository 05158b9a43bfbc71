#!/usr/bin/env python3
"""Read-only balance lookup for a public Ethereum address."""
import argparse
import json
import os
import re
import sys
import urllib.request

ADDR = re.compile(r"^0x[0-9a-fA-F]{40}$")


def rpc(url, method, params):
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}).encode()
    req = urllib.request.Request(url, body, {"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=15) as r:
        out = json.load(r)
    if "error" in out:
        raise SystemExit(out["error"])
    return out["result"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("address")
    ap.add_argument("--tokens")
    a = ap.parse_args()
    if not ADDR.match(a.address):
        sys.exit("expected a public 0x address (40 hex chars); never paste a private key")
    url = os.environ.get("ETH_RPC_URL", "https://ethereum-rpc.publicnode.com")
    wei = int(rpc(url, "eth_getBalance", [a.address, "latest"]), 16)
    print(f"ETH\t{wei / 1e18:.6f}")
    if a.tokens:
        for sym, t in json.load(open(a.tokens)).items():
            data = "0x70a08231" + a.address[2:].lower().rjust(64, "0")
            raw = int(rpc(url, "eth_call", [{"to": t["address"], "data": data}, "latest"]), 16)
            print(f"{sym}\t{raw / 10 ** t['decimals']:.4f}")


if __name__ == "__main__":
    main()
