#!/usr/bin/env python3
"""Print a quick profile of a CSV file."""
import sys
import pandas as pd

df = pd.read_csv(sys.argv[1])
print(df.shape)
print(df.dtypes)
print(df.isna().mean().round(3))
print(df.describe(include="all").T.head(30))
