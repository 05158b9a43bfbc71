"""Shared helpers for the audit_heldout19 generator (stdlib only).

Every string that ends up on disk, and every plaintext that is encoded into a
payload (base64, hex, zlib, char codes, reversed), goes through check_text(),
which asserts that all URLs, host names and IPv4 addresses are either reserved
(.example/.invalid/.test/.localhost, example.com/.net/.org), documentation
ranges (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24), loopback, or on a
fixed allowlist of well-known real services.
"""
import base64
import binascii
import io
import re
import zipfile
import zlib

RESERVED_SUFFIXES = ('.example', '.invalid', '.test', '.localhost')
RESERVED_DOMAINS = ('example.com', 'example.net', 'example.org')
ALLOW_HOSTS = {
    'github.com', 'api.github.com', 'docs.github.com', 'objects.githubusercontent.com',
    'pypi.org', 'upload.pypi.org', 'test.pypi.org', 'files.pythonhosted.org',
    'registry.npmjs.org', 'www.npmjs.com', 'docs.npmjs.com', 'npmjs.com',
    'sh.rustup.rs', 'rustup.rs', 'www.rust-lang.org', 'rust-lang.org', 'doc.rust-lang.org',
    'crates.io', 'docs.rs', 'brew.sh', 'docs.brew.sh',
    'docs.python.org', 'packaging.python.org', 'pip.pypa.io', 'peps.python.org',
    'nodejs.org', 'docs.docker.com', 'hub.docker.com', 'kubernetes.io',
    'developer.android.com', 'docs.flutter.dev', 'flutter.dev', 'pub.dev',
    'osv.dev', 'google.github.io', 'cyclonedx.org', 'spdx.dev', 'semver.org',
    'keepachangelog.com', 'www.conventionalcommits.org', 'pre-commit.com',
    'modelcontextprotocol.io', 'docs.anthropic.com', 'docs.claude.com', 'owasp.org',
    'golang.org', 'go.dev', 'pkg.go.dev', 'proxy.golang.org', 'sum.golang.org',
    'docs.pytest.org', 'www.mkdocs.org', 'squidfunk.github.io', 'react.dev',
    'www.w3.org', 'developer.mozilla.org', 'registry.terraform.io',
    'developer.hashicorp.com', 'www.postgresql.org', 'docs.aws.amazon.com',
    'pandas.pydata.org', 'codecov.io', 'git-scm.com', 'htmlpreview.github.io',
    'json-schema.org', 'spec.openapis.org', 'github.com.', 'docs.astral.sh',
}
# raw.githubusercontent.com is only allowed for the Homebrew installer path.
RAW_GH = 'raw.githubusercontent.com'
DOC_NETS = ('192.0.2.', '198.51.100.', '203.0.113.')
ALLOW_IPS = {'127.0.0.1', '0.0.0.0'}

URL_RE = re.compile(r'(?i)\b([a-z][a-z0-9+.\-]*)://([^\s/\'"<>`)\]},;|\\?#]+)(/[^\s\'"<>`)\]},;|\\]*)?')
EMAIL_RE = re.compile(r'(?i)\b[\w.+-]+@((?:[a-z0-9-]+\.)+[a-z]{2,})\b')
BARE_TLDS = ('com', 'net', 'org', 'io', 'dev', 'co', 'ru', 'cn', 'xyz', 'ai', 'cloud',
             'biz', 'top', 'online', 'tk', 'pw', 'su', 'ly', 'gg', 'example', 'invalid', 'test')
BARE_RE = re.compile(r'(?i)(?<![\w.@/-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:%s))(?![\w(-])(?!\.[a-z0-9])'
                     % '|'.join(BARE_TLDS))
IP_RE = re.compile(r'(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d]|\.\d)')
B64_RE = re.compile(r'[A-Za-z0-9+/]{24,}={0,2}')
HEX_RE = re.compile(r'(?i)\b(?:[0-9a-f]{2}){20,}\b')

CHECKED = {'urls': 0, 'hosts': 0, 'ips': 0, 'payloads': 0}


class InertnessError(AssertionError):
    pass


