#!/usr/bin/env python3
import csv, sys, time
import requests
from bs4 import BeautifulSoup

url, out = sys.argv[1], sys.argv[sys.argv.index("--out") + 1]
item = sys.argv[sys.argv.index("--item") + 1]
nxt = sys.argv[sys.argv.index("--next") + 1]
rows = []
while url:
    soup = BeautifulSoup(requests.get(url, timeout=20).text, "html.parser")
    rows += [[e.get_text(" ", strip=True)] for e in soup.select(item)]
    a = soup.select_one(nxt)
    url = requests.compat.urljoin(url, a["href"]) if a else None
    time.sleep(1)
csv.writer(open(out, "w", newline="")).writerows(rows)
