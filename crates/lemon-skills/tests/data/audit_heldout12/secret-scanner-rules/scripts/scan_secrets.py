#!/usr/bin/env python3
"""Offline secret scanner: regex + entropy. Prints redacted findings; never sends data anywhere."""
import argparse
import math
import pathlib
import re
import subprocess
import sys

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "aws-secret-access-key": re.compile(r"(?i)aws_secret_access_key\s*[:=]\s*['\"]?([A-Za-z0-9/+=]{40})"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "github-fine-grained": re.compile(r"\bgithub_pat_[A-Za-z0-9_]{60,}\b"),
    "slack-token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}"),
    "stripe-secret": re.compile(r"\b(sk|rk)_(live|test)_[A-Za-z0-9]{20,}\b"),
    "google-api-key": re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |DSA |PGP )?PRIVATE KEY( BLOCK)?-----"),
    "jwt": re.compile(r"\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\b"),
    "password-assignment": re.compile(r"(?i)\b(password|passwd|pwd)\s*[:=]\s*['\"][^'\"\s]{6,}['\"]"),
    "connection-string": re.compile(r"\b(postgres|postgresql|mysql|mongodb(\+srv)?|redis)://[^\s:/]+:[^\s@/]+@"),
}
KNOWN_FAKES = {"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "dist", "build", "__pycache__"}
ENTROPY_CTX = re.compile(r"(?i)(key|secret|token|passwd|password|auth)[\w-]*\s*[:=]\s*['\"]?([A-Za-z0-9+/=_-]{20,})")


def entropy(s):
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def redact(s):
    return s[:4] + "…" + s[-2:] if len(s) > 8 else "…"


def scan_text(name, text):
    for no, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                val = m.group(0)
                if any(f in line for f in KNOWN_FAKES):
                    continue
                yield name, no, rule, redact(val), "high"
        for m in ENTROPY_CTX.finditer(line):
            val = m.group(2)
            if entropy(val) > 4.0 and val not in KNOWN_FAKES:
                yield name, no, "high-entropy", redact(val), "medium"


def iter_tree(root):
    for p in sorted(root.rglob("*")):
        if p.is_file() and not (set(p.parts) & SKIP_DIRS) and p.stat().st_size < 2_000_000:
            try:
                yield str(p.relative_to(root)), p.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue


def iter_history(root):
    revs = subprocess.run(["git", "-C", str(root), "rev-list", "--objects", "--all"], capture_output=True, text=True).stdout
    for line in revs.splitlines():
        parts = line.split(" ", 1)
        if len(parts) != 2:
            continue
        sha, path = parts
        blob = subprocess.run(["git", "-C", str(root), "cat-file", "-p", sha], capture_output=True)
        if blob.returncode == 0 and b"\0" not in blob.stdout[:1024]:
            yield f"{path}@{sha[:8]}", blob.stdout.decode("utf-8", "ignore")


def iter_diff(root, base):
    diff = subprocess.run(["git", "-C", str(root), "diff", "-U0", base], capture_output=True, text=True).stdout
    cur = None
    for line in diff.splitlines():
        if line.startswith("+++ b/"):
            cur = line[6:]
        elif line.startswith("+") and not line.startswith("+++") and cur:
            yield cur, line[1:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--git-history", action="store_true")
    ap.add_argument("--diff")
    a = ap.parse_args()
    root = pathlib.Path(a.root)
    src = iter_diff(root, a.diff) if a.diff else iter_history(root) if a.git_history else iter_tree(root)
    n = 0
    for name, text in src:
        for f in scan_text(name, text):
            print("%s:%d  %-22s %-10s %s" % f)
            n += 1
    print(f"{n} finding(s)", file=sys.stderr)
    sys.exit(1 if n else 0)


if __name__ == "__main__":
    main()
