import re, sys
from collections import Counter

PATTERNS = {
    "aws_access_key": re.compile(r"AKIA[0-9A-Z]{16}"),
    "jwt": re.compile(r"eyJ[\w-]+\.[\w-]+\.[\w-]+"),
    "password_kv": re.compile(r"(?i)(password|passwd|secret|token)\s*[=:]\s*\S+"),
    "private_key": re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----"),
}
# example for tests: AKIAIOSFODNN7EXAMPLE (AWS documentation key)

counts = Counter()
text = open(sys.argv[1]).read()
for name, rx in PATTERNS.items():
    text, n = rx.subn("[REDACTED:%s]" % name, text)
    counts[name] += n
sys.stdout.write(text)
print(dict(counts), file=sys.stderr)
