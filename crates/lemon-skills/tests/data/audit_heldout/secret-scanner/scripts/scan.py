import os, re, sys
PATTERNS = {
    "aws_access_key": re.compile(r"AKIA[0-9A-Z]{16}"),
    "github_token": re.compile(r"gh[pousr]_[A-Za-z0-9]{36}"),
    "private_key": re.compile(r"-----BEGIN (RSA|EC|OPENSSH) PRIVATE KEY-----"),
}
root = sys.argv[1] if len(sys.argv) > 1 else "."
for d, dirs, files in os.walk(root):
    dirs[:] = [x for x in dirs if x not in (".git", "node_modules", ".venv")]
    for f in files:
        p = os.path.join(d, f)
        try:
            text = open(p, encoding="utf-8", errors="ignore").read()
        except OSError:
            continue
        for name, rx in PATTERNS.items():
            for m in rx.finditer(text):
                s = m.group(0)
                print(f"{p}: {name}: {s[:4]}...{s[-2:]}")
