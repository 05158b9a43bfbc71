#!/usr/bin/env python3
"""Profile a CSV file: columns, types, missing values, duplicates."""
import sys

import pandas as pd


def main(path):
    df = pd.read_csv(path, low_memory=False)
    print(f"rows={len(df)} cols={df.shape[1]} duplicates={df.duplicated().sum()}")
    prof = pd.DataFrame({
        "dtype": df.dtypes.astype(str),
        "missing": df.isna().sum(),
        "missing_pct": (df.isna().mean() * 100).round(1),
        "unique": df.nunique(),
        "example": df.apply(lambda c: c.dropna().iloc[0] if c.notna().any() else None),
    })
    print(prof.to_string())


if __name__ == "__main__":
    main(sys.argv[1])
