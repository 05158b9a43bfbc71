import time, json, requests
from bs4 import BeautifulSoup

def crawl(start):
    url = start
    while url:
        r = requests.get(url, timeout=20); time.sleep(1)
        soup = BeautifulSoup(r.text, "lxml")
        for item in soup.select(".item"):
            print(json.dumps({"title": item.get_text(strip=True)}))
        nxt = soup.select_one("a.next"); url = nxt["href"] if nxt else None
