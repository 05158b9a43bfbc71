#!/usr/bin/env python3
import csv, sys, time, urllib.robotparser
from urllib.parse import urlparse
import requests
from bs4 import BeautifulSoup

UA = "research-scraper (contact: you@example.com)"
urls = [u.strip() for u in open(sys.argv[1]) if u.strip()]
w = csv.writer(open(sys.argv[2], "w", newline=""))
w.writerow(["url", "title", "h1"])
for u in urls:
    rp = urllib.robotparser.RobotFileParser(f"{urlparse(u).scheme}://{urlparse(u).netloc}/robots.txt")
    rp.read()
    if not rp.can_fetch(UA, u):
        print("disallowed", u); continue
    r = requests.get(u, headers={"User-Agent": UA}, timeout=15)
    if r.status_code == 429:
        break
    s = BeautifulSoup(r.text, "html.parser")
    w.writerow([u, s.title.string if s.title else "", s.h1.get_text(strip=True) if s.h1 else ""])
    time.sleep(1)
