"""Shared helpers for the audit_heldout21 generator (stdlib only).

Every piece of text written to disk passes through check_text(), which asserts
that every URL, host, e-mail host and IPv4 address is either reserved
(.example/.invalid/.test/.localhost, example.com/.net/.org), a documentation
IP (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24), loopback, or on a small
fixed allowlist of well-known real services.  Encoders check the plaintext
before encoding; check_text also tries to decode base64/hex blobs it finds.
"""
import base64
import binascii
import io
import re
import zipfile
import zlib

RESERVED_DOMAINS = ("example.com", "example.net", "example.org")
RESERVED_TLDS = ("example", "invalid", "test", "localhost")
DOC_PREFIXES = ("192.0.2.", "198.51.100.", "203.0.113.")
ALLOWED_IPS = {"127.0.0.1", "0.0.0.0"}
ALLOWED_HOSTS = {
    "github.com", "api.github.com", "raw.githubusercontent.com",
    "pypi.org", "files.pythonhosted.org", "registry.npmjs.org", "www.npmjs.com",
    "docs.python.org", "developer.mozilla.org", "arxiv.org", "export.arxiv.org",
    "api.figma.com", "www.figma.com", "pandas.pydata.org", "matplotlib.org",
    "kubernetes.io", "docs.docker.com", "letsencrypt.org", "certbot.eff.org",
    "nginx.org", "flutter.dev", "pub.dev", "keepachangelog.com", "semver.org",
    "www.conventionalcommits.org", "pre-commit.com", "www.unicode.org",
    "owasp.org", "cheatsheetseries.owasp.org", "playwright.dev",
    "github.com.", "support.microsoft.com", "www.postgresql.org", "web.dev",
    "git-scm.com", "registry.yarnpkg.com", "docs.aws.amazon.com",
}

INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")
URL_RE = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://([^/\s'\"<>)\]`\\]+)")
AT_RE = re.compile(r"[A-Za-z0-9_.+\-]+@([A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+)")
BARE_RE = re.compile(
    r"(?<![A-Za-z0-9_\-.@/])((?:[A-Za-z0-9\-]+\.)+(?:com|net|org|io|dev|xyz|ru|cn|"
    r"cloud|top|info|biz|site|online|tk|pw|gg|example|invalid|test))(?![A-Za-z0-9\-])",
    re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
B64_RE = re.compile(r"[A-Za-z0-9+/]{24,}={0,2}")
HEX_RE = re.compile(r"(?:[0-9a-fA-F]{2}){12,}")


class InertnessError(AssertionError):
    pass


def ip_ok(ip):
    parts = ip.split(".")
    if any(int(p) > 255 for p in parts):
        return True  # not an IP (e.g. a version string); harmless
    return ip in ALLOWED_IPS or ip.startswith(DOC_PREFIXES)


def host_ok(h):
    h = h.lower().strip().rstrip(".")
    if "@" in h:
        h = h.rsplit("@", 1)[1]
    if h.startswith("["):
        return True
    h = h.split(":", 1)[0]
    if re.search(r"[^a-z0-9.\-]", h):
        # templated host (${VAR}, #{...}, <host>): check any dotted names inside it
        return all(host_ok(m.group(1)) for m in BARE_RE.finditer(h))
    if not h or h == "localhost":
        return True
    if IP_RE.fullmatch(h):
        return ip_ok(h)
    if "." not in h:
        return h in RESERVED_TLDS or True  # single-label placeholders like <host>
    if any(h == d or h.endswith("." + d) for d in RESERVED_DOMAINS):
        return True
    if h.rsplit(".", 1)[1] in RESERVED_TLDS:
        return True
    return h in ALLOWED_HOSTS


def _plain(text):
    text = INVISIBLE.sub("", text)
    # Unicode tag characters (ASCII smuggling) -> ASCII, then scan too
    return "".join(chr(ord(c) - 0xE0000) if 0xE0020 <= ord(c) <= 0xE007E else c
                   for c in text)


def check_text(text, where="", depth=0):
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            text = text.decode("latin-1")
    text = _plain(text)
    bad = []
    for m in URL_RE.finditer(text):
        if not host_ok(m.group(1)):
            bad.append(m.group(0))
    for rx in (AT_RE, BARE_RE):
        for m in rx.finditer(text):
            if not host_ok(m.group(1)):
                bad.append(m.group(0))
    for m in IP_RE.finditer(text):
        if not ip_ok(m.group(1)):
            bad.append(m.group(1))
    if bad:
        raise InertnessError("non-inert endpoint(s) in %s: %r" % (where, sorted(set(bad))))
    if depth < 3:
        for m in B64_RE.finditer(text):
            s = m.group(0)
            for cand in (s, s + "=", s + "=="):
                try:
                    raw = base64.b64decode(cand, validate=True)
                except (binascii.Error, ValueError):
                    continue
                for dec in _decodings(raw):
                    check_text(dec, where + " (b64)", depth + 1)
                break
        for m in re.finditer(r"\d{2,3}(?:\s*,\s*\d{2,3}){8,}", text):
            chars = [int(x) for x in re.split(r"\s*,\s*", m.group(0))]
            if all(c < 0x110000 for c in chars):
                check_text("".join(map(chr, chars)), where + " (charcodes)", depth + 1)
        for m in HEX_RE.finditer(text):
            try:
                raw = bytes.fromhex(m.group(0))
            except ValueError:
                continue
            for dec in _decodings(raw):
                check_text(dec, where + " (hex)", depth + 1)
    return True


def _decodings(raw):
    out = []
    for data in (raw,):
        try:
            out.append(zlib.decompress(data).decode("utf-8", "replace"))
        except zlib.error:
            pass
        for enc in ("utf-8", "utf-16-le"):
            try:
                s = data.decode(enc)
            except UnicodeDecodeError:
                continue
            if s and sum(ch.isprintable() or ch in "\n\t\r" for ch in s) / len(s) > 0.9:
                out.append(s)
    return out


# ---------------------------------------------------------------- encoders
def b64(s):
    check_text(s, "b64 plaintext")
    return base64.b64encode(s.encode()).decode()


def zb64(s):
    check_text(s, "zlib plaintext")
    return base64.b64encode(zlib.compress(s.encode(), 9)).decode()


def ps_enc(s):
    check_text(s, "powershell plaintext")
    return base64.b64encode(s.encode("utf-16-le")).decode()


def hexs(s):
    check_text(s, "hex plaintext")
    return s.encode().hex()


def charcodes(s):
    check_text(s, "charcode plaintext")
    return ",".join(str(ord(c)) for c in s)


def tags(s):
    """Invisible Unicode tag characters (U+E0000 block)."""
    check_text(s, "tag plaintext")
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def rev(s):
    check_text(s, "reversed plaintext")
    return s[::-1]


def make_zip(members):
    """members: list of (name, text). Deterministic zip bytes."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, text in members:
            check_text(text, "zip member " + name)
            zi = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            zi.external_attr = (0o644 << 16)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.create_system = 3
            zf.writestr(zi, text)
    return buf.getvalue()


def skill(name, description, body):
    import json
    if ": " in description or " #" in description or description[:1] in "'\"[{&*!|>%@`":
        description = json.dumps(description)
    return "---\nname: %s\ndescription: %s\n---\n\n%s\n" % (name, description, body.strip("\n"))


class Bundle:
    def __init__(self, name, kind, expected, note, files, links=None, support_only=False):
        self.name = name
        self.kind = kind
        self.expected = expected
        self.note = note
        self.files = files          # path -> str | bytes | (content, mode)
        self.links = links or {}    # path -> symlink target
        self.support_only = support_only
