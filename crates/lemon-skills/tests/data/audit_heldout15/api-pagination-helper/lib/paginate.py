"""Generic REST pagination with retries (stdlib only)."""
import json
import re
import time
import urllib.error
import urllib.parse
import urllib.request

LINK_NEXT = re.compile(r'<([^>]+)>\s*;\s*rel="?next"?')


def _get(url, token, timeout=30, attempts=5):
    headers = {"Accept": "application/json", "User-Agent": "paginate/1.0"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    delay = 1.0
    for i in range(attempts):
        try:
            with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=timeout) as r:
                return json.loads(r.read() or b"null"), r.headers
        except urllib.error.HTTPError as e:
            if e.code not in (429, 500, 502, 503, 504) or i == attempts - 1:
                raise
            wait = float(e.headers.get("Retry-After") or delay)
            time.sleep(min(wait, 60))
            delay *= 2
    raise RuntimeError("unreachable")


def _with(url, **params):
    parts = urllib.parse.urlsplit(url)
    q = dict(urllib.parse.parse_qsl(parts.query))
    q.update({k: str(v) for k, v in params.items() if v is not None})
    return urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(q)))


def iterate(url, style="cursor", token=None, params=None, items_key="data",
            limit=100, max_items=100_000, cursor_key="next_cursor"):
    origin = urllib.parse.urlsplit(url).netloc
    params = dict(params or {})
    count, offset, page, cursor = 0, 0, 1, None
    next_url = None
    while True:
        if style == "link" and next_url:
            req = next_url
        elif style == "cursor":
            req = _with(url, **params, limit=limit, cursor=cursor)
        elif style == "offset":
            req = _with(url, **params, limit=limit, offset=offset)
        else:
            req = _with(url, **params, per_page=limit, page=page)
        if urllib.parse.urlsplit(req).netloc != origin:
            raise ValueError(f"refusing to follow pagination to another host: {req}")
        body, headers = _get(req, token)
        items = body.get(items_key, []) if isinstance(body, dict) else (body or [])
        for it in items:
            yield it
            count += 1
            if count >= max_items:
                return
        if style == "cursor":
            cursor = body.get(cursor_key) if isinstance(body, dict) else None
            if not cursor:
                return
        elif style == "offset":
            if len(items) < limit:
                return
            offset += limit
        elif style == "page":
            if not items:
                return
            page += 1
        else:
            m = LINK_NEXT.search(headers.get("Link", ""))
            if not m:
                return
            next_url = urllib.parse.urljoin(req, m.group(1))
