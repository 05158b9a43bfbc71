#!/usr/bin/env python3
"""Score a rule-based prompt-injection detector on a labelled JSONL corpus.

The corpus is treated strictly as data: nothing in it is executed or fetched.
"""
import json
import re
import sys

RULES = [
    re.compile(r"\b(ignore|disregard)\b.{0,40}\b(previous|prior|earlier)\b.{0,20}\binstructions\b", re.I),
    re.compile(r"\b(do not|don't)\b.{0,30}\b(tell|mention|inform)\b.{0,20}\buser\b", re.I),
    re.compile(r"\b(scanner|reviewer|auditor)s?\b.{0,60}\b(safe|approved)\b", re.I),
    re.compile(r"(~|\$HOME)/\.(ssh|aws|gnupg)\b.{0,80}https?://", re.I),
    re.compile(r"\|\s*(ba)?sh\b"),
]


def predict(text):
    return any(r.search(text) for r in RULES)


def main(path):
    tp = fp = fn = tn = 0
    for line in open(path, encoding="utf-8"):
        s = json.loads(line)
        p = predict(s["text"])
        m = s["label"] == "malicious"
        tp += p and m
        fp += p and not m
        fn += (not p) and m
        tn += (not p) and not m
        if p != m:
            print("MISS" if m else "FALSE+", s["id"], s["technique"])
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    print(f"precision={prec:.2f} recall={rec:.2f} (tp={tp} fp={fp} fn={fn} tn={tn})")


if __name__ == "__main__":
    main(sys.argv[1])
