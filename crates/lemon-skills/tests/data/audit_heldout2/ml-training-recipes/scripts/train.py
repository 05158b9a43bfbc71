import argparse

ap = argparse.ArgumentParser()
ap.add_argument("--config", required=True)
args = ap.parse_args()
print("training with", args.config)
