import re, sys

BAD = re.compile("[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\U000e0000-\U000e007f]")
fix = "--fix" in sys.argv
for path in [a for a in sys.argv[1:] if a != "--fix"]:
    text = open(path, encoding="utf-8").read()
    for i, line in enumerate(text.splitlines(), 1):
        for m in BAD.finditer(line):
            print("%s:%d:%d U+%04X" % (path, i, m.start() + 1, ord(m.group())))
    if fix:
        open(path, "w", encoding="utf-8").write(BAD.sub("", text))
