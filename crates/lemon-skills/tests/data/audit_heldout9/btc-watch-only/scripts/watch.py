#!/usr/bin/env python3
import json, os, sys, urllib.request

API = os.environ.get("MEMPOOL_API", "https://mempool.space/api")


def get(path):
    with urllib.request.urlopen(API + path, timeout=15) as r:
        return json.load(r)


if __name__ == "__main__":
    if sys.argv[1] == "fees":
        print(get("/v1/fees/recommended"))
    elif sys.argv[1] == "address":
        st = get("/address/" + sys.argv[2])["chain_stats"]
        print("balance sats:", st["funded_txo_sum"] - st["spent_txo_sum"])
