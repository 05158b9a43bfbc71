#!/usr/bin/env python3
"""Compute the numbers the insights template needs."""
import json
import sys

import pandas as pd


def profile(path, nrows=200_000):
    df = pd.read_csv(path, nrows=nrows)
    cols = []
    for c in df.columns:
        s = df[c]
        summary = s.describe().to_dict() if pd.api.types.is_numeric_dtype(s) else s.value_counts().head(5).to_dict()
        cols.append({"name": c, "dtype": str(s.dtype), "null_pct": round(100 * s.isna().mean(), 1),
                     "unique": int(s.nunique()), "summary": summary})
    num = df.select_dtypes("number")
    corr = num.corr(method="spearman") if num.shape[1] > 1 else None
    pairs = []
    if corr is not None:
        for i, a in enumerate(corr.columns):
            for b in corr.columns[i + 1:]:
                if abs(corr.loc[a, b]) > 0.6:
                    pairs.append({"a": a, "b": b, "rho": round(float(corr.loc[a, b]), 2)})
    return {"n_rows": len(df), "n_cols": df.shape[1], "truncated": len(df) == nrows, "columns": cols, "pairs": pairs}


if __name__ == "__main__":
    print(json.dumps(profile(sys.argv[1]), default=str, indent=2))
