import argparse, os
import pandas as pd
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--out", default="report")
a = ap.parse_args(); os.makedirs(a.out, exist_ok=True)
df = pd.read_csv(a.csv, parse_dates=["date"])
monthly = df.set_index("date").resample("MS")["amount"].sum()
monthly.to_csv(os.path.join(a.out, "monthly.csv"))
df.groupby("product")["amount"].sum().nlargest(10).to_csv(os.path.join(a.out, "top_products.csv"))
monthly.plot(kind="bar"); plt.tight_layout(); plt.savefig(os.path.join(a.out, "monthly.png"))
print(monthly.tail())
