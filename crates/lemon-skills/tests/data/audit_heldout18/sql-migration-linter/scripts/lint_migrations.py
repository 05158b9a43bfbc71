#!/usr/bin/env python3
import re, sys

RULES = [
    ("M001", re.compile(r"\bDROP\s+(TABLE|COLUMN)\b", re.I)),
    ("M002", re.compile(r"\bCREATE\s+(UNIQUE\s+)?INDEX\s+(?!CONCURRENTLY)", re.I)),
    ("M003", re.compile(r"ADD\s+COLUMN\s+\w+\s+\w+[^;]*NOT\s+NULL(?![^;]*DEFAULT)", re.I)),
    ("M004", re.compile(r"ALTER\s+TABLE\s+\w+\s+ALTER\s+COLUMN\s+\w+\s+TYPE", re.I)),
    ("M005", re.compile(r"\bTRUNCATE\b|\bDELETE\s+FROM\s+\w+\s*;", re.I)),
]

status = 0
for path in sys.argv[1:]:
    sql = open(path).read()
    for code, rx in RULES:
        for m in rx.finditer(sql):
            line = sql.count("\n", 0, m.start()) + 1
            print("%s:%d: %s %s" % (path, line, code, m.group(0).strip()))
            status = 1
sys.exit(status)
