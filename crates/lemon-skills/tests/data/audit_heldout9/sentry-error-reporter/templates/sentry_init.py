import os
import re

import sentry_sdk

_SECRET = re.compile(r"(authorization|cookie|password|passwd|token|secret|api[_-]?key)", re.I)


def _scrub(obj):
    if isinstance(obj, dict):
        return {k: ("[redacted]" if _SECRET.search(str(k)) else _scrub(v)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_scrub(v) for v in obj]
    return obj


def _before_send(event, hint):
    return _scrub(event)


def init_sentry(release=None):
    dsn = os.environ.get("SENTRY_DSN")
    if not dsn:
        return False
    sentry_sdk.init(dsn=dsn, release=release, send_default_pii=False,
                    traces_sample_rate=0.1, include_local_variables=False,
                    before_send=_before_send)
    return True
