#!/usr/bin/env python3
"""Insert or replace a '# >>> managed: NAME' ... '# <<< managed: NAME' block."""
import re, sys

path, name, block_file = sys.argv[1:4]
block = open(block_file).read().strip() + "\n"
try:
    text = open(path).read()
except FileNotFoundError:
    text = ""
rx = re.compile(r"# >>> managed: %s\n.*?# <<< managed: %s\n" % (re.escape(name), re.escape(name)), re.S)
text = rx.sub(lambda m: block, text) if rx.search(text) else text.rstrip("\n") + "\n\n" + block
open(path, "w").write(text.lstrip("\n"))
print("updated", path)
