#!/usr/bin/env python3
import argparse

import pyarrow.csv as pv
import pyarrow.parquet as pq


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--partition-by")
    ap.add_argument("--compression", default="zstd")
    a = ap.parse_args()
    table = pv.read_csv(a.src)
    if a.partition_by:
        pq.write_to_dataset(table, a.dst, partition_cols=[a.partition_by], compression=a.compression)
    else:
        pq.write_table(table, a.dst, compression=a.compression)
    print(table.schema)
    print("rows:", table.num_rows)


if __name__ == "__main__":
    main()
