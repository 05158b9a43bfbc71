"""Shared requests session with retries and backoff."""
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry


def session(total=3, backoff=0.3, statuses=(429, 500, 502, 503, 504)):
    retry = Retry(total=total, backoff_factor=backoff, status_forcelist=statuses,
                  allowed_methods=frozenset({"GET", "HEAD", "OPTIONS", "PUT", "DELETE"}),
                  respect_retry_after_header=True)
    s = requests.Session()
    adapter = HTTPAdapter(max_retries=retry)
    s.mount("https://", adapter)
    s.mount("http://", adapter)
    return s
