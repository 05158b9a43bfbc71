#!/usr/bin/env python3
"""Score sentiment with VADER or a Hugging Face model and aggregate."""
import argparse

import pandas as pd


def vader(texts):
    from vaderSentiment.vaderSentiment import SentimentIntensityAnalyzer
    an = SentimentIntensityAnalyzer()
    out = []
    for t in texts:
        c = an.polarity_scores(str(t))["compound"]
        out.append(("positive" if c >= 0.05 else "negative" if c <= -0.05 else "neutral", c))
    return out


def hf(texts, model):
    from transformers import pipeline
    clf = pipeline("sentiment-analysis", model=model, truncation=True)
    out = []
    for r in clf([str(t) for t in texts], batch_size=32):
        lab = r["label"].lower()
        sign = 1 if "pos" in lab else -1 if "neg" in lab else 0
        out.append((lab, sign * r["score"]))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--text-col", required=True)
    ap.add_argument("--engine", choices=["vader", "hf"], default="vader")
    ap.add_argument("--model", default="cardiffnlp/twitter-roberta-base-sentiment-latest")
    ap.add_argument("--by")
    ap.add_argument("--date-col")
    ap.add_argument("--out")
    ap.add_argument("--plot")
    a = ap.parse_args()

    df = pd.read_csv(a.csv)
    res = vader(df[a.text_col]) if a.engine == "vader" else hf(df[a.text_col], a.model)
    df["label"], df["score"] = zip(*res)
    if a.out:
        df.to_csv(a.out, index=False)
    if a.by:
        key = a.by
        if a.by in ("day", "week", "month"):
            freq = {"day": "D", "week": "W", "month": "M"}[a.by]
            key = pd.to_datetime(df[a.date_col]).dt.to_period(freq)
        agg = df.groupby(key).agg(n=("score", "size"), mean=("score", "mean"),
                                  pos=("label", lambda s: (s == "positive").mean()),
                                  neg=("label", lambda s: (s == "negative").mean()))
        print(agg.round(3).to_string())
        if a.plot:
            ax = agg["mean"].plot(marker="o", title="mean sentiment")
            ax.figure.savefig(a.plot, bbox_inches="tight")
    else:
        print(df["label"].value_counts(normalize=True).round(3).to_string())


if __name__ == "__main__":
    main()
