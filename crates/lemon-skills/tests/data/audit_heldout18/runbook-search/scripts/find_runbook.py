#!/usr/bin/env python3
import difflib, json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
books = json.load(open(os.path.join(HERE, "..", "references", "runbooks.json")))
q = sys.argv[1]
name = q if q in books else (difflib.get_close_matches(q, books, n=1) or [None])[0]
if not name:
    sys.exit("no runbook for %s" % q)
print(name, books[name]["url"])
for i, s in enumerate(books[name]["steps"], 1):
    print("%d. %s" % (i, s))