def host_ok(host, path=''):
    h = host.lower().rstrip('.')
    if '@' in h:
        h = h.rsplit('@', 1)[1]
    if h.startswith('['):
        raise InertnessError('IPv6 literal not allowed: %r' % host)
    if ':' in h:
        h = h.split(':', 1)[0]
    if not h or h in ('localhost',):
        return True
    if IP_RE.fullmatch(h):
        return ip_ok(h)
    if h.endswith(RESERVED_SUFFIXES) or h in RESERVED_SUFFIXES:
        return True
    for d in RESERVED_DOMAINS:
        if h == d or h.endswith('.' + d):
            return True
    if h == RAW_GH:
        return (path or '').startswith('/Homebrew/')
    return h in ALLOW_HOSTS


def ip_ok(ip):
    parts = ip.split('.')
    if any(int(p) > 255 for p in parts):
        return True  # not an IP (e.g. a version-ish number)
    return ip in ALLOW_IPS or ip.startswith(DOC_NETS)


def check_text(text, where='?', _depth=0):
    if isinstance(text, bytes):
        try:
            text = text.decode('utf-8')
        except UnicodeDecodeError:
            return
    for m in URL_RE.finditer(text):
        scheme, host, path = m.group(1).lower(), m.group(2), m.group(3) or ''
        if scheme in ('file',):
            continue
        CHECKED['urls'] += 1
        if not host_ok(host, path):
            raise InertnessError('%s: non-inert URL host %r in %r' % (where, host, m.group(0)))
    for m in EMAIL_RE.finditer(text):
        CHECKED['hosts'] += 1
        if not host_ok(m.group(1)):
            raise InertnessError('%s: non-inert e-mail/host %r' % (where, m.group(0)))
    for m in BARE_RE.finditer(text):
        CHECKED['hosts'] += 1
        if not host_ok(m.group(1)):
            raise InertnessError('%s: non-inert host %r' % (where, m.group(1)))
    for m in IP_RE.finditer(text):
        CHECKED['ips'] += 1
        if not ip_ok(m.group(1)):
            raise InertnessError('%s: non-documentation IP %r' % (where, m.group(1)))
    if _depth < 2:
        # safety net: decode anything that looks like base64 / hex and re-check
        for m in B64_RE.finditer(text):
            blob = m.group(0)
            for cand in (blob, blob + '=' * (-len(blob) % 4)):
                try:
                    raw = base64.b64decode(cand, validate=True)
                except (binascii.Error, ValueError):
                    continue
                for data in (raw, _try_zlib(raw)):
                    if data:
                        try:
                            check_text(data.decode('utf-8'), where + ' [b64]', _depth + 1)
                        except UnicodeDecodeError:
                            pass
                break
        for m in HEX_RE.finditer(text):
            try:
                check_text(bytes.fromhex(m.group(0)).decode('utf-8'), where + ' [hex]', _depth + 1)
            except (ValueError, UnicodeDecodeError):
                pass


def _try_zlib(raw):
    for wbits in (15, -15, 31):
        try:
            return zlib.decompress(raw, wbits)
        except zlib.error:
            continue
    return None


# ---- encoders: always check the plaintext before encoding -----------------
def _pre(s):
    CHECKED['payloads'] += 1
    check_text(s, 'payload-plaintext')
    return s


def b64(s):
    return base64.b64encode(_pre(s).encode()).decode()


def hexenc(s):
    return _pre(s).encode().hex()


def zb64(s):
    return base64.b64encode(zlib.compress(_pre(s).encode(), 9)).decode()


def charcodes(s, sep=','):
    return sep.join(str(ord(c)) for c in _pre(s))


def rev(s):
    return _pre(s)[::-1]


def make_zip(entries):
    """Deterministic zip. entries: list of (name, text, mode)."""
    for name, text, _ in entries:
        check_text(text, 'zip:' + name)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, 'w', zipfile.ZIP_DEFLATED) as zf:
        for name, text, mode in entries:
            zi = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = (0o100000 | mode) << 16
            zi.create_system = 3
            zf.writestr(zi, text.encode())
    return buf.getvalue()


def skill(name, description, body):
    """SKILL.md text with YAML front matter."""
    return '---\nname: %s\ndescription: %s\n---\n\n%s' % (name, description, body.lstrip('\n'))


def B(dir, kind, expected, note, files, modes=None, links=None):
    return {'dir': dir, 'kind': kind, 'expected': expected, 'note': note,
            'files': files, 'modes': modes or {}, 'links': links or {}}
