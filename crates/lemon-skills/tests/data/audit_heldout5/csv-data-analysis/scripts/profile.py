#!/usr/bin/env python3
"""Quick column profile of a CSV or Excel file."""
import sys

import pandas as pd


def main(path):
    df = pd.read_excel(path) if path.endswith((".xlsx", ".xls")) else pd.read_csv(path)
    print(f"{len(df):,} rows x {df.shape[1]} columns\n")
    for c in df.columns:
        s = df[c]
        top = ", ".join(f"{k!r}({v})" for k, v in s.value_counts(dropna=True).head(3).items())
        print(f"{c:<30} {str(s.dtype):<10} null {s.isna().mean():6.1%}  unique {s.nunique():>8,}  top: {top}")


if __name__ == "__main__":
    main(sys.argv[1])
