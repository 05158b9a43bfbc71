#!/usr/bin/env python3
import sys

import pandas as pd

df = pd.read_csv(sys.argv[1])
print("rows, cols:", df.shape)
print(df.dtypes.to_string())
print("\nmissing:")
print(df.isna().mean().round(3).sort_values(ascending=False).to_string())
for c in df.select_dtypes("object").columns[:10]:
    print("\n", c)
    print(df[c].value_counts().head(5).to_string())
