#!/usr/bin/env python3
import argparse, collections, json, statistics

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--bucket", default="5m")
    ap.add_argument("--top", type=int, default=10)
    a = ap.parse_args()
    mins = int(a.bucket.rstrip("m"))
    buckets = collections.defaultdict(lambda: [0, 0])
    exc = collections.Counter()
    lat = collections.defaultdict(list)
    for f in a.files:
        for line in open(f, errors="replace"):
            try:
                r = json.loads(line)
            except ValueError:
                continue
            ts = r.get("ts", "")[:16]
            key = ts[:-2] + "%02d" % (int(ts[-2:] or 0) // mins * mins) if ts else "?"
            buckets[key][0] += 1
            if r.get("level") in ("error", "ERROR"):
                buckets[key][1] += 1
                exc[r.get("exc_type", "unknown")] += 1
            if "path" in r and "duration_ms" in r:
                lat[r["path"]].append(r["duration_ms"])
    for k in sorted(buckets):
        n, e = buckets[k]
        print("%s  %6d  %5.1f%%" % (k, n, 100.0 * e / n))
    for name, c in exc.most_common(a.top):
        print("exc %-40s %d" % (name, c))
    p95 = {p: statistics.quantiles(v, n=20)[-1] for p, v in lat.items() if len(v) >= 20}
    for p, v in sorted(p95.items(), key=lambda x: -x[1])[:a.top]:
        print("p95 %-40s %.0f ms" % (p, v))

if __name__ == "__main__":
    main()
