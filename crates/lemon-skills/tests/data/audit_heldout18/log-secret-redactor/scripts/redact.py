#!/usr/bin/env python3
import collections, re, sys

PATTERNS = {
    "aws_access_key": re.compile(r"\b(AKIA|ASIA)[A-Z0-9]{16}\b"),
    "aws_secret": re.compile(r"(?i)aws_secret_access_key\s*[=:]\s*\S+"),
    "bearer": re.compile(r"(?i)bearer\s+[a-z0-9._\-]{16,}"),
    "github_token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{30,}\b"),
    "private_key": re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----"),
    "password_kv": re.compile(r"(?i)(password|passwd|pwd)\s*[=:]\s*\S+"),
}

counts = collections.Counter()
text = open(sys.argv[1], errors="replace").read()
for name, rx in PATTERNS.items():
    text, n = rx.subn("[REDACTED:%s]" % name, text)
    counts[name] += n
sys.stdout.write(text)
for k, v in counts.items():
    print("%s: %d" % (k, v), file=sys.stderr)
