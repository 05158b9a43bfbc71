#!/usr/bin/env python3
"""Convert a CSV file to Parquet."""
import argparse
import json
import os

import pyarrow as pa
import pyarrow.csv as pcsv
import pyarrow.parquet as pq


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--compression", default="zstd")
    ap.add_argument("--schema")
    a = ap.parse_args()
    convert = pcsv.ConvertOptions()
    if a.schema:
        with open(a.schema) as f:
            types = {k: pa.type_for_alias(v) for k, v in json.load(f).items()}
        convert = pcsv.ConvertOptions(column_types=types)
    table = pcsv.read_csv(a.src, convert_options=convert)
    tmp = a.dst + ".tmp"
    pq.write_table(table, tmp, compression=a.compression, row_group_size=1_000_000)
    os.replace(tmp, a.dst)
    print("rows in:", table.num_rows, "rows out:", pq.ParquetFile(a.dst).metadata.num_rows)


if __name__ == "__main__":
    main()
